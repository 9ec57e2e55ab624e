"""Class abilities (spec §15.2) and weapons that act during play (spec §15.5)."""
from __future__ import annotations

from engine.games.roll_player.state import Attr, Colour, Phase

from .helpers import (act, card_by_name, clear_sheet, give_card, legal, set_card_dice, set_row,
                      through_setup, to_market, to_market_phase)

G, U, R, P, K, W, Y = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE, Colour.GOLD


def _table(class_id: str, players: int = 2, seed: int = 8):
    s = through_setup(players, seed)
    for q in s.players:
        q.class_id = "C1b"
        q.alignment_pos = (1, 1)
    p = s.current
    s.players[p].class_id = class_id
    return s, p


def _place(s, p: int, row: str, die: tuple[Colour, int] = (W, 3)) -> None:
    if None not in s.players[p].sheet[Attr[row]]:
        set_row(s, p, Attr[row], [(W, 2)])
    set_card_dice(s, 0, [die])
    act(s, "take_card", p, card=0)
    act(s, "place", p, die=s.initiative[0].dice[0].id, row=row)


def test_cleric_may_move_two_steps_with_a_wisdom_action() -> None:
    s, p = _table("C1a")
    _place(s, p, "WIS")
    act(s, "wisdom", p, dir="UP")
    assert s.stack[-1].kind == "wis_more"
    assert {a.kind for a in legal(s, player=p)} == {"wisdom", "stop"}
    act(s, "wisdom", p, dir="LEFT")
    assert s.players[p].alignment_pos == (0, 0) and not s.stack


def test_cleric_may_stop_after_one_step() -> None:
    s, p = _table("C1a")
    _place(s, p, "WIS")
    act(s, "wisdom", p, dir="UP")
    act(s, "stop", p)
    assert s.players[p].alignment_pos == (0, 1)


def test_fighter_pays_one_gold_less_for_weapons() -> None:
    s, p = _table("C2b")
    to_market_phase(s)
    p = s.current
    s.players[p].class_id = "C2b"
    mace, coif = card_by_name("Mace"), card_by_name("Chain Coif")   # both cost 2
    to_market(s, [mace, coif])
    s.players[p].gold, s.players[p].charisma = 1, 0
    assert {a["card"] for a in legal(s, "buy", p)} == {mace}
    act(s, "buy", p, card=mace, charisma=False)
    assert s.players[p].gold == 0


def test_rogue_pays_one_gold_less_for_skills() -> None:
    s, p = _table("C4b")
    to_market_phase(s)
    p = s.current
    s.players[p].class_id = "C4b"
    to_market(s, ["B24", card_by_name("Mace")])   # Meditation costs 2, Mace costs 2
    s.players[p].gold, s.players[p].charisma = 1, 0
    assert {a["card"] for a in legal(s, "buy", p)} == {"B24"}


def test_druid_adds_a_discarded_card_to_the_market_before_the_first_purchase() -> None:
    """Rulebook example (B:573): in a 4-player game the Druid adds a 6th card to the Market."""
    s, p = _table("C3a", players=4)
    card = s.market_deck.pop()
    s.discard_pile.append(card)
    to_market_phase(s)
    assert s.step == "druid" and s.current == p
    assert len(s.market_row) == 5
    act(s, "druid_take", p, card=card)
    assert s.market_row[-1] == card and len(s.market_row) == 6 and card not in s.discard_pile
    assert s.step == "market_turn"


def test_druid_may_decline() -> None:
    s, p = _table("C3a", players=2)
    to_market_phase(s)
    size = len(s.market_row)
    act(s, "druid_pass", p)
    assert len(s.market_row) == size and s.step == "market_turn"


def test_ranger_gains_one_gold_for_placing_a_green_die() -> None:
    s, p = _table("C3b")
    clear_sheet(s, p)
    gold = s.players[p].gold
    _place(s, p, "STR", (G, 4))
    assert s.players[p].gold == gold + 1


def test_thief_gains_four_gold_for_a_gold_die() -> None:
    s, p = _table("C4a")
    clear_sheet(s, p)
    gold = s.players[p].gold
    _place(s, p, "STR", (Y, 4))
    assert s.players[p].gold == gold + 4


def test_thief_gains_four_gold_for_gold_starting_dice() -> None:
    from .helpers import GAME, new_game
    for seed in range(1, 40):
        s = new_game(2, seed)
        while s.step != "start_place":
            d = GAME.decision(s)
            act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
        p = s.players[s.current]
        gold_dice = [d for d in p.start_dice if d.colour is Y]
        if not gold_dice:
            continue
        p.class_id = "C4a"
        before = p.gold
        act(s, "place_start", p.seat, die=gold_dice[0].id, row="STR")
        assert p.gold == before + 4
        return
    raise AssertionError("no seed with a gold starting die")


def test_wizard_may_reroll_twice_and_keep_any_result() -> None:
    s, p = _table("C5a")
    _place(s, p, "INT")
    act(s, "intelligence", p, row="INT", index=0)
    assert legal(s, "int_reroll", p)
    act(s, "int_reroll", p)
    values = s.stack[-1].data["values"]
    assert len(values) == 3 and not legal(s, "int_reroll", p)
    choice = legal(s, "int_keep", p)[-1]["choice"]
    act(s, "int_keep", p, choice=choice)
    assert s.players[p].sheet[Attr.INT][0].value == values[choice]


def test_monk_may_change_a_die_by_two_without_wrapping() -> None:
    s, p = _table("C5b")
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 2)])
    _place(s, p, "CON", (W, 5))
    deltas = {(a["row"], a["delta"]) for a in legal(s, "constitution", p)}
    assert ("STR", -1) in deltas and ("STR", -2) not in deltas and ("STR", 2) in deltas
    assert ("CON", 2) not in deltas and ("CON", 1) in deltas


def test_bard_makes_two_purchases_with_one_charisma_token_for_only_one() -> None:
    s, p = _table("C6a")
    to_market_phase(s)
    p = s.current
    s.players[p].class_id = "C6a"
    a, b = card_by_name("Mace"), card_by_name("Wand")   # 2 gold each
    to_market(s, [a, b])
    s.players[p].gold, s.players[p].charisma = 10, 2
    act(s, "buy", p, card=a, charisma=True)
    assert s.step == "bard_second" and s.current == p
    assert not any(x["charisma"] for x in legal(s, "buy", p))
    assert not legal(s, "discard", p), "the second transaction is never a discard"
    act(s, "buy", p, card=b, charisma=False)
    assert s.players[p].gold == 10 - 1 - 2 and {a, b} <= set(s.players[p].weapons)


def test_bard_who_discards_for_gold_makes_no_second_transaction() -> None:
    s, p = _table("C6a")
    to_market_phase(s)
    p = s.current
    s.players[p].class_id = "C6a"
    act(s, "discard", p, card=s.market_row[0])
    assert s.current != p or s.phase is not Phase.MARKET


def test_sorcerer_performs_an_intelligence_action_after_buying_a_trait() -> None:
    s, p = _table("C6b")
    to_market_phase(s)
    p = s.current
    s.players[p].class_id = "C6b"
    trait = card_by_name("Wealthy")
    to_market(s, [trait])
    s.players[p].gold = 10
    act(s, "buy", p, card=trait, charisma=False)
    assert s.stack[-1].kind == "attr" and s.stack[-1].data["attr"] == "INT"
    target = legal(s, "intelligence", p)[0]
    act(s, "intelligence", p, **target.arg_dict)
    assert s.stack[-1].kind == "int_choose"


def test_heavy_crossbow_makes_every_purchase_one_gold_cheaper() -> None:
    s, p = _table("C1b")
    to_market_phase(s)
    p = s.current
    give_card(s, p, card_by_name("Heavy Crossbow"))
    coif = card_by_name("Chain Coif")     # cost 2
    to_market(s, [coif])
    s.players[p].gold, s.players[p].charisma = 1, 0
    act(s, "buy", p, card=coif, charisma=False)
    assert s.players[p].gold == 0


def test_sling_adds_one_gold_when_discarding_for_gold() -> None:
    s, p = _table("C1b")
    to_market_phase(s)
    p = s.current
    give_card(s, p, card_by_name("Sling"))
    gold = s.players[p].gold
    act(s, "discard", p, card=s.market_row[0])
    assert s.players[p].gold == gold + 3


def test_sling_also_pays_with_the_friendly_market() -> None:
    s = through_setup(2, 8, friendly_market=True)
    for q in s.players:
        q.class_id = "C1b"
    to_market_phase(s)
    p = s.current
    give_card(s, p, card_by_name("Sling"))
    gold = s.players[p].gold
    act(s, "take_gold", p)
    assert s.players[p].gold == gold + 3
