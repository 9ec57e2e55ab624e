"""Region map polygons: even-odd hit tests, holes, borders, centroids and label points."""

import pytest
from hypothesis import given, strategies as st

from app.render.regionmap import (
    Region, RegionMap, area, bbox, centroid, label_point, point_in_polygon, point_in_ring,
)

SQUARE = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]
HOLE = [(3.0, 3.0), (7.0, 3.0), (7.0, 7.0), (3.0, 7.0)]
C_SHAPE = [(0, 0), (10, 0), (10, 2), (2, 2), (2, 8), (10, 8), (10, 10), (0, 10)]
BOWTIE = [(0, 0), (10, 10), (10, 0), (0, 10)]


def test_point_inside_square_hits():
    assert point_in_ring(SQUARE, 5, 5)


@pytest.mark.parametrize("x,y", [(-1, 5), (11, 5), (5, -0.001), (5, 10.5), (100, 100)])
def test_points_outside_square_miss(x, y):
    assert not point_in_ring(SQUARE, x, y)


def test_point_in_hole_is_outside():
    assert not point_in_polygon(SQUARE, 5, 5, [HOLE])
    assert point_in_polygon(SQUARE, 1, 1, [HOLE])


def test_ray_through_a_vertex_counts_once():
    diamond = [(5, 0), (10, 5), (5, 10), (0, 5)]
    assert point_in_ring(diamond, 5, 5)
    assert not point_in_ring(diamond, -1, 5)
    assert not point_in_ring(diamond, 11, 5)


def test_self_intersecting_polygon_follows_even_odd():
    assert point_in_ring(BOWTIE, 2, 5)
    assert not point_in_ring(BOWTIE, 5, 1)


@given(st.floats(0.01, 9.99), st.floats(0.01, 9.99))
def test_two_regions_sharing_an_edge_split_the_plane_cleanly(x, y):
    """Every point of the 20x10 strip hits exactly one of the two halves (borders too)."""
    left = [(0, 0), (10, 0), (10, 10), (0, 10)]
    right = [(10, 0), (20, 0), (20, 10), (10, 10)]
    for px in (x, 10.0, x + 10):
        hits = point_in_ring(left, px, y) + point_in_ring(right, px, y)
        assert hits == 1


def test_area_subtracts_holes():
    assert area(SQUARE) == 100
    assert area(SQUARE, [HOLE]) == 84


def test_centroid_of_square_is_its_middle():
    assert centroid(SQUARE) == pytest.approx((5, 5))


def test_centroid_ignores_vertex_density():
    dense = [(0, 0), (5, 0), (10, 0), (10, 10), (0, 10)]
    assert centroid(dense) == pytest.approx((5, 5))


def test_centroid_with_an_off_centre_hole_moves_away_from_it():
    hole = [(0, 0), (5, 0), (5, 5), (0, 5)]
    outer = [(-5, -5), (5, -5), (5, 5), (-5, 5)]
    cx, cy = centroid(outer, [hole])
    assert cx < 0 and cy < 0


def test_label_point_of_c_shape_is_inside_it():
    x, y = label_point(C_SHAPE)
    assert point_in_ring(C_SHAPE, x, y)


def test_label_point_of_ring_region_avoids_the_hole():
    x, y = label_point(SQUARE, [HOLE])
    assert point_in_polygon(SQUARE, x, y, [HOLE])


def test_bbox_encloses_points():
    assert bbox(C_SHAPE) == (0, 0, 10, 10)
    with pytest.raises(ValueError):
        bbox([])


def test_region_needs_three_points():
    with pytest.raises(ValueError):
        Region("bad", [(0, 0), (1, 1)])


def test_region_map_hit_returns_the_topmost_region():
    rm = RegionMap([Region("big", SQUARE), Region("small", HOLE)])
    assert rm.hit(5, 5).id == "small"
    assert rm.hit(1, 1).id == "big"
    assert rm.hit(50, 50) is None


def test_region_map_rejects_duplicate_ids():
    rm = RegionMap([Region("a", SQUARE)])
    with pytest.raises(ValueError):
        rm.add(Region("a", HOLE))


def test_region_map_bounds_cover_all_regions():
    rm = RegionMap([Region("a", SQUARE), Region("b", [(20, 20), (30, 20), (25, 40)])])
    assert rm.bounds() == (0, 0, 30, 40)
    assert rm["b"].label == pytest.approx((25, 80 / 3))
