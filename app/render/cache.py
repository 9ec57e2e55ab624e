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


MB = 1024 * 1024


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


class SurfaceCache:
    """A small LRU cache of rendered surfaces, keyed by anything hashable, bounded both in
    entries and in pixel bytes (so a burst of big surfaces cannot blow the memory budget)."""

    def __init__(self, capacity: int = 2048, max_bytes: int = 16 * MB) -> None:
        self.capacity = capacity
        self.max_bytes = max_bytes
        self.bytes = 0
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
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        while len(self._items) > 1 and (len(self._items) > self.capacity
                                        or self.bytes > self.max_bytes):
            _, evicted = self._items.popitem(last=False)
            self.bytes -= surface_bytes(evicted)
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)


ALL_CACHES: list[SurfaceCache] = []


def new_cache(capacity: int = 2048, max_mb: float = 16) -> SurfaceCache:
    """A registered cache, so clear_all() can drop every rendered surface (e.g. on resize)."""
    cache = SurfaceCache(capacity, round(max_mb * MB))
    ALL_CACHES.append(cache)
    return cache


def clear_all() -> None:
    """Drop every cached surface (after a display re-init, a resize or a language change)."""
    for cache in ALL_CACHES:
        cache.clear()
