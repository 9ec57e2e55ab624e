"""Strict mode also refuses to take back another player's move."""
from engine.kernel import Action, Session

from .conftest import race_config


def test_strict_mode_refuses_undo_of_another_players_move(race):
    seed = next(k for k in range(100) if _first_roll(race, k) != 1)
    s = Session(race, race_config(seed=seed), strict=True)
    s.apply(Action.of("roll", 0))
    s.apply(Action.of("bank", 0))
    assert s.decision.actor == 1
    verdict = s.can_undo()
    assert not verdict and "another player" in verdict.reason


def _first_roll(race, seed):
    s = Session(race, race_config(seed=seed))
    s.apply(Action.of("roll", 0))
    return s.steps[-1].events[0].data["value"]
