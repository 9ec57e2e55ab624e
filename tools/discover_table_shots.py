"""Pictures of Discover's table (tools, not the app): a seeded game played by the greedy bot for a number of actions,
shown on the real table scene headless at 1280x720 and 1920x1080 in English and Polish, saved as PNGs to look at.

    python tools/discover_table_shots.py OUT_DIR [ACTIONS] [PLAYERS] [SCENARIO]
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from app.games import table_class  # noqa: E402
from app.main import App  # noqa: E402
from app.scenes.table_scene import TableScene  # noqa: E402
from app.settings import Settings  # noqa: E402
from engine import games  # noqa: E402
from engine.games.discover.bots import GreedyBot  # noqa: E402
from engine.kernel import GameConfig, Rng, Session  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
SEED, BOT_SEED = 3, 7
FRAMES = 30               # frames painted before the picture is taken (the map's chunks settle)


def played(actions: int, players: int, scenario: int) -> Session:
    """A game the greedy bot played for `actions` actions."""
    game = games.get("discover")
    bot, rng = GreedyBot(), Rng.from_seed(BOT_SEED)
    session = Session(game, GameConfig.quick("discover", players, seed=SEED, scenario=scenario))
    for _ in range(actions):
        d = session.decision
        if d is None:
            break
        session.apply(bot.choose(game, session.seen(d.actor), d, d.actor, rng) if d.actor is not None else d.legal[0])
    return session


def main(argv: list[str]) -> int:
    out = Path(argv[1])
    actions = int(argv[2]) if len(argv) > 2 else 120
    players = int(argv[3]) if len(argv) > 3 else 3
    scenario = int(argv[4]) if len(argv) > 4 else 1
    out.mkdir(parents=True, exist_ok=True)
    session = played(actions, players, scenario)
    for lang in ("en", "pl"):
        for size in SIZES:
            app = App(size, settings=Settings(lang=lang, sound=False, handover=False), persist=False)
            scene = TableScene(app, session, table_class("discover")(session.game, session.config))
            scene.autosave = lambda: None        # type: ignore[method-assign]  # a picture writes no save
            app.switch(scene)
            for _ in range(FRAMES):
                app.frame(0.016)
            app._paint(0.0)
            pygame.image.save(app.screen, str(out / f"discover_{lang}_{size[0]}x{size[1]}.png"))
            pygame.quit()
    print(f"{out}: round {session.state.round}, step {session.state.step}, tiles up {len(session.state.revealed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
