"""The combat overlay's and card pictures' words: combat_strings.toml beside this module, registered in the
one catalogue under "runebound." (keys "runebound.combat.…"), looked up in a language the caller names."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.kernel.strings import CATALOGUE, Source

STRINGS = Path(__file__).with_name("combat_strings.toml")
NAMESPACE = "runebound"
CATALOGUE.add(Source(NAMESPACE, STRINGS))


def say(key: str, lang: str, **params: Any) -> str:
    """The text of "combat.<key>" in `lang` (English, then the key, when missing)."""
    return CATALOGUE.text(f"{NAMESPACE}.combat.{key}", lang, **params)


def has(key: str) -> bool:
    return CATALOGUE.has(f"{NAMESPACE}.combat.{key}")
