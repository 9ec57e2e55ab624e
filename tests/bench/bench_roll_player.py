"""Roll Player engine figures: random 4-player games per second and the median engine step."""
from __future__ import annotations

import statistics
import time

from engine import games
from engine.bots import make_bot
from engine.kernel import GameConfig, Rng, Seen, step_state
from engine.simulate import simulate


def _step_ms_median(game, seed: int = 3) -> float:
    """Median of (enumerate legal actions + apply one) over whole random games."""
    bot = make_bot("random")
    times: list[float] = []
    for k in range(5):
        config = GameConfig.quick(game.id, 4, seed=seed + k, bot="random")
        state = game.new_state(config)
        rng = Rng.from_seed(seed + k)
        while True:
            t = time.perf_counter()
            decision = game.decision(state)
            if decision is None:
                break
            seat = decision.actor
            action = decision.legal[0] if decision.automatic else \
                bot.choose(game, Seen(game, state, seat), decision, seat, rng)
            step_state(game, state, action)
            times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def run() -> dict[str, float]:
    if "roll-player" not in games.available():
        return {}
    game = games.get("roll-player")
    report = simulate(game, 4, games=100, seed=1, bot="random", check_every_step=False)
    return {
        "roll_player_games_per_second": report["games_per_second"],
        "roll_player_step_ms_median": round(_step_ms_median(game), 4),
    }
