"""Where saves live, what their `meta` says (players, round), and the list the Load scene shows."""
from __future__ import annotations

import os
import stat
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app import i18n
from engine.bots import bot_label
from engine.kernel import FileRefused, SaveError, Session
from engine.kernel.errors import FileCutOff
from engine.kernel.canonical import JsonObject
from engine.kernel.milestones import started_round
from engine.kernel.save import MAX_SAVE_BYTES, Replay, validate_document, write_save
from engine.kernel.untrusted import read_json, shown

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


def session_meta(session: Session[Any], title: str = "") -> JsonObject:
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


SAVE_SUFFIX = ".json"
TITLE_CHARS = 80  # a title, game id or date from a file is shortened to this on the Load list
NAME_CHARS = 40  # one player's name on the Load list
ERROR_CHARS = 200  # why a row cannot be read
PATH_CHARS = 200  # a file or folder path shown in a tooltip or a message
MAX_LISTED_PLAYERS = 16  # more names than any table seats: the meta is not a save's
MAX_ROUND = 1_000_000  # a round past this is not a game's round but a malformed number
UNKNOWN = "?"
EDITED = "kernel.save.edited"  # the fault that is told as "edited" on the Load list, not as "cannot be read"
CONTINUE_LOOKS = 8  # Continue resumes one of the newest saves; older games are in the Load list


@dataclass(frozen=True)
class SaveInfo:
    """One row of the Load list; `error` holds why the file cannot be read (it is still listed).

    Every string here came from a file and went through `shown()`: safe to print or draw as is.
    """

    path: Path
    game: str
    title: str
    players: tuple[str, ...]
    round: int | None
    steps: int
    saved_at: str
    mtime: float
    error: str | None = None
    over: bool | None = None  # None: an older save that does not say
    damage: str | None = None  # readable, but its end is lost: it opens up to its last good move only
    edited: bool = False  # its players, seed or options were changed after it was saved: it does not open
    bots: tuple[str | None, ...] = ()  # each seat's bot kind (None: a person), from config.seats; () when unknown

    @property
    def is_autosave(self) -> bool:
        return self.path.name == AUTOSAVE

    @property
    def name(self) -> str:
        """The save's name as a person gave it (its file name without .json), escaped."""
        return shown(self.path.stem, TITLE_CHARS)


@dataclass(frozen=True)
class SaveFolder:
    """The saves in a folder, or why the folder cannot be read (`error`, escaped; then no saves)."""

    path: Path
    infos: tuple[SaveInfo, ...]
    error: str | None = None


class Malformed(ValueError):
    """A save whose summary fields have the wrong shape; the message names the key."""


def _expect(ok: bool, key: str, expected: str) -> None:
    """Refuse a summary field of the wrong shape, naming the key, instead of failing somewhere later."""
    if not ok:
        raise Malformed(f"{key} is not {expected}")


def _is_int(value: Any) -> bool:
    """A JSON integer (true/false are ints to Python but not round numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _mtime(path: Path) -> float:
    """The file's modification time, 0 when it cannot be read (a vanished or dangling entry)."""
    try:
        return float(os.stat(path).st_mtime)
    except (OSError, ValueError, OverflowError):
        return 0.0


def _date(mtime: float) -> str:
    """The file's date for saves that do not record one (an absurd time from the disk is "?")."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))
    except (OSError, ValueError, OverflowError):
        return UNKNOWN


def _players(doc: JsonObject, meta: JsonObject) -> tuple[str, ...]:
    """`meta.players`, else the seat names from `config.seats` (older saves have no list)."""
    names = meta.get("players")
    key = "meta.players"
    if names is None or names == []:
        config = doc.get("config")
        if not isinstance(config, dict):
            raise Malformed("config is not an object")
        seats = config.get("seats")
        if not isinstance(seats, list):
            raise Malformed("config.seats is not a list of seats")
        _expect(all(isinstance(seat, dict) for seat in seats), "config.seats", "a list of objects")
        names, key = [seat.get("name") for seat in seats], "config.seats[*].name"
    if not isinstance(names, list) or len(names) > MAX_LISTED_PLAYERS:
        raise Malformed(f"{key} is not a list of at most {MAX_LISTED_PLAYERS} names")
    _expect(all(isinstance(name, str) for name in names), key, "a list of names (text)")
    return tuple(shown(name, NAME_CHARS) for name in names)


def _bots(doc: JsonObject, players: tuple[str, ...]) -> tuple[str | None, ...]:
    """Each seat's bot kind from `config.seats` (escaped), when the seats are there and match the names listed;
    () otherwise (the names are then shown as the save wrote them)."""
    config = doc.get("config")
    seats = config.get("seats") if isinstance(config, dict) else None
    if not isinstance(seats, list) or len(seats) != len(players) or not all(isinstance(s, dict) for s in seats):
        return ()
    kinds = [seat.get("bot") for seat in seats]
    if not all(kind is None or isinstance(kind, str) for kind in kinds):
        return ()
    return tuple(shown(kind, NAME_CHARS) if kind else None for kind in kinds)


def _summary(path: Path, doc: Any, mtime: float) -> SaveInfo:
    """The Load row of a parsed save, from `game`, `meta`, the seat names and the number of steps."""
    _expect(isinstance(doc, dict), "the file", "a JSON object (a Stolik save)")
    game = doc.get("game")
    _expect(isinstance(game, str) and bool(game), "game", "a game id")
    meta = doc.get("meta")
    meta = {} if meta is None else meta
    _expect(isinstance(meta, dict), "meta", "an object")
    title = meta.get("title") or game
    _expect(isinstance(title, str), "meta.title", "text")
    rnd = meta.get("round")
    _expect(rnd is None or (_is_int(rnd) and 0 <= rnd <= MAX_ROUND), "meta.round", f"a round number (0..{MAX_ROUND:,})")
    saved_at = meta.get("saved_at") or _date(mtime)
    _expect(isinstance(saved_at, str), "meta.saved_at", "a date (text)")
    steps = doc.get("steps", [])
    _expect(isinstance(steps, list), "steps", "a list")
    over = meta.get("over")
    _expect(over is None or isinstance(over, bool), "meta.over", "true or false")
    if rnd is None:
        rnd = _last_round(steps)
    players = _players(doc, meta)
    return SaveInfo(path, shown(game, TITLE_CHARS), shown(title, TITLE_CHARS), players, rnd,
                    len(steps), shown(saved_at, TITLE_CHARS), mtime, over=over, bots=_bots(doc, players))


def bot_kind(game: str, bot: str, count: int, lang: str) -> str:
    """A bot kind in `lang`, agreeing with `count` ("zachłanny", "zachłanne", "zachłannych"): the catalogue's plural
    words where it has them (load.bot_kind.<id>), else the kind's label as its game declares it."""
    key = f"load.bot_kind.{bot}"
    return i18n.text(key, lang, count=count) if i18n.has(key) else bot_label(game, bot).get(lang).lower()


def players_text(info: SaveInfo, lang: str | None = None) -> str:
    """A row's players worded now, in the player's language: people by name, a bot of its kind by name with its kind
    ("Olek (losowy)"), several bots of one kind counted ("4 boty (zachłanne)"). The names a save keeps in `meta`
    froze the bot kinds in the language it was saved in, and five of them run past a row at 1280x720."""
    lang = lang or i18n.lang()
    if not info.bots:
        return ", ".join(info.players)
    kinds = Counter(bot for bot in info.bots if bot is not None)
    parts: list[str] = []
    for name, bot in zip(info.players, info.bots):
        if bot is None:
            parts.append(name)
        elif kinds[bot] == 1:
            parts.append(i18n.text("load.bot", lang, name=_seat_name(name, bot), kind=bot_kind(info.game, bot, 1, lang)))
    parts += [i18n.text("load.bots", lang, count=n, kind=bot_kind(info.game, bot, n, lang))
              for bot, n in kinds.items() if n > 1]
    return ", ".join(parts)


def _seat_name(name: str, bot: str) -> str:
    """A bot seat's name without the kind an older Stolik wrote after it in `meta.players` ("Olek (random)")."""
    return name.removesuffix(f" ({bot})")


def _last_round(steps: list[Any]) -> int | None:
    """The round the last round-start event of the steps names (for a save whose `meta` has no round); the
    steps are read as they are, without replaying them (a malformed one shows when the save is opened)."""
    for step in reversed(steps):
        events = step.get("events") if isinstance(step, dict) else None
        for event in reversed(events) if isinstance(events, list) else ():
            n = started_round(event.get("kind"), event.get("data")) if isinstance(event, dict) else None
            if n is not None and n <= MAX_ROUND:
                return n
    return None


def _identity(path: Path) -> tuple[object, ...] | None:
    """What changes whenever a regular file's content may have (its inode, size and modification time to the
    nanosecond; a save is written to a new file and renamed over the old), with the language its row is worded in;
    None for anything but a regular file, which is read afresh every time."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    return (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, i18n.lang())


_INFOS: dict[tuple[object, ...], SaveInfo] = {}
INFOS_KEPT = 512   # rows remembered: far more than a Load list shows; past it the memory starts afresh


def read_info(path: Path) -> SaveInfo:
    """Summarise one save from its `meta` without replaying it (the list must open fast).

    Never raises: a file that cannot be read or summarised is a row whose `error` says why, so
    one bad file cannot take the Load screen down. An unchanged file is read once: the Load and Replay lists are
    opened again and again over the same files.
    """
    identity = _identity(path)
    if identity is not None and identity in _INFOS:
        return _INFOS[identity]
    info = _read_info(path)
    if identity is not None:
        if len(_INFOS) >= INFOS_KEPT:
            _INFOS.clear()
        _INFOS[identity] = info
    return info


def _read_info(path: Path) -> SaveInfo:
    """read_info's reading of the file itself."""
    mtime = _mtime(path)
    try:
        doc = read_json(path, MAX_SAVE_BYTES, "save")
        info = _summary(path, doc, mtime)
        try:
            return replace(info, damage=_damage(doc))
        except SaveError as exc:   # what the file says of itself does not hold (its seed edited, a key malformed)
            return replace(info, error=shown(i18n.say(exc) if exc.key else exc.reason, ERROR_CHARS),
                           edited=exc.key == EDITED)
    except FileRefused as exc:
        reason = i18n.say(SaveError.keyed("kernel.save.cut_off", count=exc.size)) if isinstance(exc, FileCutOff) \
            else exc.reason
    except Malformed as exc:
        reason = str(exc)
    except Exception as exc:  # any surprise in a file is that file's row, never a crash of the list
        reason = f"cannot be summarised ({type(exc).__name__}: {exc})"
    return SaveInfo(path, UNKNOWN, shown(path.stem, TITLE_CHARS), (), None, 0, _date(mtime), mtime,
                    error=shown(reason, ERROR_CHARS))


def _damage(doc: object) -> str | None:
    """What the Load list can tell of a save without replaying it: that it was edited (SaveError), or that its last
    moves are lost (the moves it still holds, worded in the player's language); None when neither shows."""
    checked = validate_document(doc)
    end = checked.get("end")
    steps = checked["steps"]
    if isinstance(end, dict) and end["steps"] > len(steps):
        moves = sum(1 for step in steps if not step.get("auto", False))
        return i18n.t("load.damaged_row", n=moves)
    return None


def _folder_problem(exc: OSError) -> str:
    """Why the saves folder cannot be listed, in words a player can act on."""
    if isinstance(exc, NotADirectoryError):
        return "it is not a folder"
    if isinstance(exc, PermissionError):
        return "permission denied"
    return exc.strerror or type(exc).__name__


def _is_folder(entry: os.DirEntry[str]) -> bool:
    """Subfolders are not saves, even named *.json; an entry that cannot be checked is read (and explains itself)."""
    try:
        return entry.is_dir()
    except OSError:
        return False


def _save_names(folder: Path) -> list[str]:
    """The names of the folder's *.json entries that are not subfolders (OSError when it cannot be listed)."""
    with os.scandir(folder) as listing:
        return [entry.name for entry in listing if entry.name.endswith(SAVE_SUFFIX) and not _is_folder(entry)]


def scan_saves(folder: Path | None = None) -> SaveFolder:
    """Every *.json save in the folder (not its subfolders), newest first; never raises.

    A missing folder is simply empty (nothing was saved yet); an unreadable one is empty with
    `error` saying why. Subfolders are skipped, files that vanish meanwhile are dropped, and
    special files (a FIFO, a link to a device) are rows explaining themselves, read without waiting.
    """
    folder = folder or saves_dir()
    try:
        names = _save_names(folder)
    except FileNotFoundError:
        return SaveFolder(folder, ())
    except OSError as exc:
        return SaveFolder(folder, (), shown(_folder_problem(exc), ERROR_CHARS))
    infos: list[SaveInfo] = []
    for name in names:
        info = read_info(folder / name)
        if info.error is None or os.path.lexists(info.path):
            infos.append(info)
    infos.sort(key=lambda i: (i.mtime, i.saved_at), reverse=True)
    return SaveFolder(folder, tuple(infos))


def latest_in_progress(folder: Path | None = None) -> SaveInfo | None:
    """The most recently saved game that is not over and shows no damage (what Continue resumes), or None; never
    raises: a damaged newest save is passed over for the newest good one.

    Only the newest few files are read, so the menu opens fast over a folder of many finished games.
    """
    folder = folder or saves_dir()
    try:
        names = _save_names(folder)
    except OSError:
        return None
    for path in sorted((folder / name for name in names), key=_mtime, reverse=True)[:CONTINUE_LOOKS]:
        info = read_info(path)
        if info.error is None and info.damage is None and not info.over:
            return info
    return None


def why(exc: BaseException) -> str:
    """Why a save cannot be opened, in the player's language where the fault has words ("this save was edited"),
    naming the file."""
    path = getattr(exc, "path", None)
    text = i18n.say(exc) if getattr(exc, "key", "") else getattr(exc, "reason", None) or str(exc)
    return f"{shown(Path(path).name, TITLE_CHARS)}: {text}" if path else text


def what_differs(replay: Replay) -> str:
    """Where a save stops replaying, what differs there, in the player's language (English only as a fallback)."""
    return i18n.say(replay.why) if replay.why is not None else replay.reason or ""


def row_tip(info: SaveInfo) -> str:
    """A row's tooltip: why the file cannot be read, else where it is (both escaped)."""
    return info.error or shown(str(info.path), PATH_CHARS)


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every *.json save in the folder (not its subfolders), newest first; never raises."""
    return list(scan_saves(folder).infos)


def replay_save(path: Path, *, strict: bool = False) -> Replay:
    """Load a save up to its last good step (`bad_step` says where it stops); SaveError when nothing of it replays."""
    from engine import catalogue

    return catalogue.load_save(path, strict=strict)


def open_save(path: Path, *, strict: bool = False) -> Replay:
    """Load and verify a save; any problem (unreadable, or a step that does not replay) is a SaveError."""
    result = replay_save(path, strict=strict)
    if not result.ok:
        raise SaveError(f"step {result.bad_step}: {result.reason}", path=str(path), step=result.bad_step)
    return result
