"""Canonical JSON and the stable state hash built on it."""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any, TypeAlias

# The JSON types. `Json` is a value checked for its shape all the way down (what is written to a file or
# hashed). `JsonAny` is a JSON value whose reader knows its shape from where it sits (an event's data by
# the event's kind, an action's argument by its name, a view's field by the game): the one place the
# engine's types say Any, so that a reducer reads `d["player"]` without an isinstance at every use.
Json: TypeAlias = "str | int | float | bool | None | list[Json] | dict[str, Json]"
JsonAny: TypeAlias = Any
JsonObject: TypeAlias = dict[str, JsonAny]


def to_jsonable(obj: object) -> Json:
    """Walk dataclasses, enums, sets and tuples into plain JSON values (sets sorted)."""
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.name
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        return {str(to_jsonable(k)): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((to_jsonable(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True))
    raise TypeError(f"cannot encode {type(obj).__name__} as JSON")


def canonical_json(obj: Json) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def hash_json(obj: Json) -> str:
    """Stable 16-hex-digit hash of a JSON value."""
    return digest(canonical_json(obj))
