"""Frame time of the map layer: the gallery's 169-hex map and 40-region map, 40 tokens each,
at 1920×1080 off-screen while the camera pans and zooms every frame, against the naive way
(every cell's polygon and pattern painted each frame, no chunks) measured in the same run.

The real-window figure (display update included) needs an X server: with DISPLAY set it runs
tools/gallery.py's map_pan_in_window in a child process (its own video driver); without one
it is reported as None with the reason.
"""
from __future__ import annotations

import json
import math
import os
import statistics
import time
from pathlib import Path
from typing import Any

FRAMES = 800            # two whole motions
NAIVE_FRAMES = 60
WARMUP = 400            # one whole motion (pan circle and two zoom swings): every chunk it needs is painted
WINDOW_FRAMES = 600
SIZE = (1920, 1080)
ZOOM_CENTRE = 1.5       # the zoom swings round this many times the fitted zoom (closer than the whole map)
ZOOM_SWING = 0.45       # by ± this share of it
ZOOM_PERIOD = 200       # frames per zoom swing
PAN_PERIOD = 400        # frames per circle of the pan
FRAME_BUDGET_MS = 1000 / 144
WINDOW_TIMEOUT_S = 120
ROOT = Path(__file__).resolve().parents[2]


def _p99(values: list[float]) -> float:
    """The 99th percentile, as bench_frame reports it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def _move(cam: Any, fitted: float, bounds: tuple[float, float, float, float], k: int) -> None:
    """Frame k of the motion: a zoom swinging round ZOOM_CENTRE× fitted and a circling pan."""
    x0, y0, x1, y1 = bounds
    cam.set_zoom(fitted * ZOOM_CENTRE * (1 + ZOOM_SWING * math.sin(2 * math.pi * k / ZOOM_PERIOD)))
    cam.center_on((x0 + x1) / 2 + (x1 - x0) / 4 * math.cos(2 * math.pi * k / PAN_PERIOD),
                  (y0 + y1) / 2 + (y1 - y0) / 4 * math.sin(2 * math.pi * k / PAN_PERIOD))


def _demo(kind: str) -> Any:
    """A fresh demo map (its own chunks, none cached yet)."""
    from tools import sample_maps as sample

    return sample.hex_sample() if kind == "hex" else sample.region_sample()


def _frames(kind: str, frames: int, warmup: int, naive: bool = False) -> tuple[list[float], list[float], int]:
    """Wall and thread-CPU milliseconds per frame of one demo map moving every frame, and how
    many chunks were painted while timed (the cache's misses after the warm-up)."""
    import pygame

    from tools import gallery

    demo = _demo(kind)
    target = pygame.Surface(SIZE).convert()
    cam = gallery.map_camera(demo.layer, (0, 0, *SIZE))
    fitted = cam.zoom
    bounds = demo.layer.bounds()
    wall: list[float] = []
    cpu: list[float] = []
    painted = 0
    for k in range(frames + warmup):
        t, c = time.perf_counter(), time.thread_time()
        _move(cam, fitted, bounds, k)
        if naive:
            gallery.naive_map_frame(target, cam, demo.layer)
        else:
            built = demo.layer.draw(target, cam).chunks.built
        if k >= warmup:
            wall.append((time.perf_counter() - t) * 1000)
            cpu.append((time.thread_time() - c) * 1000)
            painted += 0 if naive else built
    return wall, cpu, painted


def chunk_paint_ms() -> float:
    """The median time to paint one chunk of the hex map at the fitted zoom's level (what a
    zoom that comes to rest costs, spread over frames by the build budget)."""
    from app.render.maplayer.chunks import level_for
    from tools import gallery

    layer = _demo("hex").layer
    store = layer.chunks
    level = level_for(gallery.map_camera(layer, (0, 0, *SIZE)).zoom)
    cols, rows = store.grid(level)
    times = []
    for i in range(cols):
        for j in range(rows):
            t = time.perf_counter()
            store.build(level, i, j)
            times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def window_pan() -> tuple[list[float] | None, str]:
    """Frame times of the pan in a real window (display update included), or None and why not.

    Uses DISPLAY, or a private Xvfb started here as the app bench does, with the window surface
    the app itself asks SDL for (plain X11 images, not software OpenGL)."""
    from tests.bench.bench_app import run_in_window

    code = ("import json; from tools.gallery import map_pan_in_window; "
            f"print(json.dumps(map_pan_in_window({WINDOW_FRAMES})))")
    return run_in_window(["-c", code], "stolik-map-bench-", WINDOW_TIMEOUT_S)


def run() -> dict[str, Any]:
    """The map figures for `stolik bench`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    own_display = pygame.display.get_surface() is None
    if own_display:
        pygame.display.set_mode((1, 1))
    try:
        hex_wall, hex_cpu, hex_painted = _frames("hex", FRAMES, WARMUP)
        region_wall, _, region_painted = _frames("regions", FRAMES, WARMUP)
        naive_wall, _, _ = _frames("hex", NAIVE_FRAMES, 1, naive=True)
        paint_ms = chunk_paint_ms()
    finally:
        if own_display:
            pygame.display.quit()
    pan, why = window_pan()
    hex_p99, naive_p99 = _p99(hex_wall), _p99(naive_wall)
    return {
        "map_frame_ms_p50": round(statistics.median(hex_wall), 3),
        "map_frame_ms_p99": round(hex_p99, 3),
        "map_frame_cpu_ms_p99": round(_p99(hex_cpu), 3),
        "region_frame_ms_p99": round(_p99(region_wall), 3),
        "naive_map_frame_ms_p99": round(naive_p99, 3),
        "map_chunks_speedup_vs_naive": round(naive_p99 / hex_p99, 1),
        "map_frame_p99_share_of_144hz": round(hex_p99 / FRAME_BUDGET_MS, 2),
        "map_chunks_painted_while_timed": hex_painted + region_painted,
        "map_chunk_paint_ms_p50": round(paint_ms, 3),
        "map_pan_frame_ms_p50": None if pan is None else round(statistics.median(pan), 3),
        "map_pan_frame_ms_p99": None if pan is None else round(_p99(pan), 3),
        "map_pan_note": why,
        "map_bench_load_avg": round(os.getloadavg()[0], 2),
    }


if __name__ == "__main__":
    print(run())
