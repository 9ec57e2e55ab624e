"""Scenarios name every deck's order: each adventure deck's and the market deck's top and bottom cards, and
forced orders reach the shuffles of what a position leaves unnamed (spec §15: decks ordered, shuffles forced)."""
from __future__ import annotations

from engine.games.runebound.content import content

from .helpers import scenario

EMPTY_STACKS = ", ".join(f"{city} = []" for city in sorted(content().cities))   # every market card in the deck

TABLE = '''
[position]
step = "movement"
decks = { green = ["wild_boar.1"] }
deck_bottoms = { green = ["marsh_hag.1", "goblin_archers.1"] }
market_deck = ["longbow.1"]
market_bottom = ["short_bow.1", "broadsword.1"]
market = { %s }
[[position.players]]
hero = "tovah"
hex = [0, 0]
''' % EMPTY_STACKS


def test_a_position_names_the_bottom_cards_of_an_adventure_deck_and_of_the_market_deck() -> None:
    s = scenario(TABLE).state
    assert s.adventure_decks["green"][0] == "wild_boar.1"
    assert s.adventure_decks["green"][-2:] == ["marsh_hag.1", "goblin_archers.1"], "the last named lies lowest"
    assert s.market_deck[0] == "longbow.1" and s.market_deck[-2:] == ["short_bow.1", "broadsword.1"]


def test_forced_orders_reach_the_shuffles_of_what_the_position_leaves_unnamed() -> None:
    """The green deck's rest is shuffled first, then yellow, blue, red, then the market's rest (the city stacks
    left out are dealt from its top; here every stack is named, so all of it lies in the deck)."""
    forced = '[forced]\norders = [["wild_boar.2"], [], [], [], ["healing_potion.1"]]\n'
    s = scenario(forced + TABLE).state
    assert s.adventure_decks["green"][:2] == ["wild_boar.1", "wild_boar.2"], "under the named top"
    assert s.market_deck[:2] == ["longbow.1", "healing_potion.1"]
    assert s.forced is None, "every forced order was served by the position"
