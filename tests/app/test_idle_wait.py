"""An idle window sleeps on the X connection: it wakes when input comes or a frame is due, not 60 times a second.

Run in a child process in a real X window (its own private Xvfb, as the app bench runs), since the dummy video
driver has no connection to sleep on.
"""
from __future__ import annotations

import shutil

import pytest

from tests.bench.bench_app import run_in_window

pytestmark = [pytest.mark.e2e, pytest.mark.skipif(shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
                                                  reason="needs Xvfb and xdotool")]

CHILD = """
import json, subprocess, threading, time
import pygame
from app.main import App
from app.settings import Settings

app = App(settings=Settings(sound=False), persist=False)
for _ in range(5):
    app.frame(1 / 60)
pygame.event.clear()
looks = []
real_peek = pygame.event.peek
pygame.event.peek = lambda *a, **k: looks.append(1) or real_peek(*a, **k)
app.wait(time.monotonic() + 0.5, 0.0)
idle_looks = len(looks)
looks.clear()
pointer = threading.Timer(0.1, subprocess.run, (["xdotool", "mousemove", "200", "200"],))
pointer.start()
app.wait(None, 0.0)
pointer.join()
print(json.dumps({"idle_looks": idle_looks, "input_looks": len(looks),
                  "motion": bool(real_peek(pygame.MOUSEMOTION))}))
"""


def test_an_idle_window_looks_for_input_only_when_the_x_connection_has_some_or_a_frame_is_due() -> None:
    got, why = run_in_window(["-c", CHILD], "stolik-idle-wait-", 60, private_config=True)
    assert got is not None, why
    assert got["idle_looks"] <= 4, got          # half a second at most MAX_BLOCK_S apart, not every frame (30)
    assert got["motion"] and got["input_looks"] <= 3, got
