"""Saves: versioned UTF-8 JSON, written atomically, validated field by field, verified by replay."""
from __future__ import annotations

import errno
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Collection, Mapping, Sequence, TypeGuard

from .action import MAX_ARG_DEPTH, Action, Event
from .annotation import KINDS as ANNOTATION_KINDS, MAX_ANNOTATIONS, MAX_REASON_CHARS, Annotation
from .canonical import JsonAny, JsonObject, canonical_json, hash_json
from .errors import SAVED_DATA, ContentError, FileCutOff, FileRefused, IllegalAction, SaveError
from .strings import Message
from .game import Game, GameConfig
from .timeline import Session
from .untrusted import check_depth, read_json, shown

FORMAT = "stolik-save"
VERSION = 3
MAX_SAVE_BYTES = 32 * 1024 * 1024
MAX_SEATS = 16
MAX_NAME_CHARS = 200
MAX_ARG_ITEMS = 1_000
MAX_KIND_CHARS = 64

# Upgrade chain: UPGRADES[v] turns a version-v document into version v + 1.
def _v1_to_v2(doc: JsonObject) -> JsonObject:
    """Version 1 (the first draft) had no `meta`, no `cursor` and no per-step `auto` flag."""
    doc = dict(doc)
    doc.setdefault("meta", {})
    doc.setdefault("cursor", len(doc.get("steps", [])))
    doc["version"] = 2
    return doc


def _v2_to_v3(doc: JsonObject) -> JsonObject:
    """Version 2 did not commit to its length, end and seats; such a save cannot show a lost tail."""
    doc = dict(doc)
    doc.setdefault("end", None)
    doc["version"] = 3
    return doc


UPGRADES: dict[int, Callable[[JsonObject], JsonObject]] = {1: _v1_to_v2, 2: _v2_to_v3}


def _config_hash(config: Mapping[str, JsonAny]) -> str:
    """What the save commits to about its start: seed, seats and options (the game is checked apart)."""
    return hash_json({key: value for key, value in config.items() if key != "game"})


# --- writing ---------------------------------------------------------------------------------
def session_to_json(session: Session[Any], meta: Mapping[str, JsonAny] | None = None) -> JsonObject:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": session.game.id,
        "content_hash": session.game.content_hash_for(session.config),
        "config": session.config.to_json(),
        "meta": {"saved_at": time.strftime("%Y-%m-%d %H:%M"), **(meta or {})},
        "cursor": session.cursor,
        "end": {
            "steps": len(session.steps),
            "hash": session.steps[-1].hash if session.steps else session.initial_hash(),
            "cursor": session.cursor,
            "seats": [seat.bot for seat in session.config.seats],
            "config": _config_hash(session.config.to_json()),
        },
        "steps": [
            {
                "action": s.action.to_json(),
                "events": [e.to_json() for e in s.events],
                "hash": s.hash,
                "auto": s.auto,
            }
            for s in session.steps
        ],
        "annotations": [a.to_json() for a in session.annotations],
    }


TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0


# A file system that cannot hard-link says one of these; a new file's name is then checked, not linked.
NO_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK, errno.ENOSYS})


def write_atomic(path: str | os.PathLike[str], text: str, *, replace: bool = True) -> None:
    """Write to a temporary file beside `path`, then rename and sync the folder: a crash never
    leaves half a file, and a finished save survives a power cut. With `replace=False` the name
    must be free: FileExistsError, and the file that has it is left alone."""
    target = Path(path)
    if not replace and os.path.lexists(target):
        raise FileExistsError(errno.EEXIST, "a file has this name", os.fspath(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if not replace:
            rename_new(Path(tmp), target)
            return
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    _sync_folder(target.parent)


def rename_new(source: Path, target: Path) -> None:
    """Rename `source` to `target` only while no file has that name (FileExistsError otherwise): a hard
    link cannot take a taken name, so two writers never clobber each other; without links, check then rename.
    The folder is synced, so the new name survives a power cut."""
    try:
        os.link(source, target)
    except OSError as exc:
        if exc.errno not in NO_LINKS:
            raise
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "a file has this name", os.fspath(target)) from None
        os.rename(source, target)
    else:
        os.unlink(source)
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """fsync the directory so the rename itself is on disk (not possible on every platform)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Delete temporary files left by interrupted writes (`.<name>.<random>.tmp`) older than a minute.

    Younger ones may belong to a write in progress in another window, so they stay.
    """
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        candidates = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > STALE_TEMP_SECONDS:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def write_save(path: str | os.PathLike[str], session: Session[Any], meta: Mapping[str, JsonAny] | None = None,
               *, replace: bool = True) -> None:
    """Save a session atomically; `replace=False` writes a new file only (FileExistsError on a taken name)."""
    write_atomic(path, json.dumps(session_to_json(session, meta), ensure_ascii=False, separators=(",", ":")),
                 replace=replace)


# --- reading and validating ------------------------------------------------------------------
def _expect(cond: bool, key: str, expected: str) -> None:
    if not cond:
        raise SaveError(f"{key}: expected {expected}")


def _is_int(v: object) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _validate_arg(value: Any, key: str) -> int:
    """A move argument: a JSON scalar or a list of them, nested at most MAX_ARG_DEPTH deep; returns its size."""
    _expect(not isinstance(value, dict), key, "a number, string, boolean, null or list")
    try:
        check_depth(value, MAX_ARG_DEPTH)
    except ValueError:
        raise SaveError(f"{key}: expected lists nested at most {MAX_ARG_DEPTH} deep") from None
    items, stack = 0, [value]
    while stack:
        item = stack.pop()
        items += 1
        _expect(not isinstance(item, dict), key, "no objects inside a move argument")
        _expect(not isinstance(item, str) or len(item) <= MAX_NAME_CHARS, key, f"strings of at most {MAX_NAME_CHARS} characters")
        if isinstance(item, list):
            stack.extend(item)
    return items


def _validate_action(a: Any, key: str, seats: int) -> None:
    _expect(isinstance(a, dict), key, "an object")
    kind = a.get("kind")
    _expect(isinstance(kind, str) and 0 < len(kind) <= MAX_KIND_CHARS, f"{key}.kind",
            f"a non-empty string of at most {MAX_KIND_CHARS} characters")
    player = a.get("player", "missing")
    _expect(player is None or (_is_int(player) and 0 <= player < seats), f"{key}.player",
            f"a seat number 0..{seats - 1} or null")
    _expect(isinstance(a.get("args"), dict), f"{key}.args", "an object")
    items = sum(_validate_arg(value, f"{key}.args.{shown(name, 40)}") for name, value in a["args"].items())
    _expect(items <= MAX_ARG_ITEMS, f"{key}.args", f"at most {MAX_ARG_ITEMS} values")


def _validate_config(c: Any) -> None:
    _expect(isinstance(c, dict), "config", "an object")
    _expect(isinstance(c.get("game"), str), "config.game", "a string")
    _expect(_is_int(c.get("seed")), "config.seed", "an integer")
    seats = c.get("seats")
    _expect(isinstance(seats, list) and 0 < len(seats) <= MAX_SEATS, "config.seats", f"a list of 1..{MAX_SEATS} seats")
    for i, seat in enumerate(seats):
        _expect(isinstance(seat, dict), f"config.seats[{i}]", "an object")
        name, bot = seat.get("name"), seat.get("bot")
        _expect(isinstance(name, str) and len(name) <= MAX_NAME_CHARS, f"config.seats[{i}].name",
                f"a string of at most {MAX_NAME_CHARS} characters")
        _expect(bot is None or (isinstance(bot, str) and len(bot) <= MAX_NAME_CHARS), f"config.seats[{i}].bot",
                "a bot's name or null")
    _expect(isinstance(c.get("options", {}), dict), "config.options", "an object")


def _seat_kind(bot: str | None) -> str:
    return "a person" if bot is None else f"the bot {shown(bot, 40)!r}"


def _validate_end(doc: JsonObject) -> None:
    """The file's commitment to its length, final hash, cursor and who plays each seat."""
    end = doc.get("end")
    if end is None and doc["read_version"] < VERSION:
        return
    if not isinstance(end, dict):
        raise SaveError("end: expected an object (the save's length, last hash, cursor and seats)")
    _expect(_is_int(end.get("steps")) and end["steps"] >= 0, "end.steps", "a number of steps")
    _expect(isinstance(end.get("hash"), str), "end.hash", "a string")
    _expect(_is_int(end.get("cursor")), "end.cursor", "an integer")
    seats = doc["config"]["seats"]
    recorded = end.get("seats")
    if not isinstance(recorded, list) or len(recorded) != len(seats):
        raise SaveError(f"end.seats: expected a list of {len(seats)} seats")
    _expect(isinstance(end.get("config"), str), "end.config", "the hash of the config")
    if doc["cursor"] != end["cursor"]:
        raise SaveError(
            f"cursor: the file says the game resumes after step {doc['cursor']}, "
            f"but it was saved resuming after step {shown(end['cursor'], 24)}"
        )
    for i, (seat, was) in enumerate(zip(seats, recorded)):
        now = seat.get("bot")
        if now != was:
            raise SaveError(
                f"config.seats[{i}].bot: this seat was saved as played by {_seat_kind(was)}, "
                f"but the file now says {_seat_kind(now)}"
            )
    if _config_hash(doc["config"]) != end["config"]:
        raise SaveError.keyed("kernel.save.edited")


def validate_document(doc: object) -> JsonObject:
    """Check every field of a save document and upgrade it to the current version."""
    if not isinstance(doc, dict):
        raise SaveError("document: expected a JSON object")
    doc = dict(doc)
    _expect(doc.get("format") == FORMAT, "format", f'"{FORMAT}"')
    version = doc.get("version")
    if not _is_int(version):
        raise SaveError("version: expected an integer")
    if version > VERSION:
        raise SaveError(
            f"version: this save is format version {shown(version, 24)}, but this Stolik reads up to {VERSION}; "
            "update Stolik to open it"
        )
    _expect(version >= 1, "version", "1 or more")
    original = version
    while doc["version"] < VERSION:
        doc = UPGRADES[doc["version"]](doc)
    doc["read_version"] = original
    _expect(isinstance(doc.get("game"), str) and len(doc["game"]) <= MAX_NAME_CHARS, "game", "a game's id")
    _expect(isinstance(doc.get("content_hash"), str), "content_hash", "a string")
    _validate_config(doc.get("config"))
    _expect(doc["config"]["game"] == doc["game"], "config.game", f'the same game as "game" ({shown(doc["game"], 40)})')
    _expect(isinstance(doc.get("meta"), dict), "meta", "an object")
    steps = doc.get("steps")
    if not isinstance(steps, list):
        raise SaveError("steps: expected a list")
    _expect(_is_int(doc.get("cursor")) and 0 <= doc["cursor"] <= len(steps), "cursor", f"an integer 0..{len(steps)}")
    seats = len(doc["config"]["seats"])
    for i, step in enumerate(steps):
        key = f"steps[{i}]"
        _expect(isinstance(step, dict), key, "an object")
        _validate_action(step.get("action"), f"{key}.action", seats)
        events = step.get("events")
        _expect(isinstance(events, list), f"{key}.events", "a list")
        for j, ev in enumerate(events):
            _expect(isinstance(ev, dict), f"{key}.events[{j}]", "an object")
            _expect(isinstance(ev.get("kind"), str), f"{key}.events[{j}].kind", "a string")
            _expect(isinstance(ev.get("data"), dict), f"{key}.events[{j}].data", "an object")
        _expect(isinstance(step.get("hash"), str), f"{key}.hash", "a string")
        _expect(isinstance(step.get("auto", False), bool), f"{key}.auto", "true or false")
    _validate_end(doc)
    doc["annotations"], doc["annotation_problems"] = _checked_annotations(doc.get("annotations", []), len(steps), seats)
    return doc


LEFT_OUT = "this hint record is left out, the game is whole"
MAX_LANG_CHARS = 8
MAX_REASON_LANGS = 8


def _is_share(v: object) -> bool:
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool) and 0.0 <= v <= 1.0)


def _check_annotation(a: Any, key: str, steps: int, seats: int) -> None:
    """One annotation's fields (SaveError naming the first bad key)."""
    _expect(isinstance(a, dict), key, "an object")
    _expect(a.get("kind") in ANNOTATION_KINDS, f"{key}.kind", " or ".join(f'"{k}"' for k in sorted(ANNOTATION_KINDS)))
    _expect(_is_int(a.get("at")) and 0 <= a["at"] <= steps, f"{key}.at", f"a step number 0..{steps}")
    _expect(_is_int(a.get("seat")) and 0 <= a["seat"] < seats, f"{key}.seat", f"a seat number 0..{seats - 1}")
    _validate_action(a.get("action"), f"{key}.action", seats)
    for name in ("value", "runner_up"):
        _expect(_is_share(a.get(name)), f"{key}.{name}", "a number 0..1 or null")
    reason = a.get("reason")
    _expect(reason is None or (isinstance(reason, dict) and 0 < len(reason) <= MAX_REASON_LANGS), f"{key}.reason",
            f"null or an object of 1..{MAX_REASON_LANGS} languages")
    for lang, text in (reason or {}).items():
        _expect(len(lang) <= MAX_LANG_CHARS and isinstance(text, str) and len(text) <= MAX_REASON_CHARS,
                f"{key}.reason.{shown(lang, MAX_LANG_CHARS)}", f"a text of at most {MAX_REASON_CHARS} characters")


def _checked_annotations(raw: Any, steps: int, seats: int) -> tuple[list[JsonObject], list[str]]:
    """The well-formed annotations and what is wrong with the others: an annotation is not a rule's fact, so a bad
    one is left out (and named) while the game loads whole."""
    if not isinstance(raw, list) or len(raw) > MAX_ANNOTATIONS:
        return [], [f"annotations: expected a list of at most {MAX_ANNOTATIONS} hint records; they are left out, "
                    "the game is whole"]
    good: list[JsonObject] = []
    problems: list[str] = []
    for i, a in enumerate(raw):
        try:
            _check_annotation(a, f"annotations[{i}]", steps, seats)
        except SaveError as exc:
            problems.append(f"{exc}; {LEFT_OUT}")
            continue
        good.append({**a, "index": i})
    return good, problems


def read_document(path: str | os.PathLike[str]) -> JsonObject:
    """Read (through the guarded door) and validate a save; every problem is a SaveError naming the file."""
    name = os.fspath(path)
    try:
        doc = read_json(path, MAX_SAVE_BYTES, "save")
    except FileCutOff as exc:
        raise SaveError.keyed("kernel.save.cut_off", path=name, count=exc.size) from None
    except FileRefused as exc:
        raise SaveError(exc.reason, path=name) from None
    try:
        return validate_document(doc)
    except SaveError as exc:
        raise exc.at(name) from None


# --- replaying -------------------------------------------------------------------------------
@dataclass
class Replay:
    """The outcome of replaying a save: the session up to the last good step, and what failed."""

    session: Session[Any]
    doc: JsonObject
    bad_step: int | None = None
    reason: str | None = None  # what differs, in English (the command line); `why` words it in any language
    why: Message | None = None
    notes: list[str] = field(default_factory=list)
    tail_unchecked: bool = False  # an older save that does not record its length: a lost tail cannot be seen

    @property
    def ok(self) -> bool:
        return self.bad_step is None

    def fails(self, step: int, why: Message) -> None:
        """Stop the replay at `step`, saying what differs there."""
        self.bad_step, self.why, self.reason = step, why, str(why)

    def summary(self) -> str:
        if self.ok:
            return f"ok: {len(self.session.steps)} steps replay exactly"
        return f"step {self.bad_step}: {self.reason}"


def _check_seats(doc: JsonObject, known_bots: Collection[str]) -> None:
    for i, seat in enumerate(doc["config"]["seats"]):
        bot = seat.get("bot")
        if bot is not None and bot not in known_bots:
            raise SaveError(
                f"config.seats[{i}].bot: no bot named {shown(bot, 40)!r} plays {shown(doc['game'], 40)} "
                f"(known: {', '.join(sorted(known_bots)) or 'none'})"
            )


def _check_end(doc: JsonObject, session: Session[Any], result: Replay) -> None:
    """After every step replayed: the file must end where it says it ends."""
    end = doc.get("end")
    if end is None:
        result.tail_unchecked = True
        result.notes.append(f"a version {doc['read_version']} save does not record its length, so a lost tail cannot be seen")
        return
    have = len(doc["steps"])
    if have != end["steps"]:
        lost = end["steps"] - have
        key = "kernel.save.tail_missing" if lost > 0 else "kernel.save.tail_added"
        result.fails(have, Message(key, {"have": have, "said": end["steps"], "count": abs(lost)}))
        return
    final = session.steps[-1].hash if session.steps else session.initial_hash()
    if final != end["hash"]:
        result.fails(have, Message("kernel.save.end_hash"))


def _the_saves_own(exc: ContentError | FileRefused) -> bool:
    """A content error about data the save carries (a scenario in its config), not about a file on disk."""
    return isinstance(exc, ContentError) and exc.path == SAVED_DATA


def replay_document(doc: JsonObject, game: Game[Any], *, strict: bool = False) -> Replay:
    """Re-apply every recorded action from the seed, comparing events and hashes step by step."""
    try:
        config = GameConfig.from_json(doc["config"])
        session: Session[Any] = Session(game, config, strict=strict, autorun=False)
    except (ContentError, FileRefused) as exc:
        if not _the_saves_own(exc):
            raise  # the program's own files are damaged: name them, never blame the save
        raise SaveError(f"config: the game cannot start from it ({shown(exc, 200)})") from None
    except Exception as exc:  # any other failure of the game on a file's config is the file's problem
        raise SaveError(f"config: the game cannot start from it ({shown(exc, 200)})") from None
    result = Replay(session, doc)
    if doc["content_hash"] != game.content_hash_for(config):
        result.notes.append("the game's content has changed since this save was written")
    older_events = False
    for i, raw in enumerate(doc["steps"]):
        try:
            action = Action.from_json(raw["action"])
        except (TypeError, ValueError) as exc:
            result.fails(i, Message("kernel.save.action_unreadable", {"detail": shown(exc, 200)}))
            break
        try:
            step = session.apply_recorded(action)
        except IllegalAction as exc:
            result.fails(i, Message(exc.key, exc.params))
            break
        except (ContentError, FileRefused) as exc:
            if not _the_saves_own(exc):
                raise
            result.fails(i, Message("kernel.save.bad_data", {"detail": shown(exc, 300)}))
            break
        except Exception as exc:  # the rules failing on a recorded move: report the step, never crash
            result.fails(i, Message("kernel.save.rules_fail", {"action": shown(action, 120), "error": type(exc).__name__}))
            break
        recorded = [Event.from_json(e) for e in raw["events"]]
        match = _events_match(step.events, recorded)
        if match is None:
            result.fails(i, Message("kernel.save.events_differ", {"action": shown(action, 120)}))
            session.seek(i)
            session.truncate()
            break
        if match == _OLDER and not older_events:
            older_events = True
            result.notes.append("its events record less than this Stolik's rules tell (a save of an older "
                                "Stolik); the game itself replays the same")
        if step.auto != raw.get("auto", step.auto):
            marked = "kernel.save.marked_automatic" if raw["auto"] else "kernel.save.marked_choice"
            result.fails(i, Message(marked, {"action": shown(action, 120)}))
            session.seek(i)
            session.truncate()
            break
        if step.hash != raw["hash"]:
            result.fails(i, Message("kernel.save.hash_differs", {"action": shown(action, 120)}))
            session.seek(i)
            session.truncate()
            break
    if result.ok:
        _check_end(doc, session, result)
    _restore_annotations(doc, session, result)
    if result.ok:
        session.seek(doc["cursor"])
    return result


def _restore_annotations(doc: JsonObject, session: Session[Any], result: Replay) -> None:
    """The save's annotations back on the replayed session, each checked against the game: a hint must name a
    move its seat could take at its step. A wrong one is named and left out; those beyond a bad step go with it."""
    result.notes.extend(doc.get("annotation_problems", []))
    for raw in doc.get("annotations", []):
        key = f"annotations[{raw['index']}]"
        if raw["at"] > len(session.steps):
            continue   # past the last step that replays: dropped with the steps
        try:
            note = Annotation.from_json(raw)
        except (TypeError, ValueError) as exc:
            result.notes.append(f"{key}.action: unreadable ({shown(exc, 80)}); {LEFT_OUT}")
            continue
        decision = session.game.decision(session.state_at(note.at))
        legal = decision is not None and note.action.player in (note.seat, None) and any(
            a.identical(note.action) for a in decision.legal)
        if not legal:
            result.notes.append(f"{key}.action: not a move seat {note.seat + 1} could take at step {note.at + 1}; "
                                f"{LEFT_OUT}")
            continue
        if note not in session.annotations:
            session.annotations.append(note)


def load(path: str | os.PathLike[str], game_for: Callable[[str], Game[Any]], *, strict: bool = False,
         known_bots: Callable[[str], Collection[str]] | None = None) -> Replay:
    """Read, validate and replay a save; raises SaveError only when nothing can be replayed.

    `known_bots(game_id)` names the bots that may sit at a seat; a seat naming another is refused.
    """
    name = os.fspath(path)
    doc = read_document(path)
    try:
        game = game_for(doc["game"])
    except KeyError:
        raise SaveError(f'game: "{shown(doc["game"], 40)}" is not a game this Stolik knows', path=name) from None
    try:
        if known_bots is not None:
            _check_seats(doc, known_bots(game.id))
        return replay_document(doc, game, strict=strict)
    except SaveError as exc:
        raise exc.at(name) from None


_SAME, _OLDER = "same", "older"


def _events_match(produced: Sequence[Event], recorded: Sequence[Event]) -> str | None:
    """The same events (`_SAME`); the same events of which the file records fewer fields, each recorded one
    equal (`_OLDER`: a newer engine tells more, as when a roll came to carry its total); else None."""
    if canonical_json([e.to_json() for e in produced]) == canonical_json([e.to_json() for e in recorded]):
        return _SAME
    if len(produced) != len(recorded):
        return None
    for made, kept in zip(produced, recorded):
        if made.kind != kept.kind or not set(kept.data) <= set(made.data):
            return None
        if any(canonical_json(made.data[key]) != canonical_json(value) for key, value in kept.data.items()):
            return None
    return _OLDER
