"""The combat overlay's and card pictures' words: combat_strings.toml beside this module (keys "combat.…"),
listed in the game's manifest, so they are "runebound.combat.…" in the one catalogue."""
from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401  (registers every installed game's string files with the catalogue)
from engine.kernel.strings import CATALOGUE

NAMESPACE = "runebound"
WORDS = CATALOGUE


def say(key: str, lang: str, **params: Any) -> str:
    """The text of "combat.<key>" in `lang` (English, then the key, when missing)."""
    return WORDS.text(f"{NAMESPACE}.combat.{key}", lang, **params)


def has(key: str) -> bool:
    return WORDS.has(f"{NAMESPACE}.combat.{key}")
