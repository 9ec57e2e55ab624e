"""A malformed content file fails to load with a ContentError naming the file, the key and what
was expected (each case writes a broken copy of the shipped files to a temporary folder)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.games.roll_player.content import CONTENT_DIR, load_content
from engine.kernel.errors import ContentError


def broken(tmp_path: Path, name: str, old: str, new: str, count: int = 1) -> ContentError:
    """Copy the content, replace `old` by `new` in file `name`, and return the load error."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, f"{old!r} is not in {name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    return info.value


def test_the_unbroken_copy_loads(tmp_path: Path) -> None:
    shutil.copytree(CONTENT_DIR, tmp_path / "content")
    assert load_content(tmp_path / "content").hash == load_content().hash


def test_missing_key(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'dots = 1\ncost = 4\narrow = "LEFT"', 'dots = 1\narrow = "LEFT"')
    assert (err.path, err.key) == ("market.toml", "cards[1].cost")
    assert "missing" in err.expected
    assert str(err) == "market.toml: cards[1].cost: missing; this key is required"


def test_wrong_type(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", "cost = 6", 'cost = "6"')
    assert (err.path, err.key) == ("market.toml", "cards[0].cost")
    assert "expected an integer, got string '6'" == err.expected


def test_value_out_of_range(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", "dots = 2", "dots = 3")
    assert err.key == "cards[0].dots" and "1..2" in err.expected


def test_unknown_colour(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'colour = "white"', 'colour = "pink"')
    assert (err.path, err.key) == ("classes.toml", "classes[0].colour")
    assert "green" in err.expected and "'pink'" in err.expected


def test_gold_is_never_a_class_colour(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'colour = "white"', 'colour = "gold"', count=2)
    assert err.key == "classes[0].colour" and "class colour" in err.expected


def test_backstory_colour_used_twice(tmp_path: Path) -> None:
    err = broken(tmp_path, "backstories.toml", 'pattern.DEX = { slot = 1, colour = "green" }',
                 'pattern.DEX = { slot = 1, colour = "purple" }')
    assert (err.path, err.key) == ("backstories.toml", "backstories[0].pattern.DEX.colour")
    assert "once" in err.expected


def test_backstory_slot_outside_the_row(tmp_path: Path) -> None:
    err = broken(tmp_path, "backstories.toml", "pattern.STR = { slot = 2", "pattern.STR = { slot = 4")
    assert err.key == "backstories[0].pattern.STR.slot" and "1..3" in err.expected


def test_bad_cross_reference_to_an_armour_type(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'armour = "chain"', 'armour = "plate"')
    assert (err.path, err.key) == ("market.toml", "cards[41].armour")
    assert "chain, leather, mystic" in err.expected


def test_bad_cross_reference_to_a_solo_card(tmp_path: Path) -> None:
    err = broken(tmp_path, "components.toml", 'removed_cards = ["B18"]', 'removed_cards = ["B99"]')
    assert (err.path, err.key) == ("components.toml", "solo.removed_cards[0]")
    assert "'B99'" in err.expected


def test_bad_cross_reference_to_an_initiative_card(tmp_path: Path) -> None:
    err = broken(tmp_path, "initiative.toml", 'gold = ["2"]', 'gold = ["7"]')
    assert (err.path, err.key) == ("initiative.toml", "layouts[0].gold[0]")


def test_class_card_with_one_side(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'id = "C1b"\ncard = "C1"', 'id = "C7b"\ncard = "C7"')
    assert err.path == "classes.toml" and "exactly 2 classes" in err.expected


def test_class_card_sides_of_different_colours(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'id = "C1b"\ncard = "C1"\ncolour = "white"', 'id = "C1b"\ncard = "C1"\ncolour = "red"')
    assert err.key == "classes[1].colour" and "other side of card C1 (white" in err.expected


def test_invalid_toml(tmp_path: Path) -> None:
    err = broken(tmp_path, "races.toml", 'id = "R01"', 'id = "R01" oops')
    assert err.path == "races.toml" and err.key.startswith("line ")
    assert "valid TOML" in err.expected


def test_missing_file(tmp_path: Path) -> None:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    (folder / "alignments.toml").unlink()
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert info.value.path == "alignments.toml"


def test_missing_polish_text(tmp_path: Path) -> None:
    err = broken(tmp_path, "races.toml", 'name = { en = "Human", pl = "Człowiek" }', 'name = { en = "Human" }')
    assert (err.path, err.key) == ("races.toml", "races[0].name.pl")


def test_misspelt_key(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", "cost = 6", "cots = 6")
    assert err.key == "cards[0].cots" and "unknown key" in err.expected


def test_duplicate_id(tmp_path: Path) -> None:
    err = broken(tmp_path, "alignments.toml", 'id = "A02"', 'id = "A01"')
    assert (err.path, err.key) == ("alignments.toml", "alignments[1].id")


def test_malformed_goal(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'goal = "10-11"', 'goal = "11-10"')
    assert err.key == "classes[0].goals.STR.goal" and "range" in err.expected


def test_alignment_centre_must_be_zero(tmp_path: Path) -> None:
    err = broken(tmp_path, "alignments.toml", "  [ 1,  0,  0],", "  [ 1,  2,  0],")
    assert err.key == "alignments[0].grid[1][1]"


def test_alignment_grid_must_be_three_by_three(tmp_path: Path) -> None:
    err = broken(tmp_path, "alignments.toml", "  [ 3,  1,  0],", "  [ 3,  1],")
    assert err.key == "alignments[0].grid[0]" and "exactly 3" in err.expected


def test_trait_without_an_arrow(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'cost = 6\narrow = "DOWN"\n', "cost = 6\n")
    assert err.key == "cards[0].arrow" and "missing" in err.expected


def test_armour_with_an_arrow(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'armour = "chain"', 'armour = "chain"\narrow = "UP"')
    assert err.key == "cards[41].arrow" and "armour card has no arrow" in err.expected


def test_unknown_scoring_rule(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'kind = "attr_at_most"', 'kind = "attr_at_mots"')
    assert err.key == "cards[0].scoring[0].kind"


def test_weapon_bonus_needs_its_amount(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", '{ kind = "goal_flat", attr = "STR", amount = 2 }', '{ kind = "goal_flat", attr = "STR" }')
    assert err.key == "cards[34].scoring[0].amount"


def test_count_invariant_one_card_short(tmp_path: Path) -> None:
    marker = '[[cards]]\nid = "B41"'
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "market.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index(marker)
    end = text.index("[[cards]]", start + 1)
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert (info.value.path, info.value.key) == ("market.toml", "cards")
    assert "53" in info.value.expected and "52" in info.value.expected


def test_count_invariant_dice(tmp_path: Path) -> None:
    err = broken(tmp_path, "components.toml", "gold = 13", "gold = 12")
    assert (err.path, err.key) == ("components.toml", "dice") and "73" in err.expected


def test_count_invariant_dots(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'id = "B02"\nname = { en = "Weakling", pl = "Słabeusz" }\ntype = "trait"\ndots = 1',
                 'id = "B02"\nname = { en = "Weakling", pl = "Słabeusz" }\ntype = "trait"\ndots = 2')
    assert err.key == "cards" and "27" in err.expected


def test_initiative_cards_must_match_the_market_size(tmp_path: Path) -> None:
    err = broken(tmp_path, "initiative.toml", 'cards = ["1", "2", "3", "4"]', 'cards = ["1", "2", "3"]')
    assert err.key == "layouts[1].cards" and "4 cards" in err.expected


def test_starting_gold_per_seat(tmp_path: Path) -> None:
    err = broken(tmp_path, "components.toml", "starting_gold = [5, 5, 6]", "starting_gold = [5, 5]")
    assert err.key == "setup[2].starting_gold" and "exactly 3" in err.expected


def test_solo_ranks_best_first(tmp_path: Path) -> None:
    err = broken(tmp_path, "components.toml", "min_stars = 34", "min_stars = 40")
    assert err.key == "solo.ranks[1].min_stars"


def test_params_need_an_effect(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'armour = "chain"', 'armour = "chain"\nparams = { gold = 1 }')
    assert err.key == "cards[41].params" and "effect" in err.expected


def test_weapon_needs_a_bonus_or_an_effect(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", 'effect = "sling"\nparams = { gold = 1 }\n', "")
    assert err.key == "cards[39].scoring"


def test_armour_track_has_one_value_per_card(tmp_path: Path) -> None:
    err = broken(tmp_path, "market.toml", "track = [2, 4, 7]", "track = [2, 4, 7, 9]")
    assert (err.path, err.key) == ("market.toml", "armour_sets[2].track")
    assert "3" in err.expected and "got 4" in err.expected


def test_one_class_card_per_colour(tmp_path: Path) -> None:
    err = broken(tmp_path, "classes.toml", 'colour = "red"', 'colour = "white"', count=2)
    assert (err.path, err.key) == ("classes.toml", "classes") and "per class colour" in err.expected
