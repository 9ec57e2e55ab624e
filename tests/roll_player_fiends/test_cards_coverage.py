"""Every new card works (issue 12, item 3): each familiar, imp, Market card (and the Call to Adventure),
minion, both sides of each Monster, Adventure card, CHiCH class and race has at least one test that shows
its effect (registered with `@shows` or a parametrized table)."""
from __future__ import annotations

import pytest

from . import (test_backpack, test_battle, test_cards_tables, test_familiars, test_hunt, test_imps,  # noqa: F401
               test_market_cards, test_rounds)  # (fill the showcase)
from .cards import SHOWCASE, every_card

EXPECTED = {"familiar": 15, "imp": 30, "market": 39, "minion": 23, "monster": 12, "adventure": 54, "class": 12,
            "race": 4}


def test_the_content_has_the_expansions_cards() -> None:
    """15 familiars, 30 imps, 38 Market cards and the Call to Adventure, 23 minions, 6 Monsters × 2 sides,
    54 Adventure cards, 12 classes, 4 races."""
    assert {kind: len(ids) for kind, ids in every_card().items()} == EXPECTED


@pytest.mark.parametrize("kind", sorted(EXPECTED))
def test_every_card_has_a_test_that_shows_it(kind: str) -> None:
    missing = SHOWCASE.missing(every_card()[kind])
    assert missing == [], f"{kind} cards without a test that shows them: {missing}"


def test_the_registry_names_only_cards_of_the_content() -> None:
    assert SHOWCASE.unknown(every_card()) == []
