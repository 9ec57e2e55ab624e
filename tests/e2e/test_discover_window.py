"""Discover end to end in a real window (the e2e harness: Xvfb, xdotool, state dumps).

`stolik play --scenario tests/e2e/discover_day.toml` opens a one-hero game. By clicks on the targets the app
reports (a map space by its key, a face-down tile by its slot, a button by the kind of move it stands for) the
player keeps a character, moves north and takes the free Gather there (the wood under the token), scouts a tile,
ends the turn and answers the night's questions until the next day's moves are lit. The autosave is then loaded
with the engine: it replays, and its state shows the move, the wood, the tile turned and the second round.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import games
from engine.kernel.save import load
from tests.e2e.harness import Stolik, Xvfb
from tests.e2e.test_runebound_window import click, target

pytestmark = pytest.mark.e2e

SCENARIO = Path(__file__).resolve().with_name("discover_day.toml")
NORTH = ("space", 0, -1)      # the start tile's north space: wood under its token
NIGHT_CLICKS = 12


def day_lit(state: dict[str, Any]) -> bool:
    return any("move" in t.get("kinds", ()) for t in state.get("targets") or [])


def test_a_day_and_a_night_by_mouse_in_a_real_window(xvfb: Xvfb, tmp_path: Path, artifacts: Path) -> None:
    stolik = Stolik(xvfb, tmp_path, artifacts, args=("play", "--scenario", str(SCENARIO)))
    try:
        table = stolik.wait(lambda s: s.get("scene") == "table" and bool(s.get("targets")), timeout=30, what="the table")
        stolik.find_window()
        assert table["game"] == "discover" and table["camera"]["movable"] is True
        stolik.screenshot("1-choose")
        day = click(stolik, kind="keep_character")
        day = stolik.wait(lambda s: target(s, key=NORTH) is not None, timeout=15, what="the day's lit spaces")
        north = target(day, key=NORTH)
        assert north is not None and "Move & gather: Underbrush · 2 stamina" in north["tooltip"]
        click(stolik, key=NORTH)
        click(stolik, kind="gather")                    # the free Gather of Move & gather
        stolik.screenshot("2-gathered")
        click(stolik, kind="scout")
        stolik.screenshot("3-scouted")
        state = click(stolik, kind="end_turn")
        for _ in range(NIGHT_CLICKS):
            state = stolik.wait(lambda s: bool(s.get("targets")) and not s.get("thinking"), timeout=15, what="a night question")
            if day_lit(state):
                break
            single = next((t for t in state["targets"] if t["actions"] == 1), None)
            assert single is not None, state["targets"]
            before = state["steps"]
            stolik.click_at(*single["center"])
            stolik.wait(lambda s: s["steps"] > before, timeout=10, what="a night answer to act")
        stolik.wait(day_lit, timeout=15, what="the next day's moves")
        stolik.screenshot("4-next-day")
    finally:
        if stolik.proc.poll() is None:
            stolik.proc.terminate()
        stolik.stop()
    saved = max(stolik.saves_dir.glob("discover-*.json"), key=lambda p: p.stat().st_mtime)
    replay = load(saved, games.get)
    assert replay.ok, replay.summary()
    session = replay.session
    session.seek(len(session.steps))
    hero = session.state.heroes[0]
    assert hero.space == "0,-1"
    assert [r.resource for r in hero.resources].count("wood") == 1, "the wood gathered for free"
    assert len(session.state.revealed) == 2, "the start tile and the one scouted"
    assert session.state.round == 2
    told = [s.action.kind for s in session.steps if s.action is not None and s.action.player is not None]
    assert told[:5] == ["keep_character", "move", "gather", "scout", "end_turn"]
    events = [e.kind for s in session.steps for e in s.events]
    assert "tile_turned" in events and "night_drawn" in events and "day" in events
