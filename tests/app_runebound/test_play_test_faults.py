"""Runebound as the issue 22 play-test found it: each fault a player met, named after it, at the real table
scene, the tutorial or the replay (headless, real pygame events)."""
from __future__ import annotations

import time
from pathlib import Path

from app.tutorial.scene import open_tutorial
from tests.app.drive import pump

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "runebound-2p-seed9.json"


def test_the_tutorials_first_frames_finish_painting_the_map_without_a_click(make_app):
    """The first frames showed stand-ins (a double-size piece by Riverwatch) until step 4 forced a repaint."""
    app = make_app((1280, 720))
    assert open_tutorial(app, "runebound")
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None   # the idle loop would not sleep on stand-ins
    pump(app, 60)
    layer = app.scene.overlay.host.table.layer
    assert layer.chunks.settled


def test_a_replay_at_step_0_paints_the_south_east_as_the_game_does(make_app):
    """Opening a replay showed the south-east stretched from the overview until a step was taken."""
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None
    pump(app, 60)
    assert app.scene.host.table.layer.chunks.settled
