"""The expansion's pictures: one for each kind of card the table draws with a picture, nothing else, and
every expansion Market card shows a base card's picture of its own type (scrolls, which no base card is,
their own)."""
from __future__ import annotations

import pygame

from app.games.roll_player import art
from engine.games.roll_player.content import load_content
from engine.games.roll_player.fiends.content import load_fiends


def test_every_kind_has_its_picture(screen: pygame.Surface) -> None:
    """One picture per kind of card, per expansion race (its portrait) and per familiar (its animal)."""
    f = load_fiends()
    assert set(art.fiends_pictures()) == set(art.FIENDS_KINDS) | set(f.races) | set(f.familiars)
    for kind in art.FIENDS_KINDS:
        assert art.fiends_picture(kind, (40, 40)).get_size() == (40, 40)


def test_expansion_market_cards_borrow_a_picture_of_their_type(screen: pygame.Surface) -> None:
    base = load_content().cards
    for cid, card in load_fiends().cards.items():
        own = art.resolve(cid)
        if card.type == "scroll":   # no base card is a scroll: the scroll picture
            assert own is None and art.has_picture(cid)
        else:
            assert own is not None and own in base and base[own].type == card.type, cid
        assert art.picture(cid, (30, 42)).get_size() == (30, 42)
