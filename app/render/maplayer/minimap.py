"""The whole map small in a corner, with the camera's view drawn on it; a click there moves
the camera. Its picture is the chunk store's overview, scaled once per overlay version."""

from __future__ import annotations

import pygame

from app.render.camera import Camera
from app.render.palette import HIGHLIGHT, PANEL, PANEL_EDGE
from app.render.regionmap import BBox, Point

MINIMAP_FRACTION = 0.15   # the minimap's longest side as a share of the viewport's width
MINIMAP_MIN_PX = 140
MINIMAP_MAX_PX = 300
MINIMAP_MARGIN = 14       # gap between the minimap and the viewport's edges
FRAME_PX = 3              # the panel border round it
VIEW_LINE_PX = 2          # the camera rectangle's line width
CORNERS = ("topleft", "topright", "bottomleft", "bottomright")


class Minimap:
    """Where the minimap sits for a viewport, its scaled picture, and world↔minimap mapping."""

    def __init__(self, world: BBox, corner: str = "bottomright") -> None:
        if corner not in CORNERS:
            raise ValueError(f"unknown corner {corner!r}; one of {CORNERS}")
        self.world = world
        self.corner = corner
        self._picture: tuple[tuple[int, tuple[int, int]], pygame.Surface] | None = None

    def rect(self, viewport: tuple[int, int, int, int]) -> pygame.Rect:
        """The map area of the minimap on screen (the frame lies just outside it)."""
        vx, vy, vw, vh = viewport
        w, h = self.world[2] - self.world[0], self.world[3] - self.world[1]
        side = min(MINIMAP_MAX_PX, max(MINIMAP_MIN_PX, round(vw * MINIMAP_FRACTION)))
        k = side / max(w, h)
        r = pygame.Rect(0, 0, round(w * k), round(h * k))
        m = MINIMAP_MARGIN + FRAME_PX
        inner = pygame.Rect(vx + m, vy + m, vw - 2 * m, vh - 2 * m)
        setattr(r, self.corner, getattr(inner, self.corner))
        return r

    def to_world(self, rect: pygame.Rect, pos: tuple[float, float]) -> Point:
        """The world point under a minimap pixel."""
        w, h = self.world[2] - self.world[0], self.world[3] - self.world[1]
        return (self.world[0] + (pos[0] - rect.x) * w / rect.width,
                self.world[1] + (pos[1] - rect.y) * h / rect.height)

    def to_minimap(self, rect: pygame.Rect, x: float, y: float) -> tuple[float, float]:
        """The minimap pixel of a world point."""
        w, h = self.world[2] - self.world[0], self.world[3] - self.world[1]
        return (rect.x + (x - self.world[0]) * rect.width / w, rect.y + (y - self.world[1]) * rect.height / h)

    def picture(self, overview: pygame.Surface, version: int, size: tuple[int, int]) -> pygame.Surface:
        """The overview scaled smoothly to the minimap, kept until the overlay or size changes."""
        key = (version, size)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, pygame.transform.smoothscale(overview, size))
        return self._picture[1]

    def area(self, viewport: tuple[int, int, int, int]) -> pygame.Rect:
        """Where draw paints on screen: the minimap with its frame."""
        return self.rect(viewport).inflate(2 * FRAME_PX, 2 * FRAME_PX)

    def draw(self, target: pygame.Surface, camera: Camera, overview: pygame.Surface, version: int) -> pygame.Rect:
        """Frame, picture and the camera's view rectangle (clipped to the minimap)."""
        r = self.rect(camera.viewport)
        frame = r.inflate(2 * FRAME_PX, 2 * FRAME_PX)
        pygame.draw.rect(target, PANEL_EDGE, frame, border_radius=FRAME_PX)
        pygame.draw.rect(target, PANEL, r.inflate(2, 2))
        target.blit(self.picture(overview, version, r.size), r.topleft)
        x0, y0, x1, y1 = camera.visible_world()
        a = self.to_minimap(r, x0, y0)
        b = self.to_minimap(r, x1, y1)
        view = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1])).clip(r)
        if view.width > 0 and view.height > 0:
            pygame.draw.rect(target, HIGHLIGHT, view, VIEW_LINE_PX)
        return frame
