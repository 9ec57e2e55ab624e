"""`RollPlayer.check()` conserves every die and card by identity, and options are typed:
`--option KEY=VALUE` parses JSON values, and a variant flag must be a boolean."""
from __future__ import annotations

import json

import pytest

from app.cli import main, parse_options
from engine.games.roll_player.state import Attr
from engine.kernel import ConfigError, Session

from .helpers import GAME, config, new_game, through_setup


def test_check_is_clean_from_the_first_state_to_the_last() -> None:
    state = new_game(3, 11)
    assert GAME.check(state) == []
    session = Session(GAME, config(3, 11))
    while not session.over:
        d = session.decision
        session.apply(next(a for a in d.legal if a.player == d.actor))
        assert GAME.check(session.state) == []


def test_check_finds_a_die_in_two_places_even_when_the_count_is_right() -> None:
    s = through_setup(2, 3)
    die = s.players[0].sheet[Attr.STR][0] or next(d for row in s.players[0].sheet.values() for d in row if d)
    s.bag.pop()                        # one die lost ...
    s.bag.append(die)                  # ... and a sheet die copied into the bag: still 73
    problems = GAME.check(s)
    assert any("dice not conserved" in p and f"extra [{die.id}]" in p for p in problems)


def test_check_finds_a_card_in_two_places_even_when_the_count_is_right() -> None:
    s = through_setup(2, 3)
    lost = s.market_deck.pop()
    s.discard_pile.append(s.market_row[0])
    problems = " | ".join(GAME.check(s))
    assert "Market cards not conserved" in problems and repr(lost) in problems


def test_check_finds_a_card_in_a_player_area_that_is_also_in_the_market() -> None:
    s = through_setup(2, 3)
    s.market_deck.pop()
    s.players[1].traits.append(s.market_row[0])
    assert any("Market cards not conserved" in p for p in GAME.check(s))


def test_check_finds_negative_charisma_and_a_card_with_two_gold() -> None:
    s = through_setup(2, 3)
    s.players[1].charisma = -1
    s.initiative[1].gold = 2
    problems = " | ".join(GAME.check(s))
    assert "-1 Charisma" in problems and "holds 2 gold" in problems


def test_check_ignores_cards_before_the_deck_is_formed_but_not_after() -> None:
    s = new_game(2, 3)
    assert not s.market_deck and GAME.check(s) == []
    s = through_setup(2, 3)
    s.market_deck.clear()
    assert any("Market cards not conserved" in p for p in GAME.check(s))


# --- options ------------------------------------------------------------------------------------
def test_option_values_parse_as_json_when_they_can() -> None:
    assert parse_options(["shorter_game=false", "friendly_market=true", "n=3", "class_selection=choose"]) == {
        "shorter_game": False, "friendly_market": True, "n": 3, "class_selection": "choose"}


def test_an_option_without_a_value_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_options(["shorter_game"])


@pytest.mark.parametrize("value", ["false", "yes", 1, 0, None])
def test_a_variant_flag_must_be_a_boolean(value: object) -> None:
    with pytest.raises(ConfigError, match="shorter_game must be true or false"):
        GAME.validate_config(config(2, 1, shorter_game=value))


def test_choose_class_must_be_a_boolean_and_variants_a_list_of_known_names() -> None:
    with pytest.raises(ConfigError):
        GAME.validate_config(config(2, 1, choose_class="no"))
    with pytest.raises(ConfigError):
        GAME.validate_config(config(2, 1, variants="shorter_game"))
    with pytest.raises(ConfigError):
        GAME.validate_config(config(2, 1, variants=["longer_game"]))
    GAME.validate_config(config(2, 1, shorter_game=False, choose_class=True, variants=["friendly_market"]))


def test_simulate_with_a_false_variant_plays_the_normal_game(capsys: pytest.CaptureFixture[str]) -> None:
    """`shorter_game=false` must not turn the variant on: 2 players play 12 rounds, not 10."""
    argv = ["simulate", "roll-player", "--players", "2", "--games", "1", "--seed", "5", "--json"]
    assert main(argv + ["--option", "shorter_game=false"]) == 0
    off = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(argv + ["--option", "shorter_game=true"]) == 0
    on = json.loads(capsys.readouterr().out)
    assert off["steps"] == plain["steps"] != on["steps"]


def test_simulate_refuses_a_non_boolean_variant_with_a_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "roll-player", "--players", "2", "--games", "1", "--option", "shorter_game=maybe"])
    err = capsys.readouterr().err
    assert code == 2 and "shorter_game must be true or false" in err
