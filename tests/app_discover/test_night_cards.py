"""A night or threat card with its effect applied visibly (issue 24 item 3), and what the panel tells of the past
kept through an undo (the last card, what it did, a stage just reached): a card drawn shows large over the map with
the lines of what it did (damage taken, stamina, a monster placed), the panel's line opens it again with them, and
after an undo they come back from the game's record."""
from __future__ import annotations

import random
import time
from typing import Iterator

import pygame
import pytest

from app.board.overlays import Picture
from app.games import table_class
from app.games.discover import cards
from app.games.discover.cards import CardShown
from app.main import App
from app.render import fit
from app.scenes.table_scene import TableScene
from app.settings import Settings
from engine.kernel import GameConfig, Session, Step
from tests.app_discover.test_scenario_and_cards import played_until
from tests.discover.helpers import GAME


def until(kind: str, seed: int = 4, players: int = 3) -> tuple[Session, int]:
    """A seeded random game up to the first move whose steps hold an event of `kind`, and where those steps start."""
    session = Session(GAME, GameConfig.quick("discover", players, seed=seed))
    rnd = random.Random(seed)
    for _ in range(3000):
        decision = session.decision
        assert decision is not None
        before = len(session.steps)
        session.apply(rnd.choice(decision.legal))
        if any(e.kind == kind for step in session.steps[before:] for e in step.events):
            return session, before
    raise AssertionError(f"no {kind} in the game")


@pytest.fixture
def night() -> Iterator[tuple[TableScene, list[Step]]]:
    """The table scene shown the moves before a night, then told the steps of the move that brought the night."""
    session, since = until("night_drawn")
    steps = session.steps[since:]
    end = session.cursor
    session.seek(since)
    app = App((1280, 720), settings=Settings(lang="en", sound=False, handover=False), persist=False)
    scene = TableScene(app, session, table_class("discover")(session.game, session.config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # a test writes no save
    app.switch(scene)
    app.frame(0.016)
    session.seek(end)
    scene.after_steps(steps)
    yield scene, steps
    pygame.quit()


def click(scene: TableScene, at: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1, rel=(0, 0), buttons=(0, 0, 0)))
    scene.app.frame(0.016)


def drawn_card(steps: list[Step]) -> cards.Card:
    return next(("night", str(e.data["card"])) for step in steps for e in step.events if e.kind == "night_drawn")


def test_a_night_card_drawn_shows_over_the_map_with_what_it_did(night: tuple[TableScene, list[Step]]) -> None:
    scene, steps = night
    card = drawn_card(steps)
    shown = [a for a in scene.host.presenter.manager.items if isinstance(a, CardShown)]
    assert [a.card for a in shown] == [card]
    assert shown[0].area is not None and scene.table.map_area().contains(shown[0].area())
    did = scene.table.did(card)
    assert any("damage" in line or "stamina" in line for line in did), did
    with fit.recording() as log:
        scene.app._paint(time.monotonic() + 0.5)
    words = "\n".join(log.texts.values())
    name = (cards.words(card, "en") or ("?",))[0]
    assert name in words and did[0] in words


def test_the_panels_last_card_line_opens_the_night_card_with_what_it_did(night: tuple[TableScene, list[Step]]) -> None:
    scene, steps = night
    scene.host.presenter.skip()
    table = scene.table
    assert table.card == drawn_card(steps)
    for _ in range(2):                                   # the chief takes the mouse (hot-seat): a click, another
        if scene.handoff_due is not None or scene.handoff is not None:
            click(scene, scene.table_rect.center)
    assert scene.handoff is None and scene.handoff_due is None
    click(scene, table.card_rect().center)
    top = scene.host.overlays.top()
    assert isinstance(top, Picture) and top.key == ("card", *table.card)
    with fit.recording() as log:
        top.draw(scene.app.screen, 0.0)
    assert table.did(table.card)[0] in "\n".join(log.texts.values())


def test_after_an_undo_the_last_card_and_what_it_did_come_back_from_the_record(night: tuple[TableScene, list[Step]]) -> None:
    scene, steps = night
    scene.host.presenter.skip()
    table = scene.table
    card, did = table.card, table.did(table.card)
    decision = scene.session.decision
    assert decision is not None and card is not None
    scene.session.apply(decision.legal[0])
    scene.after_steps(scene.session.steps[-1:])
    scene.undo()
    assert table.card == card and table.did(card) == did


def test_after_an_undo_a_stage_just_reached_is_still_announced() -> None:
    session, since = played_until("stage")
    app = App((1280, 720), settings=Settings(lang="en", sound=False, handover=False), persist=False)
    scene = TableScene(app, session, table_class("discover")(session.game, session.config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # a test writes no save
    app.switch(scene)
    scene.after_steps(session.steps[since:])
    assert scene.table.new_stage
    decision = session.decision
    assert decision is not None
    session.apply(decision.legal[0])
    scene.after_steps(session.steps[-1:])
    scene.undo()
    assert scene.table.new_stage
    pygame.quit()


def test_a_night_cards_sleep_is_told_as_one_line_of_everyones_stamina_on_the_card_shown() -> None:
    """The night card shown over the map says what its sleep step did in one line (each hero's stamina after it), not
    a "now has N stamina" line a hero."""
    session, since = until("night_drawn", seed=5)
    rnd = random.Random(5)
    while not any(e.kind == "night_discarded" for step in session.steps[since:] for e in step.events):
        decision = session.decision
        assert decision is not None
        session.apply(rnd.choice(decision.legal))
    steps = session.steps[since:]
    end = session.cursor
    session.seek(since)
    app = App((1920, 1080), settings=Settings(lang="en", sound=False, handover=False), persist=False)
    scene = TableScene(app, session, table_class("discover")(session.game, session.config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # a test writes no save
    app.switch(scene)
    app.frame(0.016)
    session.seek(end)
    scene.after_steps(steps)
    card = drawn_card(steps)
    slept = [e.data for step in steps for e in step.events if e.kind == "stamina" and e.data.get("why") == "sleep"]
    assert slept, "the night's sleep gave the heroes stamina"
    names = scene.table._names()
    line = "Sleep restores stamina: " + ", ".join(f"{names[d['player']]} to {d['to']}" for d in slept) + "."
    did = scene.table.did(card)
    assert line in did and not any("now has" in text for text in did), did
    with fit.recording() as log:
        app._paint(time.monotonic() + 0.5)
    shown = [a for a in scene.host.presenter.manager.items if isinstance(a, CardShown)]
    assert shown and shown[0].card == card
    assert did.index(line) < cards.MAX_DID and line in "\n".join(log.texts.values()).replace("\n", " ")
    pygame.quit()
