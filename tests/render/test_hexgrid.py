"""Hex grid pixel layouts: the pixel round trips the map games click through (the hex maths
itself is the engine's, tested in tests/common/test_hexes.py)."""

import math

import pytest
from hypothesis import given, strategies as st

from app.render import hexgrid
from app.render.hexgrid import Hex, Layout, neighbours, spiral
from engine.common import hexes as engine_hexes

coords = st.integers(min_value=-40, max_value=40)
hexes = st.builds(Hex, coords, coords)
layouts = st.sampled_from([Layout.pointy(30.0, (400.0, 300.0)), Layout.flat(22.5, (-7.0, 13.0)),
                           Layout.pointy(1.0), Layout.flat(64.0)])


@given(hexes, layouts)
def test_hex_to_pixel_to_hex_round_trips(h, layout):
    x, y = layout.hex_to_pixel(h)
    assert layout.pixel_to_hex(x, y) == h


@given(hexes, layouts, st.integers(0, 5), st.floats(0.0, 0.97))
def test_points_inside_a_hex_map_back_to_it(h, layout, corner, t):
    """Any point on the segment from the centre towards a corner (not reaching it)."""
    cx, cy = layout.hex_to_pixel(h)
    kx, ky = layout.corners(h)[corner]
    assert layout.pixel_to_hex(cx + (kx - cx) * t, cy + (ky - cy) * t) == h


@given(st.floats(-500, 500), st.floats(-500, 500), layouts)
def test_pixel_to_hex_picks_the_nearest_centre(x, y, layout):
    h = layout.pixel_to_hex(x, y)
    hx, hy = layout.hex_to_pixel(h)
    d = math.hypot(x - hx, y - hy)
    for n in neighbours(h):
        nx, ny = layout.hex_to_pixel(n)
        assert d <= math.hypot(x - nx, y - ny) + 1e-6


def test_point_on_shared_edge_belongs_to_one_of_the_two_hexes():
    layout = Layout.pointy(10.0)
    a, b = Hex(0, 0), Hex(1, 0)
    (ax, ay), (bx, by) = layout.hex_to_pixel(a), layout.hex_to_pixel(b)
    assert layout.pixel_to_hex((ax + bx) / 2, (ay + by) / 2) in (a, b)


def test_pointy_neighbours_east_are_one_hex_width_apart():
    layout = Layout.pointy(20.0)
    x0, y0 = layout.hex_to_pixel(Hex(0, 0))
    x1, y1 = layout.hex_to_pixel(Hex(1, 0))
    assert y0 == y1
    assert x1 - x0 == pytest.approx(layout.width)


def test_flat_neighbours_south_are_one_hex_height_apart():
    layout = Layout.flat(20.0)
    x0, y0 = layout.hex_to_pixel(Hex(0, 0))
    x1, y1 = layout.hex_to_pixel(Hex(0, 1))
    assert x0 == x1
    assert y1 - y0 == pytest.approx(layout.height)


@pytest.mark.parametrize("layout", [Layout.pointy(15.0), Layout.flat(15.0)])
def test_corners_lie_on_the_circumcircle(layout):
    h = Hex(2, 3)
    cx, cy = layout.hex_to_pixel(h)
    cs = layout.corners(h)
    assert len(cs) == 6
    assert all(math.hypot(x - cx, y - cy) == pytest.approx(15.0) for x, y in cs)


def test_pointy_hex_has_a_corner_at_the_top():
    layout = Layout.pointy(10.0)
    ys = [y for _, y in layout.corners(Hex(0, 0))]
    assert min(ys) == pytest.approx(-10.0)


def test_flat_hex_has_a_corner_at_the_right():
    layout = Layout.flat(10.0)
    xs = [x for x, _ in layout.corners(Hex(0, 0))]
    assert max(xs) == pytest.approx(10.0)


def test_neighbouring_hexes_share_two_corners():
    layout = Layout.pointy(12.0)
    a = {(round(x, 6), round(y, 6)) for x, y in layout.corners(Hex(0, 0))}
    b = {(round(x, 6), round(y, 6)) for x, y in layout.corners(Hex(0, 1))}
    assert len(a & b) == 2


def test_bounds_enclose_every_corner():
    layout = Layout.flat(10.0, (5.0, 5.0))
    hs = spiral(Hex(0, 0), 2)
    x0, y0, x1, y1 = layout.bounds(hs)
    for h in hs:
        for x, y in layout.corners(h):
            assert x0 <= x <= x1 and y0 <= y <= y1


def test_the_renderer_reexports_the_engines_hex_maths():
    """Existing callers keep importing Hex and the maths from the renderer; it is one and the same."""
    for name in ("Hex", "DIRECTIONS", "neighbour", "neighbours", "distance", "ring", "spiral", "hex_range",
                 "cube_round", "line"):
        assert getattr(hexgrid, name) is getattr(engine_hexes, name)
