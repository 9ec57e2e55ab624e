"""Rendered-surface caching: every component renders once per look and then only blits."""

from __future__ import annotations

from collections import OrderedDict

import pygame


def optimised(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format (fast blits) once a display exists; opaque
    surfaces stay opaque (an opaque blit is about 3× cheaper than a per-pixel-alpha one)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        if surf.get_flags() & pygame.SRCALPHA:
            return surf.convert_alpha()
        return surf.convert()
    return surf


class SurfaceCache:
    """A small LRU cache of rendered surfaces, keyed by anything hashable."""

    def __init__(self, capacity: int = 2048) -> None:
        self.capacity = capacity
        self._items: OrderedDict[object, pygame.Surface] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: object) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self.hits += 1
        else:
            self.misses += 1
        return surf

    def put(self, key: object, surf: pygame.Surface) -> pygame.Surface:
        """Store (converted for fast blitting) and return the stored surface."""
        surf = optimised(surf)
        self._items[key] = surf
        self._items.move_to_end(key)
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._items.clear()

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)


ALL_CACHES: list[SurfaceCache] = []


def new_cache(capacity: int = 2048) -> SurfaceCache:
    """A registered cache, so clear_all() can drop every rendered surface (e.g. on resize)."""
    cache = SurfaceCache(capacity)
    ALL_CACHES.append(cache)
    return cache


def clear_all() -> None:
    for cache in ALL_CACHES:
        cache.clear()
