"""A damaged or impossible Runebound scenario is refused when read, naming the key and what was expected."""
from __future__ import annotations

import pytest

from engine.games.runebound.content import content
from engine.kernel import ContentError
from engine.scenario import scenario_from_text

from .helpers import register

HERO = sorted(content().heroes)[0]
MARKET_CARD = sorted(content().market_cards)[0]
GREEN_CARD = content().adventure_cards["green"][0]


@pytest.mark.parametrize(("body", "key", "words"), [
    ('[position]\nstep = "nowhere"', "position.step", "expected one of"),
    ("[position]\nactive = 5", "position.active", "0..1"),
    ("[position]\nsurprise = 1", "position.surprise", "unknown key"),
    ("[[position.players]]\nhex = [40, 40]", "position.players[0].hex", "an on-map hex"),
    ("[[position.players]]\ngold = -3", "position.players[0].gold", "0..1000"),
    (f'[[position.players]]\nhero = "{HERO}"\n[[position.players]]\nhero = "{HERO}"', "position.players[0].hero",
     "each hero once"),
    ('[[position.players]]\nhero = "nobody"', "position.players[0].hero", "the id of a hero"),
    ("[[position.players]]\n[[position.players]]\n[[position.players]]", "position.players", "at most 2 players"),
    ('[forced]\nfaces = ["F9"]', "forced.faces[0]", "F1"),
    ("[forced]\nfaces = [12]", "forced.faces[0]", "0..9"),
    ('[forced]\norders = [[], [], [], [], [], ["nonsense.1"]]', "forced.orders[5][0]", "a market or adventure card"),
    ('[forced]\norders = [["nonsense.1"]]\n[position]\nround = 2', "forced.orders[0][0]", "a market or adventure card"),
    (f'[forced]\norders = [["{MARKET_CARD}", "{GREEN_CARD}"]]', "forced.orders[0][1]", "a card of the market deck"),
])
def test_an_impossible_position_or_forced_result_is_refused_naming_the_key(body: str, key: str, words: str) -> None:
    register()
    with pytest.raises(ContentError) as info:
        scenario_from_text(f'game = "runebound"\nplayers = 2\nseed = 1\n{body}\n')
    assert info.value.key == key and words in info.value.expected, (info.value.key, info.value.expected)
