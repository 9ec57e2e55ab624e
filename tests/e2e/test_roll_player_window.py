"""Roll Player end to end in a real window (the shell's e2e harness: Xvfb, xdotool, state dumps).

Start a 2-player game with a fixed seed from the New game screen, play a full round by clicking
the table's highlighted targets (Initiative card, placement, an attribute action, a purchase or
discard), undo with Ctrl+Z, save with Ctrl+S, quit, then load the save with the engine and check
that it replays. Screenshots are kept in test-artifacts/runs/<this run>/<this test>/ (tests/artifacts.py).
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import games
from engine.kernel.save import load
from tests.e2e.harness import Stolik

pytestmark = pytest.mark.e2e

SEED = "42"
CLICK_LIMIT = 900
ATTRIBUTE_KINDS = {"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"}
CHOOSER_STATUS = "Choose:"
CHOOSER_FIRST_ROW = (40, 23)   # offset from the click to the middle of the chooser's first option


def autosaved_kinds(saves: Path) -> list[str]:
    """The kinds of the autosave's actions, and "round:N" for each round begun (from its events)."""
    try:
        newest = max(saves.glob("roll-player-*.json"), key=lambda p: p.stat().st_mtime)
        doc = json.loads(newest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    out = []
    for step in doc["steps"][: doc["cursor"]]:
        out.append(step["action"]["kind"])
        out.extend(f"round:{e['data']['round']}" for e in step["events"] if e["kind"] == "round")
    return out


def round_complete(kinds: list[str]) -> bool:
    """Initiative taken, a die placed, an attribute action, a Market buy/discard, and round 2 begun."""
    return ("take_card" in kinds and "place" in kinds and bool(ATTRIBUTE_KINDS & set(kinds))
            and bool({"buy", "discard"} & set(kinds)) and "round:2" in kinds)


def pick(targets: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Prefer one-action targets (one click, no chooser), then multi-click ones."""
    single = [t for t in targets if t.get("actions", 1) == 1 and not t.get("ask")]
    return rng.choice(single or targets)


def start_two_player_game(stolik: Stolik) -> dict[str, Any]:
    stolik.wait(lambda s: s.get("scene") == "menu", timeout=20, what="the menu")
    stolik.find_window()
    stolik.screenshot("1-menu")
    stolik.click("new_game")
    form = stolik.wait(lambda s: s["scene"] == "new_game", what="the new game form")
    if form["form"]["game"] != "roll-player":
        stolik.click("game_roll-player")
        form = stolik.wait(lambda s: s["form"]["game"] == "roll-player", what="Roll Player chosen")
    for _ in range(8):
        seat = form["widgets"]["seat_1"]["text"]
        if seat.endswith("Human"):
            break
        stolik.click("seat_1")
        form = stolik.wait(lambda s: s["widgets"]["seat_1"]["text"] != seat, what="the second seat's next kind")
    assert form["widgets"]["seat_1"]["text"].endswith("Human")
    stolik.click("casual_undo")  # two people at one window agree that either may take back any move
    stolik.wait(lambda s: s.get("casual_undo") is True, what="casual undo chosen")
    stolik.click("seed")
    stolik.xdotool("windowfocus", "--sync", stolik.window)
    stolik.xdotool("type", "--delay", "40", SEED)
    stolik.screenshot("2-new-game")
    stolik.click("start")
    return stolik.wait(lambda s: s["scene"] == "table" and s.get("targets") and s["actor"] is not None,
                       timeout=20, what="the first decision at the Roll Player table")


def test_a_round_in_a_real_window_then_undo_save_and_replay(stolik: Stolik) -> None:
    table = start_two_player_game(stolik)
    assert table["game"] == "roll-player"
    stolik.screenshot("3-table-setup")
    rng = random.Random(7)
    shot_market = False
    for _ in range(CLICK_LIMIT):
        if round_complete(autosaved_kinds(stolik.saves_dir)):
            break
        state = stolik.wait(lambda s: s.get("targets") or s["over"] or s.get("handoff") is not None, timeout=20,
                            what="something to click")
        assert not state["over"], "the game ended before a round was played"
        if state.get("handoff") is not None:  # hot seat: the next person reveals the table first
            stolik.click_at(*state["board"])
            stolik.wait(lambda s: s.get("handoff") is None, what="the table shown to the next person")
            continue
        if not shot_market and any(t["tooltip"].startswith("Buy") for t in state["targets"]):
            stolik.screenshot("4-market")
            shot_market = True
        target = pick(state["targets"], rng)
        stolik.click_at(*target["center"])
        after = stolik.wait(lambda s: s["cursor"] != state["cursor"] or s["status"] != state["status"]
                            or s.get("targets") != state["targets"], timeout=5, what="the click to register")
        if after["status"] == CHOOSER_STATUS or target.get("ask"):
            stolik.click_at(target["center"][0] + CHOOSER_FIRST_ROW[0], target["center"][1] + CHOOSER_FIRST_ROW[1])
            stolik.wait(lambda s: s["cursor"] != after["cursor"] or s["status"] != after["status"]
                        or s.get("targets") != after["targets"], timeout=5, what="the chooser's first row to register")
    assert round_complete(autosaved_kinds(stolik.saves_dir)), autosaved_kinds(stolik.saves_dir)
    stolik.screenshot("5-after-a-round")
    cursor = stolik.state()["cursor"]
    stolik.key("ctrl+z")
    stolik.wait(lambda s: s["cursor"] < cursor, what="Ctrl+Z to undo")
    stolik.screenshot("6-after-undo")
    stolik.key("ctrl+s")
    saved = stolik.wait(lambda s: s["status"].startswith("Saved in"), what="Ctrl+S to save")
    stolik.key("Escape")
    stolik.wait(lambda s: s["scene"] == "menu", what="Esc to the menu")
    stolik.click("quit")
    assert stolik.stop() == 0
    save = next(p for p in sorted(stolik.saves_dir.glob("*.json")) if p.name != "autosave.json")
    replay = load(save, games.get)
    assert replay.ok, replay.summary()
    assert replay.session.cursor == saved["cursor"] and len(replay.session.steps) > saved["cursor"]
