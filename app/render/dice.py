"""Dice: coloured d6 with pips and a colour-blind glyph, split dice, d10 and custom faces.

A die is drawn in the DieColour its game gives (body, pips, edge and the glyph that names the colour
by shape); d10s and custom dice default to a plain ivory body.

Every die is rendered once per (kind, colours, face, size, state) and cached, so a table
with dozens of dice costs one blit per die per frame. Returned surfaces are square and a
little larger than the die (room for shadow and glow): blit them centred on the die's
position, e.g. with `blit_die(screen, surf, center)`; the die itself spans `size` pixels.

States: "normal", "highlight" (a legal target), "selected" (chosen; drawn lifted),
"dimmed" (not available; greyed but still recognisable by its glyph).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, circle_glow, dimmed, glow, shadow
from app.render.glyphs import GLYPHS, glyph
from app.render.palette import (
    HIGHLIGHT, INK, NEUTRAL_DIE, SELECT, DieColour, darken, lighten, mix,
)

STATES = ("normal", "highlight", "selected", "dimmed")

# Pip centres in unit coordinates: a 3×3 grid set a little low, leaving a band at the
# top of the face for the colour glyph.
_L, _C, _R = 0.27, 0.5, 0.73     # columns
_T, _M, _B = 0.34, 0.56, 0.78    # rows
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_C, _M),),
    2: ((_L, _T), (_R, _B)),
    3: ((_L, _T), (_C, _M), (_R, _B)),
    4: ((_L, _T), (_R, _T), (_L, _B), (_R, _B)),
    5: ((_L, _T), (_R, _T), (_C, _M), (_L, _B), (_R, _B)),
    6: ((_L, _T), (_R, _T), (_L, _M), (_R, _M), (_L, _B), (_R, _B)),
}
PIP_RADIUS = 0.08
GLYPH_SIZE = 0.24         # colour glyph, as a fraction of the die size
GLYPH_CENTRE_Y = 0.15     # top-centre band, above the pips
CORNER = 0.2              # corner radius fraction
LIFT = 0.08               # how far a selected die rises, fraction of size


@dataclass(frozen=True)
class DieFace:
    """What a die shows: kind "d6" | "split" | "d10" | "custom", its colours and face.

    face is an int for d6/split/d10 and a glyph name or short text for custom dice.
    """

    kind: str
    colours: tuple[DieColour, ...]
    face: int | str

    @classmethod
    def d6(cls, colour: DieColour, value: int) -> DieFace:
        return cls("d6", (colour,), value)

    @classmethod
    def split(cls, a: DieColour, b: DieColour, value: int) -> DieFace:
        return cls("split", (a, b), value)

    @classmethod
    def d10(cls, value: int, colour: DieColour = NEUTRAL_DIE) -> DieFace:
        return cls("d10", (colour,), value)

    @classmethod
    def custom(cls, symbol: str, colour: DieColour = NEUTRAL_DIE) -> DieFace:
        return cls("custom", (colour,), symbol)


_CACHE = new_cache(4096, max_mb=24)


def margin(size: int) -> int:
    """Extra pixels around the die on each side of the rendered surface."""
    return max(4, round(size * 0.22))


def render(die: DieFace, size: int, state: str = "normal") -> pygame.Surface:
    """The cached surface for a die face at a size and state."""
    if state not in STATES:
        raise ValueError(f"unknown die state {state!r}; one of {STATES}")
    key = (die, size, state)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, _compose(die, size, state))
    return surf


def d6(colour: DieColour, value: int, size: int, state: str = "normal") -> pygame.Surface:
    """A six-sided die in the game's colour, its glyph at the top (value 1–6 as pips; others as a number)."""
    return render(DieFace.d6(colour, value), size, state)


def split_d6(colours: tuple[DieColour, DieColour], value: int, size: int,
             state: str = "normal") -> pygame.Surface:
    """A two-colour split die, diagonally halved, one glyph per half."""
    return render(DieFace.split(colours[0], colours[1], value), size, state)


def d10(value: int, size: int, state: str = "normal", colour: DieColour = NEUTRAL_DIE) -> pygame.Surface:
    """A generic ten-sided die showing a number (6 and 9 are underlined)."""
    return render(DieFace.d10(value, colour), size, state)


def custom_die(symbol: str, size: int, state: str = "normal",
               colour: DieColour = NEUTRAL_DIE) -> pygame.Surface:
    """A d6-shaped die with a symbol face: a registered glyph name, else short text."""
    return render(DieFace.custom(symbol, colour), size, state)


def blit_die(target: pygame.Surface, surf: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    """Blit a rendered die centred on `center`; returns the rect blitted."""
    rect = surf.get_rect(center=(round(center[0]), round(center[1])))
    return target.blit(surf, rect)


def hit_rect(center: tuple[float, float], size: int) -> pygame.Rect:
    """The clickable square of a die drawn at `center`."""
    return pygame.Rect(round(center[0] - size / 2), round(center[1] - size / 2), size, size)


def _compose(die: DieFace, size: int, state: str) -> pygame.Surface:
    """Shadow, lift, glow and dimming around a die face (d10s get round shadow and glow)."""
    m = margin(size)
    out = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    face = _face(die, size)
    round_die = die.kind == "d10"
    lift = round(size * LIFT) if state == "selected" else 0
    radius = size // 2 if round_die else round(size * CORNER)
    blur = max(2, size // 10)
    off = max(1, size // 24) + lift
    out.blit(shadow((size, size), radius, blur, 120 if lift else 95),
             (m - blur + off // 2, m - blur + off))
    if state == "dimmed":
        face = dimmed(face)
    ring = None
    if state in ("highlight", "selected"):
        colour = HIGHLIGHT if state == "highlight" else SELECT
        width = max(2, size // 18)
        ring = (circle_glow(size, colour, spread=m - 1, width=width) if round_die
                else glow((size, size), radius, colour, spread=m - 1, width=width))
    if ring is not None and round_die:
        out.blit(ring, (1, 1 - lift))
    out.blit(face, (m, m - lift))
    if ring is not None and not round_die:
        out.blit(ring, (1, 1 - lift))
    return out


def _face(die: DieFace, size: int) -> pygame.Surface:
    if die.kind == "d6":
        return _d6_face(die.colours[0], int(die.face), size)
    if die.kind == "split":
        return _split_face(die.colours[0], die.colours[1], int(die.face), size)
    if die.kind == "d10":
        return _d10_face(die.colours[0], int(die.face), size)
    if die.kind == "custom":
        return _custom_face(die.colours[0], str(die.face), size)
    raise ValueError(f"unknown die kind {die.kind!r}")


def _body(c: Canvas, colour: DieColour, size: int) -> None:
    """Rounded cube seen from above: darker edge below, lighter raised face."""
    r = size * CORNER
    c.rrect(0, 0, size, size, colour.edge, r)
    c.rrect(size * 0.02, size * 0.015, size * 0.96, size * 0.93, colour.body, r * 0.95)
    c.rrect(size * 0.08, size * 0.07, size * 0.84, size * 0.8, lighten(colour.body, 0.07), r * 0.7)


def _pips(c: Canvas, value: int, size: int, pip: tuple[int, int, int],
          hole: tuple[int, int, int], ring: tuple[int, int, int] | None = None) -> None:
    r = size * PIP_RADIUS
    for u, v in PIPS[value]:
        x, y = u * size, v * size
        c.circle(x, y - r * 0.12, r * 1.08, hole)
        if ring is not None:
            c.circle(x, y, r * 1.0, ring)
            c.circle(x, y, r * 0.74, pip)
        else:
            c.circle(x, y, r, pip)


def _number(surf: pygame.Surface, label: str, size: int, colour: tuple[int, int, int],
            cy: float = 0.47, scale: float = 0.52, underline: bool = False) -> None:
    t = fonts.text(label, max(6, round(size * scale)), colour, bold=True)
    rect = t.get_rect(center=(size / 2, size * cy))
    surf.blit(t, rect)
    if underline:
        w = max(1, size // 22)
        pygame.draw.line(surf, colour, (rect.centerx - rect.w * 0.32, rect.bottom - w),
                         (rect.centerx + rect.w * 0.32, rect.bottom - w), w)


def _d6_face(colour: DieColour, value: int, size: int) -> pygame.Surface:
    c = Canvas(size, size, colour.edge)
    _body(c, colour, size)
    hole = darken(colour.body, 0.25) if colour.body != colour.pip else colour.edge
    if value in PIPS:
        _pips(c, value, size, colour.pip, hole)
    surf = c.done()
    if value not in PIPS:
        _number(surf, str(value), size, colour.pip, cy=0.52)
    if colour.glyph:
        g = glyph(colour.glyph, max(4, round(size * GLYPH_SIZE)), mix(colour.body, colour.pip, 0.8))
        surf.blit(g, g.get_rect(center=(size / 2, size * GLYPH_CENTRE_Y)))
    return surf


def _split_face(a: DieColour, b: DieColour, value: int, size: int) -> pygame.Surface:
    """Colour a fills the top-left half, b the bottom-right, split along the other diagonal."""
    ca = Canvas(size, size, a.edge)
    _body(ca, a, size)
    cb = Canvas(size, size, b.edge)
    _body(cb, b, size)
    k = ca.k
    mask = pygame.Surface(cb.surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255),
                        [(size * k, 0), (size * k, size * k), (0, size * k)])
    cb.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    ca.surf.blit(cb.surf, (0, 0))
    ca.line((size * 0.93, size * 0.07), (size * 0.07, size * 0.93), mix(a.edge, b.edge, 0.5),
            max(1.0, size * 0.02))
    if value in PIPS:
        _pips(ca, value, size, (250, 246, 236), darken(mix(a.body, b.body, 0.5), 0.3), ring=INK)
    surf = ca.done()
    if value not in PIPS:
        _number(surf, str(value), size, (250, 246, 236), cy=0.52)
    gs = max(4, round(size * GLYPH_SIZE * 0.85))
    ga = glyph(a.glyph or "dot", gs, mix(a.body, a.pip, 0.85))
    gb = glyph(b.glyph or "dot", gs, mix(b.body, b.pip, 0.85))
    surf.blit(ga, ga.get_rect(center=(size / 2, size * GLYPH_CENTRE_Y)))
    surf.blit(gb, gb.get_rect(center=(size / 2, size * (1 - GLYPH_CENTRE_Y) - size * 0.02)))
    return surf


def _d10_face(colour: DieColour, value: int, size: int) -> pygame.Surface:
    c = Canvas(size, size, colour.edge)
    s = size
    outline = [(0.5, 0.02), (0.97, 0.36), (0.97, 0.64), (0.5, 0.98), (0.03, 0.64), (0.03, 0.36)]
    kite = [(0.5, 0.06), (0.86, 0.56), (0.5, 0.76), (0.14, 0.56)]
    c.poly([(u * s, v * s) for u, v in outline], colour.edge)
    c.poly([(u * s, v * s) for u, v in [(0.5, 0.05), (0.93, 0.38), (0.93, 0.62), (0.5, 0.93),
                                        (0.07, 0.62), (0.07, 0.38)]], darken(colour.body, 0.1))
    c.poly([(u * s, v * s) for u, v in kite], lighten(colour.body, 0.08))
    c.lines([(u * s, v * s) for u, v in [(0.07, 0.62), (0.14, 0.56)]], colour.edge, s * 0.012)
    c.lines([(u * s, v * s) for u, v in [(0.93, 0.62), (0.86, 0.56)]], colour.edge, s * 0.012)
    c.lines([(u * s, v * s) for u, v in [(0.5, 0.76), (0.5, 0.93)]], colour.edge, s * 0.012)
    surf = c.done()
    _number(surf, str(value), size, colour.pip, cy=0.47, scale=0.34, underline=value in (6, 9))
    return surf


def _custom_face(colour: DieColour, symbol: str, size: int) -> pygame.Surface:
    c = Canvas(size, size, colour.edge)
    _body(c, colour, size)
    surf = c.done()
    if symbol in GLYPHS:
        g = glyph(symbol, max(4, round(size * 0.6)), colour.pip)
        surf.blit(g, g.get_rect(center=(size / 2, size * 0.47)))
    else:
        label = symbol[:3]
        t = fonts.text(label, fonts.fit_size(label, round(size * 0.7), round(size * 0.5), 6,
                                             bold=True), colour.pip, bold=True)
        surf.blit(t, t.get_rect(center=(size / 2, size * 0.47)))
    return surf
