"""A game is declared once, by its manifest: id, title, seats and options; the platform checks configs by it."""
from __future__ import annotations

import pytest

from engine import games
from engine.kernel import ConfigError, GameConfig, Session
from engine.kernel.strings import english, text


@pytest.mark.parametrize("game_id", games.installed())
def test_an_installed_game_declares_its_id_title_and_seats_only_in_its_manifest(game_id: str) -> None:
    game, spec = games.get(game_id), games.manifest(game_id)
    for name in ("id", "title", "min_players", "max_players"):
        assert name not in vars(type(game)), f"{type(game).__name__}.{name} repeats the manifest"
    assert (game.id, game.min_players, game.max_players) == (spec.id, spec.min_players, spec.max_players)
    assert game.title == {"en": spec.name.get("en"), "pl": spec.name.get("pl")}


@pytest.mark.parametrize("game_id", games.installed())
def test_an_option_the_manifest_does_not_declare_is_refused(game_id: str) -> None:
    with pytest.raises(ConfigError) as refused:
        Session(games.get(game_id), GameConfig.quick(game_id, 2, seed=1, fast_mode=True))
    assert refused.value.key == "kernel.config.unknown_options" and refused.value.params["options"] == "fast_mode"


@pytest.mark.parametrize("game_id", games.installed())
def test_every_declared_option_refuses_a_value_it_does_not_take_in_both_languages(game_id: str) -> None:
    for option in games.manifest(game_id).options:
        with pytest.raises(ConfigError) as refused:
            games.get(game_id).validate_config(GameConfig.quick(game_id, 2, seed=1, **{option.id: "maybe"}))
        error = refused.value
        expected = "kernel.config.option_bool" if option.kind == "bool" else "kernel.config.option_value"
        assert error.key == expected and error.params["option"] == option.id
        assert "'maybe'" in english(error.key, **error.params)
        assert "'maybe'" in text(error.key, "pl", **error.params)


def test_a_choice_played_with_fewer_players_is_refused_for_more() -> None:
    with pytest.raises(ConfigError) as refused:
        games.get("roll-player").validate_config(GameConfig.quick("roll-player", 5, seed=1))
    error = refused.value
    assert error.key == "kernel.config.option_players"
    assert error.params["option"] == "expansion" and (error.params["lo"], error.params["hi"]) == (1, 4)
    games.get("roll-player").validate_config(GameConfig.quick("roll-player", 5, seed=1, expansion="fiends"))


def test_an_option_limited_to_several_players_is_refused_solo_in_the_rules_words() -> None:
    with pytest.raises(ConfigError) as refused:
        games.get("roll-player").validate_config(GameConfig.quick("roll-player", 1, seed=1, friendly_market=True))
    assert refused.value.key == "roll-player.config.friendly_solo"
