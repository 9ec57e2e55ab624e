"""Empty places on boards: recessed die slots and dashed card slots, in the same states as
dice ("highlight" marks a legal target for the held die or card).

Like dice, the surfaces carry a margin for the glow: blit them centred with
`dice.blit_die` / `cards.blit_card` (or any centre blit).
"""

from __future__ import annotations

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas, dimmed, glow
from app.render.glyphs import GLYPHS, glyph
from app.render.palette import (
    CARD_RATIO, CREAM, FELT, HIGHLIGHT, RGB, SELECT, darken, lighten, mix,
)

STATES = ("normal", "highlight", "selected", "dimmed")
DASH = 0.07   # dash length as a fraction of the card width

_CACHE = new_cache(512, max_mb=4)


def _check(state: str) -> None:
    if state not in STATES:
        raise ValueError(f"unknown slot state {state!r}; one of {STATES}")


def die_slot(size: int, state: str = "normal", ground: RGB = FELT, mark: str = "",
             mark_colour: RGB | None = None) -> pygame.Surface:
    """A recessed square for one die on `ground`, optionally showing a faint glyph or text
    (e.g. a backstory colour requirement: mark="leaf", mark_colour=green body)."""
    _check(state)
    key = ("die", size, state, ground, mark, mark_colour)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    m = max(4, round(size * 0.22))
    full = size + 2 * m
    out = pygame.Surface((full, full), pygame.SRCALPHA)
    r = size * 0.2
    c = Canvas(size, size, darken(ground, 0.6))
    c.rrect(0, 0, size, size, darken(ground, 0.55), r)
    c.rrect(size * 0.05, size * 0.07, size * 0.9, size * 0.88, darken(ground, 0.32), r * 0.85)
    c.rrect(0, 0, size, size, lighten(ground, 0.12), r, width=max(0.6, size * 0.02))
    face = c.done()
    if mark:
        colour = mark_colour or lighten(ground, 0.25)
        ink = mix(darken(ground, 0.32), colour, 0.55)
        if mark in GLYPHS:
            g = glyph(mark, round(size * 0.46), ink)
        else:
            g = fonts.text(mark, round(size * 0.36), ink, bold=True)
        face.blit(g, g.get_rect(center=(size / 2, size / 2 + size * 0.02)))
    if state == "dimmed":
        face = dimmed(face)
    out.blit(face, (m, m))
    if state in ("highlight", "selected"):
        out.blit(glow((size, size), round(r), HIGHLIGHT if state == "highlight" else SELECT,
                      spread=m - 1, width=max(2, size // 18)), (1, 1))
    return _CACHE.put(key, out)


def card_slot(width: int, state: str = "normal", label: str = "", ground: RGB = FELT,
              exhausted: bool = False) -> pygame.Surface:
    """A dashed outline where a card goes (market spaces, weapon/armour areas), with an
    optional label such as "Broń" or "Pusto"."""
    _check(state)
    key = ("card", width, state, label, ground, exhausted)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    w, h = width, round(width * CARD_RATIO)
    m = max(6, round(width * 0.09))
    out = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
    radius = round(width * 0.06)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(body, (*darken(ground, 0.25), 150), body.get_rect(), border_radius=radius)
    line = lighten(ground, 0.3)
    dash = max(4, round(width * DASH))
    thick = max(1, width // 60)
    inset = thick + 2
    for x in range(radius, w - radius, dash * 2):
        x2 = min(x + dash, w - radius)
        pygame.draw.line(body, line, (x, inset), (x2, inset), thick)
        pygame.draw.line(body, line, (x, h - 1 - inset), (x2, h - 1 - inset), thick)
    for y in range(radius, h - radius, dash * 2):
        y2 = min(y + dash, h - radius)
        pygame.draw.line(body, line, (inset, y), (inset, y2), thick)
        pygame.draw.line(body, line, (w - 1 - inset, y), (w - 1 - inset, y2), thick)
    if label:
        size = fonts.fit_size(label, round(w * 0.8), max(9, round(w * 0.11)), 8, bold=True)
        t = fonts.text(label, size, mix(line, CREAM, 0.3), bold=True)
        body.blit(t, t.get_rect(center=(w / 2, h / 2)))
    if state == "dimmed":
        body = dimmed(body)
    out.blit(body, (m, m))
    if state in ("highlight", "selected"):
        out.blit(glow((w, h), radius, HIGHLIGHT if state == "highlight" else SELECT,
                      spread=m - 1, width=max(2, width // 40)), (1, 1))
    if exhausted:
        out = pygame.transform.rotate(out, -90)
    return _CACHE.put(key, out)
