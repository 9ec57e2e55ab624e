"""The real-window benchmarks run end to end with tiny counts, and every `--json` command prints only JSON.

The figures' sizes are never asserted here (the bench is not a timed test): only that each is there
and is a number, or null with the reason when no X server can be had.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.bench import bench_app

ROOT = Path(__file__).resolve().parents[2]


def test_the_real_window_bench_reports_every_figure_as_a_number_or_says_why_not() -> None:
    figures = bench_app.run(bench_app.SMOKE)
    reason = figures.get("app_bench_skipped")
    for key in bench_app.KEYS:
        assert key in figures
        value = figures[key]
        lowest = float("-inf") if key.endswith("_growth_mb") else 0   # memory may shrink while the window resizes
        assert (isinstance(value, (int, float)) and value >= lowest) or (value is None and reason), (key, value, reason)
    if reason is None:
        assert figures["idle_cpu_percent"] == max(figures[f"idle_cpu_percent_{k}"] for k in ("menu", "table", "replay"))
        assert figures["app_game_moves"] > 0


def _stdout_of(*args: str) -> str:
    """`stolik ARGS` in a subprocess, with nothing set that would hide pygame's banner for it."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.parametrize("args", [
    ("bench", "--json", "--only", "kernel"),
    ("bench", "--json", "--only", "frame"),
    ("simulate", "roll-player", "--games", "1", "--json"),
    ("games", "--json"),
])
def test_json_commands_print_only_json(args: tuple[str, ...]) -> None:
    assert isinstance(json.loads(_stdout_of(*args)), dict)
