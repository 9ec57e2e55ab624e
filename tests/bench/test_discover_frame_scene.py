"""The Discover frame bench's scene builds as it says (not timed): a seeded 4-player game played through the engine
until the whole Island lies face up, a hero's moves lit on the map, the whole Island on screen, and a pan step that
moves the view."""
from __future__ import annotations

import pygame
import pytest

from app.bench import BUDGETS
from engine.games.discover.content import content
from tests.bench import bench_discover_frame as bench
from tests.bench import bench_runebound_frame as frame


def test_the_busiest_scene_is_four_heroes_on_the_whole_island_face_up_with_a_heros_moves_lit() -> None:
    app, scene = bench.build_scene()
    try:
        state = scene.session.state
        assert len(state.heroes) == 4 and all(h.space is not None for h in state.heroes)
        assert sorted(state.revealed) == sorted(slot.id for slot in content().island.slots), "every tile face up"
        assert scene.table.island.shown == set(state.revealed), "the map shows every tile turned"
        lit = [t for t in scene.controller.highlighted() if t.key and t.key[0] == "space"]
        assert lit and all(a.kind == "move" for t in lit for a in t.actions), "the hero's moves lie on the map"
        camera = scene.host.camera
        x0, y0, x1, y1 = camera.visible_world()
        mx0, my0, mx1, my1 = scene.table.island.layer.bounds()
        assert x0 <= mx0 + 0.1 * (mx1 - mx0) and x1 >= mx1 - 0.1 * (mx1 - mx0), "the Island's width is in view"
        before = camera.offset
        scene.host.pan(*frame.pan_step(0))
        assert camera.offset != before
    finally:
        pygame.quit()


def test_the_explorer_fails_loudly_when_its_game_cannot_uncover_the_island(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "MAX_STEPS", 5)
    with pytest.raises(RuntimeError, match="did not uncover the Island"):
        bench.busiest_session()


def test_stolik_bench_names_the_discover_frame_figure_with_the_144_hz_budget() -> None:
    assert BUDGETS["discover_frame_ms_p99"] == ("<=", 6.9)
