"""Runebound's table played at the real table scene with pygame events: random games clicked through
to several rounds, a step click moving the hero, the map panning and zooming, and pictures at two sizes."""
from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from app.input.shapes import ScreenRect
from app.games.runebound.table import RuneboundTable
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.kernel import GameConfig, Seat
from tests.app.drive import click, pump

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "runebound"


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def open_table(make_app, size=(1280, 720), seed: int = 7, seats=(Seat("Ala"), Seat("Olek"))) -> TableScene:
    app = make_app(size)
    assert start_game(app, GameConfig("runebound", seed, tuple(seats))) is None
    pump(app)
    assert isinstance(app.scene, TableScene) and isinstance(app.scene.table, RuneboundTable)
    return app.scene


def centre_on_screen(scene: TableScene, target) -> tuple[int, int]:
    shape = scene.host.on_screen(target.shape)
    if isinstance(shape, ScreenRect):
        return shape.rect().center
    xs = [p[0] for p in shape.points]
    ys = [p[1] for p in shape.points]
    return round(sum(xs) / len(xs)), round(sum(ys) / len(ys))


def clickable(scene: TableScene, pos: tuple[int, int]) -> bool:
    host = scene.host
    if not scene.table_rect.collidepoint(pos) or host._covered(pos):
        return False
    return host.controller.target_at(pos) is not None


def settle(scene: TableScene, frames: int = 200) -> None:
    """Frames, animations skipped, until the table stops taking steps by itself (a route walked die by die):
    the next click then meets the same position however fast the machine ran."""
    quiet, cursor = 0, scene.session.cursor
    for _ in range(frames):
        scene.host.presenter.skip()
        pump(scene.app)
        busy = scene.host.presenter.animating(time.monotonic())
        quiet = 0 if busy or scene.session.cursor != cursor else quiet + 1
        cursor = scene.session.cursor
        if quiet >= 3:
            return
    raise AssertionError(f"the table never came to rest in {frames} frames")


def random_click(scene: TableScene, rng: random.Random) -> None:
    """One click a person might make: reveal a hot-seat handoff, pick a chooser row, or a random lit target."""
    app = scene.app
    if scene.handoff is not None:
        click(app, scene.table_rect.center)
        return
    chooser = scene.host.controller.chooser
    if chooser is not None and chooser.rects:
        click(app, rng.choice(chooser.rects).center)
        return
    lit = scene.host.controller.highlighted()
    if not lit and scene.host.overlays:
        click(app, scene.table_rect.center)   # a fight's result banner: a click ends it
        return
    assert lit, f"no target for decision {scene.session.decision}"
    spots = [centre_on_screen(scene, t) for t in lit]
    spots = [p for p in spots if clickable(scene, p)]
    assert spots, "every lit target is hidden"
    click(app, rng.choice(spots))


@pytest.mark.parametrize("seed, players, lang", [(1, 2, "en"), (2, 2, "en"), (3, 2, "pl"), (4, 2, "en"),
                                                 (5, 2, "pl"), (6, 3, "en"), (7, 4, "en")])
def test_random_clicks_play_several_rounds_without_errors(make_app, seed: int, players: int, lang: str) -> None:
    from app import i18n

    i18n.set_lang(lang)
    seats = tuple(Seat(name) for name in ("Ala", "Olek", "Ewa", "Jan")[:players])
    scene = open_table(make_app, seed=seed, seats=seats)
    rng = random.Random(seed)
    game = scene.session.game
    for _ in range(4000):
        if scene.session.decision is None:
            break
        if scene.session.state.round_no >= 10:
            break
        before = len(scene.session.steps)
        random_click(scene, rng)
        pump(scene.app)
        assert game.check(scene.session.state) == []
        assert len(scene.session.steps) >= before
        table = scene.table
        if scene.host.bar.buttons and scene.handoff is None:
            first = scene.host.bar.buttons[0][0]
            facts_end = table._plan(table.view).bottom
            assert facts_end <= first.top + round(8 * table.scale), "the panel's facts run into its buttons"
    assert scene.session.decision is None or scene.session.state.round_no >= 10


def test_a_game_against_the_greedy_bot_goes_on_while_the_person_clicks(make_app) -> None:
    import time

    scene = open_table(make_app, seed=9, seats=(Seat("Ala"), Seat("Bot", "greedy")))
    rng = random.Random(9)
    end = time.monotonic() + 60
    while scene.session.decision is not None and scene.session.state.round_no < 5:
        assert time.monotonic() < end, "the game did not get to round 5"
        d = scene.session.decision
        if d.actor is not None and scene.seats[d.actor].is_bot:
            pump(scene.app)
            continue
        random_click(scene, rng)
        pump(scene.app)
        assert scene.session.game.check(scene.session.state) == []
    bot_moves = [s for s in scene.session.steps if not s.auto and s.action.player == 1]
    assert bot_moves


def test_clicking_a_step_target_moves_the_hero(make_app) -> None:
    scene = open_table(make_app)
    steps = [t for t in scene.host.controller.highlighted() if t.key and t.key[0] == "hex"]
    assert steps and all(len(t.actions) == 1 and t.actions[0].kind == "step" for t in steps)
    target = steps[0]
    assert target.tooltip
    click(scene.app, centre_on_screen(scene, target))
    pump(scene.app)
    _, q, r = target.key
    assert tuple(scene.session.state.players[0].position) == (q, r)


def test_roll_buttons_stay_put_while_the_map_moves(make_app) -> None:
    scene = open_table(make_app)
    buttons = [t for t in scene.host.controller.highlighted() if isinstance(t.shape, ScreenRect)]
    assert buttons
    before = buttons[0].shape.rect()
    scene.host.zoom(4, scene.table_rect.center)
    scene.host.pan(-200, -100)
    pump(scene.app)
    button = next(t for t in scene.host.controller.highlighted() if t.key == buttons[0].key)
    assert button.shape.rect() == before
    click(scene.app, before.center)  # "Rest (no roll)" or a chooser of ways to rest
    pump(scene.app)
    chooser = scene.host.controller.chooser
    if chooser is not None:
        click(scene.app, chooser.rects[0].center)
    assert any(not s.auto for s in scene.session.steps), "the panel button took no action"


def test_the_map_pans_and_zooms(make_app) -> None:
    scene = open_table(make_app)
    cam = scene.host.camera
    assert cam.movable
    zoom, offset = cam.zoom, cam.offset
    made = len(scene.session.steps)
    centre = scene.table_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    pump(scene.app)
    assert cam.zoom > zoom
    zoomed = cam.offset
    start = (centre[0] + 40, centre[1] + 40)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        pos = (start[0] - 30 * k, start[1] - 20 * k)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(-30, -20), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(scene.app)
    assert cam.offset != zoomed and cam.offset != offset
    assert len(scene.session.steps) == made  # a drag makes no move
    pump(scene.app, 2)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshots(make_app, size) -> None:
    scene = open_table(make_app, size)
    rng = random.Random(5)
    for _ in range(12):
        random_click(scene, rng)
    pump(scene.app, 2)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.display.get_surface(), str(SHOTS / f"table_{size[0]}x{size[1]}.png"))


def test_a_hex_panned_under_the_panel_is_neither_clicked_nor_lit_there(make_app) -> None:
    scene = open_table(make_app)
    host, table = scene.host, scene.table
    step = next(t for t in host.controller.highlighted() if t.key and t.key[0] == "hex")
    host.zoom(6, scene.table_rect.center)
    sx, sy = centre_on_screen(scene, step)
    free = next(y for y in range(table.panel.bottom - 20, table.panel.y, -10)
                if not any(r.collidepoint(table.panel.centerx, y) for r, _ in host.bar.buttons))
    host.pan(table.panel.centerx - sx, free - sy)
    pump(scene.app)
    spot = centre_on_screen(scene, step)
    assert table.panel.collidepoint(spot), "the camera could not bring the hex under the panel"
    assert host.controller.target_at(spot) is None
    assert not host.on_screen(step.shape).bounds().colliderect(table.panel)
    made = len(scene.session.steps)
    click(scene.app, spot)
    pump(scene.app)
    assert len(scene.session.steps) == made


def test_action_labels_read_as_words(make_app) -> None:
    from app import i18n
    from engine.kernel import Action

    scene = open_table(make_app)
    label = scene.table.action_label
    assert label(Action.of("roll", 0, dice=3, rest=(1,))) == "Roll 3 dice; rest: remove 1 exhaustion"
    assert label(Action.of("assign", 0, ranged="hero", melee="defend", magic="defend")) == \
        "Ranged: hero · Melee: defend · Magic: defend"
    assert label(Action.of("leave_market", 0)) == "Leave the market"
    i18n.set_lang("pl")
    assert label(Action.of("roll", 0, dice=0, rest=(0,))) == "Odpoczywaj (bez rzutu)"


def test_the_wheel_over_the_panel_does_not_zoom_the_map(make_app) -> None:
    scene = open_table(make_app)
    zoom = scene.host.camera.zoom
    spot = (scene.table.panel.centerx, scene.table.panel.bottom - 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    pump(scene.app)
    assert scene.host.camera.zoom == zoom


def test_a_resized_window_keeps_the_targets_under_the_mouse(make_app) -> None:
    scene = open_table(make_app, (1280, 720))
    app = scene.app
    app.resize((1920, 1080))
    pump(app, 2)
    step = next(t for t in scene.host.controller.highlighted() if t.key and t.key[0] == "hex")
    click(app, centre_on_screen(scene, step))
    pump(app)
    _, q, r = step.key
    assert tuple(scene.session.state.players[0].position) == (q, r)


def test_the_replay_viewer_shows_a_clicked_game_on_this_table(make_app) -> None:
    from app.replay.scene import ReplayScene, open_replay

    scene = open_table(make_app, seed=4)
    rng = random.Random(4)
    while scene.session.state.round_no < 3 and scene.session.decision is not None:
        random_click(scene, rng)
        pump(scene.app)
    app = scene.app
    path = scene.file().path
    assert scene.file().autosave(scene.session) is None
    assert open_replay(app, path)
    pump(app)
    replay = app.scene
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, RuneboundTable)
    for _ in range(30):
        replay.step_forward()
        pump(app)
    for _ in range(10):
        replay.step_back()
        pump(app)


def test_after_a_roll_the_reach_of_the_dice_is_shown_and_holds_every_next_step(make_app) -> None:
    scene = open_table(make_app, seed=2)
    roll = next(t for t in scene.host.controller.highlighted()
                if t.key and t.key[0] == "bar" and any(a.kind == "roll" and a["dice"] == 5 for a in t.actions))
    click(scene.app, centre_on_screen(scene, roll))
    pump(scene.app)
    if scene.host.controller.chooser is not None:
        click(scene.app, scene.host.controller.chooser.rects[0].center)
        pump(scene.app)
    assert scene.session.state.step == "moving"
    reach = {(h.q, h.r) for h in scene.table.reach}
    steps = {t.key[1:] for t in scene.host.controller.highlighted() if t.key and t.key[0] == "hex"}
    assert steps and steps <= reach


def test_the_map_covers_the_whole_area_the_table_calls_opaque(make_app) -> None:
    scene = open_table(make_app)
    marker = (255, 0, 254)
    surface = pygame.Surface(scene.app.size)
    surface.fill(marker)
    scene.host.camera.set_zoom(scene.host.camera.zoom * 0.5)
    scene.host.draw(surface, 0.0)
    cover = scene.table.opaque_rect()
    assert cover is not None and cover.w > 0 and cover.h > 0
    points = [(x, y) for x in range(cover.x, cover.right, 7) for y in range(cover.y, cover.bottom, 7)]
    assert all(surface.get_at(p)[:3] != marker for p in points)
