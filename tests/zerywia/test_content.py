"""The shipped Zerywia content matches spec §2-§4 and §18, and a damaged file fails with its file, key and what was
expected (each case writes a broken copy of the shipped files to a temporary folder)."""
from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from engine.games.zerywia.content import CONTENT_DIR, content, load
from engine.games.zerywia.records import Creature, Enemy, ExplorationCard, God, Hero, Item, Region, SagaCard
from engine.kernel.errors import ContentError
from engine.kernel.strings import CATEGORIES
from tests.content_damage import broken_content


def broken(tmp_path: Path, name: str, old: str, new: str) -> ContentError:
    """Copy the content, replace the first `old` by `new` in file `name`, and return the load error."""
    return broken_content(tmp_path, CONTENT_DIR, load, name, old, new)


def test_the_land_is_40_regions_ten_in_each_of_the_four_kirs() -> None:
    board = content().board
    assert len(board.regions) == 40
    assert Counter(r.kir for r in board.regions.values()) == {"LEG": 10, "RAN": 10, "NUR": 10, "IST": 10}


def test_every_kir_holds_exactly_one_region_of_each_special_kind_and_four_ordinary_ones() -> None:
    c = content()
    for kir in c.rules.kirs:
        regions = [c.board.regions[r] for r in c.board.in_kir(kir)]
        assert Counter(r.special for r in regions if r.special) == {s: 1 for s in c.rules.specials}
        assert sum(r.special is None for r in regions) == 4


def test_the_map_has_84_borders_degrees_2_to_6_two_ports_per_kir_and_every_terrain_in_every_kir() -> None:
    board = content().board
    degrees = [len(r.adjacent) for r in board.regions.values()]
    assert sum(degrees) == 2 * 84 and min(degrees) == 2 and max(degrees) == 6
    assert Counter(board.regions[p].kir for p in board.ports()) == {"LEG": 2, "RAN": 2, "NUR": 2, "IST": 2}
    for kir in ("LEG", "RAN", "NUR", "IST"):
        assert {t for r in board.in_kir(kir) for t in board.regions[r].terrains} == \
            {"wilds", "mountains", "ruins", "settlements"}
    assert len(board.graph.components()) == 1


def test_neighbouring_kirs_share_three_borders_and_opposite_kirs_none() -> None:
    board = content().board
    crossings: Counter[frozenset[str]] = Counter(frozenset((board.regions[a].kir, board.regions[b].kir))
                        for a in board.regions for b in board.regions[a].adjacent if a < b
                        and board.regions[a].kir != board.regions[b].kir)
    assert crossings == {frozenset(p): 3 for p in (("LEG", "IST"), ("IST", "NUR"), ("NUR", "RAN"), ("RAN", "LEG"))}


def test_the_rulebooks_map_examples_swara_may_explore_wezel_wida_and_the_crawling_marshes_touch_both() -> None:
    board = content().board
    assert board.graph.adjacent("LEG03", "LEG04")
    assert board.regions["LEG04"].special == "temple_of_ist" and board.regions["LEG04"].terrains == ("settlements",)
    assert board.graph.adjacent("NUR04", "NUR03") and board.graph.adjacent("NUR04", "NUR07")
    assert board.regions["IST07"].name.pl == "Wieczna Zmarzlina"


def test_the_statue_turns_east_north_west_south_holding_the_dawn_stones_of_3_1() -> None:
    rules = content().rules
    assert rules.kir_order == ("LEG", "IST", "NUR", "RAN")
    assert {k.id: k.stone for k in rules.kirs.values()} == {"LEG": "life", "RAN": "war", "NUR": "destiny",
                                                            "IST": "soul"}
    assert {s.id: s.recovers for s in rules.stones.values()} == {"life": "I", "war": "V", "destiny": "any",
                                                                 "soul": "W"}


def test_the_dice_faces_of_g2_and_g3() -> None:
    dice = content().rules.dice
    assert Counter(dice.attribute) == {"hit": 3, "crit": 1, "blank": 2}
    assert Counter(dice.nica) == {"crit": 1, "damage": 2, "taint": 1, "blank": 2}
    assert Counter(dice.kir) == {"LEG": 1, "RAN": 1, "NUR": 1, "IST": 1, "abyss": 2}
    assert len(set(dice.location)) == 6


def test_every_hero_sums_to_11_with_its_own_feat_personal_saga_and_a_mark_for_each_kir() -> None:
    c = content()
    assert sorted(c.heroes) == ["dalbor", "goryw", "hekser", "swara", "weda"]
    for hero in c.heroes.values():
        assert sum(hero.attributes.values()) == 11
        assert c.sagas[hero.personal_saga].owner == hero.id
    assert c.heroes["goryw"].camp == ("pierw", "I", "any", "any")       # the rulebook's example
    assert sorted(m.kir for m in c.marks.values()) == ["IST", "LEG", "NUR", "RAN"]


def test_personal_sagas_have_three_tales_universal_two_and_kora_none() -> None:
    c = content()
    bases = [s for s in c.sagas.values() if s.base]
    assert len(bases) == 17
    for saga in bases:
        expected = 3 if saga.owner else 0 if saga.id == "kora" else 2
        assert len(c.stacks[saga.id]) == expected, saga.id
    rewards = [s for s in c.sagas.values() if not s.base]
    assert len(rewards) == 2 * len(c.tales)


def test_the_exploration_decks_hold_ten_base_cards_each_and_the_adventure_sets_one_per_deck() -> None:
    cards = content().exploration.values()
    decks = ("wilds", "mountains", "ruins", "settlements")
    expected: dict[tuple[str, str | None], int] = {(d, None): 10 for d in decks}
    expected.update({(d, s): 1 for d in decks for s in ("najazd_odartych", "czarny_monolit")})
    assert Counter((c.deck, c.set) for c in cards) == expected
    assert sum(c.tale for c in cards) == 4


def test_each_host_has_five_enemies_two_of_value_1_two_of_value_2_one_starter_and_one_of_value_3() -> None:
    c = content()
    for host in c.hosts:
        if host == "straznicy_monolitu":
            continue
        mine = [e for e in c.enemies.values() if e.host == host]
        assert sorted(e.value for e in mine) == [1, 1, 2, 2, 3], host
        assert [e.value for e in mine if e.starter] == [2], host
    monolith = [e for e in c.enemies.values() if e.host == "straznicy_monolitu"]
    assert sorted(e.corrupts or "" for e in monolith) == ["", "", "dalbor", "goryw", "hekser", "swara", "weda"]


def test_items_make_24_cards_eight_creatures_two_czarts_six_gods_and_the_herald_three_cards_eight_attacks() -> None:
    c = content()
    assert sum(i.copies for i in c.items.values()) == 24
    assert Counter(cr.back for cr in c.creatures.values()) == {"wilds": 2, "mountains": 2, "ruins": 2,
                                                               "settlements": 2}
    assert len(c.czarts) == 2 and len(c.gods) == 6
    assert len(c.herald.cards) == 3 and len(c.herald.attacks) == 8


def test_the_two_scenarios_of_5_3_and_5_4() -> None:
    s = content().scenarios
    assert (s["droga"].start, s["droga"].rituals, s["droga"].herald_start) == ("cradle", (5,), "abyss")
    assert (s["pamiec"].start, s["pamiec"].rituals, s["pamiec"].herald_start) == ("temple_of_ist", (6, 5, 4, 3),
                                                                                  "IST07")
    assert [f.set for f in s["pamiec"].faces[:2]] == ["najazd_odartych", "czarny_monolit"]
    assert s["pamiec"].faces[2].host == "straznicy_monolitu" and s["pamiec"].faces[3].defeat


def test_every_name_is_written_in_english_and_polish() -> None:
    c = content()
    named: list[Region | Hero | SagaCard | ExplorationCard | Enemy | Item | Creature | God] = [*c.board.regions.values(), *c.heroes.values(), *c.sagas.values(), *c.exploration.values(),
             *c.enemies.values(), *c.items.values(), *c.creatures.values(), *c.gods.values()]
    for record in named:
        assert record.name.en.strip() and record.name.pl.strip(), record.id


@pytest.mark.parametrize("name, old, new, key, expected", [
    ("map.toml", 'adjacent = ["LEG02", "LEG03", "LEG04", "RAN02"]', 'adjacent = ["LEG02", "LEG03", "LEG04"]',
     "regions[11].adjacent[0]", "RAN02 borders LEG01 but LEG01 does not border RAN02"),
    ("map.toml", 'special = "cradle"', 'special = "stronghold"', "regions[9].special",
     "expected one stronghold in Kir LEG, but LEG06 is one too"),
    ("map.toml", 'terrains = ["ruins"]', 'terrains = ["swamp"]', "regions[0].terrains[0]",
     "expected the id of a terrain, got 'swamp'"),
    ("map.toml", 'adjacent = ["IST01", "LEG01", "LEG04", "LEG05"]', 'adjacent = ["IST01", "LEG01", "LEG04", "LEG99"]',
     "regions[1].adjacent[3]", "expected the id of a region, got 'LEG99'"),
    ("map.toml", 'name = { en = "Misty Barrow", pl = "Mglisty Kurhan" }', 'name = { en = "Misty Barrow" }',
     "regions[0].name.pl", "missing; expected the pl text"),
    ("rules.toml", 'compass = "north"', 'compass = "south"', "kirs[1].compass",
     "expected 'north': the Kirs are listed East, North, West, South"),
    ("rules.toml", 'kir = ["LEG", "RAN", "NUR", "IST", "abyss", "abyss"]', 'kir = ["LEG", "RAN", "NUR", "abyss"]',
     "dice.kir", "missing IST"),
    ("heroes.toml", 'do = "add_dice", attr = "I", n = 1, when', 'do = "add_die", attr = "I", n = 1, when',
     "heroes[0].ability.do", "expected one of"),
    ("heroes.toml", 'do = "move", to = "adjacent"', 'do = "move"', "feats[0].ability.to",
     "the handler 'move' needs to"),
    ("heroes.toml", 'attributes = { V = 3, I = 5, W = 3 }', 'attributes = { V = 3, I = 9, W = 3 }',
     "heroes[0].attributes.I", "expected an integer in 1..6, got 9"),
    ("sagas.toml", 'reward = "lowiecki_szal"', 'reward = "wilcza_wataha"', "tales[0].options[1].reward",
     "expected a card no other Tale gives, but trop_calozercy gives 'wilcza_wataha'"),
    ("sagas.toml", 'stage = 2', 'stage = 4', "tales[0].stage", "numbered 1..3, got 1, 3, 4"),
    ("sagas.toml", 'place = { region = "LEG02" }', 'place = { region = "LEG42" }', "tales[1].place.region",
     "expected the id of a region, got 'LEG42'"),
    ("exploration.toml", 'kind = "challenge"\nchallenge', 'kind = "challenge"\nchallenges', "cards[0].challenges",
     "unknown key"),
    ("exploration.toml", 'level = "hard"', 'level = "deadly"', "cards[4].test.level",
     "expected one of easy, hard, epic, got 'deadly'"),
    ("enemies.toml", 'value = 1\n', 'value = 2\nstarter = true\n', "enemies",
     "exactly one starter card among Host biesy's value-2 enemies"),
    ("enemies.toml", 'advantage = "flaw"', 'advantage = "swamp"', "enemies[0].advantage", "expected one of none,"),
    ("support.toml", 'back = "wilds"', 'back = "sea"', "creatures[0].back", "expected the id of a terrain"),
    ("herald.toml", 'battle_nica_dice = 2', 'battle_nica_dice = 4', "herald.battle_nica_dice",
     "expected an integer in 1..3, got 4"),
    ("scenarios.toml", 'rituals = [6, 5, 4, 3]', 'rituals = [6, 5, 4]', "scenarios[1].faces",
     "expected one entry per Monolith Ritual (3), got 4"),
    ("scenarios.toml", 'herald_start = "IST07"', 'herald_start = "IST70"', "scenarios[1].herald_start",
     "expected a region or 'abyss'"),
    ("scenarios.toml", '[[scenarios]]\nid = "droga"', '[[scenarios]\nid = "droga"', "line 8, column 12",
     "expected valid TOML"),
])
def test_a_damaged_content_file_names_its_file_key_and_what_was_expected(
        tmp_path: Path, name: str, old: str, new: str, key: str, expected: str) -> None:
    error = broken(tmp_path, name, old, new)
    assert (error.path, error.key) == (name, key), str(error)
    assert expected in error.expected, str(error)


def flat(table: dict[str, object], prefix: str = "") -> set[str]:
    """Every dotted key of a string table (a table of plural forms is one text: its forms differ by language)."""
    out: set[str] = set()
    for key, value in table.items():
        nested = isinstance(value, dict) and not set(value) <= CATEGORIES
        out |= flat(value, f"{prefix}{key}.") if nested else {prefix + key}
    return out


def test_every_question_and_refusal_the_engine_words_is_written_in_english_and_polish() -> None:
    strings = tomllib.loads((CONTENT_DIR / "strings.toml").read_text(encoding="utf-8"))
    en, pl = flat(strings["en"]), flat(strings["pl"])
    assert en == pl
    source = "".join(p.read_text(encoding="utf-8") for p in (CONTENT_DIR.parent).glob("*.py"))
    asked = {k for k in re.findall(r'"zerywia\.([a-z_.]+)"', source) if not k.endswith(".")}
    asked |= {f"prompt.{x}" for x in ("any", "flaw", "primal", "leave", "option", "destiny", "feat", "test",
                                                "place_taint", "threat_spill", "taint_spill", "reorganize", "deity",
                                                "creature", "keep_deity", "keep_creature", "buy", "declare",
                                                "one")}
    asked |= {f"refused.{k}" for k in re.findall(r'NS \+ "([a-z_]+)"', source)}
    from engine.games.zerywia.refusals import KINDS
    asked |= {f"refused.rule.{k}" for k in KINDS}
    asked |= {f"refused.special.{k}" for k in content().rules.specials}
    assert asked <= en, sorted(asked - en)
