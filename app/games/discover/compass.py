"""The compass (spec §20.1, PD-COMPASS): a disc with one arrow per map direction, each labelled with the die faces
that send a monster that way, north's arrow red like a needle, so a compass roll reads on the map it moves on.
The directions' angles come from the map's own hex layout, the faces from the content."""
from __future__ import annotations

import math

import pygame

from app.render import fonts
from app.render.cache import new_cache
from app.render.draw import Canvas
from app.render.hexgrid import Layout
from app.render.palette import BRASS, DANGER, GOLD, INK, PANEL, darken, lighten
from engine.games.discover.content import DIRECTIONS, content

NORTH = "N"
ARROW = 0.5               # an arrow's length, in the disc's radius
LABEL_AT = 0.72           # where a direction's faces sit, in the disc's radius
LABEL_PX = 0.115          # the faces' text size, in the disc's diameter
_FACES = new_cache(16, max_mb=2)


def faces_by_direction() -> dict[str, list[int]]:
    """Each direction's die faces, lowest first (12 before 1: the clock face wraps at the top)."""
    out: dict[str, list[int]] = {d: [] for d in DIRECTIONS}
    for face, direction in sorted(content().rules.compass.items()):
        out[direction].append(face)
    top = content().rules.dice_sides
    return {d: sorted(f, key=lambda v: (v != top, v)) for d, f in out.items()}


def angle(direction: str) -> float:
    """The direction's angle on screen (radians, 0 = east, clockwise as y grows down), from the flat hex layout."""
    x, y = Layout.flat(1.0).hex_to_pixel(DIRECTIONS[direction])
    return math.atan2(y, x)


def compass_face(size: int) -> pygame.Surface:
    """The compass drawn `size` pixels across."""
    surf = _FACES.get(size)
    if surf is not None:
        return surf
    c = Canvas(size, size, INK)
    r = size / 2
    c.circle(r, r, r, darken(BRASS, 0.45))
    c.circle(r, r, r * 0.92, BRASS)
    c.circle(r, r, r * 0.58, lighten(BRASS, 0.25))
    for direction in DIRECTIONS:
        a = angle(direction)
        tip = (r + math.cos(a) * r * ARROW, r + math.sin(a) * r * ARROW)
        side = r * 0.1
        left = (r + math.cos(a + math.pi / 2) * side, r + math.sin(a + math.pi / 2) * side)
        right = (r + math.cos(a - math.pi / 2) * side, r + math.sin(a - math.pi / 2) * side)
        c.poly([tip, left, right], DANGER if direction == NORTH else PANEL)
    c.circle(r, r, r * 0.08, INK)
    surf = c.done()
    px = max(7, round(size * LABEL_PX))
    for direction, faces in faces_by_direction().items():
        a = angle(direction)
        label = fonts.text("·".join(str(f) for f in faces), px, INK, bold=True)
        at = (r + math.cos(a) * r * LABEL_AT, r + math.sin(a) * r * LABEL_AT)
        surf.blit(label, label.get_rect(center=(round(at[0]), round(at[1]))))
    return _FACES.put(size, surf)


def draw_compass(surface: pygame.Surface, area: pygame.Rect, size: int, rolled: int | None = None) -> pygame.Rect:
    """The compass in the bottom-left corner of the map's `area`; the last compass roll that moved the monsters
    (`rolled`) is lit: its direction's arrow ringed in gold and the face rolled beside the disc. Returns where the
    compass lies (the map under it is covered)."""
    face = compass_face(size)
    rect = face.get_rect(bottomleft=(area.x + size // 8, area.bottom - size // 8))
    surface.blit(face, rect)
    direction = content().rules.compass.get(rolled) if rolled is not None else None
    if direction is not None:
        a = angle(direction)
        r = size / 2
        tip = (rect.x + r + math.cos(a) * r * ARROW, rect.y + r + math.sin(a) * r * ARROW)
        pygame.draw.line(surface, GOLD, rect.center, tip, max(2, size // 18))
        pygame.draw.circle(surface, GOLD, rect.center, round(r), max(2, size // 24))
        badge = fonts.text(str(rolled), max(9, round(size * 0.22)), INK, bold=True)
        box = badge.get_rect(midleft=(rect.right + size // 10, rect.centery)).inflate(size // 8, size // 16)
        pygame.draw.rect(surface, GOLD, box, border_radius=size // 12)
        surface.blit(badge, badge.get_rect(center=box.center))
    return rect


