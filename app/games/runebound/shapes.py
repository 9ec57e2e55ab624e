"""A hit shape fixed to the window: the side panel's buttons stay put while the map's camera moves.

The input controller tests `contains` with WORLD points (it maps the click through the camera); a
ScreenRect maps that point back to the window with the camera it is given, so it answers for the
window rectangle it covers, whatever the camera shows. `mapped` returns the shape itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from app.render.camera import Camera

Point = tuple[float, float]


@dataclass(frozen=True)
class ScreenRect:
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
