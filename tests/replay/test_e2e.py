"""The viewer in a real X window (Xvfb + xdotool): from the menu open an example, seek, step back,
jump to a round, continue from there and make a move at the table; and `stolik replay FILE`."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from app.replay.examples import EXAMPLES_DIR
from engine import games
from tests.e2e.harness import ARTIFACTS, Stolik, Xvfb, missing_tools

EXAMPLE = EXAMPLES_DIR / "roll-player-2p-seed2.json"

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(missing_tools()), reason=f"e2e needs {', '.join(missing_tools())}"),
    pytest.mark.skipif("roll-player" not in games.installed() or not EXAMPLE.exists(), reason="no Roll Player example"),
]


@pytest.fixture
def launch(tmp_path: Path) -> Iterator[Any]:
    """Start `stolik ARGS...` in a private Xvfb; everything is stopped after the test."""
    started: list[tuple[Stolik, Xvfb]] = []

    def start(name: str, *args: str) -> Stolik:
        artifacts = ARTIFACTS / name
        artifacts.mkdir(parents=True, exist_ok=True)
        xvfb = Xvfb(artifacts / "xvfb.log")
        app = Stolik(xvfb, tmp_path, artifacts, args=args)
        started.append((app, xvfb))
        return app

    yield start
    for app, xvfb in started:
        if app.proc.poll() is None:
            app.proc.terminate()
        app.stop()
        xvfb.stop()


def replay(state: dict[str, Any]) -> dict[str, Any]:
    return state.get("replay") or {}


def seekbar_point(state: dict[str, Any], index: int) -> tuple[int, int]:
    x, y, w, h = replay(state)["seekbar"]
    inset = h // 2
    return x + inset + round((w - 2 * inset) * index / replay(state)["total"]), y + h // 2


def test_watch_an_example_from_the_menu_then_continue_it_and_move(launch: Any) -> None:
    before = EXAMPLE.read_bytes()
    window = launch("replay_e2e")
    window.wait(lambda s: s.get("scene") == "menu", what="the menu")
    window.find_window()
    window.click("replay")
    window.wait(lambda s: s.get("scene") == "replay_picker", what="the list of replays")
    examples = sorted(EXAMPLES_DIR.glob("*.json"), key=lambda p: p.name)  # the picker lists them first, by name
    window.click(f"file_{examples.index(EXAMPLE)}")
    state = window.wait(lambda s: s.get("scene") == "replay", what="the replay viewer")
    assert replay(state)["file"].endswith(EXAMPLE.name)
    total = replay(state)["total"]
    window.click_at(*seekbar_point(state, total // 2))
    state = window.wait(lambda s: replay(s).get("cursor") == total // 2, what="the seek to the middle")
    window.screenshot("1-seek")
    window.key("Left")
    state = window.wait(lambda s: replay(s).get("cursor") == total // 2 - 1, what="one step back")
    here = replay(state)["cursor"]
    rounds = [m for m in replay(state)["marks"] if m["label"].startswith("Round") and m["cursor"] != here]
    assert rounds, replay(state)["marks"]
    window.click_at(*rounds[0]["center"])
    state = window.wait(lambda s: replay(s).get("cursor") == rounds[0]["cursor"], what=f"the jump to {rounds[0]['label']}")
    assert replay(state)["where"].startswith(rounds[0]["label"])
    window.screenshot("2-round")
    window.click("continue")
    window.wait(lambda s: replay(s).get("seat_choice") is not None, what="the question who plays each seat")
    window.screenshot("3-seats")
    window.click("continue_start")
    table = window.wait(lambda s: s.get("scene") == "table" and (s.get("targets") or s.get("handoff") is not None),
                        what="the continued table")
    if table.get("handoff") is not None:  # two people now share the window: the next one reveals the table
        window.click_at(*table["board"])
        table = window.wait(lambda s: s.get("targets"), what="the table shown to the next person")
    steps = table["steps"]
    window.click_at(*table["targets"][0]["center"])
    moved = window.wait(lambda s: s.get("steps", 0) > steps, what="a move at the continued table")
    window.screenshot("4-moved")
    assert moved["cursor"] > rounds[0]["cursor"]
    assert len(list(window.saves_dir.glob("roll-player-*.json"))) >= 1
    assert EXAMPLE.read_bytes() == before


def test_stolik_replay_file_opens_the_viewer(launch: Any) -> None:
    window = launch("replay_e2e_cli", "replay", str(EXAMPLE))
    state = window.wait(lambda s: s.get("scene") == "replay", what="the replay viewer")
    assert replay(state)["total"] > 0 and replay(state)["banner"] is None and replay(state)["cursor"] == 0
