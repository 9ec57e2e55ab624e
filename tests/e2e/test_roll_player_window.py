"""End to end in a real window: `stolik` under Xvfb, driven by real xdotool clicks and keys.

Start a 2-player Roll Player game with a fixed seed, play a full round (Initiative, placement,
an attribute action, a purchase or discard) by clicking the table's highlighted targets, undo
with Ctrl+Z, save with Ctrl+S, quit, then load the save with the engine and check it replays.
The app reports its state through the STOLIK_STATE_DUMP hook; screenshots go to
test-artifacts/roll_player_e2e/.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from engine import games
from engine.kernel.save import load

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "roll_player_e2e"
SIZE = (1280, 720)
SEED = "42"
WAIT_S = 40.0
CLICK_LIMIT = 900
ATTRIBUTE_KINDS = {"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"}

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool")


class Window:
    """A running `stolik` on a private X display: read its dump, click, type, screenshot."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.dump_path = tmp / "state.json"
        self.saves = tmp / "saves"
        read_fd, write_fd = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                                      "-nolisten", "tcp"], pass_fds=(write_fd,),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            self.display = f":{pipe.readline().strip()}"  # Xvfb picks a free display and reports it
        self.env = dict(os.environ, DISPLAY=self.display, SDL_AUDIODRIVER="dummy", STOLIK_STATE_DUMP=str(self.dump_path),
                        STOLIK_SAVES=str(self.saves), STOLIK_CONFIG_DIR=str(tmp / "config"))
        self.env.pop("SDL_VIDEODRIVER", None)
        self._wait(lambda: subprocess.run(["xdotool", "getmouselocation"], env=self.env,
                                          capture_output=True).returncode == 0, "Xvfb")
        exe = shutil.which("stolik") or str(Path(sys.executable).with_name("stolik"))
        self.app = subprocess.Popen([exe], env=self.env, cwd=ROOT, stdout=subprocess.DEVNULL,
                                    stderr=open(tmp / "stolik.err", "w"))
        self.shots = 0

    def _wait(self, ok: Callable[[], bool], what: str) -> None:
        end = time.monotonic() + WAIT_S
        while time.monotonic() < end:
            if ok():
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}")

    def dump(self) -> dict[str, Any]:
        try:
            return json.loads(self.dump_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def wait_for(self, ok: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
        box: dict[str, Any] = {}

        def check() -> bool:
            box["d"] = self.dump()
            return bool(box["d"]) and ok(box["d"])

        self._wait(check, what)
        return box["d"]

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True)

    def click(self, pos: list[int] | tuple[int, int]) -> None:
        self.xdo("mousemove", str(pos[0]), str(pos[1]))
        time.sleep(0.03)
        self.xdo("click", "1")

    def click_widget(self, key: str) -> None:
        self.click(self.dump()["widgets"][key]["center"])

    def key(self, combo: str) -> None:
        self.xdo("key", combo)

    def type(self, text: str) -> None:
        self.xdo("type", "--delay", "40", text)

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.shots += 1
        path = ARTIFACTS / f"{self.shots:02d}_{name}.png"
        subprocess.run(["import", "-display", self.display, "-window", "root", str(path)], env=self.env,
                       capture_output=True)
        return path

    def close(self) -> None:
        for proc in (self.app, self.xvfb):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()


def autosaved_kinds(saves: Path) -> list[str]:
    """The kinds of the autosave's actions, and "round:N" for each round begun (from its events)."""
    try:
        doc = json.loads((saves / "autosave.json").read_text(encoding="utf-8"))
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
    """Prefer single-action targets (one click, no chooser), then multi-click ones."""
    single = [t for t in targets if "\n" not in t["tooltip"]]
    return rng.choice(single or targets)


def test_a_round_in_a_real_window_then_undo_save_and_replay(tmp_path: Path) -> None:
    win = Window(tmp_path)
    try:
        win.wait_for(lambda d: d.get("scene") == "menu", "the menu")
        win.screenshot("menu")
        win.click_widget("new_game")
        d = win.wait_for(lambda d: d.get("scene") == "new_game", "the new game screen")
        if "game_roll-player" in d["widgets"]:
            win.click_widget("game_roll-player")
            time.sleep(0.3)
        for _ in range(8):
            d = win.dump()
            if d["widgets"]["seat_1"]["text"].endswith("Human"):
                break
            win.click_widget("seat_1")
            time.sleep(0.3)
        assert win.dump()["widgets"]["seat_1"]["text"].endswith("Human")
        win.click_widget("seed")
        win.type(SEED)
        win.screenshot("new_game")
        win.click_widget("start")
        d = win.wait_for(lambda d: d.get("scene") == "table" and d.get("targets"), "the table with targets")
        assert d["game"] == "roll-player"
        win.screenshot("table_start")
        rng = random.Random(7)
        shot_market = False
        for _ in range(CLICK_LIMIT):
            kinds = autosaved_kinds(win.saves)
            if round_complete(kinds):
                break
            d = win.wait_for(lambda d: d.get("targets") or d.get("over"), "targets")
            if not shot_market and "buy" in d.get("status", "") + "".join(t["tooltip"] for t in d["targets"]).lower():
                win.screenshot("market")
                shot_market = True
            assert d.get("targets"), f"nothing to click: {json.dumps({k: v for k, v in d.items() if k != 'widgets'})}"
            before = d["steps"]
            target = pick(d["targets"], rng)
            win.click(target["center"])
            time.sleep(0.05)
            after = win.dump()
            if after.get("status") == "Choose:":
                win.click((target["center"][0] + 40, target["center"][1] + 8 + 15))
                time.sleep(0.05)
            if win.dump().get("steps") == before:
                time.sleep(0.1)
        kinds = autosaved_kinds(win.saves)
        assert round_complete(kinds), f"a full round was not played: {kinds}"
        win.screenshot("after_round")
        cursor = win.dump()["cursor"]
        win.key("ctrl+z")
        d = win.wait_for(lambda d: d.get("cursor", cursor) < cursor, "undo")
        win.screenshot("after_undo")
        win.key("ctrl+s")
        win.wait_for(lambda d: any(p.name != "autosave.json" for p in win.saves.glob("*.json")), "the save file")
        saved_cursor = win.dump()["cursor"]
        win.key("Escape")
        win.wait_for(lambda d: d.get("scene") == "menu", "the menu again")
        win.click_widget("quit")
        win.app.wait(WAIT_S)
        assert win.app.returncode == 0
        save = next(p for p in sorted(win.saves.glob("*.json")) if p.name != "autosave.json")
        replay = load(save, games.get)
        assert replay.ok, replay.summary()
        assert replay.session.cursor == saved_cursor
        assert len(replay.session.steps) > saved_cursor
    finally:
        win.close()
