"""Expansion positions for scenarios (engine/games/roll_player/scenario.py): the table in the rules' terms
with the expansion's keys, refused by key when the rules could never reach it."""
from __future__ import annotations

import textwrap

import pytest

from engine.games.roll_player.fiends.market import call_id
from engine.games.roll_player.state import FAM, Attr, Colour, DieKind, FiendsState, Phase
from engine.kernel import ContentError
from engine.scenario import scenario_from_text

from .helpers import GAME, act, legal, run_auto

DICE_TURN = """
[position]
round = 2
phase = "dice"
call_drawn = false
monster = "MO3"

[[position.initiative]]
dice = ["green/red 1", "blue 2"]
taken = 0

[[position.initiative]]
dice = ["red 3", "white 3"]

[[position.initiative]]
dice = ["gold 5", "purple/white 4"]
imps = ["I06"]

[[position.players]]
class = "C1a"
familiar = "F03"
xp = 4
glory = 1
tokens = ["lair"]
imps = ["I02"]
sheet = { STR = ["red 6"], FAM = ["black 2", "blue/white 3"] }

[[position.players]]
class = "C2a"
familiar = "F05"
"""


def scenario(body: str, players: int = 2) -> FiendsState:
    text = f'game = "roll-player"\nplayers = {players}\nseed = 3\n[options]\nexpansion = "fiends"\n' + \
        textwrap.dedent(body)
    state = GAME.new_state(scenario_from_text(text, "scenario.toml").config())
    assert isinstance(state, FiendsState)
    run_auto(state)
    return state


def test_an_expansion_position_lays_out_familiars_split_dice_imps_and_the_monster() -> None:
    state = scenario(DICE_TURN)
    p, q = state.players
    assert (p.familiar, q.familiar, p.xp, p.glory, p.adventure_tokens, p.imps_active) == \
        ("F03", "F05", 4, 1, ["lair"], ["I02"])
    assert p.sheet[FAM][1].kind is DieKind.SPLIT and p.sheet[FAM][1].colours == frozenset({Colour.BLUE, Colour.WHITE})
    assert p.sheet[Attr.STR][0].value == 6 and state.card_imps[2] == ["I06"]
    assert state.monster == "MO3" and len(state.adventure) == 3 and not state.call_drawn and state.dice_per_card == 2
    assert state.phase is Phase.DICE and state.step == "place" and state.current == 0
    assert not GAME.check(state)


def test_the_player_places_both_dice_of_the_scenarios_card() -> None:
    state = scenario(DICE_TURN)
    dice = list(state.initiative[0].dice)
    act(state, "place", 0, die=dice[0].id, row="FAM")
    act(state, "place", 0, die=dice[1].id, row="DEX")
    assert state.players[0].sheet[FAM][2] is not None and state.step == "action"
    assert legal(state, "familiar_gain", 0)                      # the Raven: 2 gold


@pytest.mark.parametrize("old,new,key,expected", [
    ('familiar = "F05"', 'familiar = "F03"', "familiar", "nobody else has"),
    ('dice = ["red 3", "white 3"]', 'dice = ["red 3"]', "position.initiative[1]", "expected 2 dice"),
    ('"green/red 1"', '"green/green 1"', "dice[0]", "split die"),
    ('"purple/white 4"', '"purple/white 5"', "dice[1]", "value 1..4"),
    ('monster = "MO3"', 'monster = "MO9"', "monster", "a Monster"),
    ('tokens = ["lair"]', 'tokens = ["trap"]', "tokens", "in the order they are gained"),
    ('imps = ["I06"]', 'imps = ["I02"]', "imps[0]", "in one place"),
])
def test_a_damaged_expansion_position_is_refused_by_key(old: str, new: str, key: str, expected: str) -> None:
    assert old in DICE_TURN
    with pytest.raises(ContentError) as info:
        scenario(DICE_TURN.replace(old, new, 1))
    assert key in info.value.key and expected in info.value.expected, (info.value.key, info.value.expected)


def test_the_call_drawn_position_deals_one_die_per_card() -> None:
    body = DICE_TURN.replace("call_drawn = false", "call_drawn = true").replace(
        '["green/red 1", "blue 2"]', '["green/red 1"]').replace('["red 3", "white 3"]', '["red 3"]').replace(
        '["gold 5", "purple/white 4"]', '["gold 5"]')
    state = scenario(body)
    assert state.call_drawn and state.dice_per_card == 1 and [len(c.dice) for c in state.initiative] == [1, 1, 1]



ADVENTURE = ("AD21", "AD23", "AD25")   # MO3's second lair, its first trap, its first attack


def test_a_position_names_the_minion_decks_top_and_bottom_and_the_monsters_adventure_cards() -> None:
    """The first named minion is the revealed one; the last of the bottom lies lowest; the Adventure cards are
    the Monster's lair, trap and attack as named (default: the first of each)."""
    body = DICE_TURN.replace('monster = "MO3"\n', 'monster = "MO3"\nminions = ["M04", "M02"]\n'
                             'minions_bottom = ["M01", "M06"]\nadventure = ["AD21", "AD23", "AD25"]\n')
    state = scenario(body)
    assert state.minion_deck[:2] == ["M04", "M02"] and state.minion_deck[-2:] == ["M01", "M06"]
    assert state.adventure == list(ADVENTURE)
    assert not GAME.check(state)


def test_an_adventure_card_of_another_monster_is_refused_by_key() -> None:
    body = DICE_TURN.replace('monster = "MO3"\n', 'monster = "MO3"\nadventure = ["AD01", "AD23", "AD25"]\n')
    with pytest.raises(ContentError, match=r"position\.adventure\[0\].*lair Adventure card of MO3"):
        scenario(body)


def test_forced_orders_reach_the_positions_own_shuffles_market_deck_then_imps_then_minions() -> None:
    forced = '[forced]\norders = [["B03"], ["I05"], ["M07"]]\n'
    state = scenario(forced + DICE_TURN)
    assert state.market_deck[:2] == [call_id(), "B03"], "the Market deck's unnamed rest, under the Call to Adventure"
    assert state.card_imps == [[], [], ["I06"]] and state.imp_deck[0] == "I05"
    assert state.minion_deck[0] == "M07"
    assert state.forced is None, "every forced order was served by the position"


FULL_SHEET = 'sheet = { STR = ["red 6", "red 5", "red 4"], DEX = ["blue 3", "blue 3", "blue 2"], ' \
    'CON = ["green 4", "green 4", "green 4"], INT = ["purple 5", "purple 1", "purple 2"], ' \
    'WIS = ["white 6", "white 6", "white 1"], CHA = ["black 2", "black 3", "black 4"], FAM = ["gold 3", "gold 2", "gold 5"] }'
END_OF_CREATION = f"""
[position]
round = 7
phase = "PHASE"
first_player = 1
monster = "MO3"
[[position.players]]
xp = 3
tokens = ["lair"]
{FULL_SHEET}
[[position.players]]
{FULL_SHEET}
"""


def test_a_position_starts_at_the_last_chance_with_the_first_player() -> None:
    state = scenario(END_OF_CREATION.replace("PHASE", "last_chance"))
    assert (state.phase, state.step, state.current) == (Phase.CLEANUP, "last_chance", 1)
    assert [a.player for a in legal(state, "last_chance_pass")] == [1]
    for seat in (1, 0):
        act(state, "last_chance_pass", seat)
    assert state.step == "battle_hire" and len(state.battle_pool) == 2, "both passed in a row: the battle begins"


def test_a_position_starts_at_the_monster_battle_with_the_adventure_cards_revealed() -> None:
    state = scenario(END_OF_CREATION.replace("PHASE", "battle"))
    assert state.step == "battle_hire" and len(state.battle_pool) == 2 and not GAME.check(state)


def test_a_last_chance_position_whose_sheets_are_not_full_is_refused() -> None:
    body = END_OF_CREATION.replace("PHASE", "last_chance").replace('"gold 3", "gold 2", "gold 5"', '"gold 3"', 1)
    with pytest.raises(ContentError, match=r"position\.players.*sheet full \(21 dice\)"):
        scenario(body)
