"""Axial hex coordinates and pixel layouts, shared by the hex-map games.

Pure math (no pygame), after the usual axial/cube model: a hex is (q, r) with the
implicit third cube coordinate s = -q - r. Layouts turn hexes into pixels and back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator, NamedTuple

SQRT3 = math.sqrt(3.0)


class Hex(NamedTuple):
    """An axial hex coordinate; hashable, so it can key dicts of map spaces."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)


# Axial direction vectors, counter-clockwise starting "east" (pointy) / "south-east" (flat).
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)


def neighbour(h: Hex, direction: int) -> Hex:
    """The adjacent hex in one of the six directions (index taken modulo 6)."""
    d = DIRECTIONS[direction % 6]
    return Hex(h.q + d.q, h.r + d.r)


def neighbours(h: Hex) -> list[Hex]:
    """All six adjacent hexes, in DIRECTIONS order."""
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes (cube Manhattan distance / 2)."""
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly `radius` steps, walking the ring once (radius 0 = the centre)."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    results: list[Hex] = []
    h = center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            results.append(h)
            h = neighbour(h, side)
    return results


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` steps, centre first, then ring by ring."""
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


@dataclass(frozen=True)
class Orientation:
    """Forward (hex→pixel) and inverse matrices plus the first corner's angle."""

    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float  # in multiples of 60 degrees


POINTY = Orientation(SQRT3, SQRT3 / 2.0, 0.0, 3.0 / 2.0,
                     SQRT3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0, 0.5)
FLAT = Orientation(3.0 / 2.0, 0.0, SQRT3 / 2.0, SQRT3,
                   2.0 / 3.0, 0.0, -1.0 / 3.0, SQRT3 / 3.0, 0.0)


@dataclass(frozen=True)
class Layout:
    """How hexes sit on the plane: orientation, hex radius (x, y) and the origin pixel.

    `size` is the centre-to-corner distance; a non-square size stretches the grid (for
    printed maps that are not perfectly regular).
    """

    orientation: Orientation
    size: tuple[float, float]
    origin: tuple[float, float] = (0.0, 0.0)

    @classmethod
    def pointy(cls, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Layout:
        return cls(POINTY, (size, size), origin)

    @classmethod
    def flat(cls, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Layout:
        return cls(FLAT, (size, size), origin)

    def hex_to_pixel(self, h: Hex) -> tuple[float, float]:
        """The pixel centre of a hex."""
        o = self.orientation
        x = (o.f0 * h.q + o.f1 * h.r) * self.size[0]
        y = (o.f2 * h.q + o.f3 * h.r) * self.size[1]
        return (x + self.origin[0], y + self.origin[1])

    def pixel_to_fractional(self, x: float, y: float) -> tuple[float, float]:
        """Fractional axial coordinates of a pixel (before rounding)."""
        o = self.orientation
        px = (x - self.origin[0]) / self.size[0]
        py = (y - self.origin[1]) / self.size[1]
        return (o.b0 * px + o.b1 * py, o.b2 * px + o.b3 * py)

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex containing a pixel (the hit test for hex maps)."""
        fq, fr = self.pixel_to_fractional(x, y)
        return cube_round(fq, fr)

    def corner_offset(self, corner: int) -> tuple[float, float]:
        angle = 2.0 * math.pi * (self.orientation.start_angle + corner) / 6.0
        return (self.size[0] * math.cos(angle), self.size[1] * math.sin(angle))

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner pixels of a hex, clockwise on screen (y grows downwards)."""
        cx, cy = self.hex_to_pixel(h)
        out = []
        for i in range(6):
            ox, oy = self.corner_offset(i)
            out.append((cx + ox, cy + oy))
        return out

    def bounds(self, hexes: list[Hex] | tuple[Hex, ...]) -> tuple[float, float, float, float]:
        """Pixel bounding box (x0, y0, x1, y1) enclosing the corners of all given hexes."""
        if not hexes:
            raise ValueError("no hexes")
        xs: list[float] = []
        ys: list[float] = []
        for h in hexes:
            for x, y in self.corners(h):
                xs.append(x)
                ys.append(y)
        return (min(xs), min(ys), max(xs), max(ys))

    @property
    def width(self) -> float:
        """Horizontal extent of one hex in pixels."""
        if self.orientation is POINTY:
            return SQRT3 * self.size[0]
        return 2.0 * self.size[0]

    @property
    def height(self) -> float:
        """Vertical extent of one hex in pixels."""
        if self.orientation is POINTY:
            return 2.0 * self.size[1]
        return SQRT3 * self.size[1]
