"""Pan/zoom camera: world↔screen round trips, zoom about the cursor, clamping."""

import pytest
from hypothesis import given, strategies as st

from app.render.camera import Camera

floats = st.floats(-2000, 2000)


@given(floats, floats, st.floats(0.25, 4.0))
def test_world_to_screen_and_back_round_trips(x, y, zoom):
    cam = Camera((100, 50, 800, 600), offset=(13.0, -7.0), zoom=zoom)
    sx, sy = cam.world_to_screen(x, y)
    wx, wy = cam.screen_to_world(sx, sy)
    assert wx == pytest.approx(x, abs=1e-6) and wy == pytest.approx(y, abs=1e-6)


@given(st.floats(-3, 3), st.floats(100, 900), st.floats(50, 650))
def test_zoom_keeps_the_point_under_the_cursor_fixed(steps, mx, my):
    cam = Camera((100, 50, 800, 600), offset=(40.0, 20.0))
    before = cam.screen_to_world(mx, my)
    cam.zoom_at(steps, (mx, my))
    after = cam.screen_to_world(mx, my)
    assert after[0] == pytest.approx(before[0], abs=1e-6)
    assert after[1] == pytest.approx(before[1], abs=1e-6)


def test_zoom_is_clamped_to_its_limits():
    cam = Camera((0, 0, 800, 600), min_zoom=0.5, max_zoom=2.0)
    cam.zoom_at(100, (400, 300))
    assert cam.zoom == 2.0
    cam.zoom_at(-100, (400, 300))
    assert cam.zoom == 0.5


def test_initial_zoom_outside_limits_is_clamped():
    assert Camera((0, 0, 10, 10), zoom=99.0, max_zoom=3.0).zoom == 3.0


def test_invalid_zoom_limits_are_rejected():
    with pytest.raises(ValueError):
        Camera((0, 0, 10, 10), min_zoom=2.0, max_zoom=1.0)


def test_dragging_moves_the_world_with_the_mouse():
    cam = Camera((0, 0, 800, 600), zoom=2.0)
    wx, wy = cam.screen_to_world(100, 100)
    cam.pan_screen(30, -20)
    assert cam.world_to_screen(wx, wy) == pytest.approx((130, 80))


def test_pan_cannot_scroll_past_the_world_edges():
    cam = Camera((0, 0, 400, 300), world=(0, 0, 1000, 1000))
    cam.pan_screen(5000, 5000)
    assert cam.offset == (0, 0)
    cam.pan_screen(-50000, -50000)
    assert cam.offset == (600, 700)


def test_small_world_is_centred():
    cam = Camera((0, 0, 400, 300), world=(0, 0, 200, 100))
    cam.pan_screen(123, 45)
    assert cam.world_to_screen(100, 50) == pytest.approx((200, 150))


def test_fit_shows_the_whole_rectangle():
    cam = Camera((0, 0, 800, 600), min_zoom=0.01, max_zoom=10)
    cam.fit((-100, -100, 1500, 300))
    x0, y0, x1, y1 = cam.visible_world()
    assert x0 <= -100 + 1e-6 and x1 >= 1500 - 1e-6 and y0 <= -100 + 1e-6 and y1 >= 300 - 1e-6
    assert cam.zoom == pytest.approx(0.5)


def test_center_on_puts_the_point_mid_viewport():
    cam = Camera((10, 20, 200, 100), zoom=1.5)
    cam.center_on(500, 500)
    assert cam.world_to_screen(500, 500) == pytest.approx((110, 70))


def test_world_rect_scales_with_zoom():
    cam = Camera((0, 0, 100, 100), zoom=2.0)
    assert cam.world_rect_to_screen((1, 2, 10, 20)) == pytest.approx((2, 4, 20, 40))
