"""Hover tooltips: a wrapped text box near the cursor, kept on screen, shown after a delay.

The scene tells the Tooltip what is under the mouse each frame (`hover(text)`); the box
appears once the same text has been hovered for `delay` seconds and is rendered once per
text (cached), so showing it costs one blit.
"""

from __future__ import annotations

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, shadow
from app.render.palette import (
    CREAM, GOLD_LIGHT, PANEL, PANEL_EDGE, RADIUS_M, SPACE_M, SPACE_S, TEXT_M, darken,
)

CURSOR_OFFSET = (18, 22)
SCREEN_PAD = 6

_CACHE = new_cache(256, max_mb=4)


def render_box(body: str, title: str = "", max_width: int = 340,
               size: int = TEXT_M) -> pygame.Surface:
    """The tooltip box (with its shadow) for a text and optional bold title."""
    key = (body, title, max_width, size)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    inner_w = max_width - 2 * SPACE_M
    f = fonts.font(size)
    widest = max((f.size(line)[0] for line in fonts.wrap(body, f, inner_w)), default=0)
    head = None
    if title:
        head = fonts.text_block(title, size + 1, inner_w, GOLD_LIGHT, bold=True)
        tf = fonts.font(size + 1, bold=True)
        widest = max(widest, max(tf.size(line)[0] for line in fonts.wrap(title, tf, inner_w)))
    text_w = max(1, min(inner_w, widest))
    block = fonts.text_block(body, size, text_w, CREAM) if body else None
    h = (head.get_height() if head else 0) + (block.get_height() if block else 0)
    h += SPACE_S // 2 if head and block else 0
    w, h = text_w + 2 * SPACE_M, h + 2 * SPACE_S + 2
    blur = 6
    out = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    out.blit(shadow((w, h), RADIUS_M, blur, 130), (2, 4))
    c = Canvas(w, h, PANEL_EDGE, scale=2)
    c.rrect(0, 0, w, h, (*PANEL_EDGE, 255), RADIUS_M)
    c.rrect(1.5, 1.5, w - 3, h - 3, (*PANEL, 245), RADIUS_M - 1)
    out.blit(c.done(), (blur, blur))
    y = blur + SPACE_S + 1
    if head:
        out.blit(head, (blur + SPACE_M, y))
        y += head.get_height() + SPACE_S // 2
        pygame.draw.line(out, darken(PANEL_EDGE, 0.2), (blur + SPACE_M, y - SPACE_S // 4 - 1),
                         (blur + w - SPACE_M, y - SPACE_S // 4 - 1))
    if block:
        out.blit(block, (blur + SPACE_M, y))
    return _CACHE.put(key, out)


def place(box: tuple[int, int], mouse: tuple[int, int], screen: tuple[int, int],
          offset: tuple[int, int] = CURSOR_OFFSET) -> tuple[int, int]:
    """Top-left for a box of size `box` near the mouse, flipped/clamped to stay on screen."""
    w, h = box
    sw, sh = screen
    x = mouse[0] + offset[0]
    y = mouse[1] + offset[1]
    if x + w > sw - SCREEN_PAD:
        x = mouse[0] - offset[0] // 2 - w
    if y + h > sh - SCREEN_PAD:
        y = mouse[1] - offset[1] // 2 - h
    x = max(SCREEN_PAD, min(x, sw - SCREEN_PAD - w))
    y = max(SCREEN_PAD, min(y, sh - SCREEN_PAD - h))
    return (x, y)


class Tooltip:
    """Hover state machine: call hover() every frame, update(dt), then draw()."""

    def __init__(self, delay: float = 0.45, max_width: int = 340) -> None:
        self.delay = delay
        self.max_width = max_width
        self._text: tuple[str, str] | None = None
        self._timer = 0.0

    def hover(self, body: str | None, title: str = "") -> None:
        """What the mouse is over now (None = nothing with a tooltip)."""
        key = None if body is None else (body, title)
        if key != self._text:
            self._text = key
            self._timer = 0.0

    def update(self, dt: float) -> None:
        if self._text is not None:
            self._timer += dt

    @property
    def visible(self) -> bool:
        return self._text is not None and self._timer >= self.delay

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> pygame.Rect | None:
        if not self.visible or self._text is None:
            return None
        box = render_box(self._text[0], self._text[1], self.max_width)
        x, y = place(box.get_size(), mouse, surface.get_size())
        return surface.blit(box, (x, y))
