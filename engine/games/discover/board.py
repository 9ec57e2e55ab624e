"""The map's geometry on the Island layout (spec §20.1, PD-GEO): which tile slot a space belongs to, what is
printed on it, what is on the map (placed and face up), adjacency and range, and which tiles a hero may scout."""
from __future__ import annotations

from engine.common.hexes import Hex, distance

from .content import DIRECTIONS, TILE_ORDER, Content, Space, content
from .state import GameState, hex_of, key


_NEAR: dict[Hex, list[Hex]] = {}


def neighbours(h: Hex) -> list[Hex]:
    """The six adjacent spaces in the order N, NE, SE, S, SW, NW (one list kept per space: the bots' walks and the
    monsters' ask for them thousands of times a search; callers read it, never change it)."""
    near = _NEAR.get(h)
    if near is None:
        near = _NEAR[h] = [h + d for d in DIRECTIONS.values()]
    return near


def slot_of(h: Hex, c: Content | None = None) -> str | None:
    """The layout slot holding this coordinate (None: off the layout)."""
    cell = (c or content()).cells.get(h)
    return None if cell is None else cell[0]


def printed(s: GameState, h: Hex) -> Space | None:
    """What the tile in this space's slot prints there (None: no tile placed)."""
    c = content()
    cell = c.cells.get(h)
    if cell is None or cell[0] not in s.tiles:
        return None
    return c.island.tiles[s.tiles[cell[0]]].spaces[cell[1]]


def on_map(s: GameState, h: Hex) -> bool:
    """A space is on the map when its tile is placed and face up (spec §3.2)."""
    slot = slot_of(h)
    return slot is not None and slot in s.revealed


def slot_spaces(slot: str) -> list[Hex]:
    """A slot's seven spaces in TILE_ORDER (the order scouted tokens are placed in, PD-SCOUT-ORDER)."""
    c = content()
    return [c.space_of(slot, i) for i in range(len(TILE_ORDER))]


def scoutable(s: GameState, here: Hex) -> list[str]:
    """Face-down tiles with a space adjacent to `here` (spec §7.3, PD-GEO), in layout order."""
    near = {slot_of(n) for n in neighbours(here)}
    return [slot.id for slot in content().island.slots
            if slot.id in near and slot.id in s.tiles and slot.id not in s.revealed]


def range_between(a: str, b: str) -> int:
    """Range between two spaces: 0 on the same space, 1 adjacent (spec §17.3; hex distance, PD-GEO)."""
    return distance(hex_of(a), hex_of(b))


def camp_space(s: GameState) -> str | None:
    """Where the campsite token lies."""
    for k, pieces in s.spaces.items():
        if any(p.kind == "camp" for p in pieces):
            return k
    return None


def campsite_of_layout() -> str:
    """The campsite's printed space on the start tile (setup puts the campsite token there)."""
    c = content()
    for slot in c.island.slots:
        for tile in c.island.tiles.values():
            if tile.back == slot.stack:
                for i, sp in enumerate(tile.spaces):
                    if sp.camp:
                        return key(c.space_of(slot.id, i))
    raise ValueError("the layout has no campsite")
