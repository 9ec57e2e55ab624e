"""Runebound engine figures: random 4-player games per second, and the end hexes of a 5-die movement
roll (the query the map table asks on every hover) against walking every die sequence, same run."""
from __future__ import annotations

import random
import statistics
import time

from engine import games
from engine.simulate import simulate

GAMES = 20
ROLLS = 500
NAIVE_ROLLS = 40
DICE = 5


def _p99(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.99 * len(values)))]


def _reachable() -> dict[str, float]:
    """p99 of the 5-die end-hex query from random hexes, and the naive walk's median for scale."""
    from engine.games.runebound.content import content
    from engine.games.runebound.movement import Moves
    from tests.runebound.bench_movement import naive

    c = content()
    rng = random.Random(1)
    cases = [(rng.choice(sorted(c.terrain)), [rng.choice(sorted(c.faces)) for _ in range(DICE)]) for _ in range(ROLLS)]
    Moves(c, *cases[0]).ends()  # warm the content's caches
    fast: list[float] = []
    for start, faces in cases:
        t = time.perf_counter()
        Moves(c, start, faces).ends()
        fast.append((time.perf_counter() - t) * 1e3)
    slow: list[float] = []
    for start, faces in cases[:NAIVE_ROLLS]:
        t = time.perf_counter()
        naive(start, faces)
        slow.append((time.perf_counter() - t) * 1e3)
    return {"runebound_reachable_ms_p99": round(_p99(fast), 4),
            "runebound_reachable_ms_p50": round(statistics.median(fast), 4),
            "naive_runebound_reachable_ms_p50": round(statistics.median(slow), 3)}


def run() -> dict[str, float]:
    if "runebound" not in games.available():
        return {}
    report = simulate(games.get("runebound"), 4, games=GAMES, seed=1, bot="random", check_every_step=False)
    return {"runebound_games_per_second": report["games_per_second"], **_reachable()}
