"""Which tests show which card (issues 12 and 13: "every card works, each with a test that shows it").

A game's test package keeps one `Showcase`; a test is marked with `@shows("card_id", ...)`, a parametrized
table registers its cards with `showing(ids, test_name)`, and the package's coverage test asks `missing`
and `unknown` against every id its content lists.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Showcase:
    """The registry: card id -> the tests that show its effect."""

    def __init__(self) -> None:
        self.shown: dict[str, list[str]] = {}

    def shows(self, *card_ids: str) -> Callable[[F], F]:
        """Mark a test as showing these cards' effects."""
        def wrap(fn: F) -> F:
            for card in card_ids:
                self.shown.setdefault(card, []).append(fn.__name__)
            return fn
        return wrap

    def showing(self, card_ids: Iterable[str], test: str) -> list[str]:
        """Register a parametrized table's cards (returns them, to parametrize with)."""
        ids = list(card_ids)
        for card in ids:
            self.shown.setdefault(card, []).append(test)
        return ids

    def missing(self, card_ids: Iterable[str]) -> list[str]:
        """The ids no test shows."""
        return [card for card in card_ids if not self.shown.get(card)]

    def unknown(self, every: Mapping[str, list[str]]) -> list[str]:
        """Ids registered by a test that the content does not have (a typo would hide a card otherwise)."""
        known = {card for ids in every.values() for card in ids}
        return sorted(set(self.shown) - known)
