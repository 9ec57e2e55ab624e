"""How a game ended, per seat, for every kind of game: competitive places with tie-breakers (or a
table where nobody won), a co-operative win or loss with the condition that decided it, each seat
winning or losing on its own (every hero who survives wins), or a solo score with its rank."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

COMPETITIVE = "competitive"
COOPERATIVE = "cooperative"
SOLO = "solo"
EACH = "each"  # every seat wins or loses on its own (Discover Scenario 1: every hero who survives wins)
KINDS = (COMPETITIVE, COOPERATIVE, SOLO, EACH)


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
    """The end of a game. `reason`, `rank` and `seat_reasons` are string-catalogue keys; `params` fill them in.

    >>> o = Outcome.each([True, False, True], "survival.night_over", seat_reasons=["", "survival.starved", ""])
    >>> o.winners(), o.result(1), o.seat_reasons[1]
    ([0, 2], False, 'survival.starved')
    >>> Outcome.everyone_lost([3.0, 5.0], "doom").result(1)
    False
    """

    kind: str
    scores: tuple[float, ...] = ()
    places: tuple[int, ...] = ()  # per seat, 1 = first; 0 = lost (a lost co-op table, a hero who died)
    won: bool | None = None       # the table's result: co-op won, a solo win, someone won at all
    reason: str = ""
    rank: str = ""
    params: Mapping[str, object] = field(default_factory=dict)
    seat_reasons: tuple[str, ...] = ()  # per seat, why that seat won or lost (EACH); "" = nothing to add

    @staticmethod
    def competitive(scores: Sequence[float], tiebreaks: Sequence[Sequence[float]] | None = None) -> "Outcome":
        """Most points first; `tiebreaks[seat]` (e.g. gold, then fewer dice as negatives) settle ties."""
        keys = [(score, *(tiebreaks[i] if tiebreaks else ())) for i, score in enumerate(scores)]
        return Outcome(COMPETITIVE, tuple(scores), places(keys))

    @staticmethod
    def everyone_lost(scores: Sequence[float], reason: str, **params: object) -> "Outcome":
        """A competitive game the game itself won: no seat places (Runebound's Margath outliving the Doom Track)."""
        return Outcome(COMPETITIVE, tuple(scores), (0,) * len(scores), False, reason, "", params)

    @staticmethod
    def cooperative(players: int, won: bool, reason: str, scores: Sequence[float] = (), **params: object) -> "Outcome":
        """The whole table wins or loses together; `reason` names the condition that ended the game."""
        return Outcome(COOPERATIVE, tuple(scores), (1,) * players if won else (0,) * players, won, reason, "", params)

    @staticmethod
    def each(won: Sequence[bool], reason: str = "", scores: Sequence[float] = (),
             seat_reasons: Sequence[str] = (), **params: object) -> "Outcome":
        """Every seat wins or loses on its own; `seat_reasons[seat]` says why (a hero starved)."""
        if seat_reasons and len(seat_reasons) != len(won):
            raise ValueError(f"{len(seat_reasons)} seat reasons for {len(won)} seats")
        return Outcome(EACH, tuple(scores), tuple(1 if w else 0 for w in won), any(won), reason, "", params,
                       tuple(seat_reasons))

    @staticmethod
    def solo(score: float, rank: str = "", won: bool | None = None, **params: object) -> "Outcome":
        return Outcome(SOLO, (score,), (1,) if won is not False else (0,), won, "", rank, params)

    def result(self, seat: int) -> bool | None:
        """Did `seat` win (True), lose (False), or does the game not say (a solo score without a goal)?"""
        if self.kind == SOLO and self.won is None:
            return None
        return self.places[seat] == 1

    def winners(self) -> list[int]:
        """Seats in first place (several = a shared victory); every seat when a co-op table won;
        every survivor when each seat's result is its own."""
        return [seat for seat, place in enumerate(self.places) if place == 1]


def outcome_values(outcome: Outcome) -> list[float]:
    """Each seat's result as a number a search can average: 1 won, 0 lost; a first place shared by k
    seats is worth 1/k each; a solo score without a goal counts as half a win.

    >>> outcome_values(Outcome.competitive([5, 9, 9]))
    [0.0, 0.5, 0.5]
    >>> outcome_values(Outcome.cooperative(2, True, "done"))
    [1.0, 1.0]
    """
    if outcome.kind == SOLO and outcome.won is None:
        return [0.5]
    if outcome.kind == COMPETITIVE:
        first = sum(place == 1 for place in outcome.places)
        return [1.0 / first if place == 1 else 0.0 for place in outcome.places]
    return [1.0 if place == 1 else 0.0 for place in outcome.places]
