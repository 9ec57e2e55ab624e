"""The shipped content matches spec §2 and §14, and a damaged file fails with its file, key and what
was expected (each case writes a broken copy of the shipped files to a temporary folder)."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from engine.common.hexes import Hex, distance
from engine.games.runebound.content import CONTENT_DIR, Kind, base_id, content, load
from engine.kernel.errors import ContentError
from tests.content_damage import broken_content


def broken(tmp_path: Path, name: str, old: str, new: str) -> ContentError:
    """Copy the content, replace the first `old` by `new` in file `name`, and return the load error."""
    return broken_content(tmp_path, CONTENT_DIR, load, name, old, new)


def test_the_map_is_a_hexagon_of_169_hexes_with_the_terrain_totals_of_14_1() -> None:
    c = content()
    assert len(c.terrain) == 169
    assert all(distance(Hex(0, 0), h) <= 7 for h in c.terrain)
    assert Counter(c.terrain.values()) == {"H": 33, "F": 27, "P": 26, "R": 24, "W": 19, "S": 17, "M": 15, "C": 8}


def test_eight_cities_tamalir_in_the_centre_and_the_outer_ones_at_distance_6() -> None:
    c = content()
    assert c.start_city == "tamalir" and c.cities["tamalir"].hex == Hex(0, 0)
    assert c.cities["tamalir"].stack_at_start == 0
    outer = [city for city in c.cities.values() if city.id != "tamalir"]
    assert len(outer) == 7 and all(distance(Hex(0, 0), city.hex) == 6 and city.stack_at_start == 1 for city in outer)


def test_gem_hexes_equal_the_counters_and_none_lies_on_a_city_road_or_river() -> None:
    c = content()
    assert Counter(c.gems.values()) == {"green": 22, "yellow": 16, "blue": 11, "red": 9}
    assert Counter(c.gems[h] for h in c.sun) == {"green": 10, "yellow": 7, "blue": 5, "red": 4}
    assert all(c.terrain[h] not in ("C", "R", "W") for h in c.gems)


def test_the_movement_die_faces_of_14_2() -> None:
    faces = content().faces
    assert faces["F1"] == {"P", "R", "H"} and faces["F6"] == {"R", "F", "S", "M"}
    assert Counter(s for f in faces.values() for s in f) == {"P": 4, "R": 4, "F": 3, "H": 2, "W": 2, "S": 2, "M": 2}
    assert content().dice_count == 5


def test_components_count_as_in_section_2() -> None:
    c = content()
    assert len(c.heroes) == 12
    market = Counter(c.card_kind(card) for card in c.market_cards)
    assert market == {"ally": 29, "item": 55}
    kinds = Counter(c.items[base_id(i)].kind for i in c.market_cards if c.card_kind(i) == "item")
    assert kinds == {Kind.WEAPON: 25, Kind.ARMOUR: 12, Kind.ARTIFACT: 18}
    assert {k: len(v) for k, v in c.adventure_cards.items()} == {"green": 35, "yellow": 25, "blue": 16, "red": 8}
    # §2 prints "48 = 22 + 16 + 11 + 9"; the colours add up to 58, as many as the 58 gem hexes of §14.1.
    assert c.rules.counters == {"green": 22, "yellow": 16, "blue": 11, "red": 9}
    assert sum(1 for ch in c.challenges.values() if ch.dragonlord) == 3


def test_every_text_has_english_and_polish() -> None:
    c = content()
    assert c.heroes["varikas"].name.get("pl") == "Varikas Martwy"
    assert c.encounters["kwestia_honoru"].name.get("pl") == "Kwestia Honoru"
    assert c.challenges["margath"].name.get("pl") == "Wielki Władca Margath"


def test_the_unbroken_copy_loads(tmp_path: Path) -> None:
    shutil.copytree(CONTENT_DIR, tmp_path / "content")
    assert load(tmp_path / "content").hash == content().hash


def test_a_gem_on_a_road_hex_is_refused_with_its_coordinates(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", "hexes = [[5, -5], [4, -4]", "hexes = [[1, 0], [4, -4]")
    assert (err.path, err.key) == ("map.toml", "gems.green.hexes[0]")
    assert "(1, 0) is R" in err.expected


def test_a_gem_off_the_map_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", "hexes = [[5, -5], [4, -4]", "hexes = [[8, 0], [4, -4]")
    assert err.key == "gems.green.hexes[0]" and "(8, 0)" in err.expected


def test_a_sun_ray_mark_must_be_on_a_gem_of_its_colour(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", "sun = [[5, -5]", "sun = [[0, -5]")
    assert err.key == "gems.green.sun[0]" and "green" in err.expected


def test_a_row_of_the_wrong_length_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", 'terrain = "W M M H M M M H"', 'terrain = "W M M H M M M"')
    assert err.key == "rows[0].terrain" and "expected 8 terrain letters" in err.expected


def test_an_unknown_terrain_letter_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", 'terrain = "W M M H M M M H"', 'terrain = "W M M H M M M X"')
    assert err.key == "rows[0].terrain" and "'X' at q=7" in err.expected


def test_a_city_must_stand_on_a_city_hex(tmp_path: Path) -> None:
    err = broken(tmp_path, "map.toml", "hex = [-6, 2]", "hex = [-6, 1]")
    assert err.key == "cities[1].hex" and "expected a City hex" in err.expected


def test_gem_count_must_match_the_counters(tmp_path: Path) -> None:
    err = broken(tmp_path, "rules.toml", "green = { count = 22", "green = { count = 21")
    assert (err.path, err.key) == ("map.toml", "gems.green") and "expected 21 green gem hexes" in err.expected


def test_a_movement_die_cannot_show_a_city(tmp_path: Path) -> None:
    err = broken(tmp_path, "dice.toml", 'symbols = ["P", "R", "H"]', 'symbols = ["P", "C", "H"]')
    assert err.key == "faces[0].symbols[1]"


def test_a_deck_that_does_not_add_up_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "adventures.toml", "green = 35", "green = 36")
    assert err.key == "deck_sizes.green" and "add up to 35" in err.expected


def test_a_misspelt_key_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "heroes.toml", "stamina = 3", "stamnia = 3")
    assert err.key == "heroes[0].stamnia" and "unknown key" in err.expected


def test_an_item_of_an_unknown_kind_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'kind = "weapon"', 'kind = "wepaon"')
    assert err.path == "market.toml" and err.key == "items[0].kind" and "weapon" in err.expected


def test_a_missing_polish_text_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "heroes.toml", 'name = { en = "Varikas the Dead", pl = "Varikas Martwy" }',
                 'name = { en = "Varikas the Dead" }')
    assert err.key == "heroes[0].name.pl"
