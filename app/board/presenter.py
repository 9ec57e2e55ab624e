"""The shared Presenter (issue 21 item 1): what the steps of a game look and sound like, owned by the board host.

A game's table says once, when the host attaches it (`Table.register`), what each of its event kinds looks like
(a maker of tween animations) and sounds like (an effect's name); that is data, not bookkeeping. The Presenter
runs every animation in one AnimationManager at the pace of the bot-speed setting, knows where they draw (the
frame loop redraws just those rectangles) and when everything is still, and finishes them all at once when the
player clicks or presses a key (the host's `hurry`). Animations only decorate: the state is already final when
they start; a bot's next move, a route's next step and the end screen wait until `animating` is False, nothing
else waits on them.

The order in which a step is told (`tell`), the same for the table scene, the tutorial and the replay viewer:
1. its animations start, made while the board still shows the state before it (where things were, its picture);
2. the board hears of it (`Table.on_events`: its own bookkeeping, such as a route's progress);
3. the board is shown the state after it, and its targets are rebuilt;
4. the log panel adds its lines;
5. the result panels learn of it: its sound plays (the end screen opens only once everything is still).
"""
from __future__ import annotations

import time
from typing import Any, Callable, Iterable, Protocol, Sequence, TypeVar, Union

import pygame

from app.frames import Footprint, probe
from app.render.tween import Animation, AnimationManager
from app.settings import BOT_SPEEDS
from engine.kernel import Event, Step

Maker = Callable[[Event, Any], Iterable[Animation]]
BatchMaker = Callable[[Sequence[Step]], Iterable[Animation]]
Sound = Union[str, Callable[[Event], Union[str, None]]]
A = TypeVar("A", bound=Animation)

NORMAL_SPEED = "normal"         # at this bot speed animations take the durations their games give
PACE_MIN, PACE_MAX = 0.3, 1.6   # the fastest bot speed still shows what moved; the slowest does not drag
STEP_FOLLOW = 0.75              # a step's animations start when the previous step's are this far through
LOUDNESS = ("dice", "card", "coin")   # a step with several sounds is heard as the first of these it makes
MOVE_SOUND = "click"            # a move a player made that makes no other sound


def pace_for(bot_delay: float) -> float:
    """How much longer (or shorter) animations take at this bot speed than at the normal one."""
    normal = BOT_SPEEDS[NORMAL_SPEED]
    if normal <= 0:  # bots set to move at once (tests, a future "instant" speed): the normal pace
        return 1.0
    return min(PACE_MAX, max(PACE_MIN, bot_delay / normal))


class Presented(Protocol):
    """What the Presenter needs of a board: its area, what it registers, and hearing of steps."""

    rect: pygame.Rect

    def register(self, presenter: Presenter) -> None: ...

    def on_events(self, steps: Sequence[Step]) -> None: ...


def _nothing(*_args: Any) -> None:
    """The default for a panel nobody shows."""


def _no_batch(steps: Sequence[Step]) -> None:
    """The default batch context: makers that need none get None."""


class Presenter:
    """Event kinds -> animations and sounds, the one animation manager, the pace, skipping, and the order of telling."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.looks: dict[str, Maker] = {}
        self.shows: list[BatchMaker] = []
        self.sounds: dict[str, Sound] = {}
        self.manager = AnimationManager()
        self.bot_delay: float | None = None   # None: nobody set a speed (the tutorial, the replay): the normal pace
        self.pace = 1.0
        self.board: Presented | None = None
        self._batch: Callable[[Sequence[Step]], Any] = _no_batch
        self._still: list[Callable[[], None]] = []
        self._marks: list[pygame.Rect] | None = []   # areas to redraw once; None: the whole board
        self._marked = False
        self._noted: tuple[int, Footprint] | None = None   # this frame's animation blits, as animation_rects found them

    # --- what a board registers ------------------------------------------------------------------
    def attach(self, board: Presented) -> None:
        """Take `board`'s registrations; it may keep the presenter to ask for redraws."""
        self.board = board
        board.register(self)

    def animate(self, kinds: str | Iterable[str], maker: Maker) -> None:
        """Events of these kinds start the animations `maker(event, batch)` returns."""
        for kind in [kinds] if isinstance(kinds, str) else kinds:
            self.looks[kind] = maker

    def sound(self, kinds: str | Iterable[str], sound: Sound) -> None:
        """Events of these kinds make this sound (or the one `sound(event)` names, None for silence)."""
        for kind in [kinds] if isinstance(kinds, str) else kinds:
            self.sounds[kind] = sound

    def batch(self, start: Callable[[Sequence[Step]], Any]) -> None:
        """What the makers of one batch of steps share (where things were before it), made as the batch starts."""
        self._batch = start

    def animate_batch(self, maker: BatchMaker) -> None:
        """A show that reads a batch of steps together (a fight's drawn cards, rolls and result): `maker(steps)` gives
        its animations, which start with the batch (after the steps' own) and run in the one manager; no steps (an undo or
        a jump) tell the show to forget what it showed."""
        self.shows.append(maker)

    def when_still(self, callback: Callable[[], None]) -> None:
        """Call `callback` whenever the last running animation ends or is finished early."""
        self._still.append(callback)

    # --- telling a step --------------------------------------------------------------------------
    def tell(self, steps: Sequence[Step], *, show: Callable[[], Any], log: Callable[[], Any] = _nothing,
             sound: Callable[[str], Any] = _nothing) -> None:
        """New steps (none: an undo, a redo or a jump; nothing to animate), told in the one order of the module's doc."""
        self.present(steps)
        if self.board is not None:
            self.board.on_events(steps)
        show()
        log()
        heard = self.sound_of(steps)
        if heard is not None:
            sound(heard)

    def present(self, steps: Sequence[Step]) -> None:
        """Start the steps' animations, each step when the one before is mostly over; none drops every animation."""
        if not steps:
            self.manager.clear()
            for show in self.shows:
                show(steps)
            self._stilled()
            return
        self.manager.advance_to(self.clock())
        batch = self._batch(steps)
        offset = 0.0
        for step in steps:
            started = [a for event in step.events if (maker := self.looks.get(event.kind)) is not None
                       for a in maker(event, batch)]
            for anim in started:
                anim.delay += offset
                self.manager.add(anim)
            if started:
                end = max(a.delay + a.duration for a in started)
                offset += (end - offset) * STEP_FOLLOW
        for show in self.shows:
            for anim in show(steps):
                self.manager.add(anim)
        if not self.manager.busy:
            self._stilled()

    def sound_for(self, step: Step) -> str | None:
        """The sound a step makes: the loudest its events make, else a click for a player's move."""
        heard: list[str] = []
        for event in step.events:
            sound = self.sounds.get(event.kind)
            named = sound(event) if callable(sound) else sound
            if named is not None:
                heard.append(named)
        if heard:
            return min(heard, key=lambda s: LOUDNESS.index(s) if s in LOUDNESS else len(LOUDNESS))
        return MOVE_SOUND if step.action.player is not None else None

    def sound_of(self, steps: Sequence[Step]) -> str | None:
        """The sound a batch makes: its last step's that makes one."""
        return next((s for s in (self.sound_for(step) for step in reversed(steps)) if s), None)

    # --- the running animations ------------------------------------------------------------------
    def set_pace(self, bot_delay: float) -> None:
        """Animations follow the bot-speed setting (`bot_delay`: seconds a bot's move stays on screen)."""
        self.bot_delay = bot_delay
        self.pace = pace_for(bot_delay)

    def running(self, kind: type[A]) -> list[A]:
        """The running animations of one kind (a board asks which figure walks)."""
        return [a for a in self.manager.items if isinstance(a, kind)]

    def animating(self, now: float) -> bool:
        """True while an animation runs or a redraw is asked for: a bot, a route and the end screen wait."""
        self._advance(now)
        return self.manager.busy or self._marked

    @property
    def moving(self) -> bool:
        """True while an animation runs (a redraw asked for is not one): the hot-seat hand-over waits for this."""
        return self.manager.busy

    def skip(self) -> None:
        """Finish every running animation at once (the player clicked or pressed a key: they do not wait)."""
        if self.manager.busy:
            self.manager.finish()
            self._stilled()

    def drop(self, test: Callable[[Animation], bool]) -> None:
        """End at once the running animations `test` picks (a show's queued part made stale by what followed)."""
        self.manager.drop(test)

    def redraw(self, *rects: pygame.Rect) -> None:
        """Draw these areas again at the next frame (no rects: the whole board), for a change no event made."""
        self._marked = True
        if self._marks is not None:
            self._marks = [*self._marks, *rects] if rects else None

    def animation_rects(self, now: float) -> list[pygame.Rect] | None:
        """Where the running animations and the asked redraws draw at `now` (window pixels); None = everywhere."""
        self._advance(now)
        marks, self._marks, self._marked = self._marks, [], False
        if any(a.covers_board for a in self.manager.items):
            self._noted = None
            return None
        noted = probe(self.manager.draw) if self.manager.busy else None
        self._noted = (self.manager.version, noted) if noted is not None else None
        moving = [] if not self.manager.busy else None if noted is None else noted.rects
        if marks is None or moving is None:
            return None
        return [*moving, *marks]

    @property
    def rect(self) -> pygame.Rect:
        """The board's area (what the frame loop redraws when it cannot be told less)."""
        return self.board.rect if self.board is not None else pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Every running animation's frame at `now`, over the board: the blits animation_rects noted, while nothing
        has changed since (the pictures are not worked out twice a frame)."""
        self._advance(now)
        noted = self._noted
        if noted is not None and noted[0] == self.manager.version:
            noted[1].replay(surface)
        else:
            self.manager.draw(surface)

    def _advance(self, now: float) -> None:
        busy = self.manager.busy
        self.manager.advance_to(now)
        if busy and not self.manager.busy:
            self._stilled()

    def _stilled(self) -> None:
        for callback in self._still:
            callback()
