"""How a game ended, for every kind of game: competitive places, a co-operative win or loss with
the condition that decided it, or a solo score with its rank."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

COMPETITIVE = "competitive"
COOPERATIVE = "cooperative"
SOLO = "solo"


def places(keys: Sequence[Sequence[float]]) -> tuple[int, ...]:
    """Each seat's place, best key first; seats with equal keys share a place.

    >>> places([(10, 2), (12, 0), (10, 2)])
    (2, 1, 2)
    """
    order = sorted(range(len(keys)), key=lambda i: tuple(-k for k in keys[i]))
    out = [0] * len(keys)
    for n, seat in enumerate(order):
        previous = order[n - 1] if n else None
        out[seat] = out[previous] if previous is not None and tuple(keys[previous]) == tuple(keys[seat]) else n + 1
    return tuple(out)


@dataclass(frozen=True)
class Outcome:
    """The end of a game. `reason` and `rank` are message keys; `params` fill them in."""

    kind: str
    scores: tuple[float, ...] = ()
    places: tuple[int, ...] = ()  # per seat, 1 = first; a lost co-op game has every seat at 0
    won: bool | None = None
    reason: str = ""
    rank: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)

    @staticmethod
    def competitive(scores: Sequence[float], tiebreaks: Sequence[Sequence[float]] | None = None) -> "Outcome":
        """Most points first; `tiebreaks[seat]` (e.g. gold, then fewer dice as negatives) settle ties."""
        keys = [(score, *(tiebreaks[i] if tiebreaks else ())) for i, score in enumerate(scores)]
        return Outcome(COMPETITIVE, tuple(scores), places(keys))

    @staticmethod
    def cooperative(players: int, won: bool, reason: str, scores: Sequence[float] = (), **params: Any) -> "Outcome":
        """The whole table wins or loses together; `reason` names the condition that ended the game."""
        return Outcome(COOPERATIVE, tuple(scores), (1,) * players if won else (0,) * players, won, reason, "", params)

    @staticmethod
    def solo(score: float, rank: str = "", won: bool | None = None, **params: Any) -> "Outcome":
        return Outcome(SOLO, (score,), (1,), won, "", rank, params)

    def winners(self) -> list[int]:
        """Seats in first place (several = a shared victory); every seat when a co-op table won."""
        return [seat for seat, place in enumerate(self.places) if place == 1]
