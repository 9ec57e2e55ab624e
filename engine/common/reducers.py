"""The table of a game's reducers: one handler per event kind, registered by a decorator where it is written.

>>> table: Reducers[list[str]] = Reducers()
>>> @table.on("said")
... def _said(s: list[str], d: dict) -> None:
...     s.append(d["word"])
>>> state: list[str] = []
>>> table.by_kind["said"](state, {"word": "hello"}); state
['hello']
"""
from __future__ import annotations

from typing import Callable, Generic, TypeVar

from engine.kernel.canonical import JsonObject

S = TypeVar("S")


class Reducers(Generic[S]):
    """Event kind → the function folding that event into a state of type S (no RNG, no rules checks)."""

    def __init__(self) -> None:
        self.by_kind: dict[str, Callable[[S, JsonObject], None]] = {}

    def on(self, kind: str) -> Callable[[Callable[[S, JsonObject], None]], Callable[[S, JsonObject], None]]:
        """Register the decorated function as the reducer of `kind`."""
        def wrap(fn: Callable[[S, JsonObject], None]) -> Callable[[S, JsonObject], None]:
            self.by_kind[kind] = fn
            return fn
        return wrap
