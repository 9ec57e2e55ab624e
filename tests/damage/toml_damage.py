"""Damaged TOML files — scenarios, content, string tables, manifests, tutorial scripts — made from the
shipped ones by a seeded generator: broken bytes, edited values written back as TOML, special files.

Unlike a save, a changed TOML file may be a different good file (a card's cost edited within its range),
so the verdict asked of the program is only "a clean refusal or a clean acceptance": never a traceback
and never a hang.
"""
from __future__ import annotations

import copy
import json
import math
import os
import random
import re
import tomllib
from pathlib import Path
from typing import Any, Callable

from tests.damage.generator import get_at as _get
from tests.damage.generator import value_paths as _paths
from tests.damage.generator import random_byte_edits

DEEP = 100_000
HUGE_DIGITS = 5_000
LONG_STRING = 100_000
OVERSIZED = 5 * 1024 * 1024  # past the guarded door's 4 MB cap for any content file
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


# --- writing TOML back (every table inline, so any edited value can be written) ------------------
def _key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else json.dumps(key)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, str):
        return json.dumps(value)  # \uXXXX escapes are TOML's too (a lone surrogate stays one: TOML refuses it)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    return '""'  # a JSON null has no TOML form: an empty string stands in for it


def dump(doc: dict[str, Any]) -> bytes:
    """`doc` as TOML, one top-level key per line; surrogates go out as escapes, never as bytes."""
    return "".join(f"{_key(k)} = {_value(v)}\n" for k, v in doc.items()).encode("utf-8")


# --- edits ---------------------------------------------------------------------------------------
def _retyped(value: Any) -> list[Any]:
    """Values of another TOML type, or the same type made hostile, to put where `value` was."""
    out: list[Any] = ["text", [value], {"x": value}, "a\nb\x07\u202e", "w" * LONG_STRING, "", True, 0, -1, 2**62,
                      1.5, math.inf, math.nan, "red ²", "１"]
    if isinstance(value, int) and not isinstance(value, bool):
        out += [value + 1, -value - 1, str(value), float(value)]
    elif isinstance(value, str):
        out += [value + "x", value[:-1], value.upper(), f"{value} ²"]
    elif isinstance(value, list):
        out += [value[:-1], value + value[:1], list(reversed(value)), [], value * 20]
    elif isinstance(value, dict):
        out += [list(value.values()), {}]
    return out


def structured(doc: dict[str, Any], rng: random.Random, count: int) -> list[tuple[str, bytes]]:
    """`count` edits of a parsed file: a value retyped, a key deleted, an unknown key added, an item doubled."""
    paths = [p for p in _paths(doc) if p]
    tables = [p for p in _paths(doc) if isinstance(_get(doc, p), dict)]
    lists = [p for p in paths if isinstance(_get(doc, p), list) and _get(doc, p)]
    out: list[tuple[str, bytes]] = []
    for n in range(count):
        d = copy.deepcopy(doc)
        kind = ("types", "delete_key", "unknown_key", "duplicate_item")[n % 4]
        if kind == "types" or (kind == "duplicate_item" and not lists):
            path = rng.choice(paths)
            _get(d, path[:-1])[path[-1]] = rng.choice(_retyped(_get(d, path)))
            kind = "types"
        elif kind == "delete_key":
            path = rng.choice([p for p in paths if isinstance(p[-1], str)] or paths)
            del _get(d, path[:-1])[path[-1]]
        elif kind == "unknown_key":
            _get(d, rng.choice(tables))["surprise"] = rng.choice([1, "x", [1], {"y": 2}])
        else:
            path = rng.choice(lists)
            items = _get(d, path)
            items.insert(rng.randrange(len(items)), copy.deepcopy(rng.choice(items)))
        out.append((f"toml.{kind}", dump(d)))
    return out


def byte_edits(raw: bytes, rng: random.Random, count: int) -> list[tuple[str, bytes]]:
    """`count` random breakages of the bytes, then one of each kind that needs no randomness."""
    out = random_byte_edits(raw, rng, count, bom=False)
    out += [
        ("bytes.bom", b"\xef\xbb\xbf" + raw),
        ("bytes.nested", b"x = " + b"[" * DEEP + b"]" * DEEP + b"\n" + raw),
        ("bytes.huge_int", b"huge = " + b"9" * HUGE_DIGITS + b"\n" + raw),
        ("bytes.surrogate_escape", b'lone = "\\ud800"\n' + raw),
        ("bytes.empty", b""),
        ("bytes.nul", b"\x00" * 4096),
    ]
    return out


def variants(raw: bytes, rng: random.Random, count: int) -> list[tuple[str, bytes]]:
    """The pristine file written back (checks the writer), then about `count` damaged ones."""
    doc = tomllib.loads(raw.decode("utf-8"))
    half = max(1, count // 2)
    return [("pristine.rewritten", dump(doc)), *structured(doc, rng, half), *byte_edits(raw, rng, max(1, count - half))]


def _sparse(path: Path) -> None:
    with open(path, "wb") as fh:
        fh.truncate(OVERSIZED)


SPECIAL: dict[str, Callable[[Path], Any]] = {
    "fifo": os.mkfifo,
    "dev_zero": lambda p: p.symlink_to("/dev/zero"),
    "folder": lambda p: p.mkdir(),
    "dangling_link": lambda p: p.symlink_to(p.with_name("nowhere.toml")),
    "oversized": _sparse,
}


def make_special(path: Path, kind: str) -> None:
    """Put a special file of `kind` at `path` (whatever was there is removed first)."""
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif os.path.lexists(path):
        path.unlink()
    SPECIAL[kind](path)
