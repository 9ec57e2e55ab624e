"""Cards: framed face (name, cost coin, type emblem, wrapped rules text), face-down back, exhausted
(rotated 90°), highlight states, and a big zoomed card.

A card is described by a CardFace (plain data, already translated by the caller; a game maps its own
cards to faces, with the few marks it prints beyond the frame: a corner badge, pips, ribbon chips) and
rendered once per (face, width, state, exhausted) into a cached surface. As with dice the
surface carries a margin for shadow and glow: place it with `blit_card(target, surf,
center)`; the card itself is `width × round(width * CARD_RATIO)` (swapped when exhausted).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, dimmed, glow, shadow, star_points, vertical_gradient
from app.render.glyphs import glyph
from app.render.palette import (
    CARD_RATIO, CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, HIGHLIGHT, INK, INK_SOFT, PAPER, PAPER_DARK, RGB,
    SELECT, DieColour, darken, hex_rgb, lighten, mix,
)

STATES = ("normal", "highlight", "selected", "dimmed")
FRAME = hex_rgb("#6b5a45")  # a card's border when its game names no colour: walnut
ICON = "star"               # and its emblem
BACK_COLOUR = (92, 30, 36)
ZOOM_VEIL = (66, 60, 57)   # multiplies the screen behind a zoomed card (darker, warm)
CARD_SS = 3          # supersampling for card frames (large flat shapes need less)
MIN_RULES_SIZE = 8   # below this the text is cut with an ellipsis; zoom shows all
MIN_NAME_SIZE = 6    # a long name on a small card shrinks this far, then narrows, before it is cut


@dataclass(frozen=True)
class CardFace:
    """Everything printed on a card face, in the player's language.

    frame, icon: the border colour and the emblem glyph of the card's kind (on the ribbon, and large in
    the art window when there is no art).
    pips: small dots between the name and the cost (a deck's level, say).
    corner: a glyph on a round badge left of the name, turned `corner_turn` degrees anticlockwise.
    chips: marks on the right of the ribbon, left to right: a glyph name, or a DieColour drawn as a
    small square of that die with its glyph.
    art: "namespace:id" of the card's own picture, drawn by the painter a game registered
    with `register_art`; empty (or unknown) shows the emblem instead.
    """

    name: str
    frame: RGB = FRAME
    icon: str = ICON
    cost: int | None = None
    text: str = ""
    flavour: str = ""
    subtitle: str = ""
    pips: int = 0
    corner: str = ""
    corner_turn: int = 0
    chips: tuple[str | DieColour, ...] = ()
    art: str = ""


ArtPainter = Callable[[str, tuple[int, int]], "pygame.Surface | None"]
_ART_PAINTERS: dict[str, ArtPainter] = {}


def register_art(namespace: str, painter: ArtPainter) -> None:
    """Let a game draw its cards' pictures: `painter(id, (w, h))` for every face whose art is "namespace:id"."""
    _ART_PAINTERS[namespace] = painter


def art_picture(art: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture a face's `art` names, at `size`, or None when no painter knows it."""
    namespace, _, pid = art.partition(":")
    painter = _ART_PAINTERS.get(namespace)
    return painter(pid, size) if painter is not None and pid else None


_CACHE = new_cache(1024, max_mb=20)
FACES_MB = 3  # undecorated faces are reused only for a card's other states, so few are worth keeping


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of an upright card of this width."""
    return (width, round(width * CARD_RATIO))


def margin(width: int) -> int:
    return max(6, round(width * 0.09))


def card(face: CardFace, width: int, state: str = "normal",
         exhausted: bool = False) -> pygame.Surface:
    """A cached, ready-to-blit card face (with shadow margin)."""
    _check_state(state)
    key = ("face", face, width, state, exhausted)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, _decorate(_face_cached(face, width), width, state, exhausted))
    return surf


def card_back(width: int, state: str = "normal", pips: int = 0, label: str = "",
              exhausted: bool = False) -> pygame.Surface:
    """A face-down card: patterned back, optional pips (a deck's level) and a label (e.g. game name)."""
    _check_state(state)
    key = ("back", width, state, pips, label, exhausted)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, _decorate(_back(width, pips, label), width, state, exhausted))
    return surf


def big_card(face: CardFace, screen_height: int) -> pygame.Surface:
    """The right-click zoom: the same card rendered large (60% of the screen height)."""
    width = round(screen_height * 0.6 / CARD_RATIO)
    return card(face, width)


def draw_zoom(target: pygame.Surface, face: CardFace | None) -> pygame.Rect:
    """Dim the screen and show a big card (or a big back when face is None) in the middle."""
    target.fill(ZOOM_VEIL, special_flags=pygame.BLEND_RGB_MULT)
    h = target.get_height()
    surf = big_card(face, h) if face is not None else card_back(round(h * 0.6 / CARD_RATIO))
    return blit_card(target, surf, target.get_rect().center)


def blit_card(target: pygame.Surface, surf: pygame.Surface,
              center: tuple[float, float]) -> pygame.Rect:
    """Blit a rendered card centred at `center`."""
    rect = surf.get_rect(center=(round(center[0]), round(center[1])))
    return target.blit(surf, rect)


def hit_rect(center: tuple[float, float], width: int, exhausted: bool = False) -> pygame.Rect:
    """The clickable rectangle of a card drawn at `center`."""
    w, h = card_size(width)
    if exhausted:
        w, h = h, w
    return pygame.Rect(round(center[0] - w / 2), round(center[1] - h / 2), w, h)


def _check_state(state: str) -> None:
    if state not in STATES:
        raise ValueError(f"unknown card state {state!r}; one of {STATES}")


def _decorate(body: pygame.Surface, width: int, state: str, exhausted: bool) -> pygame.Surface:
    """Turn (exhausted) a bare card, then add shadow, lift, glow and dimming around it, so
    the shadow always falls down-right whichever way the card lies."""
    if exhausted:
        body = pygame.transform.rotate(body, -90)
    w, h = body.get_size()
    m = margin(width)
    radius = round(width * 0.06)
    lift = round(width * 0.05) if state == "selected" else 0
    if state == "dimmed":
        body = dimmed(body)
    out = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
    blur = max(3, width // 22)
    off = max(2, width // 45) + lift
    out.blit(shadow((w, h), radius, blur, 120 if lift else 100),
             (m - blur + off // 2, m - blur + off))
    out.blit(body, (m, m - lift))
    if state in ("highlight", "selected"):
        colour = HIGHLIGHT if state == "highlight" else SELECT
        out.blit(glow((w, h), radius, colour, spread=m - 1, width=max(2, width // 40)),
                 (1, 1 - lift))
    return out


_FACES = new_cache(512, max_mb=FACES_MB)


def _face_cached(face: CardFace, width: int) -> pygame.Surface:
    key = (face, width)
    surf = _FACES.get(key)
    if surf is None:
        surf = _FACES.put(key, _face(face, width))
    return surf


def _face(face: CardFace, width: int) -> pygame.Surface:
    """Compose a card face: frame, art window, header, type ribbon, rules box."""
    w, h = card_size(width)
    u = w / 100.0
    frame, icon = face.frame, face.icon
    inset = 4.5 * u
    art = pygame.Rect(round(8 * u), round(20 * u), round(w - 16 * u), round(48 * u))
    box = pygame.Rect(round(8 * u), round(art.bottom + 9 * u), round(w - 16 * u),
                      round(h - art.bottom - 9 * u - 8 * u))
    surf = _frame(w, h, u, frame, inset, art, box)
    _art_window(surf, art, u, frame, icon, face.art)
    _header(surf, face, w, u, inset)
    _type_ribbon(surf, face, art, u, frame, icon)
    _rules(surf, face, box, u)
    return surf


def _frame(w: int, h: int, u: float, frame: RGB, inset: float, art: pygame.Rect,
           box: pygame.Rect) -> pygame.Surface:
    """Coloured border, paper face, the art window's rim and the rules box (supersampled)."""
    c = Canvas(w, h, darken(frame, 0.5), scale=CARD_SS)
    radius = 6 * u
    c.rrect(0, 0, w, h, darken(frame, 0.45), radius)
    c.rrect(1.2 * u, 1.2 * u, w - 2.4 * u, h - 2.4 * u, frame, radius * 0.85)
    c.rrect(1.2 * u, 1.2 * u, w - 2.4 * u, h - 2.4 * u, lighten(frame, 0.25), radius * 0.85,
            width=0.6 * u)
    c.rrect(inset, inset, w - 2 * inset, h - 2 * inset, PAPER, 3.5 * u)
    c.rrect(art.x - 0.8 * u, art.y - 0.8 * u, art.w + 1.6 * u, art.h + 1.6 * u, darken(frame, 0.4),
            2.5 * u)
    c.rrect(box.x, box.y, box.w, box.h, PAPER_DARK, 2.5 * u)
    c.rrect(box.x, box.y, box.w, box.h, mix(PAPER_DARK, INK, 0.25), 2.5 * u, width=0.4 * u)
    return c.done()


def _art_window(surf: pygame.Surface, art: pygame.Rect, u: float, frame: RGB, icon: str,
                own: str = "") -> None:
    """The illustration: the card's own picture when a game draws one, else a lit gradient with
    light rays and the big type emblem."""
    window = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(window, (255, 255, 255, 255), window.get_rect(), border_radius=round(2 * u))
    picture = art_picture(own, art.size) if own else None
    if picture is not None:
        window.blit(picture, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(window, art.topleft)
        return
    grad = vertical_gradient((art.w, art.h), lighten(frame, 0.35), darken(frame, 0.25))
    window.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    _rays(window, lighten(frame, 0.5))
    emblem = glyph(icon, round(art.h * 0.72), lighten(frame, 0.85), outline=darken(frame, 0.55))
    window.blit(emblem, emblem.get_rect(center=(art.w / 2, art.h / 2)))
    surf.blit(window, art.topleft)


def _header(surf: pygame.Surface, face: CardFace, w: int, u: float, inset: float) -> None:
    """Corner badge (left), name (shrunk to fit), pips and cost coin (right)."""
    banner_h = round(11 * u)
    left = inset + 2.5 * u + (13 * u if face.corner else 0)
    right = (17 * u if face.cost is not None else 2 * u) + face.pips * 4.2 * u
    name_w = max(1, round(w - inset - right - left))
    name = fonts.fitted(face.name, name_w, round(8.5 * u), max(MIN_NAME_SIZE, round(4.5 * u)), INK,
                        bold=True, condensed=True)
    surf.blit(name, name.get_rect(midleft=(round(left), inset + 1 * u + banner_h / 2)))
    if face.corner:
        d = round(12 * u)
        badge = _badge(d, INK, lighten(INK, 0.25))
        mark = glyph(face.corner, round(d * 0.62), CREAM, rotation=face.corner_turn)
        badge.blit(mark, mark.get_rect(center=(d / 2, d / 2)))
        surf.blit(badge, badge.get_rect(center=(inset + 7 * u, inset + 6.5 * u)))
    if face.cost is not None:
        d = round(15 * u)
        coin = _coin(d)
        label = fonts.text(str(face.cost), round(d * 0.55), INK, bold=True)
        coin.blit(label, label.get_rect(center=(d / 2, d / 2 + 0.5)))
        surf.blit(coin, coin.get_rect(center=(w - inset - 7 * u, inset + 7 * u)))
    for i in range(face.pips):
        cx = w - inset - (17.5 * u if face.cost is not None else 3 * u) - i * 4.2 * u
        pygame.draw.circle(surf, INK, (cx, inset + 6.5 * u), max(1.5, 1.6 * u))


def _type_ribbon(surf: pygame.Surface, face: CardFace, art: pygame.Rect, u: float, frame: RGB,
                 icon: str) -> None:
    """The ribbon under the art: the emblem and subtitle; the chips on the right."""
    ribbon = pygame.Rect(round(art.x + 6 * u), round(art.bottom - 1 * u), round(art.w - 12 * u),
                         round(8 * u))
    pygame.draw.rect(surf, darken(frame, 0.15), ribbon, border_radius=round(1.5 * u))
    pygame.draw.rect(surf, darken(frame, 0.5), ribbon, max(1, round(0.4 * u)),
                     border_radius=round(1.5 * u))
    tsize = round(5.2 * u)
    rx = ribbon.right - round(2 * u)
    for chip in reversed(face.chips):
        if isinstance(chip, DieColour):
            s = tsize + 3
            square = _colour_chip(chip, s)
            rx -= s
            surf.blit(square, square.get_rect(midleft=(rx, ribbon.centery)))
            rx -= round(0.8 * u)
        else:
            mark = glyph(chip, tsize + 3, CREAM)
            rx -= mark.get_width()
            surf.blit(mark, mark.get_rect(midleft=(rx, ribbon.centery)))
            rx -= round(0.5 * u)
    x = ribbon.x + round(2 * u)
    small = glyph(icon, tsize + 2, CREAM)
    surf.blit(small, small.get_rect(midleft=(x, ribbon.centery)))
    x += small.get_width() + round(1.5 * u)
    if face.subtitle:
        sub = fonts.text(face.subtitle, tsize, CREAM, bold=True, condensed=True)
        room = rx - x - round(1 * u)
        if room > 0:
            if sub.get_width() > room:
                sub = sub.subsurface((0, 0, room, sub.get_height()))
            surf.blit(sub, sub.get_rect(midleft=(x, ribbon.centery)))


def _colour_chip(dc: DieColour, s: int) -> pygame.Surface:
    """A tiny die-coloured square with its glyph (a colour the card favours)."""
    chip = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(chip, dc.edge, chip.get_rect(), border_radius=max(1, s // 4))
    pygame.draw.rect(chip, dc.body, chip.get_rect().inflate(-2, -2), border_radius=max(1, s // 4))
    g = glyph(dc.glyph, round(s * 0.7), dc.pip)
    chip.blit(g, g.get_rect(center=(s / 2, s / 2)))
    return chip


def _rules(surf: pygame.Surface, face: CardFace, box: pygame.Rect, u: float) -> None:
    """Rules text fitted to the box; flavour text in italics below if it still fits."""
    pad = round(2.5 * u)
    inner = box.inflate(-2 * pad, -2 * pad)
    if inner.w < 10 or inner.h < 6:
        return
    max_size = round(6.2 * u)
    y = inner.y
    if face.text:
        size = fonts.fit_block_size(face.text, inner.w, inner.h, max_size, MIN_RULES_SIZE,
                                    condensed=True)
        text = face.text
        f = fonts.font(size, condensed=True)
        lines = fonts.wrap(text, f, inner.w)
        room = max(1, inner.h // f.get_linesize())
        if len(lines) > room:
            text = _ellipsis(lines[:room], f, inner.w)
        block = fonts.text_block(text, size, inner.w, INK, condensed=True, align="center")
        flavour = None
        if face.flavour:
            fsize = max(MIN_RULES_SIZE, size - 2)
            flavour = fonts.text_block(face.flavour, fsize, inner.w, INK_SOFT, italic=True,
                                       align="center")
            if block.get_height() + flavour.get_height() + pad > inner.h:
                flavour = None
        total = block.get_height() + (flavour.get_height() + pad if flavour else 0)
        y = inner.y + max(0, (inner.h - total) // 2)
        surf.blit(block, (inner.x, y), (0, 0, inner.w, inner.bottom - y))
        if flavour:
            yf = y + block.get_height() + pad
            rule_y = yf - pad // 2
            pygame.draw.line(surf, mix(PAPER_DARK, INK, 0.3),
                             (inner.centerx - inner.w // 4, rule_y),
                             (inner.centerx + inner.w // 4, rule_y), 1)
            surf.blit(flavour, (inner.x, yf))
    elif face.flavour:
        fsize = max(MIN_RULES_SIZE, max_size - 1)
        flavour = fonts.text_block(face.flavour, fsize, inner.w, INK_SOFT, italic=True,
                                   align="center")
        surf.blit(flavour, (inner.x, inner.y + max(0, (inner.h - flavour.get_height()) // 2)),
                  (0, 0, inner.w, inner.h))


def _ellipsis(lines: list[str], f: pygame.font.Font, width: int) -> str:
    """Join the lines that fit, ending the last one with an ellipsis (zoom shows the rest)."""
    return "\n".join(lines[:-1] + [fonts.elide(lines[-1] + "…", f, width)])


def _rays(window: pygame.Surface, colour: RGB) -> None:
    """Soft light rays behind the emblem, so the art window is not a flat gradient."""
    w, h = window.get_size()
    rays = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    n = 16
    reach = max(w, h)
    for i in range(0, n, 2):
        a0 = 2 * math.pi * i / n
        a1 = 2 * math.pi * (i + 1) / n
        pygame.draw.polygon(rays, (*colour, 45), [(cx, cy),
                                                  (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                                                  (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, w // 30))
    rays.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    window.blit(rays, (0, 0))


def _badge(d: int, fill: RGB, ring: RGB) -> pygame.Surface:
    c = Canvas(d, d, fill)
    c.circle(d / 2, d / 2, d / 2, darken(fill, 0.3))
    c.circle(d / 2, d / 2, d / 2 - max(1.0, d * 0.08), fill)
    c.circle(d / 2, d / 2, d / 2 - max(1.0, d * 0.08), ring, width=max(0.6, d * 0.04))
    return c.done()


def _coin(d: int) -> pygame.Surface:
    c = Canvas(d, d, GOLD_DARK)
    c.circle(d / 2, d / 2, d / 2, GOLD_DARK)
    c.circle(d / 2, d / 2 - d * 0.02, d / 2 - d * 0.07, GOLD)
    c.circle(d / 2, d / 2 - d * 0.02, d / 2 - d * 0.17, GOLD_LIGHT, width=d * 0.04)
    return c.done()


def _back(width: int, pips: int, label: str) -> pygame.Surface:
    w, h = card_size(width)
    u = w / 100.0
    base = BACK_COLOUR
    c = Canvas(w, h, darken(base, 0.5), scale=CARD_SS)
    c.rrect(0, 0, w, h, darken(base, 0.5), 6 * u)
    c.rrect(1.2 * u, 1.2 * u, w - 2.4 * u, h - 2.4 * u, base, 5 * u)
    inner = (7 * u, 7 * u, w - 14 * u, h - 14 * u)
    c.rrect(*inner, GOLD_DARK, 4 * u, width=1.2 * u)
    lattice = c.surf.subsurface(c.rect(*inner).inflate(-round(2.4 * u * c.k), -round(2.4 * u * c.k)))
    lw, lh = lattice.get_size()
    step = round(10 * u * c.k)
    colour = lighten(base, 0.12)
    for x in range(-lh, lw + lh, max(2, step)):
        pygame.draw.line(lattice, colour, (x, 0), (x + lh, lh), c.n(0.5 * u))
        pygame.draw.line(lattice, colour, (x, lh), (x + lh, 0), c.n(0.5 * u))
    cx, cy = w / 2, h / 2
    c.circle(cx, cy, 21 * u, darken(base, 0.35))
    c.circle(cx, cy, 19 * u, GOLD_DARK)
    c.circle(cx, cy, 17 * u, darken(base, 0.15))
    c.poly(star_points(cx, cy, 15 * u, 6 * u, n=8), GOLD)
    c.circle(cx, cy, 5.5 * u, darken(base, 0.15))
    c.circle(cx, cy, 3.5 * u, GOLD_LIGHT)
    surf = c.done()
    for i in range(pips):
        pygame.draw.circle(surf, GOLD_LIGHT, (w / 2 + (i - (pips - 1) / 2) * 6 * u, h - 13 * u),
                           max(1.5, 1.8 * u))
    if label:
        size = fonts.fit_size(label, round(w - 24 * u), round(8 * u), 7, title=True)
        t = fonts.text_shadowed(label, size, GOLD_LIGHT, offset=1, title=True)
        surf.blit(t, t.get_rect(center=(w / 2, 18 * u)))
    return surf


def boxed_text(text: str, size: tuple[int, int], max_size: int, min_size: int = MIN_RULES_SIZE,
               ink: RGB = INK, fill: RGB | None = PAPER_DARK, align: str = "center",
               condensed: bool = True) -> pygame.Surface:
    """A card's text box: `text` wrapped and shrunk (max_size down to min_size) to fill a `size` box,
    centred in it on an optional rounded `fill`; below min_size it is cut with "…" (a zoom shows all).
    Cached, so any card game draws its rules boxes once."""
    key = ("box", text, size, max_size, min_size, ink, fill, align, condensed)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    w, h = max(1, size[0]), max(1, size[1])
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pad = max(2, round(min(w, h) * 0.06)) if fill is not None else 0
    if fill is not None:
        radius = max(2, round(min(w, h) * 0.08))
        pygame.draw.rect(out, fill, out.get_rect(), border_radius=radius)
        pygame.draw.rect(out, mix(fill, INK, 0.25), out.get_rect(), max(1, w // 120), border_radius=radius)
    inner = out.get_rect().inflate(-2 * pad, -2 * pad)
    if text and inner.w > 4 and inner.h > 4:
        text_size = fonts.fit_block_size(text, inner.w, inner.h, max_size, min_size, condensed=condensed)
        f = fonts.font(text_size, condensed=condensed)
        lines = fonts.wrap(text, f, inner.w)
        room = max(1, inner.h // f.get_linesize())
        if len(lines) > room:
            text = _ellipsis(lines[:room], f, inner.w)
        block = fonts.text_block(text, text_size, inner.w, ink, condensed=condensed, align=align)
        y = inner.y + max(0, (inner.h - block.get_height()) // 2)
        out.blit(block, (inner.x, y), (0, 0, inner.w, inner.bottom - y))
    return _CACHE.put(key, out)
