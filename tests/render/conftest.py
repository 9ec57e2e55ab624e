"""Headless pygame for the render tests: dummy video and audio drivers, one display.

The drivers are set only while this package's tests run and restored afterwards, and an
existing display (owned by another test package) is left alone.
"""

import os

import pygame
import pytest

from app.render import cache, fonts

HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


@pytest.fixture(scope="package", autouse=True)
def pygame_headless():
    """Initialise pygame once; drawing code needs a display mode for convert_alpha."""
    saved = {key: os.environ.get(key) for key in HEADLESS}
    os.environ.update(HEADLESS)
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    fonts.reset()
    yield
    cache.clear_all()
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
