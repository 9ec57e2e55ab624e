"""Roll Player's picture in the game list: a hero's sheet with its rows of dice slots, and two
dice rolled on top of it, the game in one glance (the manifest names `draw_emblem`)."""
from __future__ import annotations

import pygame

from app.games.roll_player.pieces import DICE_COLOURS
from app.render import dice
from app.render.draw import Canvas
from app.render.palette import INK_SOFT, PAPER, PARCHMENT_EDGE

SHEET_W, SHEET_H = 0.56, 0.74  # the sheet, as fractions of the emblem
SHEET_TILT = -8  # degrees: a sheet lying on the table, not squared up to the frame
ROWS, SLOTS = 6, 3  # the six attribute rows of three dice each
DIE = 0.42  # each die's size, as a fraction of the emblem
ROLLED = (("red", 6, 0.64, 0.62), ("blue", 3, 0.36, 0.74))  # colour, face, centre x, centre y


def _sheet(size: int) -> pygame.Surface:
    """A parchment character sheet with its rows of empty dice slots."""
    w, h = round(size * SHEET_W), round(size * SHEET_H)
    c = Canvas(w, h, PARCHMENT_EDGE)
    c.rrect(0, 0, w, h, PARCHMENT_EDGE, w * 0.08)
    c.rrect(w * 0.04, h * 0.03, w * 0.92, h * 0.94, PAPER, w * 0.06)
    slot = min(w * 0.2, h * 0.11)
    left = (w - SLOTS * slot * 1.25) / 2
    for row in range(ROWS):
        y = h * 0.1 + row * h * 0.14
        for k in range(SLOTS):
            c.rrect(left + k * slot * 1.25, y, slot, slot, INK_SOFT, slot * 0.2, width=max(0.6, slot * 0.08))
    return pygame.transform.rotozoom(c.done(), SHEET_TILT, 1)


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Draw the emblem into `rect` of `surface` (square; scaled to its smaller side)."""
    size = min(rect.w, rect.h)
    sheet = _sheet(size)
    surface.blit(sheet, sheet.get_rect(center=(rect.x + size * 0.42, rect.y + size * 0.44)))
    for colour, face, cx, cy in ROLLED:
        die = dice.d6(DICE_COLOURS[colour], face, max(8, round(size * DIE)))
        dice.blit_die(surface, die, (rect.x + size * cx, rect.y + size * cy))
