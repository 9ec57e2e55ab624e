"""Zerywia positions for scenario files (engine/scenario.py): the manifest's reader hands the [position] table on as
it is written; the game checks it against the heroes once they are chosen and their sagas taken, when setup lays it
over the land (position.py: every key, with file/key/expected errors)."""
from __future__ import annotations

from engine.common.content import Node
from engine.common.scenario import POSITION_KEY
from engine.kernel.canonical import JsonAny

from .position import HERO_KEYS, REGION_KEYS


def read_position(root: Node, players: int) -> JsonAny:
    """The position's canonical form, its keys checked here (their values once the heroes are known)."""
    if not root.has(POSITION_KEY):
        return None
    pos = root.table(POSITION_KEY).only(("heroes", "regions"))
    if pos.has("heroes"):
        heroes = pos.array("heroes")
        if len(heroes) > players:
            pos.fail(f"expected at most {players} heroes (one per seat), got {len(heroes)}", "heroes")
        for hero in heroes:
            hero.only(HERO_KEYS)
    if pos.has("regions"):
        for _, region in pos.table("regions").items():
            region.only(REGION_KEYS)
    return root.child(POSITION_KEY).value
