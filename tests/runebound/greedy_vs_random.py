"""On demand (not collected): the greedy bot against the random bot in 2-player games, seats alternating, every
game played to its end with the invariants checked after each step; prints the greedy bot's win rate.

    .venv/bin/python -m tests.runebound.greedy_vs_random --games 100 --seed 1
"""
from __future__ import annotations

import argparse
import time

from engine.kernel import GameConfig
from engine.simulate import play

from .helpers import GAME, register


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    register()
    wins = ties = violations = 0
    start = time.perf_counter()
    for k in range(args.games):
        seats = ["greedy", "random"] if k % 2 == 0 else ["random", "greedy"]
        run = play(GAME, GameConfig.quick(GAME.id, 2, seed=args.seed + k), seats)
        violations += len(run.violations)
        me = seats.index("greedy")
        wins += run.scores[me] > run.scores[1 - me]
        ties += run.scores[me] == run.scores[1 - me]
    print(f"greedy beat random in {wins} of {args.games} 2-player games ({wins / args.games:.0%}), ties {ties}, "
          f"invariant violations {violations}, {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
