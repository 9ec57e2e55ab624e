"""Headless fixtures for Zerywia's table: a dummy video driver and a pygame started once for the drawing tests."""
from __future__ import annotations

import os
from typing import Iterator

import pygame
import pytest


@pytest.fixture(autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    yield
