"""The viewer scene headless (SDL dummy driver): open, seek, step back, jump, switch viewer, continue."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

import pygame
import pygame_gui
import pytest

from app import i18n
from app.replay.scene import ReplayScene, open_replay
from engine.kernel import Session
from engine.kernel.milestones import Bookmark


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, round_race: Any) -> Iterator[Any]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    from app.main import App

    i18n.set_lang("en")
    application = App((1280, 720), persist=False)
    yield application
    pygame.display.quit()  # fonts stay valid for later suites (their caches outlive one app)


def frame(app: Any, n: int = 1) -> None:
    for _ in range(n):
        app.frame(0.016)


def click(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app, 2)


def press(app: Any, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frame(app)


def click_widget(app: Any, key: str) -> None:
    click(app, app.scene.widgets[key].get_abs_rect().center)


def mark_row_centre(scene: ReplayScene, label: str) -> tuple[int, int]:
    rows = scene.marks
    index = next(i for i, row in enumerate(rows.rows) if isinstance(row.item, Bookmark) and row.item.label == label)
    rows.top = index
    return rows.rect.x + rows.rect.w // 2, rows.rect.y + rows.pad + rows.row_height // 2


def replay_of(app: Any) -> dict[str, Any]:
    return app.dump()["replay"]


def test_open_seek_step_back_and_jump_to_a_round(app: Any, saved: tuple[Path, Session], tmp_path: Path) -> None:
    path, session = saved
    assert open_replay(app, path)
    frame(app, 2)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and replay_of(app)["cursor"] == 0
    bar = scene.seekbar.rect
    click(app, (scene.seekbar.x_of(150), bar.centery))
    assert replay_of(app)["cursor"] == 150
    assert replay_of(app)["state_hash"] == session.steps[149].hash
    press(app, pygame.K_LEFT)
    assert replay_of(app)["cursor"] == 149
    assert replay_of(app)["state_hash"] == session.steps[148].hash
    click(app, mark_row_centre(scene, "Round 3"))
    target = next(m for m in scene.model.bookmarks if m.label == "Round 3")
    assert replay_of(app)["cursor"] == target.cursor and replay_of(app)["where"].startswith("Round 3")
    assert scene.model.state.round == 3
    pygame.image.save(app.screen, str(tmp_path / "replay.png"))
    assert os.path.getsize(tmp_path / "replay.png") > 10_000


def test_dragging_the_seek_bar_follows_the_mouse(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    frame(app)
    bar = app.scene.seekbar
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.x_of(10), bar.rect.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.x_of(200), bar.rect.centery), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    frame(app)
    assert replay_of(app)["cursor"] == 200
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.x_of(200), bar.rect.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.x_of(20), bar.rect.centery), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frame(app)
    assert replay_of(app)["cursor"] == 200


def test_buttons_and_keys_move_and_play(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    frame(app)
    click_widget(app, "end")
    assert replay_of(app)["cursor"] == replay_of(app)["total"]
    click_widget(app, "back")
    assert replay_of(app)["cursor"] == replay_of(app)["total"] - 1
    press(app, pygame.K_HOME)
    assert replay_of(app)["cursor"] == 0
    click_widget(app, "forward")
    press(app, pygame.K_RIGHT)
    assert replay_of(app)["cursor"] == 2
    click_widget(app, "speed_4")
    assert replay_of(app)["speed"] == 4.0
    press(app, pygame.K_SPACE)
    assert replay_of(app)["playing"] and app.scene.widgets["play"].text == "Pause"
    click_widget(app, "play")
    assert not replay_of(app)["playing"]
    press(app, pygame.K_PAGEDOWN)
    assert replay_of(app)["cursor"] == app.scene.model.bookmarks[0].cursor


def test_clicking_a_log_line_jumps_to_it(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    frame(app)
    app.scene.model.seek(100)
    frame(app)
    log = app.scene.log
    first = log.rows[log.top].item
    click(app, (log.rect.x + log.rect.w // 2, log.rect.y + log.pad + log.row_height // 2))
    assert replay_of(app)["cursor"] == first.cursor < 100


def test_as_seen_by_switches_the_tables_view(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    app.scene.model.seek(80)
    frame(app)
    menu = app.scene.widgets["viewer"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Player 2", ui_element=menu))
    frame(app)
    assert replay_of(app)["viewer"] == 1
    assert app.scene.table.viewer == 1 and app.scene.table.view["secret"][0] is None


def test_a_bad_file_shows_a_banner(app: Any, saved: tuple[Path, Session], tmp_path: Path) -> None:
    doc = json.loads(saved[0].read_text(encoding="utf-8"))
    doc["steps"][20]["hash"] = "f" * 16
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert open_replay(app, bad)
    frame(app)
    assert "Step 21 differs" in replay_of(app)["banner"] and replay_of(app)["total"] == 20
    assert app.scene.banner_rect.h > 0


def test_an_unreadable_file_is_a_message_not_a_crash(app: Any, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("[1, 2", encoding="utf-8")
    assert not open_replay(app, broken)
    frame(app)
    assert app.scene.name == "menu" and app.notice is not None and "broken.json" in app.notice.text


def test_continue_from_here_opens_a_table_on_a_new_file(app: Any, saved: tuple[Path, Session],
                                                        tmp_path: Path) -> None:
    path, _ = saved
    before = path.read_bytes()
    open_replay(app, path)
    app.scene.model.seek(90)
    frame(app)
    click_widget(app, "continue")
    assert app.scene.name == "replay" and app.scene.seat_choice is not None
    click_widget(app, "continue_start")
    assert app.scene.name == "table"
    written = list((tmp_path / "saves").glob("round-race-*.json"))
    assert len(written) == 1 and path.read_bytes() == before
    assert app.scene.session.cursor >= 90


def test_continue_from_here_asks_who_plays_each_seat(app: Any, saved: tuple[Path, Session]) -> None:
    path, session = saved
    open_replay(app, path)
    app.scene.model.seek(40)
    frame(app)
    click_widget(app, "continue")
    scene = app.scene
    recorded = [seat.bot for seat in scene.model.continuing_config().seats]
    assert scene.seat_choice == recorded
    assert not scene.widgets["play"].is_enabled  # the question is modal
    while scene.seat_choice[1] != "random":
        click_widget(app, "seat_1")
    assert scene.widgets["seat_1"].text == "Bot: Random"
    while scene.seat_choice[0] is not None:
        click_widget(app, "seat_0")
    click_widget(app, "continue_start")
    table = app.scene
    assert table.name == "table"
    assert [seat.bot for seat in table.session.config.seats] == [None, "random"]
    assert [seat.name for seat in table.session.config.seats] == [seat.name for seat in session.config.seats]


def test_cancelling_the_seat_question_keeps_the_replay(app: Any, saved: tuple[Path, Session]) -> None:
    path, _ = saved
    open_replay(app, path)
    frame(app)
    click_widget(app, "continue")
    click_widget(app, "continue_cancel")
    assert app.scene.name == "replay" and app.scene.seat_choice is None and app.scene.widgets["play"].is_enabled
    click_widget(app, "continue")
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "replay" and app.scene.seat_choice is None


def test_the_viewer_texts_exist_in_english_and_polish() -> None:
    import tomllib

    from app.i18n import PACKAGE_STRINGS

    with open(PACKAGE_STRINGS["replay"], "rb") as fh:
        tables = tomllib.load(fh)
    assert set(tables["en"]) == set(tables["pl"])


def test_the_picker_lists_the_examples_first_and_opens_one(app: Any, saved: tuple[Path, Session],
                                                           tmp_path: Path) -> None:
    import shutil

    from app.replay.examples import EXAMPLES_DIR
    from app.replay.picker import ReplayPickerScene

    (tmp_path / "saves").mkdir(exist_ok=True)
    shutil.copy(saved[0], tmp_path / "saves" / "mine.json")
    app.switch(ReplayPickerScene(app))
    frame(app)
    infos = app.scene.infos
    examples = sorted(EXAMPLES_DIR.glob("*.json"))
    assert [i.path.name for i in infos[: len(examples)]] == [p.name for p in examples]
    assert infos[-1].path.name == "mine.json"
    while f"file_{len(infos) - 1}" not in app.scene.widgets:    # the list shows a page at a time
        click_widget(app, "next")
        frame(app)
    click_widget(app, f"file_{len(infos) - 1}")
    assert app.scene.name == "replay" and replay_of(app)["file"].endswith("mine.json")


@pytest.mark.parametrize("lang, title, steps", [
    ("en", "Example: Roll Player for 2 players, seed 2", " steps"),
    ("pl", "Przykład: Roll Player dla 2 graczy, ziarno 2", " kroków"),
])
def test_the_picker_names_the_examples_in_the_players_language(app: Any, lang: str, title: str, steps: str) -> None:
    from app import saves
    from app.replay.examples import EXAMPLES_DIR
    from app.replay.picker import row_text

    info = next(i for i in saves.list_saves(EXAMPLES_DIR) if i.path.name == "roll-player-2p-seed2.json")
    row = row_text(info, lang)
    assert row.startswith(title + " · ") and row.endswith(steps) and "player(s)" not in row


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_controls_fit_the_window_without_overlapping(app: Any, saved: tuple[Path, Session],
                                                          size: tuple[int, int]) -> None:
    app.resize(size)
    open_replay(app, saved[0])
    frame(app)
    scene = app.scene
    window = pygame.Rect((0, 0), size)
    rects = {key: w.get_abs_rect() for key, w in scene.widgets.items() if key != "viewer"}
    assert all(window.contains(r) for r in rects.values())
    keys = sorted(rects)
    assert not [(a, b) for i, a in enumerate(keys) for b in keys[i + 1:] if rects[a].colliderect(rects[b])]
    assert scene.step_label_right - scene.step_label_pos[0] > scene.px(200)
    assert not scene.table_rect.colliderect(scene.seekbar.rect) and not scene.table_rect.colliderect(scene.log.rect)


def test_the_viewer_speaks_polish(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    frame(app)
    app.set_lang("pl")
    frame(app)
    assert app.scene.widgets["continue"].text == "Graj dalej stąd"
    assert app.scene.model.bookmarks[0].label.startswith("Runda")


def test_the_mouse_wheel_scrolls_the_log(app: Any, saved: tuple[Path, Session]) -> None:
    open_replay(app, saved[0])
    app.scene.model.end()
    frame(app)
    log = app.scene.log
    bottom = log.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    frame(app)
    assert log.top == bottom - 6
