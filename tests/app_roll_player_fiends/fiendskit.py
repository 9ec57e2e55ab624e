"""Expansion sessions stopped at chosen points, and tables showing them, for the Fiends & Familiars tests."""
from __future__ import annotations

import random
from typing import Any, Callable

from engine import games
from engine.kernel import Decision, GameConfig, Seat, Session
from tests.app_roll_player.positions import play_until

NAMES = ("Ala", "Bartek", "Celina", "Darek", "Ewa")
STAGES = ("familiar", "dice", "market", "hunt", "late", "battle")


def config(players: int, seed: int = 7) -> GameConfig:
    return GameConfig("roll-player", seed, tuple(Seat(n) for n in NAMES[:players]), {"expansion": "fiends"})


def _reached(stage: str) -> Callable[[Session[Any], Decision], bool]:
    def done(s: Session[Any], d: Decision) -> bool:
        state = s.state
        if stage == "familiar":
            return d.prompt == "choose_familiar"
        if stage == "dice":
            return d.prompt == "choose_initiative" and state.round >= 2
        if stage == "market":
            return d.prompt == "market_action" and state.round >= 3
        if stage == "hunt":
            return bool(state.stack) and state.stack[-1].kind == "hunt" and state.stack[-1].data.get("rolls") is not None
        if stage == "battle":
            return state.step in ("battle_hire", "battle_reroll")
        if stage == "late":
            return d.prompt == "market_action" and min(p.dice_count() for p in state.players) >= 14
        raise ValueError(stage)
    return done


def hunting(s: Session[Any], seed: int) -> Session[Any]:
    """Random moves that prefer hunting and rolling, until a hunt's dice are on the table."""
    rng = random.Random(seed)
    done = _reached("hunt")
    for _ in range(20000):
        d = s.decision
        assert d is not None, "the game ended before a hunt"
        if not d.automatic and done(s, d):
            return s
        own = [a for a in d.legal if a.player == d.actor] or list(d.legal)
        pick = [a for a in own if a.kind in ("hunt", "hunt_roll")]
        s.apply(d.legal[0] if d.automatic else (pick[0] if pick else rng.choice(own)))
    raise AssertionError("no hunt reached")


def session_at(players: int, stage: str, seed: int = 7) -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    if stage == "hunt":
        return hunting(s, seed)
    return play_until(s, _reached(stage), seed, limit=20000)
