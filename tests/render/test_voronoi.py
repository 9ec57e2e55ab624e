"""Voronoi partitions of a convex land (app/render/voronoi.py): each seed keeps the land nearer to it, neighbouring
cells share their border point for point, and bending borders by hand keeps them shared."""
from __future__ import annotations

import math
import random

from app.render import voronoi
from app.render.regionmap import area, point_in_ring

SQUARE = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
QUARTERS = [(25.0, 25.0), (75.0, 25.0), (75.0, 75.0), (25.0, 75.0)]


def test_cutting_by_two_seeds_keeps_the_half_nearer_the_first():
    half = voronoi.clip(SQUARE, (25.0, 50.0), (75.0, 50.0))
    assert area(half) == 5000.0
    assert all(x <= 50.0 for x, _ in half)


def test_four_seeds_on_a_square_cut_it_in_quarters_and_opposite_quarters_meet_in_a_point_only():
    cells = voronoi.cells(QUARTERS, SQUARE)
    assert [area(c) for c in cells] == [2500.0] * 4
    assert all(point_in_ring(c, *seed) for c, seed in zip(cells, QUARTERS))
    assert voronoi.borders(cells) == {(0, 1): 50.0, (1, 2): 50.0, (2, 3): 50.0, (0, 3): 50.0}


def test_a_round_land_is_a_regular_polygon_of_the_given_radius():
    ring = voronoi.circle((10.0, 20.0), 5.0, 12)
    assert len(ring) == 12 and all(math.isclose(math.dist(p, (10.0, 20.0)), 5.0) for p in ring)


def test_bent_borders_are_still_shared_point_for_point_by_the_same_cells():
    rng = random.Random(3)
    seeds = [(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(12)]
    cells = voronoi.cells(seeds, SQUARE)
    bent = voronoi.bend(cells, lambda p, q: voronoi.wobble(p, q, random.Random(f"{p}{q}"), 3, 0.1))
    assert set(voronoi.borders(bent)) == set(voronoi.borders(cells))
    assert all(len(b) > len(c) for b, c in zip(bent, cells))


def test_the_cells_of_scattered_seeds_fill_the_land_without_overlapping():
    rng = random.Random(5)
    seeds = [(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(20)]
    cells = voronoi.cells(seeds, SQUARE)
    assert math.isclose(sum(area(c) for c in cells), 10000.0, rel_tol=1e-9)
