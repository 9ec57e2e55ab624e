"""`stolik simulate roll-player ... --json` for every player count and both bots: all games end,
no invariant is ever violated, and the greedy bot outscores the random one.

The issue's figure is 500 games per run; `STOLIK_SIMULATE_GAMES` sets the count here (default
small so the suite stays fast), e.g. `STOLIK_SIMULATE_GAMES=500` for the full check.
"""
from __future__ import annotations

import json
import os
from typing import Any

import pytest

from app.cli import main

RANDOM_GAMES = int(os.environ.get("STOLIK_SIMULATE_GAMES", "25"))
GREEDY_GAMES = max(2, RANDOM_GAMES // 10)


def simulate_json(capsys: pytest.CaptureFixture[str], players: int, games: int, bot: str,
                  *options: str) -> dict[str, Any]:
    argv = ["simulate", "roll-player", "--players", str(players), "--games", str(games), "--seed", "1",
            "--bot", bot, "--json"]
    for option in options:
        argv += ["--option", option]
    code = main(argv)
    report = json.loads(capsys.readouterr().out)
    assert code == 0, report["first_violations"]
    return report


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_bots_finish_every_game_without_a_violation(capsys: pytest.CaptureFixture[str], players: int) -> None:
    report = simulate_json(capsys, players, RANDOM_GAMES, "random")
    assert report["games"] == report["finished"] == RANDOM_GAMES
    assert report["invariant_violations"] == 0
    assert len(report["mean_score_per_seat"]) == players


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_bots_finish_every_game_without_a_violation(capsys: pytest.CaptureFixture[str], players: int) -> None:
    report = simulate_json(capsys, players, GREEDY_GAMES, "greedy")
    assert report["games"] == report["finished"] == GREEDY_GAMES
    assert report["invariant_violations"] == 0
    assert report["bot"] == "greedy"


def test_greedy_mean_score_is_above_random_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    greedy = simulate_json(capsys, 3, GREEDY_GAMES, "greedy")
    random = simulate_json(capsys, 3, GREEDY_GAMES, "random")
    assert greedy["mean_score"] > random["mean_score"]


def test_variant_options_pass_through_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate_json(capsys, 2, 5, "random", "shorter_game=true", "friendly_market=true")
    assert report["finished"] == 5 and report["invariant_violations"] == 0
