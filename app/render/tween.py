"""Tweened animations: easing, spot-following dice tumbles, slides and coin pops, and their manager.

Animations are purely visual. The engine has already applied the action when an animation
starts, so nothing ever waits on one. Each animation ends on a *spot*: a key the host looks
up every frame (`where(key) -> Rect | None`), so a relayout or a window resize mid-flight
moves the landing place with it. What an animation shows is drawn by the host's callback
at the size the animation asks for, because only the game knows what a die or card looks like.

A host that is handed the time (a table's `draw(surface, now)`) runs the manager's clock
with `advance_to(now)`, before adding and before drawing; `ends_at()` tells it until when
to keep drawing frames, and `finish()` ends every animation at once (a player who clicks
or presses a key does not wait for them). An animation may wait a `delay` before it moves
(dice thrown one after another) and may `cover` its landing spot meanwhile, so the thing it
brings is not seen there before it arrives.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, ClassVar, Hashable

import pygame

Easing = Callable[[float], float]
Spot = Callable[[Hashable], pygame.Rect | None]
FaceLook = Callable[[int, pygame.Rect], pygame.Surface | None]
Look = Callable[[pygame.Rect], pygame.Surface | None]
Render = Callable[[int], pygame.Surface]

OPAQUE = 255
TUMBLE_SETTLE = 0.8     # share of a tumble after which the rolled face shows, upright
TUMBLE_FLIPS = 14       # face changes over a whole tumble
TUMBLE_FACE_STEP = 5    # faces skipped per change (coprime to 6: every face comes up)
TUMBLE_SPIN = 360.0     # degrees the die turns while it slows down
TUMBLE_WOBBLE = 60.0    # degrees of side-to-side rock on top of the spin, fading out
SLIDE_LIFT = 0.25       # a slide's arc at its middle, as a share of the larger height
POP_GAP = 2             # pixels between a popping token and its "+N"
MIN_TOKEN = 8           # smallest pixel size a pop draws its token or label at
D6_FACES = 6
CLOCK_SLACK = 1e-6      # seconds lost adding differences of large monotonic times: reaching ends_at() ends it


def linear(t: float) -> float:
    """No easing: constant speed (fades, rising pops)."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: how thrown dice and slid cards come to rest."""
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    """The value a share `t` of the way from a to b."""
    return a + (b - a) * t


def _nowhere(key: Hashable) -> pygame.Rect | None:
    """The default spot lookup: nothing is anywhere, so an unplaced animation draws nothing."""
    return None


@dataclass
class Animation:
    """A duration-bound visual effect that lands on the spot `to`, looked up through `where` each frame.

    It waits `delay` seconds before it starts; `cover(rect)`, when given, draws what hides the
    spot `hides` (the landing spot unless said otherwise) until the end, centred on it, under
    every animation's moving part.
    """

    duration: float
    to: Hashable = None
    where: Spot = _nowhere
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0
    delay: float = 0.0
    cover: Look | None = None
    hides: Hashable = None
    covers_board: ClassVar[bool] = False   # drawn over the whole board by an overlay, not by draw(): all is redrawn


    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True while the animation still runs."""
        self.elapsed += dt
        return not self.done

    @property
    def started(self) -> bool:
        """True once the delay is over."""
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        """Linear progress 0..1 (before easing), 0 while waiting."""
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        """Eased progress."""
        return self.easing(self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration - CLOCK_SLACK

    @property
    def remaining(self) -> float:
        """Seconds until the end, delay included (0 once done)."""
        return max(0.0, self.delay + self.duration - self.elapsed)

    def end(self) -> pygame.Rect | None:
        """Where the animation lands now (None when its spot is not shown: nothing is drawn)."""
        return self.where(self.to) if self.to is not None else None

    def rect(self) -> pygame.Rect | None:
        """Where to draw now; at the landing spot unless a subclass travels."""
        return self.end()

    def draw_under(self, surface: pygame.Surface) -> None:
        """Hide the covered spot while the animation runs (when it has a cover)."""
        if self.cover is None:
            return
        spot = self.where(self.hides) if self.hides is not None else self.end()
        img = self.cover(spot) if spot is not None else None
        if img is not None and spot is not None:
            surface.blit(img, img.get_rect(center=spot.center))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (nothing by default)."""

    def landed(self) -> None:
        """Called once when the animation ends, is finished early or dropped: what it hid may show again."""


def bowed(origin: pygame.Rect | None, end: pygame.Rect | None, t: float) -> pygame.Rect | None:
    """The rect a share `t` of the way from `origin` to `end`, resizing and bowing upwards (end alone without origin)."""
    if end is None or origin is None or t >= 1:
        return end
    a = origin
    w, h = round(lerp(a.w, end.w, t)), round(lerp(a.h, end.h, t))
    cx, cy = lerp(a.centerx, end.centerx, t), lerp(a.centery, end.centery, t)
    lift = math.sin(math.pi * t) * max(end.h, a.h) * SLIDE_LIFT
    return pygame.Rect(round(cx - w / 2), round(cy - h / 2 - lift), w, h)


@dataclass
class DiceTumble(Animation):
    """A die tumbling on its spot (or thrown there from `origin`): flickering faces and a slowing spin,
    settling upright on `value`.

    `face(value, rect)` draws the die showing `value` to fit `rect` (None hides it); `seed`
    varies the face sequence so dice rolled together do not flicker in step.
    """

    value: int = 1
    face: FaceLook | None = None
    seed: int = 0
    origin: pygame.Rect | None = None

    def rect(self) -> pygame.Rect | None:
        return bowed(self.origin, self.end(), self.t)

    def shown(self) -> tuple[int, float]:
        """The face shown now and its rotation in degrees."""
        p = self.progress
        if p >= TUMBLE_SETTLE:
            return self.value, 0.0
        flip = int(p * TUMBLE_FLIPS)
        face = (self.value + flip * TUMBLE_FACE_STEP + self.seed) % D6_FACES + 1
        rock = TUMBLE_WOBBLE if flip % 2 else -TUMBLE_WOBBLE
        return face, (1 - p) * rock + (1 - self.t) * TUMBLE_SPIN

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is None or self.face is None or not self.started:
            return
        value, angle = self.shown()
        img = self.face(value, rect)
        if img is None:
            return
        if angle:
            img = pygame.transform.rotate(img, angle)
        surface.blit(img, img.get_rect(center=rect.center))


@dataclass
class Slide(Animation):
    """A die or card travelling from the rect `origin` to its spot, resizing on the way and bowing upwards.

    `look(rect)` draws the moving thing to fit `rect`. Without an origin it waits on its spot.
    """

    origin: pygame.Rect | None = None
    look: Look | None = None

    def rect(self) -> pygame.Rect | None:
        return bowed(self.origin, self.end(), self.t)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is None or self.look is None or not self.started:
            return
        img = self.look(rect)
        if img is not None:
            surface.blit(img, img.get_rect(center=rect.center))


@dataclass
class CoinPop(Animation):
    """A token and its "+N" rising from the top of a spot while fading out: coins or any token gained.

    Sizes are in the host's units, scaled by `unit()` each frame (a resize rescales them):
    `token(px)` draws the token `token_size` units across, `label(px)` the "+N" text at
    `label_size` units.
    """

    token: Render | None = None
    label: Render | None = None
    unit: Callable[[], float] = lambda: 1.0
    rise: float = 28.0
    token_size: float = 22.0
    label_size: float = 16.0
    easing: Easing = linear

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is None or not self.started:
            return
        u, t = self.unit(), self.t
        size = max(MIN_TOKEN, round(self.token_size * u))
        centre = (rect.centerx, rect.y - round(self.rise * u * t))
        alpha = round(OPAQUE * (1 - t))
        if self.token is not None:
            tok = self.token(size).copy()
            tok.set_alpha(alpha)
            surface.blit(tok, tok.get_rect(center=centre))
        if self.label is not None:
            txt = self.label(max(MIN_TOKEN, round(self.label_size * u))).copy()
            txt.set_alpha(alpha)
            surface.blit(txt, txt.get_rect(midleft=(centre[0] + size // 2 + POP_GAP, centre[1])))


@dataclass
class AnimationManager:
    """Owns the running animations: the host advances the clock, then draws them in the order added."""

    items: list[Animation] = field(default_factory=list)
    clock: float | None = None
    version: int = 0    # bumped by every change of what is drawn (an animation added, advanced, dropped)

    def add(self, anim: Animation) -> Animation:
        """Start `anim` now (a time-driven host calls advance_to first, so it starts at its `now`)."""
        self.items.append(anim)
        self.version += 1
        return anim

    def update(self, dt: float) -> None:
        """Advance every animation by `dt` seconds and drop the finished ones."""
        self.version += 1
        running = [a.update(dt) for a in self.items]
        ended = [a for a, still in zip(self.items, running) if not still]
        self.items = [a for a, still in zip(self.items, running) if still]
        for anim in ended:
            anim.landed()

    def advance_to(self, now: float) -> None:
        """Run the clock up to `now` (seconds on the host's monotonic clock); it never runs back."""
        if self.clock is not None and now > self.clock:
            self.update(now - self.clock)
        if self.clock is None or now > self.clock:
            self.clock = now

    def draw(self, surface: pygame.Surface) -> None:
        """Every cover first, then every moving part, so no cover hides another animation."""
        for anim in self.items:
            anim.draw_under(surface)
        for anim in self.items:
            anim.draw(surface)

    def clear(self) -> None:
        """Drop every animation (an undo: the table shows the state as it now is)."""
        self.drop(lambda _anim: True)

    def drop(self, test: Callable[[Animation], bool]) -> None:
        """End at once the animations `test` picks (a show's queued part made stale by what followed)."""
        ended = [a for a in self.items if test(a)]
        self.items = [a for a in self.items if not test(a)]
        self.version += 1
        for anim in ended:
            anim.landed()

    def finish(self) -> None:
        """End every animation now: each has landed (the state they show is already final)."""
        for anim in self.items:
            anim.elapsed = anim.delay + anim.duration
        self.clear()

    def ends_at(self) -> float | None:
        """The clock time the last running animation ends (for a host that only calls update: seconds
        from now), or None when none runs: a frame loop draws until then and may sleep after."""
        if not self.items:
            return None
        return (self.clock or 0.0) + max(a.remaining for a in self.items)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)
