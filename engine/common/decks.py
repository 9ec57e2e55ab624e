"""Decks and bags as plain data inside a game state: lists of ids, so they encode and hash
canonically and copy cheaply.

Chance and change are split the way the kernel needs them. A method that takes the `Rng`
(called in `Game.resolve`) only *decides* — which cards a draw gives, a new order — and changes
nothing; the game records the answer in an event, and its reducer applies it with a method
that takes no Rng. Undo and replays fold the events and never call the Rng again.

>>> deck = Deck(pile=["a", "b", "c"])
>>> drawn = deck.draw(2, Rng.from_seed(1))      # in resolve: decide
>>> drawn.cards
['a', 'b']
>>> deck.take(drawn.cards, drawn.reshuffled)     # in the reducer: apply
>>> deck.pile, view(deck.pile)
(['c'], {'count': 1})

A Deck or Bag may wrap lists a game state already holds (`Deck(state.market_deck)`): every change is made
in place, so the state keeps plain lists that encode and hash as they always have.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Generic, Hashable, Iterable, NamedTuple, Sequence, TypeVar

from engine.kernel.canonical import JsonObject
from engine.kernel.rng import Label, Rng

Card = int | str
T = TypeVar("T")


def pick(items: Sequence[T], n: int, rng: Rng, label: Label | None = None) -> list[T]:
    """`n` different items at random, in the order drawn (a partial Fisher–Yates shuffle).

    The bag draw of every game; it calls the Rng exactly `n` times, so draws stay replayable.
    A scenario's forced draws name items by `label` (a die's colour), or by the item itself.

    >>> pick(["x", "y", "z"], 3, Rng.from_seed(3)) == pick(["x", "y", "z"], 3, Rng.from_seed(3))
    True
    """
    if not 0 <= n <= len(items):
        raise ValueError(f"cannot pick {n} of {len(items)} items")
    pool = list(items)
    out = []
    for k in range(n):
        j = rng.index(pool, k, label)
        pool[k], pool[j] = pool[j], pool[k]
        out.append(pool[k])
    return out


def sorted_ids(ids: Iterable[Card]) -> list[Card]:
    """The ids in a canonical order (numbers before names) that says nothing about how they lie."""
    return sorted(ids, key=lambda x: (isinstance(x, str), x))


def view(ids: Sequence[Any], *, contents: bool = False) -> JsonObject:
    """What a player may see of a face-down pile or a bag for `Game.view()`: how many, and
    with `contents` which ones (sorted) — never the order.

    >>> view([5, 2, 2, "x"], contents=True)
    {'count': 4, 'contents': [2, 2, 5, 'x']}
    """
    if contents:
        return {"count": len(ids), "contents": sorted_ids(ids)}
    return {"count": len(ids)}


def _same_cards(a: Iterable[Hashable], b: Iterable[Hashable]) -> bool:
    return Counter(a) == Counter(b)


class Draw(NamedTuple, Generic[T]):
    """What a draw gives: the cards (top first) and, when the pile ran out on the way, the order
    the shuffled discards took as the new pile. Both go into the event; `Deck.take` applies them."""

    cards: list[T]
    reshuffled: list[T] | None = None


@dataclass(slots=True)
class Deck(Generic[T]):
    """A face-down draw pile (`pile[0]` is the top) and its face-up discard pile (last = newest).

    >>> deck = Deck(pile=[1], discards=[7, 8])
    >>> drawn = deck.draw(2, Rng.from_seed(5))
    >>> drawn.cards[0], sorted(drawn.reshuffled)
    (1, [7, 8])
    >>> deck.take(*drawn); len(deck.pile) + len(deck.discards)
    1
    """

    pile: list[T] = field(default_factory=list)
    discards: list[T] = field(default_factory=list)

    # --- deciding (resolve): takes the Rng, changes nothing -------------------------------------
    def draw(self, n: int, rng: Rng, *, reshuffle: bool = True) -> Draw[T]:
        """The top `n` cards; if the pile runs out first and `reshuffle`, the discards are shuffled
        into a new pile and the draw goes on. Fewer than `n` when both run out."""
        if n < 0:
            raise ValueError("cannot draw a negative number of cards")
        if n <= len(self.pile) or not reshuffle or not self.discards:
            return Draw(self.pile[:n])
        order = rng.shuffled(self.discards)
        return Draw(self.pile + order[:n - len(self.pile)], order)

    # --- reading --------------------------------------------------------------------------------
    def peek(self, k: int) -> list[T]:
        """The top `k` cards without drawing them (a look the game shows to one player only)."""
        return self.pile[:k]

    # --- applying (reducers): no Rng, only recorded answers -------------------------------------
    def take(self, cards: Sequence[T], reshuffled: Sequence[T] | None = None) -> None:
        """Remove a recorded draw from the top, forming the new pile from `reshuffled` on the way."""
        first = len(cards) if reshuffled is None else len(self.pile)
        self._take_top(cards[:first])
        if reshuffled is not None:
            self.reshuffle(reshuffled)
            self._take_top(cards[first:])

    def _take_top(self, cards: Sequence[T]) -> None:
        n = len(cards)
        if self.pile[:n] != list(cards):
            raise ValueError(f"the pile's top is {self.pile[:n]}, not {list(cards)}")
        del self.pile[:n]

    def reshuffle(self, order: Sequence[T]) -> None:
        """The discards, in a recorded order (a draw's `reshuffled`), go under the pile as one stack."""
        if not _same_cards(order, self.discards):
            raise ValueError("a reshuffle must hold exactly the discarded cards")
        self.pile.extend(order)
        self.discards.clear()

    def put_bottom(self, cards: Sequence[T]) -> None:
        """Put cards under the pile, in the order given."""
        self.pile.extend(cards)

    def discard(self, cards: Iterable[T]) -> None:
        """Put cards face up on the discard pile, the last one given on top."""
        self.discards.extend(cards)


@dataclass(slots=True)
class Bag(Generic[T]):
    """Things drawn blindly at random (dice in a bag, tokens in a cup); the order of `contents`
    means nothing to the rules but is kept, so states replay identically.

    >>> bag = Bag(["wood", "wood", "stone"])
    >>> drawn = bag.draw(2, Rng.from_seed(2)); bag.take(drawn); len(bag.contents)
    1
    """

    contents: list[T] = field(default_factory=list)

    def draw(self, n: int, rng: Rng, label: Label | None = None) -> list[T]:
        """`n` things at random without replacement (as many as there are if fewer); changes nothing.
        A scenario's forced draws name them by `label` (a die's colour)."""
        if n < 0:
            raise ValueError("cannot draw a negative number")
        return pick(self.contents, min(n, len(self.contents)), rng, label)

    def take(self, cards: Iterable[T]) -> None:
        """Remove recorded draws (one of each id given)."""
        for card in cards:
            try:
                self.contents.remove(card)
            except ValueError:
                raise ValueError(f"the bag holds no {card!r}") from None

    def add(self, cards: Iterable[T]) -> None:
        """Put ids (back) into the bag."""
        self.contents.extend(cards)
