"""Chapters: a step may start a fresh game from its own scenario; Back stays inside the chapter; the
runner notes the learner's moves it made itself, so a step's words can be checked to announce them."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import games
from engine.kernel import ContentError
from engine.tutorial import Runner, load_script

SCRIPT = """
game = "roll-player"
title = { en = "T", pl = "T" }
scenario = "first.toml"

[setup]
seats = [{ name = "You" }, { name = "Bot", bot = "random" }]
autoplay = [{ kind = "take_card" }]

[[topics]]
id = "goal"
name = { en = "Goal", pl = "Cel" }
spec = "0.3"

[[steps]]
id = "welcome"
mode = "next"
topics = ["goal"]
introduces = ["sheet"]
text = { en = "Hi", pl = "Cześć" }

[[steps]]
id = "place"
mode = "move"
topics = ["goal"]
announces = ["take_card"]
expect = { kind = "place" }
text = { en = "We took a card for you; place its die.", pl = "Wzięliśmy za ciebie kartę; połóż kość." }

[[steps]]
id = "later"
mode = "next"
topics = ["goal"]
scenario = "second.toml"
text = { en = "Another game", pl = "Inna gra" }

[[steps]]
id = "take"
mode = "move"
topics = ["goal"]
expect = { kind = "take_card", args = { card = 0 } }
text = { en = "Take card 1", pl = "Weź kartę 1" }
"""
DICE = """
[position]
phase = "dice"
round = {round}
[[position.initiative]]
dice = ["red 2"]
[[position.initiative]]
dice = ["blue 4"]
[[position.initiative]]
dice = ["green 6"]
"""


@pytest.fixture
def script_path(tmp_path: Path) -> Path:
    for name, round_ in (("first.toml", 1), ("second.toml", 9)):
        (tmp_path / name).write_text(f'game = "roll-player"\nplayers = 2\nseed = 4\n{DICE.format(round=round_)}',
                                     encoding="utf-8")
    path = tmp_path / "lesson.toml"
    path.write_text(SCRIPT, encoding="utf-8")
    return path


@pytest.fixture
def runner(script_path: Path) -> Runner:
    return Runner(games.get("roll-player"), load_script(script_path))


def test_a_step_with_a_scenario_starts_a_fresh_game_from_it(runner):
    first = runner.session
    runner.next()
    runner.apply(runner.allowed()[0])
    assert runner.step.id == "later"
    assert runner.session is not first and runner.session.state.round == 9
    assert [s.name for s in runner.session.config.seats] == ["You", "Bot"]


def test_back_never_crosses_into_the_previous_chapter(runner):
    runner.next()
    runner.apply(runner.allowed()[0])
    assert not runner.can_back()
    runner.next()
    assert runner.step.id == "take" and runner.can_back()
    runner.back()
    assert runner.step.id == "later" and runner.session.state.round == 9


def test_the_runner_notes_the_learners_moves_it_made_for_the_step_that_follows(runner):
    runner.next()
    assert [a.kind for a in runner.automatic[1]] == ["take_card"]
    assert 0 not in runner.automatic
    runner.back()
    assert runner.automatic == {}


def test_introduces_and_announces_are_read_as_names(runner):
    steps = runner.script.steps
    assert steps[0].introduces == ("sheet",) and steps[1].announces == ("take_card",)
    assert steps[2].scenario is not None and steps[2].scenario.file.endswith("second.toml")


def test_a_chapter_scenario_is_checked_like_the_scripts_own(script_path):
    script_path.write_text(SCRIPT.replace('"second.toml"', '"missing.toml"'), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_script(script_path)
    assert "missing.toml" in info.value.path
