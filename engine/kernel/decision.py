"""The question a game asks now, with every legal answer enumerated."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .action import Action


@dataclass(frozen=True, slots=True)
class Decision:
    """Who decides (`actor`; None = the system), a prompt key, and the complete legal list.

    `legal` may also hold actions of other players (interrupts such as using a skill at any
    time); `actor` is the player the game is waiting on.
    """

    actor: int | None
    prompt: str
    legal: tuple[Action, ...]
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def automatic(self) -> bool:
        return self.actor is None

    def actors(self) -> set[int]:
        return {a.player for a in self.legal if a.player is not None}

    def for_player(self, player: int) -> list[Action]:
        return [a for a in self.legal if a.player == player]

    def of_kind(self, kind: str) -> list[Action]:
        return [a for a in self.legal if a.kind == kind]
