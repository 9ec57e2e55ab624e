"""The dice the bag holds at the start (spec §2, §12.2): the base set, and with the expansion the 15 split
dice (PD-E10) and the 5-player supplement (PD-E02). Dice are immutable, so every game shares them."""
from __future__ import annotations

from .effects import content
from .fiends.components import load_components
from .state import Colour, Die, DieKind

_BAG: list[Die] = []


def base_bag() -> list[Die]:
    """The base game's dice in id order, built once."""
    if not _BAG:
        c = content()
        for colour in Colour:
            for _ in range(c.dice[colour]):
                _BAG.append(Die(len(_BAG), frozenset({colour})))
    return _BAG


def fiends_bag(players: int) -> list[Die]:
    """The base dice, then the 15 split dice, then the 5-player supplement (ids follow on)."""
    comp = load_components()
    bag = list(base_bag())
    for pair in comp.split_pairs:
        bag.append(Die(len(bag), pair, None, DieKind.SPLIT))
    for colour, n in comp.supplement_for(players).items():
        for _ in range(n):
            bag.append(Die(len(bag), frozenset({colour})))
    return bag
