"""The combat overlay's and card pictures' words: combat_strings.toml beside this module, keys "combat.…",
read into a catalogue of their own under the "runebound." namespace (the keys they will have once the table's
owner lists the file in the game's manifest; then `WORDS` becomes the one catalogue, CATALOGUE)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.kernel.strings import Catalogue, Source

STRINGS = Path(__file__).with_name("combat_strings.toml")
NAMESPACE = "runebound"
WORDS = Catalogue()
WORDS.add(Source(NAMESPACE, STRINGS))


def say(key: str, lang: str, **params: Any) -> str:
    """The text of "combat.<key>" in `lang` (English, then the key, when missing)."""
    return WORDS.text(f"{NAMESPACE}.combat.{key}", lang, **params)


def has(key: str) -> bool:
    return WORDS.has(f"{NAMESPACE}.combat.{key}")
