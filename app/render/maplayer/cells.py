"""The cells of a map as the map layer sees them: an outline, a centre, room for tokens, a hit test.

Pure geometry, no pygame. Hex maps take their maths from the engine through hexgrid's layouts,
region maps from regionmap's polygons; the layer draws, culls and hit-tests through this one
small interface, so a hex map and a region map share every other line of the layer.
"""

from __future__ import annotations

import math
from typing import Hashable, Iterable, Protocol, Sequence

from app.render.hexgrid import Hex, Layout
from app.render.regionmap import BBox, Point, Region, RegionMap, point_in_polygon

CellId = Hashable
Edge = tuple[Point, Point]
EDGE_DIGITS = 3  # corners computed from two neighbours agree to far better than this many decimals
INNER_RADIUS = math.sqrt(3.0) / 2.0  # a hex's inscribed circle, in hex radii


class Cells(Protocol):
    """What the layer needs of a map's spaces, whatever their shape."""

    @property
    def ids(self) -> tuple[CellId, ...]:
        """Every cell, in drawing order."""

    def outline(self, cell: CellId) -> Sequence[Point]:
        """The cell's outer ring in world coordinates."""

    def holes(self, cell: CellId) -> Sequence[Sequence[Point]]:
        """Rings cut out of the cell (lakes inside a region); hexes have none."""

    def centre(self, cell: CellId) -> Point:
        """Where tokens, routes and labels anchor (inside the cell even for odd shapes)."""

    def room(self, cell: CellId) -> float:
        """The radius of a circle round the centre that stays inside the cell (tokens fit in it)."""

    def box(self, cell: CellId) -> BBox:
        """The cell's bounding box, for culling."""

    def bounds(self) -> BBox:
        """The whole map's bounding box."""

    def cell_at(self, x: float, y: float) -> CellId | None:
        """The cell under a world point, or None off the map."""


def overlaps(a: BBox, b: BBox) -> bool:
    """Whether two boxes share any area (the culling test)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def cells_in(cells: Cells, rect: BBox) -> list[CellId]:
    """The cells whose boxes meet `rect`; a linear scan, which a few hundred cells can afford."""
    return [c for c in cells.ids if overlaps(cells.box(c), rect)]


def _edge_key(a: Point, b: Point) -> tuple[Point, Point]:
    """The same key for an edge seen from either side (rounded, endpoints ordered)."""
    ka = (round(a[0], EDGE_DIGITS), round(a[1], EDGE_DIGITS))
    kb = (round(b[0], EDGE_DIGITS), round(b[1], EDGE_DIGITS))
    return (ka, kb) if ka <= kb else (kb, ka)


def boundary(cells: Cells, chosen: Iterable[CellId]) -> list[Edge]:
    """The edges round a set of cells: those only one chosen cell owns (the union's outline),
    so a shaded area gets one crisp border instead of every cell's own."""
    seen: dict[tuple[Point, Point], Edge] = {}
    count: dict[tuple[Point, Point], int] = {}
    for cell in chosen:
        ring = cells.outline(cell)
        for i, a in enumerate(ring):
            b = ring[(i + 1) % len(ring)]
            key = _edge_key(a, b)
            seen[key] = (a, b)
            count[key] = count.get(key, 0) + 1
    return [seen[k] for k, n in count.items() if n == 1]


def clearance(cells: Cells, cell: CellId, p: Point) -> float:
    """How far `p` lies inside the cell from its nearest border (negative when outside): the
    radius of the largest disc round `p` that the cell holds."""
    outer, holes = cells.outline(cell), cells.holes(cell)
    if not point_in_polygon(outer, p[0], p[1], holes):
        return -1.0
    return _room_at(p, [outer, *holes])


def _point_segment_distance(p: Point, a: Point, b: Point) -> float:
    """How far a point lies from a segment (the room a label point has before a border)."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


class HexCells:
    """A hex map's cells: the hexes given, laid out by an engine-backed Layout."""

    def __init__(self, layout: Layout, hexes: Iterable[Hex]) -> None:
        self.layout = layout
        self._ids: tuple[Hex, ...] = tuple(hexes)
        self._known = frozenset(self._ids)
        self._outline: dict[CellId, Sequence[Point]] = {h: layout.corners(h) for h in self._ids}
        self._centre: dict[CellId, Point] = {h: layout.hex_to_pixel(h) for h in self._ids}
        self._box: dict[CellId, BBox] = {h: _ring_box(ring) for h, ring in self._outline.items()}
        self._room = min(layout.size) * INNER_RADIUS

    @property
    def ids(self) -> tuple[Hex, ...]:
        return self._ids

    def outline(self, cell: CellId) -> Sequence[Point]:
        return self._outline[cell]

    def holes(self, cell: CellId) -> Sequence[Sequence[Point]]:
        return ()

    def centre(self, cell: CellId) -> Point:
        return self._centre[cell]

    def room(self, cell: CellId) -> float:
        return self._room

    def box(self, cell: CellId) -> BBox:
        return self._box[cell]

    def bounds(self) -> BBox:
        return self.layout.bounds(self._ids)

    def cell_at(self, x: float, y: float) -> Hex | None:
        h = self.layout.pixel_to_hex(x, y)
        return h if h in self._known else None


class RegionCells:
    """A region map's cells: named polygons, anchored at their label points."""

    def __init__(self, regions: RegionMap) -> None:
        self.regions = regions
        self._ids = tuple(r.id for r in regions.regions)
        self._room: dict[CellId, float] = {r.id: _room_at(r.label, [r.outer, *r.holes]) for r in regions.regions}

    @property
    def ids(self) -> tuple[str, ...]:
        return self._ids

    def _region(self, cell: CellId) -> Region:
        """The region a cell id names (a region map's ids are its regions' names)."""
        if not isinstance(cell, str):
            raise KeyError(cell)
        return self.regions[cell]

    def outline(self, cell: CellId) -> Sequence[Point]:
        return self._region(cell).outer

    def holes(self, cell: CellId) -> Sequence[Sequence[Point]]:
        return self._region(cell).holes

    def centre(self, cell: CellId) -> Point:
        return self._region(cell).label

    def room(self, cell: CellId) -> float:
        return self._room[cell]

    def box(self, cell: CellId) -> BBox:
        return self._region(cell).box

    def bounds(self) -> BBox:
        return self.regions.bounds()

    def cell_at(self, x: float, y: float) -> str | None:
        region = self.regions.hit(x, y)
        return None if region is None else region.id


def _ring_box(ring: Sequence[Point]) -> BBox:
    """The bounding box of one ring (a hex's corners)."""
    xs = [p[0] for p in ring]
    ys = [p[1] for p in ring]
    return (min(xs), min(ys), max(xs), max(ys))


def _room_at(p: Point, rings: Sequence[Sequence[Point]]) -> float:
    """The distance from `p` to the nearest border of any ring."""
    return min(_point_segment_distance(p, ring[i], ring[(i + 1) % len(ring)])
               for ring in rings for i in range(len(ring)))
