"""The table scene hosting the dice race: clicks, bots off the drawing loop, undo to the previous
human decision, shortcuts, autosave and named saves, and the final scores."""
from __future__ import annotations

import json
import time

import pygame
import pytest

from app import saves
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.kernel import Action, GameConfig, Seat
from tests.app.drive import click, click_widget, press, pump

CTRL = pygame.KMOD_CTRL


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def open_table(make_app, seats=(Seat("Ala"), Seat("Bot", "random")), seed: int = 3, **options) -> TableScene:
    app = make_app((1280, 720))
    assert start_game(app, GameConfig("dice-race", seed, tuple(seats), options)) is None
    pump(app)
    assert isinstance(app.scene, TableScene)
    return app.scene


def spot(scene: TableScene, kind: str) -> tuple[int, int]:
    return scene.table.spots()[kind].center


def wait_for(scene: TableScene, cond, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < end, "timed out"
        scene.app.frame(0.016)
        if scene.bot_turn is not None:
            scene.bot_turn.wait(0.05)


def human_turn(scene: TableScene) -> bool:
    return scene.session.over or scene.human_actor() is not None


def test_clicking_a_highlighted_target_applies_the_move(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    assert scene.session.steps[0].action == Action.of("roll", 0)


def test_illegal_click_shows_the_reason_in_the_status_line(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "bank"))
    assert scene.status == "You cannot bank now." and not scene.session.steps


def test_every_human_move_is_autosaved(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    doc = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    assert len(doc["steps"]) == len(scene.session.steps) >= 1
    assert doc["meta"]["players"] == ["Ala", "Bot (random)"]


def test_bot_moves_on_a_worker_thread_while_frames_keep_drawing(make_app, monkeypatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.5)
    scene = open_table(make_app, seats=(Seat("Bot", "random"), Seat("Ala")))
    assert scene.bot_turn is not None  # thinking, visibly
    started = scene.bot_turn.started
    thinking_frames = 0
    while not scene.session.steps:
        scene.app.frame(0.016)
        thinking_frames += 1
        assert thinking_frames < 10_000
    assert time.monotonic() - started >= 0.5
    assert thinking_frames >= 3  # the window kept drawing while the bot thought
    assert scene.session.steps[0].action.player == 0


def test_undo_goes_back_to_the_previous_human_decision(make_app) -> None:
    scene = open_table(make_app)
    for _ in range(40):
        wait_for(scene, lambda: human_turn(scene))
        if scene.session.over or any(s.action.player == 1 for s in scene.session.steps):
            break
        d = scene.session.decision
        scene.apply(d.for_player(d.actor)[-1])  # bank when possible, so the bot gets turns
    wait_for(scene, lambda: human_turn(scene))
    assert any(s.action.player == 1 for s in scene.session.steps)
    press(scene.app, pygame.K_z, CTRL)
    last = scene.session.steps[scene.session.cursor - 1] if scene.session.cursor else None
    assert scene.human_actor() == 0
    assert last is None or last.action.player != 1 or last.auto


def test_ctrl_y_and_ctrl_shift_z_redo(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    cursor = scene.session.cursor
    press(scene.app, pygame.K_z, CTRL)
    assert scene.session.cursor < cursor
    press(scene.app, pygame.K_y, CTRL)
    assert scene.session.cursor == cursor
    press(scene.app, pygame.K_z, CTRL)
    press(scene.app, pygame.K_z, CTRL | pygame.KMOD_SHIFT)
    assert scene.session.cursor == cursor


def test_undo_button_is_greyed_with_the_reason_when_there_is_nothing_to_undo(make_app) -> None:
    scene = open_table(make_app)
    assert not scene.widgets["undo"].is_enabled and scene._undo_reason == "nothing to undo"
    click(scene.app, spot(scene, "roll"))
    assert scene.widgets["undo"].is_enabled


def test_hovering_the_greyed_undo_button_explains_why(make_app) -> None:
    scene = open_table(make_app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.widgets["undo"].rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app)
    assert scene.tooltip_text() == "nothing to undo"


def test_hovering_a_legal_target_shows_its_tooltip(make_app) -> None:
    scene = open_table(make_app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot(scene, "roll"), rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app)
    assert scene.controller.hovered is not None and scene.tooltip_text() == "roll"


def test_strict_undo_refuses_past_a_roll_with_its_reason(make_app) -> None:
    app = make_app((1280, 720))
    app.settings.strict_undo = True
    start_game(app, GameConfig("dice-race", 3, (Seat("Ala"), Seat("Olek"))))
    pump(app)
    scene = app.scene
    click(app, spot(scene, "roll"))
    press(app, pygame.K_z, CTRL)
    assert scene.session.cursor == 1 and "strict undo" in scene.status


def test_ctrl_s_writes_a_named_save_that_the_load_list_shows(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    press(scene.app, pygame.K_s, CTRL)
    named = [i for i in saves.list_saves() if not i.is_autosave]
    assert len(named) == 1 and named[0].steps == len(scene.session.steps)
    assert named[0].path.name in scene.status


def test_escape_returns_to_the_menu_and_continue_resumes(make_app) -> None:
    scene = open_table(make_app)
    app = scene.app
    click(app, spot(scene, "roll"))
    hash_before = scene.session.state_hash()
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu" and app.scene.widgets["continue"].is_enabled
    click_widget(app, "continue")
    assert app.scene.name == "table" and app.scene.session.state_hash() == hash_before


def test_a_finished_game_shows_the_scoring_screen(make_app, monkeypatch) -> None:
    import app.scenes.table_scene as ts

    monkeypatch.setattr(ts, "END_PAUSE", 0.0)
    scene = open_table(make_app, seats=(Seat("A", "random"), Seat("B", "random")), target=8)
    wait_for(scene, lambda: scene.app.scene.name == "scoring", seconds=10)
    board = scene.app.scene
    header, rows = board.grid()
    assert header[1:] == ["A", "B"] and rows[-1][0] == "Total"
    assert board.breakdown.winners == [scene.session.state.winner]


def test_history_panel_lists_moves_and_drops_them_on_undo(make_app) -> None:
    scene = open_table(make_app, seats=(Seat("Ala"), Seat("Olek")))
    click(scene.app, spot(scene, "roll"))
    assert scene.log.lines and scene.log.lines[-1].text.startswith("P1 rolled")
    press(scene.app, pygame.K_z, CTRL)
    assert not scene.log.lines


def test_hot_seat_covers_hidden_information_until_the_next_player_clicks(make_app) -> None:
    scene = open_table(make_app, seats=(Seat("Ala"), Seat("Olek")))
    app = scene.app
    for _ in range(30):
        if scene.handoff is not None:
            break
        d = scene.session.decision
        scene.apply(d.for_player(d.actor)[-1])  # bank whenever possible: the turn passes
    assert scene.handoff == 1 and scene.viewer == 0 and not scene.controller.targets
    click(app, scene.table_rect.center)
    assert scene.handoff is None and scene.viewer == 1 and scene.controller.targets


def test_an_illegal_click_sounds_the_error_effect(make_app) -> None:
    scene = open_table(make_app)
    played: list[str] = []
    scene.app.audio.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    click(scene.app, spot(scene, "bank"))
    click(scene.app, spot(scene, "roll"))
    assert played[0] == "error" and played[1] == "click"


def test_kernel_undo_reasons_are_shown_in_polish(make_app) -> None:
    scene = open_table(make_app)
    scene.app.set_lang("pl")
    assert scene._undo_reason == "nie ma czego cofnąć"
    press(scene.app, pygame.K_z, CTRL)
    assert scene.status == "Nie można cofnąć: nie ma czego cofnąć"


def test_undo_is_refused_when_only_bots_have_moved(make_app, monkeypatch) -> None:
    scene = open_table(make_app, seats=(Seat("Bot", "random"), Seat("Ala")))
    wait_for(scene, lambda: human_turn(scene))
    assert scene.session.steps and not scene.widgets["undo"].is_enabled
    cursor = scene.session.cursor
    press(scene.app, pygame.K_z, CTRL)
    assert scene.session.cursor == cursor and scene.status == "Cannot undo: nothing to undo"
