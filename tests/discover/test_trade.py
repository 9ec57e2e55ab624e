"""Trade (spec §7.4, §21 checklist 21), one rule a test: a failed trade costs no stamina, trades need not be
equal, blueprints change hands, and the Negotiator trades for nothing."""
from __future__ import annotations

from .helpers import day_one, do, legal

TWO = [9, 3]     # seat 0 rolls 9, seat 1 rolls 3: seat 0 is the chief and plays first


def test_a_trade_nobody_agrees_to_costs_no_stamina() -> None:
    session = day_one(players=2, faces=TWO)
    do(session, "trade", partner=1)
    do(session, "trade_add", side="give", thing="resource:0")
    do(session, "trade_propose")
    do(session, "trade_refuse", 1)
    s = session.state
    assert s.heroes[0].stamina == 10 and s.heroes[0].count("food") == 1 and s.step == "day"


def test_trades_need_not_be_equal() -> None:
    session = day_one(players=2, faces=TWO)
    do(session, "trade", partner=1)
    food = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.resource == "food")
    do(session, "trade_add", side="give", thing=f"resource:{food}")
    do(session, "trade_propose")
    do(session, "trade_accept", 1)
    s = session.state
    assert s.heroes[0].count("food") == 0 and s.heroes[1].count("food") == 2 and s.heroes[0].stamina == 9


def test_blueprints_are_traded_both_ways_and_a_hand_stays_secret_otherwise() -> None:
    session = day_one(players=2, faces=TWO)
    mine, theirs = list(session.state.heroes[0].blueprints), list(session.state.heroes[1].blueprints)
    do(session, "trade", partner=1)
    do(session, "trade_add", side="give", thing="blueprint:0")
    do(session, "trade_add", side="take", thing="blueprint:1")
    do(session, "trade_propose")
    do(session, "trade_accept", 1)
    s = session.state
    assert sorted(s.heroes[0].blueprints) == sorted([mine[1], theirs[1]])
    assert sorted(s.heroes[1].blueprints) == sorted([theirs[0], mine[0]])


def test_the_negotiators_trades_cost_no_stamina() -> None:
    session = day_one(players=2, faces=TWO, characters=["leila"])
    do(session, "trade", partner=1)
    do(session, "trade_add", side="take", thing="resource:0")
    do(session, "trade_propose")
    do(session, "trade_accept", 1)
    assert session.state.heroes[0].stamina == 10 and len(session.state.heroes[0].resources) == 3


def test_trade_only_with_a_hero_on_your_space() -> None:
    session = day_one(players=2, faces=TWO)
    do(session, "move", to="1,-1")
    assert legal(session, "trade") == []
