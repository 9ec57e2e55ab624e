"""Why a Market card cannot be bought (spec §4.6 gold and one Charisma token, §4.7 weapon hands), named by
the same rules that decide the legal purchases, so the table's explanations never contradict them."""
from __future__ import annotations

import random

import pytest

from engine.games.roll_player.market import GOLD, HANDS, blocker
from engine.kernel import step_state
from tests.roll_player.helpers import GAME, act, legal, new_game, scenario

FULL_HANDS = """
[position]
round = 3
phase = "market"
market = ["B36", "B46", "B47"]

[[position.players]]
gold = 3
charisma = {charisma}
cards = ["B38", "B40"]

[[position.initiative]]
taken = 0

[[position.initiative]]
taken = 1

[[position.initiative]]
dice = ["white 5"]
"""


def test_a_one_handed_weapon_with_both_hands_full_is_blocked_by_the_hands() -> None:
    s = scenario(FULL_HANDS.format(charisma=1))
    assert blocker(s, 0, "B36") == HANDS, "the Rapier is affordable with the token, but no hand is free"


def test_a_card_beyond_gold_and_one_charisma_token_is_blocked_by_its_price() -> None:
    s = scenario(FULL_HANDS.format(charisma=1))
    assert blocker(s, 0, "B46") == GOLD, "5 gold against 3 gold and a token worth 1"
    assert blocker(s, 0, "B47") is None


def test_without_a_token_the_price_must_be_paid_in_gold() -> None:
    s = scenario(FULL_HANDS.format(charisma=0))
    assert blocker(s, 0, "B36") == HANDS and blocker(s, 0, "B47") is None
    act(s, "drop_weapon", 0, card="B40")
    assert blocker(s, 0, "B36") == GOLD, "a hand is free now, but 4 gold is more than 3"


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_a_card_is_blocked_exactly_when_the_rules_offer_no_purchase_of_it(players: int, seed: int) -> None:
    s = new_game(players, seed)
    rng = random.Random(seed)
    checked = 0
    while (d := GAME.decision(s)) is not None and checked < 40:
        if d.prompt == "market_action":
            bought = {a["card"] for a in legal(s, "buy", d.actor)}
            for card in s.market_row:
                assert (blocker(s, d.actor, card) is None) == (card in bought), (card, s.players[d.actor])
                checked += 1
        own = [a for a in d.legal if a.player == d.actor and a.kind not in ("use_skill", "drop_weapon")] or d.legal
        step_state(GAME, s, own[0] if d.automatic else rng.choice(own))
    assert checked
