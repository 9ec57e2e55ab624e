"""Market phase (spec §6.3, §4.6–4.7, checklist §16 items 15–19)."""
from __future__ import annotations

from engine.games.roll_player.effects import content
from engine.games.roll_player.state import Phase

from .helpers import (act, card_by_name, finish_market, give_card, legal, set_class, through_setup, to_market,
                      to_market_phase)


def _market(players: int = 3, seed: int = 5, cards: list[int] | None = None):
    s = through_setup(players, seed)
    for p in s.players:
        if content().classes[p.class_id].effect in ("aware", "charming", "weapon_master", "nimble_fingers",
                                                     "brutal", "secretive"):
            p.class_id = "C1b"  # Paladin: no Market ability (colour clash is harmless here)
    to_market_phase(s, cards)
    return s


def test_market_order_follows_the_initiative_numbers_not_the_seats() -> None:
    """Rulebook example (B:427): Bruno takes "2", Tytus "1", Olek "3"; Tytus buys first."""
    s = through_setup(3, 5)
    bruno = s.first_player
    tytus, olek = (bruno + 1) % 3, (bruno + 2) % 3
    for p in s.players:
        p.class_id = "C1b"
    to_market_phase(s, [1, 0, 2])
    assert s.phase is Phase.MARKET and s.current == tytus
    act(s, "discard", tytus, card=s.market_row[0])
    assert s.current == bruno
    act(s, "discard", bruno, card=s.market_row[0])
    assert s.current == olek


def test_rulebook_market_example_tytus_buys_bruno_discards_olek_buys() -> None:
    """Rulebook example (B:427-433), 3 players, 4 Market cards: Tytus (card "1") pays Reckless (6)
    with a Charisma token + 5 gold and moves his marker; Bruno ("2") discards Leather Gloves for
    2 gold; Olek ("3") buys the Iron-shod Staff from the two cards left."""
    s = through_setup(3, 5)
    for p in s.players:
        p.class_id = "C1b"
        p.alignment_pos = (1, 1)
    bruno = s.first_player
    tytus, olek = (bruno + 1) % 3, (bruno + 2) % 3
    to_market_phase(s, [1, 0, 2])
    reckless, gloves, staff = card_by_name("Reckless"), card_by_name("Leather Gloves"), card_by_name("Iron-shod Staff")
    to_market(s, [reckless, gloves, staff, "B02"])
    s.players[tytus].gold, s.players[tytus].charisma = 5, 1
    assert not any(a["card"] == reckless and not a["charisma"] for a in legal(s, "buy", tytus))
    act(s, "buy", tytus, card=reckless, charisma=True)
    assert s.players[tytus].gold == 0 and s.players[tytus].charisma == 0
    assert reckless in s.players[tytus].traits
    assert s.players[tytus].alignment_pos == (2, 1), "Reckless points down (chaotic)"
    gold = s.players[bruno].gold
    act(s, "discard", bruno, card=gloves)
    assert s.players[bruno].gold == gold + 2 and s.discard_pile[-1] == gloves
    assert s.market_row == [staff, "B02"] and s.current == olek
    s.players[olek].gold = 3
    act(s, "buy", olek, card=staff, charisma=False)
    assert staff in s.players[olek].weapons and s.players[olek].gold == 0


def test_discarding_a_market_card_pays_two_gold() -> None:
    s = _market()
    p = s.current
    gold = s.players[p].gold
    card = s.market_row[0]
    act(s, "discard", p, card=card)
    assert s.players[p].gold == gold + 2 and s.discard_pile[-1] == card


def test_a_player_cannot_pass_and_must_discard_when_nothing_is_affordable() -> None:
    s = _market()
    p = s.current
    s.players[p].gold = 0
    s.players[p].charisma = 0
    kinds = {a.kind for a in legal(s, player=p)}
    assert "buy" not in kinds or all(content().cards[a["card"]].cost == 0 for a in legal(s, "buy", p))
    assert "discard" in kinds and "pass" not in kinds and "end_turn" not in kinds


def test_the_market_is_not_refilled_during_the_phase() -> None:
    s = _market()
    size = len(s.market_row)
    act(s, "discard", s.current, card=s.market_row[0])
    assert len(s.market_row) == size - 1


def test_a_trait_moves_the_marker_or_stays_when_it_cannot() -> None:
    s = _market()
    p = s.current
    wealthy = card_by_name("Wealthy")   # arrow right
    to_market(s, [wealthy])
    s.players[p].gold = 10
    s.players[p].alignment_pos = (0, 2)
    act(s, "buy", p, card=wealthy, charisma=False)
    assert wealthy in s.players[p].traits and s.players[p].alignment_pos == (0, 2)


def test_weapon_hands_limit_two_and_discarding_a_weapon_makes_room() -> None:
    s = _market()
    p = s.current
    bow = card_by_name("Longbow")     # two hands
    mace = card_by_name("Mace")       # one hand
    give_card(s, p, card_by_name("Buckler"))
    to_market(s, [bow, mace])
    s.players[p].gold = 20
    buys = {a["card"] for a in legal(s, "buy", p)}
    assert mace in buys and bow not in buys
    act(s, "drop_weapon", p, card=card_by_name("Buckler"))
    assert card_by_name("Buckler") in s.discard_pile
    assert bow in {a["card"] for a in legal(s, "buy", p)}


def test_barbarian_carries_four_hands_of_weapons() -> None:
    s = _market()
    p = s.current
    set_class(s, p, "C2a")
    give_card(s, p, card_by_name("Longbow"))
    axe = card_by_name("Battle Axe")
    to_market(s, [axe])
    s.players[p].gold = 20
    act(s, "buy", p, card=axe, charisma=False)
    assert len(s.players[p].weapons) == 2


def test_only_weapons_can_be_discarded_from_a_player_area() -> None:
    s = _market()
    p = s.current
    give_card(s, p, card_by_name("Wealthy"))
    give_card(s, p, card_by_name("Mace"))
    drops = {a["card"] for a in legal(s, "drop_weapon", p)}
    assert drops == {card_by_name("Mace")}


def test_one_charisma_token_per_purchase_even_with_two_tokens() -> None:
    s = _market()
    p = s.current
    card = card_by_name("Chain Hauberk")   # cost 5
    to_market(s, [card])
    s.players[p].gold, s.players[p].charisma = 3, 2
    assert not legal(s, "buy", p), "5 gold needed; two tokens may not pay 2 of it"
    s.players[p].gold = 4
    assert legal(s, "buy", p) == [a for a in legal(s, "buy", p) if a["charisma"]]


def test_friendly_market_takes_two_gold_without_discarding() -> None:
    s = through_setup(2, 5, friendly_market=True)
    for p in s.players:
        p.class_id = "C1b"
    to_market_phase(s)
    p = s.current
    size, gold = len(s.market_row), s.players[p].gold
    assert not legal(s, "discard", p)
    act(s, "take_gold", p)
    assert len(s.market_row) == size and s.players[p].gold == gold + 2


def test_each_player_gets_one_market_turn_then_cleanup() -> None:
    s = _market(players=4, seed=2)
    turns = 0
    while s.phase is Phase.MARKET:
        act(s, "discard", s.current, card=s.market_row[0])
        turns += 1
    assert turns == 4
    assert s.phase in (Phase.DICE, Phase.CLEANUP)
    finish_market(s)


def test_a_weapon_may_be_discarded_at_any_time_even_in_another_players_turn() -> None:
    s = through_setup(2, 5)
    other = (s.current + 1) % 2
    mace = card_by_name("Mace")
    give_card(s, other, mace)
    assert s.step == "choose_card" and s.current != other
    act(s, "drop_weapon", other, card=mace)
    assert mace in s.discard_pile and not s.players[other].weapons
    assert s.step == "choose_card", "the interrupted question continues"
