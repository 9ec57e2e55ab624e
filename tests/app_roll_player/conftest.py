"""Headless fixtures for the Roll Player table: dummy video/audio, private folders, a display."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from typing import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.folders import private_folders  # noqa: E402,F401  (autouse: every test here gets its own folders)

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((1920, 1080))
    pygame.display.quit()


@pytest.fixture
def make_app() -> Iterator:
    from app.main import App

    def make(size: tuple[int, int] = (1280, 720)) -> App:
        return App(size, persist=False)

    yield make
    pygame.display.quit()  # keep the font module: the render toolkit caches open fonts
