"""Market phase (spec §6.3, §4.6–4.7, checklist §16 items 15–19)."""
from __future__ import annotations

import json

from engine.games.roll_player.effects import content
from engine.games.roll_player.state import GameState, Phase

from .helpers import act, card_by_name, finish_market, legal, scenario, through_setup, to_market_phase

# A 2-player Market phase: player 0 (by default a Paladin, whose ability only scores) holds card "1"
# and buys first; player 1 (a Ranger) holds card "2"; card "3" keeps its die.
MARKET_TURN = """
    [position]
    phase = "market"
    market = {market}
    [[position.players]]
    class = "{cls}"
    {player}
    [[position.players]]
    class = "C3b"
    [[position.initiative]]
    taken = 0
    [[position.initiative]]
    taken = 1
    [[position.initiative]]
    dice = ["red 4"]
"""


def market_turn(market: list[str], player: str = "", cls: str = "C1b") -> GameState:
    """Player 0's Market turn with these cards on offer; `player` adds TOML lines to player 0."""
    return scenario(MARKET_TURN.format(market=json.dumps(market), player=player, cls=cls))


def _market(players: int = 3, seed: int = 5, cards: list[int] | None = None):
    s = through_setup(players, seed)
    for p in s.players:
        if content().classes[p.class_id].effect in ("aware", "charming", "weapon_master", "nimble_fingers",
                                                     "brutal", "secretive"):
            p.class_id = "C1b"  # Paladin: no Market ability (colour clash is harmless here)
    to_market_phase(s, cards)
    return s


# Rulebook example (B:427-433), 3 players: Bruno (seat 0, the first player) took card "2", Tytus
# (seat 1) card "1" and Olek (seat 2) card "3"; on offer are Reckless, Leather Gloves, the Iron-shod
# Staff and Weakling. None of their classes acts in the Market.
BRUNO, TYTUS, OLEK = 0, 1, 2
RULEBOOK_MARKET = """
    [position]
    phase = "market"
    market = ["B01", "B47", "B33", "B02"]
    [[position.players]]
    class = "C1b"
    gold = 2
    [[position.players]]
    class = "C3b"
    gold = 5
    charisma = 1
    [[position.players]]
    class = "C5b"
    gold = 3
    [[position.initiative]]
    taken = 1
    [[position.initiative]]
    taken = 0
    [[position.initiative]]
    taken = 2
    [[position.initiative]]
    dice = ["red 6"]
"""


def test_market_order_follows_the_initiative_numbers_not_the_seats() -> None:
    """Rulebook example (B:427): Bruno takes "2", Tytus "1", Olek "3"; Tytus buys first."""
    s = scenario(RULEBOOK_MARKET, players=3)
    assert s.phase is Phase.MARKET and s.current == TYTUS
    act(s, "discard", TYTUS, card=s.market_row[0])
    assert s.current == BRUNO
    act(s, "discard", BRUNO, card=s.market_row[0])
    assert s.current == OLEK


def test_rulebook_market_example_tytus_buys_bruno_discards_olek_buys() -> None:
    """Rulebook example (B:427-433), 3 players, 4 Market cards: Tytus (card "1") pays Reckless (6)
    with a Charisma token + 5 gold and moves his marker; Bruno ("2") discards Leather Gloves for
    2 gold; Olek ("3") buys the Iron-shod Staff from the two cards left."""
    s = scenario(RULEBOOK_MARKET, players=3)
    tytus, bruno, olek = TYTUS, BRUNO, OLEK
    reckless, gloves, staff = card_by_name("Reckless"), card_by_name("Leather Gloves"), card_by_name("Iron-shod Staff")
    assert not any(a["card"] == reckless and not a["charisma"] for a in legal(s, "buy", tytus))
    act(s, "buy", tytus, card=reckless, charisma=True)
    assert s.players[tytus].gold == 0 and s.players[tytus].charisma == 0
    assert reckless in s.players[tytus].traits
    assert s.players[tytus].alignment_pos == (2, 1), "Reckless points down (chaotic)"
    gold = s.players[bruno].gold
    act(s, "discard", bruno, card=gloves)
    assert s.players[bruno].gold == gold + 2 and s.discard_pile[-1] == gloves
    assert s.market_row == [staff, "B02"] and s.current == olek
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
    s = market_turn(["B38", "B10", "B42"], "gold = 1")
    kinds = {a.kind for a in legal(s, player=0)}
    assert "buy" not in kinds
    assert "discard" in kinds and "pass" not in kinds and "end_turn" not in kinds


def test_the_market_is_not_refilled_during_the_phase() -> None:
    s = _market()
    size = len(s.market_row)
    act(s, "discard", s.current, card=s.market_row[0])
    assert len(s.market_row) == size - 1


def test_a_trait_moves_the_marker_or_stays_when_it_cannot() -> None:
    wealthy = card_by_name("Wealthy")   # arrow right
    s = market_turn([wealthy], "gold = 10\nmarker = [0, 2]")
    act(s, "buy", 0, card=wealthy, charisma=False)
    assert wealthy in s.players[0].traits and s.players[0].alignment_pos == (0, 2)


def test_weapon_hands_limit_two_and_discarding_a_weapon_makes_room() -> None:
    bow = card_by_name("Longbow")     # two hands
    mace = card_by_name("Mace")       # one hand
    buckler = card_by_name("Buckler")  # one hand
    s = market_turn([bow, mace], f'gold = 20\ncards = ["{buckler}"]')
    buys = {a["card"] for a in legal(s, "buy", 0)}
    assert mace in buys and bow not in buys
    act(s, "drop_weapon", 0, card=buckler)
    assert buckler in s.discard_pile
    assert bow in {a["card"] for a in legal(s, "buy", 0)}


def test_barbarian_carries_four_hands_of_weapons() -> None:
    axe = card_by_name("Battle Axe")
    s = market_turn([axe], f'gold = 20\ncards = ["{card_by_name("Longbow")}"]', cls="C2a")
    act(s, "buy", 0, card=axe, charisma=False)
    assert len(s.players[0].weapons) == 2


def test_only_weapons_can_be_discarded_from_a_player_area() -> None:
    s = market_turn(["B01"], f'cards = ["{card_by_name("Wealthy")}", "{card_by_name("Mace")}"]')
    drops = {a["card"] for a in legal(s, "drop_weapon", 0)}
    assert drops == {card_by_name("Mace")}


def test_one_charisma_token_per_purchase_even_with_two_tokens() -> None:
    hauberk = card_by_name("Chain Hauberk")   # cost 5
    s = market_turn([hauberk], "gold = 3\ncharisma = 2")
    assert not legal(s, "buy", 0), "5 gold needed; two tokens may not pay 2 of it"
    s = market_turn([hauberk], "gold = 4\ncharisma = 2")
    assert legal(s, "buy", 0) == [a for a in legal(s, "buy", 0) if a["charisma"]]


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
    mace = card_by_name("Mace")
    s = scenario(f"""
        [forced]
        draws = ["red", "green", "blue"]
        faces = [1, 3, 5]
        [position]
        phase = "roll"
        [[position.players]]
        [[position.players]]
        cards = ["{mace}"]
    """)
    other = 1
    assert s.step == "choose_card" and s.current != other
    act(s, "drop_weapon", other, card=mace)
    assert mace in s.discard_pile and not s.players[other].weapons
    assert s.step == "choose_card", "the interrupted question continues"
