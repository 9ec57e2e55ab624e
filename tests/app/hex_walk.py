"""A one-player walk over a hex map, with a table whose camera pans and zooms (the board host's test bed).

The walker steps to a neighbouring hex; the game ends after MOVES steps. The table's world is the
map in pixels at HEX_SIZE, drawn through the camera; its targets are the neighbours' hexagons in
world coordinates, so a click must land where the camera shows them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from app.input.shapes import Polygon
from app.render.hexgrid import Layout
from app.table import Table
from app.input.targets import Target
from engine.common.hexes import Hex, hex_range, neighbours
from engine.kernel import Action, Context, Decision, Event, Game, GameConfig, Rng

RADIUS = 6
HEX_SIZE = 40.0
MOVES = 5
MAP = frozenset(hex_range(Hex(0, 0), RADIUS))


@dataclass
class WalkState:
    rng: int = 0
    at: tuple[int, int] = (0, 0)
    moves: int = 0
    trail: list[tuple[int, int]] = field(default_factory=list)


class HexWalk(Game[WalkState]):
    id = "hex-walk"
    title = {"en": "Hex walk", "pl": "Spacer po heksach"}
    min_players = 1
    max_players = 1

    def new_state(self, config: GameConfig) -> WalkState:
        return WalkState(rng=Rng.from_seed(config.seed).state)

    def decision(self, s: WalkState) -> Decision | None:
        if s.moves >= MOVES:
            return None
        steps = [h for h in neighbours(Hex(*s.at)) if h in MAP]
        return Decision(0, "walk", tuple(Action.of("walk", 0, q=h.q, r=h.r) for h in steps))

    def resolve(self, ctx: Context, action: Action) -> None:
        ctx.emit("walked", q=action["q"], r=action["r"])

    def apply(self, s: WalkState, e: Event) -> None:
        s.trail.append(s.at)
        s.at = (e.data["q"], e.data["r"])
        s.moves += 1

    def clone(self, s: WalkState) -> WalkState:
        return WalkState(s.rng, s.at, s.moves, list(s.trail))

    def view(self, s: WalkState, player: int | None) -> Any:
        return {"at": list(s.at), "moves": s.moves}

    def final_scores(self, s: WalkState) -> list[float]:
        return [float(s.moves)]

    def content_hash(self) -> str:
        return "hex-walk-1"


class HexWalkTable(Table):
    """The map drawn through the camera; neighbours of the walker are the targets."""

    game_id = "hex-walk"
    layout_px = Layout.pointy(HEX_SIZE)

    def world(self) -> tuple[float, float, float, float]:
        return self.layout_px.bounds(sorted(MAP))

    def hex_shape(self, h: Hex) -> Polygon:
        return Polygon(tuple(self.layout_px.corners(h)))

    def draw(self, surface: pygame.Surface, now: float) -> None:
        pygame.draw.rect(surface, (20, 40, 30), self.rect)
        cam = self.camera
        at = tuple(self.view["at"]) if isinstance(self.view, dict) else (0, 0)
        for h in MAP:
            points = [cam.world_to_screen(x, y) for x, y in self.layout_px.corners(h)]
            pygame.draw.polygon(surface, (200, 170, 90) if (h.q, h.r) == at else (60, 110, 70), points)
            pygame.draw.polygon(surface, (30, 50, 40), points, 1)

    def targets(self, decision: Decision, player: int) -> list[Target]:
        return [Target(self.hex_shape(Hex(a["q"], a["r"])), (a,), f"walk to {a['q']},{a['r']}", key=("hex", a["q"], a["r"]))
                for a in decision.legal]
