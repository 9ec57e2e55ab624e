"""Hex map drawing: tiles in every state, culling outside the viewport, mouse picking."""

import pygame
import pytest

from app.render import hexmap
from app.render.camera import Camera
from app.render.hexgrid import Hex, Layout, spiral

GREEN = (90, 140, 70)


@pytest.mark.parametrize("state", hexmap.STATES)
@pytest.mark.parametrize("flat", [False, True])
def test_tiles_render_in_every_state(state, flat):
    surf = hexmap.hex_tile(hexmap.TileLook(GREEN, "tree", state), 30, flat)
    assert surf.get_width() > 60
    assert pygame.mask.from_surface(surf, 60).count() > 1000


def test_tile_centre_shows_the_ground_colour():
    surf = hexmap.hex_tile(hexmap.TileLook(GREEN), 30)
    r, g, b, a = surf.get_at((surf.get_width() // 2, surf.get_height() // 2))
    assert a == 255 and abs(r - GREEN[0]) < 8 and abs(g - GREEN[1]) < 8


def test_unknown_tile_state_is_rejected():
    with pytest.raises(ValueError):
        hexmap.hex_tile(hexmap.TileLook(GREEN, state="burning"), 20)


def test_only_visible_tiles_are_drawn():
    layout = Layout.pointy(20.0)
    tiles = {h: hexmap.TileLook(GREEN) for h in spiral(Hex(0, 0), 12)}
    cam = Camera((0, 0, 200, 150))
    cam.center_on(0, 0)
    screen = pygame.Surface((200, 150))
    drawn = hexmap.draw_hex_map(screen, cam, layout, tiles)
    assert 0 < drawn < len(tiles)
    cam.set_zoom(0.25)
    assert hexmap.draw_hex_map(screen, cam, layout, tiles) > drawn


def test_tiles_are_reused_at_the_same_zoom():
    layout = Layout.flat(24.0)
    cam = Camera((0, 0, 300, 300), zoom=1.5)
    assert hexmap.screen_radius(layout, cam) == 36
    look = hexmap.TileLook(GREEN, "wave")
    assert hexmap.hex_tile(look, 36, True) is hexmap.hex_tile(look, 36, True)


def test_mouse_picks_the_hex_under_it_through_the_camera():
    layout = Layout.pointy(20.0)
    cam = Camera((50, 40, 400, 300), zoom=2.0)
    cam.center_on(0, 0)
    target = Hex(2, -1)
    sx, sy = cam.world_to_screen(*layout.hex_to_pixel(target))
    assert hexmap.hex_at(layout, cam, (sx + 3, sy - 2)) == target
