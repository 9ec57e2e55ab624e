"""The Market phase (spec §5.4, §3.11; checklist §16.14–16.17): buying, hiring, selling for half price onto
this city's stack, healing, and the ownership limits."""
from __future__ import annotations

from .helpers import checked, do, legal, position, scenario

TAMALIR = (0, 0)


def market(stack: list[str], player: str = "", table: str = "", hero: str = "tovah"):
    cards = ", ".join(f'"{c}"' for c in stack)
    return scenario(position(TAMALIR, step="market", table=f"market = {{ tamalir = [{cards}] }}\n" + table,
                             player=player, hero=hero))


def test_buying_an_item_pays_its_price_to_the_bank() -> None:
    s = market(["broadsword.1"], player="gold = 6\n")
    do(s, "buy", card="broadsword.1")
    assert s.state.current.gold == 1 and s.state.current.item_cards() == ["broadsword.1"]
    assert s.state.market_stacks["tamalir"] == []
    checked(s)


def test_hiring_an_ally() -> None:
    s = market(["sellsword.1"], player="gold = 4\n")
    do(s, "buy", card="sellsword.1")
    assert s.state.current.ally_cards() == ["sellsword.1"] and s.state.current.gold == 0


def test_an_unaffordable_card_cannot_be_bought() -> None:
    s = market(["broadsword.1"], player="gold = 4\n")
    assert legal(s, "buy") == []


def test_selling_gives_half_the_price_rounded_down_and_lands_on_this_citys_stack() -> None:
    s = market([], player='gold = 0\nitems = ["short_bow.1"]\n', hero="hesk")
    do(s, "sell", card="short_bow.1")
    assert s.state.current.gold == 1, "a 3-gold item sells for 1 (the rulebook's example)"
    assert s.state.market_stacks["tamalir"] == ["short_bow.1"]


def test_a_sold_item_cannot_be_bought_back_the_same_turn() -> None:
    s = market([], player='gold = 9\nitems = ["short_bow.1"]\n', hero="hesk")
    do(s, "sell", card="short_bow.1")
    assert legal(s, "buy") == []


def test_an_item_bought_this_turn_cannot_be_sold() -> None:
    s = market(["broadsword.1"], player="gold = 9\n")
    do(s, "buy", card="broadsword.1")
    assert legal(s, "sell") == []


def test_one_gold_items_and_allies_can_never_be_sold() -> None:
    s = market([], player='items = ["throwing_knives.1"]\nallies = [{ card = "sellsword.1" }]\n')
    assert legal(s, "sell") == []


def test_the_weapon_limit_holds_at_every_acquisition() -> None:
    s = market(["broadsword.1", "mage_robes.1"], player='gold = 20\nitems = ["short_bow.1", "longbow.1"]\n')
    assert [a["card"] for a in legal(s, "buy")] == ["mage_robes.1"]


def test_the_armour_and_ally_limits() -> None:
    player = ('gold = 20\nitems = ["tower_shield.1"]\n'
              'allies = [{ card = "sellsword.1" }, { card = "village_archer.1" }]\n')
    s = market(["mage_robes.1", "knight_errant.1", "ring_of_focus.1"], player=player)
    assert [a["card"] for a in legal(s, "buy")] == ["ring_of_focus.1"], "artifacts are unlimited"


def test_healing_one_gold_removes_one_wound_or_all_exhaustion_of_one_character() -> None:
    player = 'gold = 3\nwounds = 2\nexhaustion = 2\nallies = [{ card = "sellsword.1", exhaustion = 2 }]\n'
    s = market([], player=player)
    do(s, "heal", who=-1, what="wound")
    do(s, "heal", who=-1, what="exhaustion")
    do(s, "heal", who=0, what="exhaustion")
    p = s.state.current
    assert (p.wounds, p.exhaustion, p.allies[0].exhaustion, p.gold) == (1, 0, 0, 0)


def test_market_day_heals_two_wounds_for_one_gold() -> None:
    s = market([], player="gold = 1\nwounds = 2\n", table='event = "market_day"\n')
    do(s, "heal", who=-1, what="wound")
    assert s.state.current.wounds == 0


def test_bandit_tolls_make_items_cost_one_more() -> None:
    s = market(["broadsword.1"], player="gold = 5\n", table='event = "bandit_tolls"\n')
    assert legal(s, "buy") == []


def test_oskar_hires_allies_for_one_gold_less() -> None:
    s = market(["sellsword.1"], player="gold = 3\n", hero="oskar")
    do(s, "buy", card="sellsword.1")
    assert s.state.current.gold == 0


def test_any_item_may_be_discarded_at_any_time_to_make_room() -> None:
    s = market(["broadsword.1"], player='gold = 20\nitems = ["short_bow.1", "longbow.1"]\n')
    assert legal(s, "buy") == []
    do(s, "discard", card="short_bow.1")
    assert s.state.market_deck[-1] == "short_bow.1"
    do(s, "buy", card="broadsword.1")
    assert s.state.current.item_cards() == ["longbow.1", "broadsword.1"]
