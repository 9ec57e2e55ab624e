"""Saves: where they go, what meta the Load list reads, newest first, and bad files handled kindly."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app import saves
from app.main import App
from app.scenes.load import LoadScene, open_save_file
from app.scenes.menu import MenuScene
from engine import games
from engine.kernel import GameConfig, SaveError, Seat, Session
from tests.app.drive import click_widget, pump


def played_session(moves: int = 3, seed: int = 4) -> Session:
    session = Session(games.get("dice-race"), GameConfig("dice-race", seed, (Seat("Ala"), Seat("Olek", "random"))))
    for _ in range(moves):
        session.apply(session.decision.legal[0])
    return session


def test_saves_folder_follows_stolik_saves(tmp_path: Path) -> None:
    assert saves.saves_dir() == tmp_path / "saves"
    assert saves.autosave_path() == tmp_path / "saves" / "autosave.json"


def test_saves_folder_is_the_checkouts_saves_without_the_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STOLIK_SAVES")
    assert saves.saves_dir() == saves.REPO_ROOT / "saves"


def test_meta_holds_players_and_round() -> None:
    session = played_session()
    meta = saves.session_meta(session, "Dice race")
    assert meta["players"] == ["Ala", "Olek (random)"] and meta["title"] == "Dice race"
    assert meta["round"] is None  # the dice race has no rounds; games with a `round` field report it
    session.state.round = 3  # type: ignore[attr-defined]
    assert saves.session_meta(session)["round"] == 3


def test_load_list_is_newest_first_with_game_players_round_and_date() -> None:
    old = saves.write(played_session(2), saves.saves_dir() / "old.json", "Dice race")
    os.utime(old, (1_000_000, 1_000_000))
    saves.write(played_session(4), saves.saves_dir() / "new.json", "Dice race")
    infos = saves.list_saves()
    assert [i.path.name for i in infos] == ["new.json", "old.json"]
    assert infos[0].players == ("Ala", "Olek (random)") and infos[0].steps == 4 and infos[0].saved_at


def test_an_unchanged_save_is_read_once_however_often_the_lists_open(monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.write(played_session(2), saves.saves_dir() / "game.json", "Dice race")
    reads: list[Path] = []
    real = saves.read_json
    monkeypatch.setattr(saves, "read_json", lambda p, *a, **k: reads.append(p) or real(p, *a, **k))
    assert [saves.list_saves()[0].steps for _ in range(3)] == [2, 2, 2] and reads == [path]
    saves.write(played_session(4), path, "Dice race")          # saved again: a new file renamed over the old
    assert saves.list_saves()[0].steps == 4 and reads == [path, path]


def test_a_save_damaged_after_it_was_listed_is_listed_as_damaged() -> None:
    path = saves.write(played_session(2), saves.saves_dir() / "game.json", "Dice race")
    assert saves.list_saves()[0].error is None
    path.write_text("{" + " " * 10)
    assert saves.list_saves()[0].error


def test_named_saves_never_clobber_each_other() -> None:
    first = saves.named_path("dice-race", when=0)
    first.parent.mkdir(parents=True, exist_ok=True)
    first.write_text("{}")
    assert saves.named_path("dice-race", when=0) != first


def test_a_corrupt_save_is_listed_and_opening_it_shows_the_kernels_message_over_the_list(make_app) -> None:
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text('{"format": "stolik-save", "version": 2, "game": ', encoding="utf-8")
    app = make_app()
    app.switch(LoadScene(app))
    pump(app)
    info = saves.list_saves()[0]
    assert info.error
    click_widget(app, "load_0")
    with pytest.raises(SaveError) as expected:
        saves.open_save(folder / "broken.json")
    assert app.scene.name == "load" and app.notice is not None
    assert app.notice.text == "broken.json: this save is incomplete (cut off after 48 bytes)"
    assert str(expected.value).endswith("broken.json: this save is incomplete (cut off after 48 bytes)")
    click_widget(app, "notice_ok")
    assert app.notice is None and app.scene.name == "load"


def test_a_save_that_does_not_replay_is_offered_up_to_its_last_good_move(make_app) -> None:
    path = saves.write(played_session(3), saves.saves_dir() / "tampered.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["steps"][1]["hash"] = "0" * 16
    path.write_text(json.dumps(doc), encoding="utf-8")
    app = make_app()
    assert not open_save_file(app, path)
    assert app.scene.name == "load" and app.scene.dialog is not None
    assert app.scene.dialog.title == "Open up to move 1?"


def test_a_good_save_loads_at_its_cursor(make_app) -> None:
    session = played_session(3)
    path = saves.write(session, saves.saves_dir() / "good.json")
    app = make_app()
    assert open_save_file(app, path)
    assert app.scene.name == "table" and app.scene.session.state_hash() == session.state_hash()


def test_a_failed_write_keeps_the_previous_good_save(monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.autosave(played_session(2))
    good = path.read_bytes()

    def broken_dumps(*args: object, **kwargs: object) -> str:
        raise OSError("disk full")

    monkeypatch.setattr("engine.kernel.save.json.dumps", broken_dumps)
    with pytest.raises(OSError):
        saves.autosave(played_session(5))
    assert path.read_bytes() == good


def test_continue_is_greyed_without_a_game_in_progress(make_app) -> None:
    app = make_app()
    app.switch(MenuScene(app))
    assert not app.scene.widgets["continue"].is_enabled
    assert app.scene.disabled_tip(app.scene.widgets["continue"].rect.center) == "No game in progress: start a new game first"
    saves.autosave(played_session(1))
    app.switch(MenuScene(app))
    assert app.scene.widgets["continue"].is_enabled


def finished_session() -> Session:
    """A short race to the end: every turn rolls and banks at once."""
    session = Session(games.get("dice-race"), GameConfig("dice-race", 4, (Seat("Ala"), Seat("Olek", "random")),
                                                         {"target": 5}))
    while session.decision is not None:
        session.apply(session.decision.legal[-1])
    return session


def test_continue_resumes_the_newest_game_in_progress_not_a_finished_one(make_app) -> None:
    older = saves.write(played_session(2), saves.saves_dir() / "older.json")
    os.utime(older, (1_000_000, 1_000_000))
    saves.write(played_session(4), saves.saves_dir() / "newer.json")
    saves.write(finished_session(), saves.saves_dir() / "finished.json")
    assert saves.latest_in_progress().path.name == "newer.json"
    app = make_app()
    app.switch(MenuScene(app))
    click_widget(app, "continue")
    assert app.scene.name == "table" and len(app.scene.session.steps) == 4
    assert app.scene.game_file.path == saves.saves_dir() / "newer.json"


def test_continue_is_greyed_when_every_game_is_finished(make_app) -> None:
    saves.write(finished_session(), saves.saves_dir() / "finished.json")
    app = make_app()
    app.switch(MenuScene(app))
    assert not app.scene.widgets["continue"].is_enabled


def test_load_list_pages_when_there_are_many_saves(make_app) -> None:
    session = played_session(1)
    for k in range(25):
        saves.write(session, saves.saves_dir() / f"s{k:02}.json")
    app: App = make_app()
    app.switch(LoadScene(app))
    pump(app)
    assert "next" in app.scene.widgets and not app.scene.widgets["prev"].is_enabled
    shown = [k for k in app.scene.widgets if k.startswith("load_")]
    click_widget(app, "next")
    assert app.scene.page == 1 and not set(shown) & {k for k in app.scene.widgets if k.startswith("load_")}
