"""The Epic Battle of Pamięć Świata (spec §15.3, §5.4 items 8 and 10, DP-EPIC-START, DP-BATTLE-ORDER,
DP-HERALD-ALLOC); each rule a scenario named after it. A position gives the heroes a completed saga and clears
their Birth Kirs' Cradle (Istogród, IST10, starts under Taint) and Temple of Ist, so the goal holds."""
from __future__ import annotations

import random

from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.decision import JOINS
from tests.zerywia.helpers import GAME, do, legal, set_up

IN_THE_ABYSS = ["abyss", "cradle"]          # the Kir and Location dice of RNG-BATTLE


def ready(heroes: list[str], marks: list[str], cradles: list[str], faces: list[str] | None = None,
          **tops: list[str]) -> Session[GameState]:
    done = {"swara": "kiel_calozercy", "weda": "switen_zdusz"}
    position = {"heroes": [{"sagas_done": [done.get(h, "")]} for h in heroes],
                "regions": {r: {"taint": "none", "threat": "none"} for r in cradles}}
    return set_up(heroes, scenario="pamiec", marks=marks, faces=faces, position=position, **tops)


def swara(faces: list[str] | None = None, **tops: list[str]) -> Session[GameState]:
    return ready(["swara"], ["znamie_moroza"], ["IST10"], faces=faces, **tops)


def test_the_battle_is_offered_only_when_every_hero_met_the_goal_and_nobody_acted_this_turn() -> None:
    unready = set_up(["swara"], scenario="pamiec", marks=["znamie_moroza"])
    assert not legal(unready, "propose_battle")
    session = pair()
    assert {a.player for a in legal(session, "propose_battle")} == {0, 1}
    do(session, "rest", 0)
    while session.state.active is not None:
        session.apply(legal(session)[0])
    assert not legal(session, "propose_battle") and legal(session, "rest")


def test_the_battle_moves_everyone_recovers_them_fully_and_gives_the_herald_its_shields() -> None:
    rifts = {"IST03": {"taint": "rift"}, "LEG03": {"threat": "horde"}}
    session = set_up(["swara"], scenario="pamiec", marks=["znamie_moroza"], faces=IN_THE_ABYSS,
                     herald_cards=["zn2"],
                     position={"heroes": [{"sagas_done": ["kiel_calozercy"], "V": 1, "pierw": 0}],
                               "regions": {"IST10": {"taint": "none"}, **rifts}})
    do(session, "propose_battle", 0)
    s = session.state
    b = s.battle
    assert b is not None and s.step == "epic_battle" and s.herald == "abyss" and s.heroes[0].region == "abyss"
    assert b.symbols == ["V", "V", "V", "I", "W"] and sorted(b.shields) == ["V", "V", "W"]   # Horde, Rift, Znicz
    assert s.heroes[0].attributes["V"].points == 3 and s.heroes[0].pierw == 3
    assert legal(session, "face_attack")


def test_a_won_attack_places_its_unused_hits_on_the_herald_card_as_runes() -> None:
    session = swara(faces=IN_THE_ABYSS + ["hit"] * 4 + ["blank"] * 2, herald_cards=["zn2"],
                    herald_attacks=["za4"])
    do(session, "propose_battle", 0)
    do(session, "face_attack", 0)
    while legal(session, "buy_die"):
        session.apply(next(a for a in legal(session, "buy_die") if a["card"] != "gardzica"))
    do(session, "roll", 0)
    do(session, "resolve", 0)                          # [I][W] covered; a V and a W hit left over
    assert {(a["attr"], a["to"]) for a in legal(session, "herald_alloc")} == {("V", "shield"), ("V", "symbol"),
                                                                              ("W", "symbol")}
    do(session, "herald_alloc", 0, attr="V", to="shield")
    do(session, "herald_alloc", 0, attr="W", to="symbol")
    b = session.state.battle
    assert b is not None and b.shields == [] and b.symbols == ["V", "V", "V", "I"]
    assert b.round == 2 and session.state.heroes[0].offerings == 1       # the attack's reward; the next round


def test_an_injury_in_the_battle_removes_the_hero_and_with_none_left_the_table_loses() -> None:
    session = swara(faces=IN_THE_ABYSS + ["crit", "crit"], herald_attacks=["za3"])   # [W][W], Damage: -1 W
    do(session, "propose_battle", 0)
    do(session, "face_attack", 0)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "assign_hits", 0)                   # Znamię Moroza (a RES feat) is not used
    s = session.state
    assert s.heroes[0].status == "removed" and "smx_swara" in s.enemy_deck
    assert (s.result, s.reason) == ("lost", "zerywia.outcome.battle_lost")


def pair() -> Session[GameState]:
    return ready(["swara", "weda"], ["znamie_moroza", "znamie_jaruny"], ["IST10", "LEG10"])


def test_the_other_players_confirm_the_battle_at_once_and_one_refusal_cancels_it_for_the_turn() -> None:
    session = pair()
    do(session, "propose_battle", 0)
    assert session.decision is not None and session.decision.part(1) == JOINS
    do(session, "refuse_battle", 1)
    assert session.state.proposal is None and not legal(session, "propose_battle") and legal(session, "rest")


def test_when_everyone_confirms_the_battle_begins_and_the_heroes_fight_in_any_order() -> None:
    session = pair()
    do(session, "propose_battle", 1)
    do(session, "join_battle", 0)
    assert session.state.step == "epic_battle"
    assert {a.player for a in legal(session, "face_attack")} == {0, 1}


def test_random_play_from_the_eve_of_the_battle_keeps_every_invariant_and_ends() -> None:
    for seed in range(4):
        session = ready(["swara", "weda"], ["znamie_moroza", "znamie_jaruny"], ["IST10", "LEG10"])
        chooser = random.Random(seed)
        do(session, "propose_battle", 0)
        do(session, "join_battle", 1)
        while session.decision is not None:
            session.apply(chooser.choice(session.decision.legal))
            assert not GAME.check(session.state), GAME.check(session.state)
        assert session.state.reason in ("zerywia.outcome.herald_defeated", "zerywia.outcome.battle_lost")
