"""UI strings in English and Polish, loaded from app/strings/<lang>.toml so translators never touch code."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.kernel.untrusted import MAX_CONTENT_BYTES, read_toml

LANGS: tuple[str, ...] = ("en", "pl")
FALLBACK = "en"
STRINGS_DIR = Path(__file__).with_name("strings")

_tables: dict[str, dict[str, str]] = {}
_current = FALLBACK


def _flatten(prefix: str, table: dict[str, Any], out: dict[str, str]) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            _flatten(name + ".", value, out)
        else:
            out[name] = str(value)


def strings(lang: str) -> dict[str, str]:
    """Every UI string of one language as a flat `section.key -> text` map (loaded once)."""
    if lang not in _tables:
        flat: dict[str, str] = {}
        _flatten("", read_toml(STRINGS_DIR / f"{lang}.toml", MAX_CONTENT_BYTES, "string table"), flat)
        _tables[lang] = flat
    return _tables[lang]


def set_lang(lang: str) -> None:
    global _current
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    _current = lang


def lang() -> str:
    return _current


def t(key: str, **fmt: Any) -> str:
    """The current language's text for `key`, formatted with `fmt`; English, then the key, as fallbacks."""
    text = strings(_current).get(key) or strings(FALLBACK).get(key) or key
    return text.format(**fmt) if fmt else text


def pick(texts: dict[str, str] | str) -> str:
    """Choose the current language from a content text such as `{en = "...", pl = "..."}`."""
    if isinstance(texts, str):
        return texts
    return texts.get(_current) or texts.get(FALLBACK) or next(iter(texts.values()), "")
