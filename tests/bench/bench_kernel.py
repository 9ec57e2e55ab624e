"""Kernel figures: undo cost at depth 10 and 10,000 (snapshots vs naive replay), load+verify."""
from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from engine import games
from engine.kernel import Session, step_state
from engine.kernel.save import load, write_save
from tests.kernel.dice_race import DiceRace
from engine.kernel import GameConfig


def _session(steps: int) -> Session:
    game = DiceRace()
    games.register(game)
    s = Session(game, GameConfig.quick("dice-race", 2, seed=1, target=10**9))
    pick = random.Random(1)
    while len(s.steps) < steps:
        s.apply(pick.choice(s.decision.legal))
    return s


def _undo_ms(s: Session, repeats: int = 200) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        s.undo()
        times.append(time.perf_counter() - t)
        s.redo()
    return statistics.median(times) * 1000


def _naive_undo_ms(s: Session, repeats: int = 5) -> float:
    """Undo the way a log without snapshots would: re-resolve every action from the start."""
    target = s.human_indices()[-1]
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        state = s.game.new_state(s.config)
        for step in s.steps[:target]:
            step_state(s.game, state, step.action)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def run() -> dict[str, float]:
    short, long = _session(10), _session(10_000)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.json"
        write_save(path, long)
        t = time.perf_counter()
        result = load(path, games.get)
        load_s = time.perf_counter() - t
        assert result.ok, result.summary()
    return {
        "undo_ms_depth_10": round(_undo_ms(short), 4),
        "undo_ms_depth_10000": round(_undo_ms(long), 4),
        "naive_undo_ms_depth_10000": round(_naive_undo_ms(long), 3),
        "load_verify_10000_s": round(load_s, 3),
    }
