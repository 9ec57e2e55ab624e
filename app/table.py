"""The interface every game's table implements so the board host can show it (no game knowledge here).

The shell owns the session; a table draws what it is shown, says which hit shapes stand for which
legal actions and what else is where (Looks, a minimap, panels), registers what its steps look and sound like,
and summarises the final scores. It routes no input: the board host decides what every click, hover and key
does. Positions of targets are in world coordinates, which the host's camera maps to the window (see
app/board/host.py).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Hashable, Sequence

import pygame

from app import i18n
from app.board.presenter import Presenter
from app.board.overlays import Overlay, OverlayStack
from app.input.targets import BarItem, Look, Target
from app.render.camera import Camera
from app.scenes.style import BASE_SIZE
from engine.kernel import Action, Decision, Game, GameConfig, Session, Step


@dataclass(frozen=True)
class Inspection:
    """One seat's public components as the inspector shows them: a title, facts in words, and headed groups of
    cards (ids the table can picture), all read from the view the viewer is shown."""

    title: str
    facts: tuple[str, ...]
    groups: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass
class ScoreBreakdown:
    """What the end-of-game screen shows: categories × players, totals, winner(s), tie-break, solo rank."""

    players: list[str]
    categories: list[str]
    rows: list[list[int | float | str]]
    totals: list[int | float]
    winners: list[int]
    tiebreak: str = ""
    solo_rank: str | None = None
    notes: list[str] = field(default_factory=list)
    places: list[int] | None = None   # a game ranked without points (Runebound): each seat's place, shown instead of totals


class Table(ABC):
    """A game's table scene content. The shell calls, in order: layout, show, draw/targets each frame."""

    game_id: ClassVar[str] = ""
    zoom_range: ClassVar[tuple[float, float]] = (1.0, 4.0)  # camera limits, relative to "fit to screen"

    def __init__(self, game: Game[Any], config: GameConfig) -> None:
        self.game = game
        self.config = config
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.view: Any = None
        self.decision: Decision | None = None
        self.viewer: int | None = None
        self.camera = Camera.fixed((0, 0, 0, 0))
        self.presenter: Presenter | None = None   # the host's, once it attaches this table
        self.overlays = OverlayStack()  # the board host's stack replaces this one: what lies over the board
        self.covered: pygame.Rect | None = None  # set by the host before each draw: painted over opaquely afterwards
        # the game's record as the scene showing the table holds it (set by that scene): what a table tells of the
        # past (the last card drawn, a stage just reached) is read from it again after an undo or a jump
        self.timeline: Callable[[], Session[Any] | None] = lambda: None

    def world(self) -> tuple[float, float, float, float] | None:
        """The world rectangle (x0, y0, x1, y1) a movable camera pans and zooms over, or None for a
        table that lays itself out to fit `rect` (its world is then window pixels; no pan or zoom)."""
        return None

    @property
    def lang(self) -> str:
        return i18n.lang()

    @property
    def scale(self) -> float:
        """How much a table's panels and fonts grow with its height: 1.0 at 720 lines, never below 0.6."""
        return max(0.6, self.rect.h / BASE_SIZE[1]) if self.rect.h else 1.0

    def layout(self, rect: pygame.Rect) -> None:
        """The area the table may draw in changed (window resized); recompute positions."""
        self.rect = pygame.Rect(rect)

    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        """A new state to draw: `view` is `game.view(state, viewer)` (None = omniscient)."""
        self.view, self.decision, self.viewer = view, decision, viewer

    @abstractmethod
    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Draw the table inside `self.rect`; `now` is seconds on a monotonic clock (animations). What lies wholly
        under `self.covered` (an overlay's opaque area) may be left out: nothing of it shows."""

    @abstractmethod
    def targets(self, decision: Decision, player: int) -> list[Target]:
        """Every clickable target for `player` now, built from `decision.legal` (never invented)."""

    def look_at(self, pos: tuple[int, int]) -> Look | None:
        """What is drawn at window point `pos` that the mouse may look at rather than move (a card shown large on a
        right-click, a pile opened by a click, a card previewed while the mouse rests on it); the board host routes
        the mouse, the table only says what is where."""
        return None

    def picture(self, name: Hashable) -> Overlay | None:
        """The picture a Look names (a card large, a browser, a preview beside the panel), for the host to put on its
        overlay stack; None when there is nothing to show."""
        return None

    def pointed_at(self, key: Hashable) -> None:
        """The host says which Look the mouse rests on (its key; None: none), so the board can paint it as pointed
        at (a route's preview)."""

    def minimap_at(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        """The world point a minimap drawn at window point `pos` stands for (a click there moves the view to it),
        or None off any minimap."""
        return None

    def panels(self) -> list[pygame.Rect]:
        """Window areas of the board fixed over its movable world (a side panel): a click there takes only the
        targets drawn on it, never what lies under it, and the wheel does not zoom the world there."""
        return []

    def still_rect(self) -> pygame.Rect | None:
        """A window area of the board drawn from the shown state alone (a side panel beside the map: nothing of it
        follows the camera, the clock or the mouse; its buttons' glow is recoloured in place), so that a move of the
        view or a board-only redraw leaves it as shown; None: any part of the board may change with them."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """Window areas of words a reader looks for on the board (a map's place names): a tutorial's bubble is put
        where it covers none of them when it can."""
        return []

    def set_out(self, toward: Hashable) -> None:
        """The player made a target's move that sets out `toward` a place further on (Target.toward), so that
        follow_up can take the next part of it."""

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves of `decision` with no place on the board, as action-bar buttons labelled with their effect in
        words; called right after `targets`, which leaves them out."""
        return []

    def next_step(self) -> str | None:
        """What the deciding player does next, in words for the status line ("Click a lit hex to walk there, or Stop
        moving"); None: the platform's general hint."""
        return None

    def settling(self) -> bool:
        """True while the last picture drawn was a stand-in (a map's chunks still being painted within their frame
        budget): the host asks for frames and redraws the board until it is whole."""
        return False

    def opaque_rect(self) -> pygame.Rect | None:
        """The part of the board its draw covers with opaque pixels every frame (the window's background is not
        blitted under it); None: the background shows through."""
        return None

    def bar_area(self) -> pygame.Rect | None:
        """Where the action bar lies, in window pixels; None: a strip along the board's foot."""
        return None

    def inspect(self, seat: int) -> Inspection | None:
        """What the inspector shows of `seat` (their hero, items, allies, sheet) from `self.view`; None: nothing."""
        return None

    def seat_overlay(self, seat: int) -> Overlay | None:
        """The game's own picture of `seat` that the I key opens instead of the shared inspector (a Zerywia hero's
        card), or None: the shared inspector."""
        return None

    def card_picture(self, card: str, width: int) -> pygame.Surface | None:
        """A card of an inspection drawn `width` pixels wide, or None when the table has no picture of it."""
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose name or emblem is drawn at window point `pos` (a click there opens the inspector)."""
        return None

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        """Why clicking world point `pos` does nothing now (e.g. "this die is already placed"), or None."""
        return None

    def register(self, presenter: Presenter) -> None:
        """Say what this game's event kinds look and sound like (`presenter.animate`, `presenter.sound`); the host
        attaches its Presenter once, and the table keeps it to ask for redraws (games extend this)."""
        self.presenter = presenter

    def on_events(self, steps: Sequence[Step]) -> None:
        """New steps were applied (none: an undo or a jump), after their animations started and before the new
        state is shown (app/board/presenter.py): the table's own bookkeeping of them, such as a route's progress."""

    def follow_up(self, decision: Decision) -> Action | str | None:
        """The next part of a move the player already asked for with one click (a route walked die by die),
        which the table scene applies once everything is still, or the words for the status line saying why
        it stopped short; None when there is none (the default)."""
        return None

    def choice_picture(self, action: Action, height: int) -> pygame.Surface | None:
        """A small picture of what a chooser row's move differs by (the die it spends), drawn before its words;
        None where the words say it all."""
        return None

    def action_label(self, action: Action) -> str:
        """A short readable name for an action (chooser entries, log fallback)."""
        inner = ", ".join(f"{k}={v}" for k, v in action.args)
        return f"{action.kind} {inner}".strip()

    def label_seen(self, action: Action, view: Any) -> str:
        """`action` worded as the table words it seeing `view` (the position it was chosen in: a die named by its
        colour and value, which the position now shown may no longer hold); the view shown is kept."""
        shown = self.view
        self.view = view
        try:
            return self.action_label(action)
        finally:
            self.view = shown

    def log_line(self, action: Action, who: str) -> str:
        """A move with no words of the game's own, as the history shows it: `who` (the seat's name) and its label."""
        return f"{who}: {self.action_label(action)}"

    def breakdown(self, state: Any) -> ScoreBreakdown:
        """Final scores for the end-of-game screen; games override with their categories."""
        scores = list(self.game.final_scores(state))
        names = [s.name for s in self.config.seats]
        best = max(scores) if scores else None
        winners = [i for i, s in enumerate(scores) if s == best]
        return ScoreBreakdown(names, [], [], scores, winners)


class PanelBesideMap(Table):
    """A table with its side panel on the left of a movable map (Discover's Island, Zerywia's Kirs): the panel's
    width, the map's area beside it, and the world widened so the fitted map shows beside the panel, not under it."""

    panel_width: ClassVar[int] = 320   # at 1280x720; never more than half the table

    def __init__(self, game: Game[Any], config: GameConfig) -> None:
        super().__init__(game, config)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        width = min(round(self.panel_width * self.scale), rect.w // 2)
        self.panel = pygame.Rect(rect.x, rect.y, width, rect.h)

    def beside_panel(self, bounds: tuple[float, float, float, float], margin: float) -> tuple[float, float, float, float]:
        """The map's world `bounds` with `margin` round them, widened on the left by the panel's share of the table."""
        x0, y0, x1, y1 = bounds
        free = self.rect.w - self.panel.w
        pad = (x1 - x0) * self.panel.w / free if free > 0 and self.panel.w else 0.0
        return (x0 - pad - margin, y0 - margin, x1 + margin, y1 + margin)

    def map_area(self) -> pygame.Rect:
        return pygame.Rect(self.panel.right, self.rect.y, max(0, self.rect.right - self.panel.right), self.rect.h)
