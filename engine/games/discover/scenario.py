"""Discover positions for scenarios (engine/scenario.py): a Discover scenario starts from the usual setup of its
expedition and forces the rolls and the tops of the shuffles (the `[forced]` table); its `[position]` may lay fixture
tiles (spec §20.1 PD-FIXTURE-MAP): `tiles = { "S1-1" = "example_turn" }` puts that tile, face down, in that slot instead
of the one setup deals there. Nothing else of a table laid out mid-game is read, and is refused by name, not ignored."""
from __future__ import annotations

from engine.common.content import Node
from engine.common.scenario import POSITION_KEY, forced_faces, scenario_node
from engine.kernel.canonical import JsonAny, JsonObject

from .content import FIXTURE_BACK, START_BACK, content

TILES = "tiles"


def read_position(root: Node, players: int) -> JsonObject | None:
    """None (the usual setup) or the fixture tiles to lay: every forced die face must be one a d12 shows."""
    forced_faces(root, 1, content().rules.dice_sides)
    if not root.has(POSITION_KEY):
        return None
    node = root.table(POSITION_KEY)
    if set(node.value) - {TILES}:
        node.fail("expected only tiles = { slot = fixture tile }: a Discover scenario starts from the usual setup, "
                  "lays fixture tiles and forces its rolls and shuffles in [forced]", sorted(set(node.value) - {TILES})[0])
    return {TILES: dict(fixture_tiles(node.table(TILES)))}


def fixture_tiles(node: Node) -> dict[str, str]:
    """Slot -> fixture tile, each a slot of the layout other than the start tile's, each tile at most once."""
    c = content()
    slots = sorted(slot.id for slot in c.island.slots if slot.stack != START_BACK)
    fixtures = sorted(t.id for t in c.island.tiles.values() if t.back == FIXTURE_BACK)
    out: dict[str, str] = {}
    for slot, child in node.items():
        if slot not in slots:
            node.fail(f"expected a slot of the layout other than the start tile's ({', '.join(slots)}), got {slot!r}",
                      slot)
        tile = child.as_ref(set(fixtures), "a fixture tile in island.toml")
        if tile in out.values():
            node.fail(f"expected each fixture tile in one slot only; {tile!r} is laid twice", slot)
        out[slot] = tile
    return out


def laid_tiles(data: JsonAny) -> dict[str, str]:
    """The fixture tiles a prepared game's position lays (none for the usual setup), checked as a scenario's are
    (a save carries its position: an error names where in the save)."""
    root = scenario_node(data)
    if not isinstance(data, dict) or not root.has(POSITION_KEY):
        return {}
    position = root.table(POSITION_KEY)
    if set(position.value) - {TILES}:
        read_position(root, 1)
    return fixture_tiles(position.table(TILES))
