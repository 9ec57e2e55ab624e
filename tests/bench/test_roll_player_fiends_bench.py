"""The expansion's games-per-second bench plays what it says (not timed): whole 4-player expansion games of
random bots, and `stolik bench` prints its figure beside the base game's, against its budget."""
from __future__ import annotations

import json
from typing import Any

import pytest

from app import bench as stolik_bench
from tests.bench import bench_roll_player_fiends as fiends


def test_the_bench_plays_whole_four_player_expansion_games() -> None:
    report = fiends.play(count=2, seed=7)
    assert report["players"] == 4 and report["bot"] == "random"
    assert report["finished"] == report["games"] == 2 and report["invariant_violations"] == 0
    assert report["mean_steps_per_game"] > 0 and report["games_per_second"] > 0


def test_the_bench_turns_the_expansion_on(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[dict[str, Any]] = []
    real = fiends.simulate

    def spy(game: Any, players: int, **kwargs: Any) -> dict[str, Any]:
        seen.append({"players": players, **kwargs})
        return real(game, players, **kwargs)

    monkeypatch.setattr(fiends, "simulate", spy)
    fiends.play(count=1)
    assert seen == [{"players": 4, "games": 1, "seed": 1, "bot": "random", "options": {"expansion": "fiends"},
                     "check_every_step": False}]


def test_stolik_bench_json_adds_the_figure_with_its_budget(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(fiends, "GAMES", 2)
    assert stolik_bench.run_bench(as_json=True, only="bench_roll_player_fiends") == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["roll_player_fiends_games_per_second"] > 0
    op, goal = stolik_bench.BUDGETS["roll_player_fiends_games_per_second"]
    assert op == ">=" and goal > 0
    line = stolik_bench._ratio_line("roll_player_fiends_games_per_second", 25.0)
    assert f"goal >= {goal}" in line and "ratio" in line


def test_the_cost_against_the_base_game_is_reported_when_both_ran(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    class Fake:
        def __init__(self, figures: dict[str, float]) -> None:
            self.__name__ = "tests.bench.bench_fake"
            self.figures = figures

        def run(self) -> dict[str, float]:
            return self.figures

    modules = [Fake({"roll_player_games_per_second": 120.0}), Fake({"roll_player_fiends_games_per_second": 40.0})]
    monkeypatch.setattr(stolik_bench, "_bench_modules", lambda: modules)
    stolik_bench.run_bench(as_json=True)
    assert json.loads(capsys.readouterr().out)["roll_player_fiends_cost_vs_base"] == 3.0
