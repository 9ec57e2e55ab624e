"""Edge rules of the expansion: the solo enemy dice (§12.10, PD-E28), the Call to Adventure seen by
Break-in (PD-E07), a full sheet taking a card (PD-E39), the Imp of Burden's discard, the familiar row
completed at setup (PD-E09)."""
from __future__ import annotations

from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.market import call_id
from engine.games.roll_player.state import FAM
from engine.kernel import Context

from .helpers import GAME, act, legal, through_setup
from .test_hunt import market_turn
from .test_imps import give_imp
from .test_market_cards import own


def _enemy_turn(state, card: str, values: list[int]) -> list[str]:
    """Run the solo enemy turn after taking Initiative card `card` with forced enemy dice faces."""
    from engine.games.roll_player.fiends.rounds import solo_enemy_turn
    from engine.kernel.rng import Forced
    state.players[0].initiative = [c.label for c in state.initiative].index(card)
    state.forced = Forced(tuple(values), (), ())
    ctx = Context(GAME, state)
    solo_enemy_turn(ctx)
    ctx.finish()
    return [e.kind for e in ctx.events]


def test_solo_card_one_rolls_no_enemy_die_card_two_one_and_top_two_different() -> None:
    state = through_setup(1, seed=161)
    assert _enemy_turn(state, "1", [1]) == []
    market = list(state.market_row)
    kinds = _enemy_turn(state, "2", [2])
    assert "trashed" in kinds and state.market_row == [market[0], *market[2:]]
    state2 = through_setup(1, seed=162)
    market2 = list(state2.market_row)
    top = state2.minion_deck[0]
    _enemy_turn(state2, "TOP", [4, 4, 6])          # a double is re-rolled: 4 then 6
    assert state2.market_row == market2[:-1] and state2.minion_deck[-1] == top   # right card trashed, minion cycled
    assert [d.value for d in state2.enemy_dice] == [4, 6]


def test_two_enemy_dice_aim_at_the_market_before_anything_is_removed() -> None:
    state = through_setup(1, seed=163)
    market = list(state.market_row)
    _enemy_turn(state, "TOP", [1, 2])
    assert state.market_row == market[2:]


def test_break_in_meeting_the_call_to_adventure_draws_it_and_shows_the_next_card() -> None:
    state, seat = market_turn(164)
    p = state.players[seat]
    p.alignment_pos = (1, 1)
    own(state, seat, "B21")
    state.market_deck.remove(call_id())
    state.market_deck.insert(0, call_id())
    act(state, "use_skill", seat, card="B21")
    assert state.call_drawn and call_id() in state.removed and state.peek == state.market_deck[0] != call_id()
    assert state.dice_per_card == 1 and not GAME.check(state)


def test_a_player_with_no_empty_slot_takes_a_card_but_returns_its_dice() -> None:
    state = through_setup(2, seed=165)
    seat = state.current
    p = state.players[seat]
    for row in p.sheet.values():
        for i, d in enumerate(row):
            if d is None:
                row[i] = state.bag.pop().with_value(3)
    bag = len(state.bag)
    act(state, "take_card", seat, card=0)
    assert state.initiative[0].dice == [] and len(state.bag) == bag + 2 and state.current != seat


def test_the_imp_of_burden_makes_an_overloaded_player_discard_weapons_at_once() -> None:
    from engine.games.roll_player import effects, market
    state = through_setup(2, seed=166)
    seat = state.current
    p = state.players[seat]
    two_hands = [k for k, c in content().cards.items() if c.type == "weapon" and c.hands == 2 and c.set == "base"]
    for card in two_hands[:2]:
        own(state, seat, card)
    give_imp(state, seat, "weapon_hands", active=False)
    from engine.games.roll_player.fiends.rounds import end_of_dice_phase
    ctx = Context(GAME, state)
    end_of_dice_phase(ctx)                                    # the Dice phase ends: the imp is active
    ctx.finish()
    assert state.stack and state.stack[-1].kind == "imp_hands" and state.stack[-1].player == seat
    while state.stack and state.stack[-1].kind == "imp_hands":
        act(state, "imp_drop_weapon", seat, card=p.weapons[0])
    assert market.hands_used(state, seat) <= effects.hand_limit(p) and two_hands[0] in state.discard_pile


def test_completing_the_familiar_row_at_setup_pays_a_gold_without_an_action() -> None:
    from .test_setup import _at
    state = _at("start_place", 2, seed=167)
    seat = state.current
    p = state.players[seat]
    gold = p.gold
    for _ in range(3):
        die = next(d for d in p.start_dice if not (d.colours == frozenset() or len(d.colours) == 1 and
                                                     next(iter(d.colours)).name == "GOLD"))
        act(state, "place_start", seat, die=die.id, row="FAM")
    assert all(d is not None for d in p.sheet[FAM]) and p.gold == gold + 1 and not state.stack
    assert legal(state, "place_start", seat)
