"""Zerywia end to end in a real window (the e2e harness: Xvfb, xdotool, state dumps; issue 26, item 8).

Two people start Droga Wybrańca from the New game form, choose their heroes and take their sagas by clicks. In the
first turn of day both heroes are free to act: the second player's hero is chosen by a click on its block in the
side panel, which lights the regions it can explore, and a click on one of them explores it; every question that
follows is answered by a click on what the table shows, until the turn passes; then the first player's hero rests by
its button. When both have acted the day turns. The autosave is loaded with the engine: it replays, and its record
shows the explore by the second hero, the rest by the first, and the next turn of day.
"""
from __future__ import annotations

import time
from typing import Any

import pytest

from engine import games
from engine.kernel.save import load
from tests.e2e.harness import Stolik

pytestmark = pytest.mark.e2e

SEED = "5"
SETUP_KINDS = ("choose_hero", "take_starter_set", "reserve", "take_saga", "leave_undeveloped")
# What a question is answered with, first found first: a turn ends as soon as it may, a test or challenge runs on.
ANSWERS = ("end_turn", "end_test", "resolve", "roll", "skip", "no_token", "buy_nothing", "test_no_react", "terrain",
           "column", "recover_any", "take_flaw", "leave_by", "effect", "take_token", "place_taint", "spill")
CLICK_LIMIT = 80
PACE = 0.6          # seconds between clicks


def single(state: dict[str, Any], kinds: tuple[str, ...]) -> dict[str, Any] | None:
    """The first one-click target of the first kind in `kinds` that the table lights."""
    targets = [t for t in state.get("targets") or [] if t["actions"] == 1 and not t.get("ask")]
    for kind in kinds:
        found = next((t for t in targets if kind in t["kinds"]), None)
        if found is not None:
            return found
    return None


def both_free(state: dict[str, Any]) -> bool:
    """Both heroes' blocks are lit: a turn of day in which either may act first."""
    keys = {t.get("key") for t in state.get("targets") or []}
    return {"('hero', 0)", "('hero', 1)"} <= keys


def settled(stolik: Stolik) -> dict[str, Any]:
    return stolik.wait(lambda s: (bool(s.get("targets")) or s.get("handoff") is not None or s["over"])
                       and not s.get("thinking"), timeout=20, what="something to click")


def step(stolik: Stolik, target: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """One click at a person's pace (two quick clicks on one spot are one double click, which the table ignores)."""
    time.sleep(PACE)
    stolik.click_at(*target["center"])
    return stolik.wait(lambda s: s["steps"] > state["steps"] or s.get("targets") != state.get("targets"),
                       timeout=10, what=f"the click on {target['key']} to register")


def answer_until(stolik: Stolik, done: Any, kinds: tuple[str, ...]) -> dict[str, Any]:
    """Click through the table's questions (showing the table to the next person at a hand-over) until `done`."""
    for _ in range(CLICK_LIMIT):
        state = settled(stolik)
        assert not state["over"], "the game ended in its first turn of day"
        if done(state):
            return state
        if state.get("handoff") is not None:
            time.sleep(PACE)
            stolik.click_at(*state["board"])
            stolik.wait(lambda s: s.get("handoff") is None, what="the table shown to the next person")
            continue
        target = single(state, kinds)
        assert target is not None, [t["kinds"] for t in state["targets"]]
        step(stolik, target, state)
    raise AssertionError(f"not done after {CLICK_LIMIT} clicks")


def start(stolik: Stolik) -> None:
    """Droga Wybrańca for two people, from the New game form."""
    stolik.wait(lambda s: s.get("scene") == "menu", timeout=30, what="the menu")
    stolik.find_window()
    stolik.click("new_game")
    form = stolik.wait(lambda s: s["scene"] == "new_game", what="the new game form")
    if form["form"]["game"] != "zerywia":
        stolik.click("game_zerywia")
        form = stolik.wait(lambda s: s["form"]["game"] == "zerywia", what="Zerywia chosen")
    for _ in range(8):
        seat = form["widgets"]["seat_1"]["text"]
        if seat.endswith("Human"):
            break
        stolik.click("seat_1")
        form = stolik.wait(lambda s: s["widgets"]["seat_1"]["text"] != seat, what="the second seat's next kind")
    assert form["widgets"]["seat_1"]["text"].endswith("Human")
    stolik.click("seed")
    stolik.xdotool("windowfocus", "--sync", stolik.window)
    stolik.xdotool("type", "--delay", "40", SEED)
    stolik.screenshot("1-new-game")
    stolik.click("start")
    stolik.wait(lambda s: s["scene"] == "table", timeout=30, what="the Zerywia table")


def test_a_turn_of_day_for_two_heroes_by_mouse_in_a_real_window(stolik: Stolik) -> None:
    start(stolik)
    state = answer_until(stolik, both_free, SETUP_KINDS)
    stolik.screenshot("2-first-day")
    hero = next(t for t in state["targets"] if t["key"] == "('hero', 1)")
    state = step(stolik, hero, state)
    lit = state["targets"]
    assert lit and all(t["key"].startswith("('region'") for t in lit), "the hero's block lights its regions"
    explore = next(t for t in lit if t["kinds"] == ["explore"] and t["actions"] == 1)
    stolik.screenshot("3-hero-chosen")
    step(stolik, explore, state)
    state = answer_until(stolik, lambda s: single(s, ("rest",)) is not None and single(s, ("end_turn",)) is None,
                         ANSWERS)
    stolik.screenshot("4-explored")
    step(stolik, single(state, ("rest",)) or {}, state)
    answer_until(stolik, both_free, ANSWERS)
    stolik.screenshot("5-next-turn")
    stolik.stop()
    saved = max(stolik.saves_dir.glob("zerywia-*.json"), key=lambda p: p.stat().st_mtime)
    replay = load(saved, games.get)
    assert replay.ok, replay.summary()
    session = replay.session
    session.seek(len(session.steps))
    moves = [(s.action.kind, s.action.player) for s in session.steps if s.action is not None and s.action.player is not None]
    assert ("explore", 1) in moves and ("rest", 0) in moves
    assert moves.index(("explore", 1)) < moves.index(("rest", 0)), "the second player's hero acted first"
    assert session.state.turn == "noon" and session.state.cycle == 1
    assert all(h.status == "active" for h in session.state.heroes)
