"""Keyboard play: Tab / Shift+Tab step through the legal targets in reading order, Enter takes the focused one
(in a chooser too), the focus is drawn; a whole Roll Player round and a Runebound turn are played by keys."""
from __future__ import annotations

import time
from typing import Any, Callable

import pygame
import pytest

from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.kernel import GameConfig, Seat
from tests.app.drive import press, pump

KEYS_PER_MOVE = 40


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def open_table(make_app: Callable[..., Any], config: GameConfig) -> TableScene:
    app = make_app((1280, 720))
    assert start_game(app, config) is None
    pump(app, 2)
    return app.scene


def settle(scene: TableScene, seconds: float = 10.0) -> None:
    """Frames until the person at the table is asked (bots and automatic steps done)."""
    end = time.monotonic() + seconds
    while scene.session.decision is not None and scene.human_actor() is None:
        assert time.monotonic() < end, "the table never came back to the person"
        scene.app.frame(0.016)
        if scene.bot_turn is not None:
            scene.bot_turn.wait(0.05)


def make_a_move_by_keys(scene: TableScene) -> None:
    """Tab to the first target (or chooser row) and press Enter, until the session takes a step."""
    start = scene.session.cursor
    for _ in range(KEYS_PER_MOVE):
        press(scene.app, pygame.K_TAB)
        assert scene.host.focus is not None, "Tab focused nothing while a move is asked"
        press(scene.app, pygame.K_RETURN)
        if scene.session.cursor != start:
            return
    raise AssertionError(f"{KEYS_PER_MOVE} key presses made no move at {scene.session.decision.prompt}")


def test_tab_walks_the_targets_in_reading_order_and_shift_tab_walks_back(make_app) -> None:
    scene = open_table(make_app, GameConfig("roll-player", 3, (Seat("Ada"), Seat("Bot", "random"))))
    settle(scene)
    rects = scene.host.focusables()
    assert len(rects) >= 2
    band = scene.host.px(24)
    assert [(r.centery // band, r.centerx) for r in rects] == sorted((r.centery // band, r.centerx) for r in rects)
    press(scene.app, pygame.K_TAB)
    press(scene.app, pygame.K_TAB)
    assert scene.host.focus == 1
    press(scene.app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.host.focus == 0


def test_the_focus_is_drawn_as_a_ring(make_app) -> None:
    scene = open_table(make_app, GameConfig("roll-player", 3, (Seat("Ada"), Seat("Bot", "random"))))
    settle(scene)
    before = scene.app.screen.copy()
    press(scene.app, pygame.K_TAB)
    pump(scene.app)
    ring = scene.host.focusables()[0].inflate(scene.host.px(8), scene.host.px(8))
    edge = (ring.centerx, ring.top + 1)
    assert scene.app.screen.get_at(edge)[:3] != before.get_at(edge)[:3], "the focus ring is on the screen"


def test_a_whole_roll_player_round_is_played_by_keys(make_app) -> None:
    scene = open_table(make_app, GameConfig("roll-player", 3, (Seat("Ada"), Seat("Bot", "random"))))
    settle(scene)
    first = scene.session.state.round
    while scene.session.state.round == first:
        make_a_move_by_keys(scene)
        settle(scene)
    assert scene.session.state.round == first + 1


def test_a_runebound_turn_is_played_by_keys(make_app) -> None:
    scene = open_table(make_app, GameConfig("runebound", 4, (Seat("Ada"), Seat("Bot", "random"))))
    settle(scene)
    start_active = scene.session.state.active
    moves = 0
    while True:
        make_a_move_by_keys(scene)
        moves += 1
        if scene.session.state.active != start_active or scene.session.decision is None:
            break
        settle(scene)
        assert moves < 200, "the turn never ended"
    assert moves >= 2, "a turn is more than one move (roll, move, end)"


def test_enter_opens_a_chooser_and_tab_and_enter_pick_its_row() -> None:
    from app.board.host import BoardHost
    from app.input.controller import ClickResult
    from engine.kernel import Decision
    from tests.app.test_visible_choices import AREA, MINUS, PLUS, SWAP, PlacesTable
    from engine import games

    made: list[ClickResult] = []
    table = PlacesTable(games.get("dice-race"), GameConfig("dice-race", 1, (Seat("Ada"), Seat("Ola"))))
    table.places = {"die0": (PLUS, MINUS, SWAP), "die1": (SWAP,)}
    host = BoardHost(table, on_result=made.append, label=lambda a: f"{a.kind} {dict(a.args)}")
    host.layout(AREA)
    host.show(None, Decision(0, "test", (PLUS, MINUS, SWAP)), 0, 0)

    def key(k: int, mod: int = 0) -> None:
        host.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))

    key(pygame.K_TAB)
    assert host.focus == 0 and host.focus_targets()[0].key == "die0"
    key(pygame.K_RETURN)
    assert host.controller.chooser is not None and host.focus == 0
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    assert [r.action for r in made if r.action is not None] == [MINUS]
