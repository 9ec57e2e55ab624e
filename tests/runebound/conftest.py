"""Runebound tests register the game (with its scenario reader) once per session."""
from __future__ import annotations

import pytest

from .helpers import register


@pytest.fixture(autouse=True, scope="session")
def _runebound_registered() -> None:
    register()
