"""The Backpack (E09, spec §12.9, PD-E14): dice stored instead of placed, placed later with every rule,
counted towards the 21, and placed at once when creation ends."""
from __future__ import annotations

from engine.games.roll_player.state import Phase

from .helpers import GAME, act, legal, play_until, through_setup
from .test_market_cards import own
from .cards import shows


@shows("E09")
def test_a_taken_die_may_be_stored_and_placed_later_with_gold_and_the_rows_action_in_ones_turn() -> None:
    state = through_setup(2, seed=151)
    seat = state.current
    p = state.players[seat]
    own(state, seat, "E09")
    act(state, "take_card", seat, card=0)
    first, second = state.initiative[0].dice
    act(state, "store_die", seat, die=first.id)
    assert [d.id for d in p.backpack] == [first.id] and not GAME.check(state)
    act(state, "place", seat, die=second.id, row="WIS")
    assert state.step == "action"
    act(state, "place_stored", seat, die=first.id, row="CHA")
    assert p.backpack == [] and p.sheet[next(k for k in p.sheet if k.name == "CHA")][0].id == first.id
    assert {"wisdom", "charisma"} <= {a.kind for a in legal(state, player=seat)}


def test_stored_dice_count_towards_the_21_and_are_placed_when_creation_ends() -> None:
    state = through_setup(2, seed=152)
    seat = state.current
    own(state, seat, "E09")
    p = state.players[seat]
    act(state, "take_card", seat, card=0)
    die = state.initiative[0].dice[0]
    act(state, "store_die", seat, die=die.id)
    play_until(state, lambda s: s.step == "last_chance" or s.phase is Phase.GAME_OVER, seed=3)
    assert p.dice_count() + len(p.backpack) == 21
    while state.stack and state.stack[-1].kind == "unpack":
        a = legal(state, "place_stored")[0]
        act(state, "place_stored", a.player, die=a["die"], row=a["row"])
    assert all(q.dice_count() == 21 and not q.backpack for q in state.players)


def test_never_more_stored_dice_than_empty_slots_and_at_most_four() -> None:
    state = through_setup(2, seed=153)
    seat = state.current
    own(state, seat, "E09")
    p = state.players[seat]
    p.backpack.extend(state.bag.pop().with_value(3) for _ in range(4))
    act(state, "take_card", seat, card=0)
    assert not legal(state, "store_die", seat)
    assert not GAME.check(state)
