"""Post-game analysis for the replay viewer, without pygame: a worker thread that runs engine.analysis over
one seat's decisions (progress, cancel), and the result's cache beside the save (`<save>.analysis.json`).

The cache is keyed by the save's content (SHA-256 and length), the seat and the iterations, so a changed save
is analysed again. It is read through the guarded door (engine/kernel/untrusted.py) and checked field by field
and against the save's own steps: a damaged or tampered cache is ignored with a one-line note, never trusted.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Callable, Mapping

from app.worker import Cancelled, Worker
from engine.analysis import BLUNDER, INACCURACY, MISTAKE, analyse, decisions_of
from engine.analysis import Judged as Move   # one judged decision: the engine's verdict is what the viewer shows
from engine.kernel import Action, Session, StolikError
from engine.kernel.canonical import JsonObject
from engine.kernel.save import write_atomic
from engine.kernel.untrusted import read_bytes, read_json, shown

UI_ITERATIONS = 150          # per decision in the viewer: a 2-player Roll Player game in about 11 s
CACHE_SUFFIX = ".analysis.json"
CACHE_FORMAT = "stolik-analysis"
CACHE_VERSION = 1
MAX_CACHE_BYTES = 4 * 1024 * 1024
MAX_SAVE_BYTES = 64 * 1024 * 1024
NOTE_CHARS = 160
FLAGS = (INACCURACY, MISTAKE, BLUNDER)


class CacheError(ValueError):
    """A cache file that cannot be trusted (damaged, tampered or of another save)."""


def move_json(m: Move) -> JsonObject:
    """One judged decision as the cache keeps it (its moves as actions, not words)."""
    return {"step": m.step, "played": m.played.to_json(), "best": m.best.to_json(),
            "played_value": round(m.played_value, 4), "best_value": round(m.best_value, 4), "flag": m.flag}


def cache_path(save: str | os.PathLike[str]) -> Path:
    path = Path(save)
    return path.with_name(path.name + CACHE_SUFFIX)


def save_key(save: str | os.PathLike[str]) -> tuple[str, int]:
    """The save's content hash and length (read through the guarded door)."""
    data = read_bytes(save, MAX_SAVE_BYTES, "save")
    return hashlib.sha256(data).hexdigest(), len(data)


def cache_doc(key: tuple[str, int], seat: int, iterations: int, game: str, moves: list[Move]) -> JsonObject:
    return {"format": CACHE_FORMAT, "version": CACHE_VERSION, "game": game, "save_sha256": key[0],
            "save_bytes": key[1], "seat": seat, "iterations": iterations, "moves": [move_json(m) for m in moves]}


def write_cache(save: str | os.PathLike[str], key: tuple[str, int], seat: int, iterations: int, game: str,
                moves: list[Move]) -> Path:
    path = cache_path(save)
    write_atomic(path, json.dumps(cache_doc(key, seat, iterations, game, moves), ensure_ascii=False) + "\n")
    return path


def _field(doc: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    value = doc.get(name)
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise CacheError(f"field {name!r} is missing or not {getattr(kind, '__name__', 'a number')}")
    return value


def _action(data: Any, name: str) -> Action:
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str) or not isinstance(data.get("args"), dict):
        raise CacheError(f"{name} is not a move")
    player = data.get("player")
    if player is not None and (isinstance(player, bool) or not isinstance(player, int)):
        raise CacheError(f"{name}'s player is not a seat")
    try:
        return Action.from_json(data)
    except (KeyError, TypeError, ValueError, StolikError) as exc:
        raise CacheError(f"{name} is not a move ({exc})") from None


def parse_cache(doc: Any, key: tuple[str, int], seat: int, iterations: int, session: Session[Any]) -> list[Move]:
    """The judged moves of a cache document, or CacheError when anything in it does not fit this save."""
    if not isinstance(doc, dict):
        raise CacheError("not a JSON object")
    if doc.get("format") != CACHE_FORMAT:
        raise CacheError("not an analysis file")
    if _field(doc, "version", int) != CACHE_VERSION:
        raise CacheError(f"version {doc['version']} is not {CACHE_VERSION}")
    if (_field(doc, "save_sha256", str), _field(doc, "save_bytes", int)) != key:
        raise CacheError("made for another version of the save")
    if _field(doc, "seat", int) != seat or _field(doc, "iterations", int) != iterations:
        raise CacheError("made for another seat or depth")
    if _field(doc, "game", str) != session.game.id:
        raise CacheError("made for another game")
    moves: list[Move] = []
    last = -1
    for k, item in enumerate(_field(doc, "moves", list)):
        if not isinstance(item, dict):
            raise CacheError(f"move {k} is not an object")
        step = _field(item, "step", int)
        if not last < step < len(session.steps):
            raise CacheError(f"move {k}: step {step} is out of order or past the save's end")
        last = step
        played, best = _action(item.get("played"), f"move {k}"), _action(item.get("best"), f"move {k}'s better move")
        if played != session.steps[step].action or played.player != seat or best.player != seat:
            raise CacheError(f"move {k} is not the move the save made at step {step}")
        decision = session.game.decision(session.state_at(step))
        if decision is None or best not in decision.legal:
            raise CacheError(f"move {k}: the better move was not a legal move at step {step}")
        values = [_field(item, name, (int, float)) for name in ("played_value", "best_value")]
        if not all(-1e6 < v < 1e6 for v in values):
            raise CacheError(f"move {k}: a value out of range")
        flag = item.get("flag")
        if flag is not None and flag not in FLAGS:
            raise CacheError(f"move {k}: unknown mark {shown(str(flag), 20)}")
        moves.append(Move(step, played, best, float(values[0]), float(values[1]), flag))
    if [m.step for m in moves] != decisions_of(session, seat):
        raise CacheError("does not judge every decision of the seat")
    return moves


def read_cache(save: str | os.PathLike[str], key: tuple[str, int], seat: int, iterations: int,
               session: Session[Any]) -> tuple[list[Move] | None, str | None]:
    """(the cached moves, None) when a good cache is there; (None, a one-line note) when one is there but is
    ignored; (None, None) when there is none."""
    path = cache_path(save)
    if not os.path.lexists(path):
        return None, None
    try:
        moves = parse_cache(read_json(path, MAX_CACHE_BYTES, "analysis file"), key, seat, iterations, session)
    except (StolikError, CacheError) as exc:
        return None, shown(f"{path.name} ignored ({exc}); analysing again", NOTE_CHARS)
    return moves, None


class Job(Worker[list[Move] | None]):
    """One analysis of a saved game on a worker thread: `done`/`total` as it goes, `moves` at the end,
    `error` if it failed. Everything the thread touches is its own (it loads the save itself)."""

    def __init__(self, save: str | os.PathLike[str], seat: int, iterations: int = UI_ITERATIONS,
                 load: Callable[[str | os.PathLike[str]], Session[Any]] | None = None) -> None:
        super().__init__(self._analyse, "stolik-analysis")
        self.save = Path(save)
        self.seat = seat
        self.iterations = iterations
        self._load = load
        self.done = 0
        self.total = 0
        self.cached = False
        self.note: str | None = None

    @property
    def moves(self) -> list[Move] | None:
        """The judged moves once the analysis is done (None while it runs, when cancelled or when it failed)."""
        return self.result

    @property
    def error(self) -> str | None:
        """Why the analysis failed, in one line for the status bar."""
        exc = self.failure
        if exc is None:
            return None
        if isinstance(exc, (StolikError, OSError)):
            return shown(str(exc), NOTE_CHARS)
        return shown(f"{type(exc).__name__}: {exc}", NOTE_CHARS)

    def _session(self) -> Session[Any]:
        if self._load is not None:
            return self._load(self.save)
        from engine import catalogue
        return catalogue.load_save(self.save).session

    def _analyse(self, cancelled: Cancelled) -> list[Move] | None:
        key = save_key(self.save)
        session = self._session()
        moves, self.note = read_cache(self.save, key, self.seat, self.iterations, session)
        if moves is not None:
            self.cached = True
            return moves

        def progress(done: int, total: int) -> None:
            self.done, self.total = done, total

        judged = analyse(session, self.seat, iterations=self.iterations, progress=progress, cancelled=cancelled)
        if cancelled():
            return None
        write_cache(self.save, key, self.seat, self.iterations, session.game.id, judged)
        return judged
