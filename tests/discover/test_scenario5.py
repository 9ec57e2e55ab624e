"""Scenario 5 (spec §18, §20.15), one rule a test: no attack on the first day; an attack costs 3 stamina and
targets a hero on the attacker's space; the attacker rolls grey, the defender red, a final 10 or more hits for
1 injury and the hitter may take one of the other's resources."""
from __future__ import annotations

from engine.kernel import Session

from .helpers import choose_first, do, fresh, legal


def to_day_two(faces: list[int]) -> Session:
    session = fresh(2, faces=faces, expedition=5, orders=[["first_night"]])
    choose_first(session)
    assert legal(session, "attack") == []                    # both heroes share the campsite, but it is day 1
    do(session, "end_turn")
    do(session, "end_turn")
    do(session, "pass_chief", 0, to=0)
    do(session, "chief_vote", 1, to=-1)
    assert session.state.round == 2
    return session


def test_heroes_cannot_attack_on_the_first_day() -> None:
    session = fresh(2, faces=[9, 3], expedition=5)
    choose_first(session)
    assert legal(session, "attack") == []


def test_an_attack_costs_3_and_a_final_10_or_more_hits_and_takes_a_resource() -> None:
    session = to_day_two(faces=[9, 3, 10, 3])
    assert [str(a) for a in legal(session, "attack")] == ["P1 attack(target=1)"]
    do(session, "attack", target=1)
    assert session.state.heroes[0].stamina == 12 - 3
    do(session, "duel_modify", 0, use="pass")
    do(session, "duel_modify", 1, use="pass")
    s = session.state
    assert s.heroes[1].health == ["injury", "heart", "heart"] and s.heroes[0].health == ["heart"] * 3
    assert s.step == "duel_take"
    do(session, "duel_take", 0, index=0)                     # the defender's clean water
    s = session.state
    assert s.heroes[0].count("clean_water") == 2 and s.heroes[1].resources == [] and s.step == "day"



def test_checklist_39_fighters_and_supporters_modify_in_turns_until_all_pass_and_a_supporter_only_plays_its_card() -> None:
    # three heroes in the campsite on day 2: seat 0 attacks seat 1, seat 2 supports with Assault. Clockwise from the
    # attacker each modifies or passes; the supporter's only choices are its card or passing; after its Assault the
    # round goes on until all three pass in succession, and the fight ends with no retreat (§18.3, §21.39)
    session = fresh(3, faces=[9, 3, 5, 5, 3], expedition=5, orders=[["first_night"]])
    choose_first(session)
    for seat in (0, 1, 2):
        do(session, "end_turn", seat)
    while session.state.step != "day":
        decision = session.decision
        assert decision is not None
        keep = [a for a in decision.legal if (a.kind, a.get("to")) in (("pass_chief", 0), ("chief_vote", -1))]
        action = (keep or list(decision.legal))[0]
        do(session, action.kind, action.player, **dict(action.args))
    do(session, "attack", target=1)
    do(session, "duel_support", 2, card="assault")
    turns: list[int] = []
    for seat, use in ((0, "pass"), (1, "pass"), (2, "assault"), (0, "pass"), (1, "pass"), (2, "pass")):
        decision = session.decision
        assert decision is not None and decision.actor == seat
        if seat == 2:
            assert {str(a["use"]) for a in decision.legal} == ({"assault", "pass"} if use == "assault" else {"pass"})
        turns.append(seat)
        do(session, "duel_modify", seat, use=use)
    s = session.state
    assert turns == [0, 1, 2, 0, 1, 2] and s.duel is None and s.step == "day" and s.active == 0
    assert all(h.health == ["heart"] * 3 for h in s.heroes)
