"""Mid-game positions on the real table scene for the layout tests and the screenshots: random legal
moves straight through the session (no clicks), then the table shown to the player who decides."""
from __future__ import annotations

import random
from typing import Any

from app.scenes.table_scene import TableScene, start_game
from engine.kernel import GameConfig, Seat

NAMES = ("Ala", "Olek", "Ewa", "Jan", "Zosia", "Kuba")


def open_scene(app: Any, players: int, seed: int = 3, doom: bool = False) -> TableScene:
    """A new game of `players` people at the table scene (every seat a person: hot seat), with the Doom
    Track variant when `doom`."""
    options = {"doom_track": True} if doom else {}
    assert start_game(app, GameConfig("runebound", seed, tuple(Seat(n) for n in NAMES[:players]), options)) is None
    app.frame(0.016)
    scene = app.scene
    assert isinstance(scene, TableScene)
    return scene


def advance(scene: TableScene, rng: random.Random, rounds: int, prompt: str = "moving", limit: int = 20000) -> bool:
    """Play random legal moves until round `rounds` is reached and `prompt` is asked; True when it was."""
    session = scene.session
    for _ in range(limit):
        d = session.decision
        if d is None:
            break
        if session.state.round_no >= rounds and d.prompt == prompt:
            break
        if prompt == "moving" and d.prompt == "movement" and session.state.round_no >= rounds:
            rolls = [a for a in d.legal if a.kind == "roll" and a["dice"] >= 3]
            if rolls:
                session.apply(rng.choice(rolls))
                continue
        session.apply(rng.choice(d.legal))
    d = session.decision
    if d is not None and d.actor is not None:
        scene.viewer = d.actor
    scene.host.presenter.skip()
    scene.refresh()
    return d is not None and d.prompt == prompt
