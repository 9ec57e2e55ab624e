"""Audit of spec §16's checklist and §9's card clarifications: the rules no other test pinned down."""
from __future__ import annotations

from engine.games.roll_player.state import Attr, Colour, Phase

from .helpers import (act, card_by_name, clear_sheet, finish_market, give_card, legal, set_card_dice, set_row,
                      through_setup, to_market, to_market_phase)

G, U, R, P, K, W, Y = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE, Colour.GOLD
PALADIN = "C1b"   # no in-play class ability, so gold and prices are the rulebook's defaults
INTIMIDATE, SNEAK, NEGOTIATE, BREAK_IN = "B17", "B19", "B20", "B21"


def _table(players: int = 2, seed: int = 8):
    s = through_setup(players, seed)
    for p in s.players:
        p.class_id = PALADIN
        p.alignment_pos = (1, 1)
    return s


def _take_and_place(s, row: str, die: tuple[Colour, int], card: int = 0) -> int:
    p = s.current
    set_card_dice(s, card, [die])
    act(s, "take_card", p, card=card)
    act(s, "place", p, die=s.initiative[card].dice[0].id, row=row)
    return p


# --- checklist 1: placement ------------------------------------------------------------------------
def test_a_die_fills_the_lowest_empty_slot_even_when_a_die_lies_to_its_right() -> None:
    """Checklist 1 (§4.3): with a gap (only Czystość makes one) the placed die fills the gap,
    and filling the last empty slot completes the row and pays 1 gold."""
    s = _table()
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 2), (G, 3), (U, 4)])
    row = s.players[p].sheet[Attr.STR]
    s.bag.append(row[1].with_value(None))
    row[1] = None
    gold = s.players[p].gold
    _take_and_place(s, "STR", (W, 5))
    row = s.players[p].sheet[Attr.STR]
    assert [d.colour for d in row] == [R, W, U]
    assert s.players[p].gold == gold + 1


# --- checklists 2-3: gold only from placing -----------------------------------------------------------
def test_flipping_a_gold_die_with_strength_pays_no_gold() -> None:
    """Checklist 2-3 / PD-G35: changing a gold die is not placing it."""
    s = _table()
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.CON, [(Y, 2)])
    _take_and_place(s, "STR", (W, 3))
    gold = s.players[p].gold
    act(s, "strength", p, row="CON", index=0)
    assert s.players[p].sheet[Attr.CON][0].value == 5
    assert s.players[p].gold == gold


def test_rerolling_a_gold_die_with_intelligence_pays_no_gold() -> None:
    s = _table()
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.CON, [(Y, 2)])
    _take_and_place(s, "INT", (W, 3))
    gold = s.players[p].gold
    act(s, "intelligence", p, row="CON", index=0)
    act(s, "int_keep", p, choice=legal(s, "int_keep", p)[-1]["choice"])
    assert s.players[p].gold == gold


def test_turning_a_pool_die_to_gold_side_up_pays_nothing_until_it_is_placed() -> None:
    """Checklist 3: Intimidate changes a gold die on a card; only placing it later pays 2 gold."""
    s = _table()
    user = s.current
    give_card(s, user, INTIMIDATE)
    set_card_dice(s, 0, [(R, 1)])
    set_card_dice(s, 1, [(G, 3)])
    set_card_dice(s, 2, [(Y, 2)])
    gold = s.players[user].gold
    act(s, "use_skill", user, card=INTIMIDATE)
    act(s, "pool_die", user, card=2, die=s.initiative[2].dice[0].id)   # gold 2 -> 5
    assert s.players[user].gold == gold
    assert [(c.dice[0].colour, c.dice[0].value) for c in s.initiative] == [(R, 1), (G, 3), (Y, 5)]


# --- checklist 7: Intelligence may revert -------------------------------------------------------------
def test_intelligence_may_return_to_the_old_value_after_seeing_the_reroll() -> None:
    for seed in range(1, 40):
        s = _table(seed=seed)
        p = s.current
        clear_sheet(s, p)
        set_row(s, p, Attr.CON, [(G, 3)])
        _take_and_place(s, "INT", (W, 3))
        act(s, "intelligence", p, row="CON", index=0)
        old, new = s.stack[-1].data["values"]
        if new == old:
            continue
        assert {a["choice"] for a in legal(s, "int_keep", p)} == {0, 1}
        act(s, "int_keep", p, choice=0)
        assert s.players[p].sheet[Attr.CON][0].value == old == 3
        return
    raise AssertionError("no seed re-rolled a different value")


# --- checklist 11 / §9 Climb, Intimidate, Negotiate: the skill user orders ties -----------------------
def test_after_intimidate_the_user_not_the_first_player_orders_ties() -> None:
    s = _table()
    first = s.current
    user = (first + 1) % 2
    give_card(s, user, INTIMIDATE)
    set_card_dice(s, 0, [(R, 1)])
    set_card_dice(s, 1, [(G, 3)])
    set_card_dice(s, 2, [(U, 6)])
    act(s, "use_skill", user, card=INTIMIDATE)
    act(s, "pool_die", user, card=2, die=s.initiative[2].dice[0].id)   # blue 6 -> 1, ties red 1
    assert s.stack[-1].kind == "sort" and s.stack[-1].player == user
    blue = next(d for d in s.pool if d.colour is U)
    act(s, "order_die", user, die=blue.id)
    assert [c.dice[0].colour for c in s.initiative] == [U, R, G]
    assert [c.gold for c in s.initiative] == [0, 1, 0], "gold stays on its card"
    assert s.step == "choose_card" and s.current == first


def test_after_negotiate_the_user_not_the_first_player_orders_ties() -> None:
    s = _table(3)
    first = s.current
    user = (first + 1) % 3
    give_card(s, user, NEGOTIATE)
    set_card_dice(s, 0, [(R, 4)])
    set_card_dice(s, 1, [(G, 2)])
    set_card_dice(s, 2, [(U, 4)])
    set_card_dice(s, 3, [(K, 6)])
    act(s, "take_card", first, card=3)
    act(s, "place", first, **legal(s, "place", first)[0].arg_dict)
    act(s, "skip_action", first)
    act(s, "take_card", user, card=2)
    act(s, "use_skill", user, card=NEGOTIATE)
    act(s, "negotiate", user, own=s.initiative[2].dice[0].id, card=1, die=s.initiative[1].dice[0].id)
    assert s.stack[-1].kind == "sort" and s.stack[-1].player == user   # red 4 and blue 4 tie
    blue = next(d for d in s.pool if d.colour is U)
    act(s, "order_die", user, die=blue.id)
    assert [c.dice[0].colour for c in s.initiative[:3]] == [U, R, G]
    assert [c.gold for c in s.initiative] == [0, 1, 0, 0], "gold stays on card 2; card 3's went to its taker"
    assert s.step == "place" and s.current == user


# --- checklist 19 / §9 Break-in: a Trait moves the marker -----------------------------------------------
def test_buying_a_trait_moves_the_marker_one_step_by_its_arrow() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    wealthy = card_by_name("Wealthy")   # arrow right
    to_market(s, [wealthy])
    s.players[p].gold = 10
    act(s, "buy", p, card=wealthy, charisma=False)
    assert s.players[p].alignment_pos == (1, 2)


def test_a_trait_bought_by_break_in_moves_the_marker_too() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    give_card(s, p, BREAK_IN)           # arrow down
    wealthy = card_by_name("Wealthy")   # arrow right
    for pile in (s.market_deck, s.market_row, s.discard_pile):
        if wealthy in pile:
            pile.remove(wealthy)
    s.market_deck.insert(0, wealthy)
    s.players[p].gold = 10
    act(s, "use_skill", p, card=BREAK_IN)
    assert s.players[p].alignment_pos == (2, 1)
    act(s, "break_in_buy", p, card=wealthy)
    assert wealthy in s.players[p].traits and s.players[p].alignment_pos == (2, 2)


# --- §9 Sneak: no discard for gold as well ---------------------------------------------------------------
def test_a_sneak_purchase_is_the_whole_market_action() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    give_card(s, p, SNEAK)
    card = s.discard_pile[0]
    s.players[p].gold = 20
    act(s, "use_skill", p, card=SNEAK)
    act(s, "sneak_buy", p, card=card, charisma=False)
    assert s.players[p].market_done
    assert not any(a.player == p and a.kind in ("discard", "take_gold", "buy") for a in legal(s))


# --- checklist 22: the discard pile is reshuffled only by the Cleanup draw -------------------------------
def test_break_in_cannot_be_used_on_an_empty_deck_and_nothing_is_reshuffled() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    give_card(s, p, BREAK_IN)
    s.discard_pile.extend(s.market_deck)
    s.market_deck.clear()
    assert not any(a["card"] == BREAK_IN for a in legal(s, "use_skill", p))
    discards = len(s.discard_pile)
    act(s, "discard", p, card=s.market_row[0])
    assert not s.market_deck and len(s.discard_pile) == discards + 1
    finish_market(s)
    assert s.phase is Phase.DICE and s.market_deck and len(s.market_row) == 3


# --- checklist 13: Cleanup returns only the dice on the Initiative cards ----------------------------------
def test_cleanup_returns_only_the_leftover_die_and_sheets_keep_theirs() -> None:
    s = _table(3)
    to_market_phase(s)
    on_sheets = [p.dice_count() for p in s.players]
    leftover = [d.id for c in s.initiative for d in c.dice]
    bag = len(s.bag)
    finish_market(s)
    assert len(leftover) == 1
    assert [p.dice_count() for p in s.players] == on_sheets
    assert len(s.bag) == bag + 1 - len(s.initiative), "the leftover die went back, then a new roll was drawn"


# --- checklist 18 / §9 Break-in: a weapon may be discarded to make room for the seen card ---------------
def test_break_in_may_discard_a_weapon_to_make_room_for_the_weapon_it_reveals() -> None:
    s = _table()
    to_market_phase(s)
    p = s.current
    give_card(s, p, BREAK_IN)
    sword, mace = card_by_name("Long Sword"), card_by_name("Mace")   # 2 hands; 1 hand, cost 2
    give_card(s, p, sword)
    for pile in (s.market_deck, s.market_row, s.discard_pile):
        if mace in pile:
            pile.remove(mace)
    s.market_deck.insert(0, mace)
    s.players[p].gold = 2
    act(s, "use_skill", p, card=BREAK_IN)
    assert not legal(s, "break_in_buy", p), "both hands are full"
    assert [a["card"] for a in legal(s, "drop_weapon", p)] == [sword]
    act(s, "drop_weapon", p, card=sword)
    assert sword in s.discard_pile and s.stack[-1].kind == "break_in"
    act(s, "break_in_buy", p, card=mace)
    assert s.players[p].weapons == [mace] and s.players[p].gold == 0
