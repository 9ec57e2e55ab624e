"""The tutorial scene inside the real program loop (dummy video): open, Next, leave to the table, Esc."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pygame
import pytest

from app import i18n
from app.tutorial.scene import TutorialScene, open_tutorial, tutorial_games
from engine.tutorial import Runner
from tests.app.drive import click, press, pump

from .conftest import RACE_SCRIPT
from .dice_table import DiceRaceTable


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    i18n.set_lang("en")


@pytest.fixture
def app(race) -> Iterator:
    from app.games import register_table
    from app.main import App

    register_table("dice-race", DiceRaceTable)
    application = App((1280, 720), persist=False)
    yield application
    pygame.quit()


def race_scene(app, race) -> TutorialScene:
    from engine.tutorial import load_script

    scene = TutorialScene(app, Runner(race, load_script(RACE_SCRIPT)))
    app.switch(scene)
    pump(app)
    return scene


def test_roll_player_is_offered_as_a_tutorial():
    assert "roll-player" in tutorial_games()


def test_open_tutorial_starts_the_roll_player_script(app):
    assert open_tutorial(app, "roll-player")
    pump(app)
    assert app.scene.name == "tutorial"
    assert app.dump()["tutorial"]["step"] == "welcome"
    total = sum(1 for s in app.scene.runner.script.steps if s.mode != "auto")
    assert app.dump()["tutorial"]["progress"] == [1, total]


def test_unknown_game_becomes_a_notice(app):
    assert not open_tutorial(app, "no-such-game")
    assert app.notice is not None


def test_next_click_and_move_click_in_the_loop(app, race):
    scene = race_scene(app, race)
    click(app, scene.overlay.buttons["next"].center)
    assert scene.runner.step.id == "roll"
    click(app, scene.overlay.table.anchor("die").center)
    assert scene.runner.step.id == "bank"


def test_play_on_freely_opens_the_ordinary_table_on_the_same_session(app, race):
    scene = race_scene(app, race)
    click(app, scene.overlay.buttons["next"].center)
    click(app, scene.overlay.table.anchor("die").center)
    session = scene.runner.session
    click(app, scene.overlay.buttons["leave"].center)
    pump(app)
    assert app.scene.name == "table" and app.scene.session is session
    assert {a.kind for a in session.decision.legal} == {"push", "bank"}


def test_escape_returns_to_the_menu(app, race):
    race_scene(app, race)
    press(app, pygame.K_ESCAPE)
    pump(app)
    assert app.scene.name == "menu"


def test_skip_button_returns_to_the_menu(app, race):
    scene = race_scene(app, race)
    click(app, scene.overlay.buttons["skip"].center)
    pump(app)
    assert app.scene.name == "menu"
