"""Imps (spec §12.4, §15.9, PD-E13, PD-E25): each active imp's restriction where the round meets it, and
banishing for 1 Charisma token or 5 gold, face down, with the Imp of Collusion guarding the others."""
from __future__ import annotations

import pytest

from engine.games.roll_player import effects, market
from engine.games.roll_player.cleanup import _next_refresh
from engine.games.roll_player.attributes import attr_actions, int_choose_actions
from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.content import load_fiends
from engine.games.roll_player.fiends.familiars import familiar_actions
from engine.games.roll_player.fiends.imps import banish_actions
from engine.games.roll_player.state import Attr, DieKind, FiendsState, Frame, Phase

from engine.kernel import Context

from .helpers import GAME, act, legal, through_setup
from .test_familiars import give_familiar
from .cards import shows

IMPS = load_fiends().imps


def imp(effect: str) -> str:
    return next(k for k, r in IMPS.items() if r.effect == effect)


def give_imp(state: FiendsState, seat: int, effect: str, *, active: bool = True) -> str:
    """Move the imp with `effect` from wherever it lies to `seat`'s active (or pending) imps."""
    imp_id = imp(effect)
    for pile in (state.imp_deck, *state.card_imps):
        if imp_id in pile:
            pile.remove(imp_id)
    for p in state.players:
        for pile in (p.imps_pending, p.imps_active, p.imps_banished):
            if imp_id in pile:
                pile.remove(imp_id)
    (state.players[seat].imps_active if active else state.players[seat].imps_pending).append(imp_id)
    assert not GAME.check(state)
    return imp_id


@shows("I06", "I07", "I08", "I09", "I10", "I11", "I20")
@pytest.mark.parametrize("effect,attr", [("no_strength_action", Attr.STR), ("no_dexterity_action", Attr.DEX),
                                         ("no_constitution_action", Attr.CON), ("no_intelligence_action", Attr.INT),
                                         ("no_wisdom_action", Attr.WIS), ("no_charisma_action", Attr.CHA),
                                         ("no_charisma_gain", Attr.CHA)])
def test_an_imp_forbids_its_attribute_action_by_every_means(effect: str, attr: Attr) -> None:
    state = through_setup(2, seed=71)
    seat = state.current
    assert attr_actions(state, seat, attr)
    give_imp(state, seat, effect)
    assert attr_actions(state, seat, attr) == []
    others = [a for a in Attr if a is not attr]
    assert any(attr_actions(state, seat, a) for a in others)


def test_a_pending_imp_restricts_nothing_until_the_end_of_the_dice_phase() -> None:
    state = through_setup(2, seed=72)
    seat = state.current
    give_imp(state, seat, "no_wisdom_action", active=False)
    assert attr_actions(state, seat, Attr.WIS)


@shows("I19")
def test_the_imp_of_unrest_forbids_the_familiar_action() -> None:
    state = through_setup(2, seed=73)
    seat = state.current
    give_familiar(state, seat, "F03")
    assert familiar_actions(state, seat)
    give_imp(state, seat, "no_familiar_action")
    assert familiar_actions(state, seat) == []


@shows("I02", "I14")
def test_the_imp_of_defencelessness_doubles_armour_and_the_imp_of_dearness_adds_a_gold() -> None:
    state = through_setup(2, seed=74)
    seat = state.current
    p = state.players[seat]
    armour = next(k for k, c in content().cards.items() if c.type == "armour" and c.cost >= 2)
    trait = next(k for k, c in content().cards.items() if c.type == "trait" and c.set == "base")
    base_armour, base_trait = market.price(state, seat, armour), market.price(state, seat, trait)
    give_imp(state, seat, "armour_cost_factor")
    assert market.price(state, seat, armour) == 2 * base_armour and market.price(state, seat, trait) == base_trait
    give_imp(state, seat, "market_surcharge")
    assert market.price(state, seat, trait) == base_trait + 1
    assert p.imps_active


@shows("I05")
def test_the_imp_of_poverty_pays_one_gold_for_a_discard() -> None:
    state = through_setup(2, seed=75)
    seat = state.current
    before = effects.discard_bonus(state.players[seat])
    give_imp(state, seat, "discard_gold")
    assert content().discard_gold + effects.discard_bonus(state.players[seat]) == 1 + before


@shows("I21", "I23")
def test_the_imp_of_theft_pays_nothing_for_gold_dice_and_the_imp_of_burden_takes_a_hand() -> None:
    state = through_setup(2, seed=76)
    p = state.players[state.current]
    hands = effects.hand_limit(p)
    give_imp(state, p.seat, "no_gold_die_income")
    give_imp(state, p.seat, "weapon_hands")
    assert effects.gold_die_income(p) == 0 and effects.hand_limit(p) == hands - 1


@shows("I18", "I28")
def test_the_imp_of_envy_forbids_traits_and_the_imp_of_stinginess_the_charisma_token() -> None:
    state = through_setup(2, seed=77)
    seat = state.current
    p = state.players[seat]
    p.gold, p.charisma = 30, 1
    traits = [k for k in content().cards if content().cards[k].type == "trait" and content().cards[k].set == "base"][:3]
    assert any(a["charisma"] for a in market.buy_options(state, seat, traits, "buy"))
    give_imp(state, seat, "no_charisma_spend")
    assert not any(a["charisma"] for a in market.buy_options(state, seat, traits, "buy"))
    give_imp(state, seat, "no_traits")
    assert market.buy_options(state, seat, traits, "buy") == []


@shows("I22")
def test_the_imp_of_bad_luck_keeps_the_new_intelligence_result() -> None:
    state = through_setup(2, seed=78)
    seat = state.current
    frame = Frame("int_choose", seat, {"row": "STR", "index": 0, "values": [2, 5], "rolls_left": 0})
    assert len(int_choose_actions(frame, state)) == 2
    give_imp(state, seat, "keep_reroll")
    assert [a["choice"] for a in int_choose_actions(frame, state)] == [1]


@shows("I04")
def test_the_imp_of_greed_sends_the_card_gold_to_the_supply() -> None:
    state = through_setup(2, seed=79)
    seat = state.current
    card = next(i for i, c in enumerate(state.initiative) if c.gold)
    give_imp(state, seat, "no_initiative_gold")
    gold = state.players[seat].gold
    act(state, "take_card", seat, card=card)
    assert state.players[seat].gold == gold and state.initiative[card].gold == 0


@shows("I03")
def test_the_imp_of_misery_turns_split_dice_taken_to_one() -> None:
    state = through_setup(2, seed=80)
    seat = state.current
    split = next(d for d in state.bag if d.kind is DieKind.SPLIT)
    state.bag.remove(split)
    old = state.initiative[0].dice.pop()
    state.bag.append(old.with_value(None))
    state.initiative[0].dice.append(split.with_value(4))
    give_imp(state, seat, "split_die_value")
    act(state, "take_card", seat, card=0)
    assert next(d for d in state.initiative[0].dice if d.id == split.id).value == 1


@shows("I26")
def test_the_imp_of_chaos_sends_each_die_to_a_row_with_the_fewest_dice() -> None:
    state = through_setup(2, seed=81)
    seat = state.current
    give_imp(state, seat, "fewest_dice_row")
    act(state, "take_card", seat, card=0)
    rows = {a["row"] for a in legal(state, "place", seat)}
    p = state.players[seat]
    from engine.games.roll_player.state import row_of
    counts = {r: sum(d is not None for d in p.sheet[row_of(r)]) for r in rows}
    assert len(set(counts.values())) == 1 and min(counts.values()) == 0


@shows("I12", "I13")
def test_the_imp_of_oblivion_forbids_skills_and_the_imp_of_sloth_the_cleanup_refresh() -> None:
    state = through_setup(2, seed=82)
    seat = state.current
    p = state.players[seat]
    skill = next(k for k in state.market_deck if content().cards[k].type == "skill" and content().cards[k].set == "base")
    state.market_deck.remove(skill)
    p.skills[skill] = False
    give_imp(state, seat, "no_skills")
    assert not [a for a in GAME.decision(state).legal if a.kind == "use_skill" and a.player == seat]
    p.skills[skill] = True
    assert _refresh_asks(GAME.clone(state)) == seat
    give_imp(state, seat, "no_skill_refresh")
    assert _refresh_asks(state) is None


def _refresh_asks(state: FiendsState) -> int | None:
    """Whom Cleanup's skill refresh (DP-C1) asks first, if anyone."""
    state.phase, state.step = Phase.CLEANUP, "refresh_check"
    ctx = Context(GAME, state)
    _next_refresh(ctx, -1)
    ctx.finish()
    return state.current if state.step == "refresh" else None


def test_banishing_costs_a_charisma_token_or_five_gold_and_the_imp_stays_face_down() -> None:
    state = through_setup(2, seed=83)
    seat = state.current
    p = state.players[seat]
    imp_id = give_imp(state, seat, "no_wisdom_action")
    p.gold, p.charisma = 7, 1
    options = {(a["imp"], a["pay"]) for a in banish_actions(state) if a.player == seat}
    assert options == {(imp_id, "charisma"), (imp_id, "gold")}
    act(state, "banish_imp", seat, imp=imp_id, pay="gold")
    assert p.gold == 2 and p.imps_banished == [imp_id] and p.imps_active == []
    assert attr_actions(state, seat, Attr.WIS)
    assert not GAME.check(state)


@shows("I01")
def test_the_imp_of_collusion_keeps_the_other_imps_from_banishing() -> None:
    state = through_setup(2, seed=84)
    seat = state.current
    p = state.players[seat]
    collusion = give_imp(state, seat, "no_banish_others")
    give_imp(state, seat, "no_wisdom_action")
    p.gold = 10
    assert {a["imp"] for a in banish_actions(state) if a.player == seat} == {collusion}
    act(state, "banish_imp", seat, imp=collusion, pay="gold")
    assert len({a["imp"] for a in banish_actions(state) if a.player == seat}) == 1


def test_banishing_is_offered_at_any_players_question() -> None:
    state = through_setup(2, seed=85)
    other = 1 - state.current
    state.players[other].gold = 5
    imp_id = give_imp(state, other, "no_traits")
    legal_now = GAME.decision(state).legal
    assert any(a.kind == "banish_imp" and a.player == other and a["imp"] == imp_id for a in legal_now)
