"""The board host routes the mouse over what a board declares (issue 21 item 1): a table says what is where (its
Looks, its minimap, its panels) and the host decides what a click, a right-click or a resting mouse does. Each
scenario clicks or points at a place found on the painted window, as a person would."""
from __future__ import annotations

import math
import time
from typing import Any, Callable

import pygame

from app.games.roll_player import paint
from app.input.targets import Target
from engine.common.hexes import Hex
from tests.app.drive import click, pump, shown_large
from tests.app_roll_player.market_turn import RAPIER, market_turn
from tests.app_runebound.test_movement import walking_scene

MARKER = (255, 0, 255)
GRID = 9


def painted(app: Any, now: float | None = None) -> pygame.Surface:
    """The whole window painted at `now` (the glow's colour depends on it), as a copy."""
    app._paint(time.monotonic() if now is None else now)
    return app.screen.copy()


def nearest(rect: pygame.Rect, good: Callable[[tuple[int, int]], bool]) -> tuple[int, int] | None:
    """The point of a grid over `rect` nearest its centre for which `good` holds."""
    c = rect.center
    points = [c] + sorted(((rect.x + (i * rect.w) // GRID + rect.w // (2 * GRID),
                            rect.y + (j * rect.h) // GRID + rect.h // (2 * GRID)) for i in range(GRID) for j in range(GRID)),
                          key=lambda p: (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2)
    return next((p for p in points if good(p)), None)


def shown_point(app: Any, target: Target) -> tuple[int, int] | None:
    """A point where the board shows under nothing drawn above it (the highlight pass filled with MARKER survives)
    and the target takes the click."""
    host = app.scene.host

    def marked(surface: pygame.Surface, now: float, shown: bool = False) -> None:
        surface.fill(MARKER, host.rect.clip(surface.get_clip()))

    host.draw_highlights = marked
    try:
        screen = painted(app)
    finally:
        del host.draw_highlights
    return nearest(host.target_bounds(target),
                   lambda p: screen.get_at(p)[:3] == MARKER and host.controller.target_at(p) is target)


def centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def move(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


def test_a_right_click_on_a_drawn_market_card_shows_it_large_and_makes_no_move(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    spot = scene.table.spots[("market", RAPIER)]
    screen = painted(app)
    face = paint.card_image(RAPIER, spot.w)
    at = face.get_rect(center=spot.center)
    on_card = nearest(spot, lambda p: at.collidepoint(p) and face.get_at((p[0] - at.x, p[1] - at.y))[3] == 255
                      and screen.get_at(p) == face.get_at((p[0] - at.x, p[1] - at.y)))
    assert on_card is not None, "the Rapier is drawn in the Market"
    steps = len(scene.session.steps)
    click(app, on_card, button=3)
    assert shown_large(app) == RAPIER and len(scene.session.steps) == steps
    assert painted(app).get_at(on_card) != screen.get_at(on_card), "the card shown large lies over the table"


def test_a_click_on_the_drawn_minimap_moves_the_view_there_and_makes_no_move(make_app) -> None:
    scene, _ = walking_scene(make_app, seed=24)
    app, host, table = scene.app, scene.host, scene.table
    host.zoom(6, scene.table_rect.center)
    pump(app)
    now = time.monotonic()
    with_map = painted(app, now)
    minimap = table.layer.minimap
    table.layer.minimap = None
    try:
        without = painted(app, now)
    finally:
        table.layer.minimap = minimap
    differs = [(x, y) for x in range(0, with_map.get_width(), 4) for y in range(0, with_map.get_height(), 4)
               if with_map.get_at((x, y)) != without.get_at((x, y))]
    assert differs, "the minimap is drawn"
    seen = set(differs)
    inside = [p for p in differs if all((p[0] + dx, p[1] + dy) in seen for dx in (-8, 0, 8) for dy in (-8, 0, 8))]
    corner = min(inside, key=lambda p: p[0] - p[1])   # the minimap's bottom-left: far from the view it frames now
    wanted = table.minimap_at(corner)
    assert wanted is not None
    before, made = centre(host.camera.visible_world()), len(scene.session.steps)
    click(app, corner)
    after = centre(host.camera.visible_world())
    assert math.dist(after, wanted) < math.dist(before, wanted), "a click on the minimap moves the view there"
    assert len(scene.session.steps) == made, "and makes no move"


def test_the_mouse_on_a_far_hex_shows_its_route_and_leaving_it_hides_the_route(make_app) -> None:
    scene, (target, cells, dice) = walking_scene(make_app)
    app, host, table = scene.app, scene.host, scene.table
    point = shown_point(app, target)
    assert point is not None, "the far hex is drawn where the board shows"
    move(app, scene.table.panel.midbottom)
    now = time.monotonic()
    plain = painted(app, now)
    move(app, point)
    pointed = painted(app, now)
    middle = [host.camera.world_to_screen(*table.hex_centre((c.q, c.r))) for c in cells[1:-1]]
    assert any(pointed.get_at((round(x), round(y))) != plain.get_at((round(x), round(y))) for x, y in middle), \
        "the route is drawn through the hexes it crosses"
    assert table.lit_dice == set(dice) and table.layer.preview is not None
    assert table.layer.preview.route[-1] == Hex(*target.key[1:])
    move(app, scene.table.panel.midbottom)
    left = painted(app, now)
    assert all(left.get_at((round(x), round(y))) == plain.get_at((round(x), round(y))) for x, y in middle), \
        "the route goes when the mouse leaves"
    assert not table.lit_dice
