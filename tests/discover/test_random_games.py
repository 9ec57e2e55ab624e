"""Random games for 1-4 players in Scenario 1 and 2-4 in Scenario 5 keep the invariants after every step (issue
23 item 9): every landscape, water source and monster token in exactly one place, stamina within 0..12, health
indicators never past the elimination, heroes on the map; every game ends; undoing everything and redoing it
gives the same state, and a save replays and verifies."""
from __future__ import annotations

import random

import pytest

from engine.kernel import GameConfig, Session
from engine.kernel.save import replay_document, session_to_json

from .helpers import GAME

CONFIGS = [(1, 1), (2, 1), (3, 1), (4, 1), (2, 5), (3, 5), (4, 5)]
MAX_STEPS = 5_000      # random heroes starve within a few dozen rounds; a game still going here is a fault


def play(players: int, expedition: int, seed: int, *, checked: bool = True) -> Session:
    chooser = random.Random(seed)
    session = Session(GAME, GameConfig.quick("discover", players, seed=seed, expedition=expedition))
    for _ in range(MAX_STEPS):
        decision = session.decision
        if decision is None:
            return session
        session.apply(chooser.choice(decision.legal))
        if checked:
            problems = GAME.check(session.state)
            assert not problems, (players, expedition, seed, session.cursor, problems)
    raise AssertionError(f"{players} players, scenario {expedition}, seed {seed}: no end after {MAX_STEPS} steps")


@pytest.mark.parametrize(("players", "expedition"), CONFIGS, ids=[f"{p}p-s{e}" for p, e in CONFIGS])
def test_random_games_keep_every_invariant_and_end(players: int, expedition: int) -> None:
    for seed in range(3):
        session = play(players, expedition, seed)
        outcome = GAME.outcome(session.state)
        assert len(outcome.places) == players
        if expedition == 5:
            assert sum(1 for h in session.state.heroes if h.status == "won") <= 1


@pytest.mark.parametrize(("players", "expedition"), [(3, 1), (2, 5)])
def test_undo_everything_then_redo_everything_gives_the_same_game(players: int, expedition: int) -> None:
    session = play(players, expedition, seed=4, checked=False)
    final = GAME.encode(session.state)
    while session.can_undo().ok:
        session.undo()
    while session.cursor < len(session.steps):
        session.redo()
    assert GAME.encode(session.state) == final


def test_a_saved_random_game_replays_and_verifies() -> None:
    session = play(4, 1, seed=5, checked=False)
    result = replay_document(session_to_json(session), GAME)
    assert result.ok, result.summary()
