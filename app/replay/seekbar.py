"""The seek bar: one pixel range over every step, with a tick per bookmark (rounds taller)."""
from __future__ import annotations

from typing import Sequence

import pygame

from app.scenes import style
from engine.kernel.milestones import Bookmark

TRACK_SHARE = 0.3  # the track's height as a share of the bar's


class SeekBar:
    """Maps x to a step index and back; the scene feeds it clicks and drags."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.total = 0
        self.marks: Sequence[Bookmark] = ()
        self.dragging = False
        self.flags: Sequence[tuple[int, tuple[int, int, int]]] = ()   # (step, colour): the analysis' flagged moves
        self._ticks: pygame.Surface | None = None

    def layout(self, rect: pygame.Rect, total: int, marks: Sequence[Bookmark]) -> None:
        self.rect, self.total, self.marks = pygame.Rect(rect), total, marks
        self._ticks = None

    @property
    def _span(self) -> tuple[int, int]:
        inset = self.rect.h // 2
        return self.rect.x + inset, max(1, self.rect.w - 2 * inset)

    def x_of(self, index: int) -> int:
        left, width = self._span
        return left + round(width * index / self.total) if self.total else left

    def index_at(self, x: float) -> int:
        """The step nearest to `x`, clamped to 0..total."""
        left, width = self._span
        return max(0, min(self.total, round((x - left) / width * self.total)))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def flag_near(self, x: float, tolerance: int) -> int | None:
        """The step of the flagged move whose notch is within `tolerance` pixels of `x`."""
        near = sorted((abs(self.x_of(step) - x), step) for step, _ in self.flags if abs(self.x_of(step) - x) <= tolerance)
        return near[0][1] if near else None

    def mark_near(self, x: float, tolerance: int) -> Bookmark | None:
        """The bookmark whose tick is within `tolerance` pixels of `x` (rounds first)."""
        near = [m for m in self.marks if abs(self.x_of(m.cursor) - x) <= tolerance]
        near.sort(key=lambda m: (not m.major, abs(self.x_of(m.cursor) - x)))
        return near[0] if near else None

    def _tick_layer(self) -> pygame.Surface:
        """Bookmark ticks drawn once per layout (there may be hundreds)."""
        if self._ticks is None:
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            h = self.rect.h
            for mark in self.marks:
                x = self.x_of(mark.cursor) - self.rect.x
                if mark.major:
                    pygame.draw.line(layer, style.ACCENT, (x, 1), (x, h - 2), 2)
                else:
                    pygame.draw.line(layer, style.MUTED, (x, h // 4), (x, h - h // 4), 1)
            self._ticks = layer
        return self._ticks

    def draw(self, surface: pygame.Surface, cursor: int) -> None:
        r = self.rect
        track_h = max(4, round(r.h * TRACK_SHARE))
        left, width = self._span
        track = pygame.Rect(left, r.centery - track_h // 2, width, track_h)
        pygame.draw.rect(surface, style.PANEL_EDGE, track, border_radius=track_h // 2)
        done = pygame.Rect(track.x, track.y, self.x_of(cursor) - track.x, track_h)
        if done.w > 0:
            pygame.draw.rect(surface, style.SELECTED, done, border_radius=track_h // 2)
        surface.blit(self._tick_layer(), r.topleft)
        for step, colour in self.flags:     # a flagged move: a coloured notch under the track, at its decision
            x = self.x_of(step)
            tri = [(x, track.bottom + 1), (x - 5, r.bottom), (x + 5, r.bottom)]
            pygame.draw.polygon(surface, colour, tri)
            pygame.draw.polygon(surface, style.PANEL, tri, 1)
        knob = (self.x_of(cursor), r.centery)
        pygame.draw.circle(surface, style.TEXT, knob, r.h // 2 - 1)
        pygame.draw.circle(surface, style.SELECTED, knob, r.h // 2 - 4)
