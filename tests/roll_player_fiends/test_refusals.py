"""Refusals name the rule that forbids an action with the expansion (issue 20 item 6): one scenario per
rule, each asserting the game's key and the English words that say which rule it is."""
from __future__ import annotations

from engine.games.roll_player.state import FiendsState
from engine.kernel import Action, Message

from .helpers import GAME, act, legal, new_game, play_until, through_setup

NS = "roll-player.refused."


def refused(state: FiendsState, kind: str, player: int, **args: object) -> Message:
    action = Action.of(kind, player, **args)
    assert action not in legal(state), f"{action} is legal here"
    message = GAME.refusal(state, action)
    assert message is not None, f"{action} is refused without the rule's words"
    return message


def test_familiars_are_chosen_in_setup() -> None:
    state = through_setup(2, seed=3)
    message = refused(state, "keep_familiar", state.current, familiar="F01")
    assert message.key == NS + "rule.setup_familiar" and "Familiars are chosen in setup" in str(message)


def test_a_minion_is_hunted_on_your_own_market_turn() -> None:
    state = through_setup(2, seed=101)
    message = refused(state, "hunt", state.current)
    assert message.key == NS + "rule.hunt" and "on your own Market turn" in str(message)


def test_the_hunts_steps_are_taken_in_a_hunt() -> None:
    state = through_setup(2, seed=101)
    play_until(state, lambda s: s.step == "market_turn" and not s.stack)
    message = refused(state, "hunt_roll", state.current)
    assert message.key == NS + "rule.hunt_fight" and "a step of your minion hunt" in str(message)


def test_another_player_does_not_hunt_in_your_market_turn() -> None:
    state = through_setup(2, seed=101)
    play_until(state, lambda s: s.step == "market_turn" and not s.stack)
    assert legal(state, "hunt", state.current)
    message = refused(state, "hunt", 1 - state.current)
    assert message.key == NS + "not_your_turn" and f"It is player {state.current + 1}'s turn" in str(message)


def test_the_monster_battle_comes_at_the_end_of_character_creation() -> None:
    state = through_setup(2, seed=3)
    message = refused(state, "battle_roll", state.current)
    assert message.key == NS + "rule.battle" and "end of character creation" in str(message)


def test_the_familiar_action_follows_a_die_in_the_familiar_row() -> None:
    state = through_setup(2, seed=3)
    message = refused(state, "familiar_gain", state.current)
    assert message.key == NS + "rule.familiar" and "placing a die in the familiar row" in str(message)


def test_a_setup_choice_is_not_made_before_its_step() -> None:
    state = new_game(2, seed=3)
    message = refused(state, "take_card", state.current, card=0)
    assert message.key == NS + "rule.take_card" and "start of your Dice turn" in str(message)
