"""Every scene at 1280×720 and 1920×1080: widgets inside the window, none overlapping another."""
from __future__ import annotations

import itertools

import pygame
import pytest

from app import i18n
from app.scenes.load import LoadScene
from app.scenes.menu import MenuScene
from app.scenes.new_game import NewGameScene
from app.scenes.scoring import ScoringScene
from app.scenes.settings import SettingsScene
from app.scenes.table_scene import start_game
from app.table import ScoreBreakdown
from engine.kernel import GameConfig, Seat
from tests.app.conftest import SIZES
from tests.app.drive import pump

CONTAINERS = ("notice_image",)
pytestmark = pytest.mark.filterwarnings("error:Label Rect is too small")


def rects(app) -> dict[str, pygame.Rect]:
    return {k: w.get_abs_rect() for k, w in app.scene.widgets.items() if k not in CONTAINERS and w.visible}


def assert_tidy(app) -> None:
    window = pygame.Rect((0, 0), app.size)
    found = rects(app)
    assert found, f"{app.scene.name} has no widgets"
    for key, r in found.items():
        assert window.contains(r), f"{app.scene.name}: {key} {r} leaves the {app.size} window"
    for (k1, r1), (k2, r2) in itertools.combinations(found.items(), 2):
        assert not r1.colliderect(r2), f"{app.scene.name}: {k1} {r1} overlaps {k2} {r2}"


def human_vs_bot(seed: int = 3) -> GameConfig:
    return GameConfig("dice-race", seed, (Seat("Ala"), Seat("Bot", "random")))


def scenes(app):
    yield MenuScene(app)
    yield NewGameScene(app)
    yield SettingsScene(app)
    yield LoadScene(app)
    yield ScoringScene(app, ScoreBreakdown(["Ala", "Olek"], ["Gold", "Gems"], [[1, 2], [3, 4]], [4, 6], [1], "most gold"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_each_scene_fits_the_window_without_overlaps(make_app, size, lang) -> None:
    app = make_app(size)
    i18n.set_lang(lang)
    for scene in scenes(app):
        app.switch(scene)
        pump(app, 2)
        assert_tidy(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_table_scene_fits_the_window(make_app, size) -> None:
    app = make_app(size)
    assert start_game(app, human_vs_bot()) is None
    pump(app, 2)
    assert_tidy(app)
    scene = app.scene
    window = pygame.Rect((0, 0), size)
    for area in (scene.table_rect, scene.log_rect, scene.status_rect):
        assert window.contains(area)
    assert not scene.table_rect.colliderect(scene.log_rect)
    assert not scene.table_rect.colliderect(scene.status_rect)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_notice_sits_inside_the_window_over_the_menu(make_app, size) -> None:
    app = make_app(size)
    app.switch(MenuScene(app))
    app.show_notice("Coming soon", "Not yet. " * 20)
    pump(app, 2)
    ok = app.scene.widgets["notice_ok"].get_abs_rect()
    assert pygame.Rect((0, 0), size).contains(ok)


def test_new_game_with_four_seat_game_fits(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine import games
    from tests.app.dice_table import NarratedRace

    class FourRace(NarratedRace):
        id = "four-race"
        title = {"en": "Four-seat race with a long title", "pl": "Wyścig na czterech"}
        max_players = 4

    monkeypatch.setitem(games._extra, "four-race", FourRace())
    app = make_app((1280, 720))
    scene = NewGameScene(app)
    app.switch(scene)
    scene.select_game("four-race")
    for i in (2, 3):
        scene.cycle_seat(i)
    pump(app, 2)
    assert_tidy(app)


def test_window_resize_rebuilds_the_layout_at_the_new_scale(make_app) -> None:
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    small = app.scene.widgets["new_game"].get_abs_rect()
    app.resize((1920, 1080))
    pump(app)
    big = app.scene.widgets["new_game"].get_abs_rect()
    assert big.width == pytest.approx(small.width * 1.5, abs=2)
    assert_tidy(app)


def test_f11_toggles_fullscreen_and_saves_the_choice(make_app) -> None:
    from app.settings import load_settings
    from tests.app.drive import press

    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    press(app, pygame.K_F11)
    assert app.fullscreen and load_settings().settings.fullscreen
    assert app.size == pygame.display.get_surface().get_size()
    assert_tidy(app)
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720) and not load_settings().settings.fullscreen


def test_menu_opens_the_replay_picker_and_the_tutorial(make_app) -> None:
    from tests.app.drive import click_widget, press

    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    click_widget(app, "replay")
    assert app.scene.name == "replay_picker"
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click_widget(app, "tutorial")
    assert app.scene.name in ("tutorial", "tutorial_picker") or app.notice is not None


def test_stolik_replay_file_opens_the_viewer_and_a_bad_file_explains_itself(make_app, tmp_path) -> None:
    from app import saves
    from app.replay.scene import open_replay
    from engine import games
    from engine.kernel import Session

    session = Session(games.get("dice-race"), human_vs_bot())
    session.apply(session.decision.legal[0])
    good = saves.write(session, tmp_path / "good.json")
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    open_replay(app, str(good))
    assert app.scene.name == "replay"
    (tmp_path / "bad.json").write_text("[]", encoding="utf-8")
    open_replay(app, str(tmp_path / "bad.json"))
    assert app.scene.name == "menu" and app.notice is not None and "bad.json" in app.notice.text
