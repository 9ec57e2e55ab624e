"""The shipped Island content matches spec §2, §4 and §20, and a damaged file fails with its file, key and
what was expected (each case writes a broken copy of the shipped files to a temporary folder)."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from engine.common.hexes import Hex, distance
from engine.games.discover.content import CONTENT_DIR, DIRECTIONS, FIXTURE_BACK, Tile, content, load
from engine.kernel.errors import ContentError
from tests.content_damage import broken_content


def broken(tmp_path: Path, name: str, old: str, new: str) -> ContentError:
    """Copy the content, replace the first `old` by `new` in file `name`, and return the load error."""
    return broken_content(tmp_path, CONTENT_DIR, load, name, old, new)


def island_tiles() -> list[Tile]:
    """The tiles setup deals: every tile but the fixtures a prepared position may lay (PD-FIXTURE-MAP)."""
    return [t for t in content().island.tiles.values() if t.back != FIXTURE_BACK]


def test_the_island_is_13_tiles_of_91_spaces_laid_as_in_20_2() -> None:
    c = content()
    assert len(c.island.slots) == 13 and len(island_tiles()) == 13 and len(c.cells) == 91
    start = [s for s in c.island.slots if s.stack == "start"]
    assert [s.centre for s in start] == [Hex(0, 0)]
    assert Counter(t.back for t in island_tiles()) == {"start": 1, "1": 6, "2": 6}
    assert [t.id for t in c.island.tiles.values() if t.back == FIXTURE_BACK] == ["example_turn"]


def test_every_outer_tile_touches_two_inner_tiles() -> None:
    c = content()
    inner = [s.centre for s in c.island.slots if s.stack == "1"]
    for slot in (s for s in c.island.slots if s.stack == "2"):
        # neighbouring tile centres lie at hex distance 3 on the flower lattice (spec §20.1)
        assert sum(1 for centre in inner if distance(centre, slot.centre) == 3) == 2, slot.id


def test_the_tiles_print_the_symbol_totals_of_20_5() -> None:
    spaces = [s for t in island_tiles() for s in t.spaces]
    assert Counter(s.landscape for s in spaces if s.landscape) == {"B": 10, "J": 10, "R": 6}
    assert sum(s.water for s in spaces) == 3
    assert sorted(s.poi for s in spaces if s.poi is not None) == [1, 5, 8, 12, 20, 33]
    assert sum(s.objective for s in spaces) == 2
    camp = [(t.id, s.direction) for t in island_tiles() for s in t.spaces if s.camp]
    assert camp == [("S0", "C")]


def test_the_stamina_costs_of_the_island_terrain() -> None:
    costs = {code: t.cost for code, t in content().rules.terrain.items()}
    assert costs == {"T": 1, "Z": 2, "G": 3, "O": 4}


def test_the_compass_maps_each_die_value_to_one_direction() -> None:
    compass = content().rules.compass
    assert sorted(compass) == list(range(1, 13))
    assert [compass[v] for v in (12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)] == \
        ["N", "N", "NE", "NE", "SE", "SE", "S", "S", "SW", "SW", "NW", "NW"]
    assert DIRECTIONS["N"] == Hex(0, -1) and DIRECTIONS["SE"] == Hex(1, 0)


def test_landscape_stacks_hold_52_tokens_as_in_20_6() -> None:
    stacks = content().island.landscape
    assert {k: len(v.tokens) for k, v in stacks.items()} == {"B": 16, "J": 20, "R": 16}
    beach = stacks["B"].tokens
    assert Counter((t.resource, t.amount) for t in beach if t.resource) == {
        ("wood", 1): 3, ("wood", 2): 1, ("component", 1): 3, ("component", 2): 1, ("stone", 1): 1, ("food", 1): 2,
        ("meat", 1): 1}
    assert [t.enemy for t in beach if t.enemy] == [2]
    assert sorted(t.search for t in beach if t.search) == [40, 42, 45]
    assert sorted(t.enemy for t in stacks["R"].tokens if t.enemy) == [1, 4, 8]
    ids = [t.id for s in stacks.values() for t in s.tokens]
    assert len(ids) == len(set(ids)) == 52


def test_water_sources_monsters_and_special_monsters() -> None:
    island = content().island
    assert Counter(r for _, r in island.water_sources) == {"clean_water": 1, "dirty_water": 2}
    assert sorted(n for _, n in island.monsters) == [1, 1, 4, 5, 5, 7, 7, 9]
    assert {k: (v.deck, v.number) for k, v in island.special_monsters.items()} == {
        "jungle_shadow": ("search", 21), "old_caiman": ("enemy", 10)}


def test_the_enemy_deck_holds_16_cards_and_the_rulebooks_python() -> None:
    enemies = content().enemies
    assert sum(e.copies for e in enemies.values()) == 16
    python = enemies[4]
    assert (python.name.en, python.name.pl) == ("Giant Python", "Ogromny pyton")
    assert (python.defense, python.attack, python.health, dict(python.reward)) == (8, 6, 2, {"meat": 2})
    assert enemies[3].attack is None and enemies[3].retreat == 2          # the Gazelle: "—", retreats 2
    assert enemies[9].fierce and enemies[6].damage == "sickness" and enemies[10].special


def test_the_search_deck_and_the_key_phrase_on_cards_1_and_8() -> None:
    search = content().search
    assert sorted(search) == [1, 2, 3, 5, 8, 9, 10, 11, 12, 20, 21, 22, 33, 40, 41, 42, 43, 44, 45, 46, 47, 48]
    assert sorted(n for n, card in search.items() if "door_blocked" in card.phrases) == [1, 8]
    assert search[33].traits == ("master_key",) and search[11].traits == ("expedition_item",)
    assert search[21].enemy is not None and search[21].enemy.reward_card == 22
    assert search[1].effect is not None and dict(search[1].effect.params) == {"number": 3}


def test_eight_normal_and_three_advanced_blueprints_make_a_crafted_deck_of_44() -> None:
    items = content().items
    assert Counter(i.deck for i in items.values()) == {"normal": 8, "advanced": 3}
    assert sum(i.copies for i in items.values()) == 44
    assert items[1].name.en == "Bow and Arrows" and dict(items[1].cost) == {"wood": 2, "component": 1}
    assert sorted(n for n, i in items.items() if i.fire) == [6, 11]


def test_night_cards_are_4_blue_and_6_red_and_each_gives_at_least_6_stamina() -> None:
    night = content().night
    assert Counter(c.phase for c in night.values()) == {1: 4, 2: 6}
    assert all(sum(s.stamina for s in c.steps) >= 6 for c in night.values())
    assert [s.step for s in night["night_hunters"].steps] == ["monsters", "threat", "food", "sleep"]


def test_twelve_blue_threat_cards_two_persistent_two_tribe() -> None:
    threats = content().threats
    assert len(threats) == 12 and {t.colour for t in threats.values()} == {"blue"}
    assert sorted(k for k, t in threats.items() if t.persistent) == ["fever", "twisted_ankle"]
    assert sorted(k for k, t in threats.items() if t.tribe) == ["night_watch", "quarrel"]


def test_twelve_characters_and_three_support_cards_in_four_colours() -> None:
    c = content()
    assert len(c.characters) == 12 and c.characters["jasmine"].name == "Jasmine Limjoco"
    assert set(c.colours) == {"blue", "red", "green", "yellow"}
    assert {k: s.optional for k, s in c.support.items()} == {"pin_down": False, "assault": True, "defend": True}


def test_scenario_1_has_three_stages_and_scenario_5_one() -> None:
    c = content()
    one, five = c.scenarios[1], c.scenarios[5]
    assert one.name.pl == "Wołanie o pomoc" and [s.stage for s in one.stages] == [1, 2, 3]
    assert one.stages[0].trigger is not None and dict(one.stages[0].trigger.params) == {"poi": 1, "stage": 2}
    assert one.stages[-1].final and [a.cost for a in one.stages[-1].actions] == [2, 1]
    assert five.mode == "last_standing" and five.min_players == 2 and len(c.encounters) == 6


def test_starting_stamina_and_blueprints_by_player_count() -> None:
    rules = content().rules
    assert dict(rules.starting_stamina) == {1: 12, 2: 10, 3: 8, 4: 8}
    assert dict(rules.starting_blueprints) == {1: 3, 2: 2, 3: 1, 4: 1}
    assert rules.starting_resources == ("food", "clean_water") and rules.carrying_limit == 10


def test_the_unbroken_copy_loads_with_the_same_hash(tmp_path: Path) -> None:
    shutil.copytree(CONTENT_DIR, tmp_path / "content")
    assert load(tmp_path / "content").hash == content().hash


DAMAGE = [
    # (file, old, new, key, words the expectation must say)
    ("island.toml", 'spaces = ["T camp", "Z J"', 'spaces = ["T camp", "X J"', "tiles[0].spaces[1]", "terrain code"),
    ("island.toml", 'spaces = ["T camp", "Z J"', 'spaces = ["T camp", "Z Q"', "tiles[0].spaces[1]", "'Q'"),
    ("island.toml", 'spaces = ["T poi=1"', 'spaces = ["T poi=77"', "tiles[1].spaces[0]", "got 77"),
    ("island.toml", '"Z", "G"]\n', '"Z"]\n', "tiles[1].spaces", "exactly 7"),
    ("island.toml", "centre = [1, -3]", "centre = [1, -2]", "slots[1].centre", "do not overlap"),
    ("island.toml", '{ enemy = 2 }', '{ enemy = 42 }', "landscape[0].tokens[7].enemy", "enemies.toml"),
    ("island.toml", '{ search = 40 }', '{ search = 4 }', "landscape[0].tokens[8].search", "search.toml"),
    ("island.toml", '{ resource = "stone" }', '{ resource = "gold" }', "landscape[0].tokens[4].resource", "a resource"),
    ("island.toml", "monsters = [1, 1", "monsters = [10, 1", "monsters[0]", "normal enemy"),
    ("island.toml", 'back = "2"\nname = { en = "Wreck Beach"', 'back = "1"\nname = { en = "Wreck Beach"', "tiles",
     "7 tiles, 6 slots"),
    ("rules.toml", "cost = 2", "cost = 0", "terrain[1].cost", "1..99"),
    ("rules.toml", "N = [12, 1]", "N = [12]", "compass", "missing 1"),
    ("rules.toml", "players = [3, 4]\nstamina = 8", "players = [3]\nstamina = 8", "starting_stamina", "4 players"),
    ("enemies.toml", "attack = 6", "attack = \"six\"", "enemies[3].attack", "integer"),
    ("enemies.toml", "reward = { meat = 3 }", "reward = { gold = 3 }", "enemies[8].reward.gold", "unknown resource"),
    ("enemies.toml", 'attack = "none"\nhealth', 'fierce = true\nattack = "none"\nhealth', "enemies[2].fierce", "PD-FIERCE-CONTENT"),
    ("search.toml", "Drzwi są zablokowane", "Drzwi są zamknięte", "cards[0].phrases[0]", "pl flavour"),
    ("search.toml", 'effect = "resolve_search"', 'effect = "resolve_serch"', "cards[0].effect", "handler"),
    ("search.toml", "params = { number = 3 }", "params = { number = 4 }", "cards[0].params.number", "search.toml"),
    ("search.toml", "params = { number = 3 }", "params = { numbr = 3 }", "cards[0].params.numbr", "unknown param"),
    ("search.toml", 'kind = "event"', 'kind = "evnt"', "cards[0].kind", "event"),
    ("blueprints.toml", 'deck = "normal"', 'deck = "blue"', "items[0].deck", "normal, advanced"),
    ("blueprints.toml", "cost = { wood = 2, component = 1 }", "cost = {}", "items[0].cost", "at least one"),
    ("night.toml", "{ step = \"sleep\", stamina = 6 },\n]", "{ step = \"sleep\", stamina = 5 },\n]", "cards[0].steps",
     "at least 6"),
    ("night.toml", '{ step = "food" }', '{ step = "feast" }', "cards[0].steps[0].step", "food"),
    ("threats.toml", 'params = { upto = 4, damage = "sickness" }', 'params = { upto = 4, damage = "cold" }',
     "cards[0].params.damage", "damage type"),
    ("characters.toml", 'role = { en = "Climber", pl = "Wspinaczka" }', 'role = { en = "Climber" }',
     "characters[0].role.pl", "pl text"),
    ("expeditions.toml", "params = { poi = 1, stage = 2 }", "params = { poi = 1, stage = 4 }",
     "scenarios[0].stages[0].trigger.params.stage", "stage of this scenario"),
    ("expeditions.toml", "stage = 3\nfinal = true", "stage = 3", "scenarios[0].stages[2].final", "last stage"),
    ("support.toml", "optional = false\neffect", "optional = \"no\"\neffect", "cards[0].optional", "true or false"),
    # an event or an encounter naming a handler its resolver does not carry out is refused at load, never mid-game
    ("search.toml", 'effect = "light_fire"', 'effect = "monster_on_own_space"', "cards[8].effect", "an event's handler"),
    ("expeditions.toml", 'effect = "monster_on_own_space"', 'effect = "light_fire"', "encounters[3].effect",
     "an encounter's handler"),
]


@pytest.mark.parametrize(("name", "old", "new", "key", "words"), DAMAGE, ids=[f"{d[0]}:{d[3]}" for d in DAMAGE])
def test_a_damaged_content_file_names_its_file_key_and_what_was_expected(
        tmp_path: Path, name: str, old: str, new: str, key: str, words: str) -> None:
    err = broken(tmp_path, name, old, new)
    assert (err.path, err.key) == (name, key), err
    assert words in err.expected, err


def test_a_file_that_is_not_toml_is_refused_with_its_line(tmp_path: Path) -> None:
    err = broken(tmp_path, "night.toml", 'id = "first_night"', 'id = "first_night')
    assert err.path == "night.toml" and err.key.startswith("line ") and "valid TOML" in err.expected


def test_every_event_and_encounter_handler_the_content_may_name_is_resolved() -> None:
    """The sets the loader checks cards against are the handlers the resolvers carry out (no card stops mid-game)."""
    import inspect

    from engine.games.discover import scenario5, search
    from engine.games.discover.content import ENCOUNTER_HANDLERS, EVENT_HANDLERS
    events, encounters = inspect.getsource(search._event), inspect.getsource(scenario5.encounter)
    assert [h for h in sorted(EVENT_HANDLERS) if f'handler == "{h}"' not in events] == []
    assert [h for h in sorted(ENCOUNTER_HANDLERS) if f'handler == "{h}"' not in encounters] == []
    used = {c.effect.handler for c in content().search.values() if c.kind == "event" and c.effect is not None}
    assert used <= EVENT_HANDLERS and {e.effect.handler for e in content().encounters.values()} <= ENCOUNTER_HANDLERS
