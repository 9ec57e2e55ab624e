"""Random games for 1-6 players keep the invariants after every step (spec §15): every card and counter in
exactly one place, wounds below life and exhaustion within stamina, ownership limits, heroes on map hexes,
and gold conserved: every change of the heroes' gold is a payment to or from the bank (or between heroes)
that an event records. That random games end, with the Doom Track and without, is the conformance suite's
(tests/conformance/), which plays one for every player count with the option on and off."""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine.kernel import Event, GameConfig, Session

from .helpers import GAME, register

BANK_FLOWS: dict[str, Any] = {
    "gold": lambda d: d["amount"],
    "bought": lambda d: -d["price"],
    "sold": lambda d: d["gain"],
    "healed": lambda d: -d["cost"],
    "errand_delivered": lambda d: d["gold"],
    "challenge_defeated": lambda d: d["gold"],
    "market_revealed": lambda d: -d["price"] if d["bought"] else 0,
    "knocked_out": lambda d: -d["gold"],
}


def bank_flow(events: tuple[Event, ...], players: int) -> int:
    total = 0
    for e in events:
        if e.kind == "setup":
            total += e.data["gold"] * players
        elif e.kind in BANK_FLOWS:
            total += BANK_FLOWS[e.kind](e.data)
    return total


def play(players: int, seed: int, max_steps: int, **options: Any) -> Session:
    register()
    s = Session(GAME, GameConfig.quick(GAME.id, players, seed=seed, **options))
    pick = random.Random(seed)
    assert sum(p.gold for p in s.state.players) == sum(bank_flow(step.events, players) for step in s.steps)
    gold = sum(p.gold for p in s.state.players)
    while not s.over and len(s.steps) < max_steps:
        before = len(s.steps)
        s.apply(pick.choice(s.decision.legal))
        problems = GAME.check(s.state)
        assert not problems, f"step {len(s.steps)} ({s.steps[-1].action}): {problems}"
        flow = sum(bank_flow(step.events, players) for step in s.steps[before:])
        now = sum(p.gold for p in s.state.players)
        assert now - gold == flow, f"step {len(s.steps)}: gold changed by {now - gold}, the bank paid {flow}"
        gold = now
    return s


@pytest.mark.parametrize("players", range(1, 7))
def test_random_games_keep_the_invariants(players: int) -> None:
    play(players, seed=100 + players, max_steps=1200)
