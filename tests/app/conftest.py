"""Headless fixtures: dummy video/audio, private saves and config folders, the dice race registered."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path  # noqa: E402
from typing import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from app import i18n  # noqa: E402
from engine import games  # noqa: E402
from tests.app.dice_table import DiceRaceTable, NarratedRace  # noqa: E402

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
CACHE = Path(__file__).resolve().parents[2] / "test-artifacts" / "cache"


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("STOLIK_CACHE_DIR", str(CACHE))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    i18n.set_lang("en")
    return tmp_path


@pytest.fixture(autouse=True)
def dice_race_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dice race and its table, registered for this test only (other suites see the real registry)."""
    import app.games

    monkeypatch.setitem(games._extra, "dice-race", NarratedRace())
    monkeypatch.setitem(app.games._extra, "dice-race", DiceRaceTable)


@pytest.fixture
def make_app() -> Iterator:
    """Build an App at a size; pygame is shut down after the test."""
    from app.main import App

    apps = []

    def make(size: tuple[int, int] = (1280, 720)) -> App:
        app = App(size)
        apps.append(app)
        return app

    yield make
    pygame.quit()
    from app.scenes import style

    style.reset()  # fonts opened before pygame.quit() are dead; later tests must open new ones

