"""A legal region clearly lit (issue 26, polish item 3): Zerywia's regions are large and bordered in bold ink, so the
host's usual two-pixel outline vanished against their edges; a lit region is ringed with a band three times as broad,
drawn inside the map only (never over the side panel). The band is opaque: the host re-colours a pulsing glow straight
over the shown frame, so a see-through wash would thicken with every pulse."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from app.input.shapes import ClippedPolygon, MapHex, Point
from app.render.palette import INK

BAND = 3             # the ring is this many times the host's outline width


@dataclass(frozen=True)
class LitPolygon(ClippedPolygon):
    """A region on screen: its glow is a broad ring round it."""

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        old = surface.get_clip()
        surface.set_clip(self.area.clip(old) if old else self.area)
        band = BAND * width
        for paint, breadth in ((INK, band + 2 * max(1, width // 2)), (colour, band)):   # dark edges part it from green
            pygame.draw.polygon(surface, paint, self.points, breadth)
            for x, y in self.points:        # round joints: a broad band's corners would otherwise show notches
                pygame.draw.circle(surface, paint, (round(x), round(y)), breadth // 2)
        surface.set_clip(old)


@dataclass(frozen=True)
class LitRegion(MapHex):
    """A region of the map (world coordinates) whose glow is a LitPolygon's."""

    def mapped(self, to_screen: Callable[[float, float], Point], zoom: float) -> ClippedPolygon:
        x0, y0 = self.points[0]
        sx, sy = to_screen(x0, y0)
        points = tuple([(sx + (x - x0) * zoom, sy + (y - y0) * zoom) for x, y in self.points])
        return LitPolygon(points, self.area(), self.holes())
