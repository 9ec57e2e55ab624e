"""The replay viewer's own texts (en/pl), read from strings.toml beside this file."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.kernel.untrusted import MAX_CONTENT_BYTES, read_toml

STRINGS = Path(__file__).with_name("strings.toml")
FALLBACK = "en"


@lru_cache(maxsize=1)
def _tables() -> dict[str, dict[str, str]]:
    return read_toml(STRINGS, MAX_CONTENT_BYTES, "string table")


def t(key: str, lang: str = FALLBACK, **fmt: Any) -> str:
    """The text for `key` in `lang`, English and then the key itself as fallbacks."""
    tables = _tables()
    text = tables.get(lang, {}).get(key) or tables[FALLBACK].get(key) or key
    return text.format(**fmt) if fmt else text
