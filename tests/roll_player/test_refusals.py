"""Refusals name the rule that forbids an action (issue 20 item 6): one scenario per rule, each refused
through the kernel with the game's key and words that say which rule it is."""
from __future__ import annotations

import json

import pytest

from engine.games.roll_player.state import GameState
from engine.kernel import Action, IllegalAction, Message, Session

from .helpers import GAME, act, dice_phase, legal, new_game, scenario, scenario_config

NS = "roll-player.refused."

MARKET_TURN = """
    [position]
    phase = "market"
    market = {market}
    [[position.players]]
    class = "C1b"
    gold = {gold}
    charisma = {charisma}
    cards = {cards}
    exhausted = {exhausted}
    [[position.players]]
    class = "C3b"
    [[position.initiative]]
    taken = 0
    [[position.initiative]]
    taken = 1
    [[position.initiative]]
    dice = ["red 4"]
"""


def market_turn(market: list[str], gold: int = 3, charisma: int = 0, cards: list[str] = [],
                exhausted: list[str] = [], variants: list[str] = []) -> GameState:
    """Player 0's (a Paladin's) Market turn with these cards on offer; player 1 buys next."""
    state = scenario(MARKET_TURN.format(market=json.dumps(market), gold=gold, charisma=charisma, cards=json.dumps(cards),
                                        exhausted=json.dumps(exhausted)))
    state.variants = list(variants)   # a variant is an option of the table, not part of the position
    return state


def refused(state: GameState, kind: str, player: int, **args: object) -> Message:
    """The game's words for an action the position does not allow (asserting it is not allowed)."""
    action = Action.of(kind, player, **args)
    assert action not in legal(state), f"{action} is legal here"
    message = GAME.refusal(state, action)
    assert message is not None, f"{action} is refused without the rule's words"
    return message


def test_a_refusal_reaches_the_player_through_the_kernel_with_the_rules_key() -> None:
    session = Session(GAME, scenario_config(MARKET_TURN.format(market='["B01"]', gold=1, charisma=0, cards="[]",
                                                                exhausted="[]")))
    with pytest.raises(IllegalAction) as caught:
        session.apply(Action.of("buy", 0, card="B01", charisma=False))
    assert caught.value.key == NS + "gold" and caught.value.params == {"cost": 6, "gold": 1}
    assert str(caught.value) == "Not enough gold: the card costs 6 and you have 1 (§4.6)."


def test_players_take_their_turns_one_at_a_time() -> None:
    message = refused(dice_phase(), "take_card", 1, card=1)
    assert message.key == NS + "not_your_turn" and str(message).startswith("It is player 1's turn")


def test_a_card_costs_its_price_in_gold() -> None:
    message = refused(market_turn(["B01", "B47"], gold=2), "buy", 0, card="B01", charisma=False)
    assert message.key == NS + "gold" and "costs 6 and you have 2" in str(message)


def test_a_charisma_token_pays_only_when_one_is_held() -> None:
    message = refused(market_turn(["B47"], gold=3), "buy", 0, card="B47", charisma=True)
    assert message.key == NS + "no_charisma" and "No Charisma token to spend" in str(message)


def test_weapons_held_keep_to_the_hand_limit() -> None:
    state = market_turn(["B31"], gold=9, cards=["B35"])
    message = refused(state, "buy", 0, card="B31", charisma=False)
    assert message.key == NS + "hands" and "use 2 hands in all" in str(message)


def test_only_cards_in_the_market_row_are_bought() -> None:
    message = refused(market_turn(["B47"]), "buy", 0, card="B01", charisma=False)
    assert message.key == NS + "not_in_market" and "not in the Market row" in str(message)


def test_the_friendly_market_discards_no_card() -> None:
    state = market_turn(["B47"], variants=["friendly_market"])
    message = refused(state, "discard", 0, card="B47")
    assert message.key == NS + "friendly_market" and "no card is discarded" in str(message)


def test_gold_without_a_discard_is_only_for_the_friendly_market() -> None:
    message = refused(market_turn(["B47"]), "take_gold", 0)
    assert message.key == NS + "take_gold" and "discard a card for the gold" in str(message)


def test_cards_are_bought_only_in_the_market_phase() -> None:
    message = refused(dice_phase(), "buy", 0, card="B01", charisma=False)
    assert message.key == NS + "rule.market" and "on your own turn of the Market phase" in str(message)


def test_an_initiative_card_goes_to_one_player_a_round() -> None:
    state = dice_phase()
    act(state, "take_card", 0, card=0)
    act(state, "place", 0, die=_die_on(state, 0), row="STR")
    act(state, "skip_action", 0)
    message = refused(state, "take_card", 1, card=0)
    assert message.key == NS + "card_taken" and "Initiative card 1 is taken already" in str(message)


def _die_on(state: GameState, card: int) -> int:
    return state.initiative[card].dice[0].id


def test_a_die_goes_into_a_row_with_an_empty_slot() -> None:
    state = dice_phase('sheet = { STR = ["red 1", "red 2", "red 3"] }')
    act(state, "take_card", 0, card=0)
    message = refused(state, "place", 0, die=_die_on(state, 0), row="STR")
    assert message.key == NS + "row_full" and str(message).startswith("Every slot in Strength is filled")
    assert message.text("pl").startswith("Wszystkie pola w rzędzie Siły są zajęte")


def test_a_die_is_placed_from_your_own_initiative_card() -> None:
    state = dice_phase()
    act(state, "take_card", 0, card=0)
    message = refused(state, "place", 0, die=_die_on(state, 1), row="STR")
    assert message.key == NS + "rule.place" and "from the Initiative card you took" in str(message)


def test_the_attribute_action_is_the_placed_rows() -> None:
    state = dice_phase()
    act(state, "take_card", 0, card=0)
    act(state, "place", 0, die=_die_on(state, 0), row="CHA")
    message = refused(state, "wisdom", 0, dir="UP")
    assert message.key == NS + "attribute_row" and "a row you placed a die in this turn" in str(message)


def test_a_skill_is_used_once_until_it_is_refreshed() -> None:
    state = market_turn(["B47"], cards=["B24"], exhausted=["B24"])
    message = refused(state, "use_skill", 0, card="B24")
    assert message.key == NS + "skill_exhausted" and "refreshed in the Cleanup phase" in str(message)


def test_only_your_own_skills_are_used() -> None:
    message = refused(market_turn(["B47"]), "use_skill", 0, card="B24")
    assert message.key == NS + "skill_not_yours" and "only the skills you bought" in str(message)


def test_skills_are_refreshed_in_the_cleanup_phase() -> None:
    state = market_turn(["B47"], cards=["B24"], exhausted=["B24"])
    message = refused(state, "refresh", 0, card="B24")
    assert message.key == NS + "rule.refresh" and "refreshed in the Cleanup phase" in str(message)


def test_each_race_is_played_by_one_player() -> None:
    state = new_game(2, 3)
    first = legal(state, "choose_race")[0]
    act(state, "choose_race", first.seat, race=first["race"])
    message = refused(state, "choose_race", 1 - first.seat, race=first["race"])
    assert message.key == NS + "race_taken" and "each race is played by one player" in str(message)


def test_stopping_belongs_to_the_clerics_further_wisdom_steps() -> None:
    message = refused(dice_phase(), "stop", 0)
    assert message.key == NS + "rule.wisdom_more" and "the Cleric's class ability" in str(message)
