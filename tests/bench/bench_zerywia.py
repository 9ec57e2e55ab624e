"""Zerywia engine figure (issue 25): random 2-hero games of Droga Wybrańca per second, the whole game from setup to
its end, without checking the invariants at every step (as the other games' figures)."""
from __future__ import annotations

from engine import games
from engine.kernel.canonical import JsonObject
from engine.simulate import simulate

GAMES = 40
PLAYERS = 2


def play(count: int = GAMES) -> JsonObject:
    return simulate(games.get("zerywia"), PLAYERS, games=count, seed=1, bot="random", check_every_step=False)


def run() -> JsonObject:
    if "zerywia" not in games.available():
        return {}
    return {"zerywia_games_per_second": play()["games_per_second"]}
