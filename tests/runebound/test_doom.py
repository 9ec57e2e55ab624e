"""The optional Doom Track (spec §13): the doom pile, doom tokens at the player count's threshold, Margath
rising at the eighth, runes no longer winning, fighting him on any red gem hex, and the final rounds."""
from __future__ import annotations

from engine.games.runebound.state import ADVENTURE, OVER

from .helpers import GAME, do, position, scenario

GREEN_HEX = (1, 1)
DOOM = "options = { doom_track = true }\n"


def test_a_discarded_encounter_goes_onto_the_doom_pile() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(DOOM + position(GREEN_HEX, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.doom is not None and s.state.doom.pile == ["lost_child"]
    assert "lost_child" not in s.state.removed


def test_at_the_threshold_a_token_is_placed_and_the_pile_goes_to_its_normal_places() -> None:
    # one player: threshold 4
    table = ('decks = { green = ["lost_child", "wild_boar.1"] }\n'
             'doom = { tokens = 2, pile = ["market_day", "hermits_riddle", "troll.1"] }\n')
    s = scenario(DOOM + position(GREEN_HEX, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    d = s.state.doom
    assert d is not None and d.tokens == 3 and d.pile == []
    assert s.state.adventure_decks["green"][-1] == "market_day" and s.state.adventure_decks["yellow"][-1] == "troll.1"
    assert {"hermits_riddle", "lost_child"} <= set(s.state.removed), "encounters leave the game"


def test_the_eighth_token_raises_margath_from_wherever_he_is() -> None:
    table = ('decks = { green = ["lost_child", "wild_boar.1"] }\n'
             'unresolved = [{ slot = 1, card = "margath", hex = [-7, 0] }]\n'
             'doom = { tokens = 7, pile = ["market_day", "hermits_riddle", "troll.1"] }\n')
    s = scenario(DOOM + position(GREEN_HEX, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    d = s.state.doom
    assert d is not None and d.margath == "margath" and d.endgame_round == 1
    assert s.state.unresolved_slots["1"] is None and s.state.unresolved_on_hex == {}, "his token returns"


def test_in_the_endgame_margath_is_fought_on_any_red_gem_hex_and_his_wounds_persist() -> None:
    table = 'counters = []\ndoom = { tokens = 8, risen = 1, margath_wounds = 3 }\n'
    s = scenario(DOOM + position((-6, 7), step="movement", table=table, faces=[0, 0, 1, 1], hero="sylas",
                                 player="exhaustion = 0\n"))
    do(s, "roll", dice=0)
    assert s.state.step == ADVENTURE, "no counter is needed on a red gem hex"
    do(s, "fight_margath")
    assert s.state.combat is not None and s.state.combat.wounds == 3
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")      # hits for 2, then falls at Melee
    d = s.state.doom
    assert d is not None and d.margath == "margath" and d.margath_wounds == 5


def test_dragon_runes_no_longer_win_once_margath_has_risen() -> None:
    table = 'decks = { red = ["kethryss"] }\ndoom = { tokens = 8, risen = 1 }\n'
    s = scenario(DOOM + position((-7, 0), table=table, faces=[0] * 60, hero="sylas",
                                 player='kept = ["vathrax", "sorrowmaw"]\n'))
    do(s, "adventure", colour="red")
    while s.state.combat is not None:
        if s.state.step == "before_combat":
            do(s, "start_fight")
        elif s.state.step == "assign":
            do(s, "assign", ranged="hero", melee="defend", magic="defend")
        else:
            do(s, "fight_on")
    assert s.state.winner is None and s.state.current.kept[-1] == "kethryss"


def test_everyone_loses_when_margath_lives_three_full_rounds_after_rising() -> None:
    table = 'round = 4\ndoom = { tokens = 8, risen = 1 }\n'
    s = scenario(DOOM + position((1, -1), step="experience", table=table))
    do(s, "done")
    assert s.state.step == OVER and s.over
    assert GAME.outcome(s.state).places == (0,), "every player has lost"
