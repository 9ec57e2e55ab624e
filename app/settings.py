"""Player preferences persisted as JSON in the user's config folder, so they survive restarts."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable

from app.i18n import LANGS
from app.last_table import valid_shape
from engine.kernel.canonical import JsonObject
from engine.kernel.errors import FileRefused, StolikError
from engine.kernel.save import write_atomic
from engine.kernel.untrusted import read_json, shown

CONFIG_ENV = "STOLIK_CONFIG_DIR"
FILE_NAME = "settings.json"
BOT_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.6, "fast": 0.15}
SETTINGS_CAP = 64 * 1024
VOLUME_MIN = 0.0
VOLUME_MAX = 1.0
WHAT = "settings file"


def config_dir() -> Path:
    """$STOLIK_CONFIG_DIR, else $XDG_CONFIG_HOME/stolik, else ~/.config/stolik."""
    if os.environ.get(CONFIG_ENV):
        return Path(os.environ[CONFIG_ENV])
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "stolik"


@dataclass
class Settings:
    """Everything the Settings scene edits; unknown or malformed values fall back to defaults."""

    lang: str = "en"
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    strict_undo: bool = False
    handover: bool = True  # cover the table between two people's decisions (hot seat)
    bot_speed: str = "normal"
    last_table: JsonObject | None = None  # the New game form last started (app.last_table)

    @property
    def bot_delay(self) -> float:
        """Seconds a bot's move stays 'thinking' on screen so a person can follow it."""
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    def to_json(self) -> JsonObject:
        """The plain mapping written to the settings file."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def from_json(data: JsonObject) -> "SettingsLoad":
        """Take every usable key from a parsed file; each unusable one keeps its default and is named."""
        settings = Settings()
        reset: list[str] = []
        for name, usable in _CHECKS.items():
            if name not in data:
                continue
            value = data[name]
            if usable(value):
                setattr(settings, name, float(value) if name == "volume" else value)
            else:
                reset.append(name)
        return SettingsLoad(settings, tuple(reset))


def _is_bool(value: Any) -> bool:
    """Only true/false: 1 or "yes" is a typo, not a switch position."""
    return isinstance(value, bool)


def _is_volume(value: Any) -> bool:
    """A real number in range; bool is an int in Python but never a volume."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and VOLUME_MIN <= value <= VOLUME_MAX


def _one_of(choices: tuple[str, ...] | dict[str, float]) -> Callable[[Any], bool]:
    """Membership tested only on strings, so a list or mapping in the file cannot raise TypeError."""
    return lambda value: isinstance(value, str) and value in choices


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "lang": _one_of(LANGS),
    "sound": _is_bool,
    "volume": _is_volume,
    "fullscreen": _is_bool,
    "strict_undo": _is_bool,
    "handover": _is_bool,
    "bot_speed": _one_of(BOT_SPEEDS),
    "last_table": valid_shape,
}


@dataclass(frozen=True)
class SettingsLoad:
    """What reading the settings file gave: the settings to use and what had to be reset, to tell the user."""

    settings: Settings
    reset: tuple[str, ...] = ()
    refused: FileRefused | None = None

    @property
    def quiet(self) -> bool:
        """True when nothing needs telling (a good file, or none yet on a first start)."""
        return not self.reset and self.refused is None

    def reset_shown(self) -> str:
        """The reset keys with the defaults they now hold, safe to draw (`volume = 0.7, lang = "en"`)."""
        return ", ".join(f"{shown(name)} = {shown(json.dumps(getattr(self.settings, name)))}" for name in self.reset)


class SettingsNotSaved(StolikError):
    """The settings file could not be written; names the file and why, to show as it is."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{shown(os.fspath(path))}: {shown(reason)}")


def settings_path() -> Path:
    """Where the settings file lives (see `config_dir`)."""
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> SettingsLoad:
    """Read the settings through the guarded door; never raises, never hangs, and says what it reset."""
    path = path or settings_path()
    try:
        data = read_json(path, SETTINGS_CAP, WHAT)
    except FileRefused as exc:
        if not os.path.lexists(path):
            return SettingsLoad(Settings())
        return SettingsLoad(Settings(), refused=exc)
    if not isinstance(data, dict):
        return SettingsLoad(Settings(), refused=FileRefused(os.fspath(path), f"is not a JSON object, not a {WHAT}"))
    return Settings.from_json(data)


def _write_reason(exc: OSError, path: Path) -> str:
    """A plain reason for a failed write (a file where the folder should be reads better than 'File exists')."""
    folder = path.parent
    if isinstance(exc, (FileExistsError, NotADirectoryError)) and folder.exists() and not folder.is_dir():
        return f"{shown(os.fspath(folder))} is not a folder"
    if isinstance(exc, IsADirectoryError):
        return "a folder stands in its place"
    if isinstance(exc, PermissionError):
        return "permission denied"
    return exc.strerror or str(exc)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically (the old file stays on failure); raises SettingsNotSaved so a failure is never silent."""
    path = path or settings_path()
    try:
        write_atomic(path, json.dumps(settings.to_json(), indent=2))
    except OSError as exc:
        raise SettingsNotSaved(path, _write_reason(exc, path)) from exc
