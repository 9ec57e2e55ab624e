"""Fixtures for tutorial tests: the dice race with a small script, and a helper to write bad scripts."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import games
from engine.tutorial import Runner, Script, load_script
from tests.kernel.dice_race import DiceRace

HERE = Path(__file__).resolve().parent
RACE_SCRIPT = HERE / "dice_race.toml"


@pytest.fixture(scope="session")
def race() -> DiceRace:
    game = DiceRace()
    games.register(game)
    return game


@pytest.fixture
def script() -> Script:
    return load_script(RACE_SCRIPT)


@pytest.fixture
def runner(race: DiceRace, script: Script) -> Runner:
    return Runner(race, script)
