"""`stolik bench`: run every benchmark in tests/bench/ and print figures with their budgets."""
from __future__ import annotations

import contextlib
import importlib
import json
import os
import pkgutil
import sys
import time
from pathlib import Path
from typing import Any, Iterator

from engine.kernel.canonical import JsonObject

# name -> (comparison, goal): the budgets of DESIGN.md and the issues.
BUDGETS: dict[str, tuple[str, float]] = {
    "undo_ms_depth_10": ("<=", 1.0),
    "undo_ms_depth_10000": ("<=", 1.0),
    "load_verify_10000_s": ("<=", 1.0),
    "roll_player_games_per_second": (">=", 200.0),
    # an expansion game is about twice the steps of a base one, each dearer (imps, hunts, the battle)
    "roll_player_fiends_games_per_second": (">=", 50.0),
    "roll_player_step_ms_median": ("<=", 0.2),
    "runebound_reachable_ms_p99": ("<=", 1.0),
    "frame_ms_p99": ("<=", 6.9),
    "start_to_first_frame_s": ("<=", 1.0),
    "replay_seek_ms_p99": ("<=", 16.7),
    "resident_memory_mb": ("<=", 150.0),
    "idle_cpu_percent": ("<=", 2.0),
    "app_frame_ms_p99": ("<=", 6.9),
    "app_resident_memory_mb": ("<=", 150.0),
    "resize_memory_growth_mb": ("<=", 10.0),
    "map_frame_ms_p99": ("<=", 6.9),
    "region_frame_ms_p99": ("<=", 6.9),
    "map_pan_frame_ms_p99": ("<=", 16.7),
    "runebound_frame_ms_p99": ("<=", 6.9),
    "discover_frame_ms_p99": ("<=", 6.9),
    "zerywia_frame_ms_p99": ("<=", 6.9),
    # the search bot at the normal level (1 s per decision), issue 27
    "roll_player_mcts_iterations_per_second": (">=", 2000.0),
    "runebound_mcts_iterations_per_second": (">=", 500.0),
    "discover_mcts_iterations_per_second": (">=", 500.0),
    "zerywia_mcts_iterations_per_second": (">=", 500.0),
    "roll_player_mcts_decision_ms_p99": ("<=", 1100.0),
}


def _bench_modules() -> list[Any]:
    root = Path(__file__).resolve().parent.parent
    if not (root / "tests" / "bench").is_dir():
        raise SystemExit("stolik bench: the benchmarks live in tests/bench/ of a source checkout")
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    package = importlib.import_module("tests.bench")
    names = sorted(m.name for m in pkgutil.iter_modules(package.__path__) if m.name.startswith("bench_"))
    return [importlib.import_module(f"tests.bench.{n}") for n in names]


def _ratio_line(name: str, value: Any) -> str:
    if value is None:
        op, goal = BUDGETS.get(name, ("", ""))
        return f"{name:>32}: null       goal {op} {goal:<7} not measured (see app_bench_skipped)".rstrip()
    if name not in BUDGETS or not isinstance(value, (int, float)):
        return f"{name:>32}: {value}"
    op, goal = BUDGETS[name]
    ok = value <= goal if op == "<=" else value >= goal
    ratio = value / goal if goal else float("nan")
    return f"{name:>32}: {value:<10} goal {op} {goal:<7} ratio {ratio:6.2f}  {'ok' if ok else 'OVER BUDGET'}"


@contextlib.contextmanager
def _stdout_to_stderr() -> Iterator[None]:
    """Send anything printed meanwhile (Python or C libraries alike) to stderr, so stdout carries only the JSON."""
    sys.stdout.flush()
    saved = os.dup(1)
    previous = sys.stdout
    try:
        os.dup2(2, 1)
        sys.stdout = sys.stderr
        yield
    finally:
        sys.stdout.flush()
        sys.stdout = previous
        os.dup2(saved, 1)
        os.close(saved)


def run_bench(as_json: bool = False, only: str | None = None) -> int:
    figures: JsonObject = {}
    start = time.perf_counter()
    with _stdout_to_stderr() if as_json else contextlib.nullcontext():
        for module in _bench_modules():
            if only and only not in module.__name__:
                continue
            figures.update(module.run())
    figures["bench_seconds"] = round(time.perf_counter() - start, 2)
    if "naive_undo_ms_depth_10000" in figures and figures.get("undo_ms_depth_10000"):
        figures["undo_speedup_vs_naive"] = round(figures["naive_undo_ms_depth_10000"] / figures["undo_ms_depth_10000"], 1)
    if figures.get("roll_player_games_per_second") and figures.get("roll_player_fiends_games_per_second"):
        figures["roll_player_fiends_cost_vs_base"] = round(
            figures["roll_player_games_per_second"] / figures["roll_player_fiends_games_per_second"], 2)
    if as_json:
        print(json.dumps(figures))
    else:
        for name, value in figures.items():
            print(_ratio_line(name, value))
    return 0
