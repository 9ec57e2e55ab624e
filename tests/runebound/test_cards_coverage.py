"""Every card works (issue 13, item 5): each hero, ally, item and adventure card id in the content has at least
one test that shows its effect (registered with `@shows` or a parametrized table in the test_cards_* files)."""
from __future__ import annotations

import pytest

from . import test_cards_adventures, test_cards_allies, test_cards_heroes, test_cards_items  # noqa: F401  (fill the showcase)
from .cards import SHOWCASE, every_card

EXPECTED = {"hero": 12, "ally": 10, "item": 19, "challenge": 27, "event": 13, "encounter": 13}


def test_the_content_has_the_cards_of_section_14() -> None:
    """12 heroes, 10 ally cards (29 copies), 19 item cards (55 copies), 27 challenges, 13 events, 13 encounters."""
    assert {kind: len(ids) for kind, ids in every_card().items()} == EXPECTED


@pytest.mark.parametrize("kind", sorted(EXPECTED))
def test_every_card_has_a_test_that_shows_it(kind: str) -> None:
    missing = SHOWCASE.missing(every_card()[kind])
    assert missing == [], f"{kind} cards without a test that shows them: {missing}"


def test_the_registry_names_only_cards_of_the_content() -> None:
    assert SHOWCASE.unknown(every_card()) == []
