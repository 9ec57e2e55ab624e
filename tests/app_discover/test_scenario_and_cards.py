"""What the table tells of the scenario and the cards (issue 24 items 3 and 4): a card found is named in the panel and
a click shows it large with its whole text; a stage reached is announced on the expedition card until a player's next
move; the inspector tells a hero's stamina, load and damage; the end screen says who was rescued, en and pl."""
from __future__ import annotations

import itertools
import random
from typing import Any

import pygame
import pytest

from app import i18n
from app.board.overlays import Picture
from app.games.discover import cards
from app.games.discover.table import DiscoverTable
from app.render import fit
from app.scenes.score_sheet import ScoreSheet
from engine.games.discover.content import content
from engine.kernel import GameConfig, Session
from tests.discover.helpers import GAME, day_one


def played_until(kind: str, players: int = 2) -> tuple[Session, int]:
    """A random game stopped right after the first player's move whose steps hold an event of this kind; the index
    where that move's steps start."""
    for seed in range(1, 60):
        session = Session(GAME, GameConfig.quick("discover", players, seed=seed))
        rnd = random.Random(seed)
        for _ in range(2000):
            decision = session.decision
            if decision is None:
                break
            before = len(session.steps)
            session.apply(rnd.choice(decision.legal))
            if any(e.kind == kind for step in session.steps[before:] for e in step.events):
                return session, before
    raise AssertionError(f"no random game met {kind}")


def shown(session: Session, since: int, size: tuple[int, int] = (1280, 720)) -> DiscoverTable:
    """The table told the steps since `since` (as the Presenter tells them), then shown the state after them."""
    table = DiscoverTable(GAME, session.config)
    table.layout(pygame.Rect(0, 0, *size))
    table.on_events(session.steps[since:])
    seat = session.decision.actor if session.decision is not None and session.decision.actor is not None else 0
    table.show(GAME.view(session.state, seat), session.decision, seat)
    return table


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_search_card_found_is_named_in_the_panel_and_a_click_on_it_shows_its_whole_text_large(lang: str) -> None:
    i18n.set_lang(lang)
    try:
        session, since = played_until("card_found")
        number = [e.data["number"] for step in session.steps[since:] for e in step.events if e.kind == "card_found"][-1]
        table = shown(session, since)
        assert table.card == ("search", str(number))
        assert content().search[number].name.get(lang) in cards.line(table.card, lang)
        look = table.look_at(table.card_rect().center)
        assert look is not None and look.browse == look.large == ("card", *table.card)
        picture = table.picture(look.browse)
        assert isinstance(picture, Picture) and picture.modal
        surface = pygame.Surface((1280, 720))
        with fit.recording() as log:
            picture.draw(surface, 0.0)
        drawn = " ".join(log.texts.values())
        name, kind, text = cards.words(table.card, lang) or ("", "", "")
        assert name in drawn and kind in drawn and text.split()[0] in drawn
    finally:
        i18n.set_lang("en")


def test_a_stage_reached_is_announced_on_the_expedition_card_until_a_players_next_move() -> None:
    session, since = played_until("stage")
    table = shown(session, since)
    assert table.new_stage
    surface = pygame.Surface((1280, 720))
    with fit.recording() as log:
        table.draw(surface, 0.0)
    assert any(t.startswith("New stage!") for t in log.texts.values())
    decision = session.decision
    assert decision is not None
    before = len(session.steps)
    session.apply(decision.legal[0])
    table.on_events(session.steps[before:])
    assert not table.new_stage or any(e.kind == "stage" for s in session.steps[before:] for e in s.events)


def test_the_inspector_tells_a_heros_stamina_load_and_damage() -> None:
    session = day_one(2)
    session.state.heroes[1].health[0] = "hunger"
    table = shown(session, len(session.steps))
    seat, block = table.hero_blocks()[1]
    assert table.seat_at(block.center) == seat == 1
    inspection = table.inspect(1)
    assert inspection is not None
    hero = session.state.heroes[1]
    assert f"Stamina {hero.stamina}/12" in inspection.facts
    assert any(f.startswith("Carrying ") for f in inspection.facts)
    assert "Hunger ×1" in inspection.facts


@pytest.mark.parametrize("lang,rescued,stranded", [("en", "Rescued", "Stranded"), ("pl", "Uratowany", "Pozostał na wyspie")])
def test_the_end_screen_says_who_was_rescued_and_who_was_not(lang: str, rescued: str, stranded: str) -> None:
    i18n.set_lang(lang)
    try:
        session = day_one(2)
        session.state.heroes[0].status = "won"
        table = shown(session, len(session.steps))
        score = table.breakdown(session.state)
        assert score.winners == [0]
        assert score.rows[1] == [rescued, stranded]
        assert score.rows[0] == [content().characters[h.character].name for h in session.state.heroes]
    finally:
        i18n.set_lang("en")


class Blits(pygame.Surface):
    """A window that remembers where each picture was blitted."""

    placed: list[tuple[pygame.Surface, pygame.Rect]]

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.placed.append((source, pygame.Rect(rect)))
        return rect


def test_the_end_screens_columns_are_as_wide_as_the_words_in_them_wyeliminowany_included() -> None:
    """Polish "Wyeliminowany" under "Gracz 2" ran into the next column: a column was as wide as its seat's name."""
    i18n.set_lang("pl")
    try:
        session = day_one(3)
        session.state.heroes[0].status = "won"
        for hero in session.state.heroes[1:]:
            hero.status = "eliminated"
        table = shown(session, len(session.steps))
        sheet = ScoreSheet(table.breakdown(session.state), GAME.outcome(session.state))
        window = Blits((1280, 720))
        window.placed = []
        with fit.recording() as log:
            sheet.draw(window, pygame.Rect(40, 100, 1200, 500), lambda v: round(v))
        cells = [(log.texts[img], rect) for img, rect in window.placed if img in log.texts]
        assert any(words == "Wyeliminowany" for words, _ in cells)
        for (a, ra), (b, rb) in itertools.combinations(cells, 2):
            assert not ra.colliderect(rb), (a, b)
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_click_on_the_expedition_card_shows_the_stages_whole_goal_large(lang: str) -> None:
    """Scenario 5's first stage is longer than its box at 1280x720 with four heroes: the card shown large holds it."""
    i18n.set_lang(lang)
    try:
        session = day_one(4)
        session.state.expedition = 5
        table = shown(session, len(session.steps))
        look = table.look_at(table.stage_rect().center)
        assert look is not None and look.browse == ("card", "stage", "5:1")
        picture = table.picture(look.browse)
        assert isinstance(picture, Picture)
        with fit.recording() as log:
            picture.draw(pygame.Surface((1280, 720)), 0.0)
        assert not log.overflows() and not log.cuts()
        stage = content().scenarios[5].stages[0]
        drawn = " ".join(log.texts.values())
        assert stage.title.get(lang) in drawn and stage.text.get(lang).split()[-1] in drawn
    finally:
        i18n.set_lang("en")
