"""The replay viewer's texts (keys "replay.…" in strings.toml beside this file), through the one catalogue."""
from __future__ import annotations

from typing import Any

from app import i18n

NAMESPACE = "replay."


def t(key: str, lang: str = i18n.FALLBACK, **fmt: Any) -> str:
    """The viewer's text for `key` in `lang`."""
    return i18n.text(NAMESPACE + key, lang, **fmt)
