"""Pixel layouts for hex maps: hex -> pixel centre and corners, pixel -> hex (the hit test).

The hex coordinates and their maths belong to the engine (`engine/common/hexes.py`); they are
re-exported here so a renderer imports one module for both.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.common.hexes import (DIRECTIONS, SIDES, Hex, cube_round, distance, hex_range, line, neighbour,
                                 neighbours, ring, spiral)

__all__ = [
    "DIRECTIONS", "FLAT", "POINTY", "SQRT3", "Hex", "Layout", "Orientation", "cube_round", "distance", "hex_range",
    "line", "neighbour", "neighbours", "ring", "spiral",
]

SQRT3 = math.sqrt(3.0)


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
        angle = 2.0 * math.pi * (self.orientation.start_angle + corner) / SIDES
        return (self.size[0] * math.cos(angle), self.size[1] * math.sin(angle))

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner pixels of a hex, clockwise on screen (y grows downwards)."""
        cx, cy = self.hex_to_pixel(h)
        out = []
        for i in range(SIDES):
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
