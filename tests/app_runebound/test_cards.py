"""Runebound's card pictures: every card of the content, in English and Polish, as a thumbnail and large, with
no legible text overflowing its box; a large card keeps its whole rules text; pictures are cached."""
from __future__ import annotations

import os
from typing import Iterator

import pygame
import pytest

from app.games.runebound import cards
from app.render import cache, fit
from engine.games.runebound.content import content

THUMB, LARGE, ZOOM = 76, 236, 354


@pytest.fixture(autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    yield


def every_card() -> list[tuple[str, str]]:
    c = content()
    out = [(h, "hero") for h in c.heroes] + [(a, "ally") for a in c.allies] + [(i, "item") for i in c.items]
    out += [(ch, "challenge") for ch in c.challenges] + [(e, "event") for e in c.events]
    out += [(e, "encounter") for e in c.encounters] + [(c.duellist.card, "ally")]
    return out


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("width", [THUMB, LARGE, ZOOM])
def test_every_card_renders_without_overflow(lang: str, width: int) -> None:
    cache.clear_all()
    with fit.recording() as log:
        for card, kind in every_card():
            surf = cards.picture(card, width, lang, kind)
            assert surf.get_size() == cards.card_size(width), card
    assert not log.overflows(), [(f.text, f.where) for f in log.overflows()]
    if width >= LARGE:
        assert not log.cuts(), [f.text for f in log.cuts()]


def test_a_thumbnail_leaves_the_rules_text_to_the_large_card() -> None:
    cache.clear_all()
    text = content().heroes["varikas"].text.get("en")
    with fit.recording() as log:
        cards.picture("varikas", THUMB, "en")
    assert not any(f.text == text for f in log.fits)
    with fit.recording() as log:
        cards.picture("varikas", LARGE, "en")
    assert any(f.text == text for f in log.fits)


def test_a_picture_is_cached_per_card_width_and_language() -> None:
    a = cards.picture("wild_boar.2", 120, "pl")
    assert cards.picture("wild_boar.1", 120, "pl") is a, "copies share one picture"
    assert cards.picture("wild_boar.1", 120, "en") is not a
    assert cards.picture("wild_boar.1", 121, "pl") is not a


def test_adventure_cards_wear_their_decks_colour() -> None:
    assert cards.frame_colour("wild_boar.1") == cards.GEM["green"]
    assert cards.frame_colour("troll.1") == cards.GEM["yellow"]
    assert cards.frame_colour("margath") == cards.FRAME["margath"]
    assert cards.kind_of("varikas") == "hero" and cards.kind_of("longbow.1") == "item"


def test_a_card_turned_face_down_this_turn_is_washed_out() -> None:
    fresh = cards.picture("lucky_charm.1", 90, "en", "item")
    used = cards.picture("lucky_charm.1", 90, "en", "item", used=True)
    assert used.get_size() == fresh.get_size() and used is not fresh
    assert pygame.image.tobytes(used, "RGBA") != pygame.image.tobytes(fresh, "RGBA")
    assert cards.picture("lucky_charm.2", 90, "en", "item", used=True) is used


@pytest.mark.parametrize("width", [16, 40, 600])
def test_every_card_draws_at_a_tiny_or_a_huge_width(width: int) -> None:
    for card, kind in every_card():
        assert cards.picture(card, width, "pl", kind).get_size() == cards.card_size(width)
