"""The app's icon: tools/make_icon.py still draws it with the toolkit, and the committed PNG is there."""

import pygame

from tools import make_icon


def test_the_icon_tool_draws_the_icon_and_the_committed_png_exists():
    assert make_icon.app_icon().get_size() == (make_icon.ICON_SIZE, make_icon.ICON_SIZE)
    assert pygame.image.load(str(make_icon.ICON_PATH)).get_size() == (make_icon.ICON_SIZE, make_icon.ICON_SIZE)
