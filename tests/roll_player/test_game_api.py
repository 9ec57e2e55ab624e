"""The Game protocol pieces: registry, views hiding the bag and deck, log lines, effect handlers."""
from __future__ import annotations

from engine import games
from engine.games.roll_player.effects import EFFECTS, content
from engine.games.roll_player.game import RollPlayer
from engine.kernel import Rng

from .helpers import GAME, config, through_setup


def test_roll_player_is_registered() -> None:
    game = games.get("roll-player")
    assert isinstance(game, RollPlayer)
    assert (game.min_players, game.max_players) == (1, 5)  # 5 only with the expansion (validate_config refuses a base game of 5)
    assert game.title["pl"] and game.title["en"]


def test_every_effect_named_in_the_content_has_a_handler() -> None:
    missing = content().effect_names() - set(EFFECTS)
    assert not missing


def test_views_hide_the_bag_and_the_deck_order_from_everyone() -> None:
    s = through_setup(2, 3)
    for player in (0, 1):
        v = GAME.view(s, player)
        assert v["bag"] == {"count": len(s.bag)}
        assert v["market_deck"] == {"count": len(s.market_deck)}
        assert v["rng"] is None
        assert v["discard_pile"] == s.discard_pile, "the discard pile is public"
    omniscient = GAME.view(s, None)
    assert len(omniscient["bag"]) == len(s.bag)
    assert omniscient["market_deck"] == s.market_deck


def test_the_break_in_peek_is_shown_only_to_its_user() -> None:
    s = through_setup(2, 3)
    s.peek = s.market_deck[0]
    s.current = 0
    assert GAME.view(s, 0)["peek"] == s.peek
    assert GAME.view(s, 1)["peek"] is None


def test_describe_names_cards_and_rows_in_the_chosen_language() -> None:
    from engine.kernel import Event
    s = through_setup(2, 3)
    e = Event("bought", {"player": 0, "card": "B01", "source": "market", "type": "trait", "gold": 6,
                         "charisma": 0, "cost": 6})
    assert "Reckless" in GAME.describe(e, s, "en")
    assert "Bezmyślny" in GAME.describe(e, s, "pl")


def test_check_reports_a_lost_die_and_negative_gold() -> None:
    s = through_setup(2, 3)
    s.bag.pop()
    s.players[0].gold = -1
    problems = GAME.check(s)
    assert any("dice" in p for p in problems) and any("gold" in p for p in problems)


def test_clone_is_independent_of_the_original() -> None:
    s = through_setup(2, 3)
    c = GAME.clone(s)
    assert GAME.encode(c) == GAME.encode(s)
    c.players[0].sheet[next(iter(c.players[0].sheet))][0] = None
    c.bag.pop()
    c.initiative[0].dice.clear()
    assert GAME.encode(c) != GAME.encode(s)
    assert not GAME.check(s)


def test_the_fast_encoder_equals_the_kernel_encoder_throughout_a_game() -> None:
    from engine.kernel import canonical_json, step_state, to_jsonable
    state = GAME.new_state(config(3, 41))
    rng = Rng.from_seed(2)
    while (d := GAME.decision(state)) is not None:
        assert canonical_json(GAME.encode(state)) == canonical_json(to_jsonable(state))
        step_state(GAME, state, d.legal[0] if d.automatic else rng.choice(d.legal))
    assert GAME.encode(state) == to_jsonable(state)


def test_log_lines_call_players_by_their_seat_names():
    from engine.kernel import Event, GameConfig

    game = games.get("roll-player")
    state = game.new_state(GameConfig.quick("roll-player", 2, seed=1))
    line = game.describe(Event("gold", {"player": 1, "delta": 2}), state, "en", ["Ala", "Bartek"])
    assert line is not None and line.startswith("Bartek")
    assert game.describe(Event("gold", {"player": 1, "delta": 2}), state, "en").startswith("P2")
