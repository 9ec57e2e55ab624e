"""The game log names every player one way: by the seat's name, never "P3" beside "Ada"."""
from __future__ import annotations

import random
import re

from app.scenes.table_scene import TableScene
from engine.kernel import GameConfig, Seat

SEATS = (Seat("Ada"), Seat("Bolek"), Seat("Cyryl"))
SEAT_NUMBER = re.compile(r"\b(P|Gracz |Player )\d\b")


def test_every_log_line_of_a_whole_game_names_players_by_their_seat_names(make_app) -> None:
    app = make_app((1280, 720))
    assert app.open("game", GameConfig("roll-player", 7, SEATS, {})) is None
    scene = app.scene
    assert isinstance(scene, TableScene)
    pick = random.Random(1)
    while not scene.session.over:
        scene.session.apply(pick.choice(scene.session.decision.legal))
    scene.log.sync(10**6)
    lines = [line.text for line in scene.log.lines]
    assert len(lines) > 100
    assert [text for text in lines if SEAT_NUMBER.search(text)] == []
    named = {seat.name for seat in SEATS if any(seat.name in text for text in lines)}
    assert named == {seat.name for seat in SEATS}
