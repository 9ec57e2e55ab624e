"""What a user gets in a real window, display update included.

- idle CPU (% of one core) of the program left alone for a few seconds on the menu, on the busiest
  Roll Player table (its legal targets glowing) and on a paused replay;
- frame times while the mouse hovers across that table and its animations run (1920×1080), beside
  the same frames redrawn and shown whole (the naive way, measured in the same run);
- resident memory after a whole 4-player game played through the table, and its growth over
  40 different window sizes of a replay window.

Every figure comes from a child process running the program in an X window: `stolik` itself for the
menu and the replay, the real App and its loop on a prepared table otherwise. With no DISPLAY a
private Xvfb is started; when that is impossible the figures are null and `app_bench_skipped` says why.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from tests.bench.bench_frame import p99, rss_mb, stolik_command, stop

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1920, 1080)
START_TIMEOUT_S = 30.0
CHILD_TIMEOUT_S = 600.0
POLL_S = 0.02
REPLAY_EXAMPLE = ROOT / "saves" / "examples" / "roll-player-4p-seed4.json"
GAME_SEED = 4
HOVER_STEPS = 4  # mouse positions between one target's centre and the next
ANIMATE_EVERY = 40  # frames between restarts of the last steps' animations
ANIMATED_STEPS = 6  # how many of the session's last steps are animated again
RESIZE_FIRST = (1600, 900)
RESIZE_STEP = (16, 9)  # each size this much larger than the last, alternately below and above the first
SETTLE_S = 1.5  # the end-of-game pause before the scores, with room to spare
SETTLE_MARGIN_S = 0.5  # the loop runs this much past the memory trim before resident memory is read
KEYS = ("idle_cpu_percent", "idle_cpu_percent_menu", "idle_cpu_percent_table", "idle_cpu_percent_replay",
        "app_frame_ms_p50", "app_frame_ms_p99", "app_frame_cpu_ms_p99", "app_full_frame_ms_p99",
        "app_resident_memory_mb", "resize_memory_growth_mb")


@dataclass(frozen=True)
class Counts:
    """How long and how much each measurement runs (the smoke test uses tiny ones)."""

    warmup_s: float = 2.0
    idle_s: float = 5.0
    frames: int = 600
    sizes: int = 40
    game_moves: int = 100_000


SMOKE = Counts(warmup_s=0.3, idle_s=0.5, frames=20, sizes=2, game_moves=12)


# --- the parent: a display, child processes, figures -------------------------------------------
class Display:
    """The DISPLAY to use: the user's, or a private Xvfb started (and stopped) here."""

    def __init__(self, folder: Path) -> None:
        self.name = os.environ.get("DISPLAY") or ""
        self._xvfb: Any = None
        self.reason = ""
        if self.name:
            return
        if shutil.which("Xvfb") is None:
            self.reason = "no DISPLAY and no Xvfb to start (apt-get install xvfb)"
            return
        from tests.e2e.harness import Xvfb

        try:
            self._xvfb = Xvfb(folder / "xvfb.log")
        except RuntimeError as exc:
            self.reason = str(exc)
            return
        self.name = self._xvfb.display

    def stop(self) -> None:
        if self._xvfb is not None:
            self._xvfb.stop()

def run_in_window(argv: list[str], prefix: str, timeout_s: int, private_config: bool = False) -> tuple[Any, str]:
    """Run a child Python (`argv` after the interpreter) in a real X window, display update included: DISPLAY,
    or a private Xvfb; returns the JSON of its last output line, or None and why it could not run."""
    from app.main import X11_FRAMEBUFFER_HINT

    with tempfile.TemporaryDirectory(prefix=prefix) as folder:
        display = Display(Path(folder))
        if not display.name:
            return None, display.reason
        try:
            env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
            env.update(DISPLAY=display.name, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
            if private_config:
                env.update(STOLIK_CONFIG_DIR=str(Path(folder) / "config"), PYGAME_HIDE_SUPPORT_PROMPT="1")
            env.setdefault(*X11_FRAMEBUFFER_HINT)
            try:
                out = subprocess.run([sys.executable, *argv], env=env, cwd=ROOT, capture_output=True, text=True,
                                     timeout=timeout_s)
            except subprocess.TimeoutExpired:
                return None, f"the window run took over {timeout_s} s"
        finally:
            display.stop()
    if out.returncode != 0:
        last = out.stderr.strip().splitlines()[-1:] or [f"exit code {out.returncode}"]
        return None, f"the window run failed: {last[0]}"
    return json.loads(out.stdout.strip().splitlines()[-1]), "real window, display update included"



def _env(display: str, folder: Path) -> dict[str, str]:
    """A real X window, no sound, and private settings, saves and image cache."""
    config = folder / "config"
    config.mkdir(exist_ok=True)
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                STOLIK_CONFIG_DIR=str(config), STOLIK_SAVES=str(folder / "saves"),
                STOLIK_CACHE_DIR=str(folder / "cache"), PYGAME_HIDE_SUPPORT_PROMPT="1")


def _cpu_ticks(pid: int) -> int:
    """User + system clock ticks of a process, all its threads included."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def _idle_cpu(cmd: list[str], env: dict[str, str], dump: Path, counts: Counts) -> float | None:
    """CPU % of one core used by `cmd` left alone for counts.idle_s once its first frame is up."""
    env = dict(env, STOLIK_STATE_DUMP=str(dump))
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        start = time.monotonic()
        while not dump.exists():
            if proc.poll() is not None or time.monotonic() - start > START_TIMEOUT_S:
                return None
            time.sleep(POLL_S)
        time.sleep(counts.warmup_s)
        t0, c0 = time.monotonic(), _cpu_ticks(proc.pid)
        time.sleep(counts.idle_s)
        ticks, elapsed = _cpu_ticks(proc.pid) - c0, time.monotonic() - t0
        return round(100 * ticks / os.sysconf("SC_CLK_TCK") / elapsed, 2)
    finally:
        stop(proc)


def _child(job: str, env: dict[str, str], counts: Counts) -> dict[str, Any]:
    """Run one job of this module in a fresh process (its own pygame and window); its JSON figures."""
    cmd = [sys.executable, "-m", "tests.bench.bench_app", job, json.dumps(asdict(counts))]
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
    if done.returncode != 0:
        raise RuntimeError(f"{job} failed: {done.stderr.strip()[-400:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _settings_file(folder: Path, fullscreen: bool) -> None:
    """A complete settings file (nothing to reset, so no notice covers the window)."""
    from app.settings import Settings

    data = Settings(fullscreen=fullscreen, sound=False).to_json()
    (folder / "config" / "settings.json").write_text(json.dumps(data), encoding="utf-8")


def run(counts: Counts = Counts()) -> dict[str, Any]:
    figures: dict[str, Any] = {key: None for key in KEYS}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        display = Display(folder)
        if not display.name:
            figures["app_bench_skipped"] = display.reason
            return figures
        try:
            env = _env(display.name, folder)
            _settings_file(folder, fullscreen=not os.environ.get("DISPLAY"))
            idle = {
                "menu": _idle_cpu(stolik_command(), env, folder / "menu.json", counts),
                "table": _idle_cpu([sys.executable, "-m", "tests.bench.bench_app", "idle_table", json.dumps(asdict(counts))],
                                   env, folder / "table.json", counts),
                "replay": _idle_cpu([*stolik_command(), "replay", str(REPLAY_EXAMPLE)], env, folder / "replay.json", counts),
            }
            for name, value in idle.items():
                figures[f"idle_cpu_percent_{name}"] = value
            measured = [v for v in idle.values() if v is not None]
            figures["idle_cpu_percent"] = max(measured) if measured else None
            for job in ("frames", "game_memory", "resize_memory"):
                figures.update(_child(job, env, counts))
        except (RuntimeError, OSError, subprocess.TimeoutExpired, ValueError) as exc:
            figures["app_bench_skipped"] = str(exc)
        finally:
            display.stop()
    return figures


# --- the children: the real App in a real window -----------------------------------------------
def _app(size: tuple[int, int] = SIZE) -> Any:
    from app.main import App
    from app.settings import Settings

    return App(size, settings=Settings(sound=False), persist=False)


def _busiest_table(app: Any) -> Any:
    """The benchmarks' busiest scene: 4 players late in the game, a person to move, every target glowing."""
    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from tests.app_roll_player.positions import session_at

    session = session_at(4, "late", seed=44)
    scene = TableScene(app, session, table_class("roll-player")(session.game, session.config))
    app.switch(scene)
    return scene


def job_idle_table(counts: Counts) -> dict[str, Any]:
    """The real loop on the busiest table until the parent stops it."""
    app = _app()
    _busiest_table(app)
    app.run()
    return {}


def _hover_path(scene: Any) -> Iterator[tuple[int, int]]:
    """Mouse positions gliding from one legal target's centre to the next, round and round."""
    centres = [t.shape.bounds().center for t in scene.controller.highlighted()] or [scene.table_rect.center]
    k = 0
    while True:
        (x0, y0), (x1, y1) = centres[k % len(centres)], centres[(k + 1) % len(centres)]
        for i in range(HOVER_STEPS):
            yield (round(x0 + (x1 - x0) * i / HOVER_STEPS), round(y0 + (y1 - y0) * i / HOVER_STEPS))
        k += 1


def _timed_frames(app: Any, frames: int, before: Callable[[int], None]) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of whole loop passes (events, update, draw, display update), paced at the frame rate."""
    from app.frames import FRAME_S

    wall, cpu = [], []
    last = time.monotonic()
    for k in range(frames):
        before(k)
        t, c = time.perf_counter(), time.thread_time()
        now = time.monotonic()
        app.frame(now - last)
        last = now
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
        time.sleep(max(0.0, FRAME_S - (time.perf_counter() - t)))
    return wall, cpu


def job_frames(counts: Counts) -> dict[str, Any]:
    """Hovering across the busiest table while its last steps animate; then the same redrawn whole."""
    import pygame

    app = _app()
    scene = _busiest_table(app)
    for _ in range(10):
        app.frame(1 / 60)
    path = _hover_path(scene)
    steps = scene.session.steps[-ANIMATED_STEPS:]

    def hover_and_animate(k: int) -> None:
        pos = next(path)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        if k % ANIMATE_EVERY == 0:
            scene.host.presenter.present(steps)

    def whole(k: int) -> None:
        hover_and_animate(k)
        app.invalidate_all()

    wall, cpu = _timed_frames(app, counts.frames, hover_and_animate)
    full, _ = _timed_frames(app, counts.frames, whole)
    pygame.quit()
    return {"app_frame_ms_p50": round(statistics.median(wall), 3), "app_frame_ms_p99": round(p99(wall), 3),
            "app_frame_cpu_ms_p99": round(p99(cpu), 3), "app_full_frame_ms_p99": round(p99(full), 3)}


def job_game_memory(counts: Counts) -> dict[str, Any]:
    """A whole 4-player game through the table (each move applied as a click would, a frame after each)."""
    import pygame

    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from engine import games
    from engine.kernel import Session
    from tests.app_roll_player.positions import config

    app = _app()
    game = games.get("roll-player")
    session = Session(game, config(4, GAME_SEED))
    scene = TableScene(app, session, table_class(game.id)(game, session.config))
    app.switch(scene)
    pick = random.Random(GAME_SEED)
    moves = 0
    while session.decision is not None and moves < counts.game_moves:
        decision = session.decision
        if scene.handoff is not None:
            centre = scene.table_rect.center
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
        elif not decision.automatic:
            own = [a for a in decision.legal if a.player == decision.actor] or list(decision.legal)
            scene.apply(pick.choice(own))
            moves += 1
        app.frame(1 / 60)
    end = time.monotonic() + SETTLE_S
    while app.scene.name == "table" and session.decision is None and time.monotonic() < end:
        app.frame(1 / 60)
        time.sleep(1 / 60)
    _settle(app)
    figures = {"app_resident_memory_mb": round(rss_mb(os.getpid()), 1), "app_game_moves": moves,
               "app_game_finished": session.decision is None}
    pygame.quit()
    return figures


def job_resize_memory(counts: Counts) -> dict[str, Any]:
    """A replay window of the largest example dragged through `counts.sizes` other window sizes (from
    1280×720 to 1920×1080) and back to the first: what it holds then beyond what it held at first."""
    import pygame

    from app.replay.scene import open_replay

    app = _app(RESIZE_FIRST)
    open_replay(app, REPLAY_EXAMPLE)
    _settle(app)
    before = rss_mb(os.getpid())
    window = app.window()
    for size in [*_sizes(counts.sizes), RESIZE_FIRST]:
        window.size = size
        end = time.monotonic() + START_TIMEOUT_S
        while app.size != size and time.monotonic() < end:
            app.frame(1 / 60)
            time.sleep(POLL_S)
        app.frame(1 / 60)
    _settle(app)
    after = rss_mb(os.getpid())
    cache = Path(os.environ.get("STOLIK_CACHE_DIR", ""))
    files = list(cache.glob("*.png")) if cache.is_dir() else []
    pygame.quit()
    return {"resize_memory_growth_mb": round(after - before, 1), "resize_memory_before_mb": round(before, 1),
            "image_cache_files": len(files), "image_cache_mb": round(sum(f.stat().st_size for f in files) / 2**20, 2)}


def _settle(app: Any) -> None:
    """Run the real loop long enough for the last change to settle (lazy widget images, the memory trim)."""
    from app.frames import FRAME_S
    from app.main import TRIM_DELAY_S

    end = time.monotonic() + TRIM_DELAY_S + SETTLE_MARGIN_S
    last = time.monotonic()
    while time.monotonic() < end:
        due = app.next_frame_at(time.monotonic())
        app.wait(end if due is None else min(due, end), last + FRAME_S)
        now = time.monotonic()
        app.frame(now - last)
        last = now


def _sizes(count: int) -> list[tuple[int, int]]:
    """`count` distinct window sizes around RESIZE_FIRST: one step below it, one above, two below..."""
    out = []
    for k in range(1, count + 1):
        step = (k + 1) // 2 * (-1 if k % 2 else 1)
        out.append((RESIZE_FIRST[0] + step * RESIZE_STEP[0], RESIZE_FIRST[1] + step * RESIZE_STEP[1]))
    return out


JOBS: dict[str, Callable[[Counts], dict[str, Any]]] = {
    "idle_table": job_idle_table, "frames": job_frames, "game_memory": job_game_memory,
    "resize_memory": job_resize_memory,
}


def main(argv: list[str]) -> int:
    """`python -m tests.bench.bench_app JOB COUNTS_JSON`: one job, its figures as one JSON line on stdout."""
    job, counts = argv[0], Counts(**json.loads(argv[1]))
    out = sys.stdout
    sys.stdout = sys.stderr
    figures = JOBS[job](counts)
    print(json.dumps(figures), file=out, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
