"""Frame time of the busiest Roll Player scene, and the program's cold start and memory.

The scene: 4 players late in the game (sheets nearly full), a full Market, a long history
log, at 1920×1080 with the dummy video driver; whole frames of the real app loop are timed
(each redraws everything: the loop itself now draws only what changed; bench_app times that).
Wall-clock frame times suffer when other processes share the CPU, so the frames' own CPU
time and the machine's load average are reported beside them. Cold start: `stolik` launched as a subprocess until its STOLIK_STATE_DUMP hook reports the
first frame; its resident memory is read from /proc right after.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

STOP_WAIT_S = 5

FRAMES = 300
WARMUP = 30
SIZE = (1920, 1080)
START_TIMEOUT_S = 20.0
POLL_S = 0.005
ROOT = Path(__file__).resolve().parents[2]


def _busiest_session() -> Any:
    from tests.app_roll_player.positions import session_at

    return session_at(4, "late", seed=44)


def frame_times(frames: int = FRAMES) -> tuple[list[float], list[float]]:
    """Milliseconds per whole app frame (events, update, scene draw, widgets, overlay, flip):
    wall-clock times, and this thread's CPU times (immune to other processes on a busy machine)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from app.main import App
    from app.scenes.table_scene import TableScene
    from app.games import table_class
    from app.settings import Settings

    session = _busiest_session()
    app = App(SIZE, settings=Settings(), persist=False)
    try:
        scene = TableScene(app, session, table_class("roll-player")(session.game, session.config))
        app.switch(scene)
        wall, cpu = [], []
        for k in range(frames + WARMUP):
            app.invalidate()
            t, c = time.perf_counter(), time.thread_time()
            app.frame(1 / 60)
            if k >= WARMUP:
                wall.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
        return wall, cpu
    finally:
        pygame.quit()


def stolik_command() -> list[str]:
    """How to launch the installed `stolik` (or the module when no script is installed)."""
    exe = shutil.which("stolik") or str(Path(sys.executable).with_name("stolik"))
    if Path(exe).exists():
        return [exe]
    return [sys.executable, "-m", "app.cli"]


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cold_start() -> tuple[float, float]:
    """(seconds from launch to the first frame's state dump, resident MB right after it)."""
    with tempfile.TemporaryDirectory() as tmp:
        dump = Path(tmp) / "state.json"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STOLIK_STATE_DUMP=str(dump),
                   STOLIK_CONFIG_DIR=str(Path(tmp) / "config"), STOLIK_SAVES=str(Path(tmp) / "saves"))
        start = time.perf_counter()
        proc = subprocess.Popen(stolik_command(), env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not dump.exists():
                if proc.poll() is not None or time.perf_counter() - start > START_TIMEOUT_S:
                    return float("nan"), float("nan")
                time.sleep(POLL_S)
            elapsed = time.perf_counter() - start
            return elapsed, rss_mb(proc.pid)
        finally:
            stop(proc)


def stop(proc: subprocess.Popen[Any]) -> None:
    """End a measured child: politely first, by force if it does not go within STOP_WAIT_S."""
    proc.terminate()
    try:
        proc.wait(STOP_WAIT_S)
    except subprocess.TimeoutExpired:
        proc.kill()


def p99(values: list[float]) -> float:
    """The 99th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def run() -> dict[str, float]:
    wall, cpu = frame_times()
    start_s, rss = cold_start()
    return {
        "frame_ms_p50": round(statistics.median(wall), 3),
        "frame_ms_p99": round(p99(wall), 3),
        "frame_cpu_ms_p99": round(p99(cpu), 3),
        "frame_bench_load_avg": round(os.getloadavg()[0], 2),
        "start_to_first_frame_s": round(start_s, 3),
        "resident_memory_mb": round(rss, 1),
    }


if __name__ == "__main__":
    print(run())
