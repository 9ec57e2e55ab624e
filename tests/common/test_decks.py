"""Decks and bags inside a game state: draws decided with the Rng, applied from the record, order hidden."""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from engine.common.decks import Bag, Deck, Draw, pick, sorted_ids, view
from engine.kernel import to_jsonable
from engine.kernel.rng import Forced, Rng

SEED = 11


def test_a_drawn_card_leaves_the_deck_and_the_order_stays_hidden_in_the_view():
    deck = Deck(pile=["c3", "c1", "c2"])
    drawn = deck.draw(1, Rng.from_seed(SEED))
    deck.take(*drawn)
    assert drawn == Draw(["c3"])
    assert "c3" not in deck.pile
    assert view(deck.pile) == {"count": 2}
    assert view(deck.pile, contents=True) == {"count": 2, "contents": ["c1", "c2"]}


def test_deciding_a_draw_changes_nothing_until_the_record_is_applied():
    deck = Deck(pile=[1, 2, 3], discards=[9])
    rng = Rng.from_seed(SEED)
    deck.draw(5, rng)
    assert deck == Deck(pile=[1, 2, 3], discards=[9])


def test_a_draw_the_pile_can_cover_does_not_use_the_rng():
    deck = Deck(pile=[1, 2, 3], discards=[9])
    rng = Rng.from_seed(SEED)
    before = rng.state
    deck.draw(3, rng)
    assert rng.state == before


def test_the_discards_are_shuffled_into_a_new_pile_when_the_pile_runs_out():
    deck = Deck(pile=["a"], discards=["x", "y", "z"])
    drawn = deck.draw(3, Rng.from_seed(SEED))
    assert drawn.cards[0] == "a"
    assert drawn.reshuffled is not None and sorted(drawn.reshuffled) == ["x", "y", "z"]
    assert drawn.cards[1:] == drawn.reshuffled[:2]
    deck.take(*drawn)
    assert deck.pile == drawn.reshuffled[2:] and deck.discards == []


def test_a_draw_without_reshuffling_stops_when_the_pile_is_empty():
    deck = Deck(pile=["a"], discards=["x"])
    assert deck.draw(2, Rng.from_seed(SEED), reshuffle=False) == Draw(["a"])


def test_a_draw_gives_what_there_is_when_pile_and_discards_run_out():
    deck = Deck(pile=["a"], discards=["x"])
    drawn = deck.draw(4, Rng.from_seed(SEED))
    assert sorted(drawn.cards) == ["a", "x"]
    deck.take(*drawn)
    assert deck == Deck()


def test_the_same_seed_draws_the_same_cards():
    def run() -> Draw:
        return Deck(pile=[], discards=list(range(20))).draw(5, Rng.from_seed(SEED))
    assert run() == run()


def test_applying_a_record_that_does_not_match_the_top_is_refused():
    deck = Deck(pile=["a", "b"])
    with pytest.raises(ValueError, match="top"):
        deck.take(["b"])


def test_peeking_shows_the_top_without_drawing():
    deck = Deck(pile=[4, 5, 6])
    assert deck.peek(2) == [4, 5]
    assert deck.pile == [4, 5, 6]


def test_a_reshuffle_puts_the_discards_under_the_pile():
    deck = Deck(pile=["top"], discards=["d1", "d2"])
    order = Rng.from_seed(SEED).shuffled(deck.discards)
    deck.reshuffle(order)
    assert deck.pile == ["top", *order] and deck.discards == []
    with pytest.raises(ValueError, match="exactly the discarded cards"):
        Deck(pile=[1], discards=[2]).reshuffle([3])


def test_cards_put_under_the_pile_keep_the_order_given():
    deck = Deck(pile=["m"])
    deck.put_bottom(["b1", "b2"])
    assert deck.pile == ["m", "b1", "b2"]


def test_discarded_cards_lie_face_up_newest_last():
    deck = Deck(pile=[1, 2])
    deck.discard([7, 8])
    assert deck.discards == [7, 8] and deck.pile == [1, 2]


def test_a_deck_encodes_as_plain_lists():
    deck = Deck(pile=[1, "b"], discards=[3])
    assert to_jsonable(deck) == {"pile": [1, "b"], "discards": [3]}


def test_a_deck_over_a_states_own_lists_changes_them_in_place():
    """Games keep plain lists in their states (saves hash them) and draw through a Deck wrapped round them."""
    pile, discards = ["a", "b"], ["c"]
    deck = Deck(pile, discards)
    deck.take(deck.draw(1, Rng.from_seed(SEED)).cards)
    deck.discard(["a"])
    assert (pile, discards) == (["b"], ["c", "a"])


def test_a_bag_draw_takes_different_tokens_and_a_view_shows_only_the_count():
    bag = Bag(["wood", "wood", "stone", "food"])
    drawn = bag.draw(3, Rng.from_seed(SEED))
    bag.take(drawn)
    assert len(bag.contents) == 1
    assert Counter(drawn) + Counter(bag.contents) == Counter(["wood", "wood", "stone", "food"])
    assert view(bag.contents) == {"count": 1}


def test_a_bag_shows_its_contents_sorted_when_they_are_public():
    bag = Bag(["stone", "wood", "food"])
    assert view(bag.contents, contents=True) == {"count": 3, "contents": ["food", "stone", "wood"]}


def test_a_forced_draw_names_what_the_bag_draws_by_its_label():
    bag = Bag([("red", 1), ("blue", 2), ("blue", 3)])
    rng = Rng(Rng.from_seed(SEED).state, Forced(draws=("blue",)))
    assert bag.draw(1, rng, label=lambda die: die[0]) == [("blue", 2)]


def test_a_bag_draws_no_more_than_it_holds_and_refuses_foreign_tokens():
    bag = Bag([1, 2])
    assert sorted(bag.draw(5, Rng.from_seed(SEED))) == [1, 2]  # type: ignore[type-var]
    with pytest.raises(ValueError, match="no 3"):
        bag.take([3])


def test_tokens_put_back_are_in_the_bag_again():
    bag = Bag(["a"])
    bag.add(["b", "b"])
    assert bag.contents == ["a", "b", "b"]


def test_pick_calls_the_rng_once_per_item_so_replays_line_up():
    rng = Rng.from_seed(SEED)
    twin = Rng.from_seed(SEED)
    pick(list(range(10)), 4, rng)
    for k in range(4):
        twin.below(10 - k)
    assert rng.state == twin.state


def test_picking_more_than_there_is_is_refused():
    with pytest.raises(ValueError):
        pick([1], 2, Rng.from_seed(SEED))


def test_sorted_ids_put_numbers_before_names():
    assert sorted_ids(["b", 10, "a", 2]) == [2, 10, "a", "b"]


cards = st.lists(st.integers(0, 30), max_size=12)
moves = st.lists(st.one_of(
    st.tuples(st.just("draw"), st.integers(0, 5)),
    st.tuples(st.just("discard"), st.integers(0, 5)),
    st.tuples(st.just("reshuffle"), st.just(0)),
), max_size=25)


@settings(max_examples=200, deadline=None)
@given(cards, cards, moves, st.integers(0, 2**32))
def test_no_card_is_lost_or_made_across_draws_discards_and_reshuffles(pile, discards, script, seed):
    deck = Deck(list(pile), list(discards))
    hand: list[int] = []
    everything = Counter(pile) + Counter(discards)
    rng = Rng.from_seed(seed)
    for move, n in script:
        if move == "draw":
            drawn = deck.draw(n, rng)
            deck.take(*drawn)
            hand.extend(drawn.cards)  # type: ignore[arg-type]
        elif move == "discard":
            deck.discard(hand[:n])
            del hand[:n]
        else:
            deck.reshuffle(rng.shuffled(deck.discards))
        assert Counter(deck.pile) + Counter(deck.discards) + Counter(hand) == everything
