"""Round tokens and markers: coins, icon tokens, number badges, wooden markers, stars.

All functions return cached surfaces. Round tokens carry a margin for shadow and glow
like dice (blit with `blit_token(target, surf, center)`; the token spans `size` pixels);
counters and star rows are flat labels returned at their exact size.
"""

from __future__ import annotations

from typing import Callable

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, circle_glow, dimmed, shadow, star_points
from app.render.glyphs import glyph
from app.render.palette import (
    CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, HIGHLIGHT, INK, PANEL, PANEL_EDGE, RGB, SELECT,
    darken, hex_rgb, lighten, luminance,
)

STATES = ("normal", "highlight", "selected", "dimmed")
WOOD_MARKER = hex_rgb("#c8955a")

_CACHE = new_cache(1024, max_mb=6)


def margin(size: int) -> int:
    return max(4, round(size * 0.2))


def blit_token(target: pygame.Surface, surf: pygame.Surface,
               center: tuple[float, float]) -> pygame.Rect:
    """Blit a round token (or any centred surface) at `center`."""
    rect = surf.get_rect(center=(round(center[0]), round(center[1])))
    return target.blit(surf, rect)


def hit_circle(center: tuple[float, float], size: int, x: float, y: float) -> bool:
    """Whether (x, y) falls on a round token of `size` drawn at `center`."""
    return (x - center[0]) ** 2 + (y - center[1]) ** 2 <= (size / 2) ** 2


def _cached(key: tuple[object, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, build())
    return surf


def _round_token(face: pygame.Surface, size: int, state: str) -> pygame.Surface:
    """Shadow, lift, glow and dimming around a round face of diameter `size`."""
    if state not in STATES:
        raise ValueError(f"unknown token state {state!r}; one of {STATES}")
    m = margin(size)
    out = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    lift = round(size * 0.08) if state == "selected" else 0
    blur = max(2, size // 10)
    off = max(1, size // 20) + lift
    out.blit(shadow((size, size), size // 2, blur, 110), (m - blur + off // 2, m - blur + off))
    out.blit(dimmed(face) if state == "dimmed" else face, (m, m - lift))
    if state in ("highlight", "selected"):
        ring = circle_glow(size, HIGHLIGHT if state == "highlight" else SELECT, spread=m - 1,
                           width=max(2, size // 16))
        out.blit(ring, (1, 1 - lift))
    return out


def _disc(size: int, body: RGB, rim: RGB, ring: RGB | None = None) -> Canvas:
    """A thick round token seen from above: darker rim below, raised face, inner ring."""
    c = Canvas(size, size, rim)
    r = size / 2
    c.circle(r, r, r, rim)
    c.circle(r, r - size * 0.035, r * 0.93, body)
    c.circle(r, r - size * 0.035, r * 0.93, lighten(body, 0.25), width=max(0.6, size * 0.025))
    if ring is not None:
        c.circle(r, r - size * 0.035, r * 0.72, ring, width=max(0.6, size * 0.035))
    return c


def coin(size: int, value: int | None = None, state: str = "normal") -> pygame.Surface:
    """A gold coin; with a value it shows the number, otherwise a coin mark."""
    def build() -> pygame.Surface:
        face = _disc(size, GOLD, GOLD_DARK, GOLD_LIGHT).done()
        cy = size / 2 - size * 0.035
        if value is None:
            g = glyph("coin", round(size * 0.46), darken(GOLD, 0.35))
            face.blit(g, g.get_rect(center=(size / 2, cy)))
        else:
            t = fonts.text(str(value), fonts.fit_size(str(value), round(size * 0.62),
                                                      round(size * 0.5), 6, bold=True),
                           darken(GOLD, 0.6), bold=True)
            face.blit(t, t.get_rect(center=(size / 2, cy)))
        return _round_token(face, size, state)
    return _cached(("coin", size, value, state), build)


def icon_token(name: str, size: int, body: RGB, state: str = "normal",
               ink: RGB | None = None) -> pygame.Surface:
    """A generic round token with a glyph (monsters, resources, objective marks...)."""
    def build() -> pygame.Surface:
        colour = ink or (INK if luminance(body) > 0.55 else CREAM)
        face = _disc(size, body, darken(body, 0.45), lighten(body, 0.3)).done()
        g = glyph(name, round(size * 0.52), colour)
        face.blit(g, g.get_rect(center=(size / 2, size / 2 - size * 0.035)))
        return _round_token(face, size, state)
    return _cached(("icon", name, size, body, state, ink), build)


def marker(colour: RGB, size: int, state: str = "normal", glyph_name: str = "") -> pygame.Surface:
    """A wooden cylinder marker in a seat's colour seen from above (a place on a track, a score).

    glyph_name optionally engraves a symbol (e.g. the colour's die glyph) for colour-blind play.
    """
    def build() -> pygame.Surface:
        c = Canvas(size, size, darken(colour, 0.5))
        r = size / 2
        c.circle(r, r, r, darken(colour, 0.45))
        c.circle(r, r - size * 0.06, r * 0.9, colour)
        c.ellipse(size * 0.22, size * 0.12, size * 0.4, size * 0.22, lighten(colour, 0.22))
        c.circle(r, r - size * 0.06, r * 0.9, darken(colour, 0.15), width=max(0.6, size * 0.03))
        face = c.done()
        if glyph_name:
            ink = INK if luminance(colour) > 0.55 else CREAM
            g = glyph(glyph_name, round(size * 0.44), ink)
            face.blit(g, g.get_rect(center=(r, r - size * 0.06)))
        return _round_token(face, size, state)
    return _cached(("marker", colour, size, state, glyph_name), build)


def first_player(size: int, state: str = "normal") -> pygame.Surface:
    """The first-player marker: a wooden disc with a banner flag."""
    def build() -> pygame.Surface:
        face = _disc(size, WOOD_MARKER, darken(WOOD_MARKER, 0.5), darken(WOOD_MARKER, 0.2)).done()
        g = glyph("flag", round(size * 0.54), hex_rgb("#8f2f28"), outline=darken(WOOD_MARKER, 0.6))
        face.blit(g, g.get_rect(center=(size / 2 + size * 0.03, size / 2 - size * 0.04)))
        return _round_token(face, size, state)
    return _cached(("first", size, state), build)


def counter(value: int | str, size: int, fill: RGB = PANEL, ink: RGB = CREAM,
            edge: RGB = PANEL_EDGE, icon: str = "") -> pygame.Surface:
    """A number in a badge (a circle, or a pill when the text is wide), optional leading icon.

    `size` is the badge height; the surface is exactly the badge (no margin).
    """
    def build() -> pygame.Surface:
        label = str(value)
        t = fonts.text(label, round(size * 0.6), ink, bold=True)
        g = glyph(icon, round(size * 0.62), ink) if icon else None
        inner = t.get_width() + (g.get_width() + round(size * 0.12) if g else 0)
        w = max(size, inner + round(size * 0.5))
        c = Canvas(w, size, edge)
        c.rrect(0, 0, w, size, edge, size / 2)
        c.rrect(size * 0.08, size * 0.08, w - size * 0.16, size * 0.84, fill, size * 0.42)
        surf = c.done()
        x = (w - inner) // 2
        if g is not None:
            surf.blit(g, g.get_rect(midleft=(x, size / 2)))
            x += g.get_width() + round(size * 0.12)
        surf.blit(t, t.get_rect(midleft=(x, size / 2 + 0.5)))
        return surf
    return _cached(("counter", str(value), size, fill, ink, edge, icon), build)


def stars(count: int, size: int, colour: RGB = GOLD, outline: RGB = GOLD_DARK,
          negative: bool = False) -> pygame.Surface:
    """A row of reputation/score stars; negative stars are drawn hollow and dark."""
    def build() -> pygame.Surface:
        n = max(0, count)
        gap = max(1, size // 8)
        surf = pygame.Surface((max(1, n * size + max(0, n - 1) * gap), size), pygame.SRCALPHA)
        for i in range(n):
            c = Canvas(size, size, outline)
            pts = star_points(size / 2, size * 0.54, size * 0.48, size * 0.2)
            c.poly(pts, outline)
            inner = star_points(size / 2, size * 0.54, size * 0.36, size * 0.15)
            c.poly(inner, darken(colour, 0.6) if negative else colour)
            surf.blit(c.done(), (i * (size + gap), 0))
        return surf
    return _cached(("stars", count, size, colour, outline, negative), build)
