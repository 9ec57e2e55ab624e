"""Actions (what a player chooses) and events (facts that happened): the kernel's vocabulary."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Mapping

JsonScalar = str | int | float | bool | None


def freeze(value: Any) -> Any:
    """Turn JSON-able lists into tuples so an action stays hashable; reject anything else."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"action argument of type {type(value).__name__} is not JSON-able")


def thaw(value: Any) -> Any:
    """Inverse of freeze: tuples back to lists for JSON."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """A choice: `kind`, the deciding `player` (None for the system) and sorted, frozen `args`.

    >>> a = Action.of("place", 0, row="STR")
    >>> a["row"], str(a)
    ('STR', 'P1 place(row=STR)')
    """

    kind: str
    player: int | None
    args: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(kind: str, player: int | None, **args: Any) -> "Action":
        return Action(kind, player, tuple(sorted((k, freeze(v)) for k, v in args.items())))

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    @property
    def arg_dict(self) -> dict[str, Any]:
        return dict(self.args)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "args": {k: thaw(v) for k, v in self.args}}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Action":
        return Action.of(data["kind"], data["player"], **data["args"])

    def __str__(self) -> str:
        who = "system" if self.player is None else f"P{self.player + 1}"
        inner = ", ".join(f"{k}={thaw(v)}" for k, v in self.args)
        return f"{who} {self.kind}({inner})"


class Event:
    """A fact folded into the state by the game's reducer; chance results live in `data`.

    A plain slotted class rather than a frozen dataclass: hundreds are built per game and
    frozen construction was a fifth of the engine's time. Treat it as immutable all the same.
    """

    __slots__ = ("kind", "data")
    __hash__ = None  # type: ignore[assignment]  # compared by value, never hashed (data is a dict)

    def __init__(self, kind: str, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.data = {} if data is None else data

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        return self.kind == other.kind and self.data == other.data  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r})"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Event":
        return Event(data["kind"], dict(data["data"]))

    def __iter__(self) -> Iterator[Any]:
        return iter((self.kind, self.data))
