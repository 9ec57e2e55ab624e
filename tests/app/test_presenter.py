"""The shared Presenter: what an event kind looks and sounds like, skipping, stillness and the order of telling."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame
import pytest

from app.board.presenter import Presenter
from app.render.tween import Animation, Slide
from app.settings import BOT_SPEEDS
from engine.kernel import Action, Event, Step

SLIDE = 0.5


@dataclass
class Board:
    """A board that registers a slide for 'moved', dice for 'rolled' and a coin for 'paid', and notes what it hears."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 400, 300))
    heard: list[str] = field(default_factory=list)
    showing: str = "before"
    landed: list[Any] = field(default_factory=list)

    def register(self, presenter: Presenter) -> None:
        presenter.animate("moved", lambda event, batch: [self.slide(event, presenter)])
        presenter.sound("rolled", "dice")
        presenter.sound("paid", lambda event: "coin" if event.data.get("gold", 0) > 0 else None)
        presenter.when_still(lambda: self.heard.append("still"))

    def slide(self, event: Event, presenter: Presenter) -> Animation:
        self.heard.append(f"animation made while showing {self.showing}")
        where = pygame.Rect(event.data["x"], 10, 20, 20)
        return Slide(SLIDE * presenter.pace, to="spot", where=lambda key: where, origin=pygame.Rect(0, 0, 20, 20),
                     look=lambda rect: pygame.Surface(rect.size))

    def on_events(self, steps: Sequence[Step]) -> None:
        self.heard.append(f"board heard {len(steps)} steps")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def step(*events: tuple[str, dict[str, Any]], player: int | None = 0) -> Step:
    return Step(Action.of("move", player), tuple(Event(kind, data) for kind, data in events), "", player is None)


def presented() -> tuple[Presenter, Board, Clock]:
    clock = Clock()
    presenter = Presenter(clock)
    board = Board()
    presenter.attach(board)
    return presenter, board, clock


def test_an_event_kind_registered_with_an_animation_starts_it_and_an_unregistered_kind_starts_nothing() -> None:
    presenter, _, clock = presented()
    presenter.present([step(("moved", {"x": 50}))])
    assert len(presenter.running(Slide)) == 1 and presenter.animating(clock.now)
    other, _, _ = presented()
    other.present([step(("unheard_of", {}))])
    assert not other.animating(clock.now)


def test_a_step_sounds_like_its_loudest_registered_event_and_a_silent_move_clicks() -> None:
    presenter, _, _ = presented()
    assert presenter.sound_for(step(("paid", {"gold": 2}), ("rolled", {}))) == "dice"
    assert presenter.sound_for(step(("paid", {"gold": 2}))) == "coin"
    assert presenter.sound_for(step(("paid", {"gold": 0}))) == "click", "a rule may say an event makes no sound"
    assert presenter.sound_for(step(("moved", {"x": 1}), player=None)) is None, "an automatic step is silent"


def test_the_presenter_is_still_once_the_last_animation_has_ended() -> None:
    presenter, board, clock = presented()
    presenter.present([step(("moved", {"x": 50}))])
    assert presenter.animating(clock.now + SLIDE - 0.01)
    assert not presenter.animating(clock.now + SLIDE + 0.01)
    assert presenter.animation_rects(clock.now + SLIDE + 0.01) == []
    assert board.heard[-1] == "still"


def test_a_skip_finishes_every_running_animation_at_once_on_its_landing_spot() -> None:
    presenter, board, clock = presented()
    presenter.present([step(("moved", {"x": 50}), ("moved", {"x": 150}))])
    slides = presenter.running(Slide)
    assert len(slides) == 2
    presenter.skip()
    assert not presenter.animating(clock.now)
    assert all(s.done and s.rect() == s.end() for s in slides)
    assert board.heard[-1] == "still"


def test_the_running_animations_say_where_they_draw() -> None:
    presenter, _, clock = presented()
    presenter.present([step(("moved", {"x": 200}))])
    rects = presenter.animation_rects(clock.now + SLIDE / 2)
    assert rects, "the frame loop redraws just where the slide is"
    surface = pygame.Surface((400, 300))
    presenter.draw(surface, clock.now + SLIDE / 2)
    moving = presenter.running(Slide)[0].rect()
    assert moving is not None and any(r.contains(moving) for r in rects)


def test_a_frame_works_each_animation_picture_out_once_and_draws_what_it_found() -> None:
    presenter, _, clock = presented()
    looks: list[pygame.Rect] = []

    def look(rect: pygame.Rect) -> pygame.Surface:
        looks.append(rect)
        picture = pygame.Surface(rect.size)
        picture.fill((200, 40, 40))
        return picture

    presenter.manager.add(Slide(SLIDE, to="spot", where=lambda key: pygame.Rect(200, 10, 20, 20),
                                origin=pygame.Rect(0, 0, 20, 20), look=look))
    now = clock.now + SLIDE / 2
    (rect,) = presenter.animation_rects(now)
    surface = pygame.Surface((400, 300))
    presenter.draw(surface, now)
    assert len(looks) == 1, "where it draws and what it draws come from one working out"
    assert surface.get_at(rect.center) == (200, 40, 40)
    presenter.manager.add(Slide(SLIDE, to="spot", where=lambda key: pygame.Rect(300, 10, 20, 20), look=look))
    presenter.draw(surface, now)
    assert len(looks) == 3, "an animation added since is drawn afresh, with the rest"


def test_a_redraw_asked_for_is_drawn_once() -> None:
    presenter, _, clock = presented()
    presenter.redraw(pygame.Rect(1, 2, 3, 4))
    assert presenter.animating(clock.now)
    assert presenter.animation_rects(clock.now) == [pygame.Rect(1, 2, 3, 4)]
    assert not presenter.animating(clock.now) and presenter.animation_rects(clock.now) == []


def test_the_steps_of_one_batch_play_in_turn() -> None:
    presenter, _, _ = presented()
    presenter.present([step(("moved", {"x": 50})), step(("moved", {"x": 150}))])
    first, second = presenter.running(Slide)
    assert first.delay == 0 and 0 < second.delay < first.duration, "the second starts once the first is mostly over"


@pytest.mark.parametrize("speed", list(BOT_SPEEDS))
def test_animations_take_longer_at_a_slower_bot_speed(speed: str) -> None:
    presenter, _, _ = presented()
    presenter.set_pace(BOT_SPEEDS[speed])
    presenter.present([step(("moved", {"x": 50}))])
    duration = presenter.running(Slide)[0].duration
    assert (duration > SLIDE) == (speed == "slow") and (duration < SLIDE) == (speed == "fast")


def test_the_board_the_log_and_the_result_panels_learn_of_a_step_in_one_order() -> None:
    presenter, board, _ = presented()

    def show() -> None:
        board.showing = "after"
        board.heard.append("board shown the new state")

    presenter.tell([step(("moved", {"x": 50}), ("rolled", {}))], show=show, log=lambda: board.heard.append("log"),
                   sound=lambda name: board.heard.append(f"sound {name}"))
    assert board.heard == ["animation made while showing before", "board heard 1 steps", "board shown the new state",
                           "log", "sound dice"]


def test_an_undo_drops_every_animation_and_is_told_like_a_step() -> None:
    presenter, board, clock = presented()
    presenter.present([step(("moved", {"x": 50}))])
    presenter.tell([], show=lambda: board.heard.append("shown"))
    assert not presenter.animating(clock.now)
    assert board.heard[-2:] == ["board heard 0 steps", "shown"]
