"""Frame time of the busiest Discover scene (issue 24), measured as bench_runebound_frame measures Runebound's.

The scene: four heroes on a wholly explored Island (every tile face up, its tokens on its spaces), a hero's day
action pending (its moves lit on the map with their stamina costs), at 1920×1080 in a real X window, display update
included. It is reached by playing a seeded 4-player game through the engine with an explorer's choices (scout
whenever a tile is next to the hero, else step towards the nearest face-down tile, else a seeded coin), until no
tile is face down and a hero is to act. The camera shows the whole Island (zoomed 1.1× the fitted view) and pans
along a small circle every frame; whole frames of the real app loop are timed, each redrawing the whole window.
"""
from __future__ import annotations

import json
import random
import sys
from typing import Any

from tests.bench import bench_runebound_frame as frame

GAME = "discover"
PLAYERS = 4
SEED = 3
MAX_STEPS = 2000          # the explorer's game is bounded: a seed that cannot explore the Island fails loudly
DAY_MOVE = "move"         # the decision the scene stops at offers moves on the map
WINDOW_FLAG = "--window"


def _nearest_unexplored(to: str, unexplored: list[tuple[int, int]]) -> int:
    from engine.common.hexes import Hex, distance
    from engine.games.discover.state import hex_of

    h = hex_of(to)
    return min(distance(h, Hex(*c)) for c in unexplored)


def explorer_choice(session: Any, rnd: random.Random) -> Any:
    """The explorer's move: scout if it may, else step towards the nearest face-down tile, else a seeded coin."""
    from engine.games.discover.content import content

    legal = session.decision.legal
    scouts = [a for a in legal if a.kind == "scout"]
    if scouts:
        return scouts[0]
    unexplored = [tuple(s.centre) for s in content().island.slots if s.id not in session.state.revealed]
    moves = [a for a in legal if a.kind == DAY_MOVE]
    if moves and unexplored:
        return min(moves, key=lambda a: _nearest_unexplored(str(a["to"]), unexplored))
    return rnd.choice(legal)


def explored(session: Any) -> bool:
    from engine.games.discover.content import content

    return len(session.state.revealed) == len(content().island.slots)


def busiest_session(seed: int = SEED) -> Any:
    """A seeded 4-player game played until the whole Island is face up and a hero may move on the map."""
    from engine import games
    from engine.kernel import GameConfig, Session

    session = Session(games.get(GAME), GameConfig.quick(GAME, PLAYERS, seed=seed))
    rnd = random.Random(seed)
    for _ in range(MAX_STEPS):
        decision = session.decision
        if decision is None:
            break
        if explored(session) and any(a.kind == DAY_MOVE for a in decision.legal):
            return session
        session.apply(explorer_choice(session, rnd))
    raise RuntimeError(f"seed {seed}: the explorer did not uncover the Island with a hero to move in {MAX_STEPS} steps")


def build_scene(size: tuple[int, int] = frame.SIZE) -> tuple[Any, Any]:
    """The app and its table scene on the busiest session, the camera at the measured zoom (not timed)."""
    return frame.scene_on(busiest_session(), GAME, size)


def frame_times(frames: int = frame.FRAMES) -> tuple[list[float], list[float]]:
    """Milliseconds per whole app frame while the view pans: wall-clock and this thread's CPU time."""
    wall, cpu, _ = frame.panned_frames(build_scene, frames)
    return wall, cpu


def run() -> dict[str, Any]:
    from engine import games

    if GAME not in games.available():
        return {}
    return frame.panned_figures(GAME, "tests.bench.bench_discover_frame", frame_times)


if __name__ == "__main__":
    if sys.argv[1:] == [WINDOW_FLAG]:
        print(json.dumps(frame_times()))
    else:
        print(run())
