"""Discover engine figure (issue 23): random 3-player games of Scenario 1 (the default) per second, the whole game
from setup to the last hero's end, without checking the invariants at every step (as the other games' figures)."""
from __future__ import annotations

from engine import games
from engine.kernel.canonical import JsonObject
from engine.simulate import simulate

GAMES = 30
PLAYERS = 3


def play(count: int = GAMES) -> JsonObject:
    report = simulate(games.get("discover"), PLAYERS, games=count, seed=1, bot="random", check_every_step=False)
    return report


def run() -> JsonObject:
    if "discover" not in games.available():
        return {}
    return {"discover_games_per_second": play()["games_per_second"]}
