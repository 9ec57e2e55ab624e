"""Hit shapes of Runebound's table: MapHex, a map hex that is not there where the panel or the minimap
covers it (and ScreenRect, fixed to the window, from the shared shapes: the side panel's cards stay put
while the map's camera moves).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from app.input.shapes import Polygon, ScreenRect
from app.render.camera import Camera

Point = tuple[float, float]


@dataclass(frozen=True)
class ClippedPolygon:
    """A polygon on screen that only counts, and only draws, inside `area` (the map beside the panel)."""

    points: tuple[Point, ...]
    area: pygame.Rect = field(compare=False, hash=False)
    holes: tuple[pygame.Rect, ...] = field(compare=False, hash=False, default=())

    def contains(self, pos: Point) -> bool:
        if not self.area.collidepoint(pos) or any(h.collidepoint(pos) for h in self.holes):
            return False
        return Polygon(self.points).contains(pos)

    def bounds(self) -> pygame.Rect:
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        x0, y0 = round(min(xs)), round(min(ys))
        return pygame.Rect(x0, y0, round(max(xs)) - x0, round(max(ys)) - y0).clip(self.area)

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        old = surface.get_clip()
        surface.set_clip(self.area.clip(old) if old else self.area)
        pygame.draw.polygon(surface, colour, self.points, width)
        surface.set_clip(old)

    def mapped(self, to_screen: Callable[[float, float], Point], zoom: float) -> "ClippedPolygon":
        return ClippedPolygon(tuple(to_screen(x, y) for x, y in self.points), self.area)


@dataclass(frozen=True)
class MapHex:
    """A hex of the map in world coordinates that is not there where the side panel or the minimap (`holes`,
    window rectangles) covers it: a click there never takes the hex panned under it, and its glow never
    draws over the panel."""

    points: tuple[Point, ...]
    camera: Callable[[], Camera] = field(compare=False, hash=False, repr=False, default=lambda: Camera.fixed((0, 0, 0, 0)))
    area: Callable[[], pygame.Rect] = field(compare=False, hash=False, repr=False, default=lambda: pygame.Rect(0, 0, 0, 0))
    holes: Callable[[], tuple[pygame.Rect, ...]] = field(compare=False, hash=False, repr=False, default=tuple)

    def contains(self, pos: Point) -> bool:
        screen = self.camera().world_to_screen(*pos)
        if not self.area().collidepoint(screen) or any(h.collidepoint(screen) for h in self.holes()):
            return False
        return Polygon(self.points).contains(pos)

    def bounds(self) -> pygame.Rect:
        return Polygon(self.points).bounds()

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        Polygon(self.points).outline(surface, colour, width)

    def mapped(self, to_screen: Callable[[float, float], Point], zoom: float) -> ClippedPolygon:
        x0, y0 = self.points[0]
        sx, sy = to_screen(x0, y0)  # the camera is a shift and one zoom: one corner through it, the rest by arithmetic
        points = tuple([(sx + (x - x0) * zoom, sy + (y - y0) * zoom) for x, y in self.points])
        return ClippedPolygon(points, self.area(), self.holes())
