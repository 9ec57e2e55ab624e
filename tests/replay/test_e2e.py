"""The viewer in a real X window (Xvfb + xdotool): open an example, seek, step back, jump to a round,
continue from there and make a move at the table."""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from app.replay.examples import EXAMPLES_DIR
from engine import games
from tests.e2e.harness import ARTIFACTS, REPO, Stolik, Xvfb, missing_tools

EXAMPLE = EXAMPLES_DIR / "roll-player-2p-seed2.json"

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(missing_tools()), reason=f"e2e needs {', '.join(missing_tools())}"),
    pytest.mark.skipif("roll-player" not in games.KNOWN or not EXAMPLE.exists(), reason="no Roll Player example"),
]


class ReplayWindow(Stolik):
    """`python -m app.replay FILE` under Xvfb (the same viewer `stolik replay FILE` is to open)."""

    def __init__(self, xvfb: Xvfb, home: Path, artifacts: Path, file: Path) -> None:
        import subprocess

        self.xvfb, self.artifacts = xvfb, artifacts
        self.dump_path, self.config_dir, self.saves_dir = home / "state.json", home / "config", home / "saves"
        env = dict(os.environ, DISPLAY=xvfb.display, SDL_AUDIODRIVER="dummy", STOLIK_STATE_DUMP=str(self.dump_path),
                   STOLIK_CONFIG_DIR=str(self.config_dir), STOLIK_SAVES=str(self.saves_dir), SDL_VIDEODRIVER="x11")
        self._out = open(artifacts / "stolik.log", "w")
        self.started = time.monotonic()
        self.proc = subprocess.Popen([sys.executable, "-m", "app.replay", str(file)], env=env, cwd=REPO,
                                     stdout=self._out, stderr=subprocess.STDOUT)
        self.window, self.origin = "", (0, 0)


@pytest.fixture
def window(tmp_path: Path) -> Iterator[ReplayWindow]:
    artifacts = ARTIFACTS / "replay_e2e"
    artifacts.mkdir(parents=True, exist_ok=True)
    xvfb = Xvfb(artifacts / "xvfb.log")
    app = ReplayWindow(xvfb, tmp_path, artifacts, EXAMPLE)
    try:
        yield app
    finally:
        if app.proc.poll() is None:
            app.proc.terminate()
        app.stop()
        xvfb.stop()


def replay(state: dict[str, Any]) -> dict[str, Any]:
    return state.get("replay") or {}


def seekbar_x(state: dict[str, Any], index: int) -> tuple[int, int]:
    x, y, w, h = replay(state)["seekbar"]
    inset = h // 2
    return x + inset + round((w - 2 * inset) * index / replay(state)["total"]), y + h // 2


def test_watch_an_example_then_continue_it_and_move(window: ReplayWindow) -> None:
    before = EXAMPLE.read_bytes()
    state = window.wait(lambda s: s.get("scene") == "replay", what="the replay viewer")
    window.find_window()
    total = replay(state)["total"]
    window.click_at(*seekbar_x(state, total // 2))
    state = window.wait(lambda s: replay(s).get("cursor") == total // 2, what="the seek to the middle")
    window.screenshot("1-seek")
    window.key("Left")
    state = window.wait(lambda s: replay(s).get("cursor") == total // 2 - 1, what="one step back")
    rounds = [m for m in replay(state)["marks"] if m["label"].startswith("Round") and m["cursor"] != replay(state)["cursor"]]
    assert rounds, replay(state)["marks"]
    window.click_at(*rounds[0]["center"])
    state = window.wait(lambda s: replay(s).get("cursor") == rounds[0]["cursor"], what=f"the jump to {rounds[0]['label']}")
    assert replay(state)["where"].startswith(rounds[0]["label"])
    window.screenshot("2-round")
    window.click("continue")
    table = window.wait(lambda s: s.get("scene") == "table" and s.get("targets"), what="the continued table")
    steps = table["steps"]
    window.click_at(*table["targets"][0]["center"])
    moved = window.wait(lambda s: s.get("steps", 0) > steps, what="a move at the continued table")
    window.screenshot("3-moved")
    assert moved["cursor"] > rounds[0]["cursor"]
    assert len(list(window.saves_dir.glob("roll-player-*.json"))) >= 1
    assert EXAMPLE.read_bytes() == before
