"""The menu's tutorial list: every tutorial the manifests declare is a button (Roll Player's basics and its
Fiends & Familiars chapter, Runebound's), titled in the player's language, and a click starts that script."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pygame
import pytest

from app import i18n
from app.scenes.menu import MenuScene
from app.tutorial.picker import chapters
from tests.app.drive import click_widget, press, pump


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    i18n.set_lang("en")
    yield
    i18n.set_lang("en")


@pytest.fixture
def app() -> Iterator:
    from app.main import App

    application = App((1280, 720), persist=False)
    application.switch(MenuScene(application))
    pump(application)
    yield application
    pygame.quit()


def test_every_declared_tutorial_is_a_chapter_named_as_the_command_line_names_it() -> None:
    names = [c.name for c in chapters()]
    assert names[:2] == ["roll-player-basics", "roll-player-fiends"]
    assert "runebound-first_game" in names
    fiends = chapters()[1]
    assert fiends.label("en") == "Roll Player: Fiends & Familiars"
    assert fiends.label("pl") == "Roll Player: Chochliki i Chowańce"


def test_the_menus_tutorial_entry_lists_them_and_a_click_starts_the_fiends_chapter(app) -> None:
    click_widget(app, "tutorial")
    pump(app)
    assert app.scene.name == "tutorial_picker"
    buttons = {key: w.text for key, w in app.scene.widgets.items() if key.startswith("tutorial_")}
    assert buttons["tutorial_1"] == "Roll Player: Fiends & Familiars" and len(buttons) == len(chapters())
    click_widget(app, "tutorial_1")
    pump(app)
    assert app.scene.name == "tutorial"
    assert app.scene.runner.script.file.endswith("fiends.toml") and app.scene.runner.step.id == "welcome"


def test_the_list_speaks_polish_and_goes_back_to_the_menu(app) -> None:
    i18n.set_lang("pl")
    click_widget(app, "tutorial")
    pump(app)
    assert app.scene.widgets["tutorial_1"].text == "Roll Player: Chochliki i Chowańce"
    assert app.scene.widgets["back"].text == "Wróć do menu"
    click_widget(app, "back")
    pump(app)
    assert app.scene.name == "menu"
    click_widget(app, "tutorial")
    pump(app)
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
