"""The one guarded door for files from outside the program: saves, settings, content, scenarios.

Everything read from disk passes here: only regular files (checked on the open descriptor, so a
FIFO or a link to /dev/zero is refused at once), never more than the cap plus one byte read,
bounded nesting and number sizes, and every failure turned into a `FileRefused` naming the file.
`shown()` makes any text from a file safe to print or draw.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from typing import Any, NoReturn, TypeVar

from .canonical import Json
from .errors import FileCutOff, FileRefused
from .printable import shown as shown  # re-exported: the door is where callers find it

T = TypeVar("T")

MAX_CONTENT_BYTES = 4 * 1024 * 1024  # any one content, scenario, tutorial or string file
MAX_DEPTH = 64
MAX_NUMBER_DIGITS = 64
_CHUNK = 1 << 20
# A JSON escape of a surrogate (or a raw one in text handed in): only then are the strings walked.
_MAY_HOLD_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


# --- reading ---------------------------------------------------------------------------------
def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _size(n: int) -> str:
    return f"{n / 2**20:.1f} MB" if n >= 2**20 else f"{n:,} bytes"


def read_bytes(path: str | os.PathLike[str], cap: int, what: str = "file") -> bytes:
    """At most `cap` bytes of a regular file; anything else (or anything larger) is refused."""
    name = os.fspath(path)
    try:
        fd = os.open(name, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileRefused(name, f"no such {what}") from None
    except IsADirectoryError:
        raise FileRefused(name, f"is a folder, not a {what}") from None
    except PermissionError:
        raise FileRefused(name, "permission denied") from None
    except (OSError, ValueError) as exc:
        raise FileRefused(name, f"cannot open ({getattr(exc, 'strerror', None) or exc})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(name, f"is {_kind(info.st_mode)}, not a {what}")
        if info.st_size > cap:
            raise FileRefused(name, f"is {_size(info.st_size)}, larger than the {_size(cap)} a {what} may be")
        chunks: list[bytes] = []
        remaining = cap + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
    except OSError as exc:
        raise FileRefused(name, f"cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > cap:
        raise FileRefused(name, f"is larger than the {_size(cap)} a {what} may be")
    return data


def read_text(path: str | os.PathLike[str], cap: int, what: str = "file") -> str:
    """A regular file's UTF-8 text (a leading byte-order mark is dropped)."""
    data = read_bytes(path, cap, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(os.fspath(path), f"is not UTF-8 text (bad byte at offset {exc.start})") from None


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON number")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number of {len(text)} digits (at most {MAX_NUMBER_DIGITS})")
    return int(text)


def _finite_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS * 2:
        raise ValueError(f"a number of {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{shown(text, 24)} is too large")
    return value


def check_depth(value: object, limit: int = MAX_DEPTH) -> int:
    """The nesting depth of a parsed value, walked without recursion; ValueError past `limit`."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > deepest:
            deepest = depth
            if depth > limit:
                raise ValueError(f"nested more than {limit} levels deep")
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def parse_json(text: str, name: str, max_depth: int = MAX_DEPTH) -> Json:
    """Strict JSON: no NaN/Infinity, bounded numbers and nesting; errors name `name`."""
    try:
        value: Json = json.loads(text, parse_constant=_reject_constant, parse_int=_bounded_int,
                           parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        if cut_off(text, exc):
            raise FileCutOff(name, len(text.encode("utf-8"))) from None
        raise FileRefused(name, f"is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise FileRefused(name, "is not valid JSON here: nested too deeply") from None
    except ValueError as exc:
        raise FileRefused(name, f"is not valid JSON here: {exc}") from None
    value = _within_depth(value, name, max_depth)
    if _MAY_HOLD_SURROGATE.search(text):
        _refuse_lone_surrogates(value, name)
    return value


def cut_off(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether JSON failed only because its text stops early: nothing but white space follows where the parser
    gave up, or a string runs to the end."""
    return not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string")


def _key_path(path: tuple[str | int, ...]) -> str:
    """`config.seats[0].name` for the keys and indexes leading to a value."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{shown(part, 40)}" if out else shown(part, 40))
    return out or "(top level)"


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _refuse_lone_surrogates(value: object, name: str) -> None:
    """A string escaping half of a surrogate pair (\\ud800) is no text: it cannot be written, hashed or
    drawn, so the file is refused here naming the key, before anything downstream meets it."""
    stack: list[tuple[object, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        if isinstance(item, dict):
            for key, child in item.items():
                if not _is_text(key):
                    raise FileRefused(name, f"{_key_path(path + (key,))}: a key is not text (a lone surrogate)")
                stack.append((child, path + (key,)))
        elif isinstance(item, list):
            stack.extend((child, path + (i,)) for i, child in enumerate(item))
        elif isinstance(item, str) and not _is_text(item):
            raise FileRefused(name, f"{_key_path(path)}: expected text, got a lone surrogate ({shown(item, 40)})")


def _within_depth(value: T, name: str, max_depth: int) -> T:
    """`value` itself, once its nesting is known to stay within `max_depth` levels."""
    try:
        check_depth(value, max_depth)
    except ValueError as exc:
        raise FileRefused(name, f"is refused: {exc}") from None
    return value


def read_json(path: str | os.PathLike[str], cap: int, what: str = "file", max_depth: int = MAX_DEPTH) -> Json:
    """A regular file's JSON document, bounded in size, nesting and number length."""
    return parse_json(read_text(path, cap, what), os.fspath(path), max_depth)


def parse_toml(text: str, name: str, max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    """TOML (data only, never code) with bounded nesting; errors name `name` and the line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileRefused(name, f"is not valid TOML ({exc})") from None
    except RecursionError:
        raise FileRefused(name, "is not valid TOML here: nested too deeply") from None
    except ValueError as exc:
        raise FileRefused(name, f"is not valid TOML here: {exc}") from None
    return _within_depth(data, name, max_depth)


def read_toml(path: str | os.PathLike[str], cap: int, what: str = "file", max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    return parse_toml(read_text(path, cap, what), os.fspath(path), max_depth)
