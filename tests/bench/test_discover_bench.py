"""The Discover bench figure is measured on whole games: a few are played to their end, none breaks a rule."""
from __future__ import annotations

from tests.bench import bench_discover


def test_the_discover_figure_plays_whole_random_games_of_scenario_1() -> None:
    report = bench_discover.play(3)
    assert report["finished"] == report["games"] == 3 and report["games_per_second"] > 0
    assert report["players"] == bench_discover.PLAYERS and "survival_rate" in report
