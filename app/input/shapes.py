"""Hit shapes a table registers for clickable things: rectangles, circles and polygons (hex, region),
ScreenRect, fixed to the window while a camera moves the board under it, and MapHex, a map space that is not
there where a side panel or the minimap covers it (Runebound's and Discover's maps).

The input controller tests `contains` with WORLD points (it maps the click through the camera); a
ScreenRect maps that point back to the window with the camera it is given, so it answers for the
window rectangle it covers, whatever the camera shows. Its `mapped` returns the shape itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Protocol

import pygame

from app.render.camera import Camera

Point = tuple[float, float]
ToScreen = Callable[[float, float], Point]  # a camera's world_to_screen


class HitShape(Protocol):
    def contains(self, pos: Point) -> bool: ...

    def bounds(self) -> pygame.Rect: ...

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None: ...

    def mapped(self, to_screen: ToScreen, zoom: float) -> "HitShape":
        """The same shape where a camera shows it (targets live in world coordinates)."""
        ...


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @staticmethod
    def of(r: pygame.Rect) -> "Rect":
        return Rect(r.x, r.y, r.w, r.h)

    def contains(self, pos: Point) -> bool:
        return self.x <= pos[0] < self.x + self.w and self.y <= pos[1] < self.y + self.h

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), round(self.w), round(self.h))

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        pygame.draw.rect(surface, colour, self.bounds().inflate(2 * width, 2 * width), width, border_radius=2 * width)

    def mapped(self, to_screen: ToScreen, zoom: float) -> "Rect":
        x, y = to_screen(self.x, self.y)
        return Rect(x, y, self.w * zoom, self.h * zoom)


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float

    def contains(self, pos: Point) -> bool:
        return (pos[0] - self.cx) ** 2 + (pos[1] - self.cy) ** 2 <= self.r * self.r

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(round(self.cx - self.r), round(self.cy - self.r), round(2 * self.r), round(2 * self.r))

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        pygame.draw.circle(surface, colour, (round(self.cx), round(self.cy)), round(self.r) + width, width)

    def mapped(self, to_screen: ToScreen, zoom: float) -> "Circle":
        cx, cy = to_screen(self.cx, self.cy)
        return Circle(cx, cy, self.r * zoom)


@dataclass(frozen=True)
class Polygon:
    points: tuple[Point, ...]

    def contains(self, pos: Point) -> bool:
        """Even-odd ray casting; works for convex hexes and concave map regions alike."""
        x, y = pos
        inside = False
        pts = self.points
        j = len(pts) - 1
        for i in range(len(pts)):
            xi, yi = pts[i]
            xj, yj = pts[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                inside = not inside
            j = i
        return inside

    def bounds(self) -> pygame.Rect:
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        pygame.draw.polygon(surface, colour, self.points, width)

    def mapped(self, to_screen: ToScreen, zoom: float) -> "Polygon":
        return Polygon(tuple(to_screen(x, y) for x, y in self.points))


@dataclass(frozen=True)
class ScreenRect:
    """A window rectangle that stays put while the camera moves the board (a panel's card, an action-bar button)."""

    x: int
    y: int
    w: int
    h: int
    camera: Callable[[], Camera] = field(compare=False, hash=False, repr=False, default=lambda: Camera.fixed((0, 0, 0, 0)))

    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.w, self.h)

    def contains(self, pos: Point) -> bool:
        sx, sy = self.camera().world_to_screen(*pos)
        return self.x <= sx < self.x + self.w and self.y <= sy < self.y + self.h

    def bounds(self) -> pygame.Rect:
        return self.rect()

    def outline(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int) -> None:
        pygame.draw.rect(surface, colour, self.rect().inflate(2 * width, 2 * width), width, border_radius=2 * width)

    def mapped(self, to_screen: Callable[[float, float], Point], zoom: float) -> "ScreenRect":
        return self


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
