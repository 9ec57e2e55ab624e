"""Zerywia's table words: the engine's string file and the table's join the catalogue under the game's namespace, so
every key the engine names reads in both languages while the table is drawn."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from app import i18n
from engine.kernel.strings import CATALOGUE, Source
from engine.manifest import resource_path

NAMESPACE = "zerywia"
ENGINE_STRINGS = resource_path("engine.games.zerywia:content/strings.toml")
for _path in (ENGINE_STRINGS, Path(__file__).parent / "strings.toml"):
    if _path is not None:
        CATALOGUE.add(Source(NAMESPACE, _path))


def say(key: str, lang: str, **params: Any) -> str:
    """A table text in `lang` ("zerywia." is prefixed to `key`)."""
    return i18n.text(f"{NAMESPACE}.{key}", lang, **params)
