"""Voronoi partitions of a convex land into region polygons, and the borders the polygons share.

Pure Python, no pygame. A region map drawn from seed points (one per region) gets its shapes here: each seed keeps
the part of the land nearer to it than to any other seed. Corners computed from two neighbouring cells are snapped
to one point, so shared borders are the same points on both sides and `borders` can tell which cells touch.
"""

from __future__ import annotations

import math
import random
from typing import Callable, Sequence

Point = tuple[float, float]
SNAP = 1e-3   # corners closer than this (world units) are one corner


def clip(poly: Sequence[Point], a: Point, b: Point) -> list[Point]:
    """Keep the part of a convex polygon nearer to seed `a` than to seed `b` (one Voronoi cut)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def side(p: Point) -> float:
        return (p[0] - mx) * nx + (p[1] - my) * ny

    out: list[Point] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append(p)
        if (sp < 0 < sq) or (sq < 0 < sp):
            t = sp / (sp - sq)
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def snap(p: Point, corners: list[Point], tolerance: float = SNAP) -> Point:
    """The corner already known within `tolerance` of `p`, else `p` itself (remembered): a corner computed from two
    neighbouring cells becomes one identical point, so borders match."""
    for c in corners:
        if abs(c[0] - p[0]) < tolerance and abs(c[1] - p[1]) < tolerance:
            return c
    corners.append(p)
    return p


def cells(seeds: Sequence[Point], land: Sequence[Point], reach: float = math.inf,
          tolerance: float = SNAP) -> list[list[Point]]:
    """Each seed's Voronoi cell inside the convex `land`, in the seeds' order, corners snapped (`reach`: seeds
    farther apart than this are taken not to cut each other's cells, a saving on large jittered grids)."""
    corners: list[Point] = []
    out = []
    for a in seeds:
        poly = list(land)
        for b in seeds:
            if b != a and math.dist(a, b) < reach:
                poly = clip(poly, a, b)
        out.append(_without_repeats([snap(p, corners, tolerance) for p in poly]))
    return out


def _without_repeats(ring: list[Point]) -> list[Point]:
    """A ring with no corner repeated next to itself (two corners snapped into one)."""
    return [p for i, p in enumerate(ring) if p != ring[i - 1]] if len(ring) > 1 else ring


def circle(centre: Point, radius: float, sides: int) -> list[Point]:
    """A regular polygon round `centre` (a round land), counter-clockwise on screen from the east."""
    cx, cy = centre
    return [(cx + radius * math.cos(2 * math.pi * k / sides), cy - radius * math.sin(2 * math.pi * k / sides))
            for k in range(sides)]


def edge_key(p: Point, q: Point) -> tuple[Point, Point]:
    """The same key for an edge seen from either side."""
    return (p, q) if p <= q else (q, p)


def borders(rings: Sequence[Sequence[Point]]) -> dict[tuple[int, int], float]:
    """How long a border each two rings share (by index, lower first): the edges both rings hold."""
    owners: dict[tuple[Point, Point], list[int]] = {}
    for k, ring in enumerate(rings):
        for i, p in enumerate(ring):
            q = ring[(i + 1) % len(ring)]
            if p != q:
                owners.setdefault(edge_key(p, q), []).append(k)
    out: dict[tuple[int, int], float] = {}
    for (p, q), who in owners.items():
        if len(who) == 2 and who[0] != who[1]:
            pair = (min(who), max(who))
            out[pair] = out.get(pair, 0.0) + math.dist(p, q)
    return out


def wobble(a: Point, b: Point, rng: random.Random, level: int, amount: float) -> list[Point]:
    """Midpoint displacement between a and b (both excluded), each midpoint moved sideways by up to `amount` of the
    stretch's length: a border that looks drawn by hand."""
    if level == 0:
        return []
    length = math.dist(a, b)
    off = rng.uniform(-amount, amount) * length
    nx, ny = (a[1] - b[1]) / (length or 1.0), (b[0] - a[0]) / (length or 1.0)
    m = ((a[0] + b[0]) / 2 + nx * off, (a[1] + b[1]) / 2 + ny * off)
    return [*wobble(a, m, rng, level - 1, amount), m, *wobble(m, b, rng, level - 1, amount)]


def bend(rings: Sequence[Sequence[Point]], bends: Callable[[Point, Point], list[Point]]) -> list[list[Point]]:
    """The rings with every edge replaced by the points `bends` gives for it (asked once per edge, its ends in
    key order), so two cells sharing an edge share the same bent border."""
    known: dict[tuple[Point, Point], list[Point]] = {}
    for ring in rings:
        for i, p in enumerate(ring):
            key = edge_key(p, ring[(i + 1) % len(ring)])
            if key[0] != key[1]:
                known.setdefault(key, [])
    for key in sorted(known):
        known[key] = bends(*key)
    out = []
    for ring in rings:
        bent: list[Point] = []
        for i, p in enumerate(ring):
            q = ring[(i + 1) % len(ring)]
            if p == q:
                continue
            bent.append(p)
            mid = known[edge_key(p, q)]
            bent += mid if p < q else mid[::-1]
        out.append(bent)
    return out
