"""Runebound end to end in a real window (the e2e harness: Xvfb, xdotool, state dumps).

`stolik play --scenario tests/e2e/runebound_turn.toml` opens a one-hero game in Tamalir. By clicks on the
targets the app reports (a hex by its key, a panel button by the kind of action it stands for) the hero
steps onto a green gem hex, takes the adventure, fights the Goblin Archers through their combat rolls, and
next turn steps back into Tamalir and buys the Short Bow its market draw laid out. The autosave is then
loaded with the engine: it replays, and its state shows the move, the fight won and the purchase.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import games
from engine.kernel.save import load
from tests.e2e.harness import Stolik, Xvfb

pytestmark = pytest.mark.e2e

SCENARIO = Path(__file__).resolve().with_name("runebound_turn.toml")
GEM_HEX = ("hex", -1, 1)      # the green gem hex beside Tamalir
TAMALIR = ("hex", 0, 0)
FIGHT_KINDS = ("start_fight", "assign", "fight_on")
CLICK_LIMIT = 20


def target(state: dict[str, Any], *, key: tuple[Any, ...] | None = None, kind: str | None = None) -> dict[str, Any] | None:
    """The reported target with this key (the table's target key), or one standing for this action kind (one
    that makes the move in one click first: a combat overlay's cell may stand for several assignments)."""
    targets = state.get("targets") or []
    if key is not None:
        return next((t for t in targets if t.get("key") == str(key)), None)
    of_kind = [t for t in targets if kind in t.get("kinds", ())]
    return next((t for t in of_kind if t["actions"] == 1), of_kind[0] if of_kind else None)


def click(stolik: Stolik, *, key: tuple[Any, ...] | None = None, kind: str | None = None) -> dict[str, Any]:
    """Click a target once it is reported, and wait for the engine to take the step it stands for."""
    state = stolik.wait(lambda s: target(s, key=key, kind=kind) is not None, timeout=15, what=f"a target {key or kind}")
    t = target(state, key=key, kind=kind)
    assert t is not None and t["actions"] == 1, t
    stolik.click_at(*t["center"])
    return stolik.wait(lambda s: s["steps"] > state["steps"], timeout=10, what=f"the click on {key or kind} to act")


def autosave(saves: Path) -> Path:
    return max(saves.glob("runebound-*.json"), key=lambda p: p.stat().st_mtime)


def test_a_move_a_fight_and_a_purchase_by_mouse_in_a_real_window(xvfb: Xvfb, tmp_path: Path, artifacts: Path) -> None:
    stolik = Stolik(xvfb, tmp_path, artifacts, args=("play", "--scenario", str(SCENARIO)))
    try:
        table = stolik.wait(lambda s: s.get("scene") == "table" and s.get("targets"), timeout=30, what="the map's targets")
        stolik.find_window()
        assert table["game"] == "runebound" and table["camera"]["movable"] is True
        stolik.screenshot("1-table")
        click(stolik, key=GEM_HEX)                      # the adjacent step: a move without dice
        click(stolik, kind="adventure")
        stolik.screenshot("2-combat")
        for _ in range(CLICK_LIMIT):
            state = stolik.wait(lambda s: any(target(s, kind=k) for k in (*FIGHT_KINDS, "done")), timeout=15,
                                what="the fight's next decision")
            kind = next((k for k in FIGHT_KINDS if target(state, kind=k)), None)
            if kind is None:
                break
            click(stolik, kind=kind)
        click(stolik, kind="done")                      # the Experience phase ends the turn
        click(stolik, key=TAMALIR)                      # next turn: back into the city
        stolik.screenshot("3-market")
        click(stolik, kind="buy")
        click(stolik, kind="leave_market")
        stolik.screenshot("4-bought")
    finally:
        if stolik.proc.poll() is None:
            stolik.proc.terminate()
        stolik.stop()
    saved = autosave(stolik.saves_dir)
    replay = load(saved, games.get)
    assert replay.ok, replay.summary()
    session = replay.session
    session.seek(len(session.steps))
    me = session.state.players[0]
    assert me.position == (0, 0) and me.item_cards() == ["short_bow.1"]
    assert me.counters == ["green"] and me.gold == 4 + 2 - 3, "the Archers' reward paid, the bow bought"
    kinds = [s.action.kind for s in session.steps]
    assert kinds.count("step") == 2 and "adventure" in kinds and "buy" in kinds
    events = [e.kind for s in session.steps for e in s.events]
    assert "rolled_d10" in events and "challenge_defeated" in events
    assert json.loads(saved.read_text(encoding="utf-8"))["game"] == "runebound"
