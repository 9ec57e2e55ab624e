"""Canonical JSON and the stable state hash built on it."""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any


def to_jsonable(obj: Any) -> Any:
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


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def hash_json(obj: Any) -> str:
    """Stable 16-hex-digit hash of a JSON value."""
    return digest(canonical_json(obj))
