"""Solo mode (spec §11) and the base-game variants (spec §10)."""
from __future__ import annotations

import pytest

from engine.games.roll_player.effects import content
from engine.games.roll_player.solo import target_index
from engine.games.roll_player.state import CLASS_COLOURS, Colour, Phase
from engine.kernel import ConfigError, Session

from .helpers import GAME, act, config, legal, new_game, through_setup

W, Y = Colour.WHITE, Colour.GOLD


def _solo():
    s = through_setup(1, 3)
    s.players[0].class_id = "C1b"
    return s


def _take_and_place(s, card: int) -> list:
    act(s, "take_card", 0, card=card)
    a = legal(s, "place", 0)[0]
    act(s, "place", 0, die=a["die"], row=a["row"])
    return act(s, "skip_action", 0)


def test_solo_card_one_rolls_no_enemy_die() -> None:
    s = _solo()
    events = _take_and_place(s, 0)
    assert "enemy_roll" not in [e.kind for e in events]
    assert len(s.market_row) == 3


def test_solo_card_two_trashes_left_middle_or_right_on_one_two_three() -> None:
    outcomes = set()
    for seed in range(1, 40):
        s = through_setup(1, seed)
        s.players[0].class_id = "C1b"
        row = list(s.market_row)
        trash = len(s.trash)
        events = _take_and_place(s, 1)
        roll = next(e.data["value"] for e in events if e.kind == "enemy_roll")
        if roll <= 3:
            assert s.trash[-1] == row[roll - 1] and len(s.trash) == trash + 1
        else:
            assert len(s.trash) == trash and s.market_row == row
        outcomes.add(roll <= 3)
    assert outcomes == {True, False}


def test_solo_card_three_trashes_by_pairs_of_faces() -> None:
    for seed in range(1, 20):
        s = through_setup(1, seed)
        s.players[0].class_id = "C1b"
        row = list(s.market_row)
        events = _take_and_place(s, 2)
        roll = next(e.data["value"] for e in events if e.kind == "enemy_roll")
        assert s.trash[-1] == row[(roll - 1) // 2]


def test_a_missing_market_position_trashes_nothing() -> None:
    assert target_index("middle", 2) is None and target_index("middle", 3) == 1
    assert target_index("left", 0) is None and target_index("right", 2) == 1


def test_solo_market_discards_the_leftmost_leftover_and_trashes_the_rest() -> None:
    s = _solo()
    _take_and_place(s, 0)
    assert s.phase is Phase.MARKET
    row = list(s.market_row)
    trash = len(s.trash)
    act(s, "discard", 0, card=row[0])
    assert row[1] in s.discard_pile and row[2] in s.trash and len(s.trash) == trash + 1


def test_solo_player_stays_first_and_leftover_dice_return_to_the_bag() -> None:
    s = _solo()
    _take_and_place(s, 0)
    act(s, "discard", 0, card=s.market_row[0])
    assert s.round == 2 and s.first_player == 0 and not GAME.check(s)
    assert len(s.enemy_dice) == 1 and len(s.market_row) == 3


def test_a_solo_game_plays_twelve_rounds() -> None:
    session = Session(GAME, config(1, 4))
    while not session.over:
        d = session.decision
        session.apply(next(a for a in d.legal if a.player == d.actor and a.kind != "use_skill"))
    assert session.state.round == 12 and session.state.players[0].full()


def test_friendly_market_is_not_played_solo() -> None:
    with pytest.raises(ConfigError):
        Session(GAME, config(1, 1, friendly_market=True))


def test_less_random_setup_gives_one_die_of_each_colour_plus_gold_by_player_count() -> None:
    for players, gold in ((2, 0), (3, 1), (4, 2)):
        s = new_game(players, 5, less_random_setup=True)
        while s.step != "start_place":
            d = GAME.decision(s)
            act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
        for p in s.players:
            colours = [d.colour for d in p.start_dice]
            assert sorted(c.value for c in colours if c in CLASS_COLOURS) == sorted(c.value for c in CLASS_COLOURS)
            assert colours.count(Y) == gold


def test_random_market_deck_shuffles_both_stacks_together_and_removes_twice_the_stack_number() -> None:
    for players, removed in ((2, 14), (3, 6), (4, 0)):
        s = through_setup(players, 6, random_market_deck=True)
        assert len(s.discard_pile) == removed
    s = through_setup(4, 6, random_market_deck=True)
    dots = [content().cards[k].dots for k in s.market_row + s.market_deck]
    assert dots != sorted(dots)


def test_shorter_game_draws_two_more_dice_and_gives_no_extra_seat_gold() -> None:
    s = new_game(4, 6, shorter_game=True)
    while s.step != "start_place":
        d = GAME.decision(s)
        act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
    assert all(len(p.start_dice) == 10 for p in s.players)
    session = Session(GAME, config(4, 6, shorter_game=True))
    while not session.over:
        d = session.decision
        session.apply(next(a for a in d.legal if a.player == d.actor and a.kind != "use_skill"))
    assert session.state.round == 8


def test_shorter_game_starting_gold_is_five_for_everyone() -> None:
    s = new_game(4, 6, shorter_game=True)
    while s.step in ("race", "class_side", "class_draw"):
        d = GAME.decision(s)
        act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
    assert [p.gold for p in s.players] == [5, 5, 5, 5]


def test_unknown_options_are_refused() -> None:
    with pytest.raises(ConfigError):
        Session(GAME, config(2, 1, no_such_variant=True))
