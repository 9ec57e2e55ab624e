"""The Roll Player tutorial in a real window: `stolik tutorial roll-player` opens it; Next, the first
moves on the highlighted targets, Back and Esc work by mouse and keyboard; the menu entry opens it."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.e2e.harness import ARTIFACTS, Stolik, Xvfb, missing_tools

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(missing_tools()), reason=f"e2e needs {', '.join(missing_tools())}"),
]


def launch(tmp_path: Path, name: str, *args: str) -> Iterator[Stolik]:
    artifacts = ARTIFACTS / name
    artifacts.mkdir(parents=True, exist_ok=True)
    server = Xvfb(artifacts / "xvfb.log")
    app = Stolik(server, tmp_path, artifacts, args)
    yield app
    if app.proc.poll() is None:
        app.proc.terminate()
    app.stop()
    server.stop()


@pytest.fixture
def tutorial_program(tmp_path: Path) -> Iterator[Stolik]:
    yield from launch(tmp_path, "tutorial_first_steps", "tutorial", "roll-player")


@pytest.fixture
def program(tmp_path: Path) -> Iterator[Stolik]:
    yield from launch(tmp_path, "tutorial_from_menu")


def tutorial(state: dict[str, Any]) -> dict[str, Any]:
    return state.get("tutorial") or {}


def test_first_steps_by_mouse(tutorial_program: Stolik) -> None:
    app = tutorial_program
    first = app.wait(lambda s: tutorial(s).get("step") == "welcome", timeout=20, what="the first step")
    app.find_window()
    assert first["scene"] == "tutorial" and tutorial(first)["progress"][0] == 1
    app.screenshot("1-welcome")
    app.click_at(*tutorial(first)["buttons"]["next"])
    race = app.wait(lambda s: tutorial(s).get("step") == "race", what="Next to reach the race step")
    assert tutorial(race)["progress"][0] == 2 and tutorial(race)["targets"]
    app.click_at(*tutorial(race)["targets"][0])
    klass = app.wait(lambda s: tutorial(s).get("step") == "class", what="a race click to reach the class step")
    assert tutorial(klass)["cursor"] > tutorial(race)["cursor"]
    app.screenshot("2-class")
    app.click_at(*tutorial(klass)["buttons"]["back"])
    back = app.wait(lambda s: tutorial(s).get("step") == "race", what="Back to return to the race step")
    assert tutorial(back)["cursor"] == tutorial(race)["cursor"]
    app.key("Escape")
    app.wait(lambda s: s.get("scene") == "menu", what="Esc to leave the tutorial for the menu")


def test_the_menus_tutorial_entry_opens_it(program: Stolik) -> None:
    program.wait(lambda s: s.get("scene") == "menu", timeout=20, what="the menu")
    program.find_window()
    program.click("tutorial")
    program.wait(lambda s: s.get("scene") == "tutorial_picker", what="the list of tutorials")
    program.click("tutorial_0")
    opened = program.wait(lambda s: tutorial(s).get("step") == "welcome", what="the tutorial's first step")
    assert opened["scene"] == "tutorial" and tutorial(opened)["active"]
