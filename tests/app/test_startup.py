"""Start-up stays light: the first interactive menu frame imports no game's engine. Its time is a figure of
`stolik bench` (cold start against its budget), never a timed assertion here: this machine's speed drifts."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

FIRST_FRAME = """
import json, time
t0 = time.perf_counter()
from app.main import App
from app.scenes.menu import MenuScene
app = App()
app.switch(MenuScene(app))
app.frame(0.016)
heavy = sorted(m for m in __import__("sys").modules if m.split(".")[0] in ("engine",) and "games." in m)
print(json.dumps({"seconds": time.perf_counter() - t0, "game_modules": heavy}))
"""


def first_frame(tmp_path: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STOLIK_SAVES=str(tmp_path / "s"),
               STOLIK_CONFIG_DIR=str(tmp_path / "c"), STOLIK_CACHE_DIR=str(tmp_path / "cache"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_first_menu_frame_imports_no_game_engine(tmp_path: Path) -> None:
    cold = first_frame(tmp_path)  # the first start ever also paints the table art into the cache
    warm = first_frame(tmp_path)
    assert cold["game_modules"] == [] and warm["game_modules"] == []  # no game is imported before one is picked
