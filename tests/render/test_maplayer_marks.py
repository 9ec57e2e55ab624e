"""The map layer's printed marks (a sun ray, a gem) and its decorative border: both belong to the
still picture, so they are painted into the chunks and the minimap, and the border widens the world."""

import pygame

from app.render.hexgrid import Hex, Layout, hex_range
from app.render.maplayer.cells import HexCells
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import FRAME_INNER, FRAME_OUTER, Frame, Mark
from app.render.maplayer.terrain import TERRAINS
from app.render.camera import Camera

SUN = (250, 20, 240)   # a colour no terrain uses, so the mark's pixels can be counted


def layer(**kw) -> MapLayer:
    cells = HexCells(Layout.pointy(30.0), hex_range(Hex(0, 0), 3))
    return MapLayer(cells, {h: TERRAINS["plains"] for h in cells.ids}, build_budget_ms=None, minimap=None, **kw)


def picture(lay: MapLayer, zoom: float = 2.0) -> pygame.Surface:
    x0, y0, x1, y1 = lay.bounds()
    size = (round((x1 - x0) * zoom), round((y1 - y0) * zoom))
    surf = pygame.Surface(size)
    cam = Camera((0, 0, *size), zoom=zoom, min_zoom=0.1, max_zoom=10.0, world=lay.bounds())
    cam.fit(lay.bounds())
    lay.draw(surf, cam)
    return surf


def count(surf: pygame.Surface, colour: tuple[int, int, int], box: pygame.Rect | None = None) -> int:
    box = box or surf.get_rect()
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if surf.get_at((x, y))[:3] == colour)


def test_a_mark_is_printed_on_its_cell_beside_the_centre() -> None:
    lay = layer(marks=[Mark(Hex(1, 0), "sun", (0.5, -0.5), 18.0, SUN)])
    surf = picture(lay)
    cam_x0, cam_y0 = lay.bounds()[0], lay.bounds()[1]
    cx, cy = lay.cells.centre(Hex(1, 0))
    room = lay.cells.room(Hex(1, 0))
    at = (round((cx + 0.5 * room - cam_x0) * 2), round((cy - 0.5 * room - cam_y0) * 2))
    near = pygame.Rect(0, 0, 40, 40)
    near.center = at
    assert count(surf, SUN, near) > 20
    assert count(surf, SUN) == count(surf, SUN, near), "the mark shows nowhere else"


def test_a_mark_too_small_on_screen_is_left_out() -> None:
    lay = layer(marks=[Mark(Hex(0, 0), "sun", (0.0, 0.0), 4.0, SUN)])
    assert count(picture(lay, zoom=1.0), SUN) == 0


def test_the_frame_runs_round_the_outer_edge_and_widens_the_world() -> None:
    plain = layer()
    framed = layer(frame=Frame(10.0))
    (a0, b0, a1, b1), (c0, d0, c1, d1) = plain.bounds(), framed.bounds()
    assert (c0, d0, c1, d1) == (a0 - 5.0, b0 - 5.0, a1 + 5.0, b1 + 5.0)
    surf = picture(framed)
    assert count(surf, FRAME_OUTER) > 200 and count(surf, FRAME_INNER) > 50
    w, h = surf.get_size()
    centre = pygame.Rect(w // 2 - 40, h // 2 - 40, 80, 80)
    assert count(surf, FRAME_OUTER, centre) == 0, "the border is drawn only along the outside"
    assert count(picture(plain), FRAME_OUTER) == 0
