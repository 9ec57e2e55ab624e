"""Headless fixtures for the expansion's table tests (the base table's: dummy drivers, private folders)."""
from tests.app_roll_player.conftest import SIZES, make_app, private_folders, screen  # noqa: F401
