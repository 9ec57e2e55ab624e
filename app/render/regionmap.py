"""Polygon regions for region maps: hit testing, label anchors and bounding boxes.

Pure math, no pygame. A Region is an outer ring plus optional holes; hit tests use the
even-odd rule, so a point in a hole is outside. A RegionMap finds the region under the
mouse quickly by checking bounding boxes first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

Point = tuple[float, float]
Ring = Sequence[Point]
BBox = tuple[float, float, float, float]  # x0, y0, x1, y1


def bbox(points: Iterable[Point]) -> BBox:
    """Axis-aligned bounding box of some points."""
    xs: list[float] = []
    ys: list[float] = []
    for x, y in points:
        xs.append(x)
        ys.append(y)
    if not xs:
        raise ValueError("no points")
    return (min(xs), min(ys), max(xs), max(ys))


def in_bbox(box: BBox, x: float, y: float) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def crossings(ring: Ring, x: float, y: float) -> int:
    """How many ring edges a ray from (x, y) towards +x crosses (even-odd counting).

    Half-open edge rule (an edge counts when exactly one end lies strictly above y), so a
    ray through a vertex is counted once and shared edges split the plane cleanly.
    """
    n = len(ring)
    count = 0
    j = n - 1
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y):
            x_cross = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < x_cross:
                count += 1
        j = i
    return count


def point_in_ring(ring: Ring, x: float, y: float) -> bool:
    """Even-odd test for a single ring (self-intersections behave like the fill rule)."""
    return crossings(ring, x, y) % 2 == 1


def point_in_polygon(outer: Ring, x: float, y: float,
                     holes: Sequence[Ring] = ()) -> bool:
    """Even-odd test over the outer ring and its holes together."""
    total = crossings(outer, x, y)
    for hole in holes:
        total += crossings(hole, x, y)
    return total % 2 == 1


def signed_area(ring: Ring) -> float:
    """Shoelace area: positive for counter-clockwise in y-up maths (clockwise on screen)."""
    n = len(ring)
    a = 0.0
    for i in range(n):
        x0, y0 = ring[i]
        x1, y1 = ring[(i + 1) % n]
        a += x0 * y1 - x1 * y0
    return a / 2.0


def area(outer: Ring, holes: Sequence[Ring] = ()) -> float:
    """Area of a polygon minus its holes."""
    return abs(signed_area(outer)) - sum(abs(signed_area(h)) for h in holes)


def ring_centroid(ring: Ring) -> Point:
    """Area centroid of a simple ring (vertex mean when the area is zero)."""
    n = len(ring)
    a = signed_area(ring)
    if abs(a) < 1e-12:
        return (sum(p[0] for p in ring) / n, sum(p[1] for p in ring) / n)
    cx = cy = 0.0
    for i in range(n):
        x0, y0 = ring[i]
        x1, y1 = ring[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (cx / (6.0 * a), cy / (6.0 * a))


def centroid(outer: Ring, holes: Sequence[Ring] = ()) -> Point:
    """Area centroid of a polygon with holes."""
    ao = abs(signed_area(outer))
    cx, cy = ring_centroid(outer)
    total = ao
    sx, sy = cx * ao, cy * ao
    for h in holes:
        ah = abs(signed_area(h))
        hx, hy = ring_centroid(h)
        sx -= hx * ah
        sy -= hy * ah
        total -= ah
    if total <= 1e-12:
        return (cx, cy)
    return (sx / total, sy / total)


def label_point(outer: Ring, holes: Sequence[Ring] = (), samples: int = 24) -> Point:
    """A point inside the region where a label reads well.

    The centroid when it lies inside (the usual case); otherwise (C shapes, rings) the
    midpoint of the widest horizontal span found by scanning lines across the region.
    """
    c = centroid(outer, holes)
    if point_in_polygon(outer, c[0], c[1], holes):
        return c
    x0, y0, x1, y1 = bbox(outer)
    best: tuple[float, Point] = (-1.0, c)
    for k in range(1, samples):
        y = y0 + (y1 - y0) * k / samples
        xs = sorted(_ring_xs(outer, y) + [x for h in holes for x in _ring_xs(h, y)])
        for i in range(0, len(xs) - 1, 2):
            width = xs[i + 1] - xs[i]
            if width > best[0]:
                best = (width, ((xs[i] + xs[i + 1]) / 2.0, y))
    return best[1]


def _ring_xs(ring: Ring, y: float) -> list[float]:
    out = []
    n = len(ring)
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[i - 1]
        if (yi > y) != (yj > y):
            out.append(xi + (y - yi) * (xj - xi) / (yj - yi))
    return out


@dataclass
class Region:
    """One named area of a map: outer ring, optional holes, cached box and label point."""

    id: str
    outer: list[Point]
    holes: list[list[Point]] = field(default_factory=list)
    box: BBox = field(init=False)
    label: Point = field(init=False)

    def __post_init__(self) -> None:
        if len(self.outer) < 3:
            raise ValueError(f"region {self.id!r}: a polygon needs at least 3 points")
        self.box = bbox(self.outer)
        self.label = label_point(self.outer, self.holes)

    def contains(self, x: float, y: float) -> bool:
        return in_bbox(self.box, x, y) and point_in_polygon(self.outer, x, y, self.holes)


class RegionMap:
    """A set of regions with a hit test; later regions win where regions overlap."""

    def __init__(self, regions: Iterable[Region] = ()) -> None:
        self.regions: list[Region] = list(regions)
        self._by_id = {r.id: r for r in self.regions}
        if len(self._by_id) != len(self.regions):
            raise ValueError("duplicate region id")

    def add(self, region: Region) -> None:
        if region.id in self._by_id:
            raise ValueError(f"duplicate region id {region.id!r}")
        self.regions.append(region)
        self._by_id[region.id] = region

    def __getitem__(self, region_id: str) -> Region:
        return self._by_id[region_id]

    def __len__(self) -> int:
        return len(self.regions)

    def hit(self, x: float, y: float) -> Region | None:
        """The topmost region containing the point, or None."""
        for region in reversed(self.regions):
            if region.contains(x, y):
                return region
        return None

    def bounds(self) -> BBox:
        """Bounding box of all regions (for fitting a camera)."""
        boxes = [r.box for r in self.regions]
        if not boxes:
            raise ValueError("empty region map")
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))
