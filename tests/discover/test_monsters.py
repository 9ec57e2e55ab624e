"""Monsters (spec §14, §20.1, §21 checklist 6 and 34), one rule a test: the rulebook's Rustle example (a monster
moved 2 spaces toward a hero that does not reach them stays face down), the chief breaking a tie between equally
good steps, and heroes sharing a space agreeing who fights a monster placed there (PD-AGREE)."""
from __future__ import annotations

from .helpers import day_one, do, legal, token


def test_a_monster_moved_toward_a_hero_that_does_not_reach_them_stays_face_down() -> None:
    # day 1: Fresh Tracks (roll 6: south) puts a Wild Boar on the campsite; the hero walks three spaces away
    # onto the Clearing; Growls (roll 4: south-east, onto a face-down tile: nothing placed), then Rustle
    session = day_one(tiles1=["1A"], J=["J17"], monsters=["M01"], threats=["rustle"],
                      night1=["growls_in_the_dark"], faces=[6, 4])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    do(session, "end_turn")
    # from the campsite, (1,-1) and (0,-1) are both one walk step nearer: the chief (the solo hero) picks
    assert session.state.step == "chief_breaks_tie"
    assert {str(a["option"]) for a in legal(session, "break_tie")} == {"1,-1", "0,-1"}
    do(session, "break_tie", option="1,-1")
    s = session.state
    assert [(p.kind, p.id, p.up) for p in s.pieces("1,-2") if p.kind == "monster"] == [("monster", "M01", False)]
    assert s.combat is None and s.round == 2 and s.heroes[0].health == ["heart"] * 3


def test_heroes_on_the_space_agree_who_fights_a_monster_placed_there() -> None:
    # three heroes; the chief (seat 0) finds Fresh Tracks north of the campsite: a monster on the campsite,
    # where seats 1 and 2 stand; both name seat 2
    session = day_one(players=3, faces=[9, 3, 5, 6], J=["J17"], monsters=["M01"])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    assert session.state.step == "who_fights"
    decision = session.decision
    assert decision is not None and decision.actor == 1
    do(session, "name_fighter", 1, fighter=2)
    do(session, "name_fighter", 2, fighter=2)
    assert session.state.combat is not None and session.state.combat.fighter == 2
    assert session.state.combat.supporters == [0, 1]          # from the fighter's left, within range 2


def test_without_agreement_the_chief_decides_who_fights() -> None:
    session = day_one(players=3, faces=[9, 3, 5, 6], J=["J17"], monsters=["M01"])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "name_fighter", 1, fighter=1)
    do(session, "name_fighter", 2, fighter=2)
    decision = session.decision
    assert decision is not None and decision.actor == 0 and decision.prompt == "discover.prompt.chief_decides"
    do(session, "chief_names_fighter", 0, fighter=1)
    assert session.state.combat is not None and session.state.combat.fighter == 1
