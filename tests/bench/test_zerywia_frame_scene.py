"""The Zerywia frame bench's scene builds as it says (not timed): a seeded 4-hero game of Pamięć Świata played
through the engine until a challenge is asked in a later cycle, its overlay open over the map, every token kind on
the map, the whole map on screen, and a pan step that moves the view."""
from __future__ import annotations

import pygame
import pytest

from app.bench import BUDGETS
from app.games.zerywia.board import TOKEN_LOOK, region_pieces
from tests.bench import bench_runebound_frame as frame
from tests.bench import bench_zerywia_frame as bench


def test_the_busiest_scene_is_four_heroes_a_challenge_overlay_and_every_token_kind_on_the_whole_map() -> None:
    app, scene = bench.build_scene()
    try:
        state = scene.session.state
        assert len(state.heroes) == 4 and state.cycle >= bench.MIN_CYCLE
        assert scene.table.challenge_open(), "the challenge overlay lies over the map"
        shown = {k for kinds in region_pieces(scene.session.view(scene.viewer)).values() for k in kinds}
        assert shown == set(TOKEN_LOOK), "every token kind is on the map"
        camera = scene.host.camera
        x0, y0, x1, y1 = camera.visible_world()
        mx0, my0, mx1, my1 = scene.table.layer.bounds()
        assert x0 <= mx0 + 0.1 * (mx1 - mx0) and x1 >= mx1 - 0.1 * (mx1 - mx0), "the map's width is in view"
        before = camera.offset
        scene.host.pan(*frame.pan_step(0))
        assert camera.offset != before
    finally:
        pygame.quit()


def test_the_token_kinds_added_leave_the_engines_state_untouched() -> None:
    session = bench.busiest_session()
    before = session.view(None)
    after = bench.every_token(before)
    assert session.view(None) == before and after != before


def test_the_game_fails_loudly_when_no_challenge_comes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "MAX_STEPS", 5)
    with pytest.raises(RuntimeError, match="no challenge was asked"):
        bench.busiest_session()


def test_stolik_bench_names_the_zerywia_frame_figure_with_the_144_hz_budget() -> None:
    assert BUDGETS["zerywia_frame_ms_p99"] == ("<=", 6.9)
