"""Tokens standing on cells: several on one cell fan out without touching; a stack of like
tokens is drawn as a small pile with a count badge.

Placement is pure geometry in world units, worked out once per change of the tokens; each
frame only maps the centres through the camera and blits cached token faces, whose pixel
size moves in steps so zooming reuses faces instead of redrawing them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Callable, Container, Iterable, Mapping

import pygame

from app.render.areas import draw_around
from app.render.camera import Camera
from app.render.maplayer.cells import CellId, Cells, clearance
from app.render.regionmap import Point
from app.render.tokens import blit_token, counter

FAN_GAP = 1.22          # centre distance between neighbouring tokens, in token diameters (room for a pile)
PILE_LAYERS = 3         # at most this many tokens drawn under one another for a stack
PILE_SHIFT = (0.05, 0.07)  # each layer below sits this far down-right, in diameters
BADGE_AT = (0.36, -0.36)   # the count badge's centre from the token's, in diameters
BADGE_SIZE = 0.46       # the badge's height in diameters
MIN_BADGE_PX = 14       # smaller badges cannot show their digits
TOKEN_STEP_PX = 4       # on-screen token sizes move in steps of this many pixels
MIN_TOKEN_PX = 10       # below this tokens are still drawn, at this size
EXTENT_SLACK = 0.2      # the pile and badge reach this far past the fan's outer tokens, in diameters
MIN_BESIDE = 0.6        # tokens move beside a place's mark only if they keep this share of their size
BESIDE_STEPS = 4        # sizes tried between full and MIN_BESIDE
DIAGONAL = math.sqrt(0.5)
BESIDE: tuple[Point, ...] = ((0.0, -1.0), (-DIAGONAL, -DIAGONAL), (DIAGONAL, -DIAGONAL), (-1.0, 0.0), (1.0, 0.0))

TokenFace = Callable[[int], pygame.Surface]


@dataclass(frozen=True)
class MapToken:
    """A token (or a stack of `count` like tokens) on a cell; `face(size)` gives its cached
    round surface `size` pixels across (e.g. a partial of tokens.marker)."""

    cell: CellId
    face: TokenFace
    count: int = 1

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a stack holds at least one token")


@dataclass(frozen=True)
class Placed:
    """Where a token stands: its centre and diameter in world units."""

    token: MapToken
    centre: Point
    size: float


def fan(n: int) -> list[Point]:
    """Offsets (in token diameters) of n tokens sharing a cell, at least FAN_GAP apart:
    side by side, a triangle, a square, then a ring (with one in the middle from seven)."""
    g = FAN_GAP
    if n <= 0:
        return []
    if n == 1:
        return [(0.0, 0.0)]
    if n == 2:
        return [(-g / 2, 0.0), (g / 2, 0.0)]
    if n == 3:
        h = g * math.sqrt(3) / 2
        return [(0.0, -h * 2 / 3), (-g / 2, h / 3), (g / 2, h / 3)]
    if n == 4:
        return [(-g / 2, -g / 2), (g / 2, -g / 2), (-g / 2, g / 2), (g / 2, g / 2)]
    middle = n >= 7
    ring = n - 1 if middle else n
    radius = max(g / (2 * math.sin(math.pi / ring)), g if middle else 0.0)
    out = [(0.0, 0.0)] if middle else []
    out += [(radius * math.cos(-math.pi / 2 + 2 * math.pi * k / ring),
             radius * math.sin(-math.pi / 2 + 2 * math.pi * k / ring)) for k in range(ring)]
    return out


def place(cells: Cells, tokens: Iterable[MapToken], token_world: float,
          marks: Mapping[CellId, float] | None = None) -> list[Placed]:
    """Fan each cell's tokens round its centre, shrinking them where a cell is too small for
    the fan at full size (so tokens never overlap each other or spill into a neighbour).
    Where `marks` gives a cell a mark of some radius at its centre, the fan stands beside it
    if the cell holds it there at MIN_BESIDE of full size or more; else it stands on the mark."""
    by_cell: dict[CellId, list[MapToken]] = {}
    for t in tokens:
        by_cell.setdefault(t.cell, []).append(t)
    out: list[Placed] = []
    for cell, group in by_cell.items():
        offsets = fan(len(group))
        reach = max(math.hypot(x, y) for x, y in offsets) + 0.5 + EXTENT_SLACK
        anchor = cells.centre(cell)
        size = min(token_world, cells.room(cell) / reach)
        mark = (marks or {}).get(cell, 0.0)
        if mark:
            spot = _beside(cells, cell, mark, reach, token_world)
            if spot is not None:
                anchor, size = spot
        cx, cy = anchor
        out += [Placed(t, (cx + dx * size, cy + dy * size), size) for t, (dx, dy) in zip(group, offsets)]
    return out


def _beside(cells: Cells, cell: CellId, mark: float, reach: float, token_world: float
            ) -> tuple[Point, float] | None:
    """The first direction (above the mark first: names go below it) and the largest size,
    in BESIDE_STEPS from full down to MIN_BESIDE, at which the whole fan fits in the cell."""
    cx, cy = cells.centre(cell)
    for k in range(BESIDE_STEPS + 1):
        size = token_world * (1.0 - (1.0 - MIN_BESIDE) * k / BESIDE_STEPS)
        radius = reach * size
        for dx, dy in BESIDE:
            at = (cx + dx * (mark + radius), cy + dy * (mark + radius))
            if clearance(cells, cell, at) >= radius:
                return at, size
    return None


def screen_size(world_size: float, zoom: float) -> int:
    """A token's on-screen diameter, in steps so a smooth zoom reuses a handful of faces."""
    px = round(world_size * zoom / TOKEN_STEP_PX) * TOKEN_STEP_PX
    return max(MIN_TOKEN_PX, px)


def draw(target: pygame.Surface, camera: Camera, placed: Iterable[Placed],
         hidden: Container[CellId] = frozenset(), covered: pygame.Rect | None = None) -> int:
    """Draw the tokens that fall in the viewport, not on `hidden` cells and not wholly under `covered` (a window
    area drawn over afterwards); piles and badges included; returns how many."""
    vx, vy, vw, vh = camera.viewport
    if covered is not None:
        cx0, cy0, cx1, cy1 = covered.left, covered.top, covered.right, covered.bottom
    drawn = 0
    for p in placed:
        if p.token.cell in hidden:
            continue
        px = screen_size(p.size, camera.zoom)
        x, y = camera.world_to_screen(*p.centre)
        if x < vx - px or x > vx + vw + px or y < vy - px or y > vy + vh + px:
            continue
        if covered is not None and cx0 <= x - px and x + px <= cx1 and cy0 <= y - px and y + px <= cy1:
            continue
        if covered is not None and x + 2 * px > cx0 and x - 2 * px < cx1 and y + 2 * px > cy0 and y - 2 * px < cy1:
            reach = pygame.Rect(round(x) - 2 * px, round(y) - 2 * px, 4 * px, 4 * px)
            draw_around(target, covered, partial(_draw_one, target, p, px, x, y), reach)   # its edge under the cover
        else:
            _draw_one(target, p, px, x, y)
        drawn += 1
    return drawn


def _draw_one(target: pygame.Surface, p: Placed, px: int, x: float, y: float) -> None:
    """One token at (x, y), `px` across: its pile under it and its count's badge."""
    face = p.token.face(px)
    for layer in range(min(p.token.count, PILE_LAYERS) - 1, 0, -1):
        blit_token(target, face, (x + PILE_SHIFT[0] * px * layer, y + PILE_SHIFT[1] * px * layer))
    blit_token(target, face, (x, y))
    if p.token.count > 1:
        badge = counter(p.token.count, max(MIN_BADGE_PX, round(BADGE_SIZE * px)))
        target.blit(badge, badge.get_rect(center=(round(x + BADGE_AT[0] * px), round(y + BADGE_AT[1] * px))))
