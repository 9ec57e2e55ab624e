"""Small vector icons drawn in code: colour-blind dice marks, card types, tokens, terrain.

Each glyph is a function drawing in a unit square through a Pen. The pen renders it twice
when an outline is wanted (a stroked silhouette, then the fill), and "cut" strokes punch
details (eye sockets, leaf veins) through the fill so a glyph reads on any background.
Rendered glyphs are cached by (name, size, colours, rotation).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from app.render.cache import new_cache
from app.render.draw import Canvas, star_points
from app.render.palette import RGB

Colour = RGB | tuple[int, int, int, int]
Pt = tuple[float, float]


class Pen:
    """Draws unit-square shapes onto a Canvas in one of two passes (outline or fill)."""

    def __init__(self, canvas: Canvas, x: float, y: float, s: float, fill: Colour,
                 cut: Colour | None, outline: Colour | None, stroke: float) -> None:
        self.c, self.x, self.y, self.s = canvas, x, y, s
        self.fill_colour = fill
        if cut is None:
            cut = outline if outline is not None else (*fill[:3], 0)
        self.cut_colour: Colour = cut
        self.outline_colour = outline
        self.stroke = stroke
        self.outline_pass = False

    @property
    def ink(self) -> Colour:
        """The outline colour: the outline pass runs only for a glyph that has one."""
        if self.outline_colour is None:
            raise ValueError("an outline pass without an outline colour")
        return self.outline_colour

    def _pt(self, u: float, v: float) -> Pt:
        return (self.x + u * self.s, self.y + v * self.s)

    def _pts(self, pts: list[Pt]) -> list[Pt]:
        return [self._pt(u, v) for u, v in pts]

    # filled shapes -----------------------------------------------------------------
    def poly(self, pts: list[Pt]) -> None:
        p = self._pts(pts)
        if self.outline_pass:
            self.c.poly(p, self.ink)
            self.c.lines(p, self.ink, self.stroke * 2, closed=True)
        else:
            self.c.poly(p, self.fill_colour)

    def circle(self, u: float, v: float, r: float) -> None:
        x, y = self._pt(u, v)
        if self.outline_pass:
            self.c.circle(x, y, r * self.s + self.stroke, self.ink)
        else:
            self.c.circle(x, y, r * self.s, self.fill_colour)

    def rrect(self, u: float, v: float, w: float, h: float, radius: float = 0.0) -> None:
        x, y = self._pt(u, v)
        if self.outline_pass:
            k = self.stroke
            self.c.rrect(x - k, y - k, w * self.s + 2 * k, h * self.s + 2 * k,
                         self.ink, radius * self.s + k)
        else:
            self.c.rrect(x, y, w * self.s, h * self.s, self.fill_colour, radius * self.s)

    def line(self, pts: list[Pt], width: float) -> None:
        p = self._pts(pts)
        if self.outline_pass:
            self.c.lines(p, self.ink, width * self.s + 2 * self.stroke)
        else:
            self.c.lines(p, self.fill_colour, width * self.s)

    # cut details (fill pass only) ------------------------------------------------------
    def cut_poly(self, pts: list[Pt]) -> None:
        if not self.outline_pass:
            self.c.poly(self._pts(pts), self.cut_colour)

    def cut_circle(self, u: float, v: float, r: float, width: float = 0.0) -> None:
        if not self.outline_pass:
            x, y = self._pt(u, v)
            self.c.circle(x, y, r * self.s, self.cut_colour, width * self.s if width else 0)

    def cut_line(self, pts: list[Pt], width: float) -> None:
        if not self.outline_pass:
            self.c.lines(self._pts(pts), self.cut_colour, width * self.s)


GlyphFn = Callable[[Pen], None]
GLYPHS: dict[str, GlyphFn] = {}


def register_glyph(name: str) -> Callable[[GlyphFn], GlyphFn]:
    """Add a glyph (games may register their own symbols, e.g. for custom dice faces)."""
    def deco(fn: GlyphFn) -> GlyphFn:
        GLYPHS[name] = fn
        return fn
    return deco


_CACHE = new_cache(2048, max_mb=4)


def glyph(name: str, size: int, fill: Colour, outline: Colour | None = None,
          cut: Colour | None = None, rotation: int = 0) -> pygame.Surface:
    """A size×size icon. rotation is in degrees, counter-clockwise, multiples of 90."""
    key = (name, size, fill, outline, cut, rotation)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    try:
        fn = GLYPHS[name]
    except KeyError:
        raise KeyError(f"unknown glyph {name!r}; known: {sorted(GLYPHS)}") from None
    canvas = Canvas(size, size, (outline or fill)[:3])
    stroke = max(1.0, size * 0.05) if outline is not None else 0.0
    pad = stroke + size * 0.02
    pen = Pen(canvas, pad, pad, size - 2 * pad, fill, cut, outline, stroke)
    if outline is not None:
        pen.outline_pass = True
        fn(pen)
        pen.outline_pass = False
    fn(pen)
    out = canvas.done()
    if rotation % 360:
        out = pygame.transform.rotate(out, rotation)
    return _CACHE.put(key, out)


def _teardrop(cx: float, cy: float, h: float, w: float, n: int = 40) -> list[Pt]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        pts.append((cx + w * math.sin(t) * math.sin(t / 2) ** 1.4, cy - h * math.cos(t)))
    return pts


# --- colour marks: a shape naming a die colour, for colour-blind players --------------------
@register_glyph("leaf")
def _leaf(p: Pen) -> None:
    pts: list[Pt] = []
    n = 24
    ax, ay, bx, by = 0.2, 0.8, 0.86, 0.14
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    side: list[Pt] = []
    other: list[Pt] = []
    for i in range(n + 1):
        t = i / n
        w = 0.26 * math.sin(math.pi * t) ** 0.85 * (1.0 - 0.25 * t)
        cx, cy = ax + dx * t, ay + dy * t
        side.append((cx + nx * w, cy + ny * w))
        other.append((cx - nx * w, cy - ny * w))
    pts = side + other[::-1]
    p.line([(0.08, 0.92), (0.24, 0.76)], 0.07)
    p.poly(pts)
    p.cut_line([(0.26, 0.74), (0.7, 0.3)], 0.045)
    p.cut_line([(0.44, 0.56), (0.42, 0.4)], 0.035)
    p.cut_line([(0.56, 0.44), (0.62, 0.58)], 0.035)


@register_glyph("drop")
def _drop(p: Pen) -> None:
    p.poly(_teardrop(0.5, 0.5, 0.46, 0.4))
    p.cut_line([(0.34, 0.6), (0.36, 0.72), (0.44, 0.8)], 0.06)


@register_glyph("flame")
def _flame(p: Pen) -> None:
    outer = [(0.52, 0.02), (0.64, 0.18), (0.78, 0.32), (0.86, 0.5), (0.86, 0.66), (0.8, 0.8),
             (0.68, 0.92), (0.5, 0.97), (0.32, 0.92), (0.2, 0.8), (0.14, 0.64), (0.17, 0.46),
             (0.27, 0.3), (0.35, 0.46), (0.38, 0.28), (0.45, 0.14)]
    p.poly(outer)
    p.cut_poly([(0.52, 0.42), (0.63, 0.56), (0.68, 0.7), (0.63, 0.83), (0.51, 0.88),
                (0.39, 0.83), (0.34, 0.71), (0.39, 0.6), (0.45, 0.66), (0.47, 0.52)])


@register_glyph("crown")
def _crown(p: Pen) -> None:
    p.poly([(0.14, 0.72), (0.08, 0.3), (0.32, 0.5), (0.5, 0.18), (0.68, 0.5), (0.92, 0.3),
            (0.86, 0.72)])
    p.rrect(0.14, 0.72, 0.72, 0.16, 0.03)
    p.circle(0.08, 0.28, 0.07)
    p.circle(0.5, 0.15, 0.07)
    p.circle(0.92, 0.28, 0.07)
    p.cut_circle(0.5, 0.8, 0.045)
    p.cut_circle(0.3, 0.8, 0.035)
    p.cut_circle(0.7, 0.8, 0.035)


@register_glyph("skull")
def _skull(p: Pen) -> None:
    p.circle(0.5, 0.42, 0.38)
    p.rrect(0.28, 0.56, 0.44, 0.36, 0.08)
    p.cut_circle(0.35, 0.47, 0.1)
    p.cut_circle(0.65, 0.47, 0.1)
    p.cut_poly([(0.5, 0.58), (0.56, 0.7), (0.44, 0.7)])
    for x in (0.4, 0.5, 0.6):
        p.cut_line([(x, 0.8), (x, 0.92)], 0.04)


@register_glyph("star")
def _star(p: Pen) -> None:
    p.poly(star_points(0.5, 0.54, 0.5, 0.21))


@register_glyph("coin")
def _coin(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.46)
    p.cut_circle(0.5, 0.5, 0.34, 0.06)
    p.cut_poly([(0.5, 0.3), (0.64, 0.5), (0.5, 0.7), (0.36, 0.5)])


# --- card types and tokens --------------------------------------------------------------------
@register_glyph("heart")
def _heart(p: Pen) -> None:
    p.circle(0.3, 0.34, 0.22)
    p.circle(0.7, 0.34, 0.22)
    p.poly([(0.1, 0.42), (0.5, 0.92), (0.9, 0.42), (0.5, 0.3)])


@register_glyph("bolt")
def _bolt(p: Pen) -> None:
    p.poly([(0.6, 0.02), (0.18, 0.56), (0.46, 0.56), (0.36, 0.98), (0.84, 0.4), (0.56, 0.4),
            (0.72, 0.02)])


@register_glyph("sword")
def _sword(p: Pen) -> None:
    def rot(pts: list[Pt]) -> list[Pt]:
        c, s = math.cos(math.pi / 4), math.sin(math.pi / 4)
        return [(0.5 + (u - 0.5) * c - (v - 0.5) * s, 0.5 + (u - 0.5) * s + (v - 0.5) * c)
                for u, v in pts]
    p.poly(rot([(0.5, -0.08), (0.58, 0.06), (0.58, 0.66), (0.42, 0.66), (0.42, 0.06)]))
    p.poly(rot([(0.24, 0.64), (0.76, 0.64), (0.76, 0.73), (0.24, 0.73)]))
    p.poly(rot([(0.455, 0.73), (0.545, 0.73), (0.545, 0.92), (0.455, 0.92)]))
    cx, cy = rot([(0.5, 0.97)])[0]
    p.circle(cx, cy, 0.07)
    p.cut_line(rot([(0.5, 0.08), (0.5, 0.6)]), 0.03)


@register_glyph("shield")
def _shield(p: Pen) -> None:
    p.poly([(0.12, 0.08), (0.88, 0.08), (0.88, 0.46), (0.8, 0.7), (0.5, 0.95), (0.2, 0.7),
            (0.12, 0.46)])
    p.cut_line([(0.5, 0.18), (0.5, 0.8)], 0.07)
    p.cut_line([(0.22, 0.4), (0.78, 0.4)], 0.07)


@register_glyph("scroll")
def _scroll(p: Pen) -> None:
    p.rrect(0.2, 0.16, 0.6, 0.68, 0.02)
    p.rrect(0.1, 0.06, 0.8, 0.16, 0.08)
    p.rrect(0.1, 0.78, 0.8, 0.16, 0.08)
    for v in (0.36, 0.48, 0.6):
        p.cut_line([(0.32, v), (0.68, v)], 0.04)


@register_glyph("hand")
def _hand(p: Pen) -> None:
    p.rrect(0.26, 0.42, 0.5, 0.5, 0.14)
    for u, top in ((0.27, 0.16), (0.39, 0.06), (0.51, 0.08), (0.63, 0.18)):
        p.rrect(u, top, 0.11, 0.5 - top + 0.06, 0.055)
    p.poly([(0.74, 0.62), (0.9, 0.42), (0.97, 0.48), (0.82, 0.76)])
    for u in (0.385, 0.505, 0.625):
        p.cut_line([(u, 0.4), (u, 0.5)], 0.02)


@register_glyph("arrow")
def _arrow(p: Pen) -> None:
    p.poly([(0.5, 0.04), (0.92, 0.5), (0.64, 0.5), (0.64, 0.96), (0.36, 0.96), (0.36, 0.5),
            (0.08, 0.5)])


@register_glyph("sparkle")
def _sparkle(p: Pen) -> None:
    p.poly(star_points(0.46, 0.54, 0.46, 0.12, n=4))
    p.poly(star_points(0.82, 0.18, 0.16, 0.05, n=4))


@register_glyph("flag")
def _flag(p: Pen) -> None:
    p.rrect(0.16, 0.06, 0.08, 0.9, 0.03)
    p.poly([(0.24, 0.08), (0.5, 0.14), (0.72, 0.08), (0.9, 0.14), (0.9, 0.5), (0.72, 0.44),
            (0.5, 0.5), (0.24, 0.44)])
    p.rrect(0.06, 0.88, 0.3, 0.08, 0.03)


@register_glyph("dot")
def _dot(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.32)


@register_glyph("question")
def _question(p: Pen) -> None:
    p.line([(0.3, 0.3), (0.36, 0.14), (0.5, 0.08), (0.64, 0.14), (0.7, 0.28), (0.62, 0.44),
            (0.5, 0.52), (0.5, 0.66)], 0.12)
    p.circle(0.5, 0.86, 0.08)


# --- map and custom-die symbols for the other games --------------------------------------------
@register_glyph("mountain")
def _mountain(p: Pen) -> None:
    p.poly([(0.02, 0.88), (0.38, 0.2), (0.56, 0.52), (0.68, 0.36), (0.98, 0.88)])
    p.cut_poly([(0.38, 0.2), (0.5, 0.42), (0.42, 0.38), (0.36, 0.44), (0.29, 0.37)])


@register_glyph("tree")
def _tree(p: Pen) -> None:
    p.rrect(0.44, 0.7, 0.12, 0.26, 0.02)
    p.poly([(0.5, 0.02), (0.78, 0.4), (0.64, 0.4), (0.88, 0.74), (0.12, 0.74), (0.36, 0.4),
            (0.22, 0.4)])


@register_glyph("wave")
def _wave(p: Pen) -> None:
    for v in (0.3, 0.55, 0.8):
        pts = [(0.06 + 0.88 * i / 20, v + 0.08 * math.sin(2 * math.pi * i / 10)) for i in range(21)]
        p.line(pts, 0.1)


@register_glyph("sun")
def _sun(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.24)
    for i in range(8):
        a = i * math.pi / 4
        p.line([(0.5 + 0.34 * math.cos(a), 0.5 + 0.34 * math.sin(a)),
                (0.5 + 0.46 * math.cos(a), 0.5 + 0.46 * math.sin(a))], 0.08)


@register_glyph("moon")
def _moon(p: Pen) -> None:
    (ax, ay, ar), (bx, by, br) = (0.46, 0.52, 0.44), (0.7, 0.36, 0.36)
    n = 72
    outer = [(ax + ar * math.cos(2 * math.pi * i / n), ay + ar * math.sin(2 * math.pi * i / n))
             for i in range(n)]
    inner = [(bx + br * math.cos(2 * math.pi * i / n), by + br * math.sin(2 * math.pi * i / n))
             for i in range(n)]
    keep_out = [q for q in outer if math.hypot(q[0] - bx, q[1] - by) > br]
    keep_in = [q for q in inner if math.hypot(q[0] - ax, q[1] - ay) < ar]
    start = next(i for i in range(n) if math.hypot(outer[i - 1][0] - bx, outer[i - 1][1] - by) <= br
                 < math.hypot(outer[i][0] - bx, outer[i][1] - by))
    arc = [q for q in outer[start:] + outer[:start] if q in keep_out]
    istart = next(i for i in range(n) if math.hypot(inner[i - 1][0] - ax, inner[i - 1][1] - ay) < ar
                  <= math.hypot(inner[i][0] - ax, inner[i][1] - ay))
    back = [q for q in (inner[istart:] + inner[:istart])[::-1] if q in keep_in]
    p.poly(arc + back)


@register_glyph("eye")
def _eye(p: Pen) -> None:
    pts = [(0.04 + 0.92 * i / 20, 0.5 - 0.3 * math.sin(math.pi * i / 20)) for i in range(21)]
    pts += [(0.96 - 0.92 * i / 20, 0.5 + 0.3 * math.sin(math.pi * i / 20)) for i in range(1, 20)]
    p.poly(pts)
    p.cut_circle(0.5, 0.5, 0.18)
    p.circle(0.5, 0.5, 0.09)


@register_glyph("paw")
def _paw(p: Pen) -> None:
    p.circle(0.5, 0.66, 0.22)
    for u, v in ((0.2, 0.4), (0.38, 0.22), (0.62, 0.22), (0.8, 0.4)):
        p.circle(u, v, 0.1)


@register_glyph("rune")
def _rune(p: Pen) -> None:
    p.line([(0.34, 0.06), (0.34, 0.94)], 0.1)
    p.line([(0.34, 0.2), (0.7, 0.42), (0.34, 0.62)], 0.1)


def glyph_names() -> list[str]:
    return sorted(GLYPHS)
