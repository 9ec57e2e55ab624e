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


def test_a_starting_die_placed_leaves_its_place_empty_so_the_next_does_not_slide_under_the_mouse(
        screen: pygame.Surface) -> None:
    """Placing a starting die closed the tray up: the die to its right slid under the mouse, and the next click at
    the die the player had aimed at picked another (a second gold 5 instead of the blue 5)."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    while s.decision is not None and not any(a.kind == "place_start" for a in s.decision.legal):
        s.apply(s.decision.legal[0])
    assert s.decision is not None
    table = shown_table(s, (1280, 720))
    seat = s.decision.actor
    before = {k: pygame.Rect(r) for k, r in table.spots.items() if k[0] == "start_die"}
    first = next(k for k in before)
    s.apply(next(a for a in s.decision.legal if a.kind == "place_start" and a["die"] == first[1]))
    assert s.decision is not None and s.decision.actor == seat
    table.show(s.view(seat), s.decision, seat)
    after = {k: r for k, r in table.spots.items() if k[0] == "start_die"}
    assert set(after) == set(before) - {first}
    assert all(after[k] == before[k] for k in after), (before, after)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_minion_panel_does_not_say_no_minion_left_before_setup_reveals_the_first(
        screen: pygame.Surface, lang: str) -> None:
    """While the players chose their races the minion panel said "No minion left", as if the deck were hunted out;
    setup had not formed it yet."""
    from tests.app_roll_player_fiends.fiendskit import config
    i18n.set_lang(lang)
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    assert s.decision is not None and s.state.monster is None and not s.state.minion_deck
    surface = pygame.Surface((1280, 720))
    with fit.recording() as log:
        shown_table(s, (1280, 720)).draw(surface, 0.0)
    drawn = set(log.texts.values())
    assert text.t("fiends.no_minion") not in drawn and text.t("fiends.no_minion_yet") in drawn


@pytest.mark.parametrize("lang, told", [("en", "The Monster is the "), ("pl", "jego trzy karty Przygody leżą")])
def test_the_history_names_the_monster_as_a_sentence_does(lang: str, told: str) -> None:
    """The history said "The Monster is Lich" (no article) and in Polish "karty Przygód" where the table says
    "karty Przygody"."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    while s.state.monster is None and s.decision is not None:
        s.apply(s.decision.legal[0])
    game = games.get("roll-player")
    said = [game.describe(e, s.state, lang) for step in s.steps for e in step.events if e.kind == "monster_chosen"]
    assert len(said) == 1 and said[0] is not None and told in said[0], said


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_history_names_the_imp_taken_with_an_initiative_card(lang: str) -> None:
    """The history said only "Bot 2 takes an imp with the Initiative card": which imp (face up on the card, public)
    the player had to find on the bot's sheet."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    while s.decision is not None and not any(e.kind == "imps_taken" for step in s.steps for e in step.events):
        d = s.decision
        took = [a for a in d.legal if a.kind == "take_card" and s.state.card_imps[a["card"]]]
        s.apply(took[0] if took else d.legal[0])
    game = games.get("roll-player")
    event = next(e for step in s.steps for e in step.events if e.kind == "imps_taken")
    said = game.describe(event, s.state, lang) or ""
    assert all(getattr(load_fiends().imps[imp].name, lang) in said for imp in event.data["imps"]), said


def test_a_die_left_on_a_taken_initiative_card_stays_where_it_lay_when_the_other_is_placed(
        screen: pygame.Surface) -> None:
    """After the first of a card's two dice was placed, the second moved to the card's middle and grew: a click aimed
    at where it lay could miss it."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    while s.decision is not None and not (any(a.kind == "place" for a in s.decision.legal)
                                          and len({a["die"] for a in s.decision.legal if a.kind == "place"}) == 2):
        s.apply(s.decision.legal[0])
    assert s.decision is not None
    seat = s.decision.actor
    table = shown_table(s, (1280, 720))
    first, second = sorted({a["die"] for a in s.decision.legal if a.kind == "place"})
    before = pygame.Rect(table.spots[("init_die", second)])
    s.apply(next(a for a in s.decision.legal if a.kind == "place" and a["die"] == first))
    while s.decision is not None and s.decision.automatic:
        s.apply(s.decision.legal[0])
    assert s.decision is not None and s.decision.actor == seat
    table.show(s.view(seat), s.decision, seat)
    assert table.spots[("init_die", second)] == before


def test_the_polish_history_gives_the_class_colours_as_colours_not_as_dice() -> None:
    """"Znaczniki śledzenia przydzielają kolory Klas: Ala fioletowa, Bot 2 biała": the die's feminine adjective
    agreed with nothing; a class colour is "kolor" (fioletowy)."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(3, 7))
    while s.decision is not None and not any(e.kind == "class_colours" for step in s.steps for e in step.events):
        s.apply(s.decision.legal[0])
    event = next(e for step in s.steps for e in step.events if e.kind == "class_colours")
    said = games.get("roll-player").describe(event, s.state, "pl", ["Ala", "Bartek", "Celina"]) or ""
    import re
    given = re.findall(r"(Ala|Bartek|Celina) – (\w+)", said)
    assert len(given) == 3 and all(colour.endswith(("y", "i")) for _, colour in given), said


def test_the_second_line_of_a_two_line_prompt_keeps_its_descenders(screen: pygame.Surface) -> None:
    """The Polish hunt's prompt ("…przerzucaj kości za PD, potem weź nagrody.") took two lines at 1280x720 and the
    bottoms of the second line's letters (g, y, the comma) were cut off: lines set closer than the font's own line
    height made the picture shorter than its last line, and it stays inside the status bar."""
    from app.games.roll_player import model, paint
    from app.render import fonts
    from tests.app_roll_player.positions import play_until
    from tests.app_roll_player_fiends.fiendskit import config
    i18n.set_lang("pl")
    s = play_until(Session(games.get("roll-player"), config(3, 7)), lambda s, d: d.prompt == "hunt", 7, limit=20000)
    table = shown_table(s, (1280, 720))
    g, d = table.grid, s.decision
    assert g is not None and d is not None
    words = text.Labeller(table.view, model.state(table.view), table.names).prompt(d.prompt, d.actor)
    layer = fit.Screen(table.rect.size)
    with fit.recording() as log:
        paint.draw_info(layer, g.info, g.deck, g.discard, table.view, words, g.scaler.u)
    block = next(f for f in log.fits if "nagrody" in f.text)
    font = fonts.font(block.size)
    lines = fonts.wrap(words, font, block.box)
    placed = [p for p in layer.placed if "nagrody" in p.text]
    assert len(lines) == 2 and placed, (lines, placed)
    step = int(round(font.get_linesize() * 0.95))
    assert all(p.rect.h >= step + font.get_height() and g.info.contains(p.rect) for p in placed), (g.info, placed)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_history_names_an_imp_waiting_on_a_card_once(lang: str) -> None:
    """"Chochlik (Chochlik ran) czeka na karcie Inicjatywy TOP": the imp's name already says it is an imp."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    while s.decision is not None and not any(e.kind == "imp_placed" for step in s.steps for e in step.events):
        s.apply(s.decision.legal[0])
    event = next(e for step in s.steps for e in step.events if e.kind == "imp_placed")
    said = games.get("roll-player").describe(event, s.state, lang) or ""
    word = {"en": "Imp", "pl": "Chochlik"}[lang]
    assert said.count(word) == 1, said


def test_the_polish_history_says_two_dice_lie_on_a_taken_card_in_the_plural() -> None:
    """"Olek bierze kartę Inicjatywy 2, na której leży niebieska 2 i czarna 3": two dice lie ("leżą")."""
    from tests.app_roll_player_fiends.fiendskit import config
    s: Session[Any] = Session(games.get("roll-player"), config(2, 7))
    game = games.get("roll-player")
    said: list[str] = []
    while s.decision is not None and len(said) < 2:
        d = s.decision
        if d.automatic or not any(a.kind == "take_card" for a in d.legal):
            s.apply(d.legal[0])
            continue
        action = next(a for a in d.legal if a.kind == "take_card")
        before = s.state   # the card's dice are told from the state before it is taken
        dice = len(before.initiative[action["card"]].dice)
        s.apply(action)
        event = next(e for e in s.steps[-1].events if e.kind == "card_taken")
        line = game.describe(event, before, "pl") or ""
        said.append(line)
        assert ("leżą" in line) == (dice > 1) and ("leży" in line) == (dice == 1), line
    assert said
