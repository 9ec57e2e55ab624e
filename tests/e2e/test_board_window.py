"""The board host in a real window: a press dragged off a target is no click; the same target clicked is."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.harness import Stolik, Xvfb

pytestmark = pytest.mark.e2e

SCENARIO = Path(__file__).resolve().parents[2] / "engine/games/roll_player/content/scenarios/rulebook_market.toml"
DRAG_STEPS = 6


def test_a_drag_off_a_target_takes_nothing_and_a_click_on_it_does(xvfb: Xvfb, tmp_path: Path, artifacts: Path) -> None:
    stolik = Stolik(xvfb, tmp_path, artifacts, args=("play", "--scenario", str(SCENARIO)))
    try:
        table = stolik.wait(lambda s: s.get("scene") == "table" and s.get("targets"), timeout=20, what="the table's targets")
        stolik.find_window()
        assert table["camera"]["movable"] is False  # Roll Player lays itself out: a fixed view
        target = min(table["targets"], key=lambda t: t["actions"])
        x, y = target["center"]
        ox, oy = stolik.origin
        stolik.xdotool("mousemove", str(ox + x), str(oy + y))
        stolik.xdotool("mousedown", "1")
        stolik.wait(lambda s: s.get("pressed") is True, what="the press on the target")
        for k in range(1, DRAG_STEPS + 1):
            stolik.xdotool("mousemove", str(ox + x + 30 * k), str(oy + y + 20 * k))
        stolik.xdotool("mouseup", "1")
        # the release is handled, and a click it made would have acted, in the frame that reports it
        stolik.wait(lambda s: s.get("pressed") is False, what="the release after the drag")
        dragged = stolik.state()
        assert dragged["steps"] == table["steps"] and dragged["hash"] == table["hash"]
        stolik.screenshot("after-drag")
        stolik.click_at(x, y)
        clicked = stolik.wait(lambda s: s["steps"] > table["steps"] or s["status"] != dragged["status"],
                              what="the click to act")
        stolik.screenshot("after-click")
        if target["actions"] == 1:
            assert clicked["steps"] == table["steps"] + 1
        else:  # one target for several moves: the click opens its chooser
            assert clicked["status"] and clicked["steps"] == table["steps"]
    finally:
        if stolik.proc.poll() is None:
            stolik.proc.terminate()
        stolik.stop()
