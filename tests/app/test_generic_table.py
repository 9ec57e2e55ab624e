"""A registered game without its own table still plays, on the generic one-button-per-move table."""
from __future__ import annotations

import pytest

from app.games import table_class
from app.scenes.generic_table import GenericTable
from app.scenes.table_scene import start_game
from engine import games
from engine.kernel import GameConfig, Seat
from tests.app.dice_table import NarratedRace
from tests.app.drive import click, pump


class PlainRace(NarratedRace):
    id = "plain-race"


def test_a_game_without_a_table_gets_the_generic_one_and_plays(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games._extra, "plain-race", PlainRace())
    assert table_class("plain-race") is GenericTable
    app = make_app((1280, 720))
    assert start_game(app, GameConfig("plain-race", 2, (Seat("Ala"), Seat("Olek")))) is None
    pump(app)
    scene = app.scene
    (target,) = scene.controller.targets
    assert target.actions[0].kind == "roll"
    click(app, target.shape.bounds().center)
    assert scene.session.steps[0].action.kind == "roll"
    assert {a.kind for t in scene.controller.targets for a in t.actions} <= {"push", "bank", "roll"}
