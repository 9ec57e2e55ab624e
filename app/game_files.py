"""Each game's own save file, so a new game never overwrites another: created when the game starts,
rewritten after every move, renamed or deleted from the Load list.

`save_as` writes a named copy and the game goes on in its own file (as on BoardGameArena). Writes are
atomic, so a good save is never replaced by a partial one; a failed write names the file and why.
"""
from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import Any

from app import i18n
from app.saves import SAVE_SUFFIX, saves_dir, session_meta
from engine.kernel import KeyedError, Message, Session
from engine.kernel.save import rename_new, write_save
from engine.kernel.untrusted import shown

NAME_CHARS = 60  # a save's name (its file name without .json): short enough for any file system in UTF-8
PATH_CHARS = 200  # a path in a message, as the Load list shows it
STAMP = "%Y%m%d-%H%M%S"  # a new game's file: <game>-<date>-<time>.json
FORBIDDEN = frozenset('/\\:*?"<>|')  # path separators, and what Windows refuses in a file name
RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)), *(f"lpt{n}" for n in range(1, 10))})
# What the operating system said, in the player's language (others keep the system's own words).
REASONS: dict[int, str] = {
    errno.EACCES: "saves.reason.permission", errno.EPERM: "saves.reason.permission",
    errno.ENOSPC: "saves.reason.full", errno.EDQUOT: "saves.reason.full", errno.EROFS: "saves.reason.read_only",
    errno.ENOTDIR: "saves.reason.not_folder", errno.ENOENT: "saves.reason.missing",
}

_claimed: set[Path] = set()  # paths handed to new games in this run (a failed first write leaves no file)


class SaveFailed(KeyedError):
    """A save, rename or delete that did not happen: which file, and why (`key` says what was tried)."""

    def __init__(self, key: str, path: Path, reason: Message | str) -> None:
        super().__init__(key, path=shown(str(path), PATH_CHARS), reason=reason)
        self.path = path
        self.reason = reason


class BadName(KeyedError):
    """A name a save cannot take; the key says why (empty, too long, a separator, taken…)."""


def title_of(session: Session[Any]) -> str:
    """The game's title in the current language, recorded in the save's meta for the Load list."""
    return i18n.pick(session.game.title)


def reason_of(exc: Exception) -> Message | str:
    """Why a file operation failed: in the player's language (whichever it is when shown) where we know
    the words, else the system's own."""
    key = REASONS.get(exc.errno) if isinstance(exc, OSError) and exc.errno is not None else None
    if key is not None:
        return Message(key)
    words = exc.strerror if isinstance(exc, OSError) else None
    return shown(words or exc or type(exc).__name__, PATH_CHARS)


def check_name(name: str) -> str:
    """The name a person typed, trimmed, or BadName: a file name in the saves folder and nothing else."""
    name = name.strip()
    if not name:
        raise BadName("saves.name.empty")
    if len(name) > NAME_CHARS:
        raise BadName("saves.name.too_long", limit=NAME_CHARS)
    if not name.isprintable():
        raise BadName("saves.name.control")
    bad = sorted({ch for ch in name if ch in FORBIDDEN or ch in (os.sep, os.altsep)})
    if bad:
        raise BadName("saves.name.separator", chars=" ".join(bad))
    if name.startswith(".") or name.endswith(".") or name.split(".")[0].lower() in RESERVED:
        raise BadName("saves.name.reserved", name=name)
    return name


def path_for(name: str, folder: Path | None = None) -> Path:
    """Where a save named `name` lives (the name checked first)."""
    return (folder or saves_dir()) / f"{check_name(name)}{SAVE_SUFFIX}"


def fresh_path(game_id: str, folder: Path | None = None, when: float | None = None) -> Path:
    """A new game's file, `<game>-<date>-<time>.json`, numbered when that name is taken or was handed out."""
    folder = folder or saves_dir()
    stamp = f"{game_id}-{time.strftime(STAMP, time.localtime(when))}"
    path, n = folder / f"{stamp}{SAVE_SUFFIX}", 2
    while path in _claimed or os.path.lexists(path):
        path, n = folder / f"{stamp}-{n}{SAVE_SUFFIX}", n + 1
    _claimed.add(path)
    return path


def _taken(path: Path) -> BadName:
    """The refusal of a name another file in the folder already has."""
    return BadName("saves.name.taken", name=shown(path.stem, NAME_CHARS))


class GameFile:
    """The one file a game is saved in; `problem` is the last failed write, until a good one clears it."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem: SaveFailed | None = None

    @classmethod
    def new(cls, session: Session[Any], folder: Path | None = None, when: float | None = None) -> "GameFile":
        """A fresh file for a new (or recovered) game, written at once so the Load list shows it;
        a failed first write is in `problem`, and the next autosave tries the same file again."""
        game_file = cls(fresh_path(session.game.id, folder, when))
        game_file.autosave(session)
        return game_file

    def autosave(self, session: Session[Any]) -> SaveFailed | None:
        """Rewrite this game's file after a move; the failure (also kept in `problem`), or None."""
        try:
            write_save(self.path, session, session_meta(session, title_of(session)))
        except (OSError, ValueError) as exc:  # ValueError: text the file's encoding cannot hold
            self.problem = SaveFailed("saves.failed", self.path, reason_of(exc))
            return self.problem
        self.problem = None
        return None

    def save(self, session: Session[Any]) -> SaveFailed | None:
        """Ctrl+S: the same file again (never a pile of identical copies); the failure, or None."""
        return self.autosave(session)

    def save_as(self, session: Session[Any], name: str) -> Path:
        """A named copy of the game as it is now; the game goes on in its own file. Raises BadName
        (including a name another save has) or SaveFailed; `problem` is about the own file and stays."""
        target = path_for(name, self.path.parent)
        try:
            write_save(target, session, session_meta(session, title_of(session)), replace=False)
        except FileExistsError:
            raise _taken(target) from None
        except (OSError, ValueError) as exc:
            raise SaveFailed("saves.failed", target, reason_of(exc)) from None
        return target


def rename(path: Path, name: str) -> Path:
    """Give a save a new name in its folder, never over another file; returns the new path."""
    target = path_for(name, path.parent)
    if target == path:
        return path
    try:
        if _same_file(path, target):
            os.rename(path, target)
        else:
            rename_new(path, target)
    except FileExistsError:
        raise _taken(target) from None
    except OSError as exc:
        raise SaveFailed("saves.rename_failed", path, reason_of(exc)) from None
    return target


def _same_file(a: Path, b: Path) -> bool:
    """Both names reach one file: only the letters' case changes on a case-blind file system."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def delete(path: Path) -> None:
    """Remove a save for good (the Load list asked first); one already gone is simply gone."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveFailed("saves.delete_failed", path, reason_of(exc)) from None
