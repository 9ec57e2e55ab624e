"""Region maps (Zerywia's Kirs): borders checked once, then steps, routes and reach by border crossings."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from engine.common.regions import MapError, RegionGraph

# Two Kirs joined by one border (b-c), and a region bordering nothing (the Abyss's place on a map).
ADJACENCY = {
    "a": ["b", "e"],
    "b": ["a", "c", "e"],
    "c": ["b", "d"],
    "d": ["c"],
    "e": ["a", "b"],
    "abyss": [],
}


@pytest.fixture
def graph() -> RegionGraph:
    return RegionGraph(ADJACENCY)


def test_regions_keep_the_order_the_map_gave_them(graph: RegionGraph) -> None:
    assert graph.regions == ("a", "b", "c", "d", "e", "abyss")
    assert len(graph) == 6 and "c" in graph and "z" not in graph


def test_a_border_is_shared_by_both_regions(graph: RegionGraph) -> None:
    assert graph.adjacent("b", "c") and graph.adjacent("c", "b")
    assert not graph.adjacent("a", "d")
    assert graph.neighbours("b") == ("a", "c", "e")


def test_a_border_listed_on_one_side_only_is_refused() -> None:
    with pytest.raises(MapError, match="a borders b but b does not border a"):
        RegionGraph({"a": ["b"], "b": []})


def test_a_border_to_an_unknown_region_is_refused() -> None:
    with pytest.raises(MapError, match="unknown region x"):
        RegionGraph({"a": ["x"]})


def test_a_region_bordering_itself_is_refused() -> None:
    with pytest.raises(MapError, match="borders itself"):
        RegionGraph({"a": ["a"]})


def test_every_problem_of_a_map_is_named_at_once() -> None:
    with pytest.raises(MapError) as info:
        RegionGraph({"a": ["b", "x"], "b": [], "c": ["c"]})
    assert all(part in str(info.value) for part in ("a borders b", "unknown region x", "c borders itself"))


def test_a_map_from_a_list_of_borders_is_symmetric_by_construction() -> None:
    g = RegionGraph.from_borders(["a", "b", "c"], [("a", "b"), ("c", "b")])
    assert g.neighbours("b") == ("a", "c")
    assert g.neighbours("c") == ("b",)


def test_a_border_listed_twice_or_naming_an_unknown_region_is_refused() -> None:
    with pytest.raises(MapError, match="twice"):
        RegionGraph.from_borders(["a", "b"], [("a", "b"), ("b", "a")])
    with pytest.raises(MapError, match="unknown region z"):
        RegionGraph.from_borders(["a"], [("a", "z")])


def test_distance_counts_border_crossings(graph: RegionGraph) -> None:
    assert graph.distance("a", "a") == 0
    assert graph.distance("a", "b") == 1
    assert graph.distance("a", "d") == 3
    assert graph.distance("e", "d") == 3


def test_an_unreachable_region_has_no_distance_and_no_path(graph: RegionGraph) -> None:
    assert graph.distance("a", "abyss") is None
    assert graph.path("a", "abyss") is None


def test_the_shortest_path_lists_every_region_crossed(graph: RegionGraph) -> None:
    assert graph.path("a", "d") == ["a", "b", "c", "d"]
    assert graph.path("c", "c") == ["c"]


def test_a_path_never_enters_a_region_that_is_not_passable(graph: RegionGraph) -> None:
    """With b closed (a Threat on it, say) c is cut off from a, b being the only bridge; other routes stand."""
    assert graph.path("a", "c", passable=lambda r: r != "b") is None
    assert graph.path("a", "b", passable=lambda r: r != "e") == ["a", "b"]


def test_equally_short_paths_are_chosen_the_same_way_every_time() -> None:
    g = RegionGraph({"s": ["y", "x"], "x": ["s", "t"], "y": ["s", "t"], "t": ["x", "y"]})
    assert g.path("s", "t") == ["s", "x", "t"]  # neighbours in sorted order: x before y


def test_regions_within_k_steps_include_the_start_with_their_distance(graph: RegionGraph) -> None:
    assert graph.within("a", 0) == {"a": 0}
    assert graph.within("a", 1) == {"a": 0, "b": 1, "e": 1}
    assert graph.within("a", 2) == {"a": 0, "b": 1, "e": 1, "c": 2}


def test_a_negative_number_of_steps_is_refused(graph: RegionGraph) -> None:
    with pytest.raises(ValueError):
        graph.within("a", -1)


def test_components_split_the_map_into_parts_that_reach_each_other(graph: RegionGraph) -> None:
    assert graph.components() == [("a", "b", "c", "d", "e"), ("abyss",)]


def test_an_unknown_region_is_a_key_error(graph: RegionGraph) -> None:
    with pytest.raises(KeyError):
        graph.distance("nowhere", "a")
    with pytest.raises(KeyError):
        graph.path("a", "nowhere")


names = st.sampled_from([f"r{i}" for i in range(8)])


@st.composite
def maps(draw: st.DrawFn) -> RegionGraph:
    regions = sorted(set(draw(st.lists(names, min_size=1, max_size=8))))
    pairs = draw(st.lists(st.tuples(st.sampled_from(regions), st.sampled_from(regions)), max_size=16))
    borders = {tuple(sorted(p)) for p in pairs if p[0] != p[1]}
    return RegionGraph.from_borders(regions, sorted(borders))  # type: ignore[arg-type]


@settings(max_examples=200, deadline=None)
@given(maps(), st.data())
def test_distance_is_symmetric_and_obeys_the_triangle_inequality(g: RegionGraph, data: st.DataObject) -> None:
    a, b, c = (data.draw(st.sampled_from(g.regions)) for _ in range(3))
    assert g.distance(a, b) == g.distance(b, a)
    ab, bc, ac = g.distance(a, b), g.distance(b, c), g.distance(a, c)
    if ab is not None and bc is not None:
        assert ac is not None and ac <= ab + bc


@settings(max_examples=200, deadline=None)
@given(maps(), st.data())
def test_a_shortest_path_has_distance_plus_one_regions_each_bordering_the_next(
        g: RegionGraph, data: st.DataObject) -> None:
    a, b = (data.draw(st.sampled_from(g.regions)) for _ in range(2))
    route = g.path(a, b)
    d = g.distance(a, b)
    assert (route is None) == (d is None)
    if route is not None:
        assert len(route) == d + 1  # type: ignore[operator]
        assert all(g.adjacent(x, y) for x, y in zip(route, route[1:]))
        assert any(b in part and a in part for part in g.components())
