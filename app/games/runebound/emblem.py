"""Runebound's picture in the game list: seven hexes of the board (plains, forest, hills, mountains,
river, swamp round a city) with a hero's figure on the city, the game in one glance (the manifest
names `draw_emblem`)."""
from __future__ import annotations

import math

import pygame

from app.games.runebound.board import SEAT_GLYPH, TERRAIN_LOOK, seat_colour
from app.render import tokens
from app.render.maplayer.paint import fill_cells
from app.render.maplayer.terrain import Terrain, pattern_tile
from app.render.palette import CREAM, INK, darken, hex_rgb

RING = ("P", "F", "H", "M", "W", "S")   # round the city, clockwise from the right
HEX_R = 0.19                             # a hex's radius, as a fraction of the emblem
HERO = 0.26                              # the figure's size


def _kind(letter: str) -> Terrain:
    ground, pattern, ink = TERRAIN_LOOK[letter]
    rgb = hex_rgb(ground)
    return Terrain(f"emblem-{letter}", letter, letter, rgb, pattern, darken(rgb, ink))


def _corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * k - 30)), cy + r * math.sin(math.radians(60 * k - 30)))
            for k in range(6)]


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Draw the emblem into `rect` of `surface` (square; scaled to its smaller side)."""
    size = min(rect.w, rect.h)
    r = size * HEX_R
    cx, cy = rect.x + size / 2, rect.y + size / 2
    step = r * math.sqrt(3)
    centres = [("C", cx, cy)] + [(letter, cx + step * math.cos(math.radians(60 * k)), cy + step * math.sin(math.radians(60 * k)))
                                 for k, letter in enumerate(RING)]
    tile = max(8, round(size * 0.3))
    for letter, x, y in centres:
        kind = _kind(letter)
        ring = _corners(x, y, r)
        fill_cells(surface, [(ring, [])], pattern_tile(kind, tile), kind.ground, (rect.x, rect.y))
        pygame.draw.polygon(surface, darken(kind.ground, 0.55), ring, max(1, round(size / 80)))
    figure = tokens.marker(seat_colour(0), max(8, round(size * HERO)), glyph_name=SEAT_GLYPH[0])
    tokens.blit_token(surface, figure, (cx, cy))
    pygame.draw.circle(surface, CREAM, (round(cx), round(cy)), round(r * 1.02), max(1, round(size / 90)))
    pygame.draw.circle(surface, INK, (round(cx), round(cy)), round(r * 1.02) + max(1, round(size / 90)), 1)
