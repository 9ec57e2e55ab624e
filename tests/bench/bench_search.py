"""Search bot figures (issue 27): iterations per second and decision time at the normal level, per game, at
mid-game positions reached by greedy play (the positions a person meets, not the empty opening)."""
from __future__ import annotations

from typing import Any

from engine import games
from engine.bots import bot_for, game_bot_rng
from engine.bots.search import LEVELS, Search, own_actions
from engine.kernel import Game, GameConfig, Rng, Seen, step_state
from engine.kernel.canonical import JsonObject

GAMES = {"roll-player": "roll_player", "runebound": "runebound", "discover": "discover", "zerywia": "zerywia"}
PLAYERS = 2
POSITIONS = (0.3, 0.45, 0.6)   # how far into a greedy game (by steps) each measured decision lies


def greedy_game(game_id: str, seed: int = 3, players: int = PLAYERS) -> list[Any]:
    """Every state of one game played by the game's greedy bots, from setup to the end."""
    game: Game[Any] = games.get(game_id)
    bot = bot_for(game_id, "greedy")
    rng = game_bot_rng(seed)
    state = game.new_state(GameConfig.quick(game_id, players, seed=seed))
    states = [game.clone(state)]
    while (decision := game.decision(state)) is not None:
        seat = decision.next_seat()
        action = decision.legal[0] if seat is None else bot.choose(game, Seen(game, state, seat), decision, seat, rng)
        step_state(game, state, action)
        states.append(game.clone(state))
    return states


def position(game_id: str, fraction: float, seed: int = 3) -> Any:
    """The first state at or after `fraction` of a greedy game where the seat asked has a choice to make."""
    game: Game[Any] = games.get(game_id)
    states = greedy_game(game_id, seed)
    for state in states[int(fraction * len(states)):]:
        decision = game.decision(state)
        if decision is not None and decision.actor is not None:
            seat = decision.next_seat()
            if seat is not None and len(own_actions(decision, seat)) > 1:
                return state
    raise ValueError(f"{game_id}: no choice left after {fraction:.0%} of the game")


def measure(game_id: str, level: str = "normal", fractions: tuple[float, ...] = POSITIONS) -> tuple[float, list[float]]:
    """Iterations per second over the decisions measured, and each decision's time in ms."""
    game: Game[Any] = games.get(game_id)
    iterations, seconds, times = 0, 0.0, []
    for k, fraction in enumerate(fractions):
        state = position(game_id, fraction)
        seat = game.decision(state).next_seat()  # type: ignore[union-attr]
        thought = Search.at(game, state, seat, Rng.from_seed(k)).run(LEVELS[level])  # type: ignore[arg-type]
        iterations += thought.iterations
        seconds += thought.seconds
        times.append(thought.seconds * 1000)
    return iterations / seconds, times


def run() -> JsonObject:
    out: JsonObject = {}
    for game_id, key in GAMES.items():
        if game_id not in games.available():
            continue
        per_second, times = measure(game_id)
        out[f"{key}_mcts_iterations_per_second"] = round(per_second)
        out[f"{key}_mcts_decision_ms_p99"] = round(max(times), 1)
    return out
