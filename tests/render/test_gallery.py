"""The gallery renders every component into a PNG, and its busy scene can be timed (the figure is the
bench's to judge, never a timed assertion here)."""

import pygame

from app.render import gallery


def test_gallery_writes_the_scene_and_zoom_pngs(tmp_path):
    out = tmp_path / "gallery.png"
    gallery.render_png(str(out))
    assert pygame.image.load(str(out)).get_size() == gallery.SCREEN
    assert (tmp_path / "gallery_zoom.png").is_file()


def test_the_busy_scene_bench_reports_its_frame_cost():
    r = gallery.bench(10)
    assert r["cpu_median_ms"] > 0


def test_component_sheet_renders(tmp_path):
    out = tmp_path / "sheet.png"
    gallery.render_sheet(str(out))
    assert pygame.image.load(str(out)).get_size() == gallery.SCREEN


def test_dimmed_black_and_white_dice_visibly_change():
    """Dimming washes towards grey, so even a black die looks different when unavailable."""
    from app.render import dice
    m = dice.margin(48)
    body = (m + 24, m + 17)  # between the pips of a 3
    for colour in ("black", "white"):
        normal = dice.d6(colour, 3, 48).get_at(body)
        dim = dice.d6(colour, 3, 48, "dimmed").get_at(body)
        assert sum(abs(a - b) for a, b in zip(normal[:3], dim[:3])) > 45
