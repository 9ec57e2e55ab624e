"""Window areas: what is left of a rectangle once something opaque lies over part of it."""
from __future__ import annotations

import pygame


def around(whole: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """The parts of `whole` outside `hole` (all of it without one): the strips above and below it, then beside it."""
    if hole is None or not hole.colliderect(whole):
        return [pygame.Rect(whole)] if whole.width > 0 and whole.height > 0 else []
    hole = hole.clip(whole)
    parts = [pygame.Rect(whole.x, whole.y, whole.w, hole.y - whole.y),
             pygame.Rect(whole.x, hole.bottom, whole.w, whole.bottom - hole.bottom),
             pygame.Rect(whole.x, hole.y, hole.x - whole.x, hole.h),
             pygame.Rect(hole.right, hole.y, whole.right - hole.right, hole.h)]
    return [p for p in parts if p.width > 0 and p.height > 0]


def hidden(rect: pygame.Rect, hole: pygame.Rect | None) -> bool:
    """Whether `rect` lies wholly under `hole` (nothing of it can show)."""
    return hole is not None and hole.contains(rect)
