"""Each headless scene test keeps its saves and settings in its own folder: imported by the conftests that want it."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own saves and config folders, and no state dump (the e2e harness sets one for its child)."""
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("STOLIK_STATE_DUMP", raising=False)
    return tmp_path
