"""Hunting minions (spec §12.5, DP-H1…H4, PD-E21…E23, checklist 36), one rule per test."""
from __future__ import annotations

from engine.games.roll_player.fiends.content import load_fiends
from engine.games.roll_player.fiends.hunt import pool_size
from engine.games.roll_player.state import DieKind, FiendsState

from .helpers import GAME, act, legal, play_until, through_setup
from .test_imps import give_imp
from .cards import shows

MINIONS = load_fiends().minions
PRICES = load_fiends().prices


def market_turn(seed: int = 101, players: int = 2) -> tuple[FiendsState, int]:
    state = through_setup(players, seed=seed)
    play_until(state, lambda s: s.step == "market_turn" and not s.stack)
    return state, state.current


def reveal(state: FiendsState, minion: str) -> None:
    """Put `minion` on top of the minion deck (from wherever in the deck or box)."""
    for pile in (state.minion_deck, state.minion_box):
        if minion in pile:
            pile.remove(minion)
    state.minion_deck.insert(0, minion)
    state.minion_box.append(state.minion_deck.pop())   # keep 23 in play: one more goes to the box


def rolled(state: FiendsState, seat: int, values: list[int]) -> None:
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = list(values)      # the dice as a test wants them


@shows("I15")
def test_hunting_is_a_market_choice_unless_an_imp_forbids_it() -> None:
    state, seat = market_turn()
    assert legal(state, "hunt", seat)
    give_imp(state, seat, "no_hunt")
    assert not legal(state, "hunt", seat)


def test_three_gold_send_the_revealed_minion_under_the_deck_before_hiring() -> None:
    state, seat = market_turn(102)
    p = state.players[seat]
    p.gold = 10
    top, second = state.minion_deck[:2]
    act(state, "hunt", seat)
    act(state, "hunt_cycle", seat)
    assert state.minion_deck[0] == second and state.minion_deck[-1] == top and p.gold == 7
    act(state, "hunt_hire", seat, pay="gold")
    assert p.gold == 2 and not legal(state, "hunt_cycle", seat)


def test_a_mercenary_costs_three_xp_or_five_gold_or_four_gold_and_a_charisma_token() -> None:
    state, seat = market_turn(103)
    p = state.players[seat]
    p.gold, p.xp, p.charisma = 5, 3, 1
    act(state, "hunt", seat)
    assert {a["pay"] for a in legal(state, "hunt_hire", seat)} == {"xp", "gold", "gold_token"}
    act(state, "hunt_hire", seat, pay="gold_token")
    assert (p.gold, p.charisma) == (1, 0)
    act(state, "hunt_hire", seat, pay="xp")
    assert p.xp == 0 and state.stack[-1].data["mercenaries"] == 2


@shows("I27")
def test_the_pool_is_one_die_plus_the_weakness_plus_mercenaries() -> None:
    state, seat = market_turn(104)
    reveal(state, "M01")                                      # Vile Dryad: +1 per split die
    splits = sum(1 for d in state.players[seat].dice() if d.kind is DieKind.SPLIT)
    assert pool_size(state, seat, 2) == 1 + splits + 2
    give_imp(state, seat, "fewer_combat_dice")
    assert pool_size(state, seat, 0) == splits


def test_one_xp_rerolls_one_die() -> None:
    state, seat = market_turn(105)
    p = state.players[seat]
    p.xp = 1
    act(state, "hunt", seat)
    rolled(state, seat, [1, 1])
    assert [a["index"] for a in legal(state, "hunt_reroll", seat)] == [0]     # equal dice: one choice
    act(state, "hunt_reroll", seat, index=0)
    assert p.xp == 0 and not legal(state, "hunt_reroll", seat)


def test_a_trophy_level_keeps_the_minion_gives_the_lair_token_and_its_peek() -> None:
    state, seat = market_turn(106)
    reveal(state, "M01")
    p = state.players[seat]
    xp, glory = p.xp, p.glory
    act(state, "hunt", seat)
    rolled(state, seat, [6, 6, 2])                            # 14+: 3 XP, 1 Glory, 2 gold, trophy
    gold = p.gold
    act(state, "hunt_accept", seat, power=False)
    assert p.trophies == ["M01"] and p.adventure_tokens == ["lair"] and "M01" not in state.minion_deck
    assert (p.xp - xp, p.glory - glory, p.gold - gold) == (3, 1, 2)
    view = GAME.view(state, seat)
    assert view["adventure"][0] == state.adventure[0] and view["adventure"][1:] == [None, None]
    assert GAME.view(state, 1 - seat)["adventure"] == [None, None, None]
    assert state.players[seat].market_done and not GAME.check(state)


def test_below_the_trophy_level_the_minion_goes_under_the_deck_and_damage_is_taken() -> None:
    state, seat = market_turn(107)
    reveal(state, "M01")
    p = state.players[seat]
    damage = p.damage
    act(state, "hunt", seat)
    rolled(state, seat, [3])                                  # 1-5: 1 Damage
    act(state, "hunt_accept", seat, power=False)
    assert state.minion_deck[-1] == "M01" and state.minion_deck[0] != "M01" and p.damage == damage + 1


def test_glory_and_damage_do_not_change_a_hunts_result() -> None:
    state, seat = market_turn(108)
    reveal(state, "M01")
    p = state.players[seat]
    p.glory, p.damage = 5, 0
    act(state, "hunt", seat)
    rolled(state, seat, [4])
    act(state, "hunt_accept", seat, power=False)
    assert p.trophies == [] and p.damage == 1


def test_after_three_tokens_a_trophy_gives_an_xp() -> None:
    state, seat = market_turn(109)
    reveal(state, "M01")
    p = state.players[seat]
    p.adventure_tokens = ["lair", "trap", "attack"]
    xp = p.xp
    act(state, "hunt", seat)
    rolled(state, seat, [5, 5])                               # 10-13: 2 XP, 1 Glory, trophy
    act(state, "hunt_accept", seat, power=False)
    assert p.xp == xp + 2 + PRICES.trophy_xp and p.trophies == ["M01"]


@shows("I29", "I30")
def test_the_imp_of_ignorance_takes_the_minions_xp_and_gluttony_raises_mercenaries() -> None:
    state, seat = market_turn(110)
    reveal(state, "M01")
    p = state.players[seat]
    give_imp(state, seat, "no_minion_xp")
    give_imp(state, seat, "mercenary_cost")
    p.xp, p.gold = 3, 5
    act(state, "hunt", seat)
    assert not legal(state, "hunt_hire", seat)               # 4 XP or 6 gold now
    rolled(state, seat, [5, 5])
    act(state, "hunt_accept", seat, power=False)
    assert p.xp == 3 and p.glory >= 1


def test_an_optional_attribute_action_reward_may_be_skipped() -> None:
    state, seat = market_turn(111)
    two_dot = next(k for k, m in MINIONS.items() if m.dots == 2)
    reveal(state, two_dot)
    act(state, "hunt", seat)
    rolled(state, seat, [6, 6, 6])                            # 16+: ... and an attribute action
    act(state, "hunt_accept", seat, power=False)
    assert state.stack and state.stack[-1].kind == "reward_action"
    act(state, "reward_skip", seat)
    assert state.players[seat].market_done and not state.stack
