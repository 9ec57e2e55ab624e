"""What a Runebound move looks like: a hero's figure walking the hexes it moved through, one hex at a time, eased
within each step; registered with the board host's Presenter (app/board/presenter.py), which runs and skips it.
The figure on the board is hidden while it walks (the table asks the Presenter which seats walk)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from app.board.presenter import Presenter
from app.games.runebound.board import hero_face
from app.render.camera import Camera
from app.render.maplayer.stacks import screen_size
from app.render.tween import Animation, Easing, linear
from engine.kernel import Event, Step

Point = tuple[float, float]
Cell = tuple[int, int]
WALK_STEP_S = 0.22         # seconds a walking figure takes per hex when no bot speed is set
WALK_MIN_S, WALK_MAX_S = 0.08, 0.35
WALK_SHARE = 0.3           # of a bot's move time, one hex's walk


def step_seconds(bot_delay: float | None) -> float:
    """Seconds per hex at this bot speed: quick bots walk quickly, within bounds."""
    if bot_delay is None:
        return WALK_STEP_S
    return min(WALK_MAX_S, max(WALK_MIN_S, bot_delay * WALK_SHARE if bot_delay > 0 else WALK_MIN_S))


@dataclass
class Walk(Animation):
    """A hero's figure walking a route hex by hex (world points), one hex every `step` seconds.

    `figure(surface, seat, point)` draws it at a world point; `arrived()` is told once it stands (or is skipped),
    so the board shows the figure in its place again.
    """

    seat: int = 0
    points: list[Point] = field(default_factory=list)
    step: float = WALK_STEP_S
    figure: Callable[[pygame.Surface, int, Point], None] | None = None
    arrived: Callable[[], None] | None = None
    easing: Easing = linear

    def extend(self, point: Point) -> None:
        """One more hex on the route: the walk takes one step longer."""
        self.points.append(point)
        self.duration = self.step * (len(self.points) - 1)

    def at(self) -> Point:
        """Where the figure stands now (eased within each hex, so each step reads as a step)."""
        legs = len(self.points) - 1
        if legs <= 0:
            return self.points[0]
        k = self.progress * legs
        i = min(int(k), legs - 1)
        f = k - i
        f = f * f * (3 - 2 * f)
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)

    def draw(self, surface: pygame.Surface) -> None:
        if self.figure is not None and self.points:
            self.figure(surface, self.seat, self.at())

    def landed(self) -> None:
        if self.arrived is not None:
            self.arrived()


def positions(view: Any) -> dict[int, Cell | None]:
    """Where a shown view has each hero (a walk starts there)."""
    players = (view.get("players") or []) if isinstance(view, dict) else []
    return {p["seat"]: (p["position"][0], p["position"][1]) if p.get("position") is not None else None
            for p in players}


def figure(camera: Callable[[], Camera], token_world: Callable[[], float],
           area: Callable[[], pygame.Rect]) -> Callable[[pygame.Surface, int, Point], None]:
    """Draws a walking hero's figure at a world point as the map draws its tokens, cut to the map's `area()`
    (it never covers the panel)."""
    def draw(surface: pygame.Surface, seat: int, point: Point) -> None:
        cam = camera()
        x, y = cam.world_to_screen(*point)
        img = hero_face(seat, True)(screen_size(token_world(), cam.zoom))
        rect = img.get_rect(center=(round(x), round(y)))
        shown = rect.clip(area())
        if shown.w > 0 and shown.h > 0:
            surface.blit(img, shown.topleft, shown.move(-rect.x, -rect.y))
    return draw


@dataclass
class Walking:
    """One batch of steps: where each hero stood before it, the hexes each has moved through, and their walks."""

    where: dict[int, Cell | None]
    paths: dict[int, list[Point]] = field(default_factory=dict)
    walks: dict[int, Walk] = field(default_factory=dict)


def register(presenter: Presenter, where: Callable[[], dict[int, Cell | None]], centre: Callable[[Cell], Point],
             figure: Callable[[pygame.Surface, int, Point], None], arrived: Callable[[], None]) -> None:
    """A 'moved' event walks its hero from where the shown state has it; `where()` reads that before the batch."""
    def start(steps: Sequence[Step]) -> Walking:
        return Walking(where())

    def moved(event: Event, walking: Any) -> list[Animation]:
        seat = int(event.data["player"])
        walk = walking.walks.get(seat)
        if walk is not None:
            walk.extend(centre(tuple(event.data["hex"])))
            return []
        start_at = walking.where.get(seat)
        path = walking.paths.setdefault(seat, [centre(start_at)] if start_at is not None else [])
        path.append(centre(tuple(event.data["hex"])))
        if len(path) < 2:
            return []
        for running in presenter.running(Walk):
            if running.seat == seat:
                running.elapsed = running.delay + running.duration   # a new walk starts where the last one ends
        walk = Walk(0.0, seat=seat, points=[path[0]], step=step_seconds(presenter.bot_delay), figure=figure,
                    arrived=arrived)
        for point in path[1:]:
            walk.extend(point)
        walking.walks[seat] = walk
        return [walk]

    presenter.batch(start)
    presenter.animate("moved", moved)
