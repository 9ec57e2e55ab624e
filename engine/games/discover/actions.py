"""The actions a hero may take in their turn (spec §6-§7), each paid in stamina, enumerated for the day's
question."""
from __future__ import annotations

from engine.kernel import Action

from .state import GameState


def legal_actions(s: GameState, seat: int) -> list[Action]:
    """Every action the active hero can pay for now (spec §6: an action needs its full cost)."""
    return []
