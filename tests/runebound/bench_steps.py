"""Bench (run on demand, not collected): the median engine step of random 4-player games (a Session's apply,
state hash included, and the decision alone) against the 0.2 ms budget, with Roll Player measured in the
same run as the baseline.

    .venv/bin/python -m tests.runebound.bench_steps
"""
from __future__ import annotations

from engine import games

import random
import statistics
import time

from typing import Any

from engine.kernel import Game, GameConfig, Session

STEPS = 3000


def medians(game: Game[Any], steps: int) -> tuple[float, float, int]:
    """Median apply and decision times (ms) over random 4-player games, and the steps measured."""
    times: list[float] = []
    decide: list[float] = []
    for seed in range(3):
        s = Session(game, GameConfig.quick(game.id, 4, seed=seed))
        pick = random.Random(seed)
        for _ in range(steps):
            if s.over:
                break
            t = time.perf_counter()
            d = game.decision(s.state)
            decide.append(time.perf_counter() - t)
            assert d is not None
            t = time.perf_counter()
            s.apply(pick.choice(d.legal))
            times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3, statistics.median(decide) * 1e3, len(times)


def main() -> None:
    apply_ms, decide_ms, n = medians(games.get("runebound"), STEPS)
    base_ms, _, m = medians(games.get("roll-player"), STEPS)
    print(f"Runebound, {n} steps: median apply {apply_ms:.3f} ms, median decision {decide_ms:.3f} ms "
          f"(budget 0.2 ms); Roll Player in the same run ({m} steps): median apply {base_ms:.3f} ms "
          f"(ratio {apply_ms / base_ms:.2f})")


if __name__ == "__main__":
    main()
