"""The pygame-gui theme (art/theme.json) made location-independent, plus a manager factory.

The JSON keeps font paths relative to the repository (readable, and loadable from the repo
root as-is); `theme_dict()` rewrites them to absolute paths so the app works from any
working directory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.kernel.canonical import JsonObject
from engine.kernel.errors import FileRefused
from engine.kernel.untrusted import MAX_CONTENT_BYTES, read_json

ART_DIR = Path(__file__).resolve().parents[2] / "art"
THEME_PATH = ART_DIR / "theme.json"
PRELOAD_SIZES = (14, 16)  # html <b>/<i> in text boxes and the log panel (16 bold: buttons)
_PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")


def theme_dict() -> JsonObject:
    """The theme as a dict with absolute font paths (pass it to pygame_gui.UIManager)."""
    data = read_json(THEME_PATH, MAX_CONTENT_BYTES, "theme file")
    if not isinstance(data, dict):
        raise FileRefused(str(THEME_PATH), "is not a JSON object")
    for block in data.values():
        fonts = block.get("font") if isinstance(block, dict) else None
        for font in (fonts if isinstance(fonts, list) else [fonts] if fonts else []):
            if not isinstance(font, dict):
                continue
            for key in _PATH_KEYS:
                path = font.get(key)
                if isinstance(path, str):
                    font[key] = str(ART_DIR.parent / path)
    return data


def make_manager(size: tuple[int, int], language: str = "en") -> Any:
    """A pygame_gui.UIManager styled with the Stolik theme (imported lazily)."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, theme_dict(), enable_live_theme_updates=False,
                                   starting_language=language)
    manager.preload_fonts([{"name": "dejavu", "point_size": size_, "style": style,
                            "antialiased": "1"}
                           for size_ in PRELOAD_SIZES for style in ("bold", "italic")
                           if (size_, style) != (16, "bold")])
    return manager
