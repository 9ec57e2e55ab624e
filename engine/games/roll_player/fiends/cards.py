"""The expansion's card ids as the rules need them, read from the content's `load_fiends()`."""
from __future__ import annotations

from ..state import Colour
from .content import load_fiends


def adventure_types() -> tuple[str, ...]:
    """Lair, trap, attack: the order Adventure tokens are gained and the cards resolved (§12.5, §12.7)."""
    return load_fiends().adventure_order


def familiar_ids() -> list[str]:
    return list(load_fiends().familiars)


def imp_ids() -> list[str]:
    return list(load_fiends().imps)


def minion_stacks() -> tuple[list[str], list[str]]:
    """The 1-dot and 2-dot Minion stacks (spec §12.2.2 step 19)."""
    minions = load_fiends().minions
    return [k for k, m in minions.items() if m.dots == 1], [k for k, m in minions.items() if m.dots == 2]


def minion_ids() -> list[str]:
    return list(load_fiends().minions)


def monsters() -> list[tuple[str, Colour]]:
    """Every Monster with its colour (each card has a "2P+" and a "1P" side, spec §12.2.2 step 17)."""
    return [(k, m.colour) for k, m in load_fiends().monsters.items()]


def monster_ids() -> list[str]:
    return list(load_fiends().monsters)


def adventures_of(monster: str) -> dict[str, list[str]]:
    """The Monster's Adventure cards by type (lair, trap, attack)."""
    f = load_fiends()
    return {kind: [a.id for a in f.adventures_of(monster, kind)] for kind in f.adventure_order}


def adventure_ids() -> list[str]:
    return list(load_fiends().adventures)
