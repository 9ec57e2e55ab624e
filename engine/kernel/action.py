"""Actions (what a player chooses) and events (facts that happened): the kernel's vocabulary."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping, TypeAlias

from .canonical import Json, JsonAny, JsonObject

JsonScalar = str | int | float | bool | None
Frozen: TypeAlias = "str | int | float | bool | None | tuple[Frozen, ...]"   # an action argument: lists made tuples
MAX_ARG_DEPTH = 8


def freeze(value: object, depth: int = 0) -> Frozen:
    """Turn JSON-able lists into tuples so an action stays hashable; reject anything else."""
    if isinstance(value, (list, tuple)):
        if depth >= MAX_ARG_DEPTH:
            raise TypeError(f"action argument nested more than {MAX_ARG_DEPTH} lists deep")
        return tuple(freeze(v, depth + 1) for v in value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"action argument of type {type(value).__name__} is not JSON-able")


def same_json(a: object, b: object) -> bool:
    """Equal in value *and* JSON type: `2.0` is not `2`, `true` is not `1` (Python says they are)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return bool(a == b)


def thaw(value: Frozen) -> Json:
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
    args: tuple[tuple[str, JsonAny], ...] = ()

    @staticmethod
    def of(kind: str, player: int | None, **args: object) -> "Action":
        return Action(kind, player, tuple(sorted((k, freeze(v)) for k, v in args.items())))

    def __getitem__(self, name: str) -> JsonAny:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: JsonAny = None) -> JsonAny:
        for key, value in self.args:
            if key == name:
                return value
        return default

    @property
    def seat(self) -> int:
        """The deciding player, for an action only a player takes (a system action has no seat)."""
        if self.player is None:
            raise ValueError(f"{self} is a system action: it has no seat")
        return self.player

    @property
    def arg_dict(self) -> JsonObject:
        return dict(self.args)

    def identical(self, other: "Action") -> bool:
        """Equal with every argument of the same JSON type (what a recorded move must be)."""
        if self is other:
            return True
        return (self.kind == other.kind and type(self.player) is type(other.player) and self.player == other.player
                and len(self.args) == len(other.args)
                and all(k1 == k2 and same_json(v1, v2) for (k1, v1), (k2, v2) in zip(self.args, other.args)))

    def to_json(self) -> dict[str, Json]:
        return {"kind": self.kind, "player": self.player, "args": {k: thaw(v) for k, v in self.args}}

    @staticmethod
    def from_json(data: Mapping[str, JsonAny]) -> "Action":
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

    def __init__(self, kind: str, data: JsonObject | None = None) -> None:
        self.kind = kind
        self.data = {} if data is None else data

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        return self.kind == other.kind and self.data == other.data

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r})"

    def to_json(self) -> JsonObject:
        return {"kind": self.kind, "data": self.data}

    @staticmethod
    def from_json(data: Mapping[str, JsonAny]) -> "Event":
        return Event(data["kind"], dict(data["data"]))

    def __iter__(self) -> Iterator[JsonAny]:
        return iter((self.kind, self.data))
