"""Refusals name the rule that forbids an action (issue 20 item 6): one scenario per rule, each refused
through the kernel with the game's key and words that say which rule it is."""
from __future__ import annotations

import pytest

from engine.kernel import Action, IllegalAction, Session
from engine.kernel.strings import text

from .helpers import do, fresh, legal, position, scenario

NS = "runebound.refused."
TAMALIR = (0, 0)


def refused(session: Session, kind: str, player: int = 0, **args: object) -> IllegalAction:
    """The refusal of an action the position does not allow (the game stays where it was)."""
    before = session.state_hash()
    with pytest.raises(IllegalAction) as caught:
        session.apply(Action.of(kind, player, **args))
    assert session.state_hash() == before
    return caught.value


def at(hex_: tuple[int, int], faces: list[str] = (), extra: str = "", step: str = "movement") -> Session:
    forced = f'[forced]\nfaces = {list(faces)!r}\n'.replace("'", '"') if faces else ""
    return scenario(f'{forced}[position]\nstep = "{step}"\n[[position.players]]\nhex = [{hex_[0]}, {hex_[1]}]\n{extra}')


def market(stack: list[str], player: str = "", hero: str = "tovah") -> Session:
    cards = ", ".join(f'"{c}"' for c in stack)
    return scenario(position(TAMALIR, step="market", table=f"market = {{ tamalir = [{cards}] }}\n", player=player,
                             hero=hero))


def test_heroes_take_their_turns_one_after_another() -> None:
    s = fresh(2)
    exc = refused(s, "roll", 1, dice=4, rest=[])
    assert exc.key == NS + "not_your_turn" and str(exc).startswith("It is player 1's turn")


def test_a_hurt_hero_rolls_at_most_4_dice() -> None:
    exc = refused(at((0, 0), extra="wounds = 1\n"), "roll", dice=5, rest=[])
    assert exc.key == NS + "too_many_dice" and str(exc).startswith("At most 4 movement dice")


def test_resting_removes_only_the_exhaustion_there_is() -> None:
    exc = refused(at((0, 0)), "roll", dice=3, rest=[1])
    assert exc.key == NS + "rest_none" and "Nothing to rest from" in str(exc)


def test_the_step_without_dice_goes_to_a_neighbouring_hex() -> None:
    exc = refused(at((0, 0)), "step", q=3, r=0)
    assert exc.key == NS + "not_adjacent" and "one hex next to the hero's" in str(exc)


def test_the_dice_move_only_onto_terrain_they_show() -> None:
    s = at((1, 0), ["F3"])
    do(s, "roll", dice=1)
    exc = refused(s, "go", q=2, r=0, die=0)
    assert exc.key == NS + "not_reached" and str(exc).startswith("The dice do not reach that hex")


def test_each_die_moves_one_step_once() -> None:
    s = at((1, 0), ["F3", "F3"])
    do(s, "roll", dice=2)
    first = legal(s, "go")[0]
    s.apply(first)
    assert s.state.step == "moving", "the second die is still to move"
    exc = refused(s, "go", q=first["q"], r=first["r"], die=first["die"])
    assert exc.key == NS + "die_spent" and "That die is spent" in str(exc)


def test_moving_follows_a_movement_roll() -> None:
    exc = refused(at((0, 0)), "go", q=1, r=0, die=0)
    assert exc.key == NS + "rule.moving" and "follows your movement roll" in str(exc)


def test_a_card_costs_its_price_in_gold() -> None:
    exc = refused(market(["broadsword.1"], player="gold = 4\n"), "buy", card="broadsword.1")
    assert exc.key == NS + "gold" and str(exc) == "Not enough gold: it costs 5 and you have 4 (§5.4)."


def test_a_hero_owns_at_most_two_weapons() -> None:
    s = market(["broadsword.1"], player='gold = 20\nitems = ["short_bow.1", "longbow.1"]\n')
    exc = refused(s, "buy", card="broadsword.1")
    assert exc.key == NS + "limit" and "a hero owns at most 2 weapons" in str(exc)
    assert exc.params["limit"].text("pl") == "2 bronie"


def test_only_this_citys_stack_is_bought_from() -> None:
    exc = refused(market([], player="gold = 9\n"), "buy", card="broadsword.1")
    assert exc.key == NS + "not_in_city" and "not in this city's market" in str(exc)


def test_a_sold_item_is_not_bought_back_the_same_turn() -> None:
    s = market([], player='gold = 9\nitems = ["short_bow.1"]\n', hero="hesk")
    do(s, "sell", card="short_bow.1")
    exc = refused(s, "buy", card="short_bow.1")
    assert exc.key == NS + "bought_back" and "cannot be bought back" in str(exc)


def test_an_item_bought_this_turn_is_not_sold() -> None:
    s = market(["broadsword.1"], player="gold = 9\n")
    do(s, "buy", card="broadsword.1")
    exc = refused(s, "sell", card="broadsword.1")
    assert exc.key == NS + "sell_bought" and "cannot be sold in the same turn" in str(exc)


def test_only_your_own_items_are_sold() -> None:
    exc = refused(market([]), "sell", card="short_bow.1")
    assert exc.key == NS + "not_yours" and "only items you own" in str(exc)


def test_an_item_worth_nothing_at_half_price_is_not_sold() -> None:
    exc = refused(market([], player='items = ["throwing_knives.1"]\n'), "sell", card="throwing_knives.1")
    assert exc.key == NS + "worthless" and "worth nothing at half price" in str(exc)


def test_healing_costs_gold() -> None:
    exc = refused(market([], player="gold = 0\nwounds = 1\n"), "heal", who=-1, what="wound")
    assert exc.key == NS + "heal_gold" and str(exc).startswith("Not enough gold to heal")


def test_healing_needs_tokens_to_remove() -> None:
    exc = refused(market([], player="gold = 3\nwounds = 1\n"), "heal", who=-1, what="exhaustion")
    assert exc.key == NS + "nothing_to_heal" and "Nothing to heal there" in str(exc)


def test_buying_happens_in_the_market_phase() -> None:
    exc = refused(at((0, 0)), "buy", card="broadsword.1")
    assert exc.key == NS + "rule.market" and "happen in the Market phase" in str(exc)


def test_experience_is_bought_at_the_end_of_the_turn() -> None:
    exc = refused(at((0, 0)), "done")
    assert exc.key == NS + "rule.experience" and "in the Experience phase" in str(exc)


def test_an_adventure_is_chosen_after_moving() -> None:
    exc = refused(at((0, 0)), "adventure", colour="green")
    assert exc.key == NS + "rule.adventure" and "after moving" in str(exc)


def test_every_refusal_is_written_in_polish_with_its_parameters() -> None:
    exc = refused(market(["broadsword.1"], player="gold = 4\n"), "buy", card="broadsword.1")
    assert text(exc.key, "pl", **exc.params) == "Za mało złota: kosztuje 5, a masz 4 (§5.4)."



def test_only_your_own_cards_are_discarded() -> None:
    exc = refused(at((0, 0)), "discard", card="broadsword.1")
    assert exc.key == NS + "not_yours_card" and "only the allies and items you own" in str(exc)


def test_a_look_at_an_adventure_deck_comes_before_moving() -> None:
    s = at((1, 0), ["F3"])
    do(s, "roll", dice=1)
    exc = refused(s, "peek", colour="green")
    assert exc.key == NS + "rule.peek" and "before choosing your movement" in str(exc)


def test_cards_are_used_on_your_own_turn() -> None:
    exc = refused(fresh(2), "use", 1, card="hero", who=-1)
    assert exc.key == NS + "not_your_turn" and "heroes take their turns one after another" in str(exc)


def test_an_activated_card_works_once_a_turn() -> None:
    s = at((0, 0), extra='allies = [{ card = "wandering_healer.1" }]\nface_down = ["wandering_healer.1"]\nwounds = 1\n')
    exc = refused(s, "use", card="wandering_healer.1", who=-1)
    assert exc.key == NS + "face_down" and "works once a turn" in str(exc)


def test_margath_is_fought_only_after_he_has_risen() -> None:
    exc = refused(at((0, 0)), "fight_margath")
    assert exc.key == NS + "rule.margath" and "only after he has risen" in str(exc)
