"""content/fiends/setup_table.toml: the numbers of spec §12.2.1, §15.6, §15.7 and PD-E02…E05 as data, and
a damaged copy refused with its file, key and what was expected."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.roll_player.fiends.components import CONTENT_DIR, FILE, load_components
from engine.games.roll_player.state import CLASS_COLOURS, Colour
from engine.kernel import ContentError

TEXT = (CONTENT_DIR / FILE).read_text(encoding="utf-8")


def test_the_setup_table_holds_the_spec_numbers() -> None:
    c = load_components()
    assert [c.setup[n].removed for n in range(1, 6)] == [20, 20, 15, 10, 5]          # PD-E03 for 5
    assert [c.setup[n].call_under for n in range(1, 6)] == [15, 15, 23, 33, 38]
    assert [c.setup[n].market for n in range(1, 6)] == [4, 4, 5, 6, 7]
    assert c.setup[5].gold == (5, 5, 6, 7, 8) and c.setup[4].gold == (5, 5, 6, 7)   # PD-E04
    assert all(c.setup[n].starting_dice == 6 and c.setup[n].minions_removed == 5 for n in range(1, 6))
    assert (c.dice_before_call, c.dice_after_call, c.creation_dice, c.familiars_drawn) == (2, 1, 21, 2)


def test_the_initiative_layouts_follow_pd_e05() -> None:
    c = load_components()
    for n, labels, gold, imps in [(1, "1 2 TOP", "2", "TOP"), (2, "1 2 TOP", "2", "TOP"), (3, "1 2 3 TOP", "2 3", "TOP"),
                                  (4, "1 2 3 4 TOP", "2 3 4", "4 TOP"), (5, "1 2 3 4 5 TOP", "2 3 4 5", "5 TOP")]:
        cards = c.layout(n).cards
        assert [x.label for x in cards] == labels.split()
        assert [x.label for x in cards if x.gold_space] == gold.split()
        assert [x.label for x in cards if x.imp_space] == imps.split()
        assert [x.order for x in cards] == sorted(x.order for x in cards)


def test_fifteen_split_dice_one_per_pair_of_class_colours_and_the_supplement() -> None:
    c = load_components()
    pairs = set(c.split_pairs)
    assert len(c.split_pairs) == 15 == len(pairs) and c.split_faces == 4
    assert all(len(p) == 2 and p <= set(CLASS_COLOURS) for p in pairs)
    assert c.supplement_for(4) == {} and c.supplement_for(5) == {colour: 3 for colour in CLASS_COLOURS}
    assert Colour.GOLD not in c.supplement_for(5)


def damaged(tmp_path: Path, old: str, new: str) -> ContentError:
    assert old in TEXT, old
    (tmp_path / "fiends").mkdir()
    (tmp_path / FILE).write_text(TEXT.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_components(tmp_path)
    return info.value


@pytest.mark.parametrize("old,new,key,expected", [
    ("removed = 20", 'removed = "twenty"', "setup[0].removed", "expected an integer"),
    ("gold = [5, 5, 6]", "gold = [5, 5]", "setup[2].gold", "exactly 3 items"),
    ('pairs = ["GU"', 'pairs = ["GG"', "split_dice.pairs[0]", "two different class colour codes"),
    ('"GR", ', '"UG", ', "split_dice", "each colour pair once"),
    ('cards = ["1", "2", "3", "TOP"]', 'cards = ["1", "2", "3", "4", "TOP"]', "layouts[1].cards", "players + 1 cards (4)"),
    ('imps = ["5", "TOP"]', 'imps = ["6", "TOP"]', "layouts[3].imps[0]", "expected one of 1, 2, 3, 4, 5, TOP"),
    ("dice = { G = 3", "dice = { Y = 3", "supplement.dice.Y", "class colour code"),
    ("familiars_drawn = 2", "familiars_drawn = 2\nfamiliar_count = 15", "familiar_count", "unknown key"),
    ("players = 5\nremoved = 5", "players = 4\nremoved = 5", "setup[4].players", "listed twice"),
    ("call_under = 15\nmarket = 4", "call_under = 3\nmarket = 4", "setup[0].call_under", "expected an integer"),
])
def test_a_damaged_setup_table_names_file_key_and_expectation(tmp_path: Path, old: str, new: str, key: str,
                                                             expected: str) -> None:
    err = damaged(tmp_path, old, new)
    assert err.path == FILE and err.key.startswith(key) and expected in err.expected, (err.key, err.expected)


def test_broken_toml_is_refused_with_its_line(tmp_path: Path) -> None:
    err = damaged(tmp_path, "creation_dice = 21", "creation_dice = ")
    assert err.path == FILE and err.key.startswith("line ")
