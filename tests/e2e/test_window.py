"""The real window: F11 goes fullscreen at the screen's size and back; the menu opens the tutorial."""
from __future__ import annotations

import pytest

from tests.e2e.harness import Stolik

pytestmark = pytest.mark.e2e


def test_f11_toggles_fullscreen_and_the_layout_follows(stolik: Stolik) -> None:
    menu = stolik.wait(lambda s: s.get("scene") == "menu", what="the menu")
    stolik.find_window()
    assert menu["size"] == [1280, 720]
    stolik.key("F11")
    full = stolik.wait(lambda s: s["size"] == [1920, 1080], what="fullscreen at the Xvfb screen size")
    assert full["settings"]["fullscreen"] is True
    assert full["widgets"]["quit"]["center"][0] == 960  # the menu re-centred on the bigger window
    stolik.screenshot("fullscreen-menu")
    stolik.key("F11")
    stolik.wait(lambda s: s["size"] == [1280, 720] and not s["settings"]["fullscreen"], what="back to a window")
    stolik.find_window()
    stolik.click("tutorial")
    stolik.wait(lambda s: s["scene"] in ("tutorial", "tutorial_picker") or s["notice"], what="the tutorial (or its notice)")
    stolik.screenshot("tutorial")
    stolik.key("Escape")
    stolik.wait(lambda s: s["scene"] == "menu", what="Esc back to the menu")
    if stolik.state()["notice"]:
        stolik.click("notice_ok")
    stolik.click("quit")
    assert stolik.stop() == 0
