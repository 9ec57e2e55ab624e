"""Frame time of the busiest Runebound scene, measured as bench_frame measures Roll Player's.

The scene (runebound_busiest.toml beside this file): six heroes on the map, the active hero choosing who
fights in which phase of a Troll fight (a combat decision pending, so the table shows its combat overlay),
at 1920×1080 in a real X window (a child process with the x11 video driver on DISPLAY, or on a private Xvfb
started as the app bench starts one; the dummy driver only when neither can be had, and the figures say so).
The camera shows the whole map (zoomed 1.1× the fitted view, so there is room to move) and pans along a small
circle every frame; whole frames of the real app loop are timed (events, update, scene draw, widgets, display
update), each redrawing everything. The frames' own CPU time and the machine's load average are reported beside
the wall-clock figures, and the Roll Player frame measured in the same run (bench_frame) is the reference workload.
"""
from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

FRAMES = 300
WARMUP = 30
SIZE = (1920, 1080)
ZOOM = 1.1               # times the fitted zoom: the whole map, with room to pan
PAN_RADIUS_PX = 40       # the circle the view moves along, in window pixels
PAN_PERIOD = 120         # frames per circle
SCENE = Path(__file__).resolve().with_name("runebound_busiest.toml")
GAME = "runebound"
ROOT = Path(__file__).resolve().parents[2]
WINDOW_TIMEOUT_S = 300
WINDOW_FLAG = "--window"


def p99(values: list[float]) -> float:
    """The 99th percentile (nearest rank), as bench_frame reports it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def busiest_session() -> Any:
    """The scene's session: the scenario's position with its combat decision pending."""
    from engine import games
    from engine.kernel import Session
    from engine.scenario import read_scenario

    return Session(games.get(GAME), read_scenario(SCENE).config())


def build_scene(size: tuple[int, int] = SIZE) -> tuple[Any, Any]:
    """The app and its table scene on the busiest session, the camera at the measured zoom (not timed)."""
    return scene_on(busiest_session(), GAME, size, plug_combat_view)


def scene_on(session: Any, game: str, size: tuple[int, int] = SIZE, prepare: Any = None) -> tuple[Any, Any]:
    """The app and a table scene on this session (`prepare` called on the scene first), the camera showing the
    whole map zoomed ZOOM× the fitted view (not timed): the scene each game's frame bench pans."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.games import table_class
    from app.main import App
    from app.scenes.table_scene import TableScene
    from app.settings import Settings

    app = App(size, settings=Settings(), persist=False)
    scene = TableScene(app, session, table_class(game)(session.game, session.config))
    app.switch(scene)
    if prepare is not None:
        prepare(scene)
    app.frame(1 / 60)
    scene.host.fit()
    scene.host.camera.set_zoom(scene.host.camera.zoom * ZOOM)
    return app, scene


def plug_combat_view(scene: Any) -> None:
    """The combat overlay through the table's hook, as its own tests plug it in, while the table does not
    yet set one itself."""
    table = scene.table
    if getattr(table, "combat_view", False) is not None:
        return
    from app.games.runebound.combat_view import CombatView

    table.combat_view = CombatView(table.action_label, table.lang, camera=lambda: table.camera)
    scene.host.layout(scene.table_rect)


def overlay_open(scene: Any) -> bool:
    """Whether the table shows its combat overlay now (False for a table that has none)."""
    is_open = getattr(scene.table, "combat_open", None)
    return bool(is_open()) if callable(is_open) else False


def pan_step(k: int) -> tuple[float, float]:
    """Frame k's drag: the view's step along the circle."""
    a, b = 2 * math.pi * k / PAN_PERIOD, 2 * math.pi * (k + 1) / PAN_PERIOD
    return PAN_RADIUS_PX * (math.cos(b) - math.cos(a)), PAN_RADIUS_PX * (math.sin(b) - math.sin(a))


def frame_times(frames: int = FRAMES) -> tuple[list[float], list[float], bool]:
    """Milliseconds per whole app frame while the view pans: wall-clock and this thread's CPU time, and
    whether the combat overlay was open."""
    return panned_frames(build_scene, frames)


def panned_frames(build: Any, frames: int = FRAMES) -> tuple[list[float], list[float], bool]:
    """Whole app frames of the scene `build()` makes while its view pans along the circle (each redrawing the
    whole window, after WARMUP untimed): wall-clock and this thread's CPU milliseconds, and whether the table's
    combat overlay was open."""
    import pygame

    app, scene = build()
    try:
        shown = overlay_open(scene)
        wall, cpu = [], []
        for k in range(frames + WARMUP):
            t, c = time.perf_counter(), time.thread_time()
            scene.host.pan(*pan_step(k))
            app.invalidate()
            app.frame(1 / 60)
            if k >= WARMUP:
                wall.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
        return wall, cpu, shown
    finally:
        pygame.quit()


def window_frames() -> tuple[tuple[list[float], list[float], bool] | None, str]:
    """frame_times() in a real X window, display update included (a child process with its own video driver
    and private settings), or None and why it could not run."""
    from tests.bench.bench_app import run_in_window

    got, why = run_in_window(["-m", "tests.bench.bench_runebound_frame", WINDOW_FLAG], "stolik-runebound-bench-",
                             WINDOW_TIMEOUT_S, private_config=True)
    if got is None:
        return None, why
    wall, cpu, shown = got
    return (wall, cpu, shown), why


def panned_figures(game: str, module: str, times: Callable[[], tuple[list[float], list[float]]]) -> dict[str, Any]:
    """A map table's panned-frame figures, `<game>_frame_ms_p99` and the rest: `module --window` run in a real X
    window (display update included), or `times()` here under the dummy driver when no window can be had."""
    from tests.bench.bench_app import run_in_window

    window, how = run_in_window(["-m", module, WINDOW_FLAG], f"stolik-{game}-bench-", WINDOW_TIMEOUT_S,
                                private_config=True)
    if window is None:
        how = f"dummy video driver, no display update ({how})"
    wall, cpu = window if window is not None else times()
    return {
        f"{game}_frame_ms_p50": round(statistics.median(wall), 3),
        f"{game}_frame_ms_p99": round(p99(wall), 3),
        f"{game}_frame_cpu_ms_p99": round(p99(cpu), 3),
        f"{game}_frame_bench_load_avg": round(os.getloadavg()[0], 2),
        f"{game}_frame_note": how,
    }


def run() -> dict[str, Any]:
    from engine import games

    if GAME not in games.available():
        return {}
    window, how = window_frames()
    if window is None:
        how = f"dummy video driver, no display update ({how})"
    wall, cpu, shown = window if window is not None else frame_times()
    return {
        "runebound_frame_ms_p50": round(statistics.median(wall), 3),
        "runebound_frame_ms_p99": round(p99(wall), 3),
        "runebound_frame_cpu_ms_p99": round(p99(cpu), 3),
        "runebound_frame_bench_load_avg": round(os.getloadavg()[0], 2),
        "runebound_frame_combat_overlay": shown,
        "runebound_frame_note": how,
    }


if __name__ == "__main__":
    if sys.argv[1:] == [WINDOW_FLAG]:
        print(json.dumps(frame_times()))
    else:
        print(run())
