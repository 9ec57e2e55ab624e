"""What a step showed that was hidden: a roll, a card seen, a tile turned, secret choices shown.

Games declare their reveals (`Game.reveals`); strict undo never goes back across one, and its
refusal names what was revealed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .canonical import JsonAny
from .strings import Message

ROLL = "roll"
CARD_SEEN = "card_seen"
TILE_TURNED = "tile_turned"
CHOICES_SHOWN = "choices_shown"
KINDS = (ROLL, CARD_SEEN, TILE_TURNED, CHOICES_SHOWN)  # each has its words in the kernel's strings


@dataclass(frozen=True)
class Reveal:
    """One piece of hidden information made known; `player` saw it (None: everyone did)."""

    what: str
    player: int | None = None
    params: Mapping[str, JsonAny] = field(default_factory=dict)

    def message(self) -> Message:
        """What was revealed, in words any language can show (a game's own kind is named as it is)."""
        if self.what in KINDS:
            return Message(f"kernel.reveal.{self.what}")
        return Message("kernel.reveal.other", {"what": self.what})

    def describe(self) -> str:
        return str(self.message())
