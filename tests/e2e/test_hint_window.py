"""The Hint button in the real window (issue 27 item 5): a click on the drawn button thinks, then the hinted move's
places are ringed in the hint's own pink on the screen, the status line says the move and why, and Ctrl+S writes a
save that records the hint taken (who, at which step, which move) and still verifies."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from app.cli import main as stolik_cli
from app.scenes import style
from engine.bots.hint import ITERATIONS_ENV
from tests.e2e.harness import Stolik, Xvfb

pytestmark = pytest.mark.e2e

CAP = "40"   # the search's iterations: the hint comes quickly and is the same every run


def pink_in(shot: Path, rect: list[int], origin: tuple[int, int]) -> int:
    """How many pixels of the hint's pink the screenshot shows around `rect` (window coordinates)."""
    picture = pygame.image.load(str(shot))
    x, y, w, h = rect
    area = pygame.Rect(origin[0] + x, origin[1] + y, w, h).inflate(80, 80).clip(picture.get_rect())
    mask = pygame.mask.from_threshold(picture.subsurface(area), style.HINT, (3, 3, 3, 255))
    return mask.count()


def test_a_click_on_hint_rings_the_move_says_why_and_the_save_records_it(
        xvfb: Xvfb, tmp_path: Path, artifacts: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ITERATIONS_ENV, CAP)
    app = Stolik(xvfb, tmp_path, artifacts)
    try:
        app.wait(lambda s: s.get("scene") == "menu", timeout=20, what="the menu")
        app.find_window()
        app.click("new_game")
        form = app.wait(lambda s: s["scene"] == "new_game", what="the new game form")
        if form["form"]["game"] != "roll-player":
            app.click("game_roll-player")
            app.wait(lambda s: s["form"]["game"] == "roll-player", what="Roll Player chosen")
        app.click("start")
        table = app.wait(lambda s: s["scene"] == "table" and s.get("targets") and s["actor"] is not None,
                         timeout=20, what="the person's first decision at the table")
        before = app.screenshot("1-table")
        assert table["hint_rings"] == [] and table["widgets"]["hint"]["text"] == "Hint"
        app.click("hint")
        hinted = app.wait(lambda s: s.get("hinted") is not None and not s["hint_thinking"] and s["hint_rings"],
                          timeout=60, what="the hint's ring")
        shot = app.screenshot("2-hinted")
        for ring in hinted["hint_rings"]:
            assert pink_in(shot, ring, app.origin) > 50, f"no pink ring drawn around {ring}"
            assert pink_in(before, ring, app.origin) == 0
        status = hinted["status"]
        assert status.startswith("Hint: ") and " — " in status, status
        app.key("ctrl+s")
        saved = app.wait(lambda s: s["status"].startswith("Saved in"), what="Ctrl+S to save")
        files = sorted(app.saves_dir.glob("roll-player-*.json"), key=lambda p: p.stat().st_mtime)
        doc = json.loads(files[-1].read_text(encoding="utf-8"))
        [note] = doc["annotations"]
        assert note["kind"] == "hint" and note["seat"] == table["actor"] and note["at"] == saved["cursor"]
        assert note["action"] == hinted["hinted"]
        assert stolik_cli(["verify", str(files[-1])]) == 0
        app.key("Escape")
        app.wait(lambda s: s["scene"] == "menu", what="Esc to the menu")
        app.click("quit")
        assert app.stop() == 0
    finally:
        if app.proc.poll() is None:
            app.proc.terminate()
            app.stop()
