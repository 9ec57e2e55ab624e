"""Drive the real `stolik` program in an X server: Xvfb, xdotool clicks, xwd screenshots, state dumps.

The app writes a small JSON after every frame that changes something (STOLIK_STATE_DUMP): the
scene, widget centres, the game's step count and state hash, the status line. Tests wait on it.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

from tests.artifacts import ROOT as ARTIFACTS_ROOT
from tests.artifacts import run_folder
from tests.deadline import load_stretch

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = run_folder()   # this run's own folder: parallel runs never share a test's folder or its logs
TOOLS = ("Xvfb", "xdotool", "xwininfo", "xwd", "convert")
SCREEN = "1920x1080x24"


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def _read_line(fd: int, log: Path, timeout: float = 10.0) -> str:
    """The display number Xvfb writes once it is ready (-displayfd), or an error naming its log."""
    import select

    chunks = b""
    end = time.monotonic() + timeout
    try:
        while not chunks.endswith(b"\n"):
            left = end - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise RuntimeError(f"Xvfb did not start (see {log})")
            chunk = os.read(fd, 16)
            if not chunk:
                raise RuntimeError(f"Xvfb exited before it was ready (see {log})")
            chunks += chunk
    finally:
        os.close(fd)
    return chunks.decode().strip()


class Xvfb:
    """A private virtual X server on a display it picks itself (-displayfd: safe when tests run in parallel)."""

    def __init__(self, log: Path) -> None:
        read, write = os.pipe()
        self._log = open(log, "w")
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                                     stdout=self._log, stderr=subprocess.STDOUT, pass_fds=(write,))
        os.close(write)
        self.number = int(_read_line(read, log))
        self.display = f":{self.number}"

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self._log.close()


STARTUP_S = 90.0   # the longest a program start may take on a busy machine before the test calls it hung


class Stolik:
    """The `stolik` program running under Xvfb, with its dump file, saves and config kept private."""

    def __init__(self, xvfb: Xvfb, home: Path, artifacts: Path, args: tuple[str, ...] = ()) -> None:
        self.xvfb = xvfb
        self.artifacts = artifacts
        self.dump_path = home / "state.json"
        self.config_dir = home / "config"
        self.saves_dir = home / "saves"
        env = dict(os.environ, DISPLAY=xvfb.display, SDL_AUDIODRIVER="dummy", STOLIK_STATE_DUMP=str(self.dump_path),
                   STOLIK_CONFIG_DIR=str(self.config_dir), STOLIK_SAVES=str(self.saves_dir), SDL_VIDEODRIVER="x11",
                   STOLIK_CACHE_DIR=str(ARTIFACTS_ROOT / "cache"))
        exe = Path(sys.executable).with_name("stolik")
        cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "app.cli"]
        self._out = open(artifacts / "stolik.log", "w")
        self.started = time.monotonic()
        self.proc = subprocess.Popen([*cmd, *args], env=env, cwd=REPO, stdout=self._out, stderr=subprocess.STDOUT)
        self.window = ""
        self.origin = (0, 0)

    # --- observing ---------------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        try:
            return json.loads(self.dump_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def wait(self, cond: Callable[[dict[str, Any]], bool], timeout: float = 10.0, what: str = "") -> dict[str, Any]:
        """The first reported state meeting `cond`. `timeout` is a ceiling for an unloaded machine: it stretches with
        the load per core, and the program's start (before its first report) may take STARTUP_S whatever it says."""
        end = time.monotonic() + timeout * load_stretch()
        while True:
            state = self.state()
            if state and cond(state):
                return state
            if self.proc.poll() is not None:
                raise AssertionError(f"stolik exited with {self.proc.returncode} while waiting for {what} (see stolik.log)")
            starting = not state and time.monotonic() - self.started < STARTUP_S
            if time.monotonic() > end and not starting:
                self.screenshot("timeout")
                raise AssertionError(f"timed out waiting for {what}; last state: {state}")
            time.sleep(0.05)

    def find_window(self, timeout: float = 10.0) -> str:
        """The app window's id and absolute origin, from `xwininfo -name`."""
        end = time.monotonic() + timeout * load_stretch()
        while time.monotonic() < end:
            out = subprocess.run(["xwininfo", "-display", self.xvfb.display, "-name", "Stolik"],
                                 capture_output=True, text=True).stdout
            wid = re.search(r"Window id: (0x[0-9a-f]+)", out)
            if wid:
                x = int(re.search(r"Absolute upper-left X:\s+(-?\d+)", out).group(1))  # type: ignore[union-attr]
                y = int(re.search(r"Absolute upper-left Y:\s+(-?\d+)", out).group(1))  # type: ignore[union-attr]
                self.window, self.origin = wid.group(1), (x, y)
                return self.window
            time.sleep(0.1)
        raise AssertionError("no window named Stolik appeared")

    def screenshot(self, name: str) -> Path:
        path = self.artifacts / f"{name}.png"
        xwd = subprocess.run(["xwd", "-root", "-silent", "-display", self.xvfb.display], capture_output=True)
        subprocess.run(["convert", "xwd:-", str(path)], input=xwd.stdout, capture_output=True)
        return path

    # --- acting ------------------------------------------------------------------------------
    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.xvfb.display), check=True)

    def click_at(self, x: int, y: int) -> None:
        ox, oy = self.origin
        self.xdotool("mousemove", str(ox + x), str(oy + y))
        time.sleep(0.1)
        self.xdotool("click", "1")

    def click(self, widget: str, timeout: float = 10.0) -> dict[str, Any]:
        """Click a widget by its key in the dump (waiting until it is there and enabled)."""
        state = self.wait(lambda s: s.get("widgets", {}).get(widget, {}).get("enabled"), timeout, f"widget {widget}")
        x, y = state["widgets"][widget]["center"]
        self.click_at(x, y)
        return state

    def key(self, *keys: str) -> None:
        """Real key presses (XTEST) into the focused app window."""
        self.xdotool("windowfocus", "--sync", self.window)
        self.xdotool("key", *keys)

    def stop(self, timeout: float = 10.0) -> int | None:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None
        finally:
            self._out.close()
