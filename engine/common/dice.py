"""Dice with any faces (numbers, terrain symbols, Kir names) and pools of dice in play.

A die is its tuple of faces, so a d6, Runebound's movement die and Zerywia's Location die are
the same kind of thing. As with decks, rolling only *decides* (with the `Rng`, in `resolve`);
the game records the faces in an event and its reducer applies them to the pool.

>>> rng = Rng.from_seed(4)
>>> roll(die(1, 2, 3, 4, 5, 6), rng) in range(1, 7), roll(die("F1", "F2", "F3"), rng) in ("F1", "F2", "F3")
(True, True)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Sequence

from engine.kernel.rng import Rng

Face = int | str
DieSpec = tuple[Face, ...]


def die(*faces: Face) -> DieSpec:
    """A die spec from its faces, checked: at least one, each a number or a name (JSON-able)."""
    if not faces:
        raise ValueError("a die needs at least one face")
    for f in faces:
        if isinstance(f, bool) or not isinstance(f, (int, str)):
            raise ValueError(f"a face must be a number or a name, not {f!r}")
    return tuple(faces)


@lru_cache(maxsize=None)
def numbered(sides: int) -> DieSpec:
    """The usual die numbered 1..`sides` (built once per size: games roll them on every step).

    >>> numbered(4)
    (1, 2, 3, 4)
    """
    return die(*range(1, sides + 1))


def roll(spec: DieSpec, rng: Rng) -> Face:
    """One roll: every face equally likely (or a scenario's forced face). On `numbered(n)` it equals
    `rng.randint(1, n)`, call for call."""
    return rng.face(spec)


def roll_numbered(sides: int, rng: Rng) -> int:
    """A roll of `numbered(sides)` as a number (Roll Player's d6, split d4 and combat dice)."""
    return int(roll(numbered(sides), rng))


def roll_many(specs: Iterable[DieSpec], rng: Rng) -> list[Face]:
    """One roll of each die, in the order given."""
    return [rng.face(spec) for spec in specs]


@dataclass(slots=True)
class PoolDie:
    """One die in a pool: what it is, the face it shows (None before it is rolled), whether it is spent."""

    spec: DieSpec
    face: Face | None = None
    spent: bool = False

    def __post_init__(self) -> None:
        self.spec = tuple(self.spec)  # faces may arrive as a JSON list from a recorded event


@dataclass(slots=True)
class Pool:
    """The dice a player has in play (Runebound's movement roll, a hero's test): which are rolled,
    which are spent, addressed by their index in `dice`.

    >>> pool = Pool(); pool.add([die(1, 2, 3), die(1, 2, 3)])
    >>> rolls = pool.roll(Rng.from_seed(9)); pool.settle(rolls); pool.spend(0)
    >>> pool.ready()
    [1]
    """

    dice: list[PoolDie] = field(default_factory=list)

    # --- deciding (resolve): takes the Rng, changes nothing -------------------------------------
    def roll(self, rng: Rng, which: Iterable[int] | None = None) -> list[tuple[int, Face]]:
        """(index, face) for each die in `which` (default: every die not spent), to record and `settle`."""
        indices = [i for i, d in enumerate(self.dice) if not d.spent] if which is None else list(which)
        return [(i, roll(self.dice[i].spec, rng)) for i in indices]

    # --- reading --------------------------------------------------------------------------------
    def ready(self) -> list[int]:
        """Dice rolled and not yet spent: what the player may still use."""
        return [i for i, d in enumerate(self.dice) if d.face is not None and not d.spent]

    def faces(self) -> list[Face | None]:
        """Every die's face, spent or not, in pool order (None = not rolled)."""
        return [d.face for d in self.dice]

    # --- applying (reducers): no Rng, only recorded answers -------------------------------------
    def add(self, specs: Iterable[Sequence[Face]]) -> None:
        """New unrolled dice at the end of the pool."""
        self.dice.extend(PoolDie(tuple(s)) for s in specs)

    def settle(self, rolls: Iterable[Sequence[Face]]) -> None:
        """Show recorded faces: pairs (index, face) as `roll` gave them; a rolled die is ready again."""
        for i, face in rolls:
            index = int(i)
            self.turn(index, face)
            self.dice[index].spent = False

    def turn(self, index: int, face: Face) -> None:
        """Set a die to one of its faces without rolling (a card that turns a die to any face)."""
        d = self.dice[index]
        if face not in d.spec:
            raise ValueError(f"die {index} has no face {face!r}")
        d.face = face

    def spend(self, index: int) -> None:
        """Use a rolled die up (a step taken, a symbol paid)."""
        d = self.dice[index]
        if d.face is None or d.spent:
            raise ValueError(f"die {index} is not ready to spend")
        d.spent = True

    def clear(self) -> None:
        """Put every die away (the end of a roll's use)."""
        self.dice.clear()
