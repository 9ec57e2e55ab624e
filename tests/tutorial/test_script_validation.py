"""A malformed tutorial script fails on load with the file, the step's key and what was expected."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.kernel import ContentError
from engine.tutorial import AUTO, MOVE, NEXT, load_script

from .conftest import RACE_SCRIPT


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    return path


def mutate(tmp_path: Path, old: str, new: str) -> Path:
    text = RACE_SCRIPT.read_text(encoding="utf-8")
    assert old in text
    return write(tmp_path, text.replace(old, new, 1))


def error_of(path: Path) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_script(path)
    return info.value


def test_the_sample_script_loads_with_every_mode(script):
    assert [s.mode for s in script.steps] == [NEXT, MOVE, MOVE, AUTO, MOVE, NEXT]
    assert script.seats[1].bot == "random" and script.learner == 0
    assert script.options == {"target": 12}


def test_unknown_mode_names_the_step_key(tmp_path):
    err = error_of(mutate(tmp_path, 'mode = "next"', 'mode = "wait"'))
    assert err.path == "broken.toml" and err.key == "steps[0] (welcome).mode"
    assert "next, move, auto" in err.expected


def test_move_step_without_expect_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, 'expect = { kind = "roll" }\nhint', "hint"))
    assert err.key == "steps[1] (roll).expect" and "waits for" in err.expected


def test_expect_on_a_next_step_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, 'topics = ["goal"]', 'topics = ["goal"]\nexpect = { kind = "roll" }'))
    assert err.key == "steps[0] (welcome).expect"


def test_step_naming_an_undeclared_topic_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, 'topics = ["rolling"]', 'topics = ["rollin"]'))
    assert err.key == "steps[1] (roll).topics[0]" and "'rollin'" in err.expected


def test_declared_topic_that_no_step_teaches_is_rejected(tmp_path):
    text = RACE_SCRIPT.read_text(encoding="utf-8").replace('topics = ["banking"]', 'topics = ["rolling"]', 1)
    err = error_of(write(tmp_path, text))
    assert err.key == "topics[2].id" and "taught by no step" in err.expected


def test_a_step_the_learner_sees_names_its_topics(tmp_path):
    err = error_of(mutate(tmp_path, 'topics = ["banking"]', "topics = []"))
    assert err.key == "steps[2] (bank).topics" and "names the topics" in err.expected


def test_duplicate_step_id_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, 'id = "bank"', 'id = "roll"'))
    assert err.key == "steps[2].id" and "duplicate" in err.expected


def test_text_needs_both_languages(tmp_path):
    err = error_of(mutate(tmp_path, ', pl = "Rzuć kością."', ""))
    assert err.key == "steps[1] (roll).text.pl"


def test_misspelt_step_key_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, "targets = [\"die\"]", "target = [\"die\"]"))
    assert err.key == "steps[1] (roll).target" and "unknown key" in err.expected


def test_auto_step_needs_something_to_play(tmp_path):
    err = error_of(mutate(tmp_path, "others = true", ""))
    assert err.key == "steps[3] (bot_turn).mode" and "auto" in err.expected


def test_scripted_move_for_a_missing_seat_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, "others = true", 'play = { kind = "roll", player = 5 }'))
    assert err.key == "steps[3] (bot_turn).play.player" and "0..1" in err.expected


def test_learner_outside_the_seats_is_rejected(tmp_path):
    err = error_of(mutate(tmp_path, "learner = 0", "learner = 2"))
    assert err.key == "setup.learner"


def test_toml_syntax_error_names_the_line(tmp_path):
    err = error_of(write(tmp_path, 'game = "dice-race"\nseed = \n'))
    assert err.key.startswith("line 2") and "valid TOML" in err.expected


def test_missing_steps_are_reported(tmp_path):
    text = RACE_SCRIPT.read_text(encoding="utf-8").split("[[steps]]")[0]
    err = error_of(write(tmp_path, text))
    assert err.key == "steps" and "required" in err.expected


def test_one_of_needs_a_list_of_allowed_values(tmp_path):
    err = error_of(mutate(tmp_path, 'expect = { kind = "bank" }', 'expect = { kind = "bank", one_of = { card = "B01" } }'))
    assert err.key == "steps[2] (bank).expect.one_of.card" and "non-empty array" in err.expected


def test_until_is_a_move_or_the_word_end(tmp_path):
    err = error_of(mutate(tmp_path, "others = true", 'until = "later"'))
    assert err.key == "steps[3] (bot_turn).until" and '"end"' in err.expected


@pytest.mark.parametrize("name", ["basics.toml", "fiends.toml"])
def test_the_roll_player_scripts_load(name):
    from engine.tutorial import scripts_for

    (path,) = [p for p in scripts_for("roll-player") if p.name == name]
    script = load_script(path)
    assert script.game == "roll-player" and script.seats[script.learner].bot is None


def test_score_names_a_breakdown_line_or_the_total(tmp_path):
    err = error_of(mutate(tmp_path, 'topics = ["goal"]', 'topics = ["goal"]\nscore = "stars"'))
    assert err.key == "steps[0] (welcome).score" and '"total"' in err.expected
    assert load_script(mutate(tmp_path, 'topics = ["goal"]', 'topics = ["goal"]\nscore = [0, "total"]')).steps[0].score == (0, "total")


SCENARIO_SCRIPT = """
game = "roll-player"
title = { en = "T", pl = "T" }
scenario = "lesson.toml"

[setup]
seats = [{ name = "You" }, { name = "Bot", bot = "random" }]

[[topics]]
id = "goal"
name = { en = "Goal", pl = "Cel" }
spec = "0.3"

[[steps]]
id = "welcome"
mode = "next"
topics = ["goal"]
text = { en = "Hi", pl = "Cześć" }
"""


def scenario_script(tmp_path: Path, text: str = SCENARIO_SCRIPT, players: int = 2) -> Path:
    (tmp_path / "lesson.toml").write_text(f'game = "roll-player"\nplayers = {players}\nseed = 5\n'
                                          "[forced]\nfaces = [1, 6]\n", encoding="utf-8")
    return write(tmp_path, text)


def test_a_script_may_start_from_a_scenario_beside_it_and_takes_its_seed(tmp_path):
    script = load_script(scenario_script(tmp_path))
    assert script.seed == 5 and script.scenario.forced.faces == (1, 6)
    config = script.config()
    assert [s.name for s in config.seats] == ["You", "Bot"]
    assert config.options["prepared"]["forced"] == {"faces": [1, 6]}


def test_a_script_gives_a_seed_or_a_scenario_not_both(tmp_path):
    err = error_of(scenario_script(tmp_path, SCENARIO_SCRIPT.replace('scenario = "', 'seed = 3\nscenario = "')))
    assert err.key == "seed" and "not both" in err.expected


@pytest.mark.parametrize(("path", "words"), [("/etc/lesson.toml", "relative"), ("lesson.json", ".toml")])
def test_a_scenario_path_is_a_toml_file_relative_to_the_script(tmp_path, path, words):
    err = error_of(scenario_script(tmp_path, SCENARIO_SCRIPT.replace("lesson.toml", path)))
    assert err.key == "scenario" and words in err.expected


def test_the_scenario_must_seat_as_many_players_as_the_script(tmp_path):
    err = error_of(scenario_script(tmp_path, players=3))
    assert err.key == "scenario" and "2 seats" in err.expected


def test_a_broken_scenario_is_named_by_its_own_file(tmp_path):
    path = scenario_script(tmp_path)
    broken = 'game = "roll-player"\nplayers = 2\n[forced]\nfaces = [9]\n'
    (tmp_path / "lesson.toml").write_text(broken, encoding="utf-8")
    err = error_of(path)
    assert err.path.endswith("lesson.toml") and err.key == "forced.faces[0]"
