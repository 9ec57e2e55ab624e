"""The registry of tests that show an expansion card's effect (issue 12, item 3): `@shows("F01")` on a
test, or `showing(ids, test)` for a parametrized table; every id of the expansion is listed by
`every_card()` and tests/roll_player_fiends/test_cards_coverage.py fails when one has no showing test."""
from __future__ import annotations

from engine.games.roll_player.fiends.content import load_fiends
from tests.showcase import Showcase

SHOWCASE = Showcase()
shows, showing = SHOWCASE.shows, SHOWCASE.showing
VERSIONS = ("1P", "2P+")   # a Monster's two sides; its ability is shown on each


def monster_side(monster: str, players: int) -> str:
    """The registry's name of a Monster's side: "MO1@1P" or "MO1@2P+"."""
    return f"{monster}@{VERSIONS[0] if players == 1 else VERSIONS[1]}"


def every_card() -> dict[str, list[str]]:
    """Every expansion id by kind: familiars, imps, Market cards with the Call to Adventure, minions,
    both sides of each Monster, Adventure cards, the CHiCH classes and races."""
    f = load_fiends()
    return {"familiar": sorted(f.familiars), "imp": sorted(f.imps), "market": [*sorted(f.cards), f.call_to_adventure.id],
            "minion": sorted(f.minions), "monster": [f"{m}@{v}" for m in sorted(f.monsters) for v in VERSIONS],
            "adventure": sorted(f.adventures), "class": sorted(f.classes), "race": sorted(f.races)}
