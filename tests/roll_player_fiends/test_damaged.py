"""A damaged expansion content file is refused with a ContentError naming the file, the key and
what was expected; each case writes a broken copy of the shipped files to a temporary folder."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from engine.games.roll_player.fiends.content import FIENDS_DIR, FILES, load_fiends
from engine.kernel.errors import ContentError
from engine.kernel.untrusted import MAX_CONTENT_BYTES


def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "fiends"
    shutil.copytree(FIENDS_DIR, folder)
    return folder


def refused(folder: Path) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_fiends(folder)
    return info.value


def broken(tmp_path: Path, name: str, old: str, new: str) -> ContentError:
    """Copy the expansion's files, replace the first `old` by `new` in `name`, return the load error."""
    folder = copy(tmp_path)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return refused(folder)


def test_the_unbroken_copy_loads(tmp_path: Path) -> None:
    assert load_fiends(copy(tmp_path)).hash == load_fiends().hash


@pytest.mark.parametrize("name, old, new, key, expected", [
    ("races.toml", "INT = 2, STR = -1", "INT = 2, STR = -9", "races[0].modifiers.STR", "-6..6"),
    ("races.toml", 'id = "R07"', 'id = "R01"', "races[0].id", "the base game does not use"),
    ("races.toml", 'set = "chich"', 'set = "base"', "races[0].set", '"chich"'),
    ("classes.toml", 'colour = "green"', 'colour = "gold"', "classes[0].colour", "class colour"),
    ("classes.toml", 'goal = "12-13"', 'goal = "13-12"', "classes[0].goals.STR.goal", "range"),
    ("classes.toml", 'effect = "overseer"', 'effect = "Overseer"', "classes[0].effect", "[a-z]"),
    ("alignments.toml", "  [ 1,  0,  1],", "  [ 1,  2,  1],", "alignments[0].grid[1][1]", "centre"),
    ("alignments.toml", 'name = { en = "Proud", pl = "Dumny" }', 'name = { en = "Proud" }',
     "alignments[0].name.pl", "pl text"),
    ("backstories.toml", 'pattern.DEX = { slot = 3, colour = "black" }',
     'pattern.DEX = { slot = 3, colour = "blue" }', "backstories[0].pattern.DEX.colour", "once"),
    ("backstories.toml", "stars_by_matches = [0, 0, 1, 1, 3, 3, 6]", "stars_by_matches = [0, 0, 1]",
     "stars_by_matches", "exactly 7"),
    ("familiars.toml", 'power = { goal = "10-11", stars = 2 }', 'power = { goal = "ten", stars = 2 }',
     "familiars[0].power.goal", '"16-17"'),
    ("familiars.toml", 'backstory = ["green", "white", "black"]', 'backstory = ["green", "white"]',
     "familiars[0].backstory", "exactly 3"),
    ("familiars.toml", 'backstory = ["green", "white", "black"]', 'backstory = ["green", "white", "green"]',
     "familiars[0].backstory[2]", "different class colours"),
    ("familiars.toml", 'params = { gold = 2 }', 'params = { silver = 2 }', "familiars[2].params.silver",
     "gold, xp, glory, charisma"),
    ("familiars.toml", 'effect = "intelligence_action"', 'efect = "intelligence_action"', "familiars[0].efect",
     "unknown key"),
    ("imps.toml", 'effect = "no_banish_others"', 'effect = "no_banishing"', "imps[0].effect", "got 'no_banishing'"),
    ("imps.toml", 'params = { factor = 2 }\n', "", "imps[1].params", "armour_cost_factor reads factor"),
    ("imps.toml", 'params = { xp = 4, gold = 6 }', 'params = { xp = 4, gold = 6, charisma = 1 }',
     "imps[29].params.charisma", "unknown param of mercenary_cost"),
    ("familiars.toml", 'effect = "intelligence_action"', 'effect = "intellect_action"', "familiars[0].effect",
     "discard_damage_or_gain"),
    ("classes.toml", 'effect = "overseer"', 'effect = "overlord"', "classes[0].effect", "overseer, spirit_bond"),
    ("classes.toml", "params = { gold = 3 }", "params = { silver = 3 }", "classes[4].params.silver",
     "unknown param of banish_gold_cost"),
    ("monsters.toml", "params = { damage_per_imp = 2 }", "params = { damage = 2 }", "monsters[0].params.damage",
     "damage_per_imp"),
    ("market.toml", 'effect = "backpack"', 'effect = "satchel"', "cards[8].effect", "backpack"),
    ("imps.toml", 'params = { factor = 2 }', 'params = { factor = "2" }', "imps[1].params.factor", "integer"),
    ("imps.toml", 'id = "I02"', 'id = "I01"', "imps[1].id", "duplicate"),
    ("market.toml", 'type = "scroll"', 'type = "armor"', "cards[0].type", "trait, skill, weapon, scroll"),
    ("market.toml", 'cost = 4', 'cost = -4', "cards[0].cost", ">= 0"),
    ("market.toml", 'effect = "purity"', 'arrow = "UP"\neffect = "purity"', "cards[0].arrow", "a scroll card has no arrow"),
    ("market.toml", 'timing = "before_end_of_creation"', 'timing = "whenever"', "cards[16].timing",
     "fight_after_roll"),
    ("market.toml", 'kind = "per_trophy"', 'kind = "per_trophies"', "cards[29].scoring[0].kind", "per_trophy"),
    ("market.toml", 'id = "E01"', 'id = "B01"', "cards[0].id", "the base game does not use"),
    ("market.toml", 'id = "CTA"', 'id = "E05"', "call_to_adventure.id", "no Market card uses"),
    ("market.toml", 'set = "chich"', 'set = "base"', "cards[0].set", "chich"),
    ("market.toml", 'params = { xp = 3 }', 'params = { exp = 3 }', "cards[5].params.exp", "gold, xp, glory, charisma"),
    ("minions.toml", 'weakness = { kind = "split_dice", per = 1 }', 'weakness = { kind = "split_die", per = 1 }',
     "minions[0].weakness.kind", "split_dice"),
    ("minions.toml", 'weakness = { kind = "split_dice", per = 1 }', 'weakness = { kind = "split_dice" }',
     "minions[0].weakness.per", "either per"),
    ("minions.toml", 'colour = "white", per = 1', 'colour = "pink", per = 1', "minions[7].weakness.colour", "'pink'"),
    ("minions.toml", 'attr = "STR", at_least = 14, dice = 2', 'attr = "STR", at_least = 14', "minions[14].weakness.dice",
     "missing"),
    ("minions.toml", 'rewards = "A"', 'rewards = "C"', "minions[0].rewards", "reward template"),
    ("minions.toml", '{ results = "6-9"', '{ results = "7-9"', "templates[0].levels[1].results", "start at 6"),
    ("minions.toml", '{ results = "14+"', '{ results = "14-20"', "templates[0].levels[3].results", "open-ended"),
    ("minions.toml", '{ kind = "damage", amount = 1 }', '{ kind = "wounds", amount = 1 }',
     "templates[0].levels[0].rewards[0].kind", "combat_dice"),
    ("minions.toml", "extras = [{ at = 10,", "extras = [{ at = 11,", "minions[4].extras[0].at", "10"),
    ("minions.toml", "dots = 1\nweakness", "dots = 2\nweakness", "minions", "expected 12 chich one-dot minion cards"),
    ("monsters.toml", "two_plus = { strength = 14,", "two_plus = { strength = 15,", "monsters[0].two_plus.levels[0].results",
     "strength (15)"),
    ("monsters.toml", "one_p = { strength = 17,", "one_p = { strength = 17, champion = 3,", "monsters[0].one_p.champion",
     "unknown key"),
    ("monsters.toml", 'timing = "before_battle"', 'timing = "later"', "monsters[0].timing", "after_result"),
    ("monsters.toml", 'colour = "black"', 'colour = "red"', "monsters", "one Monster per class colour"),
    ("monsters.toml", '{ results = "14-17", stars = 1 }', '{ results = "14-17", stars = "1" }',
     "monsters[0].two_plus.levels[0].stars", "integer"),
    ("adventures.toml", 'monster = "MO1"', 'monster = "MO7"', "adventures[0].monster", "a Monster in monsters.toml"),
    ("adventures.toml", 'type = "lair"', 'type = "den"', "adventures[0].type", "lair, trap, attack"),
    ("adventures.toml", 'condition = { kind = "class_colour_dice", at_least = 4 }',
     'condition = { kind = "class_colour_dice", at_least = 4, highest = true }', "adventures[0].condition.highest",
     "exactly one"),
    ("adventures.toml", 'solo = { kind = "attr", attr = "CON", at_least = 14 }\n', "", "adventures[1].solo", "1P requirement"),
    ("adventures.toml", 'attr = "CON", highest = true', 'attr = "LUCK", highest = true', "adventures[1].condition.attr",
     "str, dex"),
    ("adventures.toml", 'reward = { kind = "combat_dice", amount = 2 }', 'reward = { kind = "combat_dice", amount = 0 }',
     "adventures[0].reward.amount", ">= 1"),
    ("adventures.toml", 'type = "lair"', 'type = "trap"', "adventures", "3 lair cards of Monster MO1"),
    ("components.toml", "reroll_xp = 1", "reroll_xp = -1", "prices.reroll_xp", ">= 0"),
    ("components.toml", "bonus_stars = 5", "bonus_stars = true", "solo.bonus_stars", "integer"),
    ("components.toml", "min_stars = 0", "min_stars = 1", "solo.ranks[6].min_stars", "0 stars"),
    ("components.toml", '  { face = 6, action = "cycle_minion" },\n', "", "solo.enemy_faces", "missing 6"),
    ("components.toml", "xp_cubes = 40", "xp_cube = 40", "reserve.xp_cube", "unknown key"),
    ("components.toml", '"TOP" = 2', '"TOP" = 3', "solo.enemy_dice_by_card.TOP", "0..2"),
    ("components.toml", '{ face = 4, action = "trash", position = -1 }', '{ face = 4, action = "trash" }',
     "solo.enemy_faces[3].position", "Market position"),
    ("components.toml", 'adventure_order = ["lair", "trap", "attack"]', 'adventure_order = ["lair", "lair", "attack"]',
     "adventure_order", "once"),
])
def test_a_broken_value_is_refused_naming_the_file_and_key(tmp_path: Path, name: str, old: str, new: str,
                                                           key: str, expected: str) -> None:
    err = broken(tmp_path, name, old, new)
    assert (err.path, err.key) == (name, key)
    assert expected in err.expected


def test_a_missing_familiar_is_counted(tmp_path: Path) -> None:
    folder = copy(tmp_path)
    path = folder / "familiars.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.rindex("[[familiars]]")], encoding="utf-8")
    err = refused(folder)
    assert (err.path, err.key) == ("familiars.toml", "familiars")
    assert err.expected == "expected 15 chich familiar cards (spec §15.14), got 14"


@pytest.mark.parametrize("name", FILES)
def test_a_missing_file_is_named(tmp_path: Path, name: str) -> None:
    folder = copy(tmp_path)
    (folder / name).unlink()
    err = refused(folder)
    assert (err.path, err.key) == (name, "(file)") and "no such content file" in err.expected


def test_a_named_pipe_in_place_of_a_file_is_refused_at_once(tmp_path: Path) -> None:
    folder = copy(tmp_path)
    (folder / "familiars.toml").unlink()
    os.mkfifo(folder / "familiars.toml")
    err = refused(folder)
    assert err.path == "familiars.toml" and "named pipe" in err.expected


def test_a_folder_in_place_of_a_file_is_refused(tmp_path: Path) -> None:
    folder = copy(tmp_path)
    (folder / "races.toml").unlink()
    (folder / "races.toml").mkdir()
    err = refused(folder)
    assert err.path == "races.toml" and "folder" in err.expected


def test_an_oversized_file_is_refused(tmp_path: Path) -> None:
    folder = copy(tmp_path)
    (folder / "alignments.toml").write_bytes(b"#" * (MAX_CONTENT_BYTES + 1))
    err = refused(folder)
    assert err.path == "alignments.toml" and "larger than" in err.expected


def test_text_that_is_not_toml_names_the_line(tmp_path: Path) -> None:
    err = broken(tmp_path, "familiars.toml", 'id = "F03"', 'id = "F03" oops')
    assert err.path == "familiars.toml" and err.key.startswith("line ") and "valid TOML" in err.expected
