"""Window areas: what is left of a rectangle once something opaque lies over part of it."""
from __future__ import annotations

from typing import Callable

import pygame

BAR_PAD, BAR_GAP = 12, 6   # an overlay's bar: its margin inside the box, the gap under each button (at 1280x720)


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


def centred(area: pygame.Rect, width_share: float, height_share: float) -> pygame.Rect:
    """A box of the given shares of `area`'s width and height, centred on it (an overlay over a map)."""
    box = pygame.Rect(0, 0, round(area.w * width_share), round(area.h * height_share))
    box.center = area.center
    return box


def bar_inside(box: pygame.Rect, rows: int, button_px: int, scale: float) -> pygame.Rect:
    """Room along the bottom of `box` for an action bar of `rows` buttons `button_px` tall at 1280x720, scaled."""
    pad = round(BAR_PAD * scale)
    height = round(rows * (button_px + BAR_GAP) * scale)
    return pygame.Rect(box.x + pad, box.bottom - pad - height, box.w - 2 * pad, height)


def hidden(rect: pygame.Rect, hole: pygame.Rect | None) -> bool:
    """Whether `rect` lies wholly under `hole` (nothing of it can show)."""
    return hole is not None and hole.contains(rect)


def draw_around(surface: pygame.Surface, hole: pygame.Rect | None, draw: Callable[[], object],
                reach: pygame.Rect | None = None) -> None:
    """Run `draw` clipped to each part of the surface's clip outside `hole` that meets `reach` (where it paints, if
    known), just once when `hole` does not meet them, so nothing it paints lands under `hole`: a window area whose
    shown pixels are kept as they are."""
    clip = surface.get_clip()
    area = clip if reach is None else clip.clip(reach)
    if hole is None or not hole.colliderect(area):
        draw()
        return
    for part in around(area, hole):
        surface.set_clip(part)
        draw()
    surface.set_clip(clip)


def fill(surface: pygame.Surface, colour: tuple[int, ...], rect: pygame.Rect, special_flags: int = 0) -> None:
    """Surface.fill kept inside the surface's clip: pygame-ce 2.5 fills a rectangle lying wholly outside the clip
    unclipped (a pass redrawing another area would paint, or darken again, what it must leave alone)."""
    part = pygame.Rect(rect).clip(surface.get_clip())
    if part.width > 0 and part.height > 0:
        surface.fill(colour, part, special_flags=special_flags)
