"""Frame time of the busiest Zerywia scene (issue 26), measured as bench_discover_frame measures Discover's.

The scene: four heroes on the map of the four Kirs at 1920×1080 in a real X window, display update included, a
challenge (or Test) overlay open over the map with its dice, and every kind of map token present (Taint, Rift,
Threat, Horde, watchtower, edge stone, the heroes, the Herald). It is reached by playing a seeded 4-hero game of
Pamięć Świata (the scenario with the Herald) through the engine with seeded random choices until a challenge is asked
in a later cycle; the token kinds the game has not laid by then are added to regions of the view the table is shown
(the engine's state is never touched). The camera shows the whole map (zoomed 1.1× the fitted view) and pans along
a small circle every frame; whole frames of the real app loop are timed, each redrawing the whole window.
"""
from __future__ import annotations

import json
import random
import sys
from typing import Any

from tests.bench import bench_runebound_frame as frame

GAME = "zerywia"
PLAYERS = 4
SEED = 1
SCENARIO = "pamiec"
MIN_CYCLE = 2             # a later cycle: the map has filled with what the game lays
MAX_STEPS = 20000
WINDOW_FLAG = "--window"


def challenge_live(session: Any) -> bool:
    from app.games.zerywia.challenge import live_for

    d = session.decision
    return d is not None and live_for(d.prompt, session.view(d.actor))


def busiest_session(seed: int = SEED) -> Any:
    """A seeded 4-hero game of Pamięć Świata played until a challenge is asked in cycle MIN_CYCLE or later."""
    from engine import games
    from engine.kernel import GameConfig, Session

    session = Session(games.get(GAME), GameConfig.quick(GAME, PLAYERS, seed=seed, scenario=SCENARIO))
    rnd = random.Random(seed)
    for _ in range(MAX_STEPS):
        d = session.decision
        if d is None:
            session = Session(games.get(GAME), GameConfig.quick(GAME, PLAYERS, seed=rnd.randrange(10 ** 6),
                                                                scenario=SCENARIO))
            continue
        if session.state.cycle >= MIN_CYCLE and challenge_live(session):
            return session
        session.apply(rnd.choice(d.legal))
    raise RuntimeError(f"seed {seed}: no challenge was asked in cycle {MIN_CYCLE} or later in {MAX_STEPS} steps")


# Each token kind the map draws and how a region of the view shows it (board.py's TOKEN_LOOK).
TOKEN_KINDS: dict[str, tuple[str, Any]] = {
    "taint": ("taint", "taint"), "rift": ("taint", "rift"), "threat": ("threat", "threat"),
    "horde": ("threat", "horde"), "watchtower": ("watchtower", True), "edge_stone": ("edge_stone", True),
}


def every_token(view: Any) -> Any:
    """The view with every token kind on the map: the kinds no region shows yet are put on empty regions, and the
    Herald on a region if it waits in the Abyss (a copy; the engine's state is not touched)."""
    import copy

    from engine.games.zerywia.content import content

    out = copy.deepcopy(view)
    regions = out["regions"]
    shown = {str(v) for r in regions.values() for v in (r.get("taint"), r.get("threat")) if v}
    shown |= {k for r in regions.values() for k in ("watchtower", "edge_stone") if r.get(k)}
    free = iter(sorted(rid for rid, r in regions.items() if not any(r.values())))
    for kind, (field_, value) in TOKEN_KINDS.items():
        if kind not in shown:
            regions[next(free)][field_] = value
    if out.get("herald") not in content().board.regions:
        out["herald"] = next(free)
    return out


def with_every_token(scene: Any) -> None:
    """The scene's session shows the table every_token() of its view."""
    session = scene.session
    view = session.view
    session.view = lambda player: every_token(view(player))


def build_scene(size: tuple[int, int] = frame.SIZE) -> tuple[Any, Any]:
    """The app and its table scene on the busiest session, the camera at the measured zoom (not timed)."""
    return frame.scene_on(busiest_session(), GAME, size, prepare=with_every_token)


def frame_times(frames: int = frame.FRAMES) -> tuple[list[float], list[float]]:
    """Milliseconds per whole app frame while the view pans: wall-clock and this thread's CPU time."""
    wall, cpu, _ = frame.panned_frames(build_scene, frames)
    return wall, cpu


def run() -> dict[str, Any]:
    from engine import games

    if GAME not in games.available():
        return {}
    return frame.panned_figures(GAME, "tests.bench.bench_zerywia_frame", frame_times)


if __name__ == "__main__":
    if sys.argv[1:] == [WINDOW_FLAG]:
        print(json.dumps(list(frame_times())))
    else:
        print(run())
