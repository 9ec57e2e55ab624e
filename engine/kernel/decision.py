"""The question a game asks now, with every legal answer enumerated."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .action import Action


@dataclass(frozen=True, slots=True)
class Decision:
    """Who decides (`actor`; None = the system), a prompt key, and the complete legal list.

    `legal` may also hold actions of other players (interrupts such as using a skill at any
    time); `actor` is the player the game is waiting on. A decision several players make at
    once (secret bids, "all heroes at once") lists them in `waiting`: each answers on their
    own, in any order, and `actor` is the first of them (the hot-seat order).

    >>> d = Decision.simultaneous("bid", [Action.of("bid", p, n=1) for p in (0, 2)])
    >>> d.actor, sorted(d.deciders())
    (0, [0, 2])
    """

    actor: int | None
    prompt: str
    legal: tuple[Action, ...]
    info: dict[str, Any] = field(default_factory=dict)
    waiting: frozenset[int] = frozenset()

    @staticmethod
    def simultaneous(prompt: str, legal: "list[Action] | tuple[Action, ...]", info: dict[str, Any] | None = None) -> "Decision":
        """A decision waiting on every player who has a legal action in `legal`, answered independently."""
        players = frozenset(a.player for a in legal if a.player is not None)
        if not players:
            raise ValueError("a simultaneous decision needs at least one player's action")
        return Decision(min(players), prompt, tuple(legal), info or {}, players)

    @property
    def automatic(self) -> bool:
        return self.actor is None

    @property
    def is_simultaneous(self) -> bool:
        return bool(self.waiting)

    def deciders(self) -> frozenset[int]:
        """Every player the game is waiting on now (one, or several deciding at once)."""
        if self.waiting:
            return self.waiting
        return frozenset() if self.actor is None else frozenset((self.actor,))

    def actors(self) -> set[int]:
        return {a.player for a in self.legal if a.player is not None}

    def for_player(self, player: int) -> list[Action]:
        return [a for a in self.legal if a.player == player]

    def of_kind(self, kind: str) -> list[Action]:
        return [a for a in self.legal if a.kind == kind]
