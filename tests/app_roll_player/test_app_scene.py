"""The Roll Player table hosted by the real shell (window, scene, controller), driven by mouse events."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pygame

from app.games import table_class
from app.games.roll_player.table import RollPlayerTable
from app.scenes.table_scene import TableScene, start_game
from engine import games
from engine.kernel.save import load
from tests.app.drive import browsing, click, press, pump, shown_large
from tests.app_roll_player.positions import config


def click_random_target(app, rng: random.Random) -> None:
    scene = app.scene
    if scene.handoff is not None or scene.handoff_due is not None:  # hot seat: the next person reveals the table first
        click(app, scene.table_rect.center)
        return
    if scene.controller.chooser is not None:
        click(app, rng.choice(scene.controller.chooser.rects).center)
        return
    choices = scene.controller.highlighted()
    assert choices or scene.session.decision.automatic, f"nothing to click at {scene.session.decision.prompt}"
    if not choices:
        return
    target = rng.choice(choices)
    click(app, target.shape.bounds().center)


def test_the_shell_hosts_the_roll_player_table() -> None:
    assert table_class("roll-player") is RollPlayerTable


def test_a_round_by_mouse_then_undo_save_and_replay(make_app, private_folders: Path) -> None:
    app = make_app((1280, 720))
    assert start_game(app, replace(config(2, seed=42), casual_undo=True)) is None
    scene = app.scene
    assert isinstance(scene, TableScene) and isinstance(scene.table, RollPlayerTable)
    rng = random.Random(4)
    kinds: set[str] = set()
    for _ in range(3000):
        pump(app)
        if scene.session.state.round >= 2:
            break
        before = len(scene.session.steps)
        click_random_target(app, rng)
        kinds.update(st.action.kind for st in scene.session.steps[before:])
    assert {"take_card", "place"} <= kinds and kinds & {"buy", "discard"}
    assert kinds & {"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma", "skip_action"}
    cursor = scene.session.cursor
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.cursor < cursor
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    saved = sorted(p for p in (private_folders / "saves").glob("*.json") if p.name != "autosave.json")
    assert saved, "Ctrl+S wrote no save"
    replay = load(saved[-1], games.get)
    assert replay.ok, replay.summary()
    assert replay.session.cursor == scene.session.cursor


def test_right_click_zooms_a_card_and_the_next_click_only_closes_it(make_app) -> None:
    from tests.app_roll_player.positions import play_until

    app = make_app((1920, 1080))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    play_until(scene.session, lambda s, d: d.prompt == "market_action")
    scene.refresh()
    pump(app)
    card = scene.session.state.market_row[0]
    spot = scene.table.spots[("market", card)]
    steps = len(scene.session.steps)
    click(app, spot.center, button=3)
    assert shown_large(app) == card
    click(app, spot.center)
    assert shown_large(app) is None and len(scene.session.steps) == steps and scene.controller.chooser is None
    click(app, scene.table.spots[("discard_pile",)].center)
    assert browsing(app) is not None
    click(app, spot.center)
    assert browsing(app) is None and len(scene.session.steps) == steps


def test_between_two_people_the_table_is_handed_over_and_undo_stops_at_the_others_move(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    rng = random.Random(7)
    for _ in range(400):
        pump(app)
        if scene.handoff is not None:
            break
        click_random_target(app, rng)
    assert scene.handoff is not None and not scene.controller.highlighted()
    other = scene.handoff
    click(app, scene.table_rect.center)
    assert scene.handoff is None and scene.viewer == other
    cursor = scene.session.cursor
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.cursor == cursor
    assert "stops at" in scene.status


def test_the_hand_over_setting_off_shows_the_next_persons_table_at_once(make_app) -> None:
    app = make_app((1280, 720))
    app.settings.handover = False
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    rng = random.Random(7)
    seen = set()
    for _ in range(400):
        pump(app)
        assert scene.handoff is None
        seen.add(scene.human_actor())
        if len(seen - {None}) == 2:
            break
        click_random_target(app, rng)
    assert seen - {None} == {0, 1}


def test_a_click_or_a_key_finishes_the_running_motion_at_once(make_app) -> None:
    import time

    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    rng = random.Random(3)
    for _ in range(200):
        if scene.host.presenter.animating(time.monotonic()):
            break
        click_random_target(app, rng)
    assert scene.host.presenter.animating(time.monotonic()), "no move started a motion"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0))
    app.frame(0.001)
    assert not scene.host.presenter.animating(time.monotonic())
