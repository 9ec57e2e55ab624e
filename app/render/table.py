"""The table: wooden planks with grain and a felt play mat, generated procedurally.

Built once per (size, mat rectangle) with a fixed seed, so every frame starts with a single
opaque blit of the cached background (the cheapest possible full-screen clear).
"""

from __future__ import annotations

import math
import random

import pygame

from app.render.cache import new_cache
from app.render.palette import (
    FELT, GOLD_DARK, RGB, WOOD, WOOD_DARK, WOOD_LIGHT, darken, lighten, mix,
)

SEED = 1979
PLANK_COUNT = 7
FELT_GRAIN_ALPHA = 40   # strength of the cloth mottling

_CACHE = new_cache(8, max_mb=20)


def default_mat(size: tuple[int, int]) -> pygame.Rect:
    """The felt mat rectangle used when none is given: the table minus a wooden rim."""
    rim = round(min(size) * 0.035)
    return pygame.Rect(rim, rim, size[0] - 2 * rim, size[1] - 2 * rim)


def table(size: tuple[int, int], mat: pygame.Rect | tuple[int, int, int, int] | None = None,
          felt: RGB = FELT) -> pygame.Surface:
    """An opaque table background of `size`; mat=(x, y, w, h) is the felt area ((0,0,0,0)
    for bare wood, None for the default rim)."""
    mat_rect = default_mat(size) if mat is None else pygame.Rect(mat)
    key = (size, tuple(mat_rect), felt)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, paint(size, mat_rect, felt))
    return surf


def paint(size: tuple[int, int], mat: pygame.Rect | tuple[int, int, int, int] | None = None,
          felt: RGB = FELT) -> pygame.Surface:
    """table() without its memory cache, for a caller that keeps the picture itself (the window's background
    is kept by app.scenes.style and on disk: a second copy here held 8 MB more at 1920×1080)."""
    mat_rect = default_mat(size) if mat is None else pygame.Rect(mat)
    surf = wood(size)
    if mat_rect.w > 0 and mat_rect.h > 0:
        _mat_shadow(surf, mat_rect)
        surf.blit(felt_surface(mat_rect.size, felt), mat_rect.topleft)
    return surf


def wood(size: tuple[int, int]) -> pygame.Surface:
    """Horizontal planks with grain lines, knots and gaps (not cached: table() caches the
    finished background, and the planks alone are never drawn per frame)."""
    rng = random.Random(SEED)
    w, h = size
    k = 2  # draw at half resolution, then scale (grain looks softer and it is 4× cheaper)
    sw, sh = max(1, w // k), max(1, h // k)
    small = pygame.Surface((sw, sh))
    plank_h = sh / PLANK_COUNT
    for p in range(PLANK_COUNT + 1):
        y0 = round(p * plank_h)
        y1 = round((p + 1) * plank_h)
        base = mix(WOOD, WOOD_LIGHT if p % 2 else WOOD_DARK, rng.uniform(0.1, 0.45))
        small.fill(base, (0, y0, sw, y1 - y0))
        for _ in range(int(plank_h * 0.9)):
            gy = rng.uniform(y0, y1)
            tone = rng.uniform(-0.16, 0.12)
            colour = lighten(base, tone) if tone > 0 else darken(base, -tone)
            amp = rng.uniform(0.3, 2.5)
            freq = rng.uniform(0.002, 0.012)
            phase = rng.uniform(0, 6.3)
            pts = [(x, gy + amp * math.sin(x * freq + phase)) for x in range(0, sw + 40, 40)]
            pygame.draw.lines(small, colour, False, pts, 1)
        for _ in range(rng.randint(0, 2)):
            kx, ky = rng.uniform(0, sw), rng.uniform(y0 + 4, max(y0 + 5, y1 - 4))
            for ring in range(5, 0, -1):
                pygame.draw.ellipse(small, darken(base, 0.05 * ring + 0.05),
                                    (kx - ring * 4, ky - ring * 1.2, ring * 8, ring * 2.4), 1)
        pygame.draw.line(small, darken(base, 0.55), (0, y0), (sw, y0), 1)
        pygame.draw.line(small, lighten(base, 0.1), (0, y0 + 1), (sw, y0 + 1), 1)
    return pygame.transform.smoothscale(small, (w, h))


def felt_surface(size: tuple[int, int], felt: RGB = FELT) -> pygame.Surface:
    """A felt mat: mottled cloth, darker edges, a stitched gold seam and a rounded edge."""
    w, h = size
    rng = random.Random(SEED + 1)
    k = 4
    sw, sh = max(2, w // k), max(2, h // k)
    a = FELT_GRAIN_ALPHA / 255
    small = pygame.Surface((sw, sh))
    # pre-compensate the fill so blending grey noise over it averages back to `felt`
    small.fill(tuple(max(0, min(255, round((c - 128 * a) / (1 - a)))) for c in felt))
    grain = pygame.transform.grayscale(
        pygame.image.frombytes(rng.randbytes(sw * sh * 3), (sw, sh), "RGB"))
    grain.set_alpha(FELT_GRAIN_ALPHA)
    small.blit(grain, (0, 0))
    cloth = pygame.transform.smoothscale(small, (w, h))
    # vignette: a small alpha map scaled up
    vw, vh = 48, 27
    vig = pygame.Surface((vw, vh), pygame.SRCALPHA)
    for y in range(vh):
        for x in range(vw):
            dx = (x + 0.5) / vw * 2 - 1
            dy = (y + 0.5) / vh * 2 - 1
            d = min(1.0, math.sqrt(dx * dx * 0.8 + dy * dy * 0.8))
            vig.set_at((x, y), (0, 0, 0, round(110 * d ** 2.4)))
    cloth.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    radius = max(6, min(w, h) // 40)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=radius)
    out.blit(cloth, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    inset = max(6, min(w, h) // 45)
    seam = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    _stitches(out, seam, mix(GOLD_DARK, felt, 0.35), max(6, radius))
    pygame.draw.rect(out, darken(felt, 0.5), out.get_rect(), 2, border_radius=radius)
    return out


def _stitches(surf: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: int) -> None:
    """A dashed seam around a rectangle (straight sides only; the corners stay open)."""
    dash, gap = 9, 6
    x0, y0, x1, y1 = rect.left + radius, rect.top, rect.right - radius, rect.bottom
    for x in range(x0, x1 - dash, dash + gap):
        pygame.draw.line(surf, colour, (x, y0), (x + dash, y0), 2)
        pygame.draw.line(surf, colour, (x, y1), (x + dash, y1), 2)
    ya, yb = rect.top + radius, rect.bottom - radius
    for y in range(ya, yb - dash, dash + gap):
        pygame.draw.line(surf, colour, (rect.left, y), (rect.left, y + dash), 2)
        pygame.draw.line(surf, colour, (rect.right, y), (rect.right, y + dash), 2)


def _mat_shadow(surf: pygame.Surface, mat: pygame.Rect) -> None:
    """A soft shadow under the mat, blurred at 1/8 scale (a full-size blur takes ~0.5 s)."""
    k, pad = 8, 24
    small = pygame.Surface(((mat.w + 2 * pad) // k, (mat.h + 2 * pad) // k), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, 150), (pad // k, pad // k, mat.w // k, mat.h // k),
                     border_radius=2)
    small = pygame.transform.gaussian_blur(small, 1)
    shade = pygame.transform.smoothscale(small, (mat.w + 2 * pad, mat.h + 2 * pad))
    surf.blit(shade, (mat.x - pad + 3, mat.y - pad + 5))
