"""Skill cards (spec §6.5, §9, §15.5): the interrupt model and every skill's effect."""
from __future__ import annotations

import json

from engine.games.roll_player.state import Attr, Colour, GameState, Phase

from .helpers import (act, card_by_name, clear_sheet, give_card, legal, scenario, set_card_dice, set_row,
                      through_setup, to_market, to_market_phase)

G, U, R, P, K, W, Y = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE, Colour.GOLD
CLIMB, INTIMIDATE, DIPLOMACY, SNEAK, NEGOTIATE, BREAK_IN, SEARCH, SLEIGHT = (
    "B16", "B17", "B18", "B19", "B20", "B21", "B22", "B23")
MEDITATION, ATHLETICS, ACROBATICS, HEALING, DIVINATION, HAGGLE = "B24", "B25", "B26", "B27", "B28", "B29"


def _table(players: int = 2, seed: int = 8):
    s = through_setup(players, seed)
    for p in s.players:
        p.class_id = "C1b"  # Paladin: no in-play ability
        p.alignment_pos = (1, 1)
    return s


def _uses(s, player: int) -> set[str]:
    return {a["card"] for a in legal(s, "use_skill", player)}


# A 2-player Dice phase: player 0 chooses first; red 1, green 3 and blue 5 lie on the cards. Both
# classes (Paladin, Monk) leave skills alone.
DICE_TABLE = """
    [position]
    phase = "dice"
    [[position.players]]
    class = "C1b"
    cards = {own}
    {player}
    [[position.players]]
    class = "C5b"
    cards = {other}
    [[position.initiative]]
    dice = ["red 1"]
    [[position.initiative]]
    dice = ["green 3"]
    [[position.initiative]]
    dice = ["blue 5"]
"""


def dice_table(own: list[str] = [], other: list[str] = [], player: str = "", forced: str = "") -> GameState:
    """Player 0's Dice turn with `own` skills (player 1 holds `other`); `player` adds lines to player 0."""
    text = DICE_TABLE.format(own=json.dumps(own), other=json.dumps(other), player=player)
    return scenario(text + (f"[forced]\n{forced}\n" if forced else ""))


def test_a_skill_cannot_be_used_when_its_arrow_would_leave_the_grid() -> None:
    s = dice_table([MEDITATION])   # arrow up
    assert MEDITATION in _uses(s, 0)
    s = dice_table([MEDITATION], player="marker = [0, 1]")
    assert MEDITATION not in _uses(s, 0)


def test_using_a_skill_moves_the_marker_then_exhausts_it() -> None:
    s = dice_table([ATHLETICS], player='sheet = { STR = ["white 2"] }')    # arrow down, a Strength action
    p = 0
    act(s, "use_skill", p, card=ATHLETICS)
    assert s.players[p].alignment_pos == (2, 1) and s.players[p].skills[ATHLETICS] is True
    assert s.stack[-1].kind == "attr"
    target = legal(s, "strength", p)[0]
    act(s, "strength", p, **target.arg_dict)
    assert ATHLETICS not in _uses(s, p), "an exhausted skill cannot be used"
    assert s.step == "choose_card" and s.current == p, "the interrupted question continues"


def test_a_skill_may_be_used_in_another_players_turn() -> None:
    s = dice_table(other=[MEDITATION])
    other = 1
    assert MEDITATION in _uses(s, other)
    act(s, "use_skill", other, card=MEDITATION)
    assert s.stack[-1].player == other
    act(s, "wisdom", other, dir="LEFT")
    assert s.players[other].alignment_pos == (0, 0)


def test_a_newly_bought_skill_is_ready_at_once() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    to_market(s, [MEDITATION])
    s.players[p].gold = 10
    act(s, "buy", p, card=MEDITATION, charisma=False)
    assert s.players[p].skills == {MEDITATION: False}
    assert MEDITATION in _uses(s, p)


def test_card_granted_actions_do_not_use_up_the_dice_phase_action() -> None:
    s = _table()
    p = s.current
    give_card(s, p, ATHLETICS)
    set_card_dice(s, 0, [(W, 3)])
    act(s, "take_card", p, card=0)
    row = next(a for a in Attr if None in s.players[p].sheet[a])
    act(s, "place", p, die=s.initiative[0].dice[0].id, row=row.name)
    if legal(s, "charisma", p):
        act(s, "charisma", p)
    else:
        act(s, "skip_action", p)
    assert ATHLETICS in _uses(s, p)


def test_intimidate_turns_a_pool_die_over_and_the_untaken_cards_are_resorted() -> None:
    s, p = dice_table([INTIMIDATE]), 0
    act(s, "use_skill", p, card=INTIMIDATE)
    red = s.initiative[0].dice[0].id
    act(s, "pool_die", p, card=0, die=red)   # red 1 -> 6
    assert [c.dice[0].colour for c in s.initiative] == [G, U, R]
    assert [c.dice[0].value for c in s.initiative] == [3, 5, 6]
    assert [c.gold for c in s.initiative] == [0, 1, 0], "gold stays on its card"


def test_climb_rerolls_a_pool_die_and_the_user_orders_ties() -> None:
    s, p = dice_table([CLIMB], forced="faces = [3]"), 0
    act(s, "use_skill", p, card=CLIMB)
    options = legal(s, "pool_die", p)
    assert len(options) == 3
    act(s, "pool_die", p, card=2, die=s.initiative[2].dice[0].id)   # the blue 5 comes up 3, like the green
    assert s.stack[-1].kind == "sort" and s.stack[-1].player == p
    blue = next(a["die"] for a in legal(s, "order_die", p) if a["die"] != s.initiative[0].dice[0].id
                and any(d.id == a["die"] and d.colour is U for d in s.pool))
    act(s, "order_die", p, die=blue)
    assert [(c.dice[0].colour, c.dice[0].value) for c in s.initiative] == [(R, 1), (U, 3), (G, 3)]


def test_climb_only_touches_dice_on_untaken_cards() -> None:
    s, p = dice_table(other=[CLIMB]), 0
    other = 1
    act(s, "take_card", p, card=0)
    act(s, "use_skill", other, card=CLIMB)
    assert {a["card"] for a in legal(s, "pool_die", other)} == {1, 2}


def test_negotiate_swaps_your_die_with_an_untaken_one_before_placing() -> None:
    s, p = dice_table([NEGOTIATE]), 0
    assert NEGOTIATE not in _uses(s, p), "only after taking your card"
    act(s, "take_card", p, card=0)
    act(s, "use_skill", p, card=NEGOTIATE)
    blue = s.initiative[2].dice[0].id
    act(s, "negotiate", p, own=s.initiative[0].dice[0].id, card=2, die=blue)
    assert [d.colour for d in s.initiative[0].dice] == [U]
    assert [c.dice[0].colour for c in s.initiative[1:]] == [R, G]
    assert s.step == "place"


def test_search_returns_your_die_and_takes_any_die_from_the_bag() -> None:
    s, p = dice_table([SEARCH], forced="faces = [4]"), 0
    act(s, "take_card", p, card=0)
    act(s, "use_skill", p, card=SEARCH)
    colours = {a["colour"] for a in legal(s, "search", p)}
    assert "GOLD" in colours and "RED" in colours
    act(s, "search", p, own=s.initiative[0].dice[0].id, colour="GOLD")
    die = s.initiative[0].dice[0]
    assert (die.colour, die.value) == (Y, 4), "the die from the bag is rolled"
    gold = s.players[p].gold
    act(s, "place", p, die=die.id, row="STR")
    assert s.players[p].gold == gold + 2, "a gold die from Search pays gold as usual"


def test_sleight_of_hand_moves_a_die_closes_the_gap_and_pays_nothing() -> None:
    s = _table()
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 1), (G, 2), (U, 3)])
    set_row(s, p, Attr.DEX, [(W, 4), (K, 5)])
    give_card(s, p, SLEIGHT)
    gold = s.players[p].gold
    act(s, "use_skill", p, card=SLEIGHT)
    assert not any(a["to"] == "DEX" and a["row"] == "DEX" for a in legal(s, "sleight", p))
    act(s, "sleight", p, row="STR", index=0, to="DEX")
    sheet = s.players[p].sheet
    assert [d.colour if d else None for d in sheet[Attr.STR]] == [G, U, None]
    assert [d.colour for d in sheet[Attr.DEX]] == [W, K, R]
    assert s.players[p].gold == gold, "no completion gold for a moved die"
    assert s.step == "choose_card" and not s.stack, "and no attribute action"


def test_diplomacy_borrows_another_players_skill_without_exhausting_it() -> None:
    s = _table()
    p = s.current
    other = (p + 1) % 2
    give_card(s, p, DIPLOMACY)          # arrow left
    give_card(s, other, HEALING)
    s.players[other].skills[HEALING] = True   # exhausted targets may be borrowed too
    act(s, "use_skill", p, card=DIPLOMACY)
    assert s.players[p].alignment_pos == (1, 0)
    assert {a["card"] for a in legal(s, "diplomacy_target", p)} == {HEALING}
    act(s, "diplomacy_target", p, card=HEALING)
    assert s.stack[-1].kind == "attr" and s.stack[-1].data["attr"] == "CON"
    assert s.players[other].skills[HEALING] is True and s.players[p].skills[DIPLOMACY] is True


def test_diplomacy_may_just_move_the_marker_and_decline() -> None:
    s = _table()
    p = s.current
    give_card(s, p, DIPLOMACY)
    give_card(s, (p + 1) % 2, SNEAK)   # not usable now: no target offered
    act(s, "use_skill", p, card=DIPLOMACY)
    assert [a.kind for a in legal(s, player=p)] == ["diplomacy_decline"]
    act(s, "diplomacy_decline", p)
    assert s.players[p].alignment_pos == (1, 0) and not s.stack


def _market_table():
    s = _table()
    to_market_phase(s)
    return s, s.current


def test_sneak_buys_from_the_discard_pile_with_a_charisma_token() -> None:
    s, p = _market_table()
    give_card(s, p, SNEAK)
    card = s.discard_pile[0]
    s.players[p].gold, s.players[p].charisma = 20, 1
    act(s, "use_skill", p, card=SNEAK)
    options = legal(s, "sneak_buy", p)
    assert {a["card"] for a in options} == set(s.discard_pile)
    assert any(a["charisma"] for a in options)
    act(s, "sneak_buy", p, card=card, charisma=True)
    assert card not in s.discard_pile and s.players[p].charisma == 0
    assert s.current != p or s.phase is not Phase.MARKET


def test_sneak_purchases_get_the_heavy_crossbow_discount() -> None:
    s, p = _market_table()
    give_card(s, p, SNEAK)
    give_card(s, p, card_by_name("Heavy Crossbow"))
    card = card_by_name("Chain Hauberk")    # cost 5
    s.discard_pile.remove(card) if card in s.discard_pile else None
    for pile in (s.market_deck, s.market_row):
        if card in pile:
            pile.remove(card)
    s.discard_pile.append(card)
    s.players[p].gold = 4
    act(s, "use_skill", p, card=SNEAK)
    act(s, "sneak_buy", p, card=card, charisma=False)
    assert s.players[p].gold == 0


def test_break_in_buys_the_deck_top_at_its_printed_cost_without_discounts() -> None:
    s, p = _market_table()
    give_card(s, p, BREAK_IN)
    give_card(s, p, card_by_name("Heavy Crossbow"))
    top = card_by_name("Chain Shirt")    # cost 4
    for pile in (s.market_deck, s.market_row, s.discard_pile):
        if top in pile:
            pile.remove(top)
    s.market_deck.insert(0, top)
    s.players[p].gold, s.players[p].charisma = 3, 1
    act(s, "use_skill", p, card=BREAK_IN)
    assert s.peek == top
    assert not legal(s, "break_in_buy", p), "no Charisma, no Heavy Crossbow discount"
    act(s, "break_in_decline", p)
    s.players[p].gold = 4
    s.players[p].skills[BREAK_IN] = False    # as if refreshed, to try again with enough gold
    s.players[p].alignment_pos = (1, 1)
    act(s, "use_skill", p, card=BREAK_IN)
    act(s, "break_in_buy", p, card=top)
    assert s.players[p].gold == 0 and s.players[p].charisma == 1
    assert top in s.players[p].armour and top not in s.market_deck


def test_break_in_may_decline_and_take_a_normal_market_action() -> None:
    s, p = _market_table()
    give_card(s, p, BREAK_IN)
    top = s.market_deck[0]
    act(s, "use_skill", p, card=BREAK_IN)
    act(s, "break_in_decline", p)
    assert s.market_deck[0] == top and s.peek is None
    assert s.step == "market_turn" and s.current == p


def test_haggle_takes_two_gold_off_this_turns_purchase() -> None:
    s, p = _market_table()
    give_card(s, p, HAGGLE)
    card = card_by_name("Chain Hauberk")
    to_market(s, [card])
    s.players[p].gold, s.players[p].charisma = 3, 0
    assert not legal(s, "buy", p)
    act(s, "use_skill", p, card=HAGGLE)
    act(s, "buy", p, card=card, charisma=False)
    assert s.players[p].gold == 0


def test_every_attribute_skill_grants_its_action() -> None:
    for card, kind in ((MEDITATION, "wisdom"), (ATHLETICS, "strength"), (ACROBATICS, "dexterity"),
                       (HEALING, "constitution"), (DIVINATION, "intelligence")):
        s = _table()
        p = s.current
        give_card(s, p, card)
        act(s, "use_skill", p, card=card)
        assert {a.kind for a in legal(s, player=p)} == {kind}


def test_market_skills_are_closed_outside_your_market_turn() -> None:
    s = _table()
    p = s.current
    other = (p + 1) % 2
    for card in (SNEAK, HAGGLE, BREAK_IN):
        give_card(s, other, card)
    assert not _uses(s, other), "Dice phase: no Market skill"
    to_market_phase(s)
    owner = other if s.current == other else None
    if owner is None:
        assert not _uses(s, other), "someone else's Market turn"
        act(s, "discard", s.current, card=s.market_row[0])
    assert s.current == other
    assert {HAGGLE, BREAK_IN} <= _uses(s, other)


def test_negotiate_for_a_gold_die_then_placing_it_pays_the_normal_two_gold() -> None:
    s, p = scenario(DICE_TABLE.replace("green 3", "gold 3").format(own=json.dumps([NEGOTIATE]), other="[]",
                                                                   player="")), 0
    act(s, "take_card", p, card=0)
    act(s, "use_skill", p, card=NEGOTIATE)
    act(s, "negotiate", p, own=s.initiative[0].dice[0].id, card=1, die=s.initiative[1].dice[0].id)
    gold = s.players[p].gold
    act(s, "place", p, die=s.initiative[0].dice[0].id, row="STR")
    assert s.players[p].gold == gold + 2
    assert [c.dice[0].colour for c in s.initiative[1:]] == [R, U], "the red 1 was sorted onto card 2"


def test_diplomacy_can_borrow_sneak_in_your_own_market_turn() -> None:
    s, p = _market_table()
    other = (p + 1) % 2
    give_card(s, p, DIPLOMACY)
    give_card(s, other, SNEAK)
    s.players[p].gold = 20
    act(s, "use_skill", p, card=DIPLOMACY)
    act(s, "diplomacy_target", p, card=SNEAK)
    assert s.stack[-1].kind == "sneak" and s.players[other].skills[SNEAK] is False
    card = legal(s, "sneak_buy", p)[0]
    act(s, "sneak_buy", p, **card.arg_dict)
    assert card["card"] not in s.discard_pile
