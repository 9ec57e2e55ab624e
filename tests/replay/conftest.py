"""Fixtures for the replay viewer: a round race (rounds, phases, log lines) saved to a tmp file."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import games
from engine.kernel import GameConfig, Session
from engine.kernel.save import write_save
from tests.kernel.dice_race import DiceRace

from .round_race import RoundRace


@pytest.fixture(scope="session")
def round_race() -> RoundRace:
    game = RoundRace()
    games.register(game)
    games.register(DiceRace())
    return game


def played(game: RoundRace, steps: int, seed: int = 1, target: int = 10**9) -> Session:
    """A session of at least `steps` steps of random legal choices."""
    session = Session(game, GameConfig.quick(game.id, 2, seed=seed, target=target))
    pick = random.Random(seed)
    while len(session.steps) < steps and not session.over:
        session.apply(pick.choice(session.decision.legal))
    return session


@pytest.fixture
def saved(round_race: RoundRace, tmp_path: Path) -> tuple[Path, Session]:
    """A 300-step round race written to a save file, with the session that wrote it."""
    session = played(round_race, 300)
    path = tmp_path / "race.json"
    write_save(path, session)
    return path, session
