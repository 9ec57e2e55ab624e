"""A tiny seeded PRNG (SplitMix64) whose whole state is one int, so it lives inside game state,
and the forced results a scenario puts in front of it.

A scenario fixes chance in advance with three queues (`Forced`): die faces, draws and the tops of
shuffled orders. Each call of the matching kind serves the next forced result before the seeded
stream is touched, so a scenario reads like the rulebook ("the red die shows 6") whichever call
order the game has, and the stream goes on as usual once a queue runs dry. The queues live in the
game state next to `rng`; what a step served is recorded in its RNG event, so replays never roll.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, MutableSequence, Sequence, TypeVar

from .canonical import JsonObject
from .errors import StolikError

T = TypeVar("T")
MASK64 = (1 << 64) - 1
Label = Callable[[Any], Any]
Face = int | str

FACES, DRAWS, ORDERS = "faces", "draws", "orders"
KINDS = (FACES, DRAWS, ORDERS)
_FACES, _DRAWS, _ORDERS = range(len(KINDS))
FORCED_KEY = "forced"


class ForcedResultError(StolikError):
    """A forced result the game cannot use where it comes up; names the scenario key (`forced.faces[2]`)."""

    def __init__(self, key: str, expected: str) -> None:
        self.key, self.expected = key, expected
        super().__init__(f"scenario {key}: {expected}")


@dataclass(frozen=True, slots=True)
class Forced:
    """A scenario's forced random results and how many of each were served (immutable: states share it).

    `faces`: die faces, one per roll. `draws`: what each random draw takes (a game's label of the
    item: a die's colour, a card's id). `orders`: for each shuffle, the items that end up on top,
    in order (the rest is shuffled as usual).
    """

    faces: tuple[Face, ...] = ()
    draws: tuple[Face, ...] = ()
    orders: tuple[tuple[Face, ...], ...] = ()
    served: tuple[int, int, int] = (0, 0, 0)

    def queue(self, kind: int) -> tuple[Any, ...]:
        return (self.faces, self.draws, self.orders)[kind]

    def left(self) -> int:
        """How many forced results are still to be served."""
        return sum(len(self.queue(k)) - self.served[k] for k in range(len(KINDS)))

    def serve(self, served: Sequence[int]) -> "Forced":
        """The same queues with new served counts (what an RNG event records)."""
        return replace(self, served=(int(served[_FACES]), int(served[_DRAWS]), int(served[_ORDERS])))

    def to_json(self) -> JsonObject:
        """The queues as a scenario file writes them (served counts are state, not scenario)."""
        out: JsonObject = {}
        for name, values in ((FACES, self.faces), (DRAWS, self.draws), (ORDERS, self.orders)):
            if values:
                out[name] = [list(v) if isinstance(v, tuple) else v for v in values]
        return out


class Rng:
    """Deterministic random numbers; `state` is JSON-able and fully describes the stream.

    With `forced`, each kind of call serves its forced results first; `served` (None until one is)
    counts what was served, for the step's RNG event.

    >>> r = Rng.from_seed(7); a = r.randint(1, 6); r2 = Rng(Rng.from_seed(7).state)
    >>> r2.randint(1, 6) == a
    True
    >>> rigged = Rng(Rng.from_seed(7).state, Forced(faces=(6,), draws=("b",)))
    >>> rigged.randint(1, 6), rigged.choice(["a", "b", "c"]), rigged.served
    (6, 'b', [1, 1, 0])
    """

    __slots__ = ("state", "forced", "served")

    def __init__(self, state: int, forced: Forced | None = None) -> None:
        self.state = state & MASK64
        self.forced = forced
        self.served: list[int] | None = None

    @staticmethod
    def from_seed(seed: int) -> "Rng":
        rng = Rng(seed ^ 0x5DEECE66D)
        rng.next64()
        return rng

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (the raw stream: never forced)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    # --- forced results ---------------------------------------------------------------------
    def _take(self, kind: int) -> tuple[Any, str] | None:
        """The next forced result of `kind` and its scenario key, or None when none is left."""
        forced = self.forced
        if forced is None:
            return None
        served = self.served or forced.served
        index = served[kind]
        queue = forced.queue(kind)
        if index >= len(queue):
            return None
        if self.served is None:
            self.served = list(forced.served)
        self.served[kind] = index + 1
        return queue[index], f"{FORCED_KEY}.{KINDS[kind]}[{index}]"

    def advanced(self) -> Forced | None:
        """The forced queues after this Rng's calls (None when nothing was served)."""
        if self.served is None or self.forced is None:
            return None
        return self.forced.serve(self.served)

    # --- rolls ------------------------------------------------------------------------------
    def randint(self, lo: int, hi: int) -> int:
        """A die roll lo..hi: the next forced face if any (it must lie in lo..hi)."""
        forced = self._take(_FACES) if self.forced is not None else None
        if forced is None:
            return lo + self.below(hi - lo + 1)
        value, key = forced
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ForcedResultError(key, f"expected a face {lo}..{hi} for this roll, got {value!r}")
        return value

    def face(self, faces: Sequence[T]) -> T:
        """A roll of a die with these faces: the next forced face if any (it must be one of them)."""
        forced = self._take(_FACES) if self.forced is not None else None
        if forced is None:
            return faces[self.below(len(faces))]
        value, key = forced
        for f in faces:
            if f == value and type(f) is type(value):
                return f
        raise ForcedResultError(key, f"expected one of the faces {', '.join(map(repr, faces))}, got {value!r}")

    # --- draws ------------------------------------------------------------------------------
    def index(self, items: Sequence[T], start: int = 0, label: Label | None = None) -> int:
        """A random index in [start, len(items)); a forced draw takes the first item labelled as it says."""
        forced = self._take(_DRAWS) if self.forced is not None else None
        if forced is None:
            return start + self.below(len(items) - start)
        want, key = forced
        for i in range(start, len(items)):
            if (items[i] if label is None else label(items[i])) == want:
                return i
        raise ForcedResultError(key, f"expected something the draw can take; none of the {len(items) - start} "
                                     f"items it draws from is {want!r}")

    def choice(self, items: Sequence[T], label: Label | None = None) -> T:
        return items[self.index(items, 0, label)]

    # --- shuffles ---------------------------------------------------------------------------
    def shuffle(self, items: MutableSequence[T], label: Label | None = None) -> None:
        """Fisher–Yates; a forced order puts its items on top (in its order) and shuffles the rest."""
        forced = self._take(_ORDERS) if self.forced is not None else None
        top = 0
        if forced is not None:
            top = self._force_top(items, forced, label)
        for i in range(len(items) - 1, top, -1):
            j = top + self.below(i - top + 1)
            items[i], items[j] = items[j], items[i]

    @staticmethod
    def _force_top(items: MutableSequence[T], forced: tuple[Any, str], label: Label | None) -> int:
        wanted, key = forced
        if not isinstance(wanted, (list, tuple)):
            raise ForcedResultError(key, f"expected a list of the items on top of the shuffled stack, got {wanted!r}")
        for pos, want in enumerate(wanted):
            j = next((i for i in range(pos, len(items))
                      if (items[i] if label is None else label(items[i])) == want), None)
            if j is None:
                raise ForcedResultError(key, f"expected items of the stack being shuffled ({len(items)} items), "
                                             f"each once; {want!r} at [{pos}] is not (or no longer) in it")
            items[pos], items[j] = items[j], items[pos]
        return len(wanted)

    def shuffled(self, items: Sequence[T], label: Label | None = None) -> list[T]:
        out = list(items)
        self.shuffle(out, label)
        return out

    def dealt_afresh(self, items: Sequence[T], key: Callable[[T], Any] = repr) -> list[T]:
        """The items in an order drawn from a canonical one (sorted by `key`, which must tell them all apart),
        so the result never depends on the order given: what a determinisation deals a hidden pile (a search
        must not learn the real order from it). A cheap `key` matters: it runs on every search iteration.

        >>> Rng.from_seed(4).dealt_afresh(["b", "a", "c"]) == Rng.from_seed(4).dealt_afresh(["c", "b", "a"])
        True
        """
        return self.shuffled(sorted(items, key=key))

