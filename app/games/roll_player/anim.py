"""Short tweened animations for the table: dice tumbling, cards and dice sliding, coins popping.

Animations only decorate: the state is already final when they start, and they never hold
game logic (the shell waits on `animating()` before the next bot move, nothing more).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from app.render.tween import ease_out_cubic as ease_out
from app.render.tween import lerp

TUMBLE_S = 0.55
SLIDE_S = 0.45
POP_S = 0.8

Spot = Callable[[Hashable], pygame.Rect | None]



@dataclass
class Anim:
    """One animation: what (`kind`), where (a spot key, or a fixed start rect), when and what to show."""

    kind: str                      # "tumble" | "slide_die" | "slide_card" | "pop"
    start: float
    duration: float
    key: Hashable = None           # the spot where it ends (looked up each frame: layouts change)
    origin: pygame.Rect | None = None
    payload: object = None         # die dict, card id, or gold amount

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.start) / self.duration))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def rect(self, now: float, spot: Spot) -> pygame.Rect | None:
        """Where to draw now: sliding from `origin` towards the key's spot, else at the spot."""
        end = spot(self.key) if self.key is not None else None
        if self.kind in ("slide_die", "slide_card") and self.origin is not None:
            if end is None:
                return None
            t = ease_out(self.progress(now))
            w, h = round(lerp(self.origin.w, end.w, t)), round(lerp(self.origin.h, end.h, t))
            cx, cy = lerp(self.origin.centerx, end.centerx, t), lerp(self.origin.centery, end.centery, t)
            lift = math.sin(math.pi * t) * max(end.h, self.origin.h) * 0.25
            return pygame.Rect(round(cx - w / 2), round(cy - h / 2 - lift), w, h)
        return end


class Animator:
    """The running animations; finished ones are dropped when asked whether any still run."""

    def __init__(self) -> None:
        self.items: list[Anim] = []

    def add(self, anim: Anim) -> None:
        self.items.append(anim)

    def clear(self) -> None:
        self.items.clear()

    def running(self, now: float) -> bool:
        self.items = [a for a in self.items if not a.done(now)]
        return bool(self.items)

    def active(self, now: float) -> list[Anim]:
        return [a for a in self.items if a.start <= now and not a.done(now)]


def tumble_face(anim: Anim, now: float, value: int) -> tuple[int, float]:
    """The face and rotation shown while a die tumbles: random-looking faces, settling on `value`."""
    t = anim.progress(now)
    if t >= 0.8:
        return value, 0.0
    frame = int(t * 14)
    face = (value + frame * 5 + (hash(anim.key) & 3)) % 6 + 1
    angle = (1 - t) * 300 * (1 if frame % 2 else -1) * 0.2 + (1 - ease_out(t)) * 360
    return face, angle
