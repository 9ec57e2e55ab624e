"""Roll Player with Fiends & Familiars: random 4-player expansion games per second (engine only, no table).

The figure sits beside roll_player_games_per_second: the same bots, seeds and player count, so the ratio of
the two is what the expansion (imps, hunts, the battle, two dice per card) costs a whole game.
"""
from __future__ import annotations

from typing import Any

from engine import games
from engine.simulate import simulate

GAME = "roll-player"
PLAYERS = 4
GAMES = 100
OPTIONS = {"expansion": "fiends"}


def play(count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """The bench's games: `count` (default GAMES) whole 4-player expansion games of random bots, summarised."""
    return simulate(games.get(GAME), PLAYERS, games=GAMES if count is None else count, seed=seed, bot="random",
                    options=dict(OPTIONS), check_every_step=False)


def run() -> dict[str, float]:
    if GAME not in games.available():
        return {}
    return {"roll_player_fiends_games_per_second": play()["games_per_second"]}
