"""The app's words: the one string catalogue (engine/kernel/strings.py) with the app's own files added,
one current language, and a version that changes with it.

Every package's texts live in TOML: the app's in app/strings/<lang>.toml (keys without a namespace),
the board host's, the replay viewer's and the tutorial overlay's beside their code ("board.…",
"replay.…", "tutorial.…"), each
game's as its manifest lists them ("<game id>.…"), the engine's beside its code ("kernel.…").
Anything that caches drawn text keeps a `Watch` and repaints once the language has changed, so a
switch redraws everything without each scene rebuilding its caches by hand. Counts are spoken by the
catalogue: a text with plural forms takes the one its `count` parameter needs (t("roll-player.price",
count=2) is "2 złota" in Polish), and `{name:a}` gives an English name its article.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import engine.games  # noqa: F401  (registers every installed game's string files with the catalogue)
from engine.kernel.errors import KeyedError, StolikError
from engine.kernel.strings import CATALOGUE, FALLBACK, LANGS, ROOT, Message, Source
from engine.kernel.timeline import Verdict

APP_DIR = Path(__file__).parent
STRINGS_DIR = APP_DIR / "strings"
# The app's packages with string files of their own (a game's are listed by its manifest).
PACKAGE_STRINGS: dict[str, Path] = {
    "board": APP_DIR / "board" / "strings.toml",
    "replay": APP_DIR / "replay" / "strings.toml",
    "tutorial": APP_DIR / "tutorial" / "strings.toml",
}

for _lang in LANGS:
    CATALOGUE.add(Source(ROOT, STRINGS_DIR / f"{_lang}.toml", _lang))
for _namespace, _path in PACKAGE_STRINGS.items():
    CATALOGUE.add(Source(_namespace, _path))

_current = FALLBACK
_version = 0


def strings(lang: str) -> dict[str, str]:
    """Every text of one language (all namespaces) as the catalogue's live flat `key -> text` map."""
    return CATALOGUE.table(lang)


def set_lang(lang: str) -> None:
    """Make `lang` current; a change bumps the version, so cached text repaints on its next draw."""
    global _current, _version
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    if lang != _current:
        _current = lang
        _version += 1


def lang() -> str:
    return _current


def version() -> int:
    """Changes whenever the language does; what a cache of drawn text compares against."""
    return _version


class Watch:
    """One cache's eye on the language: `changed()` is True once after each switch since it last looked."""

    def __init__(self) -> None:
        self._seen = _version

    def changed(self) -> bool:
        if self._seen == _version:
            return False
        self._seen = _version
        return True


def t(key: str, **params: Any) -> str:
    """`key`'s text in the current language, filled in with `params` (a Message parameter in the same language)."""
    return CATALOGUE.text(key, _current, **params)


def text(key: str, lang: str, **params: Any) -> str:
    """`key`'s text in a given language (a tutorial check or a replay told which language to use)."""
    return CATALOGUE.text(key, lang, **params)


def has(key: str) -> bool:
    return CATALOGUE.has(key)


def say(what: Message | KeyedError | Verdict | BaseException | str) -> str:
    """Anything the engine names by key (a Message, a keyed error, a refused undo) in the current language;
    any other error as its own text, and a refused-nothing verdict as nothing."""
    if isinstance(what, Message):
        return t(what.key, **what.params)
    if isinstance(what, (KeyedError, Verdict)):
        return t(what.key, **what.params) if what.key else ""
    if isinstance(what, StolikError) and what.catalogue_key:   # a file's fault a person understands (a save cut off)
        return t(what.catalogue_key, **what.params)
    return str(what)


def pick(texts: Mapping[str, str] | str) -> str:
    """Choose the current language from a content text such as `{en = "...", pl = "..."}`."""
    if isinstance(texts, str):
        return texts
    return texts.get(_current) or texts.get(FALLBACK) or next(iter(texts.values()), "")
