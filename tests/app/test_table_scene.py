"""The table scene hosting the dice race: clicks, bots off the drawing loop, undo to the previous
human decision, shortcuts, autosave and named saves, and the final scores."""
from __future__ import annotations

import json
import time

import pygame
import pytest

from app import saves
from app.scenes.table_scene import STATUS_RADIUS, TableScene, start_game
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


def test_every_human_move_is_autosaved_in_the_games_own_file(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    assert scene.game_file is not None and not scene.game_file.path.name.startswith("autosave")
    doc = json.loads(scene.game_file.path.read_text(encoding="utf-8"))
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


def test_ctrl_s_writes_the_games_own_file_again_and_the_load_list_shows_it(make_app) -> None:
    scene = open_table(make_app)
    click(scene.app, spot(scene, "roll"))
    press(scene.app, pygame.K_s, CTRL)
    press(scene.app, pygame.K_s, CTRL)
    listed = saves.list_saves()
    assert len(listed) == 1 and listed[0].path == scene.game_file.path
    assert listed[0].steps == len(scene.session.steps) and scene.game_file.path.name in scene.status


def test_two_new_games_keep_two_files(make_app) -> None:
    first = open_table(make_app)
    click(first.app, spot(first, "roll"))
    assert start_game(first.app, GameConfig("dice-race", 4, (Seat("Ala"), Seat("Bot", "random")))) is None
    second = first.app.scene
    click(second.app, spot(second, "roll"))
    assert second.game_file.path != first.game_file.path
    assert {i.path for i in saves.list_saves()} == {first.game_file.path, second.game_file.path}


def test_save_as_makes_a_named_copy_and_the_game_goes_on_in_its_own_file(make_app) -> None:
    from app.scenes.dialogs import ENTRY
    from tests.app.drive import type_text

    scene = open_table(make_app)
    app = scene.app
    click(app, spot(scene, "roll"))
    press(app, pygame.K_s, CTRL | pygame.KMOD_SHIFT)
    assert scene.dialog is not None and ENTRY in scene.widgets
    type_text(app, ENTRY, "Kopia")
    click_widget(app, "dialog_yes")
    assert scene.dialog is None and (saves.saves_dir() / "Kopia.json").exists()
    assert scene.game_file.path.name in scene.status and "Kopia.json" in scene.status
    click(app, spot(scene, "bank"))
    own = json.loads(scene.game_file.path.read_text(encoding="utf-8"))
    copy = json.loads((saves.saves_dir() / "Kopia.json").read_text(encoding="utf-8"))
    assert len(own["steps"]) > len(copy["steps"])


def test_a_failed_autosave_names_the_file_and_the_next_good_save_clears_it(make_app, monkeypatch) -> None:
    import errno

    import app.game_files as game_files

    scene = open_table(make_app)
    real = game_files.write_save

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(game_files, "write_save", full)
    click(scene.app, spot(scene, "roll"))
    assert scene.game_file.path.name in scene.status and "disk is full" in scene.status
    monkeypatch.setattr(game_files, "write_save", real)
    click(scene.app, spot(scene, "bank"))
    assert "disk is full" not in scene.status


def test_the_window_background_is_not_blitted_under_the_part_the_table_covers(make_app, monkeypatch) -> None:
    from app.scenes import style
    scene = open_table(make_app)
    hole = scene.table_rect.inflate(-40, -40)
    monkeypatch.setattr(scene.table, "opaque_rect", lambda: hole)
    monkeypatch.setattr(scene.host, "draw", lambda surface, now: None)
    surface = pygame.Surface(scene.app.size)
    surface.fill((1, 2, 3))
    scene.draw(surface, 0.0)
    back = style.background(scene.app.size, scene.table_rect)
    beside = (hole.x - 1, hole.centery)
    assert surface.get_at(hole.center) == (1, 2, 3)
    assert surface.get_at(beside) == back.get_at(beside)


def test_the_window_background_is_not_blitted_under_the_history_panel_or_the_status_line(make_app, monkeypatch) -> None:
    scene = open_table(make_app)
    monkeypatch.setattr(scene.host, "draw", lambda surface, now: None)
    surface = pygame.Surface(scene.app.size)
    surface.fill((1, 2, 3))
    scene._draw_background(surface)
    assert surface.get_at(scene.log.opaque().center) == (1, 2, 3)
    assert surface.get_at(scene.status_rect.center) == (1, 2, 3)
    surface.fill((1, 2, 3))
    scene.draw(surface, 0.0)
    for covered in (scene.log.opaque(), scene.status_rect.inflate(0, -2 * STATUS_RADIUS)):
        left = pygame.mask.from_threshold(surface.subsurface(covered), (1, 2, 3), (1, 1, 1, 255))
        assert left.count() == 0, "the panel paints every pixel the background leaves out"
