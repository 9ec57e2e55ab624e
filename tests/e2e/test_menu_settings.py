"""The real program in a real X window: open the menu, open Settings, switch to Polish, quit."""
from __future__ import annotations

import json
import time

import pytest

from tests.e2e.harness import Stolik

pytestmark = pytest.mark.e2e


def test_settings_switches_language_and_it_persists_after_quit(stolik: Stolik) -> None:
    menu = stolik.wait(lambda s: s.get("scene") == "menu", what="the menu")
    first_frame = time.monotonic() - stolik.started
    stolik.find_window()
    assert menu["widgets"]["settings"]["text"] == "Settings"
    stolik.screenshot("1-menu")
    stolik.click("settings")
    stolik.wait(lambda s: s["scene"] == "settings", what="the settings scene")
    stolik.click("lang_pl")
    settings = stolik.wait(lambda s: s["lang"] == "pl", what="Polish")
    assert settings["widgets"]["back"]["text"] == "Wróć"
    stolik.screenshot("2-settings-pl")
    stolik.click("back")
    menu = stolik.wait(lambda s: s["scene"] == "menu", what="the menu again")
    assert menu["widgets"]["quit"]["text"] == "Wyjdź"
    stolik.screenshot("3-menu-pl")
    stolik.click("quit")
    assert stolik.stop() == 0
    saved = json.loads((stolik.config_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["lang"] == "pl"
    print(f"first menu frame after {first_frame:.2f} s (process start, including Python start-up)")
