"""The menu's tutorial list: every tutorial the manifests declare is a button (Roll Player's basics and its
Fiends & Familiars chapter, Runebound's, Discover's), titled in the player's language, and a click starts that script."""
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


def button(name: str) -> str:
    """The list's button for the tutorial the command line calls `name`."""
    return f"tutorial_{[c.name for c in chapters()].index(name)}"


def test_a_click_on_discovers_entry_starts_its_first_day(app) -> None:
    click_widget(app, "tutorial")
    pump(app)
    click_widget(app, button("discover-first_game"))
    pump(app)
    assert app.scene.name == "tutorial" and app.scene.runner.script.game == "discover"
    assert app.scene.runner.step.id == "welcome"


def test_every_declared_tutorial_is_a_chapter_named_as_the_command_line_names_it() -> None:
    names = [c.name for c in chapters()]
    assert names.index("roll-player-fiends") == names.index("roll-player-basics") + 1
    assert "runebound-first_game" in names and "discover-first_game" in names
    fiends = chapters()[names.index("roll-player-fiends")]
    assert fiends.label("en") == "Roll Player: Fiends & Familiars"
    assert fiends.label("pl") == "Roll Player: Chochliki i Chowańce"


def test_the_menus_tutorial_entry_lists_them_and_a_click_starts_the_fiends_chapter(app) -> None:
    click_widget(app, "tutorial")
    pump(app)
    assert app.scene.name == "tutorial_picker"
    buttons = {key: w.text for key, w in app.scene.widgets.items() if key.startswith("tutorial_")}
    assert buttons[button("roll-player-fiends")] == "Roll Player: Fiends & Familiars" and len(buttons) == len(chapters())
    assert buttons[button("discover-first_game")] == "Discover: Lands Unknown, your first day"
    click_widget(app, button("roll-player-fiends"))
    pump(app)
    assert app.scene.name == "tutorial"
    assert app.scene.runner.script.file.endswith("fiends.toml") and app.scene.runner.step.id == "welcome"


def test_the_list_speaks_polish_and_goes_back_to_the_menu(app) -> None:
    i18n.set_lang("pl")
    click_widget(app, "tutorial")
    pump(app)
    assert app.scene.widgets[button("roll-player-fiends")].text == "Roll Player: Chochliki i Chowańce"
    assert app.scene.widgets[button("discover-first_game")].text == "Discover: Nieznane Lądy, pierwszy dzień"
    assert app.scene.widgets["back"].text == "Wróć do menu"
    click_widget(app, "back")
    pump(app)
    assert app.scene.name == "menu"
    click_widget(app, "tutorial")
    pump(app)
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
