"""The table's words read like the rulebook in both languages: dice named by colour and value in the
case the sentence needs, counts in their plural forms, race modifiers with the attributes' own
abbreviations, and bots spoken of in the third person."""
from __future__ import annotations

from typing import Any

import pytest

from app import i18n
from app.games.roll_player import text
from engine.games.roll_player.content import load_content
from engine.kernel import Action, Session
from tests.app_roll_player.positions import session_at


def labeller(s: Session[Any]) -> text.Labeller:
    d = s.decision
    view = s.view(d.actor)
    return text.Labeller(view, s.state, [seat.name for seat in s.config.seats])


def race(english: str) -> str:
    return next(k for k, r in load_content().races.items() if r.name.en == english)


@pytest.mark.parametrize("lang, elf, human", [
    ("en", "DEX+1 INT+1 CON−1", "±0"),
    ("pl", "ZRĘ+1 INT+1 KON−1", "±0"),
])
def test_race_modifiers_use_the_attributes_abbreviations(lang: str, elf: str, human: str) -> None:
    i18n.set_lang(lang)
    assert text.race_mods(race("Elf")) == elf and text.race_mods(race("Human")) == human


@pytest.mark.parametrize("lang, label", [("en", "Play an Elf (DEX+1 INT+1 CON−1)"), ("pl", "Wybierz Rasę: Elf (ZRĘ+1 INT+1 KON−1)")])
def test_a_race_choice_reads_with_its_article(lang: str, label: str) -> None:
    i18n.set_lang(lang)
    s = session_at(2, "setup")
    assert labeller(s).label(Action.of("choose_race", s.decision.actor, race=race("Elf"))) == label


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_placing_a_starting_die_names_it_in_the_row(lang: str) -> None:
    i18n.set_lang(lang)
    s = session_at(2, "placement")
    action = next(a for a in s.decision.legal if a.kind == "place_start" and a["row"] == "STR")
    die = next(d for d in s.state.players[action.player].start_dice if d.id == action["die"])
    colour = i18n.t(f"roll-player.colour_acc.{die.colour.name}")
    expected = {"en": f"Place the {colour} {die.value} in Strength",
                "pl": f"Umieść {colour} {die.value} w rzędzie Siły"}[lang]
    assert labeller(s).label(action) == expected


@pytest.mark.parametrize("lang, cost, shown", [
    ("en", 1, "1 gold"), ("en", 5, "5 gold"), ("pl", 1, "1 złoto"), ("pl", 2, "2 złota"), ("pl", 5, "5 złota"),
])
def test_prices_take_the_plural_form_of_their_number(lang: str, cost: int, shown: str) -> None:
    i18n.set_lang(lang)
    assert text.gold(cost) == shown == text.t("price", count=cost)


@pytest.mark.parametrize("lang, count, shown", [
    ("en", 1, "Trash: 1 card"), ("en", 3, "Trash: 3 cards"),
    ("pl", 1, "Śmietnik: 1 karta"), ("pl", 3, "Śmietnik: 3 karty"), ("pl", 5, "Śmietnik: 5 kart"),
    ("pl", 22, "Śmietnik: 22 karty"),
])
def test_counted_labels_on_the_table_take_their_plural_forms(lang: str, count: int, shown: str) -> None:
    i18n.set_lang(lang)
    assert text.t("trash", count=count) == shown


@pytest.mark.parametrize("lang, human, bot", [
    ("en", "Ala: choose a race for your character (the tiles below).", "Bot 2 is choosing a race."),
    ("pl", "Ala: wybierz Rasę postaci (kafelki poniżej).", "Bot 2 wybiera Rasę."),
])
def test_a_bot_is_spoken_of_in_the_third_person(lang: str, human: str, bot: str) -> None:
    i18n.set_lang(lang)
    s = session_at(2, "setup")
    asked = text.Labeller(s.view(0), s.state, ["Ala", "Bot 2"])
    assert asked.prompt("choose_race", 0) == human
    assert asked.prompt("choose_race", 1, bot=True) == bot


@pytest.mark.parametrize("lang, line", [("en", "Tie-breaker: most gold left."),
                                        ("pl", "Rozstrzygnięcie remisu: najwięcej złota.")])
def test_the_tie_breaker_is_named_once(lang: str, line: str) -> None:
    i18n.set_lang(lang)
    assert i18n.t("score.tiebreak", text=text.t("tiebreak", what=text.t("tb.gold"))) == line


@pytest.mark.parametrize("lang, said", [("en", "draw a black/green die"), ("pl", "weź z niego czarną/zieloną kość")])
def test_search_names_a_split_die_in_words(lang: str, said: str) -> None:
    """Search takes any die from the bag, a split one too: its colours are named, not the key
    'roll-player.colour_acc.BLACK/GREEN' that has no text (found in a chooser by the click conformance suite)."""
    i18n.set_lang(lang)
    s = session_at(2, "setup")
    label = labeller(s).label(Action.of("search", s.decision.actor, own=0, colour="BLACK/GREEN"))
    assert said in label and "colour_acc" not in label, label


@pytest.mark.parametrize("height", [200, 60])   # a tall tile lists the goals row by row, a short one in a line
def test_a_class_tile_names_its_goals_attributes_in_the_players_language(screen: Any, height: int) -> None:
    """A class's goals on its setup tile are 'SIŁ 13-15' on a Polish table, not the English 'STR' (the click
    conformance suite found the English abbreviations drawn in Polish)."""
    import pygame

    from app.games.roll_player import paint
    from app.render import fit

    i18n.set_lang("pl")
    surface = pygame.Surface((300, 220))
    cls = next(iter(load_content().classes))
    with fit.recording() as log:
        paint.draw_tile(surface, pygame.Rect(10, 10, 240, height), "choose_class", cls, 1.0)
    drawn = " ".join(log.texts.values())
    english = [w for w in ("STR", "DEX", "CON", "WIS") if w in drawn.split()]
    assert not english and any(w in drawn for w in ("SIŁ", "ZRĘ", "KON", "INT", "MDR", "CHA")), drawn


def test_a_class_card_shown_large_names_its_goals_attributes_in_polish(screen: Any) -> None:
    """Issue 22: class cards with Polish attribute abbreviations; the card a right-click shows large (zoom) as well
    as the setup tile, for every class."""
    import pygame

    from app.games.roll_player import zoom
    from app.render import fit

    i18n.set_lang("pl")
    for cls in load_content().classes:
        surface = pygame.Surface((1280, 720))
        with fit.recording() as log:
            zoom.draw(surface, cls, 1.0)
        drawn = " ".join(log.texts.values()).split()
        english = [w for w in ("STR", "DEX", "CON", "WIS") if w in drawn]
        assert not english and {"SIŁ", "ZRĘ", "KON", "MDR"} <= set(drawn), (cls, drawn)


def test_the_attribute_action_prompt_names_the_familiar_row_once() -> None:
    """'take the action of the familiar row', never 'take the the familiar row action' (the click conformance suite
    found the doubled word at a four-player Fiends table)."""
    i18n.set_lang("en")
    prompt = text.Labeller({"placed_rows": ["FAM", "CHA"]}, None, ["Jan"]).prompt("attribute_action", 0)
    assert "the the" not in prompt and "the familiar row" in prompt and "Charisma" in prompt, prompt
