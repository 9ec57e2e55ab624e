"""The expansion's card ids as the rules need them, read from the content engineer's `load_fiends()`.

Kinds whose content is not shipped yet (imps, minions, monsters, adventures, the CHiCH Market cards)
read as empty, so setup and the round work with what exists; each list fills in once the content does.
"""
from __future__ import annotations

from typing import Any

from ..state import Colour
from .content import load_fiends

ADVENTURE_TYPES = ("lair", "trap", "attack")   # the order they are revealed and gained (spec §12.5, §12.7)


def _records(kind: str) -> dict[str, Any]:
    return dict(getattr(load_fiends(), kind, {}) or {})


def familiar_ids() -> list[str]:
    return list(load_fiends().familiars)


def imp_ids() -> list[str]:
    return list(_records("imps"))


def minion_stacks() -> tuple[list[str], list[str]]:
    """The 1-dot and 2-dot Minion stacks (spec §12.2.2 step 19)."""
    minions = _records("minions")
    return ([k for k, m in minions.items() if getattr(m, "dots", 1) == 1],
            [k for k, m in minions.items() if getattr(m, "dots", 1) == 2])


def minion_ids() -> list[str]:
    one, two = minion_stacks()
    return one + two


def monsters(solo: bool) -> list[tuple[str, Colour | None]]:
    """The Monster cards of the set in use ("2P+" or "1P"), each with its colour (spec §12.2.2 step 17)."""
    out = []
    for k, m in _records("monsters").items():
        version = str(getattr(m, "version", getattr(m, "players", "")))
        if version and (version in ("1P", "solo", "1")) != solo:
            continue
        out.append((k, getattr(m, "colour", None)))
    return out


def monster_ids() -> list[str]:
    return list(_records("monsters"))


def adventures_of(monster: str) -> dict[str, list[str]]:
    """The Monster's Adventure cards by type (lair, trap, attack)."""
    out: dict[str, list[str]] = {t: [] for t in ADVENTURE_TYPES}
    for k, a in _records("adventures").items():
        if getattr(a, "monster", None) == monster:
            kind = str(getattr(a, "type", getattr(a, "kind", ""))).lower()
            if kind in out:
                out[kind].append(k)
    return out


def adventure_ids() -> list[str]:
    return list(_records("adventures"))
