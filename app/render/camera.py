"""A pan/zoom camera mapping world coordinates (map pixels) to the screen and back.

Pure math, no pygame: scenes feed it mouse drags and wheel steps, renderers ask it where
things go. Zoom is clamped and keeps the point under the cursor fixed; panning is clamped
so the world never scrolls entirely out of view.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Camera:
    """World→screen: screen = (world - offset) * zoom + viewport origin.

    `offset` is the world point shown at the viewport's top-left corner. `world` is the
    world rectangle (x0, y0, x1, y1) that must stay reachable; None disables pan clamping.
    """

    viewport: tuple[int, int, int, int]          # x, y, w, h on screen
    offset: tuple[float, float] = (0.0, 0.0)
    zoom: float = 1.0
    min_zoom: float = 0.25
    max_zoom: float = 4.0
    world: tuple[float, float, float, float] | None = None
    zoom_step: float = 1.15
    movable: bool = True                         # False: a table laid out to fit its area (no pan, no zoom)

    @classmethod
    def fixed(cls, viewport: tuple[int, int, int, int]) -> Camera:
        """World = window pixels: for tables that lay themselves out to the area they are given."""
        return cls(viewport, offset=(float(viewport[0]), float(viewport[1])), min_zoom=1.0, max_zoom=1.0,
                   movable=False)

    def __post_init__(self) -> None:
        if not 0 < self.min_zoom <= self.max_zoom:
            raise ValueError("need 0 < min_zoom <= max_zoom")
        self.zoom = min(max(self.zoom, self.min_zoom), self.max_zoom)
        self.clamp()

    def world_to_screen(self, x: float, y: float) -> tuple[float, float]:
        vx, vy = self.viewport[0], self.viewport[1]
        return ((x - self.offset[0]) * self.zoom + vx, (y - self.offset[1]) * self.zoom + vy)

    def screen_to_world(self, x: float, y: float) -> tuple[float, float]:
        vx, vy = self.viewport[0], self.viewport[1]
        return ((x - vx) / self.zoom + self.offset[0], (y - vy) / self.zoom + self.offset[1])

    def world_rect_to_screen(self, rect: tuple[float, float, float, float]
                             ) -> tuple[float, float, float, float]:
        """(x, y, w, h) in the world → (x, y, w, h) on screen."""
        sx, sy = self.world_to_screen(rect[0], rect[1])
        return (sx, sy, rect[2] * self.zoom, rect[3] * self.zoom)

    def visible_world(self) -> tuple[float, float, float, float]:
        """The world rectangle (x0, y0, x1, y1) currently on screen, for culling."""
        w, h = self.viewport[2], self.viewport[3]
        return (self.offset[0], self.offset[1],
                self.offset[0] + w / self.zoom, self.offset[1] + h / self.zoom)

    def pan_screen(self, dx: float, dy: float) -> None:
        """Move the view by a screen-pixel drag (the world follows the mouse)."""
        if not self.movable:
            return
        self.offset = (self.offset[0] - dx / self.zoom, self.offset[1] - dy / self.zoom)
        self.clamp()

    def set_zoom(self, zoom: float, anchor: tuple[float, float] | None = None) -> None:
        """Zoom to an absolute level, keeping the screen point `anchor` fixed over the world."""
        if anchor is None:
            anchor = (self.viewport[0] + self.viewport[2] / 2.0,
                      self.viewport[1] + self.viewport[3] / 2.0)
        if not self.movable:
            return
        wx, wy = self.screen_to_world(*anchor)
        self.zoom = min(max(zoom, self.min_zoom), self.max_zoom)
        self.offset = (wx - (anchor[0] - self.viewport[0]) / self.zoom,
                       wy - (anchor[1] - self.viewport[1]) / self.zoom)
        self.clamp()

    def zoom_at(self, steps: float, anchor: tuple[float, float]) -> None:
        """Mouse-wheel zoom: `steps` wheel notches (positive = in) about the cursor."""
        self.set_zoom(self.zoom * self.zoom_step ** steps, anchor)

    def center_on(self, x: float, y: float) -> None:
        """Put a world point in the middle of the viewport."""
        self.offset = (x - self.viewport[2] / 2.0 / self.zoom,
                       y - self.viewport[3] / 2.0 / self.zoom)
        self.clamp()

    def fit(self, rect: tuple[float, float, float, float], margin: float = 0.0) -> None:
        """Zoom and pan so the world rectangle (x0, y0, x1, y1) fills the viewport."""
        w = max(rect[2] - rect[0] + 2 * margin, 1e-9)
        h = max(rect[3] - rect[1] + 2 * margin, 1e-9)
        self.zoom = min(max(min(self.viewport[2] / w, self.viewport[3] / h),
                            self.min_zoom), self.max_zoom)
        self.center_on((rect[0] + rect[2]) / 2.0, (rect[1] + rect[3]) / 2.0)

    def clamp(self) -> None:
        """Keep the world in view: when it is smaller than the viewport it is centred,
        otherwise the viewport may not scroll past the world's edges."""
        if self.world is None:
            return
        x0, y0, x1, y1 = self.world
        view_w = self.viewport[2] / self.zoom
        view_h = self.viewport[3] / self.zoom
        self.offset = (_clamp_axis(self.offset[0], x0, x1, view_w),
                       _clamp_axis(self.offset[1], y0, y1, view_h))


def _clamp_axis(offset: float, lo: float, hi: float, view: float) -> float:
    span = hi - lo
    if span <= view:
        return lo - (view - span) / 2.0
    return min(max(offset, lo), hi - view)
