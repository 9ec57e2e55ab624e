"""Scenario files go through the guarded door: a damaged one names its file, the key and what was
expected, and never hangs or crashes (FIFO, deep nesting, wrong types, missing keys, unknown games)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine import games
from engine.kernel import ContentError, Seat
from engine.manifest import read_manifest
from engine.scenario import read_scenario, scenario_from_text
from tests.kernel.dice_race import DiceRace

from .test_manifest import GOOD, write_game

GOOD_SCENARIO = """
game = "roll-player"
title = { en = "A market turn", pl = "Tura na Rynku" }
seed = 4
seats = [{ name = "Ala" }, { name = "Bot", bot = "greedy" }]
options = { shorter_game = false }

[forced]
faces = [6, 1]
draws = ["red"]
orders = [["B10"]]
"""


def write(tmp_path: Path, text: str, name: str = "bad.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str) -> ContentError:
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as info:
        read_scenario(path)
    assert info.value.path == str(path), "the error names the file as the user gave it"
    return info.value


def test_a_scenario_file_gives_the_seats_options_and_forced_results(tmp_path: Path) -> None:
    scenario = read_scenario(write(tmp_path, GOOD_SCENARIO, "market.toml"))
    assert scenario.title.pl == "Tura na Rynku" and scenario.seed == 4
    assert scenario.seats == (Seat("Ala"), Seat("Bot", "greedy"))
    assert scenario.forced.faces == (6, 1) and scenario.forced.orders == (("B10",),)
    config = scenario.config()
    assert config.options["shorter_game"] is False
    assert config.options["prepared"] == {"forced": {"faces": [6, 1], "draws": ["red"], "orders": [["B10"]]}}


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.toml")
    with pytest.raises(ContentError) as info:
        read_scenario(tmp_path / "pipe.toml")
    assert info.value.path == str(tmp_path / "pipe.toml") and "named pipe" in info.value.expected


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as info:
        read_scenario(tmp_path / "nowhere.toml")
    assert "no such content file" in info.value.expected


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    err = error_of(tmp_path, GOOD_SCENARIO + "deep = " + "[" * 200 + "]" * 200 + "\n")
    assert "nested" in err.expected


def test_broken_toml_names_the_line(tmp_path: Path) -> None:
    err = error_of(tmp_path, GOOD_SCENARIO.replace("seed = 4", "seed = "))
    assert err.key.startswith("line ") and "valid TOML" in err.expected


def test_the_game_is_required_and_must_be_installed(tmp_path: Path) -> None:
    err = error_of(tmp_path, GOOD_SCENARIO.replace('game = "roll-player"\n', ""))
    assert err.key == "game" and "missing" in err.expected
    err = error_of(tmp_path, GOOD_SCENARIO.replace('game = "roll-player"', 'game = "chess"'))
    assert err.key == "game" and "'chess'" in err.expected and "roll-player" in err.expected


def test_a_game_without_a_scenario_reader_is_refused(tmp_path: Path) -> None:
    games.register(DiceRace())
    err = error_of(tmp_path, 'game = "dice-race"\nplayers = 2\n')
    assert err.key == "game" and "names no scenario reader" in err.expected


@pytest.mark.parametrize(("old", "new", "key", "words"), [
    ("seed = 4", 'seed = "four"', "seed", "expected an integer"),
    ("seed = 4", "seed = -1", "seed", "expected an integer in 0.."),
    ('seats = [{ name = "Ala" }, { name = "Bot", bot = "greedy" }]', "", "players", "exactly one of"),
    ('seats = [{ name = "Ala" }, { name = "Bot", bot = "greedy" }]', "players = 9", "players", "1..5"),
    ('bot = "greedy"', 'bot = "clever"', "seats[1].bot", "'clever'"),
    ('{ name = "Ala" }', '{ name = "Ala", age = 7 }', "seats[0].age", "unknown key"),
    ("options = { shorter_game = false }", "options = { prepared = 1 }", "options.prepared", "not one of them"),
    ("options = { shorter_game = false }", "options = { shorter_game = [1] }", "options.shorter_game", "true, false"),
    ("options = { shorter_game = false }", "options = { shorter = true }", "options", "unknown option"),
    ("[forced]", "[forced]\nrolls = [1]", "forced.rolls", "unknown key"),
    ("faces = [6, 1]", 'faces = "six"', "forced.faces", "expected an array"),
    ("faces = [6, 1]", "faces = [6, 1.5]", "forced.faces[1]", "whole number"),
    ("faces = [6, 1]", "faces = [6, 7]", "forced.faces[1]", "1..6"),
    ('draws = ["red"]', 'draws = ["scarlet"]', "forced.draws[0]", "scarlet"),
    ('orders = [["B10"]]', 'orders = [["B10", "B10"]]', "forced.orders[0]", "at most once"),
    ('orders = [["B10"]]', 'orders = [["B99"]]', "forced.orders[0][0]", "Market card"),
    ('orders = [["B10"]]', 'orders = ["B10"]', "forced.orders[0]", "expected an array"),
    ("[forced]", "[position]\nphase = 3\n[forced]", "position.phase", "expected a string"),
    ("[forced]", "unknown = 1\n[forced]", "unknown", "unknown key"),
])
def test_a_damaged_scenario_names_the_key_and_what_was_expected(tmp_path: Path, old: str, new: str, key: str,
                                                                words: str) -> None:
    assert old in GOOD_SCENARIO, old
    err = error_of(tmp_path, GOOD_SCENARIO.replace(old, new, 1))
    assert err.key == key and words in err.expected, (err.key, err.expected)


def test_too_many_forced_results_are_refused() -> None:
    from engine.common.scenario import MAX_FORCED

    with pytest.raises(ContentError) as info:
        faces = ", ".join(["1"] * (MAX_FORCED + 1))
        scenario_from_text(f'game = "roll-player"\nplayers = 2\n[forced]\nfaces = [{faces}]')
    assert info.value.key == "forced.faces" and f"at most {MAX_FORCED}" in info.value.expected


def test_inline_scenarios_are_checked_as_files_are() -> None:
    with pytest.raises(ContentError) as info:
        scenario_from_text('game = "roll-player"\nplayers = 2\nseed = ', "inline.toml")
    assert info.value.path == "inline.toml" and "valid scenario" in info.value.expected


def test_a_manifest_names_its_scenario_reader_as_engine_code(tmp_path: Path) -> None:
    ok = GOOD.replace('table = "', 'scenario = "engine.games.roll_player.scenario:read_position"\ntable = "')
    assert read_manifest(write_game(tmp_path / "a", ok)).scenario == "engine.games.roll_player.scenario:read_position"
    bad = GOOD.replace('table = "', 'scenario = "app.games:reader"\ntable = "')
    with pytest.raises(ContentError) as info:
        read_manifest(write_game(tmp_path / "b", bad))
    assert info.value.key == "scenario" and "never imports the app" in info.value.expected
    assert read_manifest(write_game(tmp_path / "c")).scenario is None


def test_a_save_written_before_the_rename_carries_its_prepared_game_under_scenario_and_still_loads(
        tmp_path: Path) -> None:
    from engine.kernel import Session
    from engine.kernel.save import load, write_save

    config = read_scenario(write(tmp_path, GOOD_SCENARIO, "market.toml")).config()
    options = {("scenario" if key == "prepared" else key): value for key, value in config.options.items()}
    older = type(config)(config.game, config.seed, config.seats, options)
    now, then = Session(games.get("roll-player"), config), Session(games.get("roll-player"), older)
    assert then.state_hash() == now.state_hash(), "the same forced results and start under either key"
    write_save(tmp_path / "older.json", then)
    assert load(tmp_path / "older.json", games.get).session.state_hash() == now.state_hash()
