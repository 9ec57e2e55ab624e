"""Roll Player sessions stopped at chosen points of a game (setup, dice, market, late game)."""
from __future__ import annotations

import random
from typing import Any, Callable

from engine import games
from engine.kernel import Decision, GameConfig, Seat, Session

STAGES = ("setup", "placement", "dice", "market", "late")


def config(players: int, seed: int = 7, **options: Any) -> GameConfig:
    seats = tuple(Seat(name) for name in ("Ala", "Bartek", "Celina", "Darek")[:players])
    return GameConfig("roll-player", seed, seats, options)


def _reached(stage: str, s: Session[Any], d: Decision) -> bool:
    state = s.state
    if stage == "setup":
        return d.prompt == "choose_race"
    if stage == "placement":
        return d.prompt == "place_start_die"
    if stage == "dice":
        return d.prompt == "choose_initiative" and state.round >= 2
    if stage == "market":
        return d.prompt == "market_action" and state.round >= 3
    if stage == "late":
        filled = min(p.dice_count() for p in state.players)
        return d.prompt in ("market_action", "attribute_action") and filled >= 15 and bool(state.market_row)
    raise ValueError(stage)


def play_until(s: Session[Any], done: Callable[[Session[Any], Decision], bool], seed: int = 1,
               limit: int = 5000) -> Session[Any]:
    """Random legal moves (the actor's own, never interrupts, for variety) until `done` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        d = s.decision
        if d is None:
            raise AssertionError("the game ended before the position was reached")
        if not d.automatic and done(s, d):
            return s
        if d.automatic:
            s.apply(d.legal[0])
            continue
        own = [a for a in d.legal if a.player == d.actor]
        plain = [a for a in own if a.kind != "use_skill"] or own
        s.apply(rng.choice(plain))
    raise AssertionError("position not reached")


def session_at(players: int, stage: str, seed: int = 7) -> Session[Any]:
    game = games.get("roll-player")
    s: Session[Any] = Session(game, config(players, seed))
    return play_until(s, lambda ss, d: _reached(stage, ss, d), seed)
