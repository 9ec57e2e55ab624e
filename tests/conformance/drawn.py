"""What a table draws in words, judged: every string the app's font rendered while a test recorded (the shared text
helpers and direct renders alike, app/render/fit.py) and every widget's caption, searched for what a player must
never read (an internal id, an argument list, a doubled word, a seat placeholder where seats have names, a raw
catalogue key, an unfilled parameter, a text of the other language)."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from engine.kernel.strings import CATALOGUE, LANGS

FAULTS: dict[str, re.Pattern[str]] = {
    "an internal id": re.compile(r"\b[a-z]{2,}\d+\b|\b[A-Z]\d{1,3}\b"),                  # ally0, a card B40, P1, F4
    "an argument list": re.compile(r"[^\W\d_]\((?!s\))|\(\w+: \d|\w=\w"),              # kind(, (rest: 1, kind=x
    "a snake_case word": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a raw catalogue key": re.compile(r"\b[a-z][a-z-]*\.[a-z_]+\.\w"),
    "an unfilled parameter": re.compile(r"\{\w*\}"),
    "a doubled word": re.compile(r"\b([^\W\d_]{2,})[ \t]+\1\b", re.IGNORECASE),           # the the (not two lines)
}
PLACEHOLDER = re.compile(r"\b(Player|Gracz) \d\b")   # a seat's stand-in name (app/seat_names.py)


@lru_cache(maxsize=None)
def other_language(lang: str) -> frozenset[str]:
    """Texts of the other languages that `lang` says differently (no parameters, at least one word): one of these
    drawn in `lang` is a text the translation missed."""
    own = CATALOGUE.table(lang)
    out: set[str] = set()
    for other in LANGS:
        if other == lang:
            continue
        for key, text in CATALOGUE.table(other).items():
            mine = own.get(key)
            if mine is not None and mine != text and "{" not in text and re.search(r"[^\W\d_]{3,}", str(text)):
                out.add(str(text))
    return frozenset(out - set(map(str, own.values())))


def faults(strings: Iterable[str], lang: str, names: Iterable[str]) -> list[str]:
    """What is wrong with each drawn string, one line per fault: '<what>: <the string>'."""
    named = any(name and not PLACEHOLDER.fullmatch(name) for name in names)
    foreign = other_language(lang)
    out: list[str] = []
    for s in sorted(set(strings)):
        if not s.strip():
            continue
        for what, pattern in FAULTS.items():
            found = pattern.search(s)
            if found is not None:
                out.append(f"{what} ({found.group(0)!r}) in {s!r}")
        if named and PLACEHOLDER.search(s):
            out.append(f"a seat placeholder where seats have names in {s!r}")
        if s.strip() in foreign:
            out.append(f"a text not in {lang} in {s!r}")
    return out
