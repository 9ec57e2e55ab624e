"""Headless fixtures for Runebound's table: dummy video/audio, private folders, the real App, and the
table registered for these tests (so they run before and after the manifest names it)."""
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
def runebound_table(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.games
    from app.games.runebound.table import RuneboundTable

    monkeypatch.setitem(app.games._extra, "runebound", RuneboundTable)


@pytest.fixture
def make_app() -> Iterator:
    from app.main import App

    def make(size: tuple[int, int] = (1280, 720)) -> App:
        return App(size)

    yield make
    pygame.quit()
    from app.scenes import style

    style.reset()
