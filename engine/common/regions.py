"""A map of regions and the borders between them (Zerywia's 40 regions), with the graph
questions rules ask: adjacent?, how many steps?, which way?, which regions within k steps?

Built from plain data (region id -> the ids it borders, or a list of borders), so a game's
TOML map feeds it directly; it checks the data once, then answers by breadth-first search.
Every answer is deterministic: neighbours are visited in sorted id order.

>>> g = RegionGraph({"a": ["b"], "b": ["a", "c"], "c": ["b"], "d": []})
>>> g.distance("a", "c"), g.path("a", "c"), g.distance("a", "d")
(2, ['a', 'b', 'c'], None)
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Mapping

RegionId = str
Passable = Callable[[RegionId], bool]


class MapError(ValueError):
    """The map data is inconsistent; the message names every offending region."""


class RegionGraph:
    """Regions and which border which, validated symmetric once; immutable afterwards."""

    __slots__ = ("_adjacent", "_order")

    def __init__(self, adjacency: Mapping[RegionId, Iterable[RegionId]]) -> None:
        self._order: tuple[RegionId, ...] = tuple(adjacency)
        lists = {r: list(adjacency[r]) for r in self._order}
        problems: list[str] = []
        for r, near in lists.items():
            for other in near:
                if other == r:
                    problems.append(f"{r} borders itself")
                elif other not in lists:
                    problems.append(f"{r} borders unknown region {other}")
                elif r not in lists[other]:
                    problems.append(f"{r} borders {other} but {other} does not border {r}")
            if len(set(near)) != len(near):
                problems.append(f"{r} lists a neighbour twice")
        if problems:
            raise MapError("; ".join(problems))
        self._adjacent: dict[RegionId, tuple[RegionId, ...]] = {r: tuple(sorted(near)) for r, near in lists.items()}

    @classmethod
    def from_borders(cls, regions: Iterable[RegionId], borders: Iterable[tuple[RegionId, RegionId]]) -> RegionGraph:
        """A graph from a list of borders (pairs), symmetric by construction; regions may border nothing.

        >>> RegionGraph.from_borders(["x", "y"], [("x", "y")]).adjacent("y", "x")
        True
        """
        adjacency: dict[RegionId, list[RegionId]] = {r: [] for r in regions}
        for a, b in borders:
            for here, there in ((a, b), (b, a)):
                if here not in adjacency:
                    raise MapError(f"border {a}-{b} names unknown region {here}")
                if there in adjacency[here]:
                    raise MapError(f"border {a}-{b} is listed twice")
                adjacency[here].append(there)
        return cls(adjacency)

    @property
    def regions(self) -> tuple[RegionId, ...]:
        """Every region id, in the order the map data gave them."""
        return self._order

    def __contains__(self, region: object) -> bool:
        return region in self._adjacent

    def __len__(self) -> int:
        return len(self._order)

    def neighbours(self, region: RegionId) -> tuple[RegionId, ...]:
        """The regions sharing a border with `region`, in sorted order."""
        return self._adjacent[region]

    def adjacent(self, a: RegionId, b: RegionId) -> bool:
        """True when `a` and `b` share a border (a one-step move or a "neighbouring region" rule)."""
        return b in self._adjacent[a]

    def distances(self, start: RegionId, passable: Passable | None = None, limit: int | None = None) -> dict[RegionId, int]:
        """Steps from `start` to every region reached (nearest first), optionally only entering
        `passable` regions and at most `limit` steps; `start` itself is always included at 0."""
        return self._search(start, passable, limit)[0]

    def distance(self, a: RegionId, b: RegionId, passable: Passable | None = None) -> int | None:
        """Fewest border crossings from `a` to `b`, or None when `b` cannot be reached."""
        return self.distances(a, passable).get(b)

    def path(self, a: RegionId, b: RegionId, passable: Passable | None = None) -> list[RegionId] | None:
        """A shortest route from `a` to `b` (both included), or None when there is none."""
        if b not in self._adjacent:
            raise KeyError(b)
        _, came_from = self._search(a, passable, None, goal=b)
        if b != a and b not in came_from:
            return None
        route = [b]
        while route[-1] != a:
            route.append(came_from[route[-1]])
        route.reverse()
        return route

    def within(self, start: RegionId, steps: int, passable: Passable | None = None) -> dict[RegionId, int]:
        """The regions at most `steps` border crossings away, with their distance (start included)."""
        if steps < 0:
            raise ValueError("steps must be >= 0")
        return self.distances(start, passable, steps)

    def components(self) -> list[tuple[RegionId, ...]]:
        """The connected parts of the map (each sorted), in the order of their first region;
        one part means every region can reach every other."""
        seen: set[RegionId] = set()
        out: list[tuple[RegionId, ...]] = []
        for r in self._order:
            if r not in seen:
                part = self.distances(r)
                seen.update(part)
                out.append(tuple(sorted(part)))
        return out

    def _search(self, start: RegionId, passable: Passable | None, limit: int | None,
                goal: RegionId | None = None) -> tuple[dict[RegionId, int], dict[RegionId, RegionId]]:
        """Breadth-first search from `start`: distances and back-pointers, stopping at `goal`."""
        if start not in self._adjacent:
            raise KeyError(start)
        dist = {start: 0}
        came_from: dict[RegionId, RegionId] = {}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == goal:
                break
            d = dist[here] + 1
            if limit is not None and d > limit:
                continue
            for there in self._adjacent[here]:
                if there not in dist and (passable is None or passable(there)):
                    dist[there] = d
                    came_from[there] = here
                    queue.append(there)
        return dist, came_from
