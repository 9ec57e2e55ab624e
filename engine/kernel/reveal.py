"""What a step showed that was hidden: a roll, a card seen, a tile turned, secret choices shown.

Games declare their reveals (`Game.reveals`); strict undo never goes back across one, and its
refusal names what was revealed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

ROLL = "roll"
CARD_SEEN = "card_seen"
TILE_TURNED = "tile_turned"
CHOICES_SHOWN = "choices_shown"

DESCRIPTIONS: dict[str, str] = {
    ROLL: "a roll or a draw was revealed",
    CARD_SEEN: "a hidden card was seen",
    TILE_TURNED: "a face-down tile was turned",
    CHOICES_SHOWN: "the hidden choices were shown",
}


@dataclass(frozen=True)
class Reveal:
    """One piece of hidden information made known; `player` saw it (None: everyone did)."""

    what: str
    player: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        return DESCRIPTIONS.get(self.what, f"something hidden was revealed ({self.what})")
