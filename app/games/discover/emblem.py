"""Discover's picture in the game list: the start tile's seven spaces (grass, underbrush, mountain, ocean) with a
hero's pawn on its centre, and the hatched backs of the unexplored tiles round it, the game in one glance (the
manifest names `draw_emblem`)."""
from __future__ import annotations

import math

import pygame

from app.games.discover.board import BACK_LOOK, BACK_INK, BACK_PATTERN, HERO_COLOURS, HERO_GLYPH, TERRAIN_LOOK
from app.render import tokens
from app.render.maplayer.paint import fill_cells
from app.render.maplayer.terrain import Terrain, pattern_tile
from app.render.palette import INK, darken, hex_rgb

RING = ("T", "Z", "G", "T", "O", "Z")    # round the centre, clockwise from the right
HEX_R = 0.13                             # a space's radius, as a fraction of the emblem
HERO = 0.2                               # the pawn's size
BACK = "back"


def _kind(code: str) -> Terrain:
    if code == BACK:
        rgb = hex_rgb(BACK_LOOK["1"])
        return Terrain("emblem-back", code, code, rgb, BACK_PATTERN, darken(rgb, BACK_INK))
    ground, pattern, ink = TERRAIN_LOOK[code]
    rgb = hex_rgb(ground)
    return Terrain(f"emblem-{code}", code, code, rgb, pattern, darken(rgb, ink))


def _corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k))) for k in range(6)]


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Draw the emblem into `rect` of `surface` (square; scaled to its smaller side)."""
    size = min(rect.w, rect.h)
    r = size * HEX_R
    cx, cy = rect.x + size / 2, rect.y + size / 2
    step = r * math.sqrt(3)
    centres = [("T", cx, cy)] + [(code, cx + step * math.cos(math.radians(60 * k + 30)),
                                  cy + step * math.sin(math.radians(60 * k + 30))) for k, code in enumerate(RING)]
    centres += [(BACK, cx + 2 * step * math.cos(math.radians(60 * k + 30)), cy + 2 * step * math.sin(math.radians(60 * k + 30)))
                for k in range(6)]
    tile = max(8, round(size * 0.25))
    for code, x, y in centres:
        kind = _kind(code)
        ring = _corners(x, y, r)
        fill_cells(surface, [(ring, [])], pattern_tile(kind, tile), kind.ground, (rect.x, rect.y))
        pygame.draw.polygon(surface, darken(kind.ground, 0.55), ring, max(1, round(size / 90)))
    pawn = tokens.marker(hex_rgb(HERO_COLOURS["blue"]), max(8, round(size * HERO)), glyph_name=HERO_GLYPH[0])
    tokens.blit_token(surface, pawn, (cx, cy))
    pygame.draw.circle(surface, INK, (round(cx), round(cy)), max(1, round(size / 90)))
