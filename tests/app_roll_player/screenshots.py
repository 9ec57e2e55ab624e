"""Render the Roll Player table headless to PNGs (for looking at it, and for the README).

    python -m tests.app_roll_player.screenshots OUT_DIR

Writes the whole window (table, history, status) for 2 and 4 players at 1280×720 and
1920×1080, a late 4-player game, the menu, and the card zoom.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

SHOTS = [
    ("rp_2p_dice_1280", (1280, 720), 2, "dice"),
    ("rp_2p_market_1920", (1920, 1080), 2, "market"),
    ("rp_4p_setup_1280", (1280, 720), 4, "placement"),
    ("rp_4p_market_1280", (1280, 720), 4, "market"),
    ("rp_4p_late_1280", (1280, 720), 4, "late"),
    ("rp_4p_late_1920", (1920, 1080), 4, "late"),
]


def _frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def render(out: Path) -> list[Path]:
    from app.games import table_class
    from app.main import App
    from app.scenes.menu import MenuScene
    from app.scenes.table_scene import TableScene
    from app.settings import Settings
    from tests.app_roll_player.positions import session_at

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size, players, stage in SHOTS:
        app = App(size, settings=Settings(), persist=False)
        s = session_at(players, stage, seed=players * 11)
        app.switch(TableScene(app, s, table_class("roll-player")(s.game, s.config)))
        _frames(app)
        time.sleep(0.05)
        _frames(app)
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path)
        if name == "rp_4p_late_1280":
            scene = app.scene
            card = s.state.market_row[0]
            scene.table.zoom = card
            _frames(app)
            pygame.image.save(app.screen, str(out / "rp_zoom_1280.png"))
            written.append(out / "rp_zoom_1280.png")
        pygame.display.quit()
    app = App((1280, 720), settings=Settings(), persist=False)
    app.switch(MenuScene(app))
    _frames(app)
    pygame.image.save(app.screen, str(out / "menu_1280.png"))
    written.append(out / "menu_1280.png")
    pygame.display.quit()
    return written


if __name__ == "__main__":
    for p in render(Path(sys.argv[1] if len(sys.argv) > 1 else "test-artifacts/roll_player_screens")):
        print(p)
