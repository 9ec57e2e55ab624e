"""Saves: versioned UTF-8 JSON, written atomically, validated field by field, verified by replay."""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from .action import Action, Event
from .canonical import canonical_json
from .errors import ConfigError, IllegalAction, SaveError
from .game import Game, GameConfig
from .timeline import Session

FORMAT = "stolik-save"
VERSION = 2
MAX_SAVE_BYTES = 32 * 1024 * 1024

# Upgrade chain: UPGRADES[v] turns a version-v document into version v + 1.
def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (the first draft) had no `meta`, no `cursor` and no per-step `auto` flag."""
    doc = dict(doc)
    doc.setdefault("meta", {})
    doc.setdefault("cursor", len(doc.get("steps", [])))
    doc["version"] = 2
    return doc


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


# --- writing ---------------------------------------------------------------------------------
def session_to_json(session: Session[Any], meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": session.game.id,
        "content_hash": session.game.content_hash(),
        "config": session.config.to_json(),
        "meta": {"saved_at": time.strftime("%Y-%m-%d %H:%M"), **(meta or {})},
        "cursor": session.cursor,
        "steps": [
            {
                "action": s.action.to_json(),
                "events": [e.to_json() for e in s.events],
                "hash": s.hash,
                "auto": s.auto,
            }
            for s in session.steps
        ],
    }


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write to a temporary file beside `path`, then rename: a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_save(path: str | os.PathLike[str], session: Session[Any], meta: Mapping[str, Any] | None = None) -> None:
    write_atomic(path, json.dumps(session_to_json(session, meta), ensure_ascii=False, separators=(",", ":")))


# --- reading and validating ------------------------------------------------------------------
def _expect(cond: bool, key: str, expected: str) -> None:
    if not cond:
        raise SaveError(f"{key}: expected {expected}")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _validate_action(a: Any, key: str) -> None:
    _expect(isinstance(a, dict), key, "an object")
    _expect(isinstance(a.get("kind"), str) and a["kind"] != "", f"{key}.kind", "a non-empty string")
    _expect("player" in a and (a["player"] is None or _is_int(a["player"])), f"{key}.player", "an integer or null")
    _expect(isinstance(a.get("args"), dict), f"{key}.args", "an object")
    for name, value in a["args"].items():
        _expect(not isinstance(value, dict), f"{key}.args.{name}", "a number, string, boolean, null or list")


def _validate_config(c: Any) -> None:
    _expect(isinstance(c, dict), "config", "an object")
    _expect(isinstance(c.get("game"), str), "config.game", "a string")
    _expect(_is_int(c.get("seed")), "config.seed", "an integer")
    _expect(isinstance(c.get("seats"), list) and len(c["seats"]) > 0, "config.seats", "a non-empty list")
    for i, seat in enumerate(c["seats"]):
        _expect(isinstance(seat, dict), f"config.seats[{i}]", "an object")
        _expect(isinstance(seat.get("name"), str), f"config.seats[{i}].name", "a string")
        _expect(seat.get("bot") is None or isinstance(seat["bot"], str), f"config.seats[{i}].bot", "a string or null")
    _expect(isinstance(c.get("options", {}), dict), "config.options", "an object")


def validate_document(doc: Any) -> dict[str, Any]:
    """Check every field of a save document and upgrade it to the current version."""
    _expect(isinstance(doc, dict), "document", "a JSON object")
    _expect(doc.get("format") == FORMAT, "format", f'"{FORMAT}"')
    version = doc.get("version")
    _expect(_is_int(version), "version", "an integer")
    if version > VERSION:
        raise SaveError(
            f"version: this save is format version {version}, but this Stolik reads up to {VERSION}; "
            "update Stolik to open it"
        )
    _expect(version >= 1, "version", "1 or more")
    while doc["version"] < VERSION:
        doc = UPGRADES[doc["version"]](doc)
    _expect(isinstance(doc.get("game"), str), "game", "a string")
    _expect(isinstance(doc.get("content_hash"), str), "content_hash", "a string")
    _validate_config(doc.get("config"))
    _expect(doc["config"]["game"] == doc["game"], "config.game", f'the same game as "game" ({doc["game"]})')
    _expect(isinstance(doc.get("meta"), dict), "meta", "an object")
    steps = doc.get("steps")
    _expect(isinstance(steps, list), "steps", "a list")
    _expect(_is_int(doc.get("cursor")) and 0 <= doc["cursor"] <= len(steps), "cursor", f"an integer 0..{len(steps)}")
    for i, step in enumerate(steps):
        key = f"steps[{i}]"
        _expect(isinstance(step, dict), key, "an object")
        _validate_action(step.get("action"), f"{key}.action")
        events = step.get("events")
        _expect(isinstance(events, list), f"{key}.events", "a list")
        for j, ev in enumerate(events):
            _expect(isinstance(ev, dict), f"{key}.events[{j}]", "an object")
            _expect(isinstance(ev.get("kind"), str), f"{key}.events[{j}].kind", "a string")
            _expect(isinstance(ev.get("data"), dict), f"{key}.events[{j}].data", "an object")
        _expect(isinstance(step.get("hash"), str), f"{key}.hash", "a string")
        _expect(isinstance(step.get("auto", False), bool), f"{key}.auto", "true or false")
    return doc


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and validate a save file; every problem becomes a SaveError naming the file."""
    name = str(path)
    try:
        size = os.path.getsize(path)
    except OSError as exc:
        raise SaveError(f"cannot open: {exc.strerror or exc}", path=name) from None
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"file is {size / 2**20:.1f} MB, larger than the {MAX_SAVE_BYTES // 2**20} MB a save may be", path=name)
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"not UTF-8 text (byte {exc.start})", path=name) from None
    except OSError as exc:
        raise SaveError(f"cannot read: {exc.strerror or exc}", path=name) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})", path=name) from None
    except RecursionError:
        raise SaveError("not valid JSON (nested too deeply)", path=name) from None
    try:
        return validate_document(doc)
    except SaveError as exc:
        raise SaveError(exc.reason, path=name) from None


# --- replaying -------------------------------------------------------------------------------
@dataclass
class Replay:
    """The outcome of replaying a save: the session up to the last good step, and what failed."""

    session: Session[Any]
    doc: dict[str, Any]
    bad_step: int | None = None
    reason: str | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.bad_step is None

    def summary(self) -> str:
        if self.ok:
            return f"ok: {len(self.session.steps)} steps replay exactly"
        return f"step {self.bad_step}: {self.reason}"


def replay_document(doc: dict[str, Any], game: Game[Any], *, strict: bool = False) -> Replay:
    """Re-apply every recorded action from the seed, comparing events and hashes step by step."""
    try:
        config = GameConfig.from_json(doc["config"])
        session: Session[Any] = Session(game, config, strict=strict, autorun=False)
    except (ConfigError, KeyError, ValueError, TypeError) as exc:
        raise SaveError(f"config: the game cannot start from it ({exc})") from None
    result = Replay(session, doc)
    if doc["content_hash"] != game.content_hash():
        result.notes.append("the game's content has changed since this save was written")
    for i, raw in enumerate(doc["steps"]):
        try:
            action = Action.from_json(raw["action"])
        except TypeError as exc:
            result.bad_step, result.reason = i, f"the action cannot be read ({exc})"
            break
        try:
            step = session.apply_recorded(action)
        except IllegalAction as exc:
            result.bad_step, result.reason = i, str(exc)
            break
        recorded = [Event.from_json(e) for e in raw["events"]]
        if canonical_json([e.to_json() for e in step.events]) != canonical_json([e.to_json() for e in recorded]):
            result.bad_step, result.reason = i, f"the recorded events of {action} differ from what the rules produce"
            session.seek(i)
            session.truncate()
            break
        if step.hash != raw["hash"]:
            result.bad_step, result.reason = i, f"the state after {action} differs from the recorded one (hash)"
            session.seek(i)
            session.truncate()
            break
    if result.ok:
        session.seek(doc["cursor"])
    return result


def load(path: str | os.PathLike[str], game_for: Callable[[str], Game[Any]], *, strict: bool = False) -> Replay:
    """Read, validate and replay a save; raises SaveError only when nothing can be replayed."""
    doc = read_document(path)
    try:
        game = game_for(doc["game"])
    except KeyError:
        raise SaveError(f'game: "{doc["game"]}" is not a game this Stolik knows', path=str(path)) from None
    try:
        return replay_document(doc, game, strict=strict)
    except SaveError as exc:
        raise SaveError(exc.reason, path=str(path)) from None
