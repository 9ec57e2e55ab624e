"""Undo stops at a reveal at a table of two people (issue 22): Ala rolls the die, clicks Undo, and the roll stays;
the greyed button says why in her language. The same table with casual undo takes the roll back by the same
click."""
from __future__ import annotations

import pygame

from app import i18n
from app.scenes.table_scene import TableScene, start_game
from engine.kernel import GameConfig, Seat
from tests.app.drive import click, click_widget, pump
from tests.app.test_table_scene import spot

PEOPLE = (Seat("Ala"), Seat("Olek"))


def rolled(make_app, casual: bool = False) -> TableScene:
    app = make_app((1280, 720))
    assert start_game(app, GameConfig("dice-race", 3, PEOPLE, {}, casual_undo=casual)) is None
    pump(app)
    scene = app.scene
    assert isinstance(scene, TableScene)
    click(app, spot(scene, "roll"))
    assert scene.session.cursor == 1
    return scene


def hover(scene: TableScene, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app)


def test_a_click_on_undo_after_a_roll_at_a_table_of_two_people_keeps_the_roll_and_says_why(make_app) -> None:
    scene = rolled(make_app)
    undo = scene.widgets["undo"].rect.center
    click(scene.app, undo)
    assert scene.session.cursor == 1 and not scene.widgets["undo"].is_enabled
    hover(scene, undo)
    assert scene.tooltip_text() == ("undo stops here: a roll or a draw was revealed since that move (a table that "
                                    "chose casual undo takes back anything)")
    i18n.set_lang("pl")
    scene.app.rebuild()
    scene.refresh()
    hover(scene, scene.widgets["undo"].rect.center)
    assert scene.tooltip_text().startswith("cofanie zatrzymuje się tutaj: od tamtego ruchu odsłonięto rzut albo kartę")


def test_a_click_on_undo_at_a_table_that_chose_casual_undo_takes_the_roll_back(make_app) -> None:
    scene = rolled(make_app, casual=True)
    click_widget(scene.app, "undo")
    pump(scene.app)
    assert scene.session.cursor == 0
