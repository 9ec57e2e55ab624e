"""Simple buttons, panels and banners drawn in the table's style (for in-table controls
that are not pygame-gui elements). Each look is rendered once and cached.
"""

from __future__ import annotations

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, shadow, vertical_gradient
from app.render.glyphs import glyph
from app.render.palette import (
    CREAM, DANGER, GOLD, GOLD_DARK, GOLD_LIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, RADIUS_M,
    RGB, SPACE_M, TEXT_L, TEXT_M, darken, lighten, mix,
)

_CACHE = new_cache(512, max_mb=8)


def _with_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def panel(size: tuple[int, int], title: str = "", radius: int = RADIUS_M + 4,
          fill: RGB = PANEL) -> pygame.Surface:
    """A dark wooden-edged panel with an optional title strip (exact size, no margin)."""
    key = ("panel", size, title, radius, fill)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    body = _with_alpha(vertical_gradient((w, h), lighten(fill, 0.06), darken(fill, 0.12)))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 240), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(body, (0, 0))
    c = Canvas(w, h, PANEL_EDGE, scale=2)
    c.rrect(0, 0, w, h, (*PANEL_EDGE, 255), radius, width=2)
    c.rrect(3, 3, w - 6, h - 6, (*darken(PANEL_EDGE, 0.45), 255), radius - 2, width=1)
    out.blit(c.done(), (0, 0))
    if title:
        t = fonts.text(title, TEXT_L, GOLD_LIGHT, title=True)
        out.blit(t, t.get_rect(midtop=(w // 2, SPACE_M - 2)))
        y = SPACE_M + t.get_height()
        pygame.draw.line(out, mix(PANEL_EDGE, PANEL, 0.3), (SPACE_M, y), (w - SPACE_M, y), 1)
    return _CACHE.put(key, out)


def banner(text: str, size: int = TEXT_L, colour: RGB = (143, 47, 40)) -> pygame.Surface:
    """A ribbon banner with swallow-tail ends, for headings such as "Round 3"."""
    key = ("banner", text, size, colour)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    t = fonts.text_shadowed(text, size, GOLD_LIGHT, offset=1, title=True)
    h = t.get_height() + size // 2
    tail = h * 0.7
    w = t.get_width() + 2 * tail + size
    c = Canvas(w, h, darken(colour, 0.5))
    for sx in (0, w - tail - h * 0.2):
        c.poly([(sx, h * 0.18), (sx + tail + h * 0.2, h * 0.18), (sx + tail + h * 0.2, h),
                (sx, h), (sx + tail * 0.45, h * 0.59)], darken(colour, 0.35))
    c.rrect(tail * 0.7, 0, w - tail * 1.4, h * 0.86, darken(colour, 0.45), 3)
    c.rrect(tail * 0.7 + 2, 2, w - tail * 1.4 - 4, h * 0.86 - 4, colour, 2)
    c.rrect(tail * 0.7 + 4, 4, w - tail * 1.4 - 8, h * 0.86 - 8, GOLD_DARK, 2, width=1)
    surf = c.done()
    surf.blit(t, t.get_rect(center=(w / 2, h * 0.43)))
    return _CACHE.put(key, surf)


class Button:
    """A clickable button: rect, label, optional icon; `handle(event)` returns True on click.

    Looks: normal, hover, pressed, disabled (and `primary` for the main action in gold).
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 icon: str = "", primary: bool = False, enabled: bool = True,
                 size: int = TEXT_M) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.icon = icon
        self.primary = primary
        self.enabled = enabled
        self.size = size
        self.hovered = False
        self.pressed = False

    @property
    def look(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        return "hover" if self.hovered else "normal"

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed mouse events; True exactly when a click (press and release inside) completes."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.enabled and self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self.pressed and self.enabled and self.rect.collidepoint(event.pos)
            self.pressed = False
            return clicked
        return False

    def draw(self, surface: pygame.Surface) -> None:
        img = button_surface(self.rect.size, self.label, self.look, self.primary, self.icon,
                             self.size)
        blur = 4
        if self.look != "pressed":
            surface.blit(shadow(self.rect.size, RADIUS_M, blur, 100),
                         (self.rect.x - blur + 1, self.rect.y - blur + 3))
        surface.blit(img, self.rect.move(0, 1 if self.look == "pressed" else 0))


def button_surface(size: tuple[int, int], label: str, look: str = "normal",
                   primary: bool = False, icon: str = "", text_size: int = TEXT_M) -> pygame.Surface:
    """The cached face of a button in one look."""
    key = ("button", size, label, look, primary, icon, text_size)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    w, h = size
    if primary:
        top, bottom, ink, edge = GOLD_LIGHT, GOLD, INK, GOLD_DARK
    else:
        top, bottom, ink, edge = lighten(PANEL_LIGHT, 0.12), PANEL, CREAM, PANEL_EDGE
    if look == "hover":
        top, bottom = lighten(top, 0.12), lighten(bottom, 0.12)
    elif look == "pressed":
        top, bottom = darken(bottom, 0.1), top
    elif look == "disabled":
        top, bottom = mix(top, (90, 90, 90), 0.7), mix(bottom, (70, 70, 70), 0.7)
        ink, edge = (150, 150, 150), (100, 100, 100)
    grad = _with_alpha(vertical_gradient((w, h), top, bottom))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=RADIUS_M)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c = Canvas(w, h, edge, scale=2)
    c.rrect(0, 0, w, h, (*edge, 255), RADIUS_M, width=2)
    grad.blit(c.done(), (0, 0))
    t = fonts.text(label, fonts.fit_size(label, w - 2 * SPACE_M - (h if icon else 0), text_size,
                                         9, bold=True), ink, bold=True)
    if icon:
        g = glyph(icon, round(h * 0.5), ink)
        total = g.get_width() + 6 + t.get_width()
        x = (w - total) // 2
        grad.blit(g, g.get_rect(midleft=(x, h // 2)))
        grad.blit(t, t.get_rect(midleft=(x + g.get_width() + 6, h // 2)))
    else:
        grad.blit(t, t.get_rect(center=(w // 2, h // 2)))
    return _CACHE.put(key, grad)


def error_flash(size: tuple[int, int], radius: int = RADIUS_M) -> pygame.Surface:
    """A red outline to flash over something clicked illegally."""
    key = ("err", size, radius)
    surf = _CACHE.get(key)
    if surf is None:
        c = Canvas(size[0], size[1], DANGER, scale=2)
        c.rrect(0, 0, size[0], size[1], (*DANGER, 255), radius, width=3)
        surf = _CACHE.put(key, c.done())
    return surf


def pill(text: str, size: int = TEXT_M, fill: RGB = PANEL, ink: RGB = CREAM,
         edge: RGB = GOLD_DARK) -> pygame.Surface:
    """A rounded label chip (player names, phase names)."""
    key = ("pill", text, size, fill, ink, edge)
    surf = _CACHE.get(key)
    if surf is None:
        t = fonts.text(text, size, ink, bold=True)
        h = t.get_height() + size // 2
        w = t.get_width() + h
        c = Canvas(w, h, edge, scale=2)
        c.rrect(0, 0, w, h, (*edge, 255), h / 2)
        c.rrect(1.5, 1.5, w - 3, h - 3, (*fill, 255), h / 2 - 1.5)
        surf = c.done()
        surf.blit(t, t.get_rect(center=(w / 2, h / 2)))
        surf = _CACHE.put(key, surf)
    return surf
