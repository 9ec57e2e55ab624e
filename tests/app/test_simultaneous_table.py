"""A decision several players make at once, at the table: each person answers in turn behind a
hand-over screen, bots answer on their own, and one person cannot undo another's secret choice."""
from __future__ import annotations

import time

import pygame
import pytest

from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine import games
from engine.kernel import Action, GameConfig, Seat
from tests.app.drive import click, press, pump
from tests.kernel.sealed_bids import HIDDEN, SealedBids


@pytest.fixture(autouse=True)
def sealed_bids(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games._extra, "sealed-bids", SealedBids())
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def open_table(make_app) -> TableScene:
    app = make_app((1280, 720))
    seats = (Seat("Ada"), Seat("Bot", "random"), Seat("Ola"))
    assert start_game(app, GameConfig("sealed-bids", 4, seats, {})) is None
    pump(app)
    return app.scene


def settle(scene: TableScene, seconds: float = 5.0) -> None:
    """Frames until no bot is thinking and a hand-over waiting on animations has come."""
    end = time.monotonic() + seconds
    while scene.bot_turn is not None or scene.handoff_due is not None or (
            scene.session.decision and scene.is_bot(scene.session.decision.actor)):
        assert time.monotonic() < end, "the bot never answered"
        scene.app.frame(0.016)
        if scene.bot_turn is not None:
            scene.bot_turn.wait(0.05)
    pump(scene.app, 2)


def bid_target(scene: TableScene, n: int) -> tuple[int, int]:
    target = next(t for t in scene.controller.targets if Action.of("bid", scene.human_actor(), n=n) in t.actions)
    return target.shape.bounds().center


def test_each_person_answers_behind_a_hand_over_and_the_bot_answers_alone(make_app) -> None:
    scene = open_table(make_app)
    assert scene.session.decision.deciders() == {0, 1, 2} and scene.human_actor() == 0
    click(scene.app, bid_target(scene, 3))
    settle(scene)
    assert scene.session.state.bids[1] is not None, "the bot answered on its own"
    assert scene.handoff == 2, "Ola's turn waits behind a hand-over: Ada's bid is secret"
    assert scene.table.view["bids"][0] == 3, "the table still shows Ada's view until Ola takes the mouse"
    click(scene.app, scene.table_rect.center)
    assert scene.handoff is None and scene.viewer == 2
    assert scene.table.view["bids"] == [HIDDEN, HIDDEN, None]


def test_a_person_cannot_undo_another_persons_secret_choice(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, bid_target(scene, 2))
    settle(scene)
    click(scene.app, scene.table_rect.center)
    steps = len(scene.session.steps)
    press(scene.app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.steps) == steps and scene.session.cursor == steps
    assert "secret choice" in scene.status


def test_the_last_answer_shows_every_bid_together(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, bid_target(scene, 1))
    settle(scene)
    click(scene.app, scene.table_rect.center)
    click(scene.app, bid_target(scene, 3))
    settle(scene)
    assert len(scene.session.state.shown) == 1 and scene.session.state.shown[0][0] == 1
