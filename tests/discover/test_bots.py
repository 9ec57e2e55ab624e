"""The greedy bot (issue 23 item 8, a first version): it answers every question of whole games, 1-4 players in
Scenario 1 and 2-4 in Scenario 5, with one of the legal actions."""
from __future__ import annotations

import pytest

from engine.games.discover.bots import GreedyBot
from engine.kernel import GameConfig, Rng, Session

from .helpers import GAME

CONFIGS = [(1, 1), (3, 1), (2, 5), (4, 5)]


@pytest.mark.parametrize(("players", "expedition"), CONFIGS, ids=[f"{p}p-s{e}" for p, e in CONFIGS])
def test_the_greedy_bot_plays_whole_games(players: int, expedition: int) -> None:
    bot, rng = GreedyBot(), Rng.from_seed(7)
    session = Session(GAME, GameConfig.quick("discover", players, seed=3, scenario=expedition))
    for _ in range(5_000):
        decision = session.decision
        if decision is None:
            break
        seat = decision.actor if decision.actor is not None else 0
        action = bot.choose(GAME, session.state, decision, seat, rng) \
            if decision.actor is not None else decision.legal[0]
        assert action in decision.legal
        session.apply(action)
        assert not GAME.check(session.state)
    assert session.decision is None
