"""Whole games played by bots, fast (no timeline, no hashing), with invariants checked."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from engine.bots import bot_for, game_bot_rng
from engine.kernel import Context, Game, GameConfig, Seen
from engine.kernel.canonical import JsonObject
from engine.kernel.outcome import COOPERATIVE, EACH


@dataclass
class GameRun:
    """One finished (or aborted) game."""

    steps: int
    scores: list[float]
    violations: list[str] = field(default_factory=list)
    finished: bool = True
    won: list[bool] = field(default_factory=list)     # each seat's own result (Outcome.result), True = won
    kind: str = ""                                     # the outcome's kind (competitive, cooperative, each, solo)


def play(game: Game[Any], config: GameConfig, bot_names: list[str], *, check_every_step: bool = True,
         max_steps: int = 100_000) -> GameRun:
    """Play one game to the end with one bot per seat; the bots' choices use their own RNG."""
    bots = [bot_for(game.id, name) for name in bot_names]
    bot_rng = game_bot_rng(config.seed)
    state = game.new_state(config)
    violations: list[str] = []
    steps = 0
    decide = game.decision  # bound once: the loop below is the simulation's hot path
    while steps < max_steps:
        decision = decide(state)
        if decision is None:
            break
        actor = decision.next_seat()
        if actor is None:
            action = decision.legal[0]
        else:
            action = bots[actor].choose(game, Seen(game, state, actor), decision, actor, bot_rng)
        ctx = Context(game, state)  # step_state, inlined
        game.resolve(ctx, action)
        ctx.finish()
        steps += 1
        if check_every_step:
            violations.extend(f"step {steps}: {v}" for v in game.check(state))
    else:
        return GameRun(steps, [], violations + [f"no end after {max_steps} steps"], finished=False)
    if not check_every_step:
        violations.extend(game.check(state))
    outcome = game.outcome(state)
    won = [outcome.result(seat) is True for seat in range(config.players)]
    return GameRun(steps, list(game.final_scores(state)), violations, won=won, kind=outcome.kind)


def simulate(game: Game[Any], players: int, games: int, seed: int, bot: str = "random",
             options: JsonObject | None = None, check_every_step: bool = True) -> JsonObject:
    """Play `games` games and summarise them as one JSON-able dict."""
    runs: list[GameRun] = []
    # One-off costs (reading the content, importing the game's bots) are paid before the clock
    # starts: games_per_second measures games, not start-up.
    game.content_hash()
    bot_for(game.id, bot)
    start = time.perf_counter()
    for k in range(games):
        config = GameConfig.quick(game.id, players, seed=seed + k, bot=bot, **(options or {}))
        runs.append(play(game, config, [bot] * players, check_every_step=check_every_step))
    seconds = time.perf_counter() - start
    total_steps = sum(r.steps for r in runs)
    scored = [r.scores for r in runs if r.scores]
    mean_scores = [round(sum(s[i] for s in scored) / len(scored), 3) for i in range(players)] if scored else []
    violations = [v for r in runs for v in r.violations]
    ended = [r for r in runs if r.finished]
    return {
        "game": game.id,
        "players": players,
        "bot": bot,
        "games": games,
        "finished": sum(r.finished for r in runs),
        "steps": total_steps,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "mean_steps_per_game": round(total_steps / games, 2) if games else 0,
        "invariant_violations": len(violations),
        "first_violations": violations[:5],
        "mean_score_per_seat": mean_scores,
        "mean_score": round(sum(mean_scores) / len(mean_scores), 3) if mean_scores else None,
        **outcome_rates(ended, players),
    }


def outcome_rates(runs: list[GameRun], players: int) -> JsonObject:
    """How the games ended, read from each game's Outcome: the share of games each seat won, and where every
    seat wins or loses on its own (Discover's Scenario 1: each hero who survives wins) the survival rate, the
    share of all heroes in all games who won; where the table wins or loses together, the table's win rate."""
    if not runs:
        return {}
    out: JsonObject = {"win_rate_per_seat": [round(sum(r.won[i] for r in runs) / len(runs), 3)
                                             for i in range(players)]}
    together = [r for r in runs if r.kind == COOPERATIVE]
    if together:
        out["table_win_rate"] = round(sum(r.won[0] for r in together) / len(together), 3)
    each = [r for r in runs if r.kind == EACH]
    if each:
        out["survival_rate"] = round(sum(sum(r.won) for r in each) / (len(each) * players), 3)
    return out
