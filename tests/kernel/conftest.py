"""Fixtures for kernel tests: the dice race, registered so saves and the CLI can find it."""
from __future__ import annotations

import random

import pytest

from engine import games
from engine.kernel import GameConfig, Session

from .dice_race import DiceRace


@pytest.fixture(scope="session")
def race() -> DiceRace:
    game = DiceRace()
    games.register(game)
    return game


def race_config(seed: int = 1, target: int = 30) -> GameConfig:
    return GameConfig.quick("dice-race", 2, seed=seed, target=target)


def play_random(session: Session, choices: int, seed: int = 0) -> None:
    """Take up to `choices` random human decisions."""
    pick = random.Random(seed)
    for _ in range(choices):
        if session.over:
            return
        session.apply(pick.choice(session.decision.legal))
