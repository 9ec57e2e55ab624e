"""A game's own words for a hint (engine/bots/hint.py) are given the seat's `Seen`, as a bot is: the reason shown to a
person can no more tell a hidden card than the move itself."""
from __future__ import annotations

from typing import Any

from engine.bots.hint import Hint, hint, hint_level
from engine.common.content import Text
from engine.kernel import GameConfig, Rng, Seen
from tests.bots.test_search import Nim


class WordyNim(Nim):
    """Nim that words its hints, and keeps what each wording was handed."""

    def __init__(self) -> None:
        self.given: list[Any] = []

    def hint_reason(self, seen: Any, seat: int, found: Hint) -> Text:
        self.given.append(seen)
        return Text(f"take {found.action['n']}", f"weź {found.action['n']}")


def test_a_games_hint_words_are_handed_the_seats_view_not_the_table() -> None:
    nim = WordyNim()
    state = nim.new_state(GameConfig.quick("nim", 2, stones=5))
    found = hint(nim, state, 0, Rng.from_seed(1), hint_level(200))
    assert found.reason == Text(f"take {found.action['n']}", f"weź {found.action['n']}")
    assert len(nim.given) == 1 and isinstance(nim.given[0], Seen)
    assert nim.given[0].draw(Rng.from_seed(2)) == state     # nothing is hidden in Nim: the draw is the table itself
