"""The table of a game's log lines: one function per event kind, registered by a decorator where it is written,
saying its words from the game's string table (keys "<game>.log.<line>").

>>> log: LogLines[list[str]] = LogLines("stolik")
>>> @log.line("said")
... def _said(d: dict, s: list[str], lang: str, names: list[str]) -> str:
...     return f"{who(d['seat'], names)} says {d['word']}"
>>> log.describe(Event("said", {"seat": 1, "word": "hi"}), [], "en", ["Ala"])
'P2 says hi'
>>> log.describe(Event("counted", {}), [], "en", ["Ala"]) is None
True
"""
from __future__ import annotations

from typing import Any, Callable, Generic, Sequence, TypeVar

from engine.kernel import Event
from engine.kernel.canonical import JsonObject
from engine.kernel.strings import text

S = TypeVar("S")


def who(seat: int, names: Sequence[str]) -> str:
    """A seat's name, or "P<n>" for a seat the session has no name for."""
    return names[seat] if seat < len(names) else f"P{seat + 1}"


class LogLines(Generic[S]):
    """Event kind → the function telling that event in a language; bookkeeping events have none and say nothing."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.by_kind: dict[str, Callable[[JsonObject, S, str, Sequence[str]], str | None]] = {}

    def line(self, kind: str) -> Callable[[Callable[[JsonObject, S, str, Sequence[str]], str | None]],
                                          Callable[[JsonObject, S, str, Sequence[str]], str | None]]:
        """Register the decorated function as the log line of `kind`."""
        def wrap(fn: Callable[[JsonObject, S, str, Sequence[str]], str | None]) \
                -> Callable[[JsonObject, S, str, Sequence[str]], str | None]:
            self.by_kind[kind] = fn
            return fn
        return wrap

    def say(self, key: str, lang: str, **params: Any) -> str:
        """The game's words for log line `key`, filled in."""
        return text(f"{self.game}.log.{key}", lang, **params)

    def describe(self, event: Event, state: S, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """The event told in `lang`, or None for bookkeeping."""
        fn = self.by_kind.get(event.kind)
        return None if fn is None else fn(event.data, state, lang, names)
