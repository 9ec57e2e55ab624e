"""What a bot is given of the table: its seat's view, and whole states drawn from what that seat may know.

A bot plays like a person at the table: it may read what its seat sees and imagine what it cannot (the order of a
deck, the dice in a bag, the future of the dice), never look. So it is handed a `Seen` bound to its seat instead of
the state: `view` is what `Game.view` shows the seat (computed when first read), and `draw(rng)` is a whole state
the seat cannot tell from the real one (`Game.shuffle_hidden`, or a copy where nothing is hidden) to think on.
The real state stays inside; this is the equivalent of OpenSpiel's `state.resample_from_infostate(player, rng)`.
"""
from __future__ import annotations

from typing import Any, Generic, TypeVar

from .canonical import JsonAny
from .game import Game
from .rng import Rng

S = TypeVar("S")
_UNSEEN: Any = object()   # `view` not computed yet


class Seen(Generic[S]):
    """One seat's knowledge of one table: `view` and `draw(rng)`, nothing else (the real state is private)."""

    __slots__ = ("__game", "__state", "__seat", "__view")

    def __init__(self, game: Game[S], state: S, seat: int) -> None:
        self.__game = game      # bound only: nothing is copied or computed until a bot asks (random never does)
        self.__state = state
        self.__seat = seat
        self.__view: JsonAny = _UNSEEN

    @property
    def view(self) -> JsonAny:
        """What the seat sees (`Game.view`), computed once on first reading."""
        if self.__view is _UNSEEN:
            self.__view = self.__game.view(self.__state, self.__seat)
        return self.__view

    def draw(self, rng: Rng) -> S:
        """A whole state the seat cannot tell from the real one, its own to change: what it may not see is drawn
        afresh by `rng` (hidden piles in another order, another future for the dice)."""
        drawn = self.__game.shuffle_hidden(self.__state, self.__seat, rng)
        drawn = drawn if drawn is not None else self.__game.clone(self.__state)
        if getattr(drawn, "forced", None) is not None:
            drawn.forced = None   # type: ignore[attr-defined]  # a scenario's forced results are the future too
        return drawn

    def __repr__(self) -> str:
        return f"Seen(seat {self.__seat})"
