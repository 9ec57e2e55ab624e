"""A game's picture in the game list: a medallion the game draws itself, or a generic one.

Every game is shown by a square emblem drawn in code (no image files to ship or license). A game
names its own drawing in its manifest (`emblem = "module:function"`, called as fn(surface, rect));
one that names none gets the generic medallion: its initials on a disc in a colour taken from its
id, so two games never look alike by accident and the same game always looks the same.
"""
from __future__ import annotations

import zlib
from typing import Callable

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas
from app.render.palette import CREAM, GOLD_LIGHT, PANEL, PANEL_EDGE, darken, lighten

Painter = Callable[[pygame.Surface, pygame.Rect], None]

RIM = 0.06  # the medallion's brass rim, as a fraction of its size
INITIALS_SCALE = 0.38  # the initials' height, as a fraction of the medallion
SATURATION, LIGHTNESS = 45, 38  # the generic disc's colour: muted, dark enough for cream letters
HUE_TURN = 360

_CACHE = new_cache(32, max_mb=4)


def initials(name: str) -> str:
    """Up to two capitals from a game's name ("Lost Cities: Rivals" -> "LC")."""
    words = [w for w in name.replace(":", " ").replace("-", " ").split() if w[:1].isalnum()]
    return "".join(w[0].upper() for w in words[:2]) or "?"


def hue_colour(game_id: str) -> tuple[int, int, int]:
    """A muted colour that belongs to this game id (stable across runs, unlike hash())."""
    colour = pygame.Color(0)
    colour.hsla = (zlib.crc32(game_id.encode("utf-8")) % HUE_TURN, SATURATION, LIGHTNESS, 100)
    return (colour.r, colour.g, colour.b)


def generic(surface: pygame.Surface, rect: pygame.Rect, game_id: str, name: str) -> None:
    """The emblem of a game that draws none: a rimmed disc in its colour with its initials."""
    size = min(rect.w, rect.h)
    body = hue_colour(game_id)
    c = Canvas(size, size, PANEL_EDGE)
    c.circle(size / 2, size / 2, size / 2, PANEL_EDGE)
    c.circle(size / 2, size / 2, size * (0.5 - RIM), darken(body, 0.2))
    c.circle(size / 2, size * 0.47, size * (0.5 - 2 * RIM), body)
    disc = c.done()
    text = fonts.text(initials(name), max(6, round(size * INITIALS_SCALE)), CREAM, title=True)
    disc.blit(text, text.get_rect(center=(size / 2, size / 2)))
    surface.blit(disc, disc.get_rect(center=rect.center))


def medallion(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The dark rounded plate every emblem sits on, so all games' pictures share one frame."""
    size = min(rect.w, rect.h)
    c = Canvas(size, size, PANEL_EDGE)
    radius = size * 0.18
    c.rrect(0, 0, size, size, PANEL_EDGE, radius)
    c.rrect(size * RIM / 2, size * RIM / 2, size * (1 - RIM), size * (1 - RIM), lighten(PANEL, 0.08), radius * 0.8)
    plate = c.done()
    pygame.draw.rect(plate, GOLD_LIGHT, plate.get_rect(), 1, border_radius=round(radius))
    surface.blit(plate, plate.get_rect(center=rect.center))


def emblem(game_id: str, name: str, size: int, painter: Painter | None) -> pygame.Surface:
    """The game's emblem at `size` pixels, drawn once and cached; the generic one when `painter` is
    None or fails (a game's drawing code must never keep the game list from opening)."""
    key = (game_id, name, size, painter)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    medallion(surface, rect)
    inner = rect.inflate(-round(size * RIM * 2), -round(size * RIM * 2))
    if painter is None:
        generic(surface, inner, game_id, name)
    else:
        try:
            painter(surface, inner)
        except (pygame.error, ValueError, TypeError, ArithmeticError):
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            medallion(surface, rect)
            generic(surface, inner, game_id, name)
    return _CACHE.put(key, surface)
