"""The game conformance suite: every installed game, with every option value and player count its
manifest declares, plays a random game that keeps the game's invariants after every step, offers a
legal action until the end, undoes and redoes to the same states, saves, loads and verifies, plays the
same from the same seed, hides in each player's view what that player may not see, tells every event in
English and Polish, and refuses illegal actions in words both languages have. A game is checked by
being installed: nothing here names one."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import games

from .suite import conform, every_configuration, report, timing

CONFIGURATIONS = every_configuration(games.installed())


def test_every_installed_game_is_checked() -> None:
    """Each installed game brings at least one configuration (its manifest's players and options)."""
    assert games.installed() and {c.game for c in CONFIGURATIONS} == set(games.installed())


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=lambda c: c.id)
def test_a_random_game_conforms(configuration, tmp_path: Path) -> None:
    run = conform(games.get(configuration.game), configuration, tmp_path)
    print(timing(run))
    if run.problems:
        pytest.fail(report(run), pytrace=False)
