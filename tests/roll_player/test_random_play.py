"""Random legal play for every player count: invariants after every step, games end, undo/redo and saves."""
from __future__ import annotations

import pytest

from engine.games.roll_player.game import RollPlayer
from engine.kernel import Rng, Session, step_state
from engine.kernel.save import load, write_save

from .helpers import GAME, config

GAMES_PER_COUNT = {1: 40, 2: 50, 3: 50, 4: 50}
OPTION_SETS = [{}, {"less_random_setup": True}, {"random_market_deck": True}, {"shorter_game": True},
               {"friendly_market": True}, {"class_selection": "choose"}]


def _play(players: int, seed: int, options: dict, *, anyone: bool) -> int:
    """One game by uniform random choices (`anyone`: any player's action, interrupts included)."""
    state = GAME.new_state(config(players, seed, **options))
    rng = Rng.from_seed(seed)
    steps = 0
    while True:
        d = GAME.decision(state)
        if d is None:
            break
        pool = d.legal if (anyone or d.automatic) else [a for a in d.legal if a.player == d.actor]
        assert pool, f"no legal action at {d.prompt}"
        step_state(GAME, state, pool[0] if d.automatic else rng.choice(pool))
        problems = GAME.check(state)
        assert not problems, f"seed {seed} step {steps}: {problems}"
        steps += 1
        assert steps < 5000, "the game does not end"
    assert all(p.full() for p in state.players)
    assert len(GAME.final_scores(state)) == players
    return steps


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant_and_end(players: int) -> None:
    for k in range(GAMES_PER_COUNT[players]):
        options = OPTION_SETS[k % len(OPTION_SETS)]
        if players == 1 and "friendly_market" in options:
            options = {}
        _play(players, 1000 * players + k, options, anyone=k % 2 == 1)


def test_undo_everything_then_redo_everything_gives_the_same_game() -> None:
    session = Session(GAME, config(3, 77))
    rng = Rng.from_seed(5)
    while not session.over:
        d = session.decision
        session.apply(rng.choice(d.legal))
    final = session.state_hash()
    humans = len(session.human_indices())
    for _ in range(humans):
        session.undo()
    assert not session.can_undo()
    while session.can_redo():
        session.redo()
    assert session.state_hash() == final and session.over


def test_a_saved_game_loads_and_replays_exactly(tmp_path) -> None:
    session = Session(GAME, config(2, 31, shorter_game=True))
    rng = Rng.from_seed(9)
    for _ in range(120):
        d = session.decision
        session.apply(rng.choice(d.legal))
    path = tmp_path / "rp.json"
    write_save(path, session)
    replay = load(path, lambda gid: RollPlayer())
    assert replay.ok, replay.summary()
    assert replay.session.state_hash() == session.state_hash()
