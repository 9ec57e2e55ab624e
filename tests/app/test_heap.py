"""Big pictures give their memory back when they are dropped, however many were painted before."""
from __future__ import annotations

import sys

import pygame
import pytest

from app import heap

WINDOW = (1920, 1080)


def _resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS line")


@pytest.mark.skipif(not sys.platform.startswith("linux") or heap._libc() is None, reason="glibc only")
def test_a_window_sized_picture_painted_after_another_is_given_back_when_dropped(make_app) -> None:
    make_app((1280, 720))
    first = pygame.Surface(WINDOW)
    first.fill((1, 2, 3))
    del first                                   # left alone, glibc now keeps pictures this big in its heap
    second = pygame.Surface(WINDOW)
    second.fill((1, 2, 3))
    pinned = [pygame.Surface((8, 8)) for _ in range(64)]   # small live blocks after it in the heap
    before = _resident_mb()
    del second
    assert before - _resident_mb() > 0.9 * WINDOW[0] * WINDOW[1] * 4 / 2**20
    del pinned
