"""What Discover's steps look like on the Island (issue 24 items 1 and 3), registered with the shared Presenter: a
scouted tile turns over (its back narrows to an edge over the face now shown, as a card turned on the table), and a
monster that steps along its path after a compass roll glides from space to space. Both only decorate: the view is
already the state after the step."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

import pygame

from app.board.presenter import Presenter
from app.render.camera import Camera
from app.render.tween import Animation, Easing, linear
from engine.common.hexes import Hex
from engine.games.discover.content import content
from engine.kernel import Event

from .board import BACK_FALLBACK, BACK_LOOK, ENEMY_BODY, TILE_EDGE, hex_of
from app.render import tokens as tokenart
from app.render.hexgrid import Layout
from app.render.palette import darken, hex_rgb

TURN_S = 0.45          # a tile turning over
STEP_S = 0.35          # a monster's step from one space to the next
Point = tuple[float, float]


@dataclass
class TileTurn(Animation):
    """A tile's back narrowing to its edge over the face now shown (its seven spaces, world polygons)."""

    spaces: list[list[Point]] = field(default_factory=list)
    centre: Point = (0.0, 0.0)
    colour: tuple[int, int, int] = (0, 0, 0)
    camera: Callable[[], Camera] | None = None
    easing: Easing = linear

    def draw(self, surface: pygame.Surface) -> None:
        if self.camera is None or not self.started:
            return
        camera = self.camera()
        squeeze = max(0.0, 1.0 - self.t)
        cx, _ = camera.world_to_screen(*self.centre)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(camera.viewport).clip(clip))
        for poly in self.spaces:
            points = [camera.world_to_screen(x, y) for x, y in poly]
            narrowed = [(cx + (sx - cx) * squeeze, sy) for sx, sy in points]
            pygame.draw.polygon(surface, self.colour, narrowed)
            pygame.draw.polygon(surface, TILE_EDGE, narrowed, 1)
        surface.set_clip(clip)


@dataclass
class MonsterStep(Animation):
    """A monster's token gliding from one space to the next (world points)."""

    frm: Point = (0.0, 0.0)
    dest: Point = (0.0, 0.0)
    size: Callable[[], int] | None = None
    camera: Callable[[], Camera] | None = None

    def at(self) -> Point:
        return (self.frm[0] + (self.dest[0] - self.frm[0]) * self.t, self.frm[1] + (self.dest[1] - self.frm[1]) * self.t)

    def draw(self, surface: pygame.Surface) -> None:
        if self.camera is None or self.size is None or not self.started:
            return
        camera = self.camera()
        sx, sy = camera.world_to_screen(*self.at())
        face = tokenart.icon_token("skull", max(10, self.size()), ENEMY_BODY)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(camera.viewport).clip(clip))
        surface.blit(face, face.get_rect(center=(round(sx), round(sy))))
        surface.set_clip(clip)


def register(presenter: Presenter, layout: Layout, camera: Callable[[], Camera], token_px: Callable[[], int],
             where: Callable[[Hashable], pygame.Rect | None]) -> None:
    """A tile turned (scouted or placed) turns over; a monster's step glides."""
    c = content()
    stacks = {slot.id: slot for slot in c.island.slots}

    def turned(event: Event, _batch: Any) -> list[Animation]:
        slot = stacks.get(str(event.data.get("slot")))
        if slot is None:
            return []
        cells = [h for h, (s, _) in c.cells.items() if s == slot.id]
        colour = darken(hex_rgb(BACK_LOOK.get(slot.stack, BACK_FALLBACK)), 0.1)
        return [TileTurn(TURN_S, to=("tile", slot.id), where=where, spaces=[layout.corners(h) for h in cells],
                         centre=layout.hex_to_pixel(slot.centre), colour=colour, camera=camera)]

    def stepped(event: Event, _batch: Any) -> list[Animation]:
        frm, to = event.data.get("frm"), event.data.get("to")
        if not isinstance(frm, str) or not isinstance(to, str):
            return []
        return [MonsterStep(STEP_S, to=("span", frm, to), where=where, frm=layout.hex_to_pixel(hex_of(frm)),
                            dest=layout.hex_to_pixel(hex_of(to)), size=token_px, camera=camera)]

    presenter.animate("tile_turned", turned)
    presenter.animate("monster_stepped", stepped)


def spot(layout: Layout, camera: Camera, key: Hashable) -> pygame.Rect | None:
    """The window rectangle an animation draws in: a tile's seven spaces, or the two spaces a monster crosses."""
    c = content()
    if not isinstance(key, tuple) or not key:
        return None
    if key[0] == "tile":
        cells = [h for h, (s, _) in c.cells.items() if s == key[1]]
    elif key[0] == "span":
        cells = [hex_of(str(key[1])), hex_of(str(key[2]))]
    else:
        return None
    points = [camera.world_to_screen(x, y) for h in cells for x, y in layout.corners(Hex(h.q, h.r))]
    if not points:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    rect = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
    return rect.clip(pygame.Rect(camera.viewport))
