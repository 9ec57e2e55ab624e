"""A damaged expansion content file is refused with a ContentError naming the file, the key and
what was expected; each case writes a broken copy of the shipped files to a temporary folder."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from engine.games.roll_player.fiends.content import FIENDS_DIR, load_fiends
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


@pytest.mark.parametrize("name", ["races.toml", "classes.toml", "alignments.toml", "backstories.toml",
                                  "familiars.toml"])
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
