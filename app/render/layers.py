"""Cached layers: draw what did not change once, then blit it as one surface per frame.

A table scene changes only when the game state (or hover) changes, so its static part —
table, panels, boards, dice at rest — can live in one opaque layer keyed by, say, the state
hash. Rebuilding happens on the frame after an action; every other frame is one blit.
"""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from app.render.cache import optimised


class CachedLayer:
    """A surface rebuilt by `build(surface)` only when `key` differs from the last one."""

    def __init__(self, size: tuple[int, int], opaque: bool = True) -> None:
        self.size = size
        self.opaque = opaque
        self.surface = self._new()
        self._key: Hashable | None = None
        self._built = False
        self.rebuilds = 0

    def _new(self) -> pygame.Surface:
        if self.opaque:
            return optimised(pygame.Surface(self.size))
        return optimised(pygame.Surface(self.size, pygame.SRCALPHA))

    def invalidate(self) -> None:
        """Force a rebuild on the next draw (e.g. after a language or window change)."""
        self._built = False

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self.size = size
            self.surface = self._new()
            self._built = False

    def get(self, key: Hashable, build: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer surface, rebuilt first if the key changed."""
        if not self._built or key != self._key:
            if not self.opaque:
                self.surface.fill((0, 0, 0, 0))
            build(self.surface)
            self._key = key
            self._built = True
            self.rebuilds += 1
        return self.surface

    def draw(self, target: pygame.Surface, key: Hashable,
             build: Callable[[pygame.Surface], None], pos: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """Blit the (possibly rebuilt) layer onto the target."""
        return target.blit(self.get(key, build), pos)
