"""The objects Roll Player's pictures are made of (a sword, a boot, an owl, a dwarf's face), drawn in code.

Each motif draws in a unit square through a Brush in up to three tones (main, second, accent)
plus a shade and a light derived from the main tone, so one shape reads as steel and wood, or
leather and brass. Which motif appears where, how large, turned and coloured, is data: see
art.toml beside this module. The brush renders a motif twice when it has an outline (a
stroked silhouette first), and "holes" punch through it so the backdrop shows (eye slits).
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

from app.render.draw import Canvas, star_points
from app.render.palette import RGB, darken, lighten

Pt = tuple[float, float]
MAIN, SECOND, ACCENT, SHADE, LIGHT = range(5)
SHADE_BY = 0.38   # how much darker the shade tone is than the main one
LIGHT_BY = 0.5    # how much lighter the light tone is
CLEAR = (0, 0, 0, 0)


class Brush:
    """Draws unit-square shapes on a supersampled Canvas in named tones, in an outline pass or a fill pass.

    Details (shade and light strokes) and holes exist only in the fill pass, so the silhouette
    stays clean.
    """

    def __init__(self, canvas: Canvas, x: float, y: float, s: float, tones: Sequence[RGB], line: RGB | None,
                 stroke: float) -> None:
        self.c, self.x, self.y, self.s = canvas, x, y, s
        main = tones[0]
        self.tones: list[RGB] = [main, tones[1] if len(tones) > 1 else darken(main, 0.3),
                                 tones[2] if len(tones) > 2 else lighten(main, 0.3),
                                 darken(main, SHADE_BY), lighten(main, LIGHT_BY)]
        self.line_colour = line
        self.stroke = stroke
        self.outline = False

    @property
    def ink(self) -> RGB:
        """The line colour, read in the outline pass (which `_skip` leaves out when there is none)."""
        if self.line_colour is None:
            raise ValueError("an outline pass without a line colour")
        return self.line_colour

    def _pt(self, u: float, v: float) -> Pt:
        return (self.x + u * self.s, self.y + v * self.s)

    def _pts(self, pts: Sequence[Pt]) -> list[Pt]:
        return [self._pt(u, v) for u, v in pts]

    def _skip(self, detail: bool) -> bool:
        return self.outline and (detail or self.line_colour is None)

    def poly(self, pts: Sequence[Pt], tone: int = MAIN, detail: bool = False) -> None:
        if self._skip(detail):
            return
        p = self._pts(pts)
        if self.outline:
            self.c.poly(p, self.ink)
            self.c.lines(p, self.ink, self.stroke * 2, closed=True)
        else:
            self.c.poly(p, self.tones[tone])

    def circle(self, u: float, v: float, r: float, tone: int = MAIN, detail: bool = False) -> None:
        if self._skip(detail):
            return
        x, y = self._pt(u, v)
        if self.outline:
            self.c.circle(x, y, r * self.s + self.stroke, self.ink)
        else:
            self.c.circle(x, y, r * self.s, self.tones[tone])

    def ring(self, u: float, v: float, r: float, width: float, tone: int = MAIN, detail: bool = False) -> None:
        if self._skip(detail):
            return
        x, y = self._pt(u, v)
        if self.outline:
            self.c.circle(x, y, r * self.s + self.stroke, self.ink,
                          width * self.s + 2 * self.stroke)
        else:
            self.c.circle(x, y, r * self.s, self.tones[tone], width * self.s)

    def rrect(self, u: float, v: float, w: float, h: float, radius: float = 0.0, tone: int = MAIN,
              detail: bool = False) -> None:
        if self._skip(detail):
            return
        x, y = self._pt(u, v)
        if self.outline:
            k = self.stroke
            self.c.rrect(x - k, y - k, w * self.s + 2 * k, h * self.s + 2 * k, self.ink,
                         radius * self.s + k)
        else:
            self.c.rrect(x, y, w * self.s, h * self.s, self.tones[tone], radius * self.s)

    def line(self, pts: Sequence[Pt], width: float, tone: int = MAIN, detail: bool = False) -> None:
        if self._skip(detail):
            return
        p = self._pts(pts)
        if self.outline:
            self.c.lines(p, self.ink, width * self.s + 2 * self.stroke)
        else:
            self.c.lines(p, self.tones[tone], width * self.s)

    def hole(self, pts: Sequence[Pt]) -> None:
        """Punch a see-through polygon (fill pass only)."""
        if not self.outline:
            self.c.poly(self._pts(pts), CLEAR)

    def hole_circle(self, u: float, v: float, r: float) -> None:
        if not self.outline:
            x, y = self._pt(u, v)
            self.c.circle(x, y, r * self.s, CLEAR)


Motif = Callable[[Brush], None]
MOTIFS: dict[str, Motif] = {}


def motif(name: str) -> Callable[[Motif], Motif]:
    def deco(fn: Motif) -> Motif:
        if name in MOTIFS:
            raise ValueError(f"motif {name!r} is defined twice")
        MOTIFS[name] = fn
        return fn
    return deco


# --- geometry helpers -----------------------------------------------------------------------------
def oval(cx: float, cy: float, rx: float, ry: float, n: int = 36, start: float = 0.0,
         end: float = 2 * math.pi) -> list[Pt]:
    """Points on an ellipse, or on an arc of it from `start` to `end` (radians, y down) with both ends."""
    closed = end - start >= 2 * math.pi
    steps = max(2, n)
    span = (end - start) / (steps if closed else steps - 1)
    return [(cx + rx * math.cos(start + span * i), cy + ry * math.sin(start + span * i)) for i in range(steps)]


def turned(pts: Sequence[Pt], cx: float, cy: float, degrees: float) -> list[Pt]:
    """The points turned clockwise about (cx, cy)."""
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(cx + (u - cx) * c - (v - cy) * s, cy + (u - cx) * s + (v - cy) * c) for u, v in pts]


def mirrored(pts: Sequence[Pt]) -> list[Pt]:
    """Left and right swapped."""
    return [(1 - u, v) for u, v in reversed(pts)]


def inside(pt: Pt, poly: Sequence[Pt]) -> bool:
    """Even-odd rule point-in-polygon (for patterns kept inside a garment)."""
    x, y = pt
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, [*poly[1:], poly[0]]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def mail(b: Brush, poly: Sequence[Pt], step: float = 0.085) -> None:
    """Chain-mail rings (shaded circles) on a grid inside `poly`."""
    rows = int(1 / step) + 1
    for j in range(rows):
        for i in range(rows):
            u = i * step + (step / 2 if j % 2 else 0)
            v = j * step * 0.8
            if inside((u, v), poly) and inside((u + step * 0.3, v), poly) and inside((u - step * 0.3, v), poly):
                b.ring(u, v, step * 0.32, step * 0.1, SHADE, detail=True)


def stitches(b: Brush, pts: Sequence[Pt], gap: float = 0.06, width: float = 0.018) -> None:
    """A dashed seam along a polyline (leather)."""
    for (u0, v0), (u1, v1) in zip(pts, pts[1:]):
        length = math.hypot(u1 - u0, v1 - v0)
        n = max(1, int(length / gap))
        for k in range(0, n, 2):
            a, c = k / n, min(1.0, (k + 1) / n)
            b.line([(u0 + (u1 - u0) * a, v0 + (v1 - v0) * a), (u0 + (u1 - u0) * c, v0 + (v1 - v0) * c)], width,
                   ACCENT, detail=True)


# --- weapons ----------------------------------------------------------------------------------------
@motif("dagger")
def _dagger(b: Brush) -> None:
    b.poly([(0.5, 0.04), (0.59, 0.2), (0.57, 0.6), (0.43, 0.6), (0.41, 0.2)])
    b.line([(0.5, 0.14), (0.5, 0.55)], 0.025, SHADE, detail=True)
    b.rrect(0.28, 0.58, 0.44, 0.07, 0.03, ACCENT)
    b.circle(0.28, 0.615, 0.05, ACCENT)
    b.circle(0.72, 0.615, 0.05, ACCENT)
    b.rrect(0.445, 0.65, 0.11, 0.2, 0.03, SECOND)
    for v in (0.7, 0.76, 0.82):
        b.line([(0.45, v), (0.55, v - 0.025)], 0.018, SHADE, detail=True)
    b.circle(0.5, 0.9, 0.065, ACCENT)
    b.circle(0.5, 0.9, 0.032, LIGHT, detail=True)


@motif("longsword")
def _longsword(b: Brush) -> None:
    b.poly([(0.5, 0.02), (0.565, 0.1), (0.56, 0.68), (0.44, 0.68), (0.435, 0.1)])
    b.line([(0.5, 0.1), (0.5, 0.64)], 0.022, SHADE, detail=True)
    b.line([(0.47, 0.12), (0.47, 0.62)], 0.012, LIGHT, detail=True)
    b.rrect(0.24, 0.665, 0.52, 0.055, 0.025, ACCENT)
    b.rrect(0.455, 0.72, 0.09, 0.17, 0.03, SECOND)
    b.circle(0.5, 0.925, 0.055, ACCENT)


@motif("rapier")
def _rapier(b: Brush) -> None:
    b.poly([(0.5, 0.02), (0.52, 0.06), (0.518, 0.66), (0.482, 0.66), (0.48, 0.06)])
    b.line(oval(0.5, 0.66, 0.16, 0.17, 16, 0.0, math.pi), 0.035, ACCENT)
    b.line([(0.28, 0.655), (0.72, 0.655)], 0.035, ACCENT)
    b.circle(0.28, 0.655, 0.03, ACCENT)
    b.circle(0.72, 0.655, 0.03, ACCENT)
    b.rrect(0.465, 0.67, 0.07, 0.17, 0.03, SECOND)
    b.circle(0.5, 0.87, 0.045, ACCENT)


@motif("axe")
def _axe(b: Brush) -> None:
    b.rrect(0.455, 0.08, 0.09, 0.9, 0.04, SECOND)
    left = [(0.46, 0.2), (0.3, 0.1), (0.16, 0.06), (0.1, 0.3), (0.16, 0.54), (0.3, 0.5), (0.46, 0.42)]
    b.poly(left)
    b.poly(mirrored(left))
    b.poly([(0.455, 0.1), (0.5, 0.0), (0.545, 0.1)])
    b.line([(0.19, 0.1), (0.14, 0.3), (0.19, 0.5)], 0.03, LIGHT, detail=True)
    b.line([(0.81, 0.1), (0.86, 0.3), (0.81, 0.5)], 0.03, LIGHT, detail=True)
    for v in (0.7, 0.76, 0.82):
        b.line([(0.455, v), (0.545, v - 0.03)], 0.02, ACCENT, detail=True)


@motif("hammer")
def _hammer(b: Brush) -> None:
    b.rrect(0.455, 0.22, 0.09, 0.74, 0.04, SECOND)
    b.rrect(0.22, 0.08, 0.56, 0.2, 0.04)
    b.rrect(0.2, 0.06, 0.1, 0.24, 0.02, SHADE, detail=True)
    b.rrect(0.7, 0.06, 0.1, 0.24, 0.02, SHADE, detail=True)
    b.line([(0.3, 0.11), (0.7, 0.11)], 0.025, LIGHT, detail=True)


@motif("mace")
def _mace(b: Brush) -> None:
    b.rrect(0.46, 0.4, 0.08, 0.52, 0.035, SECOND)
    for k in range(8):
        a = k * math.pi / 4
        tip = (0.5 + 0.25 * math.cos(a), 0.28 + 0.25 * math.sin(a))
        side = (0.5 + 0.12 * math.cos(a + 0.45), 0.28 + 0.12 * math.sin(a + 0.45))
        other = (0.5 + 0.12 * math.cos(a - 0.45), 0.28 + 0.12 * math.sin(a - 0.45))
        b.poly([side, tip, other])
    b.circle(0.5, 0.28, 0.15)
    b.circle(0.46, 0.24, 0.05, LIGHT, detail=True)
    b.rrect(0.44, 0.44, 0.12, 0.05, 0.02, ACCENT)
    for v in (0.62, 0.69, 0.76, 0.83):
        b.line([(0.46, v), (0.54, v - 0.03)], 0.02, ACCENT, detail=True)
    b.circle(0.5, 0.94, 0.045, ACCENT)


@motif("staff")
def _staff(b: Brush) -> None:
    b.rrect(0.455, 0.04, 0.09, 0.92, 0.04, SECOND)
    for v, h in ((0.03, 0.1), (0.46, 0.07), (0.87, 0.1)):
        b.rrect(0.435, v, 0.13, h, 0.02)
        b.circle(0.5, v + h / 2, 0.015, SHADE, detail=True)
    b.line([(0.48, 0.16), (0.48, 0.42)], 0.012, LIGHT, detail=True)
    b.line([(0.48, 0.56), (0.48, 0.84)], 0.012, LIGHT, detail=True)


@motif("wand")
def _wand(b: Brush) -> None:
    b.poly([(0.475, 0.3), (0.525, 0.3), (0.55, 0.95), (0.45, 0.95)], SECOND)
    b.rrect(0.44, 0.78, 0.12, 0.05, 0.02, ACCENT)
    b.poly(star_points(0.5, 0.2, 0.17, 0.07, 5))
    b.circle(0.5, 0.2, 0.04, LIGHT, detail=True)
    b.circle(0.26, 0.1, 0.03, ACCENT)
    b.circle(0.76, 0.3, 0.025, ACCENT)
    b.circle(0.7, 0.06, 0.02, ACCENT)


@motif("bow")
def _bow(b: Brush) -> None:
    stave = [(0.42 + 0.3 * math.sin(math.pi * t / 20), 0.04 + 0.92 * t / 20) for t in range(21)]
    b.line(stave, 0.06, SECOND)
    b.line([(0.42, 0.04), (0.42, 0.96)], 0.014, LIGHT)
    b.rrect(0.67, 0.43, 0.09, 0.14, 0.02, ACCENT)
    b.line([(0.12, 0.5), (0.86, 0.5)], 0.026)
    b.poly([(0.84, 0.44), (0.97, 0.5), (0.84, 0.56)], ACCENT)
    b.poly([(0.1, 0.5), (0.2, 0.42), (0.26, 0.42), (0.18, 0.5), (0.26, 0.58), (0.2, 0.58)], ACCENT)


@motif("crossbow")
def _crossbow(b: Brush) -> None:
    b.rrect(0.44, 0.3, 0.12, 0.64, 0.04, SECOND)
    prod = [(0.08 + 0.84 * t / 16, 0.42 - 0.16 * math.sin(math.pi * t / 16)) for t in range(17)]
    b.line(prod, 0.06)
    b.line([(0.08, 0.42), (0.5, 0.6), (0.92, 0.42)], 0.014, LIGHT)
    b.line([(0.5, 0.1), (0.5, 0.6)], 0.03, ACCENT)
    b.poly([(0.44, 0.14), (0.5, 0.02), (0.56, 0.14)])
    b.poly([(0.52, 0.7), (0.6, 0.78), (0.54, 0.8)], ACCENT)
    b.line([(0.47, 0.38), (0.47, 0.9)], 0.012, LIGHT, detail=True)


@motif("sling")
def _sling(b: Brush) -> None:
    cord = [(0.16, 0.08), (0.22, 0.3), (0.34, 0.56), (0.44, 0.68)]
    b.line(cord, 0.025, SECOND)
    b.line(mirrored(cord), 0.025, SECOND)
    b.poly(oval(0.5, 0.72, 0.14, 0.09, 24))
    b.line(oval(0.5, 0.72, 0.1, 0.05, 10, 0.2, math.pi - 0.2), 0.015, SHADE, detail=True)
    b.circle(0.5, 0.66, 0.075, ACCENT)
    b.circle(0.48, 0.64, 0.025, LIGHT, detail=True)
    b.circle(0.16, 0.08, 0.04, SECOND)
    b.circle(0.84, 0.08, 0.04, SECOND)


@motif("buckler")
def _buckler(b: Brush) -> None:
    b.circle(0.5, 0.5, 0.44, ACCENT)
    b.circle(0.5, 0.5, 0.37)
    for k in range(12):
        a = k * math.pi / 6
        b.line([(0.5 + 0.16 * math.cos(a), 0.5 + 0.16 * math.sin(a)),
                (0.5 + 0.35 * math.cos(a), 0.5 + 0.35 * math.sin(a))], 0.012, SHADE, detail=True)
    for k in range(8):
        a = k * math.pi / 4 + math.pi / 8
        b.circle(0.5 + 0.405 * math.cos(a), 0.5 + 0.405 * math.sin(a), 0.025, SECOND, detail=True)
    b.circle(0.5, 0.5, 0.15, SECOND)
    b.circle(0.46, 0.46, 0.05, LIGHT, detail=True)


@motif("kite")
def _kite(b: Brush) -> None:
    outer = [(0.5, 0.03), (0.88, 0.13), (0.86, 0.5), (0.5, 0.98), (0.14, 0.5), (0.12, 0.13)]
    b.poly(outer, ACCENT)
    inner = [(0.5, 0.09), (0.81, 0.17), (0.79, 0.49), (0.5, 0.9), (0.21, 0.49), (0.19, 0.17)]
    b.poly(inner)
    b.poly([(0.44, 0.17), (0.56, 0.17), (0.56, 0.36), (0.72, 0.36), (0.72, 0.46), (0.56, 0.46), (0.56, 0.78),
            (0.44, 0.78), (0.44, 0.46), (0.28, 0.46), (0.28, 0.36), (0.44, 0.36)], SECOND)
    b.line([(0.24, 0.2), (0.24, 0.46)], 0.02, LIGHT, detail=True)


# --- armour -------------------------------------------------------------------------------------------
@motif("coif")
def _coif(b: Brush) -> None:
    shape = [(0.5, 0.05), (0.72, 0.12), (0.84, 0.32), (0.85, 0.62), (0.97, 0.9), (0.03, 0.9), (0.15, 0.62),
             (0.16, 0.32), (0.28, 0.12)]
    b.poly(shape)
    mail(b, shape)
    b.poly(oval(0.5, 0.45, 0.19, 0.23, 30), SHADE)
    b.poly(oval(0.5, 0.47, 0.15, 0.19, 30), SECOND)
    b.line(oval(0.5, 0.9, 0.47, 0.05, 12, math.pi, 2 * math.pi), 0.03, ACCENT)


@motif("gauntlet")
def _gauntlet(b: Brush) -> None:
    for k, (u, top) in enumerate(((0.3, 0.14), (0.42, 0.08), (0.54, 0.09), (0.66, 0.16))):
        b.rrect(u, top, 0.11, 0.36 - top + 0.12, 0.05)
        for v in (top + 0.08, top + 0.16):
            b.line([(u + 0.01, v), (u + 0.1, v)], 0.015, SHADE, detail=True)
    b.poly([(0.28, 0.4), (0.78, 0.4), (0.8, 0.62), (0.26, 0.62)])
    b.poly([(0.28, 0.48), (0.12, 0.36), (0.08, 0.42), (0.22, 0.6)])
    cuff = [(0.24, 0.6), (0.8, 0.6), (0.86, 0.94), (0.18, 0.94)]
    b.poly(cuff, SECOND)
    mail(b, cuff, 0.07)
    b.line([(0.3, 0.46), (0.74, 0.46)], 0.02, LIGHT, detail=True)


TUNIC = [(0.3, 0.1), (0.42, 0.15), (0.58, 0.15), (0.7, 0.1), (0.95, 0.3), (0.85, 0.46), (0.73, 0.39),
         (0.73, 0.92), (0.27, 0.92), (0.27, 0.39), (0.15, 0.46), (0.05, 0.3)]


@motif("tunic")
def _tunic(b: Brush) -> None:
    b.poly(TUNIC)
    mail(b, TUNIC)
    b.poly(oval(0.5, 0.15, 0.09, 0.06, 20), SHADE)
    b.line([(0.27, 0.9), (0.73, 0.9)], 0.03, ACCENT)


@motif("hauberk")
def _hauberk(b: Brush) -> None:
    shape = [(0.3, 0.05), (0.42, 0.09), (0.58, 0.09), (0.7, 0.05), (0.97, 0.52), (0.86, 0.58), (0.75, 0.36),
             (0.78, 0.97), (0.55, 0.97), (0.5, 0.8), (0.45, 0.97), (0.22, 0.97), (0.25, 0.36), (0.14, 0.58),
             (0.03, 0.52)]
    b.poly(shape)
    mail(b, shape, 0.075)
    b.poly(oval(0.5, 0.1, 0.09, 0.06, 20), SHADE)
    b.rrect(0.25, 0.5, 0.5, 0.07, 0.02, SECOND)
    b.rrect(0.46, 0.49, 0.08, 0.09, 0.01, ACCENT)


@motif("greaves")
def _greaves(b: Brush) -> None:
    for x in (0.12, 0.56):
        b.poly([(x, 0.14), (x + 0.32, 0.14), (x + 0.3, 0.6), (x + 0.26, 0.94), (x + 0.06, 0.94), (x + 0.02, 0.6)])
        b.line([(x + 0.16, 0.3), (x + 0.16, 0.9)], 0.02, LIGHT, detail=True)
        b.circle(x + 0.16, 0.2, 0.13, ACCENT)
        b.circle(x + 0.16, 0.2, 0.06, SECOND, detail=True)
        for v in (0.5, 0.74):
            b.line([(x + 0.02, v), (x + 0.3, v)], 0.035, SECOND, detail=True)


@motif("glove")
def _glove(b: Brush) -> None:
    for u, top in ((0.32, 0.14), (0.43, 0.08), (0.54, 0.1), (0.65, 0.18)):
        b.rrect(u, top, 0.1, 0.46 - top, 0.05)
    b.poly([(0.3, 0.36), (0.76, 0.36), (0.76, 0.66), (0.3, 0.7)])
    b.poly([(0.32, 0.46), (0.16, 0.34), (0.1, 0.4), (0.26, 0.64)])
    b.poly([(0.28, 0.66), (0.78, 0.62), (0.84, 0.94), (0.24, 0.94)], SECOND)
    stitches(b, [(0.3, 0.68), (0.78, 0.64)])
    stitches(b, [(0.48, 0.2), (0.48, 0.5)])


@motif("jerkin")
def _jerkin(b: Brush) -> None:
    shape = [(0.3, 0.08), (0.44, 0.2), (0.56, 0.2), (0.7, 0.08), (0.84, 0.18), (0.8, 0.92), (0.2, 0.92),
             (0.16, 0.18)]
    b.poly(shape)
    b.poly([(0.44, 0.2), (0.5, 0.5), (0.56, 0.2)], SHADE)
    zig = [(0.46 if k % 2 else 0.54, 0.5 + k * 0.06) for k in range(7)]
    b.line(zig, 0.018, ACCENT, detail=True)
    b.line([(0.5, 0.5), (0.5, 0.9)], 0.02, SHADE, detail=True)
    stitches(b, [(0.22, 0.24), (0.25, 0.88)])
    stitches(b, [(0.78, 0.24), (0.75, 0.88)])
    b.rrect(0.2, 0.7, 0.6, 0.06, 0.02, SECOND)


@motif("boot")
def _boot(b: Brush) -> None:
    b.poly([(0.28, 0.08), (0.62, 0.08), (0.62, 0.6), (0.86, 0.7), (0.94, 0.82), (0.94, 0.9), (0.28, 0.9)])
    b.rrect(0.24, 0.04, 0.42, 0.12, 0.03, SECOND)
    b.rrect(0.26, 0.88, 0.7, 0.07, 0.02, SECOND)
    for v in (0.3, 0.4, 0.5):
        b.line([(0.52, v), (0.6, v + 0.04)], 0.02, ACCENT, detail=True)
    stitches(b, [(0.32, 0.2), (0.32, 0.84)])
    b.line([(0.66, 0.66), (0.9, 0.8)], 0.015, LIGHT, detail=True)


@motif("hood")
def _hood(b: Brush) -> None:
    b.poly([(0.5, 0.03), (0.68, 0.14), (0.82, 0.4), (0.86, 0.72), (0.96, 0.94), (0.04, 0.94), (0.14, 0.72),
            (0.18, 0.4), (0.32, 0.14)])
    b.poly(oval(0.5, 0.5, 0.2, 0.25, 30), SHADE)
    b.poly(oval(0.5, 0.55, 0.15, 0.19, 30), SECOND)
    stitches(b, [(0.5, 0.06), (0.5, 0.25)])
    b.line([(0.2, 0.86), (0.8, 0.86)], 0.03, ACCENT)


@motif("robe")
def _robe(b: Brush) -> None:
    b.poly([(0.38, 0.05), (0.62, 0.05), (0.74, 0.18), (0.98, 0.56), (0.86, 0.64), (0.74, 0.48), (0.88, 0.97),
            (0.12, 0.97), (0.26, 0.48), (0.14, 0.64), (0.02, 0.56), (0.26, 0.18)])
    b.poly(oval(0.5, 0.08, 0.1, 0.06, 20), SHADE)
    b.line([(0.5, 0.14), (0.5, 0.95)], 0.05, ACCENT)
    b.rrect(0.28, 0.44, 0.44, 0.06, 0.02, SECOND)
    for u, v in ((0.34, 0.66), (0.66, 0.74), (0.38, 0.86), (0.64, 0.3)):
        b.poly(star_points(u, v, 0.045, 0.018, 4), LIGHT, detail=True)


@motif("circlet")
def _circlet(b: Brush) -> None:
    b.line(oval(0.5, 0.55, 0.4, 0.17, 40), 0.07)
    b.line(oval(0.5, 0.55, 0.4, 0.17, 20, 0.2, math.pi - 0.2), 0.02, LIGHT, detail=True)
    b.poly([(0.5, 0.52), (0.6, 0.66), (0.5, 0.86), (0.4, 0.66)], ACCENT)
    b.poly([(0.5, 0.58), (0.55, 0.66), (0.5, 0.76)], LIGHT, detail=True)
    for u in (0.24, 0.76):
        b.circle(u, 0.68, 0.045, SECOND)
    b.poly([(0.44, 0.54), (0.5, 0.34), (0.56, 0.54)])


@motif("cloak")
def _cloak(b: Brush) -> None:
    b.poly([(0.36, 0.1), (0.64, 0.1), (0.92, 0.93), (0.72, 0.87), (0.5, 0.96), (0.28, 0.87), (0.08, 0.93)])
    b.poly([(0.42, 0.14), (0.58, 0.14), (0.72, 0.86), (0.5, 0.93), (0.28, 0.86)], SECOND)
    for u0, u1 in ((0.4, 0.3), (0.6, 0.7)):
        b.line([(u0, 0.2), (u1, 0.84)], 0.02, SHADE, detail=True)
    b.poly(oval(0.5, 0.1, 0.16, 0.07, 20))
    b.circle(0.5, 0.13, 0.06, ACCENT)
    b.circle(0.5, 0.13, 0.025, LIGHT, detail=True)


# --- traits -------------------------------------------------------------------------------------------
@motif("bomb")
def _bomb(b: Brush) -> None:
    b.line([(0.6, 0.26), (0.68, 0.14), (0.8, 0.12)], 0.035, SECOND)
    b.rrect(0.52, 0.2, 0.16, 0.12, 0.02, SECOND)
    b.circle(0.46, 0.6, 0.33)
    b.circle(0.36, 0.5, 0.08, LIGHT, detail=True)
    b.poly(star_points(0.84, 0.1, 0.12, 0.04, 6), ACCENT)


@motif("feather")
def _feather(b: Brush) -> None:
    vane = [(0.5 - 0.22 * math.sin(math.pi * t / 20) ** 0.8 * (1 - 0.2 * t / 20), 0.04 + 0.8 * t / 20)
            for t in range(21)]
    b.poly(vane + [(1 - u, v) for u, v in reversed(vane)])
    b.line([(0.5, 0.06), (0.5, 0.97)], 0.025, SECOND)
    for k in range(2, 16, 2):
        v = 0.04 + 0.8 * k / 20
        b.line([(0.5, v + 0.04), (0.34, v)], 0.012, SHADE, detail=True)
        b.line([(0.5, v + 0.04), (0.66, v)], 0.012, SHADE, detail=True)
    b.hole([(0.28, 0.5), (0.36, 0.52), (0.3, 0.56)])


@motif("anvil")
def _anvil(b: Brush) -> None:
    b.poly([(0.06, 0.34), (0.28, 0.34), (0.3, 0.3), (0.9, 0.3), (0.9, 0.44), (0.66, 0.5), (0.62, 0.66),
            (0.76, 0.78), (0.24, 0.78), (0.38, 0.66), (0.34, 0.5), (0.2, 0.44)])
    b.line([(0.32, 0.33), (0.86, 0.33)], 0.02, LIGHT, detail=True)
    b.rrect(0.2, 0.78, 0.6, 0.12, 0.02, SECOND)


@motif("wing")
def _wing(b: Brush) -> None:
    for k in range(5):
        top = 0.2 + k * 0.12
        length = 0.86 - k * 0.1
        tone = MAIN if k % 2 == 0 else SECOND
        b.poly([(0.1, top), (0.1 + length, top + 0.04), (0.1 + length - 0.06, top + 0.13), (0.1, top + 0.14)], tone)
    b.poly(oval(0.16, 0.38, 0.12, 0.22, 24))
    b.line([(0.12, 0.2), (0.22, 0.6)], 0.02, LIGHT, detail=True)


@motif("oak")
def _oak(b: Brush) -> None:
    b.poly([(0.4, 0.95), (0.44, 0.6), (0.36, 0.5), (0.46, 0.52), (0.5, 0.46), (0.54, 0.52), (0.64, 0.5),
            (0.56, 0.6), (0.6, 0.95)], SECOND)
    for u, v, r in ((0.5, 0.28, 0.22), (0.28, 0.38, 0.17), (0.72, 0.38, 0.17), (0.36, 0.2, 0.15), (0.66, 0.2, 0.15),
                    (0.5, 0.44, 0.16)):
        b.circle(u, v, r)
    for u, v, r in ((0.44, 0.22, 0.07), (0.62, 0.3, 0.06), (0.32, 0.36, 0.05)):
        b.circle(u, v, r, LIGHT, detail=True)
    for u, v in ((0.3, 0.5), (0.7, 0.48), (0.58, 0.16)):
        b.circle(u, v, 0.04, ACCENT, detail=True)


@motif("book")
def _book(b: Brush) -> None:
    b.poly([(0.04, 0.24), (0.5, 0.3), (0.96, 0.24), (0.96, 0.84), (0.5, 0.9), (0.04, 0.84)], SECOND)
    b.poly([(0.08, 0.18), (0.48, 0.26), (0.48, 0.82), (0.08, 0.76)])
    b.poly([(0.92, 0.18), (0.52, 0.26), (0.52, 0.82), (0.92, 0.76)])
    for k in range(6):
        v = 0.32 + k * 0.07
        b.line([(0.14, v - 0.02), (0.42, v + 0.03)], 0.014, SHADE, detail=True)
        b.line([(0.58, v + 0.03), (0.86, v - 0.02)], 0.014, SHADE, detail=True)
    b.poly([(0.6, 0.24), (0.66, 0.23), (0.66, 0.46), (0.63, 0.42), (0.6, 0.46)], ACCENT)


@motif("owl")
def _owl(b: Brush) -> None:
    b.poly([(0.26, 0.18), (0.34, 0.04), (0.42, 0.2), (0.58, 0.2), (0.66, 0.04), (0.74, 0.18)])
    b.poly(oval(0.5, 0.56, 0.3, 0.4, 40))
    b.poly(oval(0.5, 0.66, 0.18, 0.26, 30), SECOND)
    for k in range(3):
        for j in range(2):
            b.line([(0.42 + j * 0.12 - 0.03, 0.56 + k * 0.1), (0.42 + j * 0.12, 0.6 + k * 0.1),
                    (0.42 + j * 0.12 + 0.03, 0.56 + k * 0.1)], 0.012, SHADE, detail=True)
    for u in (0.37, 0.63):
        b.circle(u, 0.34, 0.12, LIGHT)
        b.circle(u, 0.34, 0.07, ACCENT)
        b.circle(u, 0.34, 0.035, SHADE, detail=True)
    b.poly([(0.46, 0.42), (0.54, 0.42), (0.5, 0.52)], ACCENT)
    b.line([(0.4, 0.96), (0.44, 0.9), (0.48, 0.96)], 0.025, ACCENT)
    b.line([(0.52, 0.96), (0.56, 0.9), (0.6, 0.96)], 0.025, ACCENT)


@motif("mirror")
def _mirror(b: Brush) -> None:
    b.rrect(0.44, 0.6, 0.12, 0.36, 0.05, ACCENT)
    b.circle(0.5, 0.62, 0.06, ACCENT)
    b.poly(oval(0.5, 0.36, 0.3, 0.33, 40), ACCENT)
    b.poly(oval(0.5, 0.36, 0.24, 0.27, 40))
    b.line([(0.36, 0.3), (0.46, 0.18)], 0.03, LIGHT, detail=True)
    b.line([(0.4, 0.42), (0.58, 0.2)], 0.02, LIGHT, detail=True)
    for k in range(6):
        a = k * math.pi / 3
        b.circle(0.5 + 0.27 * math.cos(a), 0.36 + 0.3 * math.sin(a), 0.025, SECOND, detail=True)


@motif("helm")
def _helm(b: Brush) -> None:
    b.poly([(0.5, 0.02), (0.56, 0.14), (0.5, 0.2), (0.44, 0.14)], ACCENT)
    b.rrect(0.2, 0.14, 0.6, 0.74, 0.2)
    b.rrect(0.2, 0.7, 0.6, 0.18, 0.04)
    b.rrect(0.24, 0.4, 0.52, 0.07, 0.02, SECOND)
    b.hole([(0.27, 0.42), (0.46, 0.42), (0.46, 0.45), (0.27, 0.45)])
    b.hole([(0.54, 0.42), (0.73, 0.42), (0.73, 0.45), (0.54, 0.45)])
    b.line([(0.5, 0.18), (0.5, 0.86)], 0.03, SECOND)
    for k in range(3):
        b.circle(0.6 + k * 0.05, 0.62, 0.015, SHADE, detail=True)
        b.circle(0.4 - k * 0.05, 0.62, 0.015, SHADE, detail=True)
    b.line([(0.27, 0.2), (0.27, 0.6)], 0.025, LIGHT, detail=True)


@motif("scales")
def _scales(b: Brush) -> None:
    b.rrect(0.47, 0.14, 0.06, 0.72, 0.02)
    b.rrect(0.3, 0.86, 0.4, 0.08, 0.03)
    b.line([(0.1, 0.22), (0.9, 0.22)], 0.04)
    b.circle(0.5, 0.12, 0.05, ACCENT)
    for u, v in ((0.2, 0.56), (0.8, 0.5)):
        b.line([(u - 0.1, 0.22), (u - 0.12, v), (u + 0.12, v), (u + 0.1, 0.22)], 0.012, SECOND)
        b.poly([(u - 0.17, v)] + oval(u, v, 0.17, 0.09, 14, 0.0, math.pi)[::-1][:-1] + [(u + 0.17, v)], ACCENT)


@motif("chest")
def _chest(b: Brush) -> None:
    b.rrect(0.1, 0.44, 0.8, 0.46, 0.04, SECOND)
    b.poly([(0.1, 0.46)] + oval(0.5, 0.46, 0.4, 0.26, 20, math.pi, 2 * math.pi) + [(0.9, 0.46)], SECOND)
    b.line([(0.1, 0.46), (0.9, 0.46)], 0.04)
    for u in (0.2, 0.8):
        b.line([(u, 0.28), (u, 0.9)], 0.05)
    b.rrect(0.43, 0.42, 0.14, 0.16, 0.02, ACCENT)
    b.hole([(0.49, 0.47), (0.51, 0.47), (0.515, 0.54), (0.485, 0.54)])
    b.line([(0.3, 0.6), (0.7, 0.6)], 0.015, SHADE, detail=True)
    b.line([(0.3, 0.75), (0.7, 0.75)], 0.015, SHADE, detail=True)


@motif("lotus")
def _lotus(b: Brush) -> None:
    for a in (-70, -35, 35, 70):
        b.poly(turned(oval(0.5, 0.5, 0.1, 0.3, 24), 0.5, 0.8, a), SECOND)
    b.poly(oval(0.5, 0.5, 0.11, 0.32, 24))
    for a in (-20, 20):
        b.poly(turned(oval(0.5, 0.52, 0.1, 0.28, 24), 0.5, 0.8, a))
    b.line([(0.5, 0.3), (0.5, 0.7)], 0.012, LIGHT, detail=True)
    b.poly(oval(0.5, 0.86, 0.4, 0.06, 24), ACCENT)


@motif("hook")
def _hook(b: Brush) -> None:
    b.line([(0.5, 0.14), (0.5, 0.74)], 0.06)
    b.ring(0.5, 0.1, 0.07, 0.035)
    for side in (-1, 1):
        b.line([(0.5, 0.72), (0.5 + 0.12 * side, 0.84), (0.5 + 0.28 * side, 0.78), (0.5 + 0.32 * side, 0.62)],
               0.05)
        b.poly([(0.5 + 0.26 * side, 0.64), (0.5 + 0.36 * side, 0.56), (0.5 + 0.36 * side, 0.66)])
    b.line([(0.5, 0.74), (0.5, 0.92)], 0.05)
    b.line([(0.5, 0.05), (0.4, 0.0), (0.3, 0.02)], 0.03, SECOND)


@motif("fist")
def _fist(b: Brush) -> None:
    b.rrect(0.32, 0.7, 0.38, 0.28, 0.04, SECOND)
    b.rrect(0.24, 0.2, 0.52, 0.54, 0.12)
    for k in range(4):
        b.rrect(0.24 + k * 0.13, 0.16, 0.13, 0.24, 0.06)
        b.line([(0.3 + k * 0.13, 0.24), (0.3 + k * 0.13, 0.34)], 0.015, SHADE, detail=True)
    b.poly([(0.24, 0.48), (0.46, 0.42), (0.58, 0.5), (0.5, 0.56), (0.26, 0.62)])
    b.line([(0.3, 0.52), (0.48, 0.48)], 0.015, SHADE, detail=True)
    b.line([(0.3, 0.18), (0.7, 0.18)], 0.015, LIGHT, detail=True)


@motif("mask")
def _mask(b: Brush) -> None:
    b.line([(0.08, 0.46), (0.02, 0.6), (0.06, 0.76)], 0.03, SECOND)
    b.line([(0.92, 0.46), (0.98, 0.6), (0.94, 0.76)], 0.03, SECOND)
    b.poly([(0.06, 0.4), (0.3, 0.3), (0.5, 0.38), (0.7, 0.3), (0.94, 0.4), (0.88, 0.62), (0.64, 0.7),
            (0.5, 0.6), (0.36, 0.7), (0.12, 0.62)])
    b.hole(oval(0.3, 0.49, 0.1, 0.06, 20))
    b.hole(oval(0.7, 0.49, 0.1, 0.06, 20))
    b.line([(0.16, 0.4), (0.34, 0.34)], 0.02, LIGHT, detail=True)


@motif("key")
def _key(b: Brush) -> None:
    b.ring(0.3, 0.3, 0.17, 0.08)
    b.circle(0.3, 0.3, 0.05, ACCENT)
    b.line([(0.42, 0.42), (0.86, 0.86)], 0.08)
    b.poly(turned([(0.7, 0.66), (0.78, 0.66), (0.78, 0.78), (0.7, 0.78)], 0.74, 0.72, 45))
    b.poly(turned([(0.8, 0.76), (0.88, 0.76), (0.88, 0.86), (0.8, 0.86)], 0.84, 0.81, 45))


@motif("lock")
def _lock(b: Brush) -> None:
    b.line(oval(0.5, 0.38, 0.2, 0.26, 20, math.pi, 2 * math.pi) + [(0.7, 0.46)], 0.08, SECOND)
    b.line([(0.3, 0.38), (0.3, 0.46)], 0.08, SECOND)
    b.rrect(0.18, 0.44, 0.64, 0.5, 0.08)
    b.circle(0.5, 0.62, 0.07, SHADE)
    b.poly([(0.47, 0.64), (0.53, 0.64), (0.55, 0.82), (0.45, 0.82)], SHADE)
    b.line([(0.24, 0.5), (0.24, 0.88)], 0.025, LIGHT, detail=True)


@motif("lens")
def _lens(b: Brush) -> None:
    b.line([(0.6, 0.6), (0.92, 0.92)], 0.1, SECOND)
    b.circle(0.4, 0.4, 0.34, ACCENT)
    b.circle(0.4, 0.4, 0.27)
    b.line(oval(0.4, 0.4, 0.19, 0.19, 10, math.pi * 1.05, math.pi * 1.45), 0.04, LIGHT, detail=True)


@motif("cup")
def _cup(b: Brush) -> None:
    b.poly([(0.3, 0.1), (0.7, 0.1), (0.86, 0.9), (0.14, 0.9)])
    b.poly(oval(0.5, 0.1, 0.2, 0.05, 20), SHADE)
    for v in (0.34, 0.66):
        w = 0.2 + 0.16 * v
        b.line([(0.5 - w, v), (0.5 + w, v)], 0.04, ACCENT, detail=True)
    b.line([(0.3, 0.16), (0.2, 0.84)], 0.025, LIGHT, detail=True)


@motif("dumbbell")
def _dumbbell(b: Brush) -> None:
    b.rrect(0.2, 0.45, 0.6, 0.1, 0.03, SECOND)
    for u in (0.06, 0.16, 0.74, 0.84):
        b.rrect(u, 0.24 if u in (0.16, 0.74) else 0.3, 0.1, 0.52 if u in (0.16, 0.74) else 0.4, 0.03)
    b.line([(0.19, 0.3), (0.19, 0.7)], 0.02, LIGHT, detail=True)
    b.line([(0.77, 0.3), (0.77, 0.7)], 0.02, LIGHT, detail=True)


@motif("hoop")
def _hoop(b: Brush) -> None:
    b.ring(0.5, 0.5, 0.4, 0.1)
    for k in range(10):
        a = k * math.pi / 5
        b.line([(0.5 + 0.31 * math.cos(a), 0.5 + 0.31 * math.sin(a)),
                (0.5 + 0.39 * math.cos(a + 0.25), 0.5 + 0.39 * math.sin(a + 0.25))], 0.04, SECOND, detail=True)


@motif("potion")
def _potion(b: Brush) -> None:
    b.rrect(0.42, 0.06, 0.16, 0.1, 0.02, ACCENT)
    b.rrect(0.43, 0.14, 0.14, 0.2, 0.02)
    b.circle(0.5, 0.6, 0.32)
    liquid = [(0.5 + 0.28 * math.cos(a), 0.6 + 0.28 * math.sin(a)) for a in
              (math.pi * (0.05 + 0.9 * k / 20) for k in range(21))]
    b.poly(liquid, SECOND)
    for u, v, r in ((0.42, 0.74, 0.03), (0.56, 0.8, 0.02), (0.6, 0.7, 0.025)):
        b.circle(u, v, r, LIGHT, detail=True)
    b.line(oval(0.5, 0.6, 0.24, 0.24, 8, math.pi * 1.1, math.pi * 1.4), 0.03, LIGHT, detail=True)


@motif("orb")
def _orb(b: Brush) -> None:
    b.poly([(0.24, 0.96), (0.32, 0.74), (0.68, 0.74), (0.76, 0.96)], SECOND)
    for u in (0.3, 0.5, 0.7):
        b.poly([(u - 0.05, 0.78), (u, 0.66), (u + 0.05, 0.78)], SECOND)
    b.circle(0.5, 0.42, 0.32)
    b.line([(0.5 + 0.16 * math.cos(a) * (1 - a / 12), 0.44 + 0.16 * math.sin(a) * (1 - a / 12))
            for a in [k * 0.4 for k in range(25)]], 0.03, ACCENT, detail=True)
    b.line(oval(0.5, 0.42, 0.24, 0.24, 8, math.pi * 1.1, math.pi * 1.45), 0.035, LIGHT, detail=True)


@motif("moneybag")
def _moneybag(b: Brush) -> None:
    b.poly([(0.36, 0.36), (0.64, 0.36), (0.84, 0.58), (0.88, 0.8), (0.76, 0.94), (0.24, 0.94), (0.12, 0.8),
            (0.16, 0.58)])
    b.poly([(0.38, 0.36), (0.28, 0.12), (0.4, 0.2), (0.5, 0.08), (0.6, 0.2), (0.72, 0.12), (0.62, 0.36)])
    b.rrect(0.34, 0.32, 0.32, 0.07, 0.03, SECOND)
    b.circle(0.5, 0.68, 0.14, ACCENT)
    b.circle(0.5, 0.68, 0.09, SHADE, detail=True)
    b.circle(0.5, 0.68, 0.06, ACCENT, detail=True)
    b.line([(0.22, 0.62), (0.2, 0.82)], 0.025, LIGHT, detail=True)


@motif("tag")
def _tag(b: Brush) -> None:
    b.line([(0.16, 0.06), (0.24, 0.2), (0.34, 0.3)], 0.02, SECOND)
    b.poly(turned([(0.3, 0.2), (0.7, 0.2), (0.7, 0.62), (0.5, 0.84), (0.3, 0.62)], 0.5, 0.5, -40))
    x, y = turned([(0.5, 0.3)], 0.5, 0.5, -40)[0]
    b.hole_circle(x, y, 0.045)
    mx, my = turned([(0.5, 0.52)], 0.5, 0.5, -40)[0]
    b.circle(mx, my, 0.12, ACCENT)
    b.line([(mx - 0.06, my), (mx + 0.06, my)], 0.03, SHADE, detail=True)


@motif("swap")
def _swap(b: Brush) -> None:
    for tone, start in ((MAIN, math.pi * 1.1), (SECOND, math.pi * 0.1)):
        arc = oval(0.5, 0.5, 0.36, 0.36, 14, start, start + math.pi * 0.75)
        b.line(arc, 0.08, tone)
        (x0, y0), (x1, y1) = arc[-2], arc[-1]
        d = math.hypot(x1 - x0, y1 - y0) or 1
        dx, dy = (x1 - x0) / d, (y1 - y0) / d
        b.poly([(x1 + dx * 0.12, y1 + dy * 0.12), (x1 - dy * 0.1, y1 + dx * 0.1), (x1 + dy * 0.1, y1 - dx * 0.1)],
               tone)


@motif("candle")
def _candle(b: Brush) -> None:
    b.poly(oval(0.5, 0.88, 0.34, 0.08, 24), SECOND)
    b.rrect(0.38, 0.4, 0.24, 0.5, 0.03)
    b.poly([(0.38, 0.42), (0.44, 0.42), (0.42, 0.56), (0.4, 0.56)], LIGHT, detail=True)
    b.line([(0.5, 0.4), (0.5, 0.34)], 0.015, SHADE)
    flame = [(0.5, 0.06), (0.58, 0.2), (0.58, 0.28), (0.5, 0.35), (0.42, 0.28), (0.42, 0.2)]
    b.poly(flame, ACCENT)
    b.poly([(0.5, 0.18), (0.54, 0.26), (0.5, 0.32), (0.46, 0.26)], LIGHT, detail=True)


@motif("lute")
def _lute(b: Brush) -> None:
    b.poly(turned([(0.46, 0.04), (0.56, 0.04), (0.56, 0.14), (0.46, 0.14)], 0.5, 0.5, 20), SECOND)
    b.poly(turned([(0.46, 0.1), (0.54, 0.1), (0.54, 0.5), (0.46, 0.5)], 0.5, 0.5, 20), SECOND)
    b.poly(turned(oval(0.5, 0.68, 0.26, 0.3, 40), 0.5, 0.5, 20))
    cx, cy = turned([(0.5, 0.64)], 0.5, 0.5, 20)[0]
    b.circle(cx, cy, 0.08, SHADE)
    b.ring(cx, cy, 0.08, 0.015, ACCENT, detail=True)
    bx, by = turned([(0.5, 0.86)], 0.5, 0.5, 20)[0]
    b.poly(turned([(0.42, 0.84), (0.58, 0.84), (0.58, 0.88), (0.42, 0.88)], bx, by, 0), ACCENT)
    for d in (-0.02, 0.0, 0.02):
        b.line(turned([(0.5 + d, 0.12), (0.5 + d, 0.86)], 0.5, 0.5, 20), 0.008, LIGHT, detail=True)


@motif("hat")
def _hat(b: Brush) -> None:
    b.poly(oval(0.5, 0.82, 0.46, 0.1, 30))
    b.poly([(0.26, 0.8), (0.44, 0.3), (0.56, 0.1), (0.72, 0.04), (0.64, 0.14), (0.62, 0.34), (0.74, 0.8)])
    b.poly([(0.27, 0.74), (0.73, 0.74), (0.74, 0.8), (0.26, 0.8)], SECOND)
    b.poly(star_points(0.5, 0.52, 0.07, 0.03, 5), ACCENT, detail=True)
    b.poly(star_points(0.58, 0.32, 0.045, 0.02, 5), ACCENT, detail=True)
    b.circle(0.42, 0.66, 0.025, ACCENT, detail=True)


@motif("holy")
def _holy(b: Brush) -> None:
    for k in range(12):
        a = k * math.pi / 6
        b.poly([(0.5 + 0.22 * math.cos(a - 0.12), 0.5 + 0.22 * math.sin(a - 0.12)),
                (0.5 + 0.46 * math.cos(a), 0.5 + 0.46 * math.sin(a)),
                (0.5 + 0.22 * math.cos(a + 0.12), 0.5 + 0.22 * math.sin(a + 0.12))], ACCENT)
    b.circle(0.5, 0.5, 0.28, ACCENT)
    b.circle(0.5, 0.5, 0.23)
    b.poly([(0.45, 0.28), (0.55, 0.28), (0.55, 0.42), (0.68, 0.42), (0.68, 0.52), (0.55, 0.52), (0.55, 0.74),
            (0.45, 0.74), (0.45, 0.52), (0.32, 0.52), (0.32, 0.42), (0.45, 0.42)], SECOND)


@motif("horned")
def _horned(b: Brush) -> None:
    for side in (-1, 1):
        horn = [(0.5 + side * 0.26, 0.5), (0.5 + side * 0.4, 0.36), (0.5 + side * 0.46, 0.16),
                (0.5 + side * 0.42, 0.04), (0.5 + side * 0.36, 0.2), (0.5 + side * 0.28, 0.34),
                (0.5 + side * 0.18, 0.4)]
        b.poly(horn, SECOND)
        b.line([(0.5 + side * 0.34, 0.36), (0.5 + side * 0.4, 0.26)], 0.015, SHADE, detail=True)
    b.poly([(0.2, 0.66)] + oval(0.5, 0.66, 0.3, 0.42, 24, math.pi, 2 * math.pi) + [(0.8, 0.66)])
    b.rrect(0.18, 0.62, 0.64, 0.1, 0.02, ACCENT)
    b.poly([(0.45, 0.66), (0.55, 0.66), (0.54, 0.92), (0.5, 0.96), (0.46, 0.92)], ACCENT)
    for u in (0.26, 0.38, 0.62, 0.74):
        b.circle(u, 0.67, 0.02, SHADE, detail=True)
    b.line([(0.3, 0.5), (0.36, 0.34)], 0.025, LIGHT, detail=True)


@motif("footprints")
def _footprints(b: Brush) -> None:
    for k, (u, v) in enumerate(((0.26, 0.82), (0.44, 0.62), (0.4, 0.4), (0.6, 0.22))):
        a = -25 if k % 2 else -10
        b.poly(turned(oval(u, v, 0.06, 0.1, 20), u, v, a))
        heel = turned([(u, v + 0.15)], u, v, a)[0]
        b.circle(heel[0], heel[1], 0.045)


# --- heads: the six peoples -------------------------------------------------------------------------
def _shoulders(b: Brush, tone: int = ACCENT) -> None:
    b.poly([(0.1, 1.0), (0.16, 0.86), (0.36, 0.78), (0.64, 0.78), (0.84, 0.86), (0.9, 1.0)], tone)


def _eyes(b: Brush, v: float = 0.5, gap: float = 0.1, r: float = 0.03) -> None:
    b.circle(0.5 - gap, v, r, SHADE, detail=True)
    b.circle(0.5 + gap, v, r, SHADE, detail=True)


@motif("head_human")
def _head_human(b: Brush) -> None:
    _shoulders(b)
    b.rrect(0.43, 0.7, 0.14, 0.12, 0.03)
    b.circle(0.26, 0.52, 0.05)
    b.circle(0.74, 0.52, 0.05)
    b.poly(oval(0.5, 0.5, 0.24, 0.3, 36))
    b.poly([(0.25, 0.46), (0.26, 0.3), (0.36, 0.2), (0.52, 0.17), (0.68, 0.22), (0.76, 0.34), (0.75, 0.46),
            (0.68, 0.34), (0.5, 0.3), (0.36, 0.32)], SECOND)
    _eyes(b)
    b.line([(0.5, 0.52), (0.48, 0.6), (0.52, 0.61)], 0.015, SHADE, detail=True)
    b.line([(0.43, 0.68), (0.57, 0.68)], 0.015, SHADE, detail=True)


@motif("head_elf")
def _head_elf(b: Brush) -> None:
    _shoulders(b)
    b.poly([(0.24, 0.3), (0.5, 0.18), (0.76, 0.3), (0.8, 0.86), (0.64, 0.74), (0.36, 0.74), (0.2, 0.86)], SECOND)
    b.poly([(0.3, 0.5), (0.08, 0.3), (0.3, 0.58)])
    b.poly([(0.7, 0.5), (0.92, 0.3), (0.7, 0.58)])
    b.poly(oval(0.5, 0.5, 0.2, 0.28, 36))
    b.poly([(0.3, 0.42), (0.34, 0.26), (0.5, 0.22), (0.66, 0.26), (0.7, 0.42), (0.58, 0.3), (0.42, 0.3)], SECOND)
    b.line(oval(0.5, 0.4, 0.22, 0.16, 16, math.pi * 1.1, math.pi * 1.9), 0.02, ACCENT)
    b.poly(star_points(0.5, 0.25, 0.035, 0.015, 4), ACCENT)
    _eyes(b, 0.5, 0.085, 0.025)
    b.line([(0.45, 0.66), (0.55, 0.66)], 0.012, SHADE, detail=True)


@motif("head_dwarf")
def _head_dwarf(b: Brush) -> None:
    _shoulders(b)
    b.circle(0.22, 0.46, 0.05)
    b.circle(0.78, 0.46, 0.05)
    b.poly(oval(0.5, 0.46, 0.28, 0.26, 36))
    b.poly([(0.22, 0.5), (0.3, 0.56), (0.5, 0.6), (0.7, 0.56), (0.78, 0.5), (0.8, 0.7), (0.66, 0.9), (0.5, 0.98),
            (0.34, 0.9), (0.2, 0.7)], SECOND)
    for u in (0.38, 0.5, 0.62):
        b.line([(u, 0.66), (u + 0.01, 0.9)], 0.015, SHADE, detail=True)
    b.poly([(0.2, 0.36)] + oval(0.5, 0.36, 0.3, 0.3, 20, math.pi, 2 * math.pi) + [(0.8, 0.36)], ACCENT)
    b.rrect(0.17, 0.33, 0.66, 0.07, 0.02, ACCENT)
    b.line([(0.5, 0.08), (0.5, 0.34)], 0.03, SHADE, detail=True)
    _eyes(b, 0.45, 0.11)
    b.circle(0.5, 0.53, 0.065)
    b.line([(0.34, 0.42), (0.44, 0.4)], 0.02, SECOND, detail=True)
    b.line([(0.56, 0.4), (0.66, 0.42)], 0.02, SECOND, detail=True)


@motif("head_orc")
def _head_orc(b: Brush) -> None:
    _shoulders(b)
    b.poly([(0.2, 0.4), (0.06, 0.3), (0.22, 0.5)])
    b.poly([(0.8, 0.4), (0.94, 0.3), (0.78, 0.5)])
    b.poly([(0.22, 0.3), (0.36, 0.2), (0.64, 0.2), (0.78, 0.3), (0.82, 0.56), (0.74, 0.78), (0.5, 0.86),
            (0.26, 0.78), (0.18, 0.56)])
    b.poly([(0.4, 0.22), (0.5, 0.06), (0.6, 0.22)], SECOND)
    b.poly([(0.24, 0.42), (0.5, 0.38), (0.76, 0.42), (0.74, 0.47), (0.5, 0.44), (0.26, 0.47)], SHADE)
    b.circle(0.38, 0.5, 0.035, ACCENT, detail=True)
    b.circle(0.62, 0.5, 0.035, ACCENT, detail=True)
    b.poly([(0.44, 0.6), (0.56, 0.6), (0.53, 0.56), (0.47, 0.56)], SHADE, detail=True)
    b.line([(0.34, 0.72), (0.66, 0.72)], 0.02, SHADE, detail=True)
    b.poly([(0.34, 0.74), (0.36, 0.6), (0.4, 0.74)], LIGHT)
    b.poly([(0.6, 0.74), (0.64, 0.6), (0.66, 0.74)], LIGHT)


@motif("head_halfling")
def _head_halfling(b: Brush) -> None:
    _shoulders(b)
    b.rrect(0.43, 0.72, 0.14, 0.1, 0.03)
    b.poly(oval(0.5, 0.54, 0.25, 0.26, 36))
    for u, v, r in ((0.28, 0.36, 0.09), (0.38, 0.26, 0.1), (0.52, 0.22, 0.1), (0.66, 0.27, 0.1),
                    (0.74, 0.38, 0.08), (0.24, 0.5, 0.07), (0.76, 0.5, 0.07)):
        b.circle(u, v, r, SECOND)
    b.circle(0.36, 0.62, 0.05, ACCENT, detail=True)
    b.circle(0.64, 0.62, 0.05, ACCENT, detail=True)
    _eyes(b, 0.54, 0.1, 0.03)
    b.line(oval(0.5, 0.64, 0.08, 0.06, 8, 0.2, math.pi - 0.2), 0.018, SHADE, detail=True)


@motif("head_dragon")
def _head_dragon(b: Brush) -> None:
    b.poly([(0.3, 0.36), (0.06, 0.1), (0.22, 0.14), (0.4, 0.3)], SECOND)
    b.poly([(0.22, 0.42), (0.02, 0.32), (0.16, 0.28), (0.34, 0.36)], SECOND)
    b.poly([(0.2, 0.98), (0.22, 0.6), (0.34, 0.36), (0.54, 0.3), (0.9, 0.4), (0.96, 0.5), (0.86, 0.56),
            (0.6, 0.58), (0.88, 0.66), (0.78, 0.72), (0.52, 0.7), (0.44, 0.98)])
    b.poly([(0.3, 0.62), (0.22, 0.74), (0.2, 0.9), (0.3, 0.8), (0.26, 0.98), (0.38, 0.86)], ACCENT, detail=True)
    b.poly([(0.42, 0.38), (0.56, 0.36), (0.5, 0.44)], ACCENT)
    b.poly([(0.48, 0.38), (0.52, 0.37), (0.5, 0.42)], SHADE, detail=True)
    b.circle(0.86, 0.44, 0.015, SHADE, detail=True)
    for u in (0.64, 0.72, 0.8):
        b.poly([(u, 0.58), (u + 0.02, 0.63), (u + 0.04, 0.58)], LIGHT, detail=True)
    b.line([(0.58, 0.34), (0.8, 0.4)], 0.015, LIGHT, detail=True)


# --- the expansion's races (Fiends & Familiars) ---------------------------------------------------
@motif("head_gnome")
def _head_gnome(b: Brush) -> None:
    _shoulders(b)
    b.poly(oval(0.5, 0.6, 0.24, 0.24, 36))
    b.poly([(0.22, 0.46), (0.4, 0.08), (0.62, 0.02), (0.56, 0.14), (0.8, 0.46)], SECOND)
    b.rrect(0.2, 0.42, 0.6, 0.08, 0.03, SECOND)
    b.poly([(0.28, 0.62), (0.5, 0.7), (0.72, 0.62), (0.66, 0.86), (0.5, 0.94), (0.34, 0.86)], LIGHT)
    _eyes(b, 0.57, 0.09, 0.028)
    b.circle(0.5, 0.66, 0.06, ACCENT)
    b.poly([(0.27, 0.56), (0.14, 0.5), (0.27, 0.64)])
    b.poly([(0.73, 0.56), (0.86, 0.5), (0.73, 0.64)])


@motif("head_catfolk")
def _head_catfolk(b: Brush) -> None:
    _shoulders(b)
    b.poly([(0.24, 0.44), (0.22, 0.12), (0.42, 0.3)])
    b.poly([(0.76, 0.44), (0.78, 0.12), (0.58, 0.3)])
    b.poly([(0.27, 0.38), (0.26, 0.2), (0.37, 0.31)], ACCENT, detail=True)
    b.poly([(0.73, 0.38), (0.74, 0.2), (0.63, 0.31)], ACCENT, detail=True)
    b.poly(oval(0.5, 0.52, 0.27, 0.25, 36))
    b.poly(oval(0.5, 0.64, 0.13, 0.09, 24), LIGHT)
    for u in (0.39, 0.61):
        b.poly(oval(u, 0.48, 0.06, 0.045, 16), SECOND)
        b.poly(oval(u, 0.48, 0.014, 0.04, 10), SHADE, detail=True)
    b.poly([(0.46, 0.58), (0.54, 0.58), (0.5, 0.62)], ACCENT)
    for s in (-1, 1):
        for k in range(3):
            b.line([(0.5 + s * 0.12, 0.63 + k * 0.02), (0.5 + s * 0.34, 0.58 + k * 0.05)], 0.008, SHADE, detail=True)
    b.line([(0.3, 0.36), (0.36, 0.4)], 0.02, SHADE, detail=True)
    b.line([(0.7, 0.36), (0.64, 0.4)], 0.02, SHADE, detail=True)


@motif("head_lizardfolk")
def _head_lizardfolk(b: Brush) -> None:
    _shoulders(b)
    b.poly([(0.34, 0.98), (0.34, 0.6), (0.24, 0.4), (0.32, 0.22), (0.5, 0.16), (0.76, 0.24), (0.94, 0.4),
            (0.92, 0.5), (0.7, 0.56), (0.6, 0.62), (0.58, 0.98)])
    for k in range(5):
        u = 0.3 + k * 0.06
        b.poly([(u - 0.05, 0.28 - k * 0.01), (u, 0.1 - k * 0.01), (u + 0.05, 0.24 - k * 0.01)], ACCENT)
    b.poly([(0.58, 0.5), (0.92, 0.46), (0.9, 0.5), (0.6, 0.56)], SHADE, detail=True)
    b.circle(0.56, 0.32, 0.06, SECOND)
    b.poly(oval(0.56, 0.32, 0.015, 0.045, 10), SHADE, detail=True)
    for u, v in ((0.42, 0.5), (0.46, 0.64), (0.4, 0.76), (0.5, 0.82), (0.44, 0.9)):
        b.circle(u, v, 0.03, LIGHT, detail=True)
    b.circle(0.88, 0.4, 0.012, SHADE, detail=True)


@motif("head_minotaur")
def _head_minotaur(b: Brush) -> None:
    _shoulders(b)
    b.poly([(0.3, 0.3), (0.1, 0.28), (0.02, 0.12), (0.16, 0.18), (0.32, 0.22)], LIGHT)
    b.poly([(0.7, 0.3), (0.9, 0.28), (0.98, 0.12), (0.84, 0.18), (0.68, 0.22)], LIGHT)
    b.poly([(0.28, 0.36), (0.12, 0.38), (0.26, 0.46)])
    b.poly([(0.72, 0.36), (0.88, 0.38), (0.74, 0.46)])
    b.poly([(0.28, 0.26), (0.5, 0.2), (0.72, 0.26), (0.76, 0.5), (0.66, 0.66), (0.34, 0.66), (0.24, 0.5)])
    b.poly(oval(0.5, 0.7, 0.17, 0.13, 30), SECOND)
    b.circle(0.43, 0.71, 0.03, SHADE, detail=True)
    b.circle(0.57, 0.71, 0.03, SHADE, detail=True)
    b.ring(0.5, 0.8, 0.06, 0.02, ACCENT)
    b.poly([(0.36, 0.42), (0.46, 0.44), (0.36, 0.47)], SHADE, detail=True)
    b.poly([(0.64, 0.42), (0.54, 0.44), (0.64, 0.47)], SHADE, detail=True)
    for k in range(3):
        b.poly([(0.4 + k * 0.07, 0.22), (0.44 + k * 0.07, 0.3), (0.48 + k * 0.07, 0.22)], SECOND, detail=True)


# --- the familiars: each its own animal -----------------------------------------------------------
@motif("raven")
def _raven(b: Brush) -> None:
    b.poly([(0.24, 0.62), (0.04, 0.9), (0.2, 0.86), (0.14, 0.98), (0.36, 0.78)], SECOND)
    b.poly(oval(0.48, 0.58, 0.28, 0.2, 36))
    b.poly([(0.3, 0.52), (0.56, 0.44), (0.76, 0.56), (0.5, 0.7), (0.28, 0.66)], SECOND)
    b.poly(oval(0.68, 0.34, 0.14, 0.13, 30))
    b.poly([(0.78, 0.28), (0.98, 0.36), (0.8, 0.42)], ACCENT)
    b.circle(0.7, 0.31, 0.03, LIGHT)
    b.circle(0.71, 0.31, 0.014, SHADE, detail=True)
    b.line([(0.44, 0.76), (0.42, 0.92), (0.36, 0.96)], 0.022, ACCENT)
    b.line([(0.54, 0.76), (0.54, 0.92), (0.6, 0.96)], 0.022, ACCENT)


@motif("unicorn")
def _unicorn(b: Brush) -> None:
    b.poly([(0.3, 0.98), (0.32, 0.62), (0.4, 0.36), (0.52, 0.22), (0.66, 0.26), (0.84, 0.52), (0.9, 0.64),
            (0.82, 0.72), (0.68, 0.62), (0.58, 0.62), (0.6, 0.98)])
    b.poly([(0.56, 0.24), (0.74, 0.02), (0.64, 0.28)], ACCENT)
    b.line([(0.6, 0.2), (0.66, 0.18)], 0.012, SHADE, detail=True)
    b.line([(0.64, 0.14), (0.69, 0.12)], 0.012, SHADE, detail=True)
    b.poly([(0.52, 0.22), (0.36, 0.3), (0.24, 0.5), (0.2, 0.72), (0.14, 0.92), (0.3, 0.8), (0.32, 0.56),
            (0.44, 0.36)], SECOND)
    b.poly([(0.52, 0.22), (0.5, 0.12), (0.58, 0.22)])
    b.circle(0.62, 0.38, 0.03, SHADE, detail=True)
    b.circle(0.84, 0.64, 0.015, SHADE, detail=True)


@motif("cat")
def _cat(b: Brush) -> None:
    b.line([(0.72, 0.9), (0.9, 0.84), (0.92, 0.6), (0.84, 0.5)], 0.05, MAIN)
    b.poly(oval(0.5, 0.7, 0.24, 0.26, 36))
    b.poly([(0.3, 0.3), (0.32, 0.08), (0.44, 0.22)])
    b.poly([(0.7, 0.3), (0.68, 0.08), (0.56, 0.22)])
    b.poly(oval(0.5, 0.34, 0.22, 0.18, 30))
    b.poly(oval(0.5, 0.78, 0.1, 0.14, 20), LIGHT)
    for u in (0.42, 0.58):
        b.poly(oval(u, 0.32, 0.045, 0.035, 14), ACCENT)
        b.poly(oval(u, 0.32, 0.01, 0.03, 8), SHADE, detail=True)
    b.poly([(0.47, 0.4), (0.53, 0.4), (0.5, 0.43)], SECOND)
    for s in (-1, 1):
        b.line([(0.5 + s * 0.06, 0.43), (0.5 + s * 0.26, 0.4)], 0.008, SHADE, detail=True)


@motif("toad")
def _toad(b: Brush) -> None:
    b.poly(oval(0.5, 0.64, 0.38, 0.24, 40))
    b.circle(0.34, 0.42, 0.1)
    b.circle(0.66, 0.42, 0.1)
    b.circle(0.34, 0.41, 0.06, ACCENT)
    b.circle(0.66, 0.41, 0.06, ACCENT)
    b.rrect(0.3, 0.39, 0.08, 0.03, 0.01, SHADE, detail=True)
    b.rrect(0.62, 0.39, 0.08, 0.03, 0.01, SHADE, detail=True)
    b.poly(oval(0.5, 0.74, 0.24, 0.12, 30), LIGHT)
    b.line(oval(0.5, 0.56, 0.22, 0.06, 12, 0.2, math.pi - 0.2), 0.015, SHADE, detail=True)
    for u, v in ((0.24, 0.58), (0.74, 0.6), (0.3, 0.7), (0.7, 0.72)):
        b.circle(u, v, 0.03, SECOND, detail=True)
    b.poly([(0.12, 0.86), (0.3, 0.8), (0.26, 0.9)], SECOND)
    b.poly([(0.88, 0.86), (0.7, 0.8), (0.74, 0.9)], SECOND)


def _canine(b: Brush, ears: float, snout: float) -> None:
    """A dog's or a wolf's head and chest: `ears` how tall the ears stand, `snout` how far it reaches."""
    b.poly([(0.22, 0.98), (0.28, 0.62), (0.72, 0.62), (0.78, 0.98)], SECOND)
    b.poly([(0.28, 0.36), (0.26, 0.36 - ears), (0.42, 0.26)])
    b.poly([(0.72, 0.36), (0.74, 0.36 - ears), (0.58, 0.26)])
    b.poly(oval(0.5, 0.44, 0.24, 0.22, 32))
    b.poly([(0.38, 0.5), (0.5, 0.48 + snout), (0.62, 0.5), (0.56, 0.62 + snout * 0.4), (0.44, 0.62 + snout * 0.4)],
           LIGHT)
    b.circle(0.5, 0.5 + snout, 0.04, SHADE)
    _eyes(b, 0.4, 0.1, 0.03)
    b.circle(0.4, 0.4, 0.012, ACCENT, detail=True)
    b.circle(0.6, 0.4, 0.012, ACCENT, detail=True)


@motif("wolf")
def _wolf(b: Brush) -> None:
    _canine(b, 0.26, 0.16)
    for u in (0.32, 0.42, 0.58, 0.68):
        b.poly([(u - 0.04, 0.62), (u, 0.74), (u + 0.04, 0.62)], LIGHT, detail=True)


@motif("hound")
def _hound(b: Brush) -> None:
    _canine(b, 0.02, 0.1)
    b.poly([(0.26, 0.32), (0.14, 0.44), (0.2, 0.64), (0.32, 0.5)], SHADE)
    b.poly([(0.74, 0.32), (0.86, 0.44), (0.8, 0.64), (0.68, 0.5)], SHADE)
    b.rrect(0.3, 0.7, 0.4, 0.06, 0.02, ACCENT)


@motif("ferret")
def _ferret(b: Brush) -> None:
    b.line([(0.14, 0.9), (0.3, 0.8), (0.5, 0.74), (0.72, 0.56), (0.78, 0.38)], 0.16, MAIN)
    b.line([(0.14, 0.9), (0.04, 0.96)], 0.06, SECOND)
    b.poly(oval(0.76, 0.3, 0.12, 0.1, 24))
    b.poly(oval(0.74, 0.3, 0.1, 0.045, 20), SECOND)
    b.circle(0.7, 0.2, 0.04)
    b.circle(0.84, 0.22, 0.04)
    b.circle(0.72, 0.3, 0.018, LIGHT)
    b.circle(0.82, 0.3, 0.018, LIGHT)
    b.circle(0.88, 0.36, 0.02, SHADE, detail=True)
    b.poly(oval(0.6, 0.64, 0.08, 0.06, 16), LIGHT, detail=True)
    for u in (0.3, 0.5):
        b.line([(u, 0.84), (u, 0.96)], 0.04, SECOND)


@motif("pseudodragon")
def _pseudodragon(b: Brush) -> None:
    b.poly([(0.42, 0.5), (0.1, 0.14), (0.2, 0.36), (0.06, 0.4), (0.3, 0.6)], SECOND)
    b.poly([(0.58, 0.5), (0.9, 0.14), (0.8, 0.36), (0.94, 0.4), (0.7, 0.6)], SECOND)
    b.line([(0.5, 0.82), (0.7, 0.92), (0.86, 0.84), (0.9, 0.74)], 0.04, MAIN)
    b.poly([(0.88, 0.7), (0.96, 0.72), (0.9, 0.8)], ACCENT)
    b.poly(oval(0.5, 0.66, 0.14, 0.2, 28))
    b.poly(oval(0.5, 0.7, 0.07, 0.13, 20), LIGHT)
    b.poly(oval(0.5, 0.36, 0.14, 0.12, 28))
    b.poly([(0.42, 0.28), (0.36, 0.14), (0.46, 0.26)], ACCENT)
    b.poly([(0.58, 0.28), (0.64, 0.14), (0.54, 0.26)], ACCENT)
    _eyes(b, 0.34, 0.06, 0.025)
    b.poly([(0.44, 0.42), (0.56, 0.42), (0.5, 0.48)], SHADE, detail=True)


@motif("sprite")
def _sprite(b: Brush) -> None:
    for s in (-1, 1):
        b.poly(oval(0.5 + s * 0.22, 0.38, 0.16, 0.24, 24, 0.0), LIGHT)
        b.poly(oval(0.5 + s * 0.18, 0.7, 0.1, 0.14, 20, 0.0), LIGHT)
    b.poly([(0.42, 0.46), (0.58, 0.46), (0.66, 0.86), (0.34, 0.86)], SECOND)
    b.circle(0.5, 0.32, 0.12)
    b.poly([(0.38, 0.3), (0.44, 0.18), (0.56, 0.16), (0.64, 0.28), (0.5, 0.22)], ACCENT)
    _eyes(b, 0.33, 0.05, 0.018)
    b.line([(0.6, 0.5), (0.78, 0.2)], 0.02, ACCENT)
    b.poly(star_points(0.8, 0.16, 0.06, 0.025, 5), ACCENT)


@motif("monkey")
def _monkey(b: Brush) -> None:
    b.line([(0.7, 0.86), (0.9, 0.8), (0.9, 0.6), (0.8, 0.56)], 0.04, MAIN)
    b.poly(oval(0.5, 0.74, 0.2, 0.22, 30))
    b.circle(0.24, 0.36, 0.1)
    b.circle(0.76, 0.36, 0.1)
    b.circle(0.24, 0.36, 0.055, LIGHT)
    b.circle(0.76, 0.36, 0.055, LIGHT)
    b.poly(oval(0.5, 0.38, 0.24, 0.22, 32))
    b.poly(oval(0.5, 0.44, 0.16, 0.14, 28), LIGHT)
    b.poly(oval(0.44, 0.34, 0.07, 0.06, 16), LIGHT)
    b.poly(oval(0.56, 0.34, 0.07, 0.06, 16), LIGHT)
    _eyes(b, 0.34, 0.06, 0.022)
    b.line(oval(0.5, 0.46, 0.07, 0.05, 8, 0.3, math.pi - 0.3), 0.014, SHADE, detail=True)
    b.circle(0.5, 0.74, 0.06, ACCENT, detail=True)


@motif("phoenix")
def _phoenix(b: Brush) -> None:
    for k in range(5):
        a = math.radians(-150 + k * 30)
        b.poly([(0.5, 0.5), (0.5 + 0.46 * math.cos(a) - 0.06, 0.5 + 0.46 * math.sin(a)),
                (0.5 + 0.46 * math.cos(a) + 0.06, 0.5 + 0.46 * math.sin(a))], SECOND if k % 2 else ACCENT)
    for k in range(3):
        b.poly([(0.44 + k * 0.06, 0.7), (0.36 + k * 0.14, 0.98), (0.5 + k * 0.04, 0.74)], ACCENT)
    b.poly(oval(0.5, 0.58, 0.12, 0.18, 24))
    b.circle(0.5, 0.34, 0.09)
    b.poly([(0.46, 0.28), (0.5, 0.12), (0.54, 0.28)], ACCENT)
    b.poly([(0.54, 0.34), (0.66, 0.38), (0.54, 0.4)], LIGHT)
    b.circle(0.52, 0.32, 0.015, SHADE, detail=True)


@motif("griffin_cub")
def _griffin_cub(b: Brush) -> None:
    b.poly([(0.3, 0.56), (0.06, 0.3), (0.1, 0.5), (0.02, 0.56), (0.3, 0.72)], SECOND)
    b.poly(oval(0.5, 0.7, 0.24, 0.2, 32))
    b.line([(0.72, 0.78), (0.9, 0.7), (0.92, 0.54)], 0.03, MAIN)
    b.circle(0.92, 0.52, 0.04, SHADE)
    b.poly(oval(0.54, 0.36, 0.16, 0.16, 30), LIGHT)
    b.poly([(0.66, 0.34), (0.84, 0.42), (0.68, 0.46)], ACCENT)
    b.poly([(0.46, 0.22), (0.4, 0.08), (0.52, 0.2)], LIGHT)
    b.circle(0.58, 0.32, 0.03, SHADE, detail=True)
    for u in (0.38, 0.6):
        b.line([(u, 0.84), (u, 0.96), (u + 0.04, 0.96)], 0.03, ACCENT)


@motif("salamander")
def _salamander(b: Brush) -> None:
    b.line([(0.12, 0.3), (0.2, 0.5), (0.36, 0.6), (0.56, 0.56), (0.72, 0.62), (0.8, 0.8), (0.66, 0.92)],
           0.1, MAIN)
    b.poly(oval(0.14, 0.26, 0.09, 0.07, 20))
    for u, v, s in ((0.3, 0.58, -1), (0.62, 0.58, 1)):
        b.line([(u, v), (u - 0.08, v + 0.14 * s if s > 0 else v - 0.12)], 0.03, MAIN)
        b.line([(u, v), (u + 0.06, v + 0.14)], 0.03, MAIN)
    for u, v in ((0.22, 0.48), (0.4, 0.58), (0.58, 0.56), (0.74, 0.7), (0.76, 0.84)):
        b.circle(u, v, 0.025, ACCENT, detail=True)
    b.circle(0.12, 0.24, 0.02, SHADE, detail=True)


@motif("spider")
def _spider(b: Brush) -> None:
    for s in (-1, 1):
        for k in range(4):
            v = 0.4 + k * 0.08
            b.line([(0.5, 0.5), (0.5 + s * 0.24, v - 0.16), (0.5 + s * (0.36 + k * 0.02), v + 0.2)], 0.025, SECOND)
    b.poly(oval(0.5, 0.66, 0.16, 0.2, 30))
    b.circle(0.5, 0.4, 0.1)
    b.poly([(0.44, 0.6), (0.5, 0.54), (0.56, 0.6), (0.5, 0.74)], ACCENT, detail=True)
    for u in (0.46, 0.54):
        b.circle(u, 0.38, 0.02, ACCENT)
    b.line([(0.5, 0.3), (0.5, 0.02)], 0.008, LIGHT)
