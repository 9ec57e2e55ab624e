"""The history's words: every line about a die names its colour and value, counts take their plural
forms, Polish uses its cases ("w rzędzie Siły", "czerwoną 3"), and English its articles ("an Elf")."""
from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from engine.games.roll_player.describe import count
from engine.games.roll_player.effects import content
from engine.games.roll_player.state import GameState
from engine.kernel import Event, GameConfig, Session, narrate
from engine.kernel.strings import text
from engine.scenario import read_scenario

from .helpers import DICE_PHASE, GAME, act, dice_phase, run_auto, scenario

NAMES = ["Ada", "Olek", "Ewa", "Jan"]
MARKET = Path(__file__).resolve().parents[2] / "engine/games/roll_player/content/scenarios/rulebook_market.toml"
# Events whose line is about a die: each names a colour and shows a value.
DIE_EVENTS = {"placed", "start_dice", "rolled", "to_card", "card_taken", "die_value", "swapped", "moved",
              "card_die_value", "card_dice_exchanged", "card_die_to_bag", "bag_die_to_card"}


def colour_words(lang: str) -> set[str]:
    groups = ("colour", "colour_acc", "colour_gen")
    return {text(f"roll-player.{g}.{c}", lang) for g in groups
            for c in ("GREEN", "BLUE", "RED", "PURPLE", "BLACK", "WHITE", "GOLD")}


def told(state: GameState, kind: str, player: int, lang: str, names: list[str] = NAMES, **args: Any) -> list[str]:
    """Take an action (and the automatic steps after it) and return the lines its events are told in."""
    before = GAME.clone(state)
    events = act(state, kind, player, **args)
    return [line for event in events if (line := narrate(GAME, before, event, lang, names))]


def placed_in(sheet: str, row: str, die: str = "white 3", lang: str = "en") -> tuple[GameState, list[str]]:
    s = dice_phase(sheet, die)
    act(s, "take_card", 0, card=0)
    return s, told(s, "place", 0, lang, die=s.initiative[0].dice[0].id, row=row)


@pytest.mark.parametrize("lang, line", [
    ("en", "Ada places the white 3 in Strength."),
    ("pl", "Ada umieszcza białą 3 w rzędzie Siły."),
])
def test_a_placed_die_is_named_by_colour_and_value_in_its_row(lang: str, line: str) -> None:
    _, lines = placed_in("", "STR", lang=lang)
    assert lines[0] == line


@pytest.mark.parametrize("lang, line", [
    ("en", "Ada gains 1 gold for completing a row."),
    ("pl", "Ada zyskuje 1 złoto za wypełnienie rzędu."),
])
def test_completing_a_row_says_why_the_gold_came(lang: str, line: str) -> None:
    _, lines = placed_in('sheet = { STR = ["red 1", "green 6"] }', "STR", lang=lang)
    assert line in lines


@pytest.mark.parametrize("lang, line", [
    ("en", "Ada swaps the red 3 and the blue 5 in Strength."),
    ("pl", "Ada zamienia miejscami czerwoną 3 i niebieską 5 w rzędzie Siły."),
])
def test_dexterity_names_both_dice_it_swaps(lang: str, line: str) -> None:
    s, _ = placed_in('sheet = { STR = ["red 3", "blue 5"] }', "DEX", die="white 4")
    assert told(s, "dexterity", 0, lang, row="STR", index=0, row2="STR", index2=1) == [line]


@pytest.mark.parametrize("lang, line", [
    ("en", "Ada swaps the red 3 in Strength and the white 4 in Dexterity."),
    ("pl", "Ada zamienia miejscami czerwoną 3 z rzędu Siły i białą 4 z rzędu Zręczności."),
])
def test_dexterity_across_rows_names_each_die_with_its_row(lang: str, line: str) -> None:
    s, _ = placed_in('sheet = { STR = ["red 3"] }', "DEX", die="white 4")
    assert told(s, "dexterity", 0, lang, row="STR", index=0, row2="DEX", index2=0) == [line]


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Ada turns the green 2 in Strength over to 5."]),
    ("pl", ["Ada obraca zieloną 2 w rzędzie Siły na 5."]),
])
def test_strength_says_which_die_turned_over_and_to_what(lang: str, lines: list[str]) -> None:
    s, _ = placed_in('sheet = { STR = ["green 2"] }', "STR", die="white 2")
    assert told(s, "strength", 0, lang, row="STR", index=0) == lines


@pytest.mark.parametrize("lang, raised, lowered", [
    ("en", "Ada raises the red 1 in Strength to 2.", "Ada lowers the green 6 in Strength to 5."),
    ("pl", "Ada podwyższa czerwoną 1 w rzędzie Siły na 2.", "Ada obniża zieloną 6 w rzędzie Siły na 5."),
])
def test_constitution_says_which_way_the_die_went(lang: str, raised: str, lowered: str) -> None:
    s, _ = placed_in('sheet = { STR = ["red 1", "green 6"] }', "CON")
    up = GAME.clone(s)
    assert told(up, "constitution", 0, lang, row="STR", index=0, delta=1) == [raised]
    assert told(s, "constitution", 0, lang, row="STR", index=1, delta=-1) == [lowered]


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Ada re-rolls the white 3 in Intelligence and gets 5.", "Ada keeps the white 5 in Intelligence."]),
    ("pl", ["Ada przerzuca białą 3 w rzędzie Inteligencji i wyrzuca 5.",
            "Ada zatrzymuje białą 5 w rzędzie Inteligencji."]),
])
def test_intelligence_tells_the_reroll_and_the_value_kept(lang: str, lines: list[str]) -> None:
    s = scenario(DICE_PHASE.format(sheet="", die="white 3") + '\n[forced]\nfaces = [5]\n')
    act(s, "take_card", 0, card=0)
    act(s, "place", 0, die=s.initiative[0].dice[0].id, row="INT")
    first = told(s, "intelligence", 0, lang, row="INT", index=0)
    assert first + told(s, "int_keep", 0, lang, choice=1) == lines


@pytest.mark.parametrize("lang, line", [
    ("en", "Tytus buys Reckless, paying 5 gold and 1 Charisma token."),
    ("pl", "Tytus kupuje kartę Bezmyślny, płacąc 5 złota i 1 żeton Charyzmy."),
])
def test_a_purchase_says_what_was_paid_gold_and_token(lang: str, line: str) -> None:
    """The rulebook's Market example (B:427): Tytus pays his Charisma token and 5 gold for Reckless."""
    config = read_scenario(MARKET).config()
    s = GAME.new_state(config)
    run_auto(s)
    names = [seat.name for seat in config.seats]
    assert told(s, "buy", 1, lang, names, card="B01", charisma=True)[0] == line


@pytest.mark.parametrize("n, gold, tokens", [
    (1, "1 złoto", "1 żeton Charyzmy"), (2, "2 złota", "2 żetony Charyzmy"), (4, "4 złota", "4 żetony Charyzmy"),
    (5, "5 złota", "5 żetonów Charyzmy"), (12, "12 złota", "12 żetonów Charyzmy"), (22, "22 złota", "22 żetony Charyzmy"),
])
def test_polish_counts_take_their_plural_forms(n: int, gold: str, tokens: str) -> None:
    assert count("gold", n, "pl") == gold and count("charisma", n, "pl") == tokens


@pytest.mark.parametrize("n, tokens", [(1, "1 Charisma token"), (2, "2 Charisma tokens"), (0, "0 Charisma tokens")])
def test_english_counts_take_their_plural_forms(n: int, tokens: str) -> None:
    assert count("charisma", n, "en") == tokens and count("gold", n, "en") == f"{n} gold"


def test_races_take_the_right_english_article() -> None:
    s = GAME.new_state(GameConfig.quick("roll-player", 2, seed=1))
    elf = next(k for k, r in content().races.items() if r.name.en == "Elf")
    dwarf = next(k for k, r in content().races.items() if r.name.en == "Dwarf")
    assert GAME.describe(Event("race", {"player": 0, "race": elf}), s, "en", NAMES) == "Ada plays an Elf."
    assert GAME.describe(Event("race", {"player": 1, "race": dwarf}), s, "en", NAMES) == "Olek plays a Dwarf."


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 5), (3, 6), (4, 9)])
def test_every_line_about_a_die_names_its_colour_and_value_in_both_languages(players: int, seed: int) -> None:
    session = Session(GAME, GameConfig.quick("roll-player", players, seed=seed))
    rng = random.Random(seed)
    while session.decision is not None:
        session.apply(rng.choice(session.decision.legal))
    for lang in ("en", "pl"):
        words = colour_words(lang)
        state = session.state_at(0)
        for _, event in session.events():
            line = narrate(GAME, state, event, lang, NAMES)
            if line is None:
                continue
            assert "?" not in line and "{" not in line and "roll-player." not in line, line
            if event.kind in DIE_EVENTS:
                assert any(w in line for w in words) and re.search(r"\d", line), (event.kind, line)
