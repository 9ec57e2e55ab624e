"""Spending XP (spec §12.6, DP-X4, PD-E24/E25, checklist 38–39): 5 XP buys any attribute action at any
player's question, outside the one action per Dice phase; 2 XP discards a Damage token."""
from __future__ import annotations

from engine.games.roll_player.fiends.xp import attribute_xp, xp_actions
from engine.games.roll_player.state import Attr

from .helpers import GAME, act, legal, through_setup
from .test_imps import give_imp


def test_five_xp_buy_any_attribute_action_without_using_the_turns_action() -> None:
    state = through_setup(2, seed=91)
    seat = state.current
    p = state.players[seat]
    assert not [a for a in xp_actions(state) if a.player == seat]
    p.xp = 5
    assert {a["attr"] for a in xp_actions(state) if a.player == seat and a.kind == "xp_action"} == {a.name for a in Attr}
    act(state, "xp_action", seat, attr="CHA")
    assert p.xp == 5 - attribute_xp(p) and state.stack[-1].kind == "attr"
    act(state, "charisma", seat)
    assert p.charisma == 1 and not p.action_used_this_dice_phase and state.step == "choose_card"


def test_the_xp_action_is_offered_to_any_player_at_anyones_question() -> None:
    state = through_setup(2, seed=92)
    other = 1 - state.current
    state.players[other].xp = 6
    assert any(a.kind == "xp_action" and a.player == other for a in GAME.decision(state).legal)


def test_an_imp_forbids_the_xp_action_of_its_attribute() -> None:
    state = through_setup(2, seed=93)
    seat = state.current
    state.players[seat].xp = 5
    give_imp(state, seat, "no_wisdom_action")
    assert "WIS" not in {a["attr"] for a in xp_actions(state) if a.player == seat and a.kind == "xp_action"}


def test_two_xp_discard_a_damage_token() -> None:
    state = through_setup(2, seed=94)
    seat = state.current
    p = state.players[seat]
    p.xp, p.damage = 2, 1
    assert [a.kind for a in xp_actions(state) if a.player == seat] == ["xp_discard_damage"]
    act(state, "xp_discard_damage", seat)
    assert (p.xp, p.damage) == (0, 0) and not GAME.check(state)
    assert legal(state, player=seat)
