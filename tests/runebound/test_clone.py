"""A clone of a state (what undo starts from) equals it and shares nothing that a reducer could change."""
from __future__ import annotations

import random
from typing import Any, Iterator

from engine.kernel import Session

from .helpers import GAME, fresh


def mutable_parts(x: Any) -> Iterator[Any]:
    """Every list, dict and dataclass object inside a state."""
    if isinstance(x, (list, dict)) or hasattr(x, "__dataclass_fields__"):
        yield x
    values = x.values() if isinstance(x, dict) else x if isinstance(x, (list, tuple)) else \
        vars(x).values() if hasattr(x, "__dict__") else ()
    for v in values:
        yield from mutable_parts(v)


def played(players: int, seed: int, steps: int) -> Session[Any]:
    s = fresh(players, seed)
    pick = random.Random(seed)
    while len(s.steps) < steps and not s.over:
        s.apply(pick.choice(s.decision.legal))
    return s


def test_a_clone_equals_the_state_and_shares_no_mutable_part_with_it() -> None:
    for s in (played(3, 4, 700), played(2, 8, 1500)):
        state = s.state
        copy = GAME.clone(state)
        assert GAME.encode(copy) == GAME.encode(state)
        shared = {id(p) for p in mutable_parts(state)} & {id(p) for p in mutable_parts(copy)}
        assert not shared
