"""Saves a person understands (issue 22 item 4): a save cut off part-way says so and how much of it there is, a save
whose seed was changed says it was edited, both in the player's language and never in the JSON parser's words;
Continue passes over a damaged newest save for the newest good one, or offers "Open up to move N?" as the Load list
does; the Load list marks a damaged save in its row before it is opened."""
from __future__ import annotations

import json
import os
from pathlib import Path

from app import i18n, saves
from app.scenes.load import LoadScene, describe, row_status
from app.scenes.menu import MenuScene
from tests.app.drive import click_widget, pump
from tests.app.test_saves import played_session


def saved(name: str, moves: int = 4, when: float | None = None) -> Path:
    path = saves.write(played_session(moves), saves.saves_dir() / name, "Dice race")
    if when is not None:
        os.utime(path, (when, when))
    return path


def cut(path: Path, keep: int) -> None:
    path.write_bytes(path.read_bytes()[:keep])


def edit(path: Path, change) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_a_truncated_save_says_it_is_incomplete_and_where_it_was_cut_never_the_parsers_text(make_app) -> None:
    path = saved("cut.json")
    cut(path, 300)
    info = saves.read_info(path)
    assert info.error == "this save is incomplete (cut off after 300 bytes)"
    app = make_app()
    app.switch(LoadScene(app))
    pump(app)
    click_widget(app, "load_0")
    assert app.notice is not None and app.notice.text == "cut.json: this save is incomplete (cut off after 300 bytes)"
    assert "JSON" not in app.notice.text and "delimiter" not in app.notice.text


def test_a_truncated_save_is_told_in_polish_to_a_polish_player() -> None:
    path = saved("cut.json")
    cut(path, 301)
    i18n.set_lang("pl")
    assert saves.read_info(path).error == "ten zapis jest niekompletny (urwany po 301 bajtach)"


def test_a_save_whose_seed_was_changed_says_it_was_edited(make_app) -> None:
    path = saved("seed.json")
    edit(path, lambda doc: doc["config"].__setitem__("seed", doc["config"]["seed"] + 1))
    info = saves.read_info(path)
    assert info.error == "this save was edited: its players, seed or options are not those it was saved with"
    app = make_app()
    i18n.set_lang("pl")
    app.switch(LoadScene(app))
    pump(app)
    click_widget(app, "load_0")
    assert app.notice is not None and app.notice.text.startswith("seed.json: ten zapis został zmieniony")


def test_an_edited_saves_load_row_says_it_was_edited_not_that_it_cannot_be_read() -> None:
    path = saved("seed.json")
    edit(path, lambda doc: doc["config"].__setitem__("seed", doc["config"]["seed"] + 1))
    assert row_status(saves.read_info(path)) == "edited"
    i18n.set_lang("pl")
    assert row_status(saves.read_info(path)) == "zmieniony"
    path.write_text("{", encoding="utf-8")
    assert row_status(saves.read_info(path)) == "nie da się odczytać"


def test_what_differs_in_a_save_that_fails_verification_is_told_in_polish_to_a_polish_player(make_app) -> None:
    path = saved("hash.json", moves=5)
    edit(path, lambda doc: doc["steps"][2].__setitem__("hash", "0" * 16))
    app = make_app()
    i18n.set_lang("pl")
    app.switch(LoadScene(app))
    pump(app)
    click_widget(app, "load_0")
    dialog = app.scene.dialog
    assert dialog is not None and dialog.detail.startswith("Co się nie zgadza: stan po ruchu ")
    assert dialog.detail.endswith("różni się od zapisanego (skrót)") and "differs" not in dialog.detail
    assert saves.replay_save(path).reason.endswith("differs from the recorded one (hash)")   # the command line's


def test_the_load_list_marks_a_save_that_lost_its_last_moves_in_its_row_before_it_is_opened() -> None:
    path = saved("short.json", moves=6)
    edit(path, lambda doc: doc.__setitem__("steps", doc["steps"][:3]) or doc.__setitem__("cursor", 3)
         or doc["end"].__setitem__("cursor", 3))
    info = saves.read_info(path)
    assert info.error is None and row_status(info) == "damaged"
    moves = sum(1 for step in json.loads(path.read_text(encoding="utf-8"))["steps"] if not step.get("auto"))
    assert describe(info).endswith(f"its last moves are lost: it opens up to move {moves}")


def test_continue_skips_a_damaged_newest_save_to_the_newest_good_one(make_app) -> None:
    good = saved("good.json", when=1_000_000)
    newest = saved("newest.json", when=2_000_000)
    edit(newest, lambda doc: doc["config"].__setitem__("seed", 99))
    os.utime(newest, (2_000_000, 2_000_000))
    assert saves.latest_in_progress() is not None and saves.latest_in_progress().path == good
    app = make_app()
    app.switch(MenuScene(app))
    pump(app)
    click_widget(app, "continue")
    pump(app)
    assert app.scene.name == "table" and app.scene.game_file.path == good


def test_continue_offers_to_open_up_to_move_n_when_the_newest_save_is_damaged_inside(make_app) -> None:
    newest = saved("newest.json", moves=5)
    edit(newest, lambda doc: doc["steps"][2].__setitem__("hash", "0" * 16))
    app = make_app()
    app.switch(MenuScene(app))
    pump(app)
    click_widget(app, "continue")
    pump(app)
    assert app.scene.name == "load" and app.scene.dialog is not None
    assert app.scene.dialog.title.startswith("Open up to move")
