"""The board host: one place for the camera, clicks told from drags, hover, highlights and the chooser.

A hex walk whose table pans and zooms is played at the real table scene with pygame events, as a
player's mouse makes them; Roll Player's table keeps its fixed view.
"""
from __future__ import annotations

import pygame
import pytest

from app.board.host import EDGE_ZONE, FIT, ZOOM_IN
from app.input.gesture import DRAG_THRESHOLD
from app.scenes.table_scene import TableScene, start_game
from engine import games
from engine.common.hexes import Hex
from engine.kernel import GameConfig, Seat
from tests.app.drive import click, press, pump
from tests.app.hex_walk import HexWalk, HexWalkTable


@pytest.fixture(autouse=True)
def hex_walk_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.games

    monkeypatch.setitem(games._extra, "hex-walk", HexWalk())
    monkeypatch.setitem(app.games._extra, "hex-walk", HexWalkTable)


def open_walk(make_app, size: tuple[int, int] = (1280, 720)) -> TableScene:
    app = make_app(size)
    assert start_game(app, GameConfig("hex-walk", 1, (Seat("Ala"),))) is None
    pump(app)
    assert isinstance(app.scene, TableScene)
    return app.scene


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


def motion(pos: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=buttons)


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Press at `start`, move to `end` in a few motions, release there; one frame."""
    post(motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * k / steps
        y = start[1] + (end[1] - start[1]) * k / steps
        post(motion((x, y), (1, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    pump(app)


def wheel(app, pos: tuple[int, int], notches: int) -> None:
    post(motion(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                                         precise_y=float(notches)))
    pump(app)


def on_screen(scene: TableScene, h: Hex) -> tuple[int, int]:
    """Where the window shows the centre of hex `h` now."""
    x, y = scene.table.layout_px.hex_to_pixel(h)
    sx, sy = scene.host.camera.world_to_screen(x, y)
    return round(sx), round(sy)


def test_a_drag_that_starts_on_a_target_pans_the_view_and_makes_no_move(make_app) -> None:
    scene = open_walk(make_app)
    before = scene.host.camera.offset
    start = on_screen(scene, Hex(1, 0))
    drag(scene.app, start, (start[0] + 120, start[1] + 60))
    assert scene.session.steps == []
    assert scene.host.camera.offset == before  # fitted: the whole map shows, nothing to pan yet
    wheel(scene.app, scene.table_rect.center, 4)
    zoomed = scene.host.camera.offset
    start = on_screen(scene, Hex(1, 0))
    drag(scene.app, start, (start[0] - 150, start[1] - 80))
    assert scene.session.steps == []
    assert scene.host.camera.offset != zoomed and not scene.host.fitted


def test_a_press_that_moves_less_than_the_threshold_is_still_a_click(make_app) -> None:
    scene = open_walk(make_app)
    start = on_screen(scene, Hex(0, 1))
    nudge = DRAG_THRESHOLD // 2
    drag(scene.app, start, (start[0] + nudge, start[1]))
    assert [s.action["q"] for s in scene.session.steps] == [0]
    assert scene.session.steps[0].action["r"] == 1


def test_after_panning_a_click_takes_the_hex_now_under_the_mouse(make_app) -> None:
    scene = open_walk(make_app)
    wheel(scene.app, scene.table_rect.center, 5)
    start = on_screen(scene, Hex(-1, 0))
    drag(scene.app, (start[0] + 5, start[1] + 5), (start[0] + 205, start[1] + 105))
    target = on_screen(scene, Hex(-1, 0))
    assert target != start and scene.table_rect.collidepoint(target)
    click(scene.app, target)
    step = scene.session.steps[0].action
    assert (step["q"], step["r"]) == (-1, 0)


def test_the_wheel_zooms_about_the_cursor(make_app) -> None:
    scene = open_walk(make_app)
    wheel(scene.app, scene.table_rect.center, 4)  # the map now overflows the board both ways
    cursor = (scene.table_rect.centerx + 140, scene.table_rect.centery - 90)
    world = scene.host.to_world(cursor)
    zoom = scene.host.camera.zoom
    wheel(scene.app, cursor, 3)
    assert scene.host.camera.zoom == pytest.approx(zoom * scene.host.camera.zoom_step ** 3)
    assert scene.host.to_world(cursor) == pytest.approx(world)


def test_the_view_cannot_zoom_out_past_the_whole_map(make_app) -> None:
    scene = open_walk(make_app)
    zoom = scene.host.camera.zoom
    wheel(scene.app, scene.table_rect.center, -5)
    assert scene.host.camera.zoom == pytest.approx(zoom)


def test_a_held_arrow_key_glides_the_view_until_it_is_released(make_app) -> None:
    scene = open_walk(make_app)
    wheel(scene.app, scene.table_rect.center, 5)
    start = scene.host.camera.offset
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    pump(scene.app, 6)
    moved = scene.host.camera.offset
    assert moved[0] > start[0] and moved[1] == start[1]
    post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    pump(scene.app, 2)
    held = scene.host.camera.offset
    pump(scene.app, 4)
    assert scene.host.camera.offset == held and not scene.host.panning()


def test_the_mouse_at_an_edge_glides_the_view_and_rests_once_the_map_ends(make_app) -> None:
    scene = open_walk(make_app)
    wheel(scene.app, scene.table_rect.center, 5)
    edge = (scene.table_rect.right - scene.host.px(EDGE_ZONE) // 3, scene.table_rect.centery)
    post(motion(edge))
    start = scene.host.camera.offset
    pump(scene.app, 5)
    assert scene.host.camera.offset[0] > start[0]
    for _ in range(400):
        pump(scene.app)
        if not scene.host.panning():
            break
    assert not scene.host.panning()
    world = scene.host.camera.visible_world()
    assert world[2] == pytest.approx(scene.table.world()[2])


def test_fit_to_screen_shows_the_whole_map_again(make_app) -> None:
    scene = open_walk(make_app)
    fitted = scene.host.camera.zoom
    wheel(scene.app, scene.table_rect.center, 4)
    assert scene.host.camera.zoom > fitted
    press(scene.app, pygame.K_f)
    assert scene.host.camera.zoom == pytest.approx(fitted) and scene.host.fitted


def test_the_zoom_buttons_on_the_board_zoom_and_fit(make_app) -> None:
    scene = open_walk(make_app)
    fitted = scene.host.camera.zoom
    click(scene.app, scene.host.controls[ZOOM_IN].center)
    assert scene.host.camera.zoom > fitted and scene.session.steps == []
    click(scene.app, scene.host.controls[FIT].center)
    assert scene.host.camera.zoom == pytest.approx(fitted)


def test_a_resized_window_keeps_the_players_view_or_fits_again(make_app) -> None:
    scene = open_walk(make_app)
    scene.app.resize((1600, 900))
    pump(scene.app)
    assert scene.host.fitted
    world = scene.table.world()
    view = scene.host.camera.visible_world()
    assert view[0] <= world[0] + 1e-6 and view[2] >= world[2] - 1e-6
    wheel(scene.app, scene.table_rect.center, 4)
    centre = scene.host.to_world(scene.table_rect.center)
    scene.app.resize((1280, 720))
    pump(scene.app)
    assert not scene.host.fitted
    assert scene.host.to_world(scene.table_rect.center) == pytest.approx(centre, abs=1.0)


def test_highlights_and_targets_follow_the_camera(make_app) -> None:
    scene = open_walk(make_app)
    wheel(scene.app, (scene.table_rect.centerx + 100, scene.table_rect.centery + 50), 3)
    lit = scene.host.controller.highlighted()
    assert len(lit) == 6
    for target in lit:
        centre = scene.host.target_bounds(target).center
        _, q, r = target.key
        expected = on_screen(scene, Hex(q, r))
        assert abs(centre[0] - expected[0]) <= 1 and abs(centre[1] - expected[1]) <= 1
        assert scene.host.controller.target_at(centre) is target
    assert sorted(tuple(t["center"]) for t in scene.dump()["targets"]) == sorted(
        tuple(scene.host.target_bounds(t).center) for t in lit)


def test_roll_players_table_keeps_a_fixed_view(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, GameConfig.quick("roll-player", 2, seed=3)) is None
    pump(app)
    scene = app.scene
    assert not scene.host.camera.movable and not scene.host.controls
    assert scene.host.to_world((321, 123)) == (321, 123)
    wheel(app, scene.table_rect.center, 3)
    assert scene.host.camera.zoom == 1.0


def test_a_drag_off_a_roll_player_target_makes_no_move(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, GameConfig.quick("roll-player", 2, seed=3)) is None
    pump(app)
    scene = app.scene
    while scene.human_actor() is None and not scene.session.over:
        pump(app)
    target = scene.host.controller.highlighted()[0]
    start = scene.host.target_bounds(target).center
    steps = len(scene.session.steps)
    drag(app, start, (start[0] + 200, start[1] + 150))
    assert len(scene.session.steps) == steps
    click(app, start)
    assert len(scene.session.steps) > steps


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_zoom_buttons_say_what_they_do(make_app, lang: str) -> None:
    from app import i18n

    i18n.set_lang(lang)
    scene = open_walk(make_app)
    post(motion(scene.host.controls[FIT].center))
    pump(scene.app)
    assert scene.host.tooltip() == i18n.t("board.fit") and "F" in scene.host.tooltip()
