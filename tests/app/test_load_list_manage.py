"""Managing saves from the Load list, driven by real events: each row says what the save is; Load, Replay,
Rename (a checked name typed in the scene) and Delete (after a yes) work; a damaged save offers to open
up to its last good move in a new file, and Cancel stays in the list. Everything fits in both languages."""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pygame
import pytest

from app import i18n, saves
from app.game_files import GameFile
from app.scenes.base import Scene
from app.scenes.dialogs import (ENTRY, IMAGE, NO, YES, Dialog, answer, build_dialog, read_dialog, save_as_dialog,
                                 typed_enter)
from app.scenes import style
from app.scenes.load import ACTION_SIZE, LoadScene, row_details, row_name, row_status
from engine import games
from engine.kernel import GameConfig, Seat, Session
from tests.app.conftest import SIZES
from tests.app.drive import click, click_widget, press, pump

WHEN = 1_700_000_000.0


def race(moves: int = 3, seed: int = 4, **options: object) -> Session:
    session = Session(games.get("dice-race"), GameConfig("dice-race", seed, (Seat("Ala"), Seat("Olek", "random")),
                                                         dict(options)))
    for _ in range(moves):
        session.apply(session.decision.legal[0])
    return session


def finished_race() -> Session:
    """Every turn rolls and banks at once until someone reaches 5."""
    session = race(0, target=5)
    while session.decision is not None:
        session.apply(session.decision.legal[-1])
    return session


def save(session: Session, name: str) -> Path:
    return saves.write(session, saves.saves_dir() / f"{name}.json", "Dice race")


def open_list(make_app, size: tuple[int, int] = (1280, 720)):
    app = make_app(size)
    app.switch(LoadScene(app))
    pump(app)
    return app


def row_of(app, name: str) -> int:
    """The index of the row showing save `name` (its buttons are keyed by it)."""
    return next(k for k, info in enumerate(app.scene.infos) if info.name == name)


def type_into(app, key: str, text: str) -> None:
    """Replace what a field holds as a person does: click into it, Ctrl+A, type."""
    click_widget(app, key)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(app)


def enter(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pump(app, 3)


def damaged_copy(session: Session, name: str, step: int) -> Path:
    """A save whose step `step` was edited after it was written (its recorded state hash no longer matches)."""
    path = save(session, name)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["steps"][step]["hash"] = "0" * 16
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def moves_before(session: Session, step: int) -> int:
    return sum(1 for s in session.steps[:step] if not s.auto)


# --- what a row says ---------------------------------------------------------------------------
def test_a_row_shows_name_game_players_round_date_and_whether_it_is_finished(make_app) -> None:
    save(race(3), "Friday game")
    save(finished_race(), "Last week")
    app = open_list(make_app)
    rows = {info.name: info for info in app.scene.infos}
    going, done = rows["Friday game"], rows["Last week"]
    assert row_name(going) == "Friday game" and row_status(going) == "in progress" and row_status(done) == "finished"
    assert row_details(going) == f"Dice race · Ala, Olek (random) · step 3 · {going.saved_at}"
    assert app.scene.dump()["rows"] == [info.name for info in app.scene.infos]
    i18n.set_lang("pl")
    assert row_status(going) == "w toku" and row_status(done) == "zakończona" and "krok 3" in row_details(going)


def test_every_new_game_is_its_own_row(make_app) -> None:
    GameFile.new(race(1), when=WHEN)
    GameFile.new(race(2), when=WHEN)
    app = open_list(make_app)
    assert len(app.scene.infos) == 2 and {i.steps for i in app.scene.infos} == {1, 2}


# --- load and replay ---------------------------------------------------------------------------
def test_load_opens_the_table_and_the_game_goes_on_in_that_file(make_app) -> None:
    session = race(3)
    path = save(session, "mine")
    app = open_list(make_app)
    click_widget(app, f"load_{row_of(app, 'mine')}")
    assert app.scene.name == "table" and app.scene.session.state_hash() == session.state_hash()
    assert app.scene.game_file.path == path


def test_clicking_a_rows_text_loads_it_too(make_app) -> None:
    save(race(2), "mine")
    app = open_list(make_app)
    _, text, _ = app.scene.rows[0]
    click(app, text.center)
    pump(app)
    assert app.scene.name == "table"


def test_replay_opens_the_viewer_on_that_save(make_app) -> None:
    save(finished_race(), "done")
    app = open_list(make_app)
    click_widget(app, "replay_0")
    assert app.scene.name == "replay" and app.scene.model.path == saves.saves_dir() / "done.json"


# --- rename ------------------------------------------------------------------------------------
def test_rename_types_a_new_name_in_the_scene(make_app) -> None:
    path = save(race(2), "old name")
    app = open_list(make_app)
    click_widget(app, "rename_0")
    assert app.scene.dialog is not None and app.scene.widgets[ENTRY].get_text() == "old name"
    type_into(app, ENTRY, "Piątkowa partia")
    enter(app)
    assert app.scene.dialog is None and app.scene.name == "load"
    assert not path.exists() and (saves.saves_dir() / "Piątkowa partia.json").exists()
    assert [info.name for info in app.scene.infos] == ["Piątkowa partia"]
    assert app.scene.message == ("Renamed to “Piątkowa partia”.", "#muted")
    assert app.scene.widgets["message"].text == "Renamed to “Piątkowa partia”."


@pytest.mark.parametrize("typed, says", [
    ("../outside", "A name cannot hold these characters: /"),
    ("   ", "Type a name."),
    ("taken", "Another save is already called “taken”."),
])
def test_a_name_that_cannot_be_used_keeps_the_dialog_open_saying_why(make_app, typed: str, says: str) -> None:
    path = save(race(2), "mine")
    other = save(race(4), "taken")
    before = other.read_bytes()
    app = open_list(make_app)
    click_widget(app, f"rename_{row_of(app, 'mine')}")
    type_into(app, ENTRY, typed)
    click_widget(app, YES)
    assert app.scene.dialog is not None and app.scene.dialog.error == says
    assert app.scene.widgets[ENTRY].get_text() == typed
    assert path.exists() and other.read_bytes() == before
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == ["mine.json", "taken.json"]


def test_cancel_or_escape_leaves_the_name_as_it_was(make_app) -> None:
    path = save(race(2), "mine")
    app = open_list(make_app)
    click_widget(app, "rename_0")
    type_into(app, ENTRY, "other")
    click_widget(app, NO)
    assert app.scene.dialog is None and path.exists()
    click_widget(app, "rename_0")
    press(app, pygame.K_ESCAPE)
    pump(app)
    assert app.scene.name == "load" and app.scene.dialog is None and path.exists()


def test_what_was_typed_survives_a_resize(make_app) -> None:
    save(race(2), "mine")
    app = open_list(make_app)
    click_widget(app, "rename_0")
    type_into(app, ENTRY, "half typed")
    app.resize((1920, 1080))
    assert app.scene.widgets[ENTRY].get_text() == "half typed"


# --- delete ------------------------------------------------------------------------------------
def test_delete_asks_first_and_cancel_keeps_the_file(make_app) -> None:
    path = save(race(2), "keep me")
    app = open_list(make_app)
    click_widget(app, "delete_0")
    assert app.scene.dialog is not None and app.scene.dialog.title == "Delete this save?"
    assert "keep me" in app.scene.dialog.text and str(path) in app.scene.dialog.text
    assert not app.scene.widgets["load_0"].is_enabled
    click_widget(app, NO)
    assert app.scene.dialog is None and path.exists() and app.scene.widgets["load_0"].is_enabled


def test_delete_confirmed_removes_the_file_and_its_row(make_app) -> None:
    path = save(race(2), "bye")
    save(race(3), "stays")
    app = open_list(make_app)
    click_widget(app, f"delete_{row_of(app, 'bye')}")
    click_widget(app, YES)
    assert not path.exists() and [info.name for info in app.scene.infos] == ["stays"]
    assert app.scene.message == ("Deleted “bye”.", "#muted")


def test_an_unreadable_file_can_still_be_renamed_and_deleted(make_app) -> None:
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "junk.json").write_text("{", encoding="utf-8")
    app = open_list(make_app)
    assert row_status(app.scene.infos[0]) == "cannot be read"
    click_widget(app, "rename_0")
    type_into(app, ENTRY, "junk kept")
    enter(app)
    assert (folder / "junk kept.json").read_text(encoding="utf-8") == "{"
    click_widget(app, "delete_0")
    click_widget(app, YES)
    assert not any(folder.iterdir())


# --- a damaged save ----------------------------------------------------------------------------
def test_a_damaged_save_offers_to_open_up_to_the_last_good_move(make_app) -> None:
    session = race(8)
    path = damaged_copy(session, "damaged", 5)
    moves = moves_before(session, 5)
    app = open_list(make_app)
    click_widget(app, "load_0")
    dialog = app.scene.dialog
    assert app.scene.name == "load" and dialog is not None and app.notice is None
    assert dialog.title == f"Open up to move {moves}?"
    assert dialog.text.startswith(f"This save was changed or damaged after move {moves}.")
    assert dialog.yes == f"Open up to move {moves}"
    i18n.set_lang("pl")
    app.rebuild()
    click_widget(app, NO)
    click_widget(app, "load_0")
    assert app.scene.dialog.title == f"Otworzyć do ruchu {moves}?"
    assert app.scene.dialog.text.startswith(f"Ten zapis został zmieniony lub uszkodzony po ruchu {moves}.")


def test_cancel_on_a_damaged_save_returns_to_the_load_list(make_app) -> None:
    path = damaged_copy(race(8), "damaged", 5)
    before = path.read_bytes()
    app = open_list(make_app)
    click_widget(app, "load_0")
    click_widget(app, NO)
    assert app.scene.name == "load" and app.scene.dialog is None and app.notice is None
    click_widget(app, "load_0")
    press(app, pygame.K_ESCAPE)
    pump(app)
    assert app.scene.name == "load" and app.scene.dialog is None
    assert path.read_bytes() == before and app.scene.widgets["load_0"].is_enabled


def test_opening_a_damaged_save_goes_on_in_a_new_file_and_never_writes_the_damaged_one(make_app) -> None:
    session = race(8)
    path = damaged_copy(session, "damaged", 5)
    before = path.read_bytes()
    app = open_list(make_app)
    click_widget(app, "load_0")
    click_widget(app, YES)
    table = app.scene
    assert table.name == "table" and len(table.session.steps) == 5
    assert table.session.state_hash() == session.steps[4].hash
    game_file = table.game_file
    assert game_file.path != path and game_file.path.parent == path.parent and game_file.problem is None
    assert json.loads(game_file.path.read_text(encoding="utf-8"))["steps"][4]["hash"] == session.steps[4].hash
    assert table.status == f"Opened up to move {moves_before(session, 5)}; the game goes on in {game_file.path.name}"
    decision = table.session.decision
    table.session.apply(decision.legal[-1])
    assert game_file.autosave(table.session) is None
    assert path.read_bytes() == before


def test_a_save_damaged_at_its_first_step_offers_to_start_again(make_app) -> None:
    damaged_copy(race(4), "damaged", 0)
    app = open_list(make_app)
    click_widget(app, "load_0")
    assert app.scene.dialog.title == "Open from the start?" and app.scene.dialog.yes == "Start it again"
    click_widget(app, YES)
    assert app.scene.name == "table" and not app.scene.session.steps


def test_a_save_with_a_lost_tail_offers_the_moves_it_still_has(make_app) -> None:
    session = race(6)
    path = save(session, "cut")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["steps"] = doc["steps"][:4]
    doc["cursor"] = doc["end"]["cursor"] = 4
    path.write_text(json.dumps(doc), encoding="utf-8")
    app = open_list(make_app)
    click_widget(app, "load_0")
    assert app.scene.dialog.title == f"Open up to move {moves_before(session, 4)}?"


# --- fits --------------------------------------------------------------------------------------
def a_full_page() -> None:
    """Long names, many players, a finished game, an unreadable file: the widest rows there are."""
    long_name = "Piątkowa partia z Zosią i całą resztą rodziny Kowalskich, runda"
    save(race(3), long_name)
    save(finished_race(), "Zażółć gęślą jaźń")
    for k in range(8):
        save(race(k + 1, seed=k + 1), f"game {k}")
    (saves.saves_dir() / "broken.json").write_text("{", encoding="utf-8")


def assert_fits(app) -> None:
    window = pygame.Rect((0, 0), app.size)
    buttons = {k: w.get_abs_rect() for k, w in app.scene.widgets.items() if k not in (IMAGE,)}
    for key, rect in buttons.items():
        assert window.contains(rect), f"{key} {rect} leaves the {app.size} window"
    dialog_keys = {ENTRY, YES, NO}
    for (k1, r1), (k2, r2) in itertools.combinations(buttons.items(), 2):
        if (k1 in dialog_keys) == (k2 in dialog_keys):
            assert not r1.colliderect(r2), f"{k1} {r1} overlaps {k2} {r2}"
    for row, text, info in app.scene.rows:
        assert window.contains(row) and row.contains(text) and text.w > row.w // 3
        assert not any(text.colliderect(buttons[f"{a}_{k}"]) for k in range(len(app.scene.infos))
                       for a in ("load", "replay", "rename", "delete") if f"{a}_{k}" in buttons)
    f = style.font(app.scene.px(ACTION_SIZE))
    for key in ("load", "replay", "rename", "delete"):
        widget = app.scene.widgets.get(f"{key}_0")
        if widget is not None:
            assert f.size(widget.text)[0] < widget.get_abs_rect().w, key


@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_list_and_its_dialogs_fit_the_window(make_app, size: tuple[int, int], lang: str) -> None:
    a_full_page()
    damaged_copy(race(8), "damaged", 5)
    app = open_list(make_app, size)
    app.set_lang(lang)
    pump(app)
    assert len(app.scene.rows) >= 7
    assert_fits(app)
    for key in ("rename_0", "delete_0"):
        click_widget(app, key)
        assert_fits(app)
        box = app.scene.widgets[YES].get_abs_rect().union(app.scene.widgets[NO].get_abs_rect())
        assert pygame.Rect((0, 0), app.size).contains(box)
        click_widget(app, NO)
    click_widget(app, f"load_{row_of(app, 'damaged')}")
    assert app.scene.dialog is not None
    assert_fits(app)


# --- Save as, as the table will host it ---------------------------------------------------------
class Host(Scene):
    """The least a scene does to host a dialog: build it, keep what was typed, answer Enter, Esc cancels."""

    name = "host"

    def __init__(self, app, game_file: GameFile, session: Session) -> None:
        super().__init__(app)
        self.told: str | None = None
        self.dialog: Dialog | None = save_as_dialog(self, game_file, session, self.close)

    def close(self, status: str) -> None:
        self.dialog, self.told = None, status
        self.app.rebuild()

    def build(self) -> None:
        if self.dialog is not None:
            build_dialog(self, self.dialog)

    def before_rebuild(self) -> None:
        if self.dialog is not None:
            read_dialog(self, self.dialog)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and typed_enter(self, event):
            self.app.later(lambda: answer(self, self.dialog))
            return True
        return False

    def command(self, name: str) -> bool:
        if name == "menu" and self.dialog is not None:
            self.dialog.on_no()
            return True
        return False


def test_save_as_asks_a_name_makes_the_copy_and_the_game_keeps_its_own_file(make_app) -> None:
    session = race(3)
    game_file = GameFile.new(session, when=WHEN)
    app = make_app()
    app.switch(Host(app, game_file, session))
    type_into(app, ENTRY, "taken/")
    enter(app)
    assert app.scene.dialog.error == "A name cannot hold these characters: /"
    type_into(app, ENTRY, "Kopia")
    enter(app)
    copy = saves.saves_dir() / "Kopia.json"
    assert app.scene.dialog is None and copy.exists()
    assert app.scene.told == f"A copy is saved as Kopia.json; this game goes on in {game_file.path.name}"
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == sorted([game_file.path.name, "Kopia.json"])


def test_save_as_refuses_the_name_of_another_save_and_escape_cancels(make_app) -> None:
    session = race(3)
    game_file = GameFile.new(session, when=WHEN)
    app = make_app()
    app.switch(Host(app, game_file, session))
    type_into(app, ENTRY, game_file.path.stem)
    click_widget(app, YES)
    assert app.scene.dialog.error == f"Another save is already called “{game_file.path.stem}”."
    press(app, pygame.K_ESCAPE)
    pump(app)
    assert app.scene.dialog is None and app.scene.told == ""
    assert [p.name for p in saves.saves_dir().iterdir()] == [game_file.path.name]
