"""A choice option may narrow the players per value (Roll Player: 5 seats only with its expansion)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.kernel import ContentError
from engine.manifest import read_manifest

from .test_manifest import GOOD, write_game

NARROWED = GOOD.replace(
    'choices = [{ id = "d6", label = { en = "d6", pl = "k6" } }, { id = "d10", label = { en = "d10", pl = "k10" } }]',
    'choices = [{ id = "d6", label = { en = "d6", pl = "k6" }, players = { max = 2 } }, '
    '{ id = "d10", label = { en = "d10", pl = "k10" } }]')


def test_a_choice_narrows_the_seats_of_a_game_with_its_value(tmp_path: Path) -> None:
    spec = read_manifest(write_game(tmp_path, NARROWED))
    assert (spec.min_players, spec.max_players) == (1, 3)
    assert spec.seats({}) == (1, 2) and spec.seats({"dice": "d10"}) == (1, 3)
    dice = spec.option("dice")
    assert dice is not None and dice.to_json()["choices"][0]["players"] == {"min": 1, "max": 2}


def test_a_choice_left_at_its_default_is_a_problem_for_a_count_it_excludes(tmp_path: Path) -> None:
    spec = read_manifest(write_game(tmp_path, NARROWED))
    assert [(o.id, why) for o, why in spec.option_problems({}, 3)] == [("dice", "players")]
    assert spec.option_problems({"dice": "d10"}, 3) == []
    assert spec.option_problems({}, 2) == []


def test_a_choice_wider_than_its_option_is_refused(tmp_path: Path) -> None:
    path = write_game(tmp_path, NARROWED.replace("players = { max = 2 }", "players = { max = 7 }"))
    with pytest.raises(ContentError) as info:
        read_manifest(path)
    assert info.value.key == "options[1].choices[0].players.max" and "1..3" in info.value.expected


def test_manifests_without_narrowed_choices_keep_their_seats(tmp_path: Path) -> None:
    spec = read_manifest(write_game(tmp_path))
    assert spec.seats({}) == (1, 3) and spec.option_problems({}, 3) == []
