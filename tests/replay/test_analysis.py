"""Analyse in the replay viewer, by clicks (SDL dummy driver): the seat, the worker thread's progress, the marks in
the history and on the seek bar, the better move at a flagged step (lit on the board), cancel, and the cache."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any, Iterator

import pygame
import pytest

from app import i18n
from app.replay import analysis as an
from app.replay.model import LogLine
from app.replay.scene import ReplayScene, open_replay

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"
ITERATIONS = 6      # the test knob: a whole 2-player game judged in about a second


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    from app.main import App

    i18n.set_lang("en")
    application = App((1280, 720), persist=False)
    yield application
    pygame.display.quit()


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "rp.json"
    shutil.copyfile(EXAMPLE, path)
    return path


def frame(app: Any, n: int = 1) -> None:
    for _ in range(n):
        app.frame(0.016)


def click(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app, 2)


def click_widget(app: Any, key: str) -> None:
    click(app, app.scene.widgets[key].get_abs_rect().center)


def analysis_of(app: Any) -> dict[str, Any]:
    return app.dump()["replay"]["analysis"]


def opened(app: Any, save: Path, iterations: int = ITERATIONS) -> ReplayScene:
    assert open_replay(app, save)
    frame(app, 2)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    scene.analysis_iterations = iterations
    return scene


def wait_done(app: Any, seconds: float = 60) -> None:
    end = time.monotonic() + seconds
    while analysis_of(app)["running"]:
        assert time.monotonic() < end, "the analysis did not finish"
        time.sleep(0.02)
        frame(app)
    frame(app, 2)


def test_analyse_by_clicks_marks_flagged_moves_and_shows_the_better_one(app: Any, save: Path) -> None:
    scene = opened(app, save)
    assert analysis_of(app)["seat"] == 0 and "analyse_seat" in scene.widgets
    click_widget(app, "analyse_seat")           # a way to pick another seat, and back
    assert analysis_of(app)["seat"] == 1
    click_widget(app, "analyse_seat")
    assert analysis_of(app)["seat"] == 0
    click_widget(app, "analyse")
    assert analysis_of(app)["running"] and "analyse_cancel" in app.scene.widgets   # drawing goes on meanwhile
    wait_done(app)
    state = analysis_of(app)
    assert state["judged"] == 72 and state["flagged"], state
    assert "Analysed:" in app.dump()["replay"]["status"]
    assert an.cache_path(save).is_file()
    assert scene.seekbar.flags       # notches on the seek bar
    # the flagged move in the history list: coloured and named; a click on it shows the better move
    step, flag = state["flagged"][-1]
    scene.model.seek(step + 1)
    frame(app, 2)
    rows = [(row, k) for k, row in enumerate(scene.log.rows)
            if isinstance(row.item, LogLine) and row.item.step == step and row.text.startswith(flag.capitalize())]
    assert rows, [r.text for r in scene.log.rows][-5:]
    scene.model.seek(0)
    frame(app, 2)
    scene.model.seek(step + 1)
    frame(app, 2)
    item, rect = next((item, rect) for item, rect in scene.log.shown() if isinstance(item, LogLine) and item.step == step)
    scene.model.seek(0)
    frame(app, 2)
    scene.model.seek(step + 1)
    frame(app)
    click(app, rect.center)
    assert app.dump()["replay"]["cursor"] == step + 1
    better = analysis_of(app)["better"]
    assert better and "Better: " in better
    # the notch on the seek bar jumps to the decision itself, where the table lights the better move
    bar = scene.seekbar
    click(app, (bar.x_of(step), bar.rect.bottom - 2))
    assert app.dump()["replay"]["cursor"] == step
    move = scene.judged[step]
    assert analysis_of(app)["lit"] == [str(move.best)]
    assert analysis_of(app)["lit_rects"], "the better move has a spot on the board, outlined"


def test_a_cached_analysis_is_reused_without_searching(app: Any, save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened(app, save)
    click_widget(app, "analyse")
    wait_done(app)
    first = analysis_of(app)["flagged"]

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("searched again")
    monkeypatch.setattr(an, "analyse", no_search)
    scene = opened(app, save)
    click_widget(app, "analyse")
    wait_done(app)
    assert analysis_of(app)["flagged"] == first and analysis_of(app)["note"] is None
    assert scene.judged


def test_a_changed_save_or_damaged_cache_is_analysed_again(app: Any, save: Path) -> None:
    opened(app, save)
    click_widget(app, "analyse")
    wait_done(app)
    cache = an.cache_path(save)
    cache.write_text(cache.read_text()[:-40])       # damaged
    opened(app, save)
    click_widget(app, "analyse")
    wait_done(app)
    assert "rp.json.analysis.json ignored" in analysis_of(app)["note"]
    assert "Analysed:" in app.dump()["replay"]["status"]
    json.loads(cache.read_text())                    # written again, whole


def test_cancel_mid_way_leaves_no_cache_and_no_crash(app: Any, save: Path) -> None:
    opened(app, save, iterations=400)
    click_widget(app, "analyse")
    end = time.monotonic() + 30
    while analysis_of(app)["progress"][0] < 1:
        assert time.monotonic() < end
        time.sleep(0.02)
        frame(app)
    job = app.scene.job
    click_widget(app, "analyse_cancel")
    assert not analysis_of(app)["running"] and "analyse" in app.scene.widgets
    job.join(30)
    assert not job.running and not an.cache_path(save).exists()
    assert app.dump()["replay"]["status"] == "Analysis cancelled."


def test_leaving_the_viewer_cancels(app: Any, save: Path) -> None:
    scene = opened(app, save, iterations=400)
    click_widget(app, "analyse")
    job = scene.job
    assert job is not None
    click_widget(app, "menu")
    frame(app, 2)
    assert job.cancelled
    job.join(30)
    assert not job.running and not an.cache_path(save).exists()


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((1920, 1080), "pl")])
def test_the_analyse_controls_fit_beside_the_title(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, save: Path,
                                                   size: tuple[int, int], lang: str) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    from app.main import App
    from app.scenes import style

    application = App(size, persist=False)
    try:
        i18n.set_lang(lang)
        scene = opened(application, save)
        rects = [scene.widgets[k].get_abs_rect() for k in ("analyse_seat", "analyse", "chart", "menu")]
        assert all(a.right <= b.x for a, b in zip(rects, rects[1:])), rects
        assert all(r.right <= size[0] for r in rects)
        title = style.font(scene.px(22), bold=True).size(f"{scene.tr('title')}: Roll Player")[0]
        assert scene.px(14) + title + scene.px(40) < scene.title_right <= rects[0].x
        for key in ("analyse_seat", "analyse"):     # the words fit their buttons
            widget = scene.widgets[key]
            assert style.font(scene.px(18)).size(widget.text)[0] < widget.get_abs_rect().w
    finally:
        i18n.set_lang("en")
        pygame.display.quit()
