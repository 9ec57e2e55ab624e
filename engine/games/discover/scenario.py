"""Discover positions for scenarios (engine/scenario.py): a Discover scenario starts from the usual setup of its
expedition and forces the rolls and the tops of the shuffles (the `[forced]` table); a `[position]` table (a table
laid out mid-game, a fixture map, spec PD-FIXTURE-MAP) is not read yet, and is refused by name rather than ignored."""
from __future__ import annotations

from typing import Any

from engine.common.content import Node
from engine.common.scenario import POSITION_KEY
from engine.common.scenario import forced_faces

from .content import content


def read_position(root: Node, players: int) -> Any:
    """None (the usual setup); every forced die face must be one a d12 shows."""
    if root.has(POSITION_KEY):
        root.fail("expected no [position]: a Discover scenario starts from the usual setup and forces its "
                  "rolls and shuffles in [forced]", POSITION_KEY)
    forced_faces(root, 1, content().rules.dice_sides)
    return None
