"""Turning a tile face up (spec §7.3, PD-S1, PD-SCOUT-ORDER, PD-LS-REFILL): a face-down landscape token from
the matching stack on every landscape symbol and a face-down water source on every water symbol, space by space
in the order C, N, NE, SE, S, SW, NW. An empty stack is refilled from its own discards, shuffled; with none,
nothing is placed there."""
from __future__ import annotations

from engine.kernel import Context

from .board import slot_spaces
from .content import content
from .state import LANDSCAPE, WATER, GameState, key


def turn_tile(ctx: Context, slot: str, scout: int | None) -> None:
    """Turn the tile in `slot` face up and populate it; `scout` is the hero who scouted it (None at setup)."""
    s: GameState = ctx.state
    tile = content().island.tiles[s.tiles[slot]]
    stacks = {k: list(v) for k, v in s.landscape.items()}
    discards = {k: list(v) for k, v in s.landscape_discard.items()}
    water = list(s.water_pool)
    placed: list[list[str]] = []
    refilled: dict[str, list[str]] = {}
    for h, printed in zip(slot_spaces(slot), tile.spaces):
        if printed.landscape is not None:
            stack = stacks[printed.landscape]
            if not stack and discards.get(printed.landscape):
                stack[:] = ctx.rng.shuffled(discards[printed.landscape])
                refilled[printed.landscape] = list(stack)
                discards[printed.landscape] = []
            if stack:
                placed.append([key(h), LANDSCAPE, stack.pop(0)])
        if printed.water and water:
            placed.append([key(h), WATER, water.pop(0)])
    ctx.emit("tile_turned", slot=slot, tile=tile.id, scout=scout, placed=placed, refilled=refilled)
