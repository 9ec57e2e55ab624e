"""The Roll Player tutorial in a real window: click Next, make the first moves on the highlighted
targets, go back a step with the Back button, and skip to the menu with Esc."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.e2e.harness import ARTIFACTS, REPO, Stolik, Xvfb, missing_tools

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(missing_tools()), reason=f"e2e needs {', '.join(missing_tools())}"),
]


class TutorialProgram(Stolik):
    """The program opened straight into a tutorial (`python -m app.tutorial GAME`)."""

    def __init__(self, xvfb: Xvfb, home: Path, artifacts: Path, game: str) -> None:
        import time

        self.xvfb = xvfb
        self.artifacts = artifacts
        self.dump_path = home / "state.json"
        self.config_dir = home / "config"
        self.saves_dir = home / "saves"
        env = dict(os.environ, DISPLAY=xvfb.display, SDL_AUDIODRIVER="dummy", STOLIK_STATE_DUMP=str(self.dump_path),
                   STOLIK_CONFIG_DIR=str(self.config_dir), STOLIK_SAVES=str(self.saves_dir), SDL_VIDEODRIVER="x11")
        self._out = open(artifacts / "stolik.log", "w")
        self.started = time.monotonic()
        self.proc = subprocess.Popen([sys.executable, "-m", "app.tutorial", game], env=env, cwd=REPO,
                                     stdout=self._out, stderr=subprocess.STDOUT)
        self.window = ""
        self.origin = (0, 0)


@pytest.fixture
def program(tmp_path: Path) -> Iterator[TutorialProgram]:
    artifacts = ARTIFACTS / "tutorial_first_steps"
    artifacts.mkdir(parents=True, exist_ok=True)
    server = Xvfb(artifacts / "xvfb.log")
    app = TutorialProgram(server, tmp_path, artifacts, "roll-player")
    yield app
    if app.proc.poll() is None:
        app.proc.terminate()
    app.stop()
    server.stop()


def tutorial(state: dict[str, Any]) -> dict[str, Any]:
    return state.get("tutorial") or {}


def test_first_steps_by_mouse(program: TutorialProgram) -> None:
    first = program.wait(lambda s: tutorial(s).get("step") == "welcome", timeout=20, what="the first step")
    program.find_window()
    assert first["scene"] == "tutorial" and tutorial(first)["progress"][0] == 1
    program.screenshot("1-welcome")
    program.click_at(*tutorial(first)["buttons"]["next"])
    race = program.wait(lambda s: tutorial(s).get("step") == "race", what="Next to reach the race step")
    assert tutorial(race)["progress"][0] == 2 and tutorial(race)["targets"]
    program.click_at(*tutorial(race)["targets"][0])
    klass = program.wait(lambda s: tutorial(s).get("step") == "class", what="a race click to reach the class step")
    assert tutorial(klass)["cursor"] > tutorial(race)["cursor"]
    program.screenshot("2-class")
    program.click_at(*tutorial(klass)["buttons"]["back"])
    back = program.wait(lambda s: tutorial(s).get("step") == "race", what="Back to return to the race step")
    assert tutorial(back)["cursor"] == tutorial(race)["cursor"]
    program.key("Escape")
    program.wait(lambda s: s.get("scene") == "menu", what="Esc to leave the tutorial for the menu")
