"""Big pictures give their memory back when they are dropped, however many were painted before."""
from __future__ import annotations

import subprocess
import sys

import pytest

from app import heap

WINDOW = (1920, 1080)


# Run in a fresh interpreter: whether glibc carves a big picture from the top of its heap (kept when freed) or maps it
# on its own depends on everything the process allocated before, so in a test worker it would depend on which tests
# ran first. A player's program starts fresh, as this does.
PAINT_TWO_AND_DROP_ONE = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
import pygame
from app.main import App


def resident_mb():
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise SystemExit("no VmRSS line")


App((1280, 720))
first = pygame.Surface((1920, 1080))
first.fill((1, 2, 3))
del first                                   # left alone, glibc now keeps pictures this big in its heap
second = pygame.Surface((1920, 1080))
second.fill((1, 2, 3))
pinned = [pygame.Surface((8, 8)) for _ in range(64)]   # small live blocks after it in the heap
before = resident_mb()
del second
print(before - resident_mb())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or heap._libc() is None, reason="glibc only")
def test_a_window_sized_picture_painted_after_another_is_given_back_when_dropped() -> None:
    run = subprocess.run([sys.executable, "-c", PAINT_TWO_AND_DROP_ONE], capture_output=True, text=True,
                         timeout=120, check=False)   # the conftest's private folders reach the child through its env
    assert run.returncode == 0, run.stderr
    given_back_mb = float(run.stdout.split()[-1])
    assert given_back_mb > 0.9 * WINDOW[0] * WINDOW[1] * 4 / 2**20
