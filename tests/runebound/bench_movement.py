"""Bench (run on demand, not collected): the end-hex query for a 5-die roll against the naive way (walking
every sequence of single steps), measured in the same run.

    .venv/bin/python -m tests.runebound.bench_movement
"""
from __future__ import annotations

import random
import time

from engine.common.hexes import Hex
from engine.games.runebound.content import content
from engine.games.runebound.movement import Moves, legal_steps

ROLLS = 500


def naive(start: Hex, faces: list[str]) -> set[Hex]:
    c = content()
    seen: set[Hex] = set()
    spent = [False] * len(faces)

    def walk(here: Hex) -> None:
        seen.add(here)
        for h, die in legal_steps(c, here, faces, spent):
            spent[die] = True
            walk(h)
            spent[die] = False
    walk(start)
    return seen


def main() -> None:
    c = content()
    rng = random.Random(1)
    cases = [(rng.choice(sorted(c.terrain)), [rng.choice(sorted(c.faces)) for _ in range(5)]) for _ in range(ROLLS)]
    Moves(c, cases[0][0], cases[0][1])  # warm the caches
    t = time.perf_counter()
    for start, faces in cases:
        Moves(c, start, faces).ends()
    fast = (time.perf_counter() - t) / ROLLS * 1e3
    t = time.perf_counter()
    for start, faces in cases:
        moves = Moves(c, start, faces)
        for end in moves.ends():
            moves.route(end)
    routes = (time.perf_counter() - t) / ROLLS * 1e3
    t = time.perf_counter()
    for start, faces in cases[:50]:
        naive(start, faces)
    slow = (time.perf_counter() - t) / 50 * 1e3
    print(f"5-die end-hex query: {fast:.3f} ms (goal <= 1 ms); with every route: {routes:.3f} ms; "
          f"naive walk: {slow:.2f} ms ({slow / fast:.0f}x slower)")


if __name__ == "__main__":
    main()
