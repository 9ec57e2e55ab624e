"""Switching the language redraws everything: the Roll Player table's painted layer and its history,
the replay viewer's log and bookmarks, and the menu; cached text notices the switch by itself."""
from __future__ import annotations

from pathlib import Path

import pygame

from app import i18n
from app.log_panel import LogPanel
from app.replay.scene import open_replay
from app.scenes.menu import MenuScene
from app.scenes.table_scene import TableScene, start_game
from tests.app.drive import pump
from tests.app_roll_player.positions import config

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_the_table_and_its_history_repaint_in_the_new_language_without_a_rebuild(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    pump(app, 2)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.log.lines
    english = pixels(scene.table.layer)
    i18n.set_lang("pl")  # only the language: no scene rebuilds anything by hand
    pump(app)
    assert pixels(scene.table.layer) != english
    polish = LogPanel(scene.session, "pl")
    polish.sync()
    assert [ln.text for ln in scene.log.lines] == [ln.text for ln in polish.lines]
    i18n.set_lang("en")
    pump(app)
    assert pixels(scene.table.layer) == english, "switching back paints the same English table"


def test_the_replay_viewer_relabels_its_log_and_bookmarks(make_app) -> None:
    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    scene = app.scene
    scene.model.end()
    pump(app, 2)
    rows = [row.text for row in scene.log.rows]
    marks = [row.text for row in scene.marks.rows]
    i18n.set_lang("pl")
    pump(app)
    assert [row.text for row in scene.log.rows] != rows and scene.log.rows
    assert all(row.text.startswith("Runda") for row in scene.marks.rows if row.bold) and marks != [
        row.text for row in scene.marks.rows]


def test_the_menu_speaks_the_new_language_at_once(make_app) -> None:
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    pump(app)
    english = pixels(app.screen)
    app.set_lang("pl")
    pump(app)
    assert app.scene.widgets["new_game"].text == i18n.strings("pl")["menu.new_game"]
    assert pixels(app.screen) != english
