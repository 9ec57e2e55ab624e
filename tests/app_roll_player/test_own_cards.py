"""A player reads their own cards without zooming, and every other player's race and class in full."""
from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.roll_player import layout, paint, tableau
from app.render import fonts
from engine.games.roll_player.content import load_content
from tests.app_roll_player.conftest import SIZES
from tests.app_roll_player.positions import session_at
from tests.app_roll_player.tablekit import shown_table, table_rect

READABLE_PX = 13  # the smallest rules text a player reads at 1920×1080 without zooming


def cards_area(size: tuple[int, int], players: int = 4) -> tuple[pygame.Rect, float]:
    grid = layout.build(table_rect(size), players, 0)
    u = grid.scaler.u
    n = max(1, round(2 * tableau.GAP * u))
    return grid.main.cards.inflate(-n, -n), u


def player(**cards: Any) -> dict[str, Any]:
    return {"weapons": cards.get("weapons", []), "armour": cards.get("armour", []),
            "traits": cards.get("traits", []), "skills": cards.get("skills", {})}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_own_rules_text_is_readable_at_1080p_for_every_player_late_in_the_game(lang: str) -> None:
    i18n.set_lang(lang)
    area, u = cards_area((1920, 1080))
    s = session_at(4, "late", seed=44)
    for p in s.view(0)["players"]:
        laid = tableau.plan(p, area, u)
        assert laid.rules_px >= READABLE_PX
        assert not laid.cut, f"{lang}: some rules text of seat {p['seat']} did not fit"


def test_a_crowded_hand_keeps_the_readable_size_and_cuts_text_with_an_ellipsis() -> None:
    i18n.set_lang("pl")
    c = load_content()
    by_type = {t: [cid for cid, card in c.cards.items() if card.type == t] for t in ("weapon", "armour", "trait", "skill")}
    p = player(weapons=by_type["weapon"][:2], armour=by_type["armour"][::3], traits=by_type["trait"][:4],
               skills={cid: False for cid in by_type["skill"][:6]})
    area, u = cards_area((1920, 1080))
    laid = tableau.plan(p, area, u)
    assert laid.rules_px >= READABLE_PX
    assert laid.cut and all(t.rules_lines[-1].endswith("…") for t in laid.tiles if t.cut and t.rules_lines)
    for tile in laid.tiles:
        assert area.contains(tile.rect)
    for a, b in itertools.combinations(laid.tiles, 2):
        assert not a.rect.colliderect(b.rect)


def test_armour_of_one_set_shares_a_tile_and_keeps_a_picture_each() -> None:
    c = load_content()
    chain = [cid for cid, card in c.cards.items() if card.armour == "chain"][:3]
    leather = [cid for cid, card in c.cards.items() if card.armour == "leather"][:1]
    area, u = cards_area((1920, 1080))
    laid = tableau.plan(player(armour=chain + leather), area, u)
    assert [t.cards for t in laid.tiles] == [tuple(chain), tuple(leather)]
    assert len({tuple(r) for r in laid.tiles[0].thumbs}) == 3


def test_every_owned_card_is_a_spot_and_the_tutorial_finds_each_kind(screen: pygame.Surface) -> None:
    s = session_at(4, "late", seed=44)
    table = shown_table(s, (1920, 1080))
    p = table.view["players"][table.main_seat]
    owned = [*p["weapons"], *p["armour"], *p["traits"], *p["skills"]]
    assert owned
    for card in owned:
        tile = table.spots[("card", table.main_seat, card)]
        art = table.spots[("card_art", table.main_seat, card)]
        assert tile.contains(art)
    for group, key in (("weapons", "weapons"), ("armour", "armour"), ("traits", "traits"), ("skills", "skills")):
        area = table.anchor(group)
        assert area is not None
        for card in p[key]:
            assert area.contains(table.spots[("card_art", table.main_seat, card)])


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("size", SIZES)
def test_compact_panels_show_race_and_class_names_in_full(lang: str, size: tuple[int, int]) -> None:
    i18n.set_lang(lang)
    c = load_content()
    grid = layout.build(table_rect(size), 4, 0)
    u = grid.scaler.u
    px = max(6, round(paint.IDENTITY_SIZE * u))
    for sheet in grid.others.values():
        room = sheet.header.w - max(1, round(8 * u))
        for race, cls in itertools.product(c.races, c.classes):
            words = paint.identity({"race": race, "class_id": cls})
            assert text_fits(words, px, room), f"{words!r} is cut at {size}"
            assert c.races[race].name.get(lang) in words and c.classes[cls].name.get(lang) in words


def text_fits(words: str, px: int, room: int) -> bool:
    return fonts.font(px, condensed=True).size(words)[0] <= room


def test_the_compact_header_lines_do_not_overlap(screen: pygame.Surface) -> None:
    grid = layout.build(table_rect((1280, 720)), 4, 0)
    u = grid.scaler.u
    for sheet in grid.others.values():
        identity_top = sheet.header.y + round(paint.IDENTITY_Y * u)
        assert sheet.gold.bottom <= identity_top and sheet.charisma.bottom <= identity_top
        assert not sheet.gold.colliderect(sheet.charisma)
        assert sheet.header.contains(sheet.gold) and sheet.header.contains(sheet.charisma)
