"""The Zerywia bench figure is measured on whole games: a few are played to their end, none breaks a rule."""
from __future__ import annotations

from tests.bench import bench_zerywia


def test_the_zerywia_figure_plays_whole_random_games_of_droga_wybranca() -> None:
    report = bench_zerywia.play(3)
    assert report["finished"] == report["games"] == 3 and report["games_per_second"] > 0
    assert report["players"] == bench_zerywia.PLAYERS and "table_win_rate" in report
