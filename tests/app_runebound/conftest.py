"""Headless fixtures for Runebound's table: the app tests' own (dummy video/audio, private folders, the
real App), and the table registered for these tests (so they run before and after the manifest names it)."""
from __future__ import annotations

import pytest

from tests.app.conftest import make_app, private_folders  # noqa: F401  (the same fixtures as the app tests)


@pytest.fixture(autouse=True)
def runebound_table(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.games
    from app.games.runebound.table import RuneboundTable

    monkeypatch.setitem(app.games._extra, "runebound", RuneboundTable)
