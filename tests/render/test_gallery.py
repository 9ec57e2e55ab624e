"""The gallery (tools/gallery.py) renders every component into a PNG, and its busy scene can be timed
(the figure is the bench's to judge, never a timed assertion here)."""

import pygame

from tools import gallery


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

