"""End-to-end fixtures: a private Xvfb per test and the real `stolik` program running in it."""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Iterator

import pytest

from tests.e2e.harness import ARTIFACTS, Stolik, Xvfb, missing_tools


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    missing = missing_tools()
    if not missing:
        return
    skip = pytest.mark.skip(reason=f"e2e needs {', '.join(missing)} (apt-get install xvfb xdotool x11-apps x11-utils imagemagick)")
    for item in items:
        if "e2e" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def artifacts(request: pytest.FixtureRequest) -> Path:
    folder = ARTIFACTS / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def xvfb(artifacts: Path) -> Iterator[Xvfb]:
    server = Xvfb(artifacts / "xvfb.log")
    yield server
    server.stop()


@pytest.fixture
def stolik(xvfb: Xvfb, tmp_path: Path, artifacts: Path) -> Iterator[Stolik]:
    app = Stolik(xvfb, tmp_path, artifacts)
    yield app
    if app.proc.poll() is None:
        app.proc.terminate()
    app.stop()
