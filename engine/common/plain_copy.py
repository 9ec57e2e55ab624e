"""An independent copy of a game state made by walking its plain data (lists, dicts, dataclasses), several times
faster than `copy.deepcopy`, whose bookkeeping took most of an undo's and a search iteration's time."""
from __future__ import annotations

import copy
from typing import Any, TypeVar

T = TypeVar("T")
_ATOMS = (str, int, bool, float, type(None))


def plain_copy(x: T) -> T:
    """A deep copy of plain data; anything else (a slotted or foreign object) falls back to `copy.deepcopy`.

    >>> from dataclasses import dataclass, field
    >>> @dataclass
    ... class Pile:
    ...     cards: list[str] = field(default_factory=list)
    >>> a = Pile(["x"]); b = plain_copy(a); b.cards.append("y")
    >>> a.cards, b.cards
    (['x'], ['x', 'y'])
    """
    copied: T = _copied(x)
    return copied


def _copied(x: Any) -> Any:
    kind = type(x)
    if kind is list:
        return [_copied(v) for v in x]
    if kind is dict:
        return {k: _copied(v) for k, v in x.items()}
    if kind in _ATOMS:
        return x
    if isinstance(x, tuple) and all(type(v) in _ATOMS for v in x):
        return x
    if hasattr(x, "__dataclass_fields__") and hasattr(x, "__dict__"):
        new = object.__new__(kind)
        new.__dict__.update({k: _copied(v) for k, v in x.__dict__.items()})
        return new
    return copy.deepcopy(x)
