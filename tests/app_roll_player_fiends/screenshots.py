"""Render the expansion's table headless to a PNG (for looking at it, and for art/screenshots/).

    python -m tests.app_roll_player_fiends.screenshots PLAYERS WxH STAGE [SEED] [LANG] OUT.png

STAGE is one of fiendskit.STAGES (familiar, dice, market, hunt, late); the hot-seat cover is clicked away.
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def render(players: int, size: tuple[int, int], stage: str, seed: int, lang: str, out: str) -> None:
    from app.games import table_class
    from app.main import App
    from app.scenes.table_scene import TableScene
    from app.settings import Settings
    from tests.app_roll_player_fiends.fiendskit import session_at

    s = session_at(players, stage, seed=seed)
    app = App(size, settings=Settings(), persist=False)
    app.set_lang(lang)
    app.switch(TableScene(app, s, table_class("roll-player")(s.game, s.config)))
    for _ in range(3):
        app.frame(1 / 60)
    scene = app.scene
    if getattr(scene, "handoff", None) is not None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=scene.table_rect.center, button=1))
    time.sleep(0.05)
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, out)


if __name__ == "__main__":
    a = sys.argv[1:]
    w, h = map(int, a[1].split("x"))
    render(int(a[0]), (w, h), a[2], int(a[3]) if len(a) > 3 else int(a[0]) * 11, a[4] if len(a) > 4 else "en",
           a[5] if len(a) > 5 else "roll_player_fiends.png")
