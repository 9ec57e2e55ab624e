"""The Runebound frame bench's scene builds as it says (not timed): six heroes, a combat decision pending,
the whole map on screen, and a pan step that moves the view."""
from __future__ import annotations

import pygame

from tests.bench import bench_runebound_frame as bench


def test_the_busiest_scene_is_six_heroes_choosing_who_fights_with_the_map_panning() -> None:
    app, scene = bench.build_scene()
    try:
        session = scene.session
        assert len(session.state.players) == 6 and session.state.combat is not None
        assert session.decision.prompt == "assign" and session.decision.actor == 0
        assert bench.overlay_open(scene), "the combat overlay shows the pending fight"
        camera = scene.host.camera
        x0, y0, x1, y1 = camera.visible_world()
        mx0, my0, mx1, my1 = scene.table.map_bounds
        assert (x1 - x0) * (y1 - y0) >= 0.8 * (mx1 - mx0) * (my1 - my0), "most of the map is in view"
        before = camera.offset
        scene.host.pan(*bench.pan_step(0))
        assert camera.offset != before
        app.invalidate()
        app.frame(1 / 60)
        assert scene.host.controller.targets, "the combat decision's choices are on the table"
    finally:
        pygame.quit()


def test_the_bench_reports_the_figures_stolik_bench_names() -> None:
    from app.bench import BUDGETS

    assert BUDGETS["runebound_frame_ms_p99"] == ("<=", 6.9)
    assert bench.p99([float(k) for k in range(1, 101)]) == 99.0
