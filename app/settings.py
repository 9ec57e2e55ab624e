"""Player preferences persisted as JSON in the user's config folder, so they survive restarts."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from engine.kernel.save import write_atomic

CONFIG_ENV = "STOLIK_CONFIG_DIR"
FILE_NAME = "settings.json"
BOT_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.6, "fast": 0.15}


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
    bot_speed: str = "normal"

    @property
    def bot_delay(self) -> float:
        """Seconds a bot's move stays 'thinking' on screen so a person can follow it."""
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def from_json(data: Any) -> "Settings":
        s = Settings()
        if not isinstance(data, dict):
            return s
        from app.i18n import LANGS

        if data.get("lang") in LANGS:
            s.lang = data["lang"]
        for name in ("sound", "fullscreen", "strict_undo"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
        volume = data.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool):
            s.volume = min(1.0, max(0.0, float(volume)))
        if data.get("bot_speed") in BOT_SPEEDS:
            s.bot_speed = data["bot_speed"]
        return s


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings file; a missing or broken file gives the defaults (never an error)."""
    path = path or settings_path()
    try:
        with open(path, encoding="utf-8") as fh:
            return Settings.from_json(json.load(fh))
    except (OSError, ValueError):
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write atomically; returns False (and keeps the old file) when the folder is not writable."""
    try:
        write_atomic(path or settings_path(), json.dumps(settings.to_json(), indent=2))
        return True
    except OSError:
        return False
