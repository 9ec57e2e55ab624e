"""Issue 22, Roll Player with Fiends & Familiars as players found it: each fault of the play-tests, named after it."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.roll_player import fiends_paint, text
from app.render import fit
from engine import games
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel import Session
from engine.scenario import read_scenario
from tests.app_roll_player.tablekit import shown_table

SCENARIOS = Path(games.__file__).parent / "roll_player" / "content" / "scenarios"


def _call_lesson() -> Session[Any]:
    """The Fiends chapter's middle position: the learner (seat 0) holds the Lair token and has peeked at its card."""
    return Session(games.get("roll-player"), read_scenario(SCENARIOS / "tutorial_fiends_call.toml").config())


def test_the_vampire_bat_has_its_natural_polish_name_not_two_bare_nouns() -> None:
    """The minion panel read "Sługus Nietoperz wampir"; two nouns naming one creature are joined in Polish."""
    bat = load_fiends().minions["M08"]
    assert bat.name.pl == "Nietoperz-wampir"
    i18n.set_lang("pl")
    assert fiends_paint.minion_words("M08").startswith("Nietoperz-wampir —")


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_peeked_adventure_card_right_clicked_is_shown_large_with_its_whole_text(
        screen: pygame.Surface, lang: str, size: tuple[int, int]) -> None:
    """The Lair card a trophy let its holder see was a letter "L" in a slot beside the Monster, its words only in
    a tooltip: a right-click on it (or on the holder's Lair token) shows the card large, its name and whole text
    drawn at a readable size."""
    i18n.set_lang(lang)
    s = _call_lesson()
    table = shown_table(s, size)
    card = s.state.adventure[0]
    a = load_fiends().adventures[card]
    for key in (("adventure", card), ("adv_token", 0, 0)):
        look = table.look_at(table.spots[key].center)
        assert look is not None and look.large == card, key
        shown = table.picture(look.large)
        assert shown is not None
        surface = pygame.Surface(size)
        with fit.recording() as log:
            shown.draw(surface, 0.0)
        drawn = " ".join(log.texts.values())
        assert a.name.get(lang) in drawn and text.t(f"fiends.adventure_type.{a.type}") in drawn
        assert all(word in drawn for word in a.text.get(lang).split()[:6]), drawn
        small = [f for f in log.fits if f.size < 12 and a.name.get(lang) in f.text]
        assert not small, small


def test_an_adventure_card_nobody_may_see_is_not_shown_large(screen: pygame.Surface) -> None:
    """The bot holds no token: its view keeps the Lair card face down, and a right-click shows nothing of it."""
    s = _call_lesson()
    table = shown_table(s, (1280, 720))
    table.show(s.view(1), None, 1)
    assert not any(k[0] == "adventure" for k in table.spots if isinstance(k, tuple))
    back = table.spots[("adventure_back", 0)]
    look = table.look_at(back.center)
    assert look is None or look.large is None


def test_the_polish_lair_is_called_kryjowka_on_the_table_as_in_the_tutorial() -> None:
    """The table said "Legowisko" with the letter "L" while the tutorial and the rulebook say "Kryjówka"."""
    i18n.set_lang("pl")
    assert text.t("fiends.adventure_type.lair") == "Kryjówka" and text.t("fiends.token_short.lair") == "K"
    words = {t.get("pl") for t in _chapter_texts()}
    assert any("Kryjówki" in w for w in words)


def _chapter_texts() -> list[Any]:
    from engine.tutorial import find_tutorial, load_script
    script = load_script(find_tutorial("roll-player-fiends")[1][0])
    return [step.text for step in script.steps]


ENGLISH_ONLY = ("STR", "DEX", "CON", "WIS")   # the English abbreviations Polish does not share (INT and CHA it does)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_class_card_is_shown_large_from_any_sheet_with_polish_attribute_abbreviations(
        screen: pygame.Surface, size: tuple[int, int]) -> None:
    """A sheet showed its class only as a name and a cut ability line ("Duchowa wię…"), with no way to read the
    class card: a right-click on the class (its name in the header, its emblem, its ability) shows the card large,
    its goals under the Polish abbreviations (SIŁ, ZRĘ, KON, MDR), never the English ones."""
    i18n.set_lang("pl")
    s = _call_lesson()
    table = shown_table(s, size)
    for seat in (0, 1):
        cls = s.state.players[seat].class_id
        keys = [k for k in table.spots if isinstance(k, tuple) and k[:3] == ("class", seat, cls)]
        assert keys, seat
        look = table.look_at(table.spots[keys[0]].center)
        assert look is not None and look.large == cls
        assert table.describe_illegal(table.spots[keys[0]].center) is not None
        shown = table.picture(cls)
        assert shown is not None
        surface = pygame.Surface(size)
        with fit.recording() as log:
            shown.draw(surface, 0.0)
        drawn = list(log.texts.values())
        assert {"SIŁ", "ZRĘ", "KON", "MDR"} <= set(drawn), drawn
        assert not set(ENGLISH_ONLY) & set(drawn), drawn
    race = s.state.players[1].race
    look = table.look_at(table.spots[("race", 1, race)].center)
    assert look is not None and look.large == race
