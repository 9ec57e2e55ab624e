"""The table's regions: inside the table rectangle, pairwise disjoint, for every size and player count."""
from __future__ import annotations

import itertools

import pytest

from app.games.roll_player import layout
from tests.app_roll_player.conftest import SIZES
from tests.app_roll_player.tablekit import table_rect


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_regions_never_overlap_and_stay_on_the_table(size: tuple[int, int], players: int) -> None:
    rect = table_rect(size)
    grid = layout.build(rect, players, main_seat=players - 1)
    regions = grid.regions()
    assert len(regions) == 5 + max(1, players - 1)
    for name, r in regions.items():
        assert rect.contains(r), f"{name} {r} leaves the table {rect}"
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


@pytest.mark.parametrize("size", SIZES)
def test_the_viewing_players_sheet_is_the_large_one(size: tuple[int, int]) -> None:
    grid = layout.build(table_rect(size), 4, main_seat=2)
    assert grid.main_seat == 2 and set(grid.others) == {3, 0, 1}
    main_area = grid.main.panel.w * grid.main.panel.h
    assert all(main_area > 3 * s.panel.w * s.panel.h for s in grid.others.values())


@pytest.mark.parametrize("players", [2, 4])
def test_sheet_parts_sit_inside_their_sheet(players: int) -> None:
    grid = layout.build(table_rect((1280, 720)), players, 0)
    for sheet in [grid.main, *grid.others.values()]:
        parts = [sheet.header, sheet.align, sheet.cards, *sheet.rows.values(), *sheet.slots.values()]
        for part in parts:
            assert sheet.panel.contains(part), (part, sheet.panel)
        slots = list(sheet.slots.values())
        for a, b in itertools.combinations(slots, 2):
            assert not a.colliderect(b)


def test_scaling_to_1080p_is_the_same_picture_larger() -> None:
    small = layout.build(table_rect((1280, 720)), 3, 0)
    large = layout.build(table_rect((1920, 1080)), 3, 0)
    assert large.scaler.u == pytest.approx(1.5 * small.scaler.u, rel=0.02)
    assert large.main.die_size > small.main.die_size
