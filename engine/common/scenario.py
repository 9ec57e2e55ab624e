"""What every game's scenario loader shares: the config option that carries a scenario, and its
`[forced]` table of random results fixed in advance (see engine/scenario.py for the file format).

A scenario travels inside `GameConfig.options[PREPARED_OPTION]` as canonical JSON
(`{"forced": {...}, "position": {...}}`; no position = the usual start), so a save carries it whole
and its commitment to the config covers it; a game's `new_state` reads it back through the same
checks a file gets. The key is "prepared", not "scenario": a game's rulebook may call one of its own
options a scenario (Discover's Scenario 1 or 5); saves written before that rename carry the prepared game
under LEGACY_OPTION, as a table, and still load.
"""
from __future__ import annotations

from typing import Mapping

from engine.kernel.canonical import JsonAny
from engine.kernel.errors import SAVED_DATA
from engine.kernel.rng import DRAWS, FACES, FORCED_KEY, KINDS, ORDERS, Face, Forced

from .content import Node

PREPARED_OPTION = "prepared"
LEGACY_OPTION = "scenario"  # where saves before 2026-11-28 carry it (always a table, never a game's choice)
POSITION_KEY = "position"
MAX_FORCED = 10_000  # results per queue: far more than any game asks for, a guard against runaway files
MAX_FACE_CHARS = 64


def scenario_data(options: Mapping[str, JsonAny]) -> JsonAny:
    """The scenario a config's options carry (None for an ordinary game).

    >>> scenario_data({"prepared": {"forced": {}}}), scenario_data({"scenario": {"forced": {}}})
    ({'forced': {}}, {'forced': {}})
    >>> scenario_data({"scenario": 5}) is None   # a game's own option named so, not a prepared game
    True
    """
    if PREPARED_OPTION in options:
        return options[PREPARED_OPTION]
    legacy = options.get(LEGACY_OPTION)
    return legacy if isinstance(legacy, dict) else None


def scenario_node(data: JsonAny, file: str = SAVED_DATA) -> Node:
    """A scenario carried by a config, as a node whose errors name where it sits in the save."""
    return Node(file, f"config.options.{PREPARED_OPTION}", data)


def read_forced(root: Node) -> Forced:
    """The `[forced]` table (optional): faces = [...], draws = [...], orders = [[...], ...] (an empty
    order leaves that shuffle as usual, to reach a later one)."""
    if not root.has(FORCED_KEY):
        return Forced()
    node = root.table(FORCED_KEY).only(KINDS)
    faces = tuple(_result(n) for n in _queue(node, FACES))
    draws = tuple(_result(n) for n in _queue(node, DRAWS))
    orders = tuple(tuple(_result(m) for m in n.elements()) for n in _queue(node, ORDERS))
    for i, order in enumerate(orders):
        if len(set(order)) != len(order):
            node.child(ORDERS).fail("expected every item at most once in one order", i)
    return Forced(faces, draws, orders)


def _queue(node: Node, name: str) -> list[Node]:
    if not node.has(name):
        return []
    items = node.array(name)
    if len(items) > MAX_FORCED:
        node.fail(f"expected at most {MAX_FORCED} forced results, got {len(items)}", name)
    return items


def _result(node: Node) -> Face:
    """One forced result: a whole number (a face, an id) or a short name (a colour, a card id)."""
    value = node.value
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and 0 < len(value) <= MAX_FACE_CHARS:
        return value
    node.fail(f"expected a whole number or a name of at most {MAX_FACE_CHARS} characters")


def forced_faces(root: Node, lo: int, hi: int) -> None:
    """Check every forced face against a game whose dice are all numbered lo..hi (at load time,
    so a bad face names the file instead of failing mid-game)."""
    if not root.has(FORCED_KEY) or not root.child(FORCED_KEY).has(FACES):
        return
    for node in root.child(FORCED_KEY).array(FACES):
        node.as_int(lo=lo, hi=hi)
