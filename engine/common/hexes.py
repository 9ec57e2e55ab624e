"""Axial hex coordinates and the maths the hex-map games share: neighbours, distance, rings,
lines, cheapest paths and movement ranges.

Geometry belongs to the engine (rules measure ranges and walk paths), so it lives here in pure
Python; `app/render/hexgrid.py` adds only the pixel layouts on top. A hex is (q, r) with the
implicit third cube coordinate s = -q - r, after the usual axial/cube model.

>>> distance(Hex(0, 0), Hex(2, -1))
2
>>> line(Hex(0, 0), Hex(3, 0))
[Hex(q=0, r=0), Hex(q=1, r=0), Hex(q=2, r=0), Hex(q=3, r=0)]
"""
from __future__ import annotations

import heapq
from typing import Callable, Iterator, NamedTuple


class Hex(NamedTuple):
    """An axial hex coordinate; hashable and ordered, so it keys dicts and breaks ties deterministically.

    >>> Hex(1, 2) + Hex(0, -1), Hex(1, 2).s
    (Hex(q=1, r=1), -3)
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate (q + r + s = 0), which the distance and rounding need."""
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        """The vector `k` times as long (a direction scaled to a ring's radius)."""
        return Hex(self.q * k, self.r * k)


# Axial direction vectors, counter-clockwise starting "east" (pointy) / "south-east" (flat).
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)
SIDES = len(DIRECTIONS)
RING_START = 4  # the ring walk starts this many directions round, so it can turn through 0..5 in order
# A line is sampled slightly off the exact segment, so points on an edge between two hexes
# round the same way every time (a cube-coordinate nudge that keeps q + r + s = 0).
_NUDGE_Q, _NUDGE_R = 1e-6, 2e-6

StepCost = Callable[[Hex, Hex], int | None]


def neighbour(h: Hex, direction: int) -> Hex:
    """The adjacent hex in one of the six directions (index taken modulo 6)."""
    d = DIRECTIONS[direction % SIDES]
    return Hex(h.q + d.q, h.r + d.r)


def neighbours(h: Hex) -> list[Hex]:
    """All six adjacent hexes, in DIRECTIONS order (so searches expand them deterministically)."""
    q, r = h
    return [Hex(q + d.q, r + d.r) for d in DIRECTIONS]


def direction(a: Hex, b: Hex) -> int:
    """The index in DIRECTIONS that leads from `a` to the adjacent `b` (a compass for rules).

    >>> direction(Hex(0, 0), Hex(0, -1))
    2
    """
    try:
        return DIRECTIONS.index(Hex(b.q - a.q, b.r - a.r))
    except ValueError:
        raise ValueError(f"{b} is not adjacent to {a}") from None


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes (cube Manhattan distance / 2)."""
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly `radius` steps, walking the ring once (radius 0 = the centre).

    >>> len(ring(Hex(0, 0), 2))
    12
    """
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    results: list[Hex] = []
    h = center + DIRECTIONS[RING_START].scale(radius)
    for side in range(SIDES):
        for _ in range(radius):
            results.append(h)
            h = neighbour(h, side)
    return results


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` steps, centre first, then ring by ring (nearest first)."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


def hex_range(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex within `radius` steps, in row-major order (cheaper than spiral)."""
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            yield Hex(center.q + dq, center.r + dr)


def cube_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the hex containing them.

    Rounds all three cube coordinates and resets the one with the largest error, so the
    result always satisfies q + r + s = 0. Exact ties (points on an edge) resolve
    deterministically towards the coordinate reset order q, r, s.
    """
    fs = -fq - fr
    q = round(fq)
    r = round(fr)
    s = round(fs)
    dq = abs(q - fq)
    dr = abs(r - fr)
    ds = abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight segment from `a` to `b` crosses, both ends included (line of sight).

    Samples the segment once per step (linear interpolation, then rounding); consecutive hexes
    are always adjacent, and the result has distance(a, b) + 1 hexes.
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    aq, ar = a.q + _NUDGE_Q, a.r + _NUDGE_R
    bq, br = b.q + _NUDGE_Q, b.r + _NUDGE_R
    return [cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


class Path(NamedTuple):
    """A route found by `path`: every hex from start to goal, and what walking it costs."""

    hexes: list[Hex]
    cost: int


def _step_cost(cost: StepCost, here: Hex, there: Hex, floor: int) -> int | None:
    """One step's price, refusing prices the search cannot handle (they would give wrong paths)."""
    c = cost(here, there)
    if c is not None and c < floor:
        raise ValueError(f"step {here} -> {there} costs {c}, below the promised minimum {floor}")
    return c


def path(start: Hex, goal: Hex, cost: StepCost, *, min_step_cost: int = 0, budget: int | None = None) -> Path | None:
    """The cheapest route from `start` to `goal`, or None when there is none (within `budget`).

    `cost(here, there)` prices entering the adjacent `there` from `here`, or returns None when
    the step is impossible; it must return None off the map, or a `budget` must bound the
    search. Passing the smallest step cost as `min_step_cost` turns Dijkstra into A* (faster,
    same cost). Ties between equally cheap routes break the same way every time.

    >>> path(Hex(0, 0), Hex(2, 0), lambda a, b: 1 if distance(Hex(0, 0), b) <= 2 else None)
    Path(hexes=[Hex(q=0, r=0), Hex(q=1, r=0), Hex(q=2, r=0)], cost=2)
    """
    if min_step_cost < 0:
        raise ValueError("min_step_cost must be >= 0")
    best: dict[Hex, int] = {start: 0}
    came_from: dict[Hex, Hex] = {}
    done: set[Hex] = set()
    frontier: list[tuple[int, Hex]] = [(min_step_cost * distance(start, goal), start)]
    while frontier:
        _, here = heapq.heappop(frontier)
        if here in done:
            continue
        if here == goal:
            return Path(_route(came_from, start, goal), best[goal])
        done.add(here)
        spent = best[here]
        for there in neighbours(here):
            if there in done:
                continue
            step = _step_cost(cost, here, there, min_step_cost)
            if step is None:
                continue
            total = spent + step
            if budget is not None and total > budget:
                continue
            if total < best.get(there, total + 1):
                best[there] = total
                came_from[there] = here
                heapq.heappush(frontier, (total + min_step_cost * distance(there, goal), there))
    return None


def _route(came_from: dict[Hex, Hex], start: Hex, end: Hex) -> list[Hex]:
    """Walk the back-pointers from `end` to `start`, then turn the list round."""
    out = [end]
    while out[-1] != start:
        out.append(came_from[out[-1]])
    out.reverse()
    return out


class Reach:
    """Where a budget of movement gets from a start hex: the cheapest cost of every hex reached,
    and the route to any of them (one search answers the highlight and the move).

    >>> reach = reachable(Hex(0, 0), 1, lambda a, b: 1)
    >>> len(reach), reach.route(Hex(0, 1))
    (7, [Hex(q=0, r=0), Hex(q=0, r=1)])
    """

    __slots__ = ("start", "costs", "_came_from")

    def __init__(self, start: Hex, costs: dict[Hex, int], came_from: dict[Hex, Hex]) -> None:
        self.start = start
        self.costs = costs
        self._came_from = came_from

    def __contains__(self, h: object) -> bool:
        return h in self.costs

    def __len__(self) -> int:
        return len(self.costs)

    def __iter__(self) -> Iterator[Hex]:
        return iter(self.costs)

    def cost(self, h: Hex) -> int:
        """The cheapest cost of getting to `h` (KeyError when it is out of reach)."""
        return self.costs[h]

    def route(self, h: Hex) -> list[Hex]:
        """The hexes walked from the start to `h`, both included, along a cheapest route."""
        if h not in self.costs:
            raise KeyError(f"{h} is out of reach")
        return _route(self._came_from, self.start, h)


def reachable(start: Hex, budget: int, cost: StepCost) -> Reach:
    """Every hex reachable from `start` spending at most `budget`, with its cheapest cost.

    `cost` is as for `path`: the price of one step, or None when it is impossible. The start
    is always reached at cost 0. Ties break the same way every time (cost, then hex order).
    """
    if budget < 0:
        raise ValueError("budget must be >= 0")
    best: dict[Hex, int] = {start: 0}
    came_from: dict[Hex, Hex] = {}
    costs: dict[Hex, int] = {}
    frontier: list[tuple[int, Hex]] = [(0, start)]
    while frontier:
        spent, here = heapq.heappop(frontier)
        if here in costs:
            continue
        costs[here] = spent
        for there in neighbours(here):
            if there in costs:
                continue
            step = _step_cost(cost, here, there, 0)
            if step is None:
                continue
            total = spent + step
            if total <= budget and total < best.get(there, total + 1):
                best[there] = total
                came_from[there] = here
                heapq.heappush(frontier, (total, there))
    return Reach(start, costs, came_from)
