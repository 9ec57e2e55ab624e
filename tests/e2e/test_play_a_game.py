"""Play Roll Player in the real window: a click on a highlighted target changes the engine state, Ctrl+Z undoes it,
Ctrl+S writes a save, Esc goes to the menu, Continue resumes. (Discover, first in the game list now, deals the bots
secret characters right after the person's first move, and undo rightly stops at another seat's secret choice.)"""
from __future__ import annotations

import pytest

from tests.e2e.harness import Stolik

pytestmark = pytest.mark.e2e


def test_click_undo_save_menu_continue(stolik: Stolik) -> None:
    stolik.wait(lambda s: s.get("scene") == "menu", what="the menu")
    stolik.find_window()
    stolik.click("new_game")
    form = stolik.wait(lambda s: s["scene"] == "new_game", what="the new game form")
    if form["form"]["game"] != "roll-player":   # a game whose bots make no secret choice a person cannot take back
        stolik.click("game_roll-player")
        stolik.wait(lambda s: s["form"]["game"] == "roll-player", what="Roll Player chosen")
    stolik.click("start")
    table = stolik.wait(lambda s: s["scene"] == "table" and s.get("targets") and s["actor"] is not None,
                        timeout=20, what="the human's first decision at the table")
    stolik.screenshot("1-table")
    before_hash, before_cursor = table["hash"], table["cursor"]
    single = [t for t in table["targets"] if t["actions"] == 1] or table["targets"]
    x, y = single[0]["center"]
    stolik.click_at(x, y)
    moved = stolik.wait(lambda s: s["cursor"] > before_cursor, what="the click to apply a move")
    assert moved["hash"] != before_hash
    stolik.wait(lambda s: s.get("targets") or s["over"], timeout=20, what="the next human decision")
    stolik.screenshot("2-after-move")
    stolik.key("ctrl+z")
    undone = stolik.wait(lambda s: s["cursor"] == before_cursor, what="Ctrl+Z to undo back to the first decision")
    assert undone["hash"] == before_hash
    stolik.key("ctrl+s")
    stolik.wait(lambda s: s["status"].startswith("Saved in"), what="Ctrl+S to save")
    assert [p.name for p in stolik.saves_dir.glob("*.json") if p.name != "autosave.json"]
    stolik.key("Escape")
    stolik.wait(lambda s: s["scene"] == "menu", what="Esc to the menu")
    stolik.click("continue")
    resumed = stolik.wait(lambda s: s["scene"] == "table", timeout=20, what="Continue to resume the autosave")
    assert resumed["hash"] == before_hash
    stolik.screenshot("3-resumed")
    stolik.key("Escape")
    stolik.click("quit")
    assert stolik.stop() == 0
