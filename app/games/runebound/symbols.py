"""The movement dice's terrain symbols: each terrain a drawn sign on its own ground colour (a tuft of grass, a
road running away, waves, reeds, a tree, hills, peaks), so a face reads without letters; a letter goes under a
symbol only where that terrain's initial is its own in the language shown ("R" is Road and River in English,
Rzeka and Równina in Polish, so neither gets one)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from app.games.runebound import text
from app.games.runebound.board import TERRAIN_LOOK
from app.render.palette import darken, hex_rgb

EDGE = (40, 32, 26)
INK_DARK = 0.6            # the sign's ink: its ground darkened this much
SNOW = (242, 240, 232)
DIE_TERRAINS = ("P", "R", "W", "S", "F", "H", "M")   # every terrain a movement die can show


def initial_letters(lang_terrains: dict[str, str]) -> dict[str, str]:
    """Each terrain's initial when no other terrain named in the same language starts with it, else ""."""
    firsts = {t: name[:1].upper() for t, name in lang_terrains.items()}
    return {t: f if list(firsts.values()).count(f) == 1 else "" for t, f in firsts.items()}


def die_letters() -> dict[str, str]:
    """The letters the dice may show in the current language (only the unique initials)."""
    return initial_letters({t: text.terrain_name(t) for t in DIE_TERRAINS})


@lru_cache(maxsize=64)
def symbol(letter: str, side: int) -> pygame.Surface:
    """Terrain `letter`'s sign on its ground, `side` pixels square with a dark rim."""
    ground = hex_rgb(TERRAIN_LOOK[letter][0])
    ink = darken(ground, INK_DARK)
    surf = pygame.Surface((side, side))
    surf.fill(ground)
    w = max(1, round(side / 9))
    SIGNS.get(letter, _none)(surf, side, ink, w)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), 1)
    return surf


def _none(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """A terrain without a sign (none the dice show)."""


def _plains(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """A tuft of grass: three blades from one root."""
    root = (s * 0.5, s * 0.8)
    for dx, top in ((-0.28, 0.3), (0.0, 0.18), (0.28, 0.3)):
        pygame.draw.line(surf, ink, root, (s * (0.5 + dx), s * top), w + 1)


def _road(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """A road running away: two edges meeting towards the top, a dashed middle."""
    pygame.draw.line(surf, ink, (s * 0.12, s * 0.88), (s * 0.4, s * 0.12), w)
    pygame.draw.line(surf, ink, (s * 0.88, s * 0.88), (s * 0.6, s * 0.12), w)
    for y0, y1 in ((0.7, 0.82), (0.42, 0.52), (0.18, 0.25)):
        pygame.draw.line(surf, ink, (s * 0.5, s * y0), (s * 0.5, s * y1), w)


def _river(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """Two waves."""
    for y in (0.36, 0.66):
        pts = [(s * (0.1 + 0.8 * k / 12), s * y + math.sin(k / 12 * 2 * math.pi) * s * 0.1) for k in range(13)]
        pygame.draw.lines(surf, (236, 244, 250), False, pts, w + 1)


def _swamp(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """Reeds standing in still water."""
    pygame.draw.line(surf, ink, (s * 0.12, s * 0.8), (s * 0.88, s * 0.8), w)
    for x, top in ((0.3, 0.3), (0.5, 0.18), (0.7, 0.3)):
        pygame.draw.line(surf, ink, (s * x, s * 0.8), (s * x, s * top), w)
        pygame.draw.ellipse(surf, ink, pygame.Rect(round(s * x - s * 0.06), round(s * top - s * 0.02),
                                                   max(2, round(s * 0.12)), max(3, round(s * 0.2))))


def _forest(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """A fir tree on its trunk."""
    pygame.draw.polygon(surf, ink, [(s * 0.5, s * 0.1), (s * 0.82, s * 0.7), (s * 0.18, s * 0.7)])
    pygame.draw.line(surf, ink, (s * 0.5, s * 0.7), (s * 0.5, s * 0.9), w + 1)


def _hills(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """Two rounded hills."""
    pygame.draw.arc(surf, ink, pygame.Rect(round(s * 0.06), round(s * 0.35), round(s * 0.56), round(s * 0.7)),
                    0, math.pi, w + 1)
    pygame.draw.arc(surf, ink, pygame.Rect(round(s * 0.4), round(s * 0.48), round(s * 0.54), round(s * 0.6)),
                    0, math.pi, w + 1)


def _mountains(surf: pygame.Surface, s: int, ink: tuple[int, int, int], w: int) -> None:
    """Two peaks, the higher one snow-capped."""
    pygame.draw.polygon(surf, ink, [(s * 0.38, s * 0.14), (s * 0.72, s * 0.86), (s * 0.04, s * 0.86)])
    pygame.draw.polygon(surf, ink, [(s * 0.7, s * 0.36), (s * 0.96, s * 0.86), (s * 0.44, s * 0.86)])
    pygame.draw.polygon(surf, SNOW, [(s * 0.38, s * 0.14), (s * 0.47, s * 0.33), (s * 0.29, s * 0.33)])


SIGNS = {"P": _plains, "R": _road, "W": _river, "S": _swamp, "F": _forest, "H": _hills, "M": _mountains}
