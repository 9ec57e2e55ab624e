"""Where saves live, what their `meta` says (players, round), and the list the Load scene shows."""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.kernel import SaveError, Session
from engine.kernel.save import Replay, load, write_save

SAVES_ENV = "STOLIK_SAVES"
AUTOSAVE = "autosave.json"
REPO_ROOT = Path(__file__).resolve().parent.parent


def saves_dir() -> Path:
    """$STOLIK_SAVES, else the checkout's saves/ when running from one, else ~/.local/share/stolik/saves."""
    if os.environ.get(SAVES_ENV):
        return Path(os.environ[SAVES_ENV])
    if (REPO_ROOT / "pyproject.toml").exists() and (REPO_ROOT / "saves").is_dir():
        return REPO_ROOT / "saves"
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "stolik" / "saves"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def session_round(session: Session[Any]) -> int | None:
    """The game's round when its state has one (`round` attribute), for the Load list."""
    value = getattr(session.state, "round", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def session_meta(session: Session[Any], title: str = "") -> dict[str, Any]:
    return {
        "title": title or session.game.id,
        "players": [s.name + (f" ({s.bot})" if s.bot else "") for s in session.config.seats],
        "round": session_round(session),
        "human_steps": len(session.human_indices()),
        "over": session.over,
    }


def write(session: Session[Any], path: Path, title: str = "") -> Path:
    """Write a save atomically (a failed write leaves the previous file intact)."""
    write_save(path, session, session_meta(session, title))
    return path


def autosave(session: Session[Any], title: str = "") -> Path:
    return write(session, autosave_path(), title)


def named_path(game_id: str, when: float | None = None) -> Path:
    """A fresh file name for Ctrl+S: `<game>-<date>-<time>.json`, never clobbering an older save."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    path = saves_dir() / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = saves_dir() / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path


@dataclass(frozen=True)
class SaveInfo:
    """One row of the Load list; `error` holds why the file cannot be read (it is still listed)."""

    path: Path
    game: str
    title: str
    players: tuple[str, ...]
    round: int | None
    steps: int
    saved_at: str
    mtime: float
    error: str | None = None

    @property
    def is_autosave(self) -> bool:
        return self.path.name == AUTOSAVE


def read_info(path: Path) -> SaveInfo:
    """Summarise one save from its `meta` without replaying it (the list must open fast)."""
    mtime = path.stat().st_mtime if path.exists() else 0.0
    fallback_date = time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))
    try:
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
        meta = doc["meta"] if isinstance(doc.get("meta"), dict) else {}
        players = meta.get("players") or [s["name"] for s in doc["config"]["seats"]]
        rnd = meta.get("round")
        return SaveInfo(
            path, str(doc["game"]), str(meta.get("title") or doc["game"]), tuple(str(p) for p in players),
            rnd if isinstance(rnd, int) else None, len(doc.get("steps", [])),
            str(meta.get("saved_at") or fallback_date), mtime,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        return SaveInfo(path, "?", path.stem, (), None, 0, fallback_date, mtime, error=str(exc) or type(exc).__name__)


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every *.json save in the folder (not its subfolders), newest first."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    infos = [read_info(p) for p in folder.glob("*.json") if p.is_file()]
    return sorted(infos, key=lambda i: (i.mtime, i.saved_at), reverse=True)


def open_save(path: Path, *, strict: bool = False) -> Replay:
    """Load and verify a save; any problem (unreadable, or a step that does not replay) is a SaveError."""
    from engine import games

    result = load(path, games.get, strict=strict)
    if not result.ok:
        raise SaveError(f"step {result.bad_step}: {result.reason}", path=str(path), step=result.bad_step)
    return result
