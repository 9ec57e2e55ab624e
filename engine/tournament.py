"""Bots played against each other over many games: seats rotated fairly, results with confidence intervals.

Each game seats the line-up (the bots named, repeated to fill the table) turned by one seat more than the
game before, so over every `players` games each bot sits in each seat equally often; those games deal the same
table (one seed), so a strong hero or a lucky deck favours no bot (Runebound's heroes differ so much that a greedy
pair once ended 1000 to 7 on one deal). A table of one bot plays a new deal every game. Games run in parallel
over the machine's cores; a game's bots draw from that game's own stream, so a game's result does not
depend on which worker played it (a search bot's timing aside).
"""
from __future__ import annotations

import math
import multiprocessing
import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine import games
from engine.bots import bot_for, game_bot_rng
from engine.bots.search import SearchBot
from engine.kernel import GameConfig, Seat, Seen, step_state
from engine.kernel.canonical import JsonObject
from engine.kernel.outcome import outcome_values

Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class Table:
    """What every game of a tournament shares."""

    game: str
    players: int
    bots: tuple[str, ...]
    seed: int
    options: JsonObject = field(default_factory=dict)
    iterations: int | None = None   # a cap on each search's iterations (reproducible runs), None = the level's time

    def deal(self, index: int) -> int:
        """The seed of game `index`: the same for each turn of a line-up of different bots, else a new one.

        >>> [Table("g", 2, ("a", "b"), seed=5).deal(k) for k in range(4)], Table("g", 2, ("a",), seed=5).deal(3)
        ([5, 5, 6, 6], 8)
        """
        return self.seed + (index if len(set(self.bots)) == 1 else index // self.players)

    def lineup(self, index: int) -> list[str]:
        """The bot in each seat of game `index`: the line-up turned by `index` seats."""
        base = [self.bots[i % len(self.bots)] for i in range(self.players)]
        turn = index % self.players
        return base[turn:] + base[:turn]


@dataclass
class Played:
    """One finished game: each seat's bot, result value (1 win, 0 loss, 1/k a shared first place), score
    and decision times in seconds."""

    bots: list[str]
    values: list[float]
    scores: list[float]
    times: list[list[float]]
    steps: int


def make_bot(name: str, game_id: str, iterations: int | None) -> Any:
    """A seat's bot; a search bot capped at `iterations` when a cap is given."""
    bot = bot_for(game_id, name)
    if iterations is not None and isinstance(bot, SearchBot):
        bot = SearchBot(name.partition(":")[2] or "normal", iterations)
    return bot


def play_one(table: Table, index: int) -> Played:
    """Play game `index` of the tournament to its end."""
    game = games.get(table.game)
    names = table.lineup(index)
    config = GameConfig(table.game, table.deal(index), tuple(Seat(f"Bot {i + 1}", n) for i, n in enumerate(names)),
                        dict(table.options))
    bots = [make_bot(n, table.game, table.iterations) for n in names]
    rng = game_bot_rng(config.seed)
    state = game.new_state(config)
    times: list[list[float]] = [[] for _ in names]
    steps = 0
    while (decision := game.decision(state)) is not None:
        seat = decision.next_seat()
        if seat is None:
            action = decision.legal[0]
        else:
            start = time.perf_counter()
            action = bots[seat].choose(game, Seen(game, state, seat), decision, seat, rng)
            times[seat].append(time.perf_counter() - start)
        step_state(game, state, action)
        steps += 1
    values = outcome_values(game.outcome(state))
    return Played(names, values, list(game.final_scores(state)), times, steps)


def _play(job: tuple[Table, int]) -> Played:
    return play_one(*job)


def wilson(successes: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate (a shared win counts its share).

    >>> [round(x, 3) for x in wilson(65, 100)]
    [0.553, 0.736]
    """
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + Z95 * Z95 / (2 * n)) / (1 + Z95 * Z95 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / (1 + Z95 * Z95 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile by nearest rank (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def summarise(table: Table, played: Sequence[Played], seconds: float) -> JsonObject:
    """Per bot: seats played, win rate with its interval, mean score, decision times."""
    per_bot: list[JsonObject] = []
    for name in dict.fromkeys(table.bots):
        seats = [(p, i) for p in played for i, b in enumerate(p.bots) if b == name]
        wins = sum(p.values[i] for p, i in seats)
        low, high = wilson(wins, len(seats))
        times = [t for p, i in seats for t in p.times[i]]
        scores = [p.scores[i] for p, i in seats if i < len(p.scores)]
        per_bot.append({
            "bot": name,
            "seats_played": len(seats),
            "win_rate": round(wins / len(seats), 3) if seats else None,
            "win_rate_95": [round(low, 3), round(high, 3)],
            "mean_score": round(sum(scores) / len(scores), 3) if scores else None,
            "decisions": len(times),
            "decision_ms_mean": round(1000 * sum(times) / len(times), 2) if times else None,
            "decision_ms_p99": round(1000 * percentile(times, 99), 2) if times else None,
        })
    return {"game": table.game, "players": table.players, "games": len(played), "seed": table.seed,
            "bots": list(table.bots), "iterations_cap": table.iterations, "seconds": round(seconds, 1),
            "results": per_bot}


def run(table: Table, count: int, *, processes: int | None = None,
        progress: Callable[[int, int], None] | None = None) -> JsonObject:
    """Play `count` games over `processes` workers (the machine's cores by default) and summarise them."""
    jobs = [(table, k) for k in range(count)]
    start = time.perf_counter()
    played: list[Played] = []
    workers = max(1, min(processes or os.cpu_count() or 1, count))
    if workers == 1:
        for job in jobs:
            played.append(_play(job))
            if progress:
                progress(len(played), count)
    else:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for result in pool.imap_unordered(_play, jobs):
                played.append(result)
                if progress:
                    progress(len(played), count)
    return summarise(table, played, time.perf_counter() - start)
