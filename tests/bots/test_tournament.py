"""`stolik tournament`: every bot sits in every seat equally often, and the results carry their intervals."""
from __future__ import annotations

import json

import pytest
from app.cli import main
from engine.tournament import Table, run, wilson


def test_seats_rotate_so_each_bot_sits_in_each_seat_equally_often() -> None:
    table = Table("roll-player", 3, ("mcts:normal", "greedy"), seed=1)
    lineups = [table.lineup(k) for k in range(3)]
    assert lineups == [["mcts:normal", "greedy", "mcts:normal"], ["greedy", "mcts:normal", "mcts:normal"],
                       ["mcts:normal", "mcts:normal", "greedy"]]
    assert [sum(l[seat] == "greedy" for l in lineups) for seat in range(3)] == [1, 1, 1]


def test_a_tournament_reports_each_bots_wins_with_an_interval_and_its_decision_times() -> None:
    report = run(Table("roll-player", 2, ("greedy", "random"), seed=4), 4, processes=1)
    by_bot = {r["bot"]: r for r in report["results"]}
    assert report["games"] == 4 and by_bot["greedy"]["seats_played"] == by_bot["random"]["seats_played"] == 4
    assert by_bot["greedy"]["win_rate"] + by_bot["random"]["win_rate"] == pytest.approx(1.0)
    low, high = by_bot["greedy"]["win_rate_95"]
    assert low <= by_bot["greedy"]["win_rate"] <= high
    assert by_bot["greedy"]["mean_score"] > by_bot["random"]["mean_score"]
    assert by_bot["greedy"]["decision_ms_p99"] >= by_bot["greedy"]["decision_ms_mean"] > 0


def test_a_capped_search_plays_the_same_tournament_twice(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "roll-player", "--players", "2", "--bots", "mcts:easy,random", "--games", "2",
            "--iterations", "30", "--processes", "1", "--quiet", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    again = json.loads(capsys.readouterr().out)
    assert [r["win_rate"] for r in first["results"]] == [r["win_rate"] for r in again["results"]]
    assert [r["mean_score"] for r in first["results"]] == [r["mean_score"] for r in again["results"]]


def test_an_unknown_bot_is_named_and_nothing_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "roll-player", "--bots", "mcts:normal,cleverest"]) == 2
    assert "cleverest" in capsys.readouterr().err


def test_the_interval_narrows_with_more_games() -> None:
    few, many = wilson(13, 20), wilson(130, 200)
    assert few[0] < many[0] < 0.65 < many[1] < few[1]


def test_each_deal_is_played_once_in_each_turn_of_the_seats() -> None:
    """Seats rotated fairly: the games that turn a line-up through the seats share one seed, so each bot plays the
    very same heroes, decks and dice from every seat; a table of one bot plays a new deal each game."""
    mixed = Table("runebound", 2, ("mcts:normal", "greedy"), seed=7)
    assert [(mixed.deal(k), mixed.lineup(k)) for k in range(4)] == [
        (7, ["mcts:normal", "greedy"]), (7, ["greedy", "mcts:normal"]),
        (8, ["mcts:normal", "greedy"]), (8, ["greedy", "mcts:normal"])]
    alone = Table("zerywia", 2, ("mcts:normal",), seed=7)
    assert [alone.deal(k) for k in range(3)] == [7, 8, 9]
