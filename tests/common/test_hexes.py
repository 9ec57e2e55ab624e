"""Hex maths the map games measure and move by: neighbours, distance, rings, lines, paths and reach."""
from __future__ import annotations

from typing import Mapping

import pytest
from hypothesis import given, settings, strategies as st

from engine.common.hexes import (
    DIRECTIONS, Hex, Path, StepCost, cube_round, direction, distance, hex_range, line, neighbour, neighbours, path,
    reachable, ring, spiral,
)

coords = st.integers(min_value=-40, max_value=40)
hexes = st.builds(Hex, coords, coords)
small = st.integers(min_value=-4, max_value=4)
near_hexes = st.builds(Hex, small, small)
MAP_RADIUS = 5
ORIGIN = Hex(0, 0)
MAP = frozenset(spiral(ORIGIN, MAP_RADIUS))


def terrain_cost(prices: Mapping[Hex, int | None]) -> StepCost:
    """A step costs what the entered hex's terrain says (None = impassable); off the map is impassable."""
    def cost(here: Hex, there: Hex) -> int | None:
        if there not in MAP:
            return None
        return prices.get(there, 1)
    return cost


def test_cube_coordinates_sum_to_zero():
    h = Hex(3, -5)
    assert h.q + h.r + h.s == 0


def test_six_neighbours_are_all_at_distance_one():
    h = Hex(2, -1)
    ns = neighbours(h)
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 for n in ns)


def test_neighbour_direction_wraps_modulo_six():
    assert neighbour(Hex(0, 0), 6) == neighbour(Hex(0, 0), 0) == Hex(1, 0)


def test_opposite_directions_cancel():
    for i in range(3):
        a, b = DIRECTIONS[i], DIRECTIONS[i + 3]
        assert (a.q + b.q, a.r + b.r) == (0, 0)


def test_the_direction_between_neighbours_leads_back_to_the_neighbour():
    h = Hex(-2, 5)
    for i, n in enumerate(neighbours(h)):
        assert direction(h, n) == i
        assert neighbour(h, direction(h, n)) == n


def test_direction_refuses_hexes_that_are_not_adjacent():
    with pytest.raises(ValueError, match="not adjacent"):
        direction(Hex(0, 0), Hex(2, 0))


@given(hexes, hexes)
def test_distance_is_symmetric_and_zero_only_on_self(a, b):
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_obeys_triangle_inequality(a, b, c):
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@pytest.mark.parametrize("radius", [0, 1, 2, 5])
def test_ring_has_six_times_radius_hexes_all_at_that_distance(radius):
    c = Hex(4, -2)
    hs = ring(c, radius)
    assert len(hs) == max(1, 6 * radius)
    assert len(set(hs)) == len(hs)
    assert all(distance(c, h) == radius for h in hs)


def test_ring_walks_through_adjacent_hexes():
    hs = ring(Hex(0, 0), 3)
    for a, b in zip(hs, hs[1:] + hs[:1]):
        assert distance(a, b) == 1


def test_negative_ring_radius_is_rejected():
    with pytest.raises(ValueError):
        ring(Hex(0, 0), -1)


def test_spiral_and_range_cover_the_same_hexagon():
    c = Hex(-3, 7)
    assert set(spiral(c, 3)) == set(hex_range(c, 3))
    assert len(spiral(c, 3)) == 1 + 6 + 12 + 18


def test_spiral_lists_the_nearest_hexes_first():
    ds = [distance(ORIGIN, h) for h in spiral(ORIGIN, 3)]
    assert ds == sorted(ds)


def test_cube_round_keeps_the_constraint_on_ties():
    h = cube_round(0.5, -0.25)
    assert h.q + h.r + h.s == 0


def test_a_line_along_an_axis_is_every_hex_between_the_ends():
    assert line(Hex(0, 0), Hex(0, 3)) == [Hex(0, 0), Hex(0, 1), Hex(0, 2), Hex(0, 3)]


def test_a_line_from_a_hex_to_itself_is_that_hex():
    assert line(Hex(2, 2), Hex(2, 2)) == [Hex(2, 2)]


def test_a_line_between_neighbours_is_just_the_two():
    assert line(Hex(0, 0), Hex(1, -1)) == [Hex(0, 0), Hex(1, -1)]


def test_a_line_along_an_edge_between_two_hexes_always_rounds_the_same_way():
    """Hex(1, 1) lies between two hexes' centres exactly; the nudge picks one, and always the same."""
    first = line(Hex(0, 0), Hex(1, 1))
    assert first == line(Hex(0, 0), Hex(1, 1))
    assert len(first) == 3 and first[1] in (Hex(1, 0), Hex(0, 1))


@given(hexes, hexes)
def test_a_line_walks_adjacent_hexes_from_one_end_to_the_other(a, b):
    hs = line(a, b)
    assert hs[0] == a and hs[-1] == b
    assert len(hs) == distance(a, b) + 1
    assert all(distance(x, y) == 1 for x, y in zip(hs, hs[1:]))


def test_the_cheapest_path_goes_round_expensive_terrain():
    # Mountains (cost 5) on the straight way from (0,0) to (2,0); three plains steps go round them.
    mountains = {Hex(1, 0): 5, Hex(1, 1): 5}
    cost = terrain_cost(mountains)
    found = path(Hex(0, 0), Hex(2, 0), cost)
    assert found is not None
    assert found.cost == 3
    assert not set(found.hexes) & set(mountains)
    assert found.hexes[0] == Hex(0, 0) and found.hexes[-1] == Hex(2, 0)
    assert sum(cost(a, b) for a, b in zip(found.hexes, found.hexes[1:])) == found.cost  # type: ignore[misc]


def test_no_path_leads_through_impassable_hexes():
    cost = terrain_cost({n: None for n in neighbours(ORIGIN)})
    assert path(ORIGIN, Hex(3, 0), cost) is None


def test_a_path_to_the_start_is_the_start_alone_and_free():
    assert path(Hex(1, 1), Hex(1, 1), terrain_cost({})) == Path([Hex(1, 1)], 0)


def test_a_path_longer_than_the_budget_is_not_found():
    cost = terrain_cost({})
    assert path(ORIGIN, Hex(4, 0), cost, budget=3) is None
    assert path(ORIGIN, Hex(3, 0), cost, budget=3) == Path([Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)], 3)


def test_a_budget_bounds_the_search_on_an_endless_grid():
    """Without a map edge, a walled-in goal is still answered when the budget is given."""
    goal = Hex(10, 0)
    walls = set(neighbours(goal))
    found = path(ORIGIN, goal, lambda a, b: None if b in walls else 1, min_step_cost=1, budget=30)
    assert found is None


def test_a_step_cheaper_than_the_promised_minimum_is_refused():
    with pytest.raises(ValueError, match="minimum"):
        path(ORIGIN, Hex(3, 0), lambda a, b: 0 if b in MAP else None, min_step_cost=1)


def test_a_step_cost_may_depend_on_where_it_comes_from():
    """A river crossing: leaving q = 0 eastwards costs 3, every other step 1."""
    def cost(here: Hex, there: Hex) -> int | None:
        if there not in MAP:
            return None
        return 3 if here.q == 0 and there.q == 1 else 1
    assert path(Hex(0, 0), Hex(1, 0), cost).cost == 3  # type: ignore[union-attr]


def test_reachable_hexes_respect_the_budget_and_impassable_terrain():
    blocked = Hex(1, 0)
    cost = terrain_cost({blocked: None, Hex(0, 1): 2})
    reach = reachable(ORIGIN, 2, cost)
    assert blocked not in reach
    assert reach.cost(ORIGIN) == 0
    assert reach.cost(Hex(0, 1)) == 2
    assert all(c <= 2 for c in reach.costs.values())
    assert Hex(2, -1) in reach and Hex(2, 0) not in reach  # round the block costs 3


def test_the_route_to_a_reached_hex_starts_at_the_start_and_costs_what_reach_says():
    cost = terrain_cost({Hex(1, 0): 3})
    reach = reachable(ORIGIN, 4, cost)
    route = reach.route(Hex(2, 0))
    assert route[0] == ORIGIN and route[-1] == Hex(2, 0)
    assert sum(cost(a, b) for a, b in zip(route, route[1:])) == reach.cost(Hex(2, 0))  # type: ignore[misc]


def test_the_route_to_a_hex_out_of_reach_is_refused():
    with pytest.raises(KeyError):
        reachable(ORIGIN, 1, terrain_cost({})).route(Hex(3, 0))


def test_a_zero_budget_reaches_only_the_start():
    assert list(reachable(ORIGIN, 0, terrain_cost({}))) == [ORIGIN]


def test_an_unlimited_plain_reaches_every_hex_within_the_budget():
    assert set(reachable(ORIGIN, 3, terrain_cost({}))) == set(spiral(ORIGIN, 3))


def test_reach_is_the_same_every_time_ties_and_all():
    cost = terrain_cost({Hex(1, 0): 2, Hex(0, 1): 2})
    a, b = reachable(ORIGIN, 4, cost), reachable(ORIGIN, 4, cost)
    assert list(a.costs.items()) == list(b.costs.items())
    assert [a.route(h) for h in a] == [b.route(h) for h in b]


prices = st.dictionaries(st.sampled_from(sorted(MAP)), st.one_of(st.none(), st.integers(1, 4)), max_size=40)


@settings(max_examples=150, deadline=None)
@given(prices, near_hexes, st.integers(0, 12))
def test_the_cheapest_path_costs_exactly_what_reach_says(table, goal, budget):
    cost = terrain_cost(table)
    reach = reachable(ORIGIN, budget, cost)
    found = path(ORIGIN, goal, cost, budget=budget)
    if goal in reach:
        assert found is not None and found.cost == reach.cost(goal)
        assert sum(cost(a, b) for a, b in zip(found.hexes, found.hexes[1:])) == found.cost  # type: ignore[misc]
    else:
        assert found is None


@settings(max_examples=150, deadline=None)
@given(prices, near_hexes)
def test_a_star_finds_paths_as_cheap_as_dijkstra(table, goal):
    cost = terrain_cost(table)
    plain = path(ORIGIN, goal, cost)
    guided = path(ORIGIN, goal, cost, min_step_cost=1)
    assert (plain is None) == (guided is None)
    if plain is not None and guided is not None:
        assert plain.cost == guided.cost
