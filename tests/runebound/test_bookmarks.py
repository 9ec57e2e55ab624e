"""Replay bookmarks: each round of Runebound is a bookmark ("Round n") in the replay viewer."""
from __future__ import annotations

import random

from engine import games
from engine.kernel import GameConfig, Session
from engine.kernel.milestones import bookmarks


def test_every_round_begun_is_a_round_bookmark() -> None:
    game = games.get("runebound")
    session = Session(game, GameConfig.quick("runebound", 2, seed=5, bot="random"))
    pick = random.Random(5)
    while not session.over and session.state.round_no < 4:
        session.apply(pick.choice(session.decision.legal))
    marks = [m for m in bookmarks(game, (step.events for step in session.steps)) if m.major]
    assert [m.label for m in marks] == [f"Round {n}" for n in range(1, session.state.round_no + 1)]
