"""Zerywia is registered by its manifest for the engine (simulations, bots, the game conformance suite), with both
scenarios as its `scenario` option, and the app offers it at its table (app/games/zerywia/table.py)."""
from __future__ import annotations

import pytest

from engine import games
from engine.kernel import ConfigError, GameConfig
from engine.simulate import simulate


def test_zerywia_is_installed_and_the_app_offers_it_at_its_table() -> None:
    spec = games.manifest("zerywia")
    assert "zerywia" in games.installed() and spec.table == "app.games.zerywia.table:ZerywiaTable"
    assert "zerywia" in games.shown()
    assert all(games.manifest(g).table for g in games.shown() if g in games.installed())


def test_the_scenario_option_offers_droga_wybranca_by_default_and_pamiec_swiata() -> None:
    spec = games.manifest("zerywia")
    assert spec.cooperative and (spec.min_players, spec.max_players) == (1, 4)
    option = spec.option("scenario")
    assert option is not None and option.default == "droga" and list(option.values()) == ["droga", "pamiec"]
    assert games.get("zerywia").new_state(GameConfig.quick("zerywia", 2, seed=1)).scenario == "droga"


def test_a_simulation_reports_the_tables_win_rate() -> None:
    summary = simulate(games.get("zerywia"), players=2, games=3, seed=1, bot="greedy")
    assert summary["finished"] == 3 and summary["invariant_violations"] == 0
    assert summary["table_win_rate"] == summary["win_rate_per_seat"][0]   # type: ignore[index]


def test_a_simulation_of_pamiec_swiata_plays_its_games_to_their_end() -> None:
    summary = simulate(games.get("zerywia"), players=2, games=3, seed=1, bot="random",
                       options={"scenario": "pamiec"})
    assert summary["finished"] == 3 and summary["invariant_violations"] == 0


def test_a_scenario_that_is_not_one_of_the_two_is_refused_in_words() -> None:
    config = GameConfig.quick("zerywia", 1, seed=1, scenario="kurhan")
    with pytest.raises(ConfigError) as refused:
        games.get("zerywia").validate_config(config)
    assert refused.value.key in ("kernel.config.option_value", "zerywia.config.scenario")
