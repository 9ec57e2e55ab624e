"""Terrain kinds and the seamless pattern tiles that tell them apart without colour.

Every kind has a ground colour and a pattern (tufts, canopies, humps, peaks, waves, reeds, dots,
hatching): a colour-blind player, or a grey printout, still tells forest from hills. Tiles are
drawn once per pixel size in world-anchored phase, so a pattern runs on across neighbouring
cells of the same kind. The fog texture is a tile of the same kind.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable

import pygame

from app.render.cache import new_cache
from app.render.draw import Canvas
from app.render.palette import RGB, darken, hex_rgb, lighten

TILE_WORLD = 64.0      # a pattern tile's side in world pixels (about one hex across)
FOG_TILE_WORLD = 256.0  # fog repeats less often than terrain: a repeating cloud would catch the eye
MIN_TILE_PX = 8        # below this a tile is plain ground: the motifs would be noise
PATTERN_SS = 2         # supersampling for tiles (they are small and many; 2 is smooth enough)
FOG_BASE_PX = 256      # the fog picture is made once at this size
NOISE_BLOCK_PX = 6     # noise is made and blurred this many pixels per cell, then scaled up
FOG_PAD = 8            # wrapped border kept while scaling it, so the scaled tile still repeats seamlessly
FOG_CELLS = 7          # noise cells across a fog tile (its cloud size)
FOG_OCTAVE_CELLS = 21  # the finer noise laid over it
FOG_OCTAVE_ALPHA = 90  # how strongly the finer noise shows
FOG_SEED = 1907
FOG_DARK = hex_rgb("#30363f")
FOG_LIGHT = hex_rgb("#aab2bd")
FOG_EDGE = hex_rgb("#2b3037")

Motif = Callable[[Canvas, float, RGB, RGB], None]
PATTERNS: dict[str, Motif] = {}

_TILES = new_cache(256, max_mb=12)


@dataclass(frozen=True)
class Terrain:
    """One kind of ground: its name (en/pl), ground colour, pattern and the pattern's ink."""

    id: str
    name_en: str
    name_pl: str
    ground: RGB
    pattern: str
    ink: RGB

    def __post_init__(self) -> None:
        if self.pattern not in PATTERNS:
            raise ValueError(f"terrain {self.id!r}: unknown pattern {self.pattern!r}; known: {sorted(PATTERNS)}")


def register_pattern(name: str) -> Callable[[Motif], Motif]:
    """Add a pattern (a game may bring its own motif for a terrain the toolkit lacks)."""
    def deco(fn: Motif) -> Motif:
        PATTERNS[name] = fn
        return fn
    return deco


def _wrap(t: float, draw: Callable[[float, float], None]) -> None:
    """Draw a motif at (0, 0) and shifted by a tile each way, so strokes crossing the tile's
    edge reappear on the opposite side and the tile repeats without seams."""
    for dx in (-t, 0.0, t):
        for dy in (-t, 0.0, t):
            draw(dx, dy)


def _jittered(rows: int, cols: int, seed: int, jitter: float) -> list[tuple[float, float]]:
    """Motif positions in the unit tile: a staggered grid nudged by a fixed random amount."""
    rng = random.Random(seed)
    out = []
    for r in range(rows):
        for c in range(cols):
            u = (c + 0.5 + (0.5 if r % 2 else 0.0)) / cols + rng.uniform(-jitter, jitter) / cols
            v = (r + 0.5) / rows + rng.uniform(-jitter, jitter) / rows
            out.append((u % 1.0, v % 1.0))
    return out


@register_pattern("tufts")
def _tufts(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Grass: little three-blade tufts."""
    w = max(1.0, t * 0.022)
    for u, v in _jittered(3, 3, 11, 0.3):
        def tuft(dx: float, dy: float, x: float = u * t, y: float = v * t) -> None:
            h = t * 0.07
            for lean in (-0.6, 0.0, 0.6):
                c.line((x + dx, y + dy), (x + dx + lean * h, y + dy - h), ink, w)
        _wrap(t, tuft)


@register_pattern("canopy")
def _canopy(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Forest: round tree crowns, outlined, with a lit side."""
    r = t * 0.1
    for u, v in _jittered(4, 4, 12, 0.25):
        def crown(dx: float, dy: float, x: float = u * t, y: float = v * t) -> None:
            c.circle(x + dx, y + dy, r * 1.15, ink)
            c.circle(x + dx, y + dy, r, lighten(ground, 0.12))
            c.circle(x + dx - r * 0.3, y + dy - r * 0.3, r * 0.4, lighten(ground, 0.3))
        _wrap(t, crown)


@register_pattern("humps")
def _humps(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Hills: rows of rounded humps."""
    w = max(1.0, t * 0.025)
    for u, v in _jittered(3, 3, 13, 0.15):
        def hump(dx: float, dy: float, x: float = u * t, y: float = v * t) -> None:
            half = t * 0.11
            pts = [(x + dx - half + 2 * half * k / 10, y + dy - half * 0.8 * math.sin(math.pi * k / 10))
                   for k in range(11)]
            c.lines(pts, ink, w)
        _wrap(t, hump)


@register_pattern("peaks")
def _peaks(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Mountains: peaks with a shaded flank and a snow cap."""
    for u, v in _jittered(2, 2, 14, 0.2):
        def peak(dx: float, dy: float, x: float = u * t, y: float = v * t) -> None:
            half, height = t * 0.2, t * 0.3
            top = (x + dx, y + dy - height / 2)
            left, right = (x + dx - half, y + dy + height / 2), (x + dx + half, y + dy + height / 2)
            foot = (x + dx + half * 0.1, y + dy + height / 2)
            c.poly([top, left, right], lighten(ground, 0.1))
            c.poly([top, foot, right], darken(ground, 0.25))
            c.poly([top, (top[0] - half * 0.3, top[1] + height * 0.3), (top[0] + half * 0.3, top[1] + height * 0.3)],
                   lighten(ground, 0.6))
            c.lines([left, top, right], ink, max(1.0, t * 0.02))
        _wrap(t, peak)


@register_pattern("waves")
def _waves(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Water: rows of waves whose period divides the tile, so they run on unbroken."""
    w = max(1.0, t * 0.025)
    steps = 24
    for row, v in enumerate((0.2, 0.53, 0.86)):
        shift = row * 0.33
        def wave(dx: float, dy: float, v: float = v, shift: float = shift) -> None:
            pts = [(dx + t * k / steps, dy + t * (v + 0.04 * math.sin(2 * math.pi * (2 * k / steps + shift))))
                   for k in range(steps + 1)]
            c.lines(pts, ink, w)
        _wrap(t, wave)


@register_pattern("reeds")
def _reeds(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Swamp: dark pools, each with a clump of reeds at its edge."""
    w = max(1.0, t * 0.022)
    pool = darken(ground, 0.25)
    for u, v in _jittered(2, 3, 15, 0.2):
        def marsh(dx: float, dy: float, x: float = u * t, y: float = v * t) -> None:
            c.ellipse(x + dx - t * 0.12, y + dy - t * 0.04, t * 0.24, t * 0.08, pool)
            c.ellipse(x + dx - t * 0.12, y + dy - t * 0.04, t * 0.24, t * 0.08, ink, w)
            for k in (-1, 0, 1):
                base = (x + dx + t * 0.12 + k * t * 0.025, y + dy)
                c.line(base, (base[0] + k * t * 0.02, base[1] - t * (0.13 - 0.03 * abs(k))), ink, w)
        _wrap(t, marsh)


@register_pattern("dots")
def _dots(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Desert: a fine stipple."""
    r = max(0.7, t * 0.018)
    for u, v in _jittered(6, 6, 16, 0.45):
        _wrap(t, lambda dx, dy: c.circle(u * t + dx, v * t + dy, r, ink))


@register_pattern("hatch")
def _hatch(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """Wastes: diagonal hatching, three lines to the tile so they meet across its edges."""
    w = max(1.0, t * 0.02)
    for k in range(3):
        off = t * k / 3
        _wrap(t, lambda dx, dy: c.line((dx + off, dy + t), (dx + off + t, dy), ink, w))


@register_pattern("plain")
def _plain(c: Canvas, t: float, ink: RGB, ground: RGB) -> None:
    """No motif: for spaces whose look comes from elsewhere (printed art, a game's own)."""


def _kind(id_: str, en: str, pl: str, ground: str, pattern: str, ink_dark: float = 0.42) -> Terrain:
    """A terrain whose pattern ink is its ground darkened (contrast that survives greyscale)."""
    rgb = hex_rgb(ground)
    return Terrain(id_, en, pl, rgb, pattern, darken(rgb, ink_dark))


TERRAINS: dict[str, Terrain] = {t.id: t for t in (
    _kind("plains", "Plains", "Równina", "#a9c46f", "tufts"),
    _kind("forest", "Forest", "Las", "#4f8a46", "canopy", 0.5),
    _kind("hills", "Hills", "Wzgórza", "#bfa86a", "humps", 0.45),
    _kind("mountains", "Mountains", "Góry", "#9b958c", "peaks", 0.55),
    _kind("water", "Water", "Woda", "#5f95c6", "waves", 0.35),
    _kind("swamp", "Swamp", "Bagno", "#6f8f78", "reeds", 0.5),
    _kind("desert", "Desert", "Pustynia", "#e3cc8c", "dots", 0.45),
    _kind("wastes", "Wastes", "Pustkowie", "#b07a5e", "hatch", 0.45),
)}


def tile_px(scale: float, world: float = TILE_WORLD) -> int:
    """A tile's side in pixels at a world→pixel scale (0 = too small for motifs)."""
    t = round(world * scale)
    return t if t >= MIN_TILE_PX else 0


def pattern_tile(terrain: Terrain, t: int) -> pygame.Surface:
    """An opaque t×t tile of the terrain's ground and motif; cached per (terrain, t)."""
    key = ("pattern", terrain, t)
    surf = _TILES.get(key)
    if surf is None:
        canvas = Canvas(t, t, terrain.ground, PATTERN_SS)
        canvas.surf.fill((*terrain.ground, 255))
        PATTERNS[terrain.pattern](canvas, float(t), terrain.ink, terrain.ground)
        tile = pygame.Surface((t, t))
        tile.blit(canvas.done(), (0, 0))
        surf = _TILES.put(key, tile)
    return surf


def _noise(cells: int, rng: random.Random) -> pygame.Surface:
    """Seamless value noise: random greys in blocks, tiled 3×3, blurred, the middle copy kept
    (a blur is local, so the middle copy wraps without a seam), then scaled to FOG_BASE_PX."""
    side = cells * NOISE_BLOCK_PX
    grid = pygame.Surface((cells, cells))
    for y in range(cells):
        for x in range(cells):
            g = rng.randint(0, 255)
            grid.set_at((x, y), (g, g, g))
    tile = pygame.transform.scale(grid, (side, side))
    wide = pygame.Surface((side * 3, side * 3))
    for dx in range(3):
        for dy in range(3):
            wide.blit(tile, (dx * side, dy * side))
    wide = pygame.transform.gaussian_blur(wide, NOISE_BLOCK_PX)
    return _scale_seamless(wide.subsurface((side, side, side, side)), FOG_BASE_PX)


def _scale_seamless(tile: pygame.Surface, t: int) -> pygame.Surface:
    """Scale a repeating tile smoothly to t×t and keep it repeating: scale it with a wrapped
    border round it (smoothscale clamps at edges, which would leave a seam), then cut the middle."""
    side = tile.get_width()
    padded = pygame.Surface((side + 2 * FOG_PAD, side + 2 * FOG_PAD))
    for dx in (-side, 0, side):
        for dy in (-side, 0, side):
            padded.blit(tile, (FOG_PAD + dx, FOG_PAD + dy))
    k = t / side
    size = round(padded.get_width() * k)
    scaled = pygame.transform.smoothscale(padded, (size, size))
    pad = round(FOG_PAD * k)
    return scaled.subsurface((pad, pad, t, t)).copy()


def fog_tile(t: int) -> pygame.Surface:
    """An opaque t×t tile of drifting cloud: one seeded picture, scaled (the same clouds at every zoom)."""
    key = ("fog", t)
    surf = _TILES.get(key)
    if surf is None:
        surf = _TILES.put(key, _scale_seamless(_fog_base(), t))
    return surf


def _fog_base() -> pygame.Surface:
    """Two octaves of seamless noise mapped between the fog's dark and light greys."""
    key = ("fog-base",)
    surf = _TILES.get(key)
    if surf is None:
        rng = random.Random(FOG_SEED)
        coarse = _noise(FOG_CELLS, rng)
        fine = _noise(FOG_OCTAVE_CELLS, rng)
        fine.set_alpha(FOG_OCTAVE_ALPHA)
        coarse.blit(fine, (0, 0))
        tile = pygame.Surface((FOG_BASE_PX, FOG_BASE_PX))
        tile.blit(coarse, (0, 0))
        span = tuple(hi - lo for lo, hi in zip(FOG_DARK, FOG_LIGHT))
        tile.fill(span, special_flags=pygame.BLEND_RGB_MULT)
        tile.fill(FOG_DARK, special_flags=pygame.BLEND_RGB_ADD)
        surf = _TILES.put(key, tile)
    return surf


def swatch(terrain: Terrain, size: int) -> pygame.Surface:
    """A square sample of a terrain at world scale 1 (legends, tooltips, a settings preview)."""
    t = tile_px(1.0)
    out = pygame.Surface((size, size))
    tile = pattern_tile(terrain, t)
    for y in range(0, size, t):
        for x in range(0, size, t):
            out.blit(tile, (x, y))
    pygame.draw.rect(out, terrain.ink, out.get_rect(), max(1, size // 24))
    return out
