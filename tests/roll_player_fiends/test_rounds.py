"""The round with the expansion (spec §12.3, PD-E06/E07/E12/E13, checklist 9, 33–35, 39–40), one rule per test."""
from __future__ import annotations

from engine.games.roll_player.attributes import ATTR_KINDS, attr_actions
from engine.games.roll_player.fiends.components import load_components
from engine.games.roll_player.fiends.market import call_id
from engine.games.roll_player.sheet import opposite
from engine.games.roll_player.state import FAM, Attr, DieKind, FiendsState, Phase

from .helpers import (GAME, TIED_ACROSS_CARDS, TIED_ON_ONE_CARD, act, legal, play_until, roll_with_ties, run_auto,
                      through_setup)
from .cards import shows

ATTR_ACTION_KINDS = set(ATTR_KINDS.values())


def _rolled(faces: tuple[int, ...]) -> FiendsState:
    state = GAME.new_state(roll_with_ties(faces))
    assert isinstance(state, FiendsState)
    run_auto(state)
    return state


def _take_first_card(state: FiendsState) -> int:
    seat = state.current
    act(state, "take_card", seat, card=0)
    return seat


def test_two_dice_per_initiative_card_before_the_call_lowest_pairs_first() -> None:
    state = through_setup(3, seed=21)
    cards = state.initiative
    assert all(len(c.dice) == 2 for c in cards)
    values = [sorted(d.value for d in c.dice) for c in cards]
    assert all(values[k][1] <= values[k + 1][0] for k in range(len(values) - 1))


def test_both_dice_are_placed_then_one_action_of_a_row_that_received_a_die() -> None:
    state = through_setup(2, seed=22)
    seat = _take_first_card(state)
    first, second = state.initiative[0].dice
    act(state, "place", seat, die=first.id, row="INT")
    assert state.step == "place"                                         # the second die comes first
    act(state, "place", seat, die=second.id, row="WIS")
    assert state.step == "action"
    kinds = {a.kind for a in legal(state, player=seat) if a.kind in ATTR_ACTION_KINDS}
    assert kinds == {"intelligence", "wisdom"}
    act(state, "wisdom", seat, dir=legal(state, "wisdom", seat)[0]["dir"])
    assert state.players[seat].action_used_this_dice_phase and state.step != "action"   # one action only


def test_two_dice_in_one_row_give_its_action_once() -> None:
    state = through_setup(2, seed=23)
    seat = _take_first_card(state)
    for die in list(state.initiative[0].dice):
        act(state, "place", seat, die=die.id, row="CHA")
    charisma = legal(state, "charisma", seat)
    assert len(charisma) == 1
    act(state, "charisma", seat)
    assert state.players[seat].charisma == 1


def test_the_familiar_row_takes_dice_like_a_row_and_completing_it_pays_a_gold() -> None:
    state = through_setup(2, seed=24)
    seat = state.current
    p = state.players[seat]
    filled = sum(d is not None for d in p.sheet[FAM])
    act(state, "take_card", seat, card=1)
    gold = p.gold
    for die in list(state.initiative[1].dice):
        act(state, "place", seat, die=die.id, row="FAM")
    assert sum(d is not None for d in p.sheet[FAM]) == filled + 2
    assert p.gold - gold >= int(filled + 2 == 3)   # +1 for completing it (spec §4.3, E:785)


def test_an_imp_on_the_taken_card_is_pending_and_active_at_the_end_of_the_dice_phase() -> None:
    state = through_setup(2, seed=25)
    top = len(state.initiative) - 1
    imps = list(state.card_imps[top])
    seat = state.current
    act(state, "take_card", seat, card=top)
    p = state.players[seat]
    assert p.imps_pending == imps and state.card_imps[top] == []
    play_until(state, lambda s: s.phase is not Phase.DICE)
    assert p.imps_pending == [] and p.imps_active == imps


@shows("CTA")
def test_the_call_to_adventure_leaves_the_game_is_replaced_and_then_one_die_per_card() -> None:
    players = 3
    state = through_setup(players, seed=26)
    play_until(state, lambda s: s.call_drawn)
    assert call_id() in state.removed and call_id() not in state.market_row + state.market_deck + state.discard_pile
    assert len(state.market_row) == load_components().setup[players].market     # replaced at once
    assert state.dice_per_card == 1
    play_until(state, lambda s: s.phase is Phase.DICE and s.step == "choose_card" and not s.stack)
    assert all(len(c.dice) == 1 for c in state.initiative)


def test_cleanup_refills_players_plus_two_cards_and_imps_on_empty_imp_spaces() -> None:
    players = 4
    state = through_setup(players, seed=27)
    untaken_imps = {}
    play_until(state, lambda s: s.phase is Phase.MARKET)
    for i, held in enumerate(state.card_imps):
        untaken_imps[i] = list(held)
    play_until(state, lambda s: s.round == 2 and s.phase is Phase.DICE)
    assert len(state.market_row) == players + 2
    for i, space in enumerate(state.imp_spaces):
        if space and untaken_imps[i]:
            assert state.card_imps[i] == untaken_imps[i]           # an imp left on a card stays (PD-E18)
        elif space:
            assert len(state.card_imps[i]) == 1 or not state.imp_deck


def test_creation_ends_at_the_end_of_the_round_in_which_everyone_has_21_dice() -> None:
    state = through_setup(2, seed=28)
    play_until(state, lambda s: all(p.dice_count() == 21 for p in s.players))
    assert state.phase is not Phase.GAME_OVER or GAME.decision(state) is None
    play_until(state, lambda s: s.phase is Phase.GAME_OVER)
    assert state.phase is Phase.GAME_OVER and all(p.full() for p in state.players)


def _split_on_sheet(state: FiendsState, seat: int, value: int) -> None:
    """Exchange a sheet die with a split die from the bag (the dice stay conserved)."""
    p = state.players[seat]
    split = next(d for d in state.bag if d.kind is DieKind.SPLIT)
    state.bag.remove(split)
    row = p.sheet[Attr.STR]
    old = row[0]
    assert old is not None
    state.bag.append(old.with_value(None))
    row[0] = split.with_value(value)


def test_a_split_die_flips_to_five_minus_its_value_and_constitution_stays_within_one_to_four() -> None:
    state = through_setup(2, seed=29)
    seat = state.current
    p = state.players[seat]
    if p.sheet[Attr.STR][0] is None:
        p.sheet[Attr.STR][0], p.sheet[Attr.DEX][0] = p.sheet[Attr.DEX][0], None
    _split_on_sheet(state, seat, 4)
    die = p.sheet[Attr.STR][0]
    assert opposite(die) == 1
    con = [a for a in attr_actions(state, seat, Attr.CON) if a["row"] == "STR" and a["index"] == 0]
    assert [a["delta"] for a in con] == [-1]
    assert not GAME.check(state)


def test_a_familiar_die_is_a_target_of_the_attribute_actions() -> None:
    state = through_setup(2, seed=30)
    seat = state.current
    act(state, "take_card", seat, card=0)
    for die in list(state.initiative[0].dice):
        act(state, "place", seat, die=die.id, row="FAM")
    targets = {(a["row"], a["index"]) for a in attr_actions(state, seat, Attr.STR)}
    assert ("FAM", 0) in targets
    assert any(a["row2"] == "FAM" for a in attr_actions(state, seat, Attr.DEX))


def test_tied_dice_landing_on_the_same_initiative_card_need_no_order() -> None:
    """Spec §13 DP-R1 asks the order of ties only across consecutive cards: blue 1 and green 1 go onto
    the first card together, so the first player is not asked (issue 22: ties that do not matter)."""
    state = _rolled(TIED_ON_ONE_CARD)
    assert not state.stack and GAME.decision(state).prompt == "choose_initiative"
    assert [sorted(d.value for d in c.dice) for c in state.initiative] == [[1, 1], [2, 3], [4, 6]]


def test_tied_dice_across_two_initiative_cards_are_still_ordered_by_the_first_player() -> None:
    state = _rolled(TIED_ACROSS_CARDS)
    assert state.stack[-1].kind == "sort" and [d.value for d in state.initiative[0].dice] == [1]
    twos = sorted(d.id for d in state.pool if d.value == 2)
    assert sorted(a["die"] for a in legal(state, "order_die")) == twos   # green 2 or white 2 joins the 1

