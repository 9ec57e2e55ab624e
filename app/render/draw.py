"""Drawing primitives shared by the components: supersampled shapes, shadows, glows.

pygame's filled shapes are not anti-aliased, so components draw their shapes at SS times
the size and scale down once (the result is cached by the caller). Shadows and glows are
blurred once per size and cached here.
"""

from __future__ import annotations

import math

import pygame

from app.render.cache import new_cache
from app.render.palette import RGB

SS = 4  # supersampling factor for cached vector art
DIM_GREY_ALPHA = 190  # how much of a dimmed item turns grey (255 = all)
DIM_GREY = 120        # the mid grey dimmed items are pulled towards
DIM_WASH = 0.45       # how far they are pulled

_EFFECTS = new_cache(512, max_mb=8)


class Canvas:
    """A supersampled drawing surface: draw in final-pixel units, get a smooth result.

    `bg` tints the transparent background so smoothscaled edges fade towards that colour
    instead of black (use the outline colour of the art).
    """

    def __init__(self, w: int, h: int, bg: RGB = (0, 0, 0), scale: int = SS) -> None:
        self.w, self.h, self.k = max(1, int(w)), max(1, int(h)), scale
        self.surf = pygame.Surface((self.w * scale, self.h * scale), pygame.SRCALPHA)
        self.surf.fill((*bg, 0))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.k), round(y * self.k))

    def n(self, v: float) -> int:
        return max(1, round(v * self.k))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k))

    def poly(self, pts: list[tuple[float, float]], colour: RGB | tuple[int, int, int, int],
             width: float = 0) -> None:
        pygame.draw.polygon(self.surf, colour, [self.p(x, y) for x, y in pts],
                            self.n(width) if width else 0)

    def lines(self, pts: list[tuple[float, float]], colour: RGB | tuple[int, int, int, int], width: float,
              closed: bool = False) -> None:
        """Thick polyline with round joints (pygame's thick lines have ragged joints)."""
        sp = [self.p(x, y) for x, y in pts]
        w = self.n(width)
        pygame.draw.lines(self.surf, colour, closed, sp, w)
        for q in sp:
            pygame.draw.circle(self.surf, colour, q, w / 2)

    def circle(self, x: float, y: float, r: float, colour: RGB | tuple[int, int, int, int],
               width: float = 0) -> None:
        pygame.draw.circle(self.surf, colour, self.p(x, y), r * self.k,
                           self.n(width) if width else 0)

    def ellipse(self, x: float, y: float, w: float, h: float, colour: RGB, width: float = 0) -> None:
        pygame.draw.ellipse(self.surf, colour, self.rect(x, y, w, h), self.n(width) if width else 0)

    def rrect(self, x: float, y: float, w: float, h: float, colour: RGB | tuple[int, int, int, int],
              radius: float, width: float = 0) -> None:
        pygame.draw.rect(self.surf, colour, self.rect(x, y, w, h), self.n(width) if width else 0,
                         border_radius=round(radius * self.k))

    def line(self, a: tuple[float, float], b: tuple[float, float], colour: RGB, width: float) -> None:
        self.lines([a, b], colour, width)

    def done(self) -> pygame.Surface:
        """Scale down to the final size (one smoothscale, at build time only)."""
        if self.k == 1:
            return self.surf
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5,
                rot: float = -math.pi / 2) -> list[tuple[float, float]]:
    """Vertices of an n-pointed star."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    """A cached vertical gradient, built with a 1-pixel column and one scale."""
    key = ("grad", size, top, bottom)
    surf = _EFFECTS.get(key)
    if surf is None:
        col = pygame.Surface((1, max(2, size[1])))
        n = col.get_height()
        for y in range(n):
            t = y / (n - 1)
            col.set_at((0, y), tuple(round(top[i] + (bottom[i] - top[i]) * t) for i in range(3)))
        surf = _EFFECTS.put(key, pygame.transform.scale(col, size))
    return surf


def shadow(size: tuple[int, int], radius: int, blur: int = 6,
           alpha: int = 110) -> pygame.Surface:
    """A soft drop shadow for a rounded rectangle of `size`; blit it at (x - blur, y - blur).

    Blurring costs by area (a tooltip's took ~5 ms, on the frame that first shows it), so a long box's shadow is
    the blurred shadow of a small one with the same corners, its middle row and column stretched: along a straight
    edge the blur sees the same pixels everywhere, so the result is the same, pixel for pixel."""
    key = ("shadow", size, radius, blur, alpha)
    surf = _EFFECTS.get(key)
    if surf is None:
        reach = radius + max(1, blur // 2) + 1   # past the corner's curve and the blur's reach, edges are straight
        small = (min(size[0], 2 * reach + 1), min(size[1], 2 * reach + 1))
        surf = _EFFECTS.put(key, _blurred(small, radius, blur, alpha) if small == size
                            else _stretched(shadow(small, radius, blur, alpha), size, blur))
    return surf


def _blurred(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The rounded rectangle drawn `blur` pixels in from the edges and blurred."""
    w, h = size[0] + 2 * blur, size[1] + 2 * blur
    base = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(base, (0, 0, 0, alpha), (blur, blur, size[0], size[1]), border_radius=radius)
    return pygame.transform.gaussian_blur(base, max(1, blur // 2)) if blur > 0 else base


def _stretched(small: pygame.Surface, size: tuple[int, int], blur: int) -> pygame.Surface:
    """`small` (a shadow) widened and heightened to a shadow of `size` by repeating its middle column and row."""
    sw, sh = small.get_size()
    w, h = size[0] + 2 * blur, size[1] + 2 * blur
    mx, my = sw // 2, sh // 2
    cols = ((0, 0, mx, mx), (mx, mx, 1, w - sw + 1), (mx + 1, w - sw + mx + 1, sw - mx - 1, sw - mx - 1))
    rows = ((0, 0, my, my), (my, my, 1, h - sh + 1), (my + 1, h - sh + my + 1, sh - my - 1, sh - my - 1))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for sx, dx, pw, dw in cols:
        for sy, dy, ph, dh in rows:
            if min(pw, ph, dw, dh) <= 0:
                continue
            piece = small.subsurface((sx, sy, pw, ph))
            out.blit(piece if (pw, ph) == (dw, dh) else pygame.transform.scale(piece, (dw, dh)), (dx, dy),
                     special_flags=pygame.BLEND_RGBA_MAX)
    return out


def glow(size: tuple[int, int], radius: int, colour: RGB, spread: int = 8,
         width: int = 3, alpha: int = 230) -> pygame.Surface:
    """A glowing outline around a rounded rectangle of `size` (blit at x - spread)."""
    key = ("glow", size, radius, colour, spread, width, alpha)
    surf = _EFFECTS.get(key)
    if surf is None:
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        halo = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(halo, (*colour, alpha), (spread - width, spread - width,
                                                  size[0] + 2 * width, size[1] + 2 * width),
                         width * 2, border_radius=radius + width)
        halo = pygame.transform.gaussian_blur(halo, max(1, spread // 2))
        ring = Canvas(w, h, colour)
        ring.rrect(spread - width, spread - width, size[0] + 2 * width, size[1] + 2 * width,
                   (*colour, 255), radius + width, width)
        halo.blit(ring.done(), (0, 0))
        surf = _EFFECTS.put(key, halo)
    return surf


def circle_glow(diameter: int, colour: RGB, spread: int = 8, width: int = 3) -> pygame.Surface:
    """A glowing ring around a circle of `diameter` (blit at x - spread)."""
    key = ("cglow", diameter, colour, spread, width)
    surf = _EFFECTS.get(key)
    if surf is None:
        d = diameter + 2 * spread
        halo = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*colour, 230), (d / 2, d / 2), diameter / 2 + width, width * 2)
        halo = pygame.transform.gaussian_blur(halo, max(1, spread // 2))
        ring = Canvas(d, d, colour)
        ring.circle(d / 2, d / 2, diameter / 2 + width, (*colour, 255), width)
        halo.blit(ring.done(), (0, 0))
        surf = _EFFECTS.put(key, halo)
    return surf


def dimmed(surf: pygame.Surface, amount: float = DIM_WASH) -> pygame.Surface:
    """A washed-out copy for unavailable items: mostly grey, then pulled towards a mid grey
    so both black and white things visibly change (darkening alone would hide black)."""
    grey = pygame.transform.grayscale(surf)
    grey.set_alpha(DIM_GREY_ALPHA)
    out = surf.copy()
    out.blit(grey, (0, 0))
    keep = round(255 * (1 - amount))
    out.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    add = round(DIM_GREY * amount)
    out.fill((add, add, add), special_flags=pygame.BLEND_RGB_ADD)
    return out
