"""Pictures of Discover's Island and heroes' panel (tools, not the app): a seeded game played by the greedy bot for
a number of actions, drawn headless at 1280x720 and 1920x1080 in English and Polish, saved as PNGs to look at.

    python tools/discover_table_shots.py OUT_DIR [ACTIONS] [PLAYERS]
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from app.games.discover.board import make_island  # noqa: E402
from app.games.discover.compass import draw_compass  # noqa: E402
from app.games.discover.panel import draw_heroes  # noqa: E402
from app.games.discover.stage import draw_stage  # noqa: E402
from app.render.camera import Camera  # noqa: E402
from app.render.palette import FELT  # noqa: E402
from engine.games.discover.bots import GreedyBot  # noqa: E402
from engine.games.discover.game import Discover  # noqa: E402
from engine.kernel import Declared, GameConfig, Rng, Session  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
PANEL_W = 330            # the heroes' panel's width at 720 lines
SEED, BOT_SEED = 3, 7
COMPASS_PX = 110          # the compass's size at 720 lines
STAGE_H = 190             # the expedition card's box at 720 lines


def played(actions: int, players: int) -> Session:
    """A game the greedy bot played for `actions` actions (the engine is not registered yet: declared here)."""
    game = Discover()
    game.declare(Declared("discover", {"en": "Discover", "pl": "Discover"}, 1, 4))
    bot, rng = GreedyBot(), Rng.from_seed(BOT_SEED)
    session = Session(game, GameConfig.quick("discover", players, seed=SEED, expedition=1))
    for _ in range(actions):
        d = session.decision
        if d is None:
            break
        session.apply(bot.choose(game, session.state, d, d.actor, rng) if d.actor is not None else d.legal[0])
    return session


def main(argv: list[str]) -> int:
    out = Path(argv[1])
    actions = int(argv[2]) if len(argv) > 2 else 120
    players = int(argv[3]) if len(argv) > 3 else 3
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    session = played(actions, players)
    view = session.game.view(session.state, 0)
    for lang in ("en", "pl"):
        for w, h in SIZES:
            scale = h / 720
            island = make_island()
            island.sync(view)
            surface = pygame.Surface((w, h))
            surface.fill(FELT)
            panel = pygame.Rect(w - round(PANEL_W * scale), 0, round(PANEL_W * scale), h).inflate(-12, -12)
            camera = Camera((0, 0, panel.x - 6, h), world=island.layer.bounds(), min_zoom=0.1)
            camera.fit(island.layer.bounds(), 12)
            island.layer.draw(surface, camera)
            island.draw_tile_edges(surface, camera)
            draw_compass(surface, pygame.Rect(camera.viewport), round(COMPASS_PX * scale))
            card = pygame.Rect(panel.x, 0, panel.width, round(STAGE_H * scale))
            card.bottom = panel.bottom
            draw_heroes(surface, pygame.Rect(panel.x, panel.y, panel.width, card.y - panel.y - 6), view, lang, scale)
            draw_stage(surface, card, view, lang, scale)
            pygame.image.save(surface, str(out / f"discover_{lang}_{w}x{h}.png"))
    print(f"{out}: round {session.state.round}, step {session.state.step}, tiles up {len(session.state.revealed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
