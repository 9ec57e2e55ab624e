"""Game-agnostic TOML content loading: typed getters whose errors name the file, the key and
what was expected, a bilingual text record, and a stable hash of the content files for saves."""
from __future__ import annotations

import builtins
import enum
import hashlib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, NoReturn, TypeVar

from engine.kernel import untrusted
from engine.kernel.canonical import JsonAny, JsonObject
from engine.kernel.errors import ContentError, FileRefused

E = TypeVar("E", bound=enum.Enum)
LANGS = ("en", "pl")
_TOML_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)")
_IDENTIFIER = re.compile(r"^[a-z][a-z0-9_]*$")
_AT_END = "(at end of document)"  # where tomllib says a file broke off


@dataclass(frozen=True, slots=True)
class Text:
    """A text shown to players, in every language the program speaks."""

    en: str
    pl: str

    def get(self, lang: str) -> str:
        return self.pl if lang == "pl" else self.en

    def __str__(self) -> str:
        return self.en


def _describe(value: object) -> str:
    """How a wrong value is shown in an error: its TOML type and (short) text."""
    kind = {
        bool: "boolean", int: "integer", float: "float", str: "string", list: "array", dict: "table",
    }.get(type(value), type(value).__name__)
    if isinstance(value, (dict, list)):
        return kind
    shown = repr(value) if isinstance(value, str) else str(value).lower() if isinstance(value, bool) else str(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return f"{kind} {shown}"


class Node:
    """A TOML value together with the file it came from and its key path (`cards[12].cost`).

    Every getter either returns a value of the promised type or raises a ContentError that
    names the file, the full key and what was expected, so a broken file is fixed in one go.
    """

    __slots__ = ("file", "key", "value")

    def __init__(self, file: str, key: str, value: JsonAny) -> None:
        self.file = file
        self.key = key
        self.value = value

    # --- navigation ------------------------------------------------------------------------
    def path(self, name: str | int) -> str:
        if isinstance(name, int):
            return f"{self.key}[{name}]"
        return f"{self.key}.{name}" if self.key else name

    def fail(self, expected: str, name: str | int | None = None) -> NoReturn:
        key = self.key if name is None else self.path(name)
        raise ContentError(self.file, key or "(top level)", expected)

    def _table(self) -> JsonObject:
        if not isinstance(self.value, dict):
            self.fail(f"expected a table, got {_describe(self.value)}")
        return self.value

    def has(self, name: str) -> bool:
        return name in self._table()

    def keys(self) -> list[str]:
        return list(self._table())

    def child(self, name: str) -> "Node":
        table = self._table()
        if name not in table:
            self.fail("missing; this key is required", name)
        return Node(self.file, self.path(name), table[name])

    def only(self, allowed: Iterable[str]) -> "Node":
        """Reject keys outside `allowed` (a misspelt key would otherwise be silently ignored)."""
        allowed = set(allowed)
        for name in self._table():
            if name not in allowed:
                self.fail(f"unknown key; expected one of {', '.join(sorted(allowed))}", name)
        return self

    # --- typed getters ----------------------------------------------------------------------
    def table(self, name: str) -> "Node":
        node = self.child(name)
        node._table()
        return node

    def items(self) -> list[tuple[str, "Node"]]:
        return [(k, Node(self.file, self.path(k), v)) for k, v in self._table().items()]

    def array(self, name: str, *, length: int | None = None, min_length: int = 0) -> list["Node"]:
        node = self.child(name)
        return node.elements(length=length, min_length=min_length)

    def elements(self, *, length: int | None = None, min_length: int = 0) -> list["Node"]:
        if not isinstance(self.value, list):
            self.fail(f"expected an array, got {_describe(self.value)}")
        if length is not None and len(self.value) != length:
            self.fail(f"expected an array of exactly {length} items, got {len(self.value)}")
        if len(self.value) < min_length:
            self.fail(f"expected an array of at least {min_length} items, got {len(self.value)}")
        return [Node(self.file, self.path(i), v) for i, v in enumerate(self.value)]

    def tables(self, name: str, *, min_length: int = 0) -> list["Node"]:
        """An array of tables (`[[cards]]`), each element checked to be a table."""
        nodes = self.array(name, min_length=min_length)
        for node in nodes:
            node._table()
        return nodes

    def as_str(self, *, choices: Iterable[str] | None = None, pattern: re.Pattern[str] | None = None) -> str:
        if not isinstance(self.value, str):
            self.fail(f"expected a string, got {_describe(self.value)}")
        if not self.value.strip():
            self.fail("expected a non-empty string")
        if choices is not None:
            options = list(choices)
            if self.value not in options:
                self.fail(f"expected one of {', '.join(options)}, got {self.value!r}")
        if pattern is not None and not pattern.fullmatch(self.value):
            self.fail(f"expected a string matching {pattern.pattern}, got {self.value!r}")
        return self.value

    def as_int(self, *, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            self.fail(f"expected an integer, got {_describe(self.value)}")
        if (lo is not None and self.value < lo) or (hi is not None and self.value > hi):
            self.fail(f"expected an integer in {_bounds(lo, hi)}, got {self.value}")
        return self.value

    def as_bool(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail(f"expected true or false, got {_describe(self.value)}")
        return self.value

    def as_text(self) -> Text:
        table = self._table()
        for lang in LANGS:
            if lang not in table:
                self.fail(f'missing; expected the {lang} text (name = {{ en = "...", pl = "..." }})', lang)
        self.only(LANGS)
        en, pl = (Node(self.file, self.path(lang), table[lang]).as_str() for lang in LANGS)
        return Text(en, pl)

    def as_enum(self, enum_cls: type[E], aliases: Mapping[str, E] | None = None) -> E:
        """An enum member by its name (case-insensitive) or by one of `aliases`."""
        if isinstance(self.value, str):
            if aliases and self.value in aliases:
                return aliases[self.value]
            member = enum_cls.__members__.get(self.value.upper())
            if member is not None:
                return member
        names = [m.lower() for m in enum_cls.__members__]
        self.fail(f"expected one of {', '.join(names)}, got {_describe(self.value)}")

    def as_ref(self, known: Iterable[str], what: str) -> str:
        """An id that must name an existing record (`what` says where, e.g. "a Market card")."""
        value = self.as_str()
        if value not in known:
            self.fail(f"expected the id of {what}, got {value!r}")
        return value

    def as_identifier(self) -> str:
        """A handler name: lower_snake_case, as registered in Python code."""
        return self.as_str(pattern=_IDENTIFIER)

    # --- keyed shortcuts (named after the types they return, so annotations below say builtins.*) --------
    def str(self, name: builtins.str, *, choices: Iterable[builtins.str] | None = None,
            pattern: re.Pattern[builtins.str] | None = None) -> builtins.str:
        return self.child(name).as_str(choices=choices, pattern=pattern)

    def int(self, name: builtins.str, *, lo: builtins.int | None = None, hi: builtins.int | None = None) -> builtins.int:
        return self.child(name).as_int(lo=lo, hi=hi)

    def bool(self, name: builtins.str) -> builtins.bool:
        return self.child(name).as_bool()

    def text(self, name: builtins.str) -> Text:
        return self.child(name).as_text()

    def enum(self, name: builtins.str, enum_cls: type[E], aliases: Mapping[builtins.str, E] | None = None) -> E:
        return self.child(name).as_enum(enum_cls, aliases)

    def opt_str(self, name: builtins.str, *, choices: Iterable[builtins.str] | None = None,
                pattern: re.Pattern[builtins.str] | None = None) -> builtins.str | None:
        return self.child(name).as_str(choices=choices, pattern=pattern) if self.has(name) else None

    def opt_int(self, name: builtins.str, *, lo: builtins.int | None = None,
                hi: builtins.int | None = None) -> builtins.int | None:
        return self.child(name).as_int(lo=lo, hi=hi) if self.has(name) else None

    def opt_identifier(self, name: builtins.str) -> builtins.str | None:
        return self.child(name).as_identifier() if self.has(name) else None


def _bounds(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f"{lo}..{hi}"
    return f">= {lo}" if lo is not None else f"<= {hi}"


def unique_ids(nodes: Iterable[Node], field: str = "id") -> list[str]:
    """The `field` of every node, failing on the first duplicate (at the duplicate's key)."""
    seen: set[str] = set()
    out: list[str] = []
    for node in nodes:
        value = node.str(field)
        if value in seen:
            node.fail(f"duplicate {field} {value!r}; every {field} must be unique", field)
        seen.add(value)
        out.append(value)
    return out


@dataclass(frozen=True, slots=True)
class ContentFile:
    """One parsed content file: its name (as shown in errors), raw bytes and root node."""

    name: str
    raw: bytes
    root: Node


def read_toml(root: Path, name: str) -> ContentFile:
    """Parse `root/name` through the guarded door (tomllib only: content is data, never code)."""
    try:
        raw = untrusted.read_bytes(root / name, untrusted.MAX_CONTENT_BYTES, "content file")
    except FileRefused as exc:
        raise ContentError(name, "(file)", f"expected a readable content file ({exc.reason})") from None
    try:
        data = tomllib.loads(raw.decode("utf-8-sig"))
        untrusted.check_depth(data)
    except UnicodeDecodeError as exc:
        raise ContentError(name, "(file)", f"expected UTF-8 text (bad byte at offset {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        where = _TOML_POSITION.search(message)
        key = f"line {where.group(1)}, column {where.group(2)}" if where else \
            "end of file" if _AT_END in message else "(syntax)"
        reason = _TOML_POSITION.sub("", message).replace(_AT_END, "").strip()
        raise ContentError(name, key, f"expected valid TOML ({reason})") from None
    except (RecursionError, ValueError) as exc:
        reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise ContentError(name, "(file)", f"expected valid TOML ({reason})") from None
    return ContentFile(name, raw, Node(name, "", data))


def files_hash(files: Iterable[ContentFile]) -> str:
    """A stable 16-hex-digit hash of the files' names and bytes (order-independent)."""
    h = hashlib.blake2b(digest_size=8)
    for f in sorted(files, key=lambda f: f.name):
        h.update(f.name.encode("utf-8") + b"\0" + len(f.raw).to_bytes(8, "big") + f.raw)
    return h.hexdigest()
