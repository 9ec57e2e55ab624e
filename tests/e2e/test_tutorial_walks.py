"""Every tutorial walked to its end in a real window: `stolik tutorial NAME` runs under Xvfb, and each step is
completed by xdotool clicks at the window points that its words and highlight point at (app/tutorial/reader.py),
read from the picture the app reports (STOLIK_STATE_DUMP), never from the move the step expects."""
from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from app.tutorial.reader import Picture, Thing, walk
from engine.tutorial import tutorial_names
from tests.e2e.harness import ARTIFACTS, Stolik, Xvfb, missing_tools

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(missing_tools()), reason=f"e2e needs {', '.join(missing_tools())}"),
]

LANGS = {"roll-player-fiends": "pl"}  # one chapter read in Polish: its words name the Polish labels
STEP_WAIT = 5.0   # seconds a click may take to show its outcome in the dump
SAME_PLACE_PX = 8
SAME_PLACE_S = 0.35  # a second click this soon at the same place is a double click the board holds back
SETTLE_S = 0.05   # the picture is read once two reports this far apart agree (the window is still)


@pytest.fixture(scope="module")
def server() -> Iterator[Xvfb]:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    xvfb = Xvfb(ARTIFACTS / f"tutorial_walks_xvfb-{os.getpid()}.log")   # one server per xdist worker
    yield xvfb
    xvfb.stop()


def picture_of(state: dict[str, Any]) -> dict[str, Any] | None:
    tutorial = state.get("tutorial") or {}
    found = tutorial.get("picture")
    return found if isinstance(found, dict) else None


def outcome(picture: dict[str, Any] | None) -> tuple[Any, ...] | None:
    """What a click changes in the picture: the step and the game's cursor, a chooser, a held click, a message,
    what is there to click (a banner clicked away)."""
    if picture is None:
        return None
    shown = tuple((t["kind"], t["label"]) for t in picture.get("things") or ())
    return (tuple(picture.get("at") or ()), picture.get("active"), picture.get("chooser"), picture.get("waiting"),
            picture.get("message"), shown)


FIRST_BATTLE_ROW = 8   # the expansion's score sheet: six attributes' rows, the familiar's two, then the Monster battle's


def learners_own_result(name: str, result: dict[str, Any], artifacts: Path) -> None:
    """A Roll Player chapter ends with the learner's own good result: their hero wins on stars, and the expansion's
    hero wins the Monster battle (stars from it); the figures are kept beside the walk's screenshots."""
    (artifacts / "result.json").write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
    me = result["learner"]
    assert result["winners"] == [me] and result["totals"][me] > max(t for i, t in enumerate(result["totals"]) if i != me)
    if name == "roll-player-fiends":
        assert sum(row[me] for row in result["rows"][FIRST_BATTLE_ROW:]) > 0, result


class WindowReader:
    """Looks at the app's reported picture and clicks the real window, at a person's pace at one place."""

    def __init__(self, app: Stolik) -> None:
        self.app = app
        self.last: dict[str, Any] | None = None
        self.clicked: tuple[float, tuple[int, int]] | None = None
        self.unseen_click = True  # the first look waits for the tutorial's first picture

    def look(self) -> Picture:
        """The picture once the last click shows its outcome (a step ended, a chooser opened, a first click held,
        a message; or, after STEP_WAIT, as it is) and the window has settled, as a reader waits to read it. A
        second look with no click between reads the settled window at once (the outcome was already waited for)."""
        if self.unseen_click:
            before = outcome(self.last)
            try:
                self.app.wait(lambda s: picture_of(s) is not None and outcome(picture_of(s)) != before, STEP_WAIT,
                              "the click's outcome")
            except AssertionError:
                pass
            self.unseen_click = False
        shown = picture_of(self.app.state())
        while True:
            time.sleep(SETTLE_S)
            now = picture_of(self.app.state())
            if now == shown:
                break
            shown = now
        assert shown is not None
        self.last = shown
        return Picture.from_json(shown)

    def click(self, thing: Thing) -> None:
        point = thing.point
        assert point is not None
        if self.clicked is not None and math.dist(point, self.clicked[1]) <= SAME_PLACE_PX:
            time.sleep(max(0.0, SAME_PLACE_S - (time.monotonic() - self.clicked[0])))
        ox, oy = self.app.origin
        self.app.xdotool("mousemove", str(ox + point[0]), str(oy + point[1]), "click", "1")
        self.clicked = (time.monotonic(), point)
        self.unseen_click = True


@pytest.mark.parametrize("name", tutorial_names())
def test_the_tutorial_is_walked_to_its_end_by_its_words_in_a_real_window(name: str, server: Xvfb,
                                                                        tmp_path: Path) -> None:
    artifacts = ARTIFACTS / f"tutorial_walk_{name}"
    artifacts.mkdir(parents=True, exist_ok=True)
    lang = LANGS.get(name, "en")
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"lang": lang, "sound": False, "bot_speed": "fast"}), encoding="utf-8")
    app = Stolik(server, tmp_path, artifacts, ("tutorial", name))
    try:
        first = app.wait(lambda s: s.get("scene") == "tutorial" and picture_of(s) is not None, 20, "the tutorial")
        assert first["lang"] == lang
        app.find_window()
        reader = WindowReader(app)
        walked = walk(reader.look, reader.click)
        app.screenshot("end")
        assert walked.problem is None, walked.problem
        end = app.state()["tutorial"]
        assert end["finished"] and not end["active"], end
        assert walked.steps == end["progress"][1], (walked.steps, end["progress"])
        if name.startswith("roll-player"):
            learners_own_result(name, end["result"], artifacts)
    finally:
        if app.proc.poll() is None:
            app.proc.terminate()
        app.stop()
