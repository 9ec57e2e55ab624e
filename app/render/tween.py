"""Tweened animations driven by the frame clock: easing, tweens, sprite animations, manager.

Animations are purely visual. The engine has already applied the action when an animation
starts; the scene feeds `AnimationManager.update(dt)` each frame and draws it after the
static table. `finish_all()` jumps every animation to its end (a new click, undo, or
animations switched off), so nothing ever waits on an animation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

Easing = Callable[[float], float]
Point = tuple[float, float]


# --- easing functions: t in [0, 1] -> progress (may overshoot for back/elastic) ------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_in_cubic(t: float) -> float:
    return t ** 3


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {f.__name__: f for f in (
    linear, ease_in_quad, ease_out_quad, ease_in_out_quad, ease_in_cubic, ease_out_cubic,
    ease_in_out_cubic, ease_out_back, ease_out_elastic, ease_out_bounce)}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# --- a single tweened value ------------------------------------------------------------------
@dataclass
class Tween:
    """One number (or point) going from start to end over duration seconds, after delay."""

    start: float | Point
    end: float | Point
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        """Raw linear progress 0..1 (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> float | Point:
        t = self.easing(self.progress)
        if isinstance(self.start, tuple):
            return lerp_point(self.start, self.end, t)  # type: ignore[arg-type]
        return lerp(self.start, self.end, t)  # type: ignore[arg-type]

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration


# --- animations -----------------------------------------------------------------------------
@dataclass
class Animation:
    """Base: a duration-bound visual effect. Subclasses draw themselves from `t` (eased)."""

    duration: float
    delay: float = 0.0
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    layer: int = 0

    def update(self, dt: float) -> bool:
        """Advance; returns True while the animation still runs."""
        self.elapsed += dt
        return not self.done

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        return self.easing(self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (nothing by default: value-only animations)."""


@dataclass
class Move(Animation):
    """A point moving from a to b; read `.pos` (e.g. to offset a drawable)."""

    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)

    @property
    def pos(self) -> Point:
        return lerp_point(self.a, self.b, self.t)


@dataclass
class Fade(Animation):
    """Opacity from a to b (0..255); read `.alpha`."""

    a: float = 0.0
    b: float = 255.0

    @property
    def alpha(self) -> int:
        return max(0, min(255, round(lerp(self.a, self.b, self.t))))


@dataclass
class Scale(Animation):
    """A scale factor from a to b; read `.scale`."""

    a: float = 0.0
    b: float = 1.0

    @property
    def scale(self) -> float:
        return lerp(self.a, self.b, self.t)


def _blit_transformed(surface: pygame.Surface, image: pygame.Surface, center: Point,
                      angle: float = 0.0, scale: float = 1.0, alpha: int = 255,
                      scale_x: float = 1.0) -> None:
    """Blit with rotation/scale/alpha using the fast (non-smoothing) transforms."""
    img = image
    sx, sy = scale * scale_x, scale
    if abs(sx - 1.0) > 1e-3 or abs(sy - 1.0) > 1e-3:
        w = max(1, round(img.get_width() * abs(sx)))
        h = max(1, round(img.get_height() * sy))
        img = pygame.transform.scale(img, (w, h))
    if abs(angle) > 0.5:
        img = pygame.transform.rotate(img, angle)
    if alpha < 255:
        if img is image:
            img = image.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


@dataclass
class SpriteMove(Animation):
    """A rendered surface travelling from a to b, optionally rotating, scaling and fading."""

    image: pygame.Surface | None = None
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    angle: tuple[float, float] = (0.0, 0.0)
    scale: tuple[float, float] = (1.0, 1.0)
    alpha: tuple[float, float] = (255.0, 255.0)
    arc: float = 0.0  # pixels the path bows upwards at its middle

    @property
    def pos(self) -> Point:
        x, y = lerp_point(self.a, self.b, self.t)
        return (x, y - self.arc * math.sin(math.pi * self.progress))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started or self.image is None:
            return
        t = self.t
        _blit_transformed(surface, self.image, self.pos, lerp(*self.angle, t),
                          lerp(*self.scale, t), round(lerp(*self.alpha, t)))


@dataclass
class DiceTumble(Animation):
    """A die rolling from a to b: cycling random faces, spinning, bouncing to rest.

    `faces` are rendered die surfaces to flicker through; `final` is the rolled result,
    shown (upright) for the last part of the roll.
    """

    faces: Sequence[pygame.Surface] = ()
    final: pygame.Surface | None = None
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    spins: float = 1.5
    face_rate: float = 14.0  # face changes per second at the start
    settle: float = 0.35     # fraction of the duration showing the final face
    hop: float = 26.0        # bounce height in pixels
    seed: int = 0
    easing: Easing = ease_out_cubic

    @property
    def pos(self) -> Point:
        x, y = lerp_point(self.a, self.b, self.t)
        p = self.progress
        bounce = abs(math.sin(p * math.pi * 2.5)) * (1 - p) * self.hop
        return (x, y - bounce)

    @property
    def angle(self) -> float:
        return (1 - self.t) * 360.0 * self.spins

    def current_face(self) -> pygame.Surface | None:
        if self.progress >= 1 - self.settle or not self.faces:
            return self.final
        # flicker slows down as the die loses speed
        ticks = int(self.face_rate * self.duration * ease_out_quad(self.progress))
        return self.faces[(ticks * 7 + self.seed) % len(self.faces)]

    def draw(self, surface: pygame.Surface) -> None:
        face = self.current_face()
        if not self.started or face is None:
            return
        _blit_transformed(surface, face, self.pos, self.angle)


@dataclass
class CardSlide(Animation):
    """A card sliding from a to b (slight overshoot), optionally flipping face up midway.

    With `back` set, the card starts showing the back and turns over (a horizontal squash)
    around the middle of the slide.
    """

    image: pygame.Surface | None = None
    back: pygame.Surface | None = None
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    easing: Easing = ease_out_back
    angle: tuple[float, float] = (0.0, 0.0)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started or self.image is None:
            return
        t = self.t
        pos = lerp_point(self.a, self.b, t)
        p = self.progress
        image, squash = self.image, 1.0
        if self.back is not None:
            squash = abs(math.cos(math.pi * min(1.0, p / 0.7)))
            image = self.back if p < 0.35 else self.image
        _blit_transformed(surface, image, pos, lerp(*self.angle, min(1.0, t)), 1.0, 255,
                          max(0.02, squash))


@dataclass
class CoinPop(Animation):
    """A token popping up (scale overshoot) and floating away while fading: "+2 gold"."""

    image: pygame.Surface | None = None
    label: pygame.Surface | None = None
    pos: Point = (0.0, 0.0)
    rise: float = 46.0
    easing: Easing = ease_out_quad

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        pop = ease_out_back(min(1.0, p / 0.35))
        fade = 255 if p < 0.6 else round(255 * (1 - (p - 0.6) / 0.4))
        y = self.pos[1] - self.rise * self.t
        if self.image is not None:
            _blit_transformed(surface, self.image, (self.pos[0], y), 0.0, max(0.05, pop), fade)
        if self.label is not None:
            lx = self.pos[0] + (self.image.get_width() * 0.45 if self.image is not None else 0)
            _blit_transformed(surface, self.label, (lx + self.label.get_width() / 2, y), 0.0,
                              1.0, fade)


@dataclass
class Shake(Animation):
    """A decaying side-to-side shake (an illegal click): add `.offset` to the item's position."""

    amplitude: float = 8.0
    cycles: float = 4.0
    easing: Easing = linear

    @property
    def offset(self) -> Point:
        if not self.started or self.done:
            return (0.0, 0.0)
        p = self.progress
        return (self.amplitude * (1 - p) * math.sin(2 * math.pi * self.cycles * p), 0.0)


@dataclass
class Flash(Animation):
    """A surface (e.g. widgets.error_flash or a glow) shown at a spot and fading out."""

    image: pygame.Surface | None = None
    center: Point = (0.0, 0.0)
    easing: Easing = ease_in_quad

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started or self.image is None:
            return
        _blit_transformed(surface, self.image, self.center, alpha=round(255 * (1 - self.t)))


@dataclass
class Chain(Animation):
    """Children run one after another; its duration is their total (given or not)."""

    duration: float = 0.0
    children: list[Animation] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.duration = sum(c.delay + c.duration for c in self.children)

    def _sync(self) -> None:
        local = self.elapsed - self.delay
        for child in self.children:
            span = child.delay + child.duration
            child.elapsed = max(0.0, min(span, local))
            local -= span

    def current(self) -> Animation | None:
        """The child playing now (None before the start and after the end)."""
        if not self.started:
            return None
        local = self.elapsed - self.delay
        for child in self.children:
            span = child.delay + child.duration
            if local < span:
                return child
            local -= span
        return None

    def update(self, dt: float) -> bool:
        self.elapsed += dt
        self._sync()
        return not self.done

    def finish(self) -> None:
        super().finish()
        self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        child = self.current()
        if child is not None:
            child.draw(surface)


class AnimationManager:
    """Owns the running animations; the scene calls update(dt) and draw(surface) per frame.

    `speed` scales time (settings: 0 means animations off — everything finishes at once).
    Animations may carry a key so a newer one replaces an older one for the same object.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._items: list[tuple[object | None, Animation]] = []

    def add(self, anim: Animation, key: object | None = None) -> Animation:
        if key is not None:
            self._items = [(k, a) for k, a in self._items if k != key]
        if self.speed <= 0:
            self._finish(anim)
        else:
            self._items.append((key, anim))
        return anim

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.finish_all()
            return
        keep: list[tuple[object | None, Animation]] = []
        finished: list[Animation] = []
        for key, anim in self._items:
            if anim.update(dt * self.speed):
                keep.append((key, anim))
            else:
                finished.append(anim)
        self._items = keep
        for anim in finished:
            if anim.on_done is not None:
                anim.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        for _, anim in sorted(self._items, key=lambda item: item[1].layer):
            anim.draw(surface)

    def finish_all(self) -> None:
        """Jump every animation to its end (and fire on_done), emptying the manager."""
        items, self._items = self._items, []
        for _, anim in items:
            self._finish(anim)

    @staticmethod
    def _finish(anim: Animation) -> None:
        anim.finish()
        if anim.on_done is not None:
            anim.on_done()

    def get(self, key: object) -> Animation | None:
        for k, a in self._items:
            if k == key:
                return a
        return None

    def keys(self) -> list[object]:
        """Keys of running animations (so a scene can skip drawing the static copy)."""
        return [k for k, _ in self._items if k is not None]

    @property
    def busy(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)
