"""Setup (spec §4) and the game object: counters on gem hexes, market stacks, decks, gold, heroes,
views hiding deck orders, invariants."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.games.runebound.content import content
from engine.games.runebound.state import MOVEMENT

from .helpers import GAME, checked, fresh, scenario


@pytest.mark.parametrize("players", range(1, 7))
def test_setup_for_1_to_6_players(players: int) -> None:
    s = fresh(players, seed=players)
    st = s.state
    c = content()
    assert len(st.players) == players
    assert len({p.hero for p in st.players}) == players, "each player a different hero"
    assert all(p.gold == 3 for p in st.players), "3 gold each (step 6)"
    assert len(st.counters_on_hex) == 58 and all(len(v) == 1 for v in st.counters_on_hex.values()), "step 2"
    assert st.unresolved_slots == {str(n): None for n in range(1, 7)}, "step 3"
    assert st.market_stacks["tamalir"] == [] or st.step != "setup"
    assert all(len(st.market_stacks[city]) == 1 for city in c.cities if city != "tamalir"), "step 4"
    assert len(st.market_deck) == 84 - 7
    assert {k: len(v) for k, v in st.adventure_decks.items()} == {"green": 35, "yellow": 25, "blue": 16, "red": 8}
    assert sum(st.common_pool.values()) == 0, "the common pool starts empty"
    checked(s)


def test_first_turn_places_the_hero_on_tamalir_before_moving() -> None:
    s = fresh(3)
    assert s.state.step == MOVEMENT
    assert s.state.current.position == (0, 0)
    assert all(p.position is None for p in s.state.players if p.seat != s.state.active)


def test_the_view_hides_deck_orders_but_not_their_sizes() -> None:
    s = fresh(2)
    view = GAME.view(s.state, 0)
    assert view["market_deck"] == {"count": 77}
    assert view["adventure_decks"]["red"] == {"count": 8}
    assert view["rng"] is None
    assert GAME.view(s.state, None)["market_deck"] == s.state.market_deck


def test_a_forced_shuffle_puts_the_named_cards_on_top() -> None:
    s = scenario('[forced]\norders = [["broadsword.1"], ["wild_boar.2"]]\n')
    assert s.state.market_stacks["greyhaven"] == ["broadsword.1"], "the first card dealt goes to the first city"
    assert s.state.adventure_decks["green"][0] == "wild_boar.2"


def test_setup_conserves_every_card_and_counter() -> None:
    s = fresh(4, seed=9)
    cards = list(s.state.market_deck) + [x for v in s.state.market_stacks.values() for x in v]
    assert Counter(cards) == Counter(content().market_cards)
    checked(s)
