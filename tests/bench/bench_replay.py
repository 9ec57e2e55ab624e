"""Replay viewer figures: random seeks (with the view a frame draws) in a 10,000-step session,
against the naive way (re-resolving every action from the start), and the time to open it."""
from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

from app.replay.model import ReplayModel
from engine import games
from engine.kernel import GameConfig, Session, step_state
from engine.kernel.save import write_save
from tests.kernel.dice_race import DiceRace

STEPS = 10_000
SEEKS = 1_000
NAIVE_SEEKS = 20


def _long_session(game: DiceRace) -> Session:
    session = Session(game, GameConfig.quick(game.id, 2, seed=1, target=10**9))
    pick = random.Random(1)
    while len(session.steps) < STEPS:
        session.apply(pick.choice(session.decision.legal))
    return session


def _p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1000


def _naive_seek_ms_p99(model: ReplayModel, targets: list[int]) -> float:
    times = []
    for target in targets:
        t = time.perf_counter()
        state = model.game.new_state(model.session.config)
        for step in model.session.steps[:target]:
            step_state(model.game, state, step.action)
        model.game.view(state, None)
        times.append(time.perf_counter() - t)
    return _p99(times)


def _roll_player_seek_ms_p99() -> float | None:
    """The same on the largest shipped Roll Player example (its states are far bigger)."""
    from app.replay.examples import EXAMPLES_DIR

    example = EXAMPLES_DIR / "roll-player-4p-seed4.json"
    if "roll-player" not in games.installed() or not example.exists():
        return None
    model = ReplayModel.open(example)
    pick = random.Random(7)
    times = []
    for _ in range(SEEKS):
        target = pick.randint(0, model.total)
        t = time.perf_counter()
        model.seek(target)
        model.view()
        times.append(time.perf_counter() - t)
    return round(_p99(times), 4)


def run() -> dict[str, float]:
    game = DiceRace()
    games.register(game)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.json"
        write_save(path, _long_session(game))
        t = time.perf_counter()
        model = ReplayModel.open(path)
        open_s = time.perf_counter() - t
    pick = random.Random(7)
    targets = [pick.randint(0, model.total) for _ in range(SEEKS)]
    times = []
    for target in targets:
        t = time.perf_counter()
        model.seek(target)
        model.view()
        times.append(time.perf_counter() - t)
    figures = {
        "replay_seek_ms_p99": round(_p99(times), 4),
        "naive_replay_seek_ms_p99": round(_naive_seek_ms_p99(model, targets[:NAIVE_SEEKS]), 3),
        "replay_open_10000_s": round(open_s, 3),
    }
    roll_player = _roll_player_seek_ms_p99()
    if roll_player is not None:
        figures["replay_seek_ms_p99_roll_player_4p"] = roll_player
    return figures
