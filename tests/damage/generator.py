"""Damaged saves: a seeded generator of broken, edited and special files made from good saves.

Each variant knows its class and whether it still holds the same game as its original
(`same_game`): the suite then demands a clean error or a correct "ok", and never an "ok"
for a save whose game was changed.
"""
from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from engine import games
from engine.kernel.canonical import canonical_json
from engine.kernel.errors import ContentError, FileRefused
from engine.manifest import CHOICE
from engine.kernel.untrusted import parse_json

Doc = dict[str, Any]
DEEP = 600
HUGE_DIGITS = 5_000
LONG_STRING = 100_000
SPARSE_BYTES = 33 * 1024 * 1024
STRUCTURED_ROUNDS = 3   # how many times the structured edits (steps, header) are made of each save, by default


@dataclass(frozen=True)
class Damaged:
    """One damaged file: where it is, its class, and what a correct verdict is."""

    path: Path
    cls: str
    original: Doc | None
    special: bool = False
    kind: str = ""  # the save's game (and expansion) the variant was made from

    def same_game(self) -> bool | None:
        """True when the file still parses to the original game, False when it differs, None when unreadable."""
        if self.special or self.original is None:
            return None
        try:
            data = self.path.read_bytes().decode("utf-8-sig")
            doc = parse_json(data, str(self.path))
        except (FileRefused, UnicodeDecodeError, OSError):
            return None
        return essence(doc) == essence(self.original)

    def content_hash_changed(self) -> bool:
        try:
            doc = json.loads(self.path.read_bytes().decode("utf-8-sig"))
            return isinstance(doc, dict) and doc.get("content_hash") != (self.original or {}).get("content_hash")
        except (ValueError, OSError, RecursionError):
            return False


def _kinds(events: Any) -> Any:
    return [e.get("kind") if isinstance(e, dict) else e for e in events] if isinstance(events, list) else events


def essence(doc: Any, told: bool = True) -> str | None:
    """What a save's game consists of: everything but `meta` and the format version; without `told`, each event
    by its kind alone (what it tells is re-derived on replay: a save of an older Stolik tells less)."""
    if not isinstance(doc, dict):
        return None
    keep = {k: v for k, v in doc.items() if k in ("format", "game", "config", "cursor", "steps", "end")}
    steps = keep.get("steps")
    if isinstance(steps, list):
        keep["steps"] = [
            {k: s.get(k) if told or k != "events" else _kinds(s.get(k)) for k in ("action", "events", "hash", "auto")}
            if isinstance(s, dict) else s for s in steps
        ]
    try:
        return canonical_json(keep)
    except (TypeError, ValueError, RecursionError):
        return None


# --- edits of the document -------------------------------------------------------------------
def value_paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every location in a JSON value (for "replace a random value")."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from value_paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from value_paths(v, (*prefix, i))


def get_at(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    get_at(doc, path[:-1])[path[-1]] = value


def _retyped(value: Any, rng: random.Random) -> list[Any]:
    """Values of another JSON type (or the same type made dangerous) to put where `value` was."""
    out: list[Any] = [None, "text", [value], {"x": value}, "\ud800", "a\nb\x07", "w" * LONG_STRING]
    if isinstance(value, bool):
        out += [int(value), float(value), str(value).lower()]
    elif isinstance(value, int):
        out += [float(value), value == 1 or bool(value), str(value), value + 1, -value - 1, 2**70]
    elif isinstance(value, str):
        out += [len(value), value + "x", value[:-1], value.upper()]
    elif isinstance(value, list):
        out += [value[:-1], value + value[:1], list(reversed(value))]
    elif isinstance(value, dict):
        out += [list(value.values()), {}]
    nested: Any = value
    for _ in range(DEEP):
        nested = [nested]
    out.append(nested)
    return out


def _step_edits(doc: Doc, rng: random.Random) -> list[tuple[str, Doc]]:
    steps = doc["steps"]
    n = len(steps)
    out: list[tuple[str, Doc]] = []

    def edited(change: Callable[[Doc], Any]) -> Doc:
        d = copy.deepcopy(doc)
        change(d)
        return d

    i, j = sorted(rng.sample(range(n), 2))
    k = rng.randrange(1, min(40, n))
    out.append(("steps.delete_middle", edited(lambda d: d["steps"].pop(i))))
    out.append(("steps.delete_tail", edited(lambda d: d.__setitem__("steps", d["steps"][: n - k]))))
    out.append(("steps.delete_all", edited(lambda d: d.__setitem__("steps", []))))
    out.append(("steps.swap", edited(lambda d: d["steps"].__setitem__(slice(i, j + 1, j - i), [d["steps"][j], d["steps"][i]]))))
    out.append(("steps.duplicate", edited(lambda d: d["steps"].insert(i, copy.deepcopy(d["steps"][i])))))
    out.append(("steps.append", edited(lambda d: d["steps"].append(copy.deepcopy(d["steps"][-1])))))
    out.append(("steps.edit_hash", edited(lambda d: d["steps"][i].__setitem__("hash", "0" * 16))))
    out.append(("steps.flip_auto", edited(lambda d: d["steps"][i].__setitem__("auto", not d["steps"][i]["auto"]))))
    with_args = [s for s in range(n) if steps[s]["action"]["args"]]
    if with_args:
        s = rng.choice(with_args)
        name = rng.choice(sorted(steps[s]["action"]["args"]))
        value = steps[s]["action"]["args"][name]
        other = value + 1 if type(value) is int else ("X" if isinstance(value, str) else None)
        out.append(("steps.edit_action", edited(lambda d: d["steps"][s]["action"]["args"].__setitem__(name, other))))
    with_events = [(s, e) for s in range(n) for e, ev in enumerate(steps[s]["events"]) if ev["data"]]
    if with_events:
        s, e = rng.choice(with_events)
        key = rng.choice(sorted(steps[s]["events"][e]["data"]))
        out.append(("steps.edit_event",
                    edited(lambda d: d["steps"][s]["events"][e]["data"].__setitem__(key, "changed"))))
    players = len(doc["config"]["seats"])
    out.append(("steps.edit_player", edited(
        lambda d: d["steps"][j]["action"].__setitem__("player", ((d["steps"][j]["action"]["player"] or 0) + 1) % max(2, players)))))
    out.append(("steps.drop_event", edited(lambda d: d["steps"][j].__setitem__("events", d["steps"][j]["events"][1:]))))
    return out


def _header_edits(doc: Doc, rng: random.Random) -> list[tuple[str, Doc]]:
    out: list[tuple[str, Doc]] = []

    def edited(change: Callable[[Doc], Any]) -> Doc:
        d = copy.deepcopy(doc)
        change(d)
        return d

    n = len(doc["steps"])
    seat = rng.randrange(len(doc["config"]["seats"]))
    out += [
        ("header.cursor", edited(lambda d: d.__setitem__("cursor", rng.randrange(0, n + 1)))),
        ("header.cursor_and_end", edited(lambda d: (d.__setitem__("cursor", 0), d["end"].__setitem__("cursor", 1)))),
        ("header.version", edited(lambda d: d.__setitem__("version", rng.choice([0, -1, 1, 2, 99, "3", 3.0, None])))),
        ("header.format", edited(lambda d: d.__setitem__("format", "stolik-safe"))),
        ("header.game", edited(lambda d: d.__setitem__("game", "chess"))),
        ("header.content_hash", edited(lambda d: d.__setitem__("content_hash", "feedfacefeedface"))),
        ("header.seed", edited(lambda d: d["config"].__setitem__("seed", d["config"]["seed"] + 1))),
        ("header.seat_name", edited(lambda d: d["config"]["seats"][seat].__setitem__("name", "Mallory"))),
        ("header.seat_bot", edited(lambda d: d["config"]["seats"][seat].__setitem__("bot", rng.choice(["greedy", "random", "wizard", None])))),
        ("header.seat_added", edited(lambda d: d["config"]["seats"].append({"name": "Extra", "bot": None}))),
        ("header.option", edited(lambda d: d["config"]["options"].__setitem__("shorter_game", True))),
        ("header.end_removed", edited(lambda d: d.pop("end"))),
        ("header.end_steps", edited(lambda d: d["end"].__setitem__("steps", n + rng.choice([-5, -1, 1, 30])))),
        ("header.end_hash", edited(lambda d: d["end"].__setitem__("hash", "0" * 16))),
        ("header.meta", edited(lambda d: d["meta"].__setitem__("title", "Renamed \u202e game"))),
        ("header.meta_type", edited(lambda d: d.__setitem__("meta", rng.choice([[], 3, "x", {"players": {"a": 1}, "round": 2**80}])))),
        ("header.key_missing", edited(lambda d: d.pop(rng.choice(["format", "version", "game", "config", "steps", "cursor", "meta"])))),
    ]
    return out


def hint_edits(doc: Doc, rng: random.Random) -> list[tuple[str, Doc]]:
    """Edits of a save's recorded hints (its `annotations`): each field retyped or out of range, the move made one
    nobody could take there, the list itself broken. None of them touches the game."""
    notes = doc.get("annotations") or []
    if not notes:
        return []
    out: list[tuple[str, Doc]] = []
    i = rng.randrange(len(notes))
    seats, steps = len(doc["config"]["seats"]), len(doc["steps"])

    def edited(change: Callable[[Doc], Any]) -> Doc:
        d = copy.deepcopy(doc)
        change(d)
        return d

    def field(name: str, value: Any) -> Callable[[Doc], Any]:
        return lambda d: d["annotations"][i].__setitem__(name, value)

    out += [
        ("hints.kind", edited(field("kind", rng.choice(["tip", "", None, 3])))),
        ("hints.at", edited(field("at", rng.choice([-1, steps + 1, "4", 2.0, True, 2**70])))),
        ("hints.seat", edited(field("seat", rng.choice([-1, seats, "0", None, False])))),
        ("hints.action", edited(field("action", rng.choice([None, "bank", {"kind": "x"}, {"kind": "", "player": 0, "args": {}}])))),
        ("hints.action_args", edited(lambda d: d["annotations"][i]["action"].__setitem__("args", {"kind": 1, "player": 2}))),
        ("hints.illegal_move", edited(lambda d: d["annotations"][i]["action"].__setitem__("kind", "take_everything"))),
        ("hints.other_seat", edited(field("seat", (notes[i]["seat"] + 1) % seats))),
        ("hints.value", edited(field(rng.choice(["value", "runner_up"]), rng.choice([1.5, -0.1, "55 %", True, [0.5]])))),
        ("hints.reason", edited(field("reason", rng.choice(["why", {}, {"en": 3}, {"en": "w" * 1000}, {"e" * 20: "x"}])))),
        ("hints.list", edited(lambda d: d.__setitem__("annotations", rng.choice([{"0": notes[0]}, "hints", 3, None])))),
        ("hints.removed", edited(lambda d: d.pop("annotations"))),
    ]
    return out


def _type_edits(doc: Doc, rng: random.Random, count: int) -> list[tuple[str, Doc]]:
    paths = [p for p in value_paths(doc) if p]
    out: list[tuple[str, Doc]] = []
    for _ in range(count):
        path = rng.choice(paths)
        d = copy.deepcopy(doc)
        _set(d, path, rng.choice(_retyped(get_at(d, path), rng)))
        out.append(("json.types", d))
    return out


def _dump(doc: Doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")


def random_byte_edits(raw: bytes, rng: random.Random, count: int, bom: bool = True) -> list[tuple[str, bytes]]:
    """`count` random breakages of a file's bytes (cut, flipped, garbage, deleted, badly encoded); `bom` lets a
    byte-order mark stand for a bad encoding (a JSON save may not start with one; TOML files may)."""
    out: list[tuple[str, bytes]] = []
    for _ in range(count):
        kind = rng.choice(["truncate", "flip", "garbage", "delete", "encoding"])
        at = rng.randrange(1, len(raw) - 1)
        if kind == "truncate":
            data = raw[:at]
        elif kind == "flip":
            data = raw[:at] + bytes([raw[at] ^ rng.randrange(1, 256)]) + raw[at + 1 :]
        elif kind == "garbage":
            data = raw[:at] + rng.randbytes(rng.randrange(1, 64)) + raw[at:]
        elif kind == "delete":
            data = raw[:at] + raw[at + rng.randrange(1, 200) :]
        else:
            data = rng.choice(([b"\xef\xbb\xbf" + raw] if bom else [])
                              + [raw[:at] + b"\xff\xfe" + raw[at:], raw[:at] + b"\x00" + raw[at:],
                                 raw.replace(b'"', b"\xe2\x80\x9d", 1), raw[:at] + b"\xed\xa0\x80" + raw[at:]])
        out.append((f"bytes.{kind}", data))
    return out


def _byte_edits(raw: bytes, rng: random.Random, count: int) -> list[tuple[str, bytes]]:
    out = random_byte_edits(raw, rng, count)
    out.append(("bytes.nested", b"[" * 200_000 + b"]" * 200_000))
    out.append(("bytes.huge_int", raw.replace(b'"cursor":', b'"cursor":' + b"9" * HUGE_DIGITS + b',"x":', 1)))
    out.append(("bytes.nan", raw.replace(b'"cursor":', b'"cursor":NaN,"x":', 1)))
    out.append(("bytes.empty", b""))
    out.append(("bytes.nul", b"\x00" * 4096))
    return out


def _special_files(folder: Path, tag: str) -> list[Damaged]:
    """Files that are not regular files, or lie about their size."""
    out: list[Damaged] = []

    def add(name: str, make: Callable[[Path], Any]) -> None:
        path = folder / f"{tag}-special-{name}.json"
        make(path)
        out.append(Damaged(path, f"special.{name}", None, special=True))

    add("fifo", os.mkfifo)
    add("dev_zero", lambda p: p.symlink_to("/dev/zero"))
    add("dev_urandom", lambda p: p.symlink_to("/dev/urandom"))
    add("folder", lambda p: p.mkdir())
    add("dangling_link", lambda p: p.symlink_to(folder / "nowhere.json"))
    add("link_loop", lambda p: p.symlink_to(p))

    def sparse(p: Path) -> None:
        with open(p, "wb") as fh:
            fh.truncate(SPARSE_BYTES)

    add("oversized", sparse)
    return out


def save_kind(doc: Doc) -> str:
    """What a save holds, for the per-kind counts: its game, and each choice its manifest offers set other than
    by default (an expansion, a scenario)."""
    game_id = str(doc.get("game"))
    options = doc.get("config", {}).get("options", {})
    try:
        spec = games.manifest(game_id)
    except (KeyError, ContentError):
        return game_id
    chosen = [f"{o.id}={options[o.id]}" for o in spec.options
              if o.kind == CHOICE and o.id in options and options[o.id] != o.default]
    return "+".join([game_id, *chosen])


def generate(bases: list[Path], folder: Path, count: int, seed: int = 1, rounds: int = STRUCTURED_ROUNDS) -> list[Damaged]:
    """At least `count` damaged variants of the `bases` in `folder`, across every class (each structured edit
    `rounds` times per base, the rest random retyped values and broken bytes)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    made: list[Damaged] = []
    per_base = max(1, count // len(bases))
    for b, base in enumerate(bases):
        raw = base.read_bytes()
        doc = json.loads(raw)
        tag = f"b{b}"
        made += [Damaged(d.path, d.cls, None, True, save_kind(doc)) for d in _special_files(folder, tag)]
        edits: list[tuple[str, bytes]] = [("pristine", raw)]
        for _ in range(rounds):
            edits += [(c, _dump(d)) for c, d in _step_edits(doc, rng) + _header_edits(doc, rng) + hint_edits(doc, rng)]
        remaining = max(2, per_base - len(edits))
        edits += [(c, _dump(d)) for c, d in _type_edits(doc, rng, remaining // 2)]
        edits += _byte_edits(raw, rng, remaining - remaining // 2)
        for n, (cls, data) in enumerate(edits):
            path = folder / f"{tag}-{n:04d}.json"
            path.write_bytes(data)
            made.append(Damaged(path, cls, doc, kind=save_kind(doc)))
    while len(made) < count:
        base = rng.choice(bases)
        doc = json.loads(base.read_bytes())
        for cls, d in _type_edits(doc, rng, count - len(made)):
            path = folder / f"extra-{len(made):05d}.json"
            path.write_bytes(_dump(d))
            made.append(Damaged(path, cls, doc, kind=save_kind(doc)))
    return made
