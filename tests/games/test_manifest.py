"""Manifests: a game declares itself once, and a damaged manifest names its file, key and what was expected."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine import games
from engine.kernel import ContentError
from engine.manifest import BOOL, CHOICE, read_manifest

GOOD = """
id = "toy-race"
name = { en = "Toy race", pl = "Wyścig zabawek" }
players = { min = 1, max = 3 }
mode = "cooperative"
hidden_information = false
game = "tests.kernel.dice_race:DiceRace"
table = "tests.app.dice_table:DiceRaceTable"
strings = ["tests.games:strings.toml"]

[tutorials]
first = "tutorial/first.toml"

[[bots]]
id = "careful"
factory = "engine.bots.random_bot:RandomBot"
label = { en = "Careful", pl = "Ostrożny" }

[[options]]
id = "short"
kind = "bool"
default = false
label = { en = "Short race", pl = "Krótki wyścig" }
help = { en = "First to 10 wins, not 20", pl = "Wygrywa pierwszy do 10, nie do 20" }
players = { min = 2 }

[[options]]
id = "dice"
kind = "choice"
default = "d6"
label = { en = "Dice", pl = "Kości" }
help = { en = "Which die every racer rolls", pl = "Którą kością rzuca każdy" }
choices = [{ id = "d6", label = { en = "d6", pl = "k6" } }, { id = "d10", label = { en = "d10", pl = "k10" } }]
"""


def write_game(folder: Path, text: str = GOOD, package: str = "toy_race") -> Path:
    game_dir = folder / package
    (game_dir / "tutorial").mkdir(parents=True, exist_ok=True)
    (game_dir / "tutorial" / "first.toml").write_text("# a script\n", encoding="utf-8")
    path = game_dir / "manifest.toml"
    path.write_text(text, encoding="utf-8")
    return path


def damaged(tmp_path: Path, old: str, new: str) -> ContentError:
    assert old in GOOD, old
    path = write_game(tmp_path, GOOD.replace(old, new))
    with pytest.raises(ContentError) as info:
        read_manifest(path)
    return info.value


def test_a_manifest_declares_the_whole_game(tmp_path: Path) -> None:
    spec = read_manifest(write_game(tmp_path))
    assert (spec.id, spec.name.pl, spec.min_players, spec.max_players) == ("toy-race", "Wyścig zabawek", 1, 3)
    assert spec.cooperative and not spec.hidden_information
    assert spec.table == "tests.app.dice_table:DiceRaceTable" and spec.milestones is None
    assert spec.tutorial_files() == [tmp_path.resolve() / "toy_race" / "tutorial" / "first.toml"]
    assert [(b.id, b.label.pl) for b in spec.bots] == [("careful", "Ostrożny")] and spec.default_bot == "random"
    short, dice = spec.options
    assert (short.kind, short.default, short.min_players, short.max_players) == (BOOL, False, 2, 3)
    assert (dice.kind, dice.default, dice.values()) == (CHOICE, "d6", ("d6", "d10"))
    assert spec.file == "toy_race/manifest.toml"


def test_a_missing_key_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'mode = "cooperative"\n', "")
    assert (err.path, err.key) == ("toy_race/manifest.toml", "mode") and "missing" in err.expected


def test_a_value_of_the_wrong_type_says_what_was_expected(tmp_path: Path) -> None:
    err = damaged(tmp_path, "min = 1, max = 3", 'min = "one", max = 3')
    assert err.key == "players.min" and "expected an integer" in err.expected and "'one'" in err.expected
    err = damaged(tmp_path, "hidden_information = false", 'hidden_information = "no"')
    assert err.key == "hidden_information" and "true or false" in err.expected


def test_more_minimum_players_than_maximum_is_refused(tmp_path: Path) -> None:
    err = damaged(tmp_path, "min = 1, max = 3", "min = 3, max = 2")
    assert err.key == "players.max" and "min (3)" in err.expected


def test_an_unknown_default_bot_is_refused(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'strings = ["tests.games:strings.toml"]\n',
                  'strings = ["tests.games:strings.toml"]\ndefault_bot = "clever"\n')
    assert err.key == "default_bot" and "unknown bot 'clever'" in err.expected and "careful" in err.expected


def test_a_game_may_not_declare_the_generic_random_bot_again(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'id = "careful"', 'id = "random"')
    assert err.key == "bots[0].id" and "every game's already" in err.expected


def test_a_fifo_as_manifest_is_refused_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "piped"
    folder.mkdir()
    os.mkfifo(folder / "manifest.toml")
    with pytest.raises(ContentError) as info:
        read_manifest(folder / "manifest.toml")
    assert info.value.path == "piped/manifest.toml" and "named pipe" in info.value.expected


def test_broken_toml_names_the_line(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'mode = "cooperative"', "mode = ")
    assert err.key.startswith("line ") and "valid TOML" in err.expected


@pytest.mark.parametrize(("old", "new", "key", "words"), [
    ('game = "tests.kernel.dice_race:DiceRace"', 'game = "app.games:Nothing"', "game", "never imports the app"),
    ('game = "tests.kernel.dice_race:DiceRace"', 'game = "dice race"', "game", "matching"),
    ('first = "tutorial/first.toml"', 'first = "../elsewhere.toml"', "tutorials.first", "inside the game's folder"),
    ('first = "tutorial/first.toml"', 'first = "tutorial/missing.toml"', "tutorials.first", "not a file"),
    ('default = "d6"', 'default = "d8"', "options[1].default", "one of d6, d10"),
    ("players = { min = 2 }", "players = { min = 4 }", "options[0].players.min", "1..3"),
    ('id = "dice"', 'id = "short"', "options[1].id", "duplicate"),
    ('mode = "cooperative"', 'mode = "co-op"', "mode", "competitive, cooperative"),
    ('hidden_information = false', 'hidden_information = false\ncolour = "red"', "colour", "unknown key"),
    ('strings = ["tests.games:strings.toml"]', 'strings = ["/etc/passwd"]', "strings[0]", "matching"),
    ('help = { en = "Which die every racer rolls", pl = "Którą kością rzuca każdy" }\n', "", "options[1].help", "missing"),
    ('pl = "Którą kością rzuca każdy"', 'pl = "Którą kością\\nrzuca każdy"', "options[1].help.pl", "one line"),
    ('en = "First to 10 wins, not 20"', 'en = " "', "options[0].help.en", "non-empty"),
    ('table = "tests.app.dice_table:DiceRaceTable"', 'emblem = "a picture"', "emblem", "matching"),
])
def test_each_damage_names_its_key(tmp_path: Path, old: str, new: str, key: str, words: str) -> None:
    err = damaged(tmp_path, old, new)
    assert err.key == key and words in err.expected, err


def test_one_broken_manifest_never_hides_the_others(tmp_path: Path) -> None:
    write_game(tmp_path)
    write_game(tmp_path, GOOD.replace("players = { min = 1, max = 3 }", ""), package="broken")
    write_game(tmp_path, GOOD, package="twin")
    found, problems = games.read_installed(tmp_path)
    assert list(found) == ["toy-race"]
    assert sorted((p.path, p.key) for p in problems) == [("broken/manifest.toml", "players"), ("twin/manifest.toml", "id")]


def test_an_option_limited_to_some_player_counts_is_a_problem_outside_them(tmp_path: Path) -> None:
    spec = read_manifest(write_game(tmp_path))
    assert [(o.id, why) for o, why in spec.option_problems({"short": True}, 1)] == [("short", "players")]
    assert spec.option_problems({"short": False}, 1) == []
    assert spec.option_problems({"short": True}, 2) == []
    assert [(o.id, why) for o, why in spec.option_problems({"dice": "d8", "short": 1}, 2)] == [
        ("short", "value"), ("dice", "value")]


def test_every_option_explains_itself_in_one_line_in_both_languages(tmp_path: Path) -> None:
    short, dice = read_manifest(write_game(tmp_path)).options
    assert (short.help.en, dice.help.pl) == ("First to 10 wins, not 20", "Którą kością rzuca każdy")
    for game_id in games.installed():
        for option in games.manifest(game_id).options:
            assert option.help.en and option.help.pl and option.help.en != option.help.pl, (game_id, option.id)


def test_a_manifest_may_name_the_code_that_draws_its_emblem(tmp_path: Path) -> None:
    assert read_manifest(write_game(tmp_path)).emblem is None
    text = GOOD.replace('table = "tests.app.dice_table:DiceRaceTable"', 'emblem = "tests.app.emblems:draw_toy"')
    assert read_manifest(write_game(tmp_path, text)).emblem == "tests.app.emblems:draw_toy"


def test_the_installed_manifests_all_validate() -> None:
    assert games.problems() == []
    assert "roll-player" in games.installed()


NUMBERED = GOOD.replace('default = "d6"', "default = 1").replace(
    'choices = [{ id = "d6", label = { en = "d6", pl = "k6" } }, { id = "d10", label = { en = "d10", pl = "k10" } }]',
    'choices = [{ id = 1, label = { en = "Track 1", pl = "Tor 1" } }, '
    '{ id = 5, label = { en = "Track 5", pl = "Tor 5" }, players = { min = 2 } }]')


def test_a_choice_may_be_numbered_as_a_games_scenarios_are(tmp_path: Path) -> None:
    """`--option scenario=5` reads 5 as a number: a numbered choice takes it, and refuses the word "5"."""
    dice = read_manifest(write_game(tmp_path, NUMBERED)).options[1]
    spec = read_manifest(write_game(tmp_path, NUMBERED))
    assert (dice.default, dice.values()) == (1, (1, 5))
    assert spec.option_problems({"dice": 5}, 2) == []
    assert [(o.id, why) for o, why in spec.option_problems({"dice": 5}, 1)] == [("dice", "players")]
    assert [(o.id, why) for o, why in spec.option_problems({"dice": "5"}, 2)] == [("dice", "value")]


@pytest.mark.parametrize(("old", "new", "words"), [
    ("default = 1", "default = 2", "one of 1, 5"),
    ("default = 1", 'default = "1"', "integer"),
    ("{ id = 5,", "{ id = 1,", "every choice id once"),
])
def test_a_damaged_numbered_choice_names_its_key(tmp_path: Path, old: str, new: str, words: str) -> None:
    with pytest.raises(ContentError) as info:
        read_manifest(write_game(tmp_path, NUMBERED.replace(old, new)))
    assert info.value.key.startswith("options[1]") and words in info.value.expected, info.value
