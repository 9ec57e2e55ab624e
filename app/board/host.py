"""The board host: one table on screen with its camera, input controller, highlights and chooser.

The table scene, the tutorial and the replay viewer each hold one. The host routes every board event
itself; a table only says what is where. It tells a click from a drag (app/input/gesture.py), pans and
zooms the camera (drag, arrow keys, the board's edges, the wheel about the cursor, "fit to screen", a
click on the table's minimap), opens what the table's Looks name (a right-click shows a card large, a
click opens a pile, the mouse resting on a card previews it, a hovered hex shows its route), keeps
clicks on the table's panels off the world beneath, and turns the remaining clicks into the decision's
legal actions through the InputController. Targets live in world coordinates; the camera maps them to
the window, so they stay right while the view moves.

It owns the overlay stack (app/board/overlays.py) and draws, back to front: the table, the targets'
outlines, the zoom buttons, the overlays (the topmost modal one takes the input, and only its targets
are lit), the chooser, the keyboard's focus, the tooltip.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Hashable

import pygame

from app import i18n
from app.board.presenter import Presenter
from app.board.action_bar import BUTTON_H, ActionBar
from app.board.inspector import Inspector
from app.board.overlays import Fight, Overlay, OverlayStack
from app.board.seats import for_clicks, shown_options
from app.frames import merge
from app.input.controller import ClickResult, InputController
from app.input.gesture import DRAG_THRESHOLD, Gestures
from app.input.shapes import HitShape
from app.render.areas import around, draw_around
from app.render.camera import Camera
from app.scenes import style
from app.table import Table
from app.input.targets import Target
from engine.kernel import Action, Decision

PULSE_RATE = 4.0      # radians per second of the legal targets' glow (a breath every ~1.6 s)
PULSE_DEPTH = 0.25    # the glow dims to 1 - this share of its colour
GLOW_FPS = 12         # the glow changes colour this often: a slow breath needs no more, and each change a second costs ~0.08 % of a core idle
EDGE_ZONE = 14        # window pixels at 1280x720: the mouse this close to a board edge pans the view
EDGE_SPEED = 700.0    # window pixels per second at the very edge
KEY_SPEED = 600.0     # window pixels per second while an arrow key is held
KEY_ZOOM_STEPS = 1.0  # wheel notches per press of + or -
CONTROL_SIZE = 30     # the zoom buttons' side at 1280x720
TIP_SIZE = 15
CHOOSER_TEXT = 16
CHOOSER_PICTURE = 32    # a chooser row's picture of what its move differs by (a die), in points
ECHO_SECONDS = 0.3    # after a click made a move, the same place takes no click for this long
FOCUS_BAND = 24       # targets whose centres lie within this many pixels read as one line (Tab order)
ECHO_PX = 8           # "the same place": this close, in window pixels at 1280x720
PAN_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
FIT_KEY = pygame.K_f
INSPECT_KEY = pygame.K_i
ZOOM_IN, ZOOM_OUT, FIT = "zoom_in", "zoom_out", "fit"
CONTROL_GLYPHS = {ZOOM_IN: "+", ZOOM_OUT: "\u2212", FIT: "\u25a2"}


def guard_clock() -> Callable[[], float]:
    """The clock a new host's double-click guard reads: the real one (the test suite, which clicks faster
    than any person, swaps in one that sees its clicks half a second apart)."""
    return time.monotonic


def _nothing(*_args: Any) -> None:
    """The default for a callback nobody listens to."""


@dataclass
class Shown:
    """What the host shows: the view and decision given to the table, and who may click."""

    view: Any = None
    decision: Decision | None = None
    viewer: int | None = None
    actor: int | None = None


class BoardHost:
    """One table in one rectangle of the window; a scene forwards events, frames and drawing to it.

    `on_result` receives what a click on the board came to (an action to apply or a message);
    `gate` says why targets cannot be clicked now (the game is over, another player's turn), or
    None; `covers` lists window areas something else draws over the board (its outlines there are
    redrawn rather than touched up); `invalidate` and `repainted` are the scene's frame bookkeeping.
    """

    def __init__(self, table: Table, *, on_result: Callable[[ClickResult], None] = _nothing,
                 gate: Callable[[], str | None] = lambda: None,
                 covers: Callable[[], list[pygame.Rect]] = list,
                 invalidate: Callable[..., None] = _nothing,
                 repainted: Callable[[list[pygame.Rect]], None] = _nothing,
                 scale: Callable[[], float] = lambda: 1.0,
                 label: Callable[[Action], str] | None = None) -> None:
        self.table = table
        self.presenter = Presenter()
        self.presenter.attach(table)
        self.overlays = OverlayStack(self._overlays_changed)
        table.overlays = self.overlays
        self.controller = InputController(table, label, self._targets)
        self.on_result, self.gate, self.covers = on_result, gate, covers
        self.invalidate, self.repainted, self.scale = invalidate, repainted, scale
        self.bar = ActionBar(self.scale, lambda: self.camera)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shown = Shown()
        self.gestures = Gestures(DRAG_THRESHOLD)
        self.mouse: tuple[int, int] = (-1, -1)
        self.mouse_in = False
        self.held: set[int] = set()
        self.fitted = True
        self.controls: dict[str, pygame.Rect] = {}
        self.tip_rect: pygame.Rect | None = None
        self.chooser_box: pygame.Rect | None = None
        self.last_move: tuple[float, tuple[int, int]] | None = None  # when and where a click last made a move
        self.clock: Callable[[], float] = guard_clock()  # a walker clicking at a person's pace sets its own
        self.focus: int | None = None  # the keyboard's focus: an index into focusables()
        self.hinted: Action | None = None  # the hinted move: every target (or chooser row) that takes it is ringed
        self.pulse_shown: tuple[int, ...] | None = None
        self.kept: pygame.Rect | None = None     # where this paint leaves the shown pixels as they are (kept_area)
        self.pointed: Hashable = None           # the key of the table's Look the mouse rests on
        self.peeked: Overlay | None = None      # the preview of it the host put on the stack
        self._last_pan: float | None = None
        self._pan_stuck = False
        self._showing = False

    @property
    def camera(self) -> Camera:
        return self.table.camera

    def px(self, value: float) -> int:
        return round(value * self.scale())

    # --- layout and state ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The board's area changed: lay the table out, set the camera up, show the state again."""
        self.rect = pygame.Rect(rect)
        self.gestures = Gestures(self.px(DRAG_THRESHOLD))
        self.table.layout(self.rect)
        self.table.camera = self._camera_for(self.rect)
        self._place_controls()
        if self.shown.view is not None or self.shown.decision is not None:
            self.show(self.shown.view, self.shown.decision, self.shown.viewer, self.shown.actor)

    def _camera_for(self, rect: pygame.Rect) -> Camera:
        """A fixed camera for tables that fit themselves, else one over the table's world that keeps
        the user's view (or fits the world again when they had not moved it)."""
        viewport = (rect.x, rect.y, rect.w, rect.h)
        world = self.table.world()
        if world is None or rect.w <= 0 or rect.h <= 0:
            return Camera.fixed(viewport)
        fit = min(rect.w / max(world[2] - world[0], 1e-9), rect.h / max(world[3] - world[1], 1e-9))
        low, high = self.table.zoom_range
        old = self.table.camera
        camera = Camera(viewport, zoom=fit, min_zoom=fit * low, max_zoom=fit * high, world=world)
        if self.fitted or not old.movable:
            camera.fit(world)
        else:
            view = old.visible_world()
            camera.set_zoom(old.zoom)
            camera.center_on((view[0] + view[2]) / 2, (view[1] + view[3]) / 2)
        return camera

    def _place_controls(self) -> None:
        """The zoom buttons in the board's bottom-right corner (only where the view can move)."""
        self.controls = {}
        if not self.camera.movable:
            return
        size, gap = self.px(CONTROL_SIZE), self.px(6)
        x, y = self.rect.right - gap - size, self.rect.bottom - gap - size
        for name in (FIT, ZOOM_OUT, ZOOM_IN):
            self.controls[name] = pygame.Rect(x, y, size, size)
            y -= size + gap

    def show(self, view: Any, decision: Decision | None, viewer: int | None, actor: int | None) -> None:
        """A new state: the table draws `view`; `actor` (None = nobody here) may click what the decision's parts
        let them (app/board/seats.py), and the table is shown only those of its legal actions."""
        self.shown = Shown(view, decision, viewer, actor)
        self.focus = None
        seats = self.table.config.seats
        clicks = for_clicks(decision, seats, actor)
        self._showing = True
        self.bar.place(None, [])
        try:
            self.overlays.prune()
            self._unpoint()
            self.table.show(view, clicks if actor is not None else shown_options(decision, seats), viewer)
        finally:
            self._showing = False
        self.controller.refresh(clicks, actor)
        if self.mouse_in:
            self.controller.hover(self.mouse)

    def _targets(self, decision: Decision, player: int) -> list[Target]:
        """What a click may take now: the topmost modal overlay's targets and its bar's while one is up, else the
        board's and the action bar's."""
        modal = self.overlays.modal()
        if modal is not None:
            return modal.targets(decision, player) + self.bar.place(modal.bar_area(),
                                                                    modal.bar_items(decision, player))
        board = self.table.targets(decision, player)
        return board + self.bar.place(self.bar_area(), self.table.bar_items(decision, player))

    def bar_area(self) -> pygame.Rect:
        """Where the action bar lies: where the table says, else a strip along the board's foot left of the zoom buttons."""
        area = self.table.bar_area()
        if area is not None:
            return area
        gap, h = self.px(8), self.px(BUTTON_H)
        right = min((r.x for r in self.controls.values()), default=self.rect.right) - gap
        return pygame.Rect(self.rect.x + gap, self.rect.bottom - gap - h, max(0, right - self.rect.x - gap), h)

    def _overlays_changed(self) -> None:
        """An overlay opened or closed: the chooser and focus go, the targets are lit again, all is redrawn."""
        self.focus = None
        self.invalidate()
        if self._showing:
            return
        self.controller.refresh(for_clicks(self.shown.decision, self.table.config.seats, self.shown.actor),
                                self.shown.actor)
        if self.mouse_in:
            self._hover(self.mouse)

    # --- where things are ------------------------------------------------------------------
    def to_world(self, pos: tuple[float, float]) -> tuple[float, float]:
        return self.camera.screen_to_world(*pos)

    def on_screen(self, shape: HitShape) -> HitShape:
        """A target's shape where the window shows it."""
        if not self.camera.movable:
            return shape
        return shape.mapped(self.camera.world_to_screen, self.camera.zoom)

    def rect_on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A world rectangle (a table's named area) in window pixels."""
        if not self.camera.movable:
            return pygame.Rect(rect)
        x, y, w, h = self.camera.world_rect_to_screen((rect.x, rect.y, rect.w, rect.h))
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def target_bounds(self, target: Target) -> pygame.Rect:
        return self.on_screen(target.shape).bounds()

    def outline_rect(self, target: Target) -> pygame.Rect:
        """Everything a target's outline may colour (outlines grow outwards by up to their width + 1)."""
        grow = 2 * (max(2, self.px(2)) + 2)
        return self.target_bounds(target).inflate(2 * grow, 2 * grow)

    # --- events ----------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> bool:
        """Route one event: camera, hover and clicks. True when used."""
        kind = event.type
        if self.hurry(event):
            return True
        if kind == pygame.MOUSEMOTION:
            return self._motion(event)
        if kind == pygame.WINDOWLEAVE:
            self.mouse_in = False
            self.gestures.cancel()
            return False
        if kind == pygame.MOUSEBUTTONDOWN:
            modal = self.overlays.modal()
            inside = self.rect.collidepoint(event.pos) or self.controller.chooser is not None or modal is not None
            if not inside or event.button not in (1, 2, 3):
                return False
            self.gestures.down(event.pos, event.button)
            return True
        if kind == pygame.MOUSEBUTTONUP:
            return self._release(event)
        if kind == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if kind in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event)
        return False

    def hurry(self, event: pygame.event.Event) -> bool:
        """A click or a key finishes every running animation at once; the event then acts as usual, unless the
        animation was an overlay's closing show (a fight's result banner): True when the event only ended that. An
        overlay whose show ended since the last frame (an undo dropped it) is gone before the event acts."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return False
        self.overlays.prune()
        if not self.presenter.animating(time.monotonic()):
            return False
        showing = [o for o in self.overlays if o.live()]
        self.presenter.skip()
        self.invalidate(self.rect)
        ended = any(not o.live() for o in showing)
        self.overlays.prune()
        return ended and event.type == pygame.MOUSEBUTTONDOWN

    def _motion(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        self.mouse_in = True
        self._pan_stuck = False
        inside = self.rect.collidepoint(event.pos)
        modal = self.overlays.modal()
        if modal is None:
            self._point(event.pos)
        rel = self.gestures.move(event.pos)
        if rel is not None:
            if modal is None and self.camera.movable:
                self.pan(*rel)
            return True
        self._hover(event.pos)
        return inside

    def _hover(self, pos: tuple[int, int]) -> None:
        """Light the target under the mouse; redraw the outlines, tooltip and chooser rows that change."""
        before = self.controller.hovered
        if (self.rect.collidepoint(pos) or self.overlays.modal() is not None) and not self._covered(pos):
            self.controller.hover(pos)
        else:
            self.controller.hovered = None
        after = self.controller.hovered
        if after is not before:
            for target in (before, after):
                if target is not None:
                    self.invalidate(self.outline_rect(target))
        if self.tip_rect is not None:
            self.invalidate(self.tip_rect)
        text = self.tooltip()
        if text:
            self.invalidate(style.tooltip_rect(text, self.mouse, self.px(TIP_SIZE), self._window()))
        if self.chooser_box is not None:
            self.invalidate(self.chooser_box)

    def _covered(self, pos: tuple[int, int]) -> bool:
        """True over the zoom buttons, a preview over the board, and whatever others draw over the board
        (under a modal overlay only what others draw: the overlay's own targets lie under the mouse)."""
        if self.overlays.modal() is not None:
            return any(rect.collidepoint(pos) for rect in self.covers())
        return any(rect.collidepoint(pos) for rect in (*self.controls.values(), *self._previews(), *self.covers()))

    def _previews(self) -> list[pygame.Rect]:
        """Where the non-modal overlays (a card previewed under the mouse) lie."""
        window = pygame.Rect((0, 0), self._window())
        return [o.area(window) for o in self.overlays if not o.modal]

    def _point(self, pos: tuple[int, int]) -> None:
        """The mouse rests on `pos`: tell the table which of its Looks lies there (it may paint a route) and preview
        that one's picture beside it, dropping the last one's."""
        look = self.table.look_at(pos) if self.rect.collidepoint(pos) else None
        key = None if look is None else look.key
        if key == self.pointed:
            return
        self.pointed = key
        self.table.pointed_at(key)
        shown = self.table.picture(look.peek) if look is not None and look.peek is not None else None
        old, self.peeked = self.peeked, shown
        if old is not None:
            self.overlays.remove(old)
        if shown is not None:
            self.overlays.push(shown)

    def _unpoint(self) -> None:
        """A new state: the preview goes until the mouse moves again (what lies under it may have changed)."""
        if self.peeked is not None:
            self.overlays.remove(self.peeked)
        self.peeked = self.pointed = None

    def _release(self, event: pygame.event.Event) -> bool:
        press = self.gestures.up(event.pos, event.button)
        if press is None:
            return False
        if press.dragging:
            return True
        self.click(event.pos, event.button)
        return True

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """A finished click at `pos`: an open chooser, the topmost modal overlay, the zoom buttons, the table,
        then the controller."""
        self.invalidate(self.rect)
        modal = self.overlays.modal()
        control = next((name for name, rect in self.controls.items() if rect.collidepoint(pos)), None)
        if control is not None and button == 1 and self.controller.chooser is None and modal is None:
            self.press_control(control)
            return
        if self.controller.chooser is not None:
            if self.chooser_box is not None:
                self.invalidate(self.chooser_box)
            result = self.controller.click(pos) if button == 1 else ClickResult()
            self.controller.chooser = None
            self._answered(pos, result)
            return
        if modal is not None:
            if self._overlay_click(modal, pos, button):
                return
        elif self._inspect_click(pos, button):
            return
        elif not self.bar.at(pos) and self._board_click(pos, button):
            return
        if button == 3:
            if self.controller.cancel():
                self.on_result(ClickResult(status=i18n.t("table.selection_cleared")))
            return
        if button != 1:
            return
        refusal = self.gate()
        if refusal is not None:
            self.on_result(ClickResult(status=refusal))
            return
        if self._echo(pos):
            return
        self._answered(pos, self.controller.click(pos))

    def _board_click(self, pos: tuple[int, int], button: int) -> bool:
        """A click the table's places take before any move: the minimap moves the view there, a Look opens what it
        names (a right-click a card large, a click a pile), a panel's background takes nothing beneath; True when
        the click is used up."""
        spot = self.table.minimap_at(pos) if button == 1 and self.camera.movable else None
        if spot is not None:
            before = (self.camera.offset, self.camera.zoom)
            self.camera.center_on(*spot)
            self._moved(before)
            return True
        look = self.table.look_at(pos)
        if look is not None and button in (1, 3):
            name = look.large if button == 3 and look.large is not None else look.browse
            shown = self.table.picture(name) if name is not None else None
            if shown is not None:
                self.overlays.push(shown)
                return True
        return self._on_panel(pos) and self.controller.target_at(pos) is None

    def _on_panel(self, pos: tuple[float, float]) -> bool:
        return any(rect.collidepoint(pos) for rect in self.table.panels())

    def _inspect_click(self, pos: tuple[int, int], button: int) -> bool:
        """A left click on a seat's name or emblem (not on a target) opens the inspector on that seat, whoever's
        turn it is: looking is never a move."""
        if button != 1 or self.controller.target_at(pos) is not None:
            return False
        seat = self.table.seat_at(pos)
        return seat is not None and self.open_inspector(seat)

    def open_inspector(self, seat: int | None = None) -> bool:
        """Show a seat's public components over the board (the person at the table's own by default); True when
        the table has something to show."""
        if seat is None:
            seat = next((s for s in (self.shown.viewer, self.shown.actor) if s is not None), 0)
        own = self.table.seat_overlay(seat)
        if own is not None:
            self.overlays.push(own)
            return True
        if self.table.inspect(seat) is None:
            return False
        self.overlays.push(Inspector(seat, len(self.table.config.seats), self.table.inspect, self.table.card_picture,
                                     self.scale))
        return True

    def _overlay_click(self, modal: Overlay, pos: tuple[int, int], button: int) -> bool:
        """A click while a modal overlay is on top: on one of its targets it goes on to the controller (False);
        else the overlay's own (True), or it closes the overlay when the overlay does not use it."""
        if button == 1 and self.controller.target_at(pos) is not None:
            return False
        if modal.click(pos, button, self.overlays):
            return True
        if modal.closable:
            self.overlays.remove(modal)
            return True
        return button != 1

    def _echo(self, pos: tuple[int, int]) -> bool:
        """The second click of a double click, or a click landing where a move was just made: a target that
        is there now takes no click yet (a double click never makes two moves); an explanation still may."""
        last = self.last_move
        return last is not None and self.clock() - last[0] < ECHO_SECONDS and \
            math.dist(pos, last[1]) <= self.px(ECHO_PX) and self.controller.target_at(pos) is not None

    def _answered(self, pos: tuple[int, int], result: ClickResult) -> None:
        """A click's or a key's outcome goes to the scene; a move from a target that sets out further on is told to
        the table first (its route walks on)."""
        if result.action is not None:
            self.last_move = (self.clock(), pos)
            if result.target is not None and result.target.toward is not None:
                self.table.set_out(result.target.toward)
        self.on_result(result)

    def _wheel(self, event: pygame.event.Event) -> bool:
        if self.overlays.modal() is not None:
            return True
        if not self.rect.collidepoint(self.mouse):
            return False
        if self._on_panel(self.mouse):
            return True
        if self.camera.movable and event.y:
            self.zoom(event.y, self.mouse)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        modal = self.overlays.modal()
        if event.type == pygame.KEYDOWN and self._focus_key(event):
            return True
        if modal is not None and modal.on_key(event):
            self.invalidate()
            return True
        if modal is None and event.type == pygame.KEYDOWN and event.key == INSPECT_KEY and \
                not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) and self.open_inspector():
            return True
        if modal is not None or not self.camera.movable or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key in PAN_KEYS:
            if event.type == pygame.KEYDOWN:
                self.held.add(event.key)
                self._last_pan = None
            else:
                self.held.discard(event.key)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in ZOOM_IN_KEYS:
            self.zoom(KEY_ZOOM_STEPS)
        elif event.key in ZOOM_OUT_KEYS:
            self.zoom(-KEY_ZOOM_STEPS)
        elif event.key == FIT_KEY:
            self.fit()
        else:
            return False
        return True

    # --- the keyboard ----------------------------------------------------------------------
    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab move the focus through the legal targets (or a chooser's rows) in reading order;
        Enter takes the focused one as a click would."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self.press_focus()
            return True
        return False

    def focusables(self) -> list[pygame.Rect]:
        """What Tab steps through, in reading order, as window rectangles: the chooser's rows while it is up,
        else the targets a click may take now."""
        chooser = self.controller.chooser
        if chooser is not None:
            return list(chooser.rects)
        return [self.target_bounds(t) for t in self.focus_targets()]

    def focus_targets(self) -> list[Target]:
        """The highlighted targets in reading order: top to bottom by bands of a text line, then left to right."""
        band = max(1, self.px(FOCUS_BAND))
        placed = [(self.target_bounds(t).center, t) for t in self.controller.highlighted()]
        return [t for (x, y), t in sorted(placed, key=lambda item: (item[0][1] // band, item[0][0]))]

    def move_focus(self, step: int) -> None:
        items = self.focusables()
        self.invalidate()
        if not items:
            self.focus = None
            return
        if self.focus is None:
            self.focus = 0 if step > 0 else len(items) - 1
        else:
            self.focus = (self.focus + step) % len(items)
        if self.controller.chooser is None and self.camera.movable:
            rect = items[self.focus]
            if not self.rect.contains(rect):
                self.camera.center_on(*self.to_world(rect.center))
                self.invalidate()

    def press_focus(self) -> None:
        """Enter: the focused chooser row or target, through the same path as a click (but no double-click guard:
        a key pressed twice is meant twice)."""
        chooser = self.controller.chooser
        focus = self.focus
        self.invalidate()
        if chooser is not None and focus is not None and focus < len(chooser.rects):
            pos = chooser.rects[focus].center
            result = self.controller.click(pos)
            self.controller.chooser = None
            self.focus = None
            self._answered(pos, result)
            return
        targets = self.focus_targets()
        if focus is None or focus >= len(targets):
            return
        refusal = self.gate()
        if refusal is not None:
            self.on_result(ClickResult(status=refusal))
            return
        target = targets[focus]
        pos = self.target_bounds(target).center
        self.focus = None
        result = self.controller.press(target, pos)
        if self.controller.chooser is not None:
            self.focus = 0   # the chooser opened by the keyboard: Enter again takes its first row
        self._answered(pos, result)

    def hint_rects(self) -> list[pygame.Rect]:
        """Where the hinted move is clicked, as window rectangles: its row while a chooser is up, else every lit
        target that takes it (a move of several clicks rings each place, and after the first click the rest)."""
        if self.hinted is None:
            return []
        chooser = self.controller.chooser
        if chooser is not None:
            return [rect for option, rect in zip(chooser.options, chooser.rects) if option == self.hinted]
        return [self.target_bounds(t) for t in self.focus_targets() if self.hinted in t.actions]

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move's rings: pink inside a dark one, wholly outside where the focus ring and its dark edge go."""
        ring = max(3, self.px(3))
        for rect in self.hint_rects():
            rect = rect.inflate(self.px(8) + 4 * ring + 4, self.px(8) + 4 * ring + 4)
            pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2 * ring, 2 * ring), ring, border_radius=self.px(10))
            pygame.draw.rect(surface, style.HINT, rect, ring, border_radius=self.px(8))

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's focus: a thick ring that no highlight colour is mistaken for."""
        if self.focus is None:
            return
        items = self.focusables()
        if self.focus >= len(items):
            return
        rect = items[self.focus].inflate(self.px(8), self.px(8))
        ring = max(3, self.px(3))
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2 * ring, 2 * ring), ring, border_radius=self.px(8))
        pygame.draw.rect(surface, style.FOCUS, rect, ring, border_radius=self.px(6))

    def cancel(self) -> bool:
        """Esc on the board: drop a chooser, else close the topmost overlay, else drop a selection; True when
        something closed."""
        if self.controller.chooser is not None and self.controller.cancel():
            self.invalidate()
            return True
        if self.overlays.pop() is not None:
            return True
        if self.controller.cancel():
            self.invalidate(self.rect)
            return True
        return False

    # --- the camera ------------------------------------------------------------------------
    def pan(self, dx: float, dy: float) -> bool:
        """Move the view by a drag of (dx, dy) window pixels; True when it moved."""
        before = (self.camera.offset, self.camera.zoom)
        self.camera.pan_screen(dx, dy)
        return self._moved(before)

    def zoom(self, steps: float, anchor: tuple[float, float] | None = None) -> bool:
        """Zoom by wheel notches about `anchor` (the board's centre by default); True when it changed."""
        before = (self.camera.offset, self.camera.zoom)
        if anchor is None:
            self.camera.set_zoom(self.camera.zoom * self.camera.zoom_step ** steps)
        else:
            self.camera.zoom_at(steps, anchor)
        return self._moved(before)

    def fit(self) -> None:
        """Show the whole world again."""
        world = self.table.world()
        if world is not None and self.camera.movable:
            self.camera.fit(world)
            self.fitted = True
            self.invalidate(self.rect)

    def press_control(self, name: str) -> None:
        {ZOOM_IN: lambda: self.zoom(1), ZOOM_OUT: lambda: self.zoom(-1), FIT: self.fit}[name]()

    def _moved(self, before: tuple[tuple[float, float], float]) -> bool:
        if (self.camera.offset, self.camera.zoom) == before:
            return False
        self.fitted = False
        for part in around(self.moving_area(), self.overlays.opaque()):   # nothing shows through an opaque overlay
            self.invalidate(part)
        if self.mouse_in:
            self.controller.hover(self.mouse)
        return True

    def _pan_velocity(self) -> tuple[float, float]:
        """Window pixels per second the view moves now: held arrow keys, and the mouse at an edge."""
        vx = vy = 0.0
        for key in self.held:
            dx, dy = PAN_KEYS[key]
            vx, vy = vx + dx * KEY_SPEED * self.scale(), vy + dy * KEY_SPEED * self.scale()
        if self.mouse_in and not self.gestures.dragging and self.rect.collidepoint(self.mouse) and not self._covered(self.mouse):
            zone = self.px(EDGE_ZONE)
            x, y = self.mouse
            r = self.rect
            for depth, axis, sign in ((r.left + zone - x, 0, -1), (x - (r.right - 1 - zone), 0, 1),
                                      (r.top + zone - y, 1, -1), (y - (r.bottom - 1 - zone), 1, 1)):
                if depth > 0:
                    speed = EDGE_SPEED * self.scale() * min(1.0, depth / zone) * sign
                    vx, vy = (vx + speed, vy) if axis == 0 else (vx, vy + speed)
        return vx, vy

    def panning(self) -> bool:
        """True while the view glides (keys held or the mouse resting at an edge it can still move towards)."""
        if not self.camera.movable or self._pan_stuck or self.overlays.modal() is not None:
            return False
        vx, vy = self._pan_velocity()
        return bool(vx or vy)

    # --- per frame -------------------------------------------------------------------------
    def update(self, now: float) -> None:
        """Drop the overlays that are over (a fight's show ended); glide the view while keys are held or the
        mouse rests at an edge (the view follows the arrow)."""
        self.overlays.prune()
        if self.table.settling():
            self.invalidate(self.rect)
        if not self.panning():
            self._last_pan = None
            return
        last, self._last_pan = self._last_pan, now
        if last is None:
            return
        vx, vy = self._pan_velocity()
        dt = min(now - last, 0.1)
        if not self.pan(-vx * dt, -vy * dt):
            self._pan_stuck = not self.held

    def wants_frame(self, now: float) -> float | None:
        """Frames while the view glides, the map is still being painted or an overlay is to be dropped; the glow's next colour change while targets
        are lit."""
        if self.panning() or self.table.settling() or any(not o.live() for o in self.overlays):
            return now
        return (math.floor(now * GLOW_FPS) + 1) / GLOW_FPS if self.glowing() else None

    def glowing(self) -> bool:
        return bool(self.controller.highlighted())

    def legal_colour(self, now: float) -> tuple[int, ...]:
        """The legal targets' outline colour at `now` (it steps GLOW_FPS times a second)."""
        pulse = 0.5 + 0.5 * math.sin(math.floor(now * GLOW_FPS) / GLOW_FPS * PULSE_RATE)
        return tuple(round(c * (1 - PULSE_DEPTH + PULSE_DEPTH * pulse)) for c in style.LEGAL)

    def pulse(self, screen: pygame.Surface | None, now: float, direct: bool = True) -> None:
        """Re-colour the glowing outlines straight over the shown frame (same pixels, new colour);
        where something lies over an outline (a tooltip, the chooser, a widget) that area is redrawn
        instead, and everywhere when `direct` is False (a notice is up) or an overlay lies over the board's
        outlines."""
        if not self.glowing() or self.legal_colour(now) == self.pulse_shown:
            return
        rects = [self.outline_rect(t) for t in (*self.controller.selected, *self.controller.highlighted())]
        above = self.overlays.top()
        if screen is None or not direct or (above is not None and above is not self.overlays.modal()):
            for rect in rects:
                self.invalidate(rect)
            return
        clip = screen.get_clip()
        screen.set_clip(self.rect)
        self.draw_highlights(screen, now, shown=True)
        screen.set_clip(clip)
        self.repainted(merge(rects))
        controls = self.controls.values() if self.overlays.modal() is None else ()
        covers = [r for r in (self.tip_rect, self.chooser_box, *controls, *self.covers()) if r is not None]
        for rect in rects:
            if rect.collidelist(covers) >= 0:
                self.invalidate(rect)

    # --- drawing ---------------------------------------------------------------------------
    def still_key(self) -> Hashable | None:
        """What the host draws outside its board while nothing but fights lies over it (the keyboard's focus, the
        tooltip at the mouse); None when anything else is up (a card shown large or a browser covers the window, a
        chooser may reach past the board), so the scene cannot say its window outside the board stays as shown."""
        items = self.overlays.items
        if not all(isinstance(o, Fight) for o in items) or self.controller.chooser is not None:
            return None
        tip = self.tooltip()
        lit = (id(self.controller.hovered), tuple(map(id, self.controller.selected)),
               tuple(map(id, self.controller.highlighted())))
        return (tuple(self.rect), tuple(map(id, items)), lit, tuple((tuple(r), label) for r, label in self.bar.buttons), self.focus,
                tuple(map(tuple, self.hint_rects())), tip,
                tuple(self.mouse) if tip else None)

    def moving_area(self) -> pygame.Rect:
        """The part of the board a move of the view changes: all of it but the table's still area (its side panel),
        when what is left is one rectangle."""
        still = self.table.still_rect()
        parts = around(self.rect, still)
        return parts[0] if still is not None and len(parts) == 1 else pygame.Rect(self.rect)

    def live_area(self) -> pygame.Rect:
        """The board but its still area, and the margin its targets' outlines reach into past the board's edges
        (draw_highlights)."""
        moving, grown = self.moving_area(), self.rect.inflate(self.px(8), self.px(8))
        left = grown.left if moving.left == self.rect.left else moving.left
        top = grown.top if moving.top == self.rect.top else moving.top
        right = grown.right if moving.right == self.rect.right else moving.right
        bottom = grown.bottom if moving.bottom == self.rect.bottom else moving.bottom
        return pygame.Rect(left, top, right - left, bottom - top)

    def live_shown(self) -> list[pygame.Rect]:
        """The parts of live_area an opaque overlay does not cover: there the board's view may move under it."""
        return list(around(self.live_area(), self.overlays.opaque()))

    def kept_area(self) -> pygame.Rect | None:
        """Inside the opaque overlay, the area a board-only redraw may leave as shown (the overlays paint only around
        it, the board draws nothing under it): what is painted there comes from the overlays and from what lies over
        them, which the still_key holds (the tooltip too: its translucent box is drawn only around the kept area, so
        it never blends over itself), and the outlines, bar and focus ring drawn again over it are opaque, the same
        pixels. None when there is no such overlay."""
        opaque = self.overlays.opaque()
        return None if opaque is None else opaque.clip(self.live_area())

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The table and the targets' outlines, clipped to the board (under a modal overlay its targets' outlines
        are drawn over it, by draw_over)."""
        self.draw_table(surface, now)
        if self.overlays.modal() is None:
            self.bar.draw(surface)
            self.draw_highlights(surface, now)

    def draw_table(self, surface: pygame.Surface, now: float) -> None:
        """The table, told which part of it an overlay will paint over opaquely (it may leave that unpainted)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        self.table.covered = self.overlays.opaque()
        self.table.draw(surface, now)
        self.presenter.draw(surface, now)
        surface.set_clip(clip)

    def draw_highlights(self, surface: pygame.Surface, now: float, shown: bool = False) -> None:
        """Selected and legal targets' outlines; `shown` (or a whole-window draw) records the glow drawn."""
        legal = self.legal_colour(now)
        if shown or surface.get_clip() == surface.get_rect():
            self.pulse_shown = legal
        clip = surface.get_clip()
        lit = self.rect.inflate(self.px(8), self.px(8)).clip(clip)
        if lit.width <= 0 or lit.height <= 0:
            return
        surface.set_clip(lit)
        width = max(2, self.px(2))
        grow = 4 * (width + 2)              # as outline_rect: outlines grow outwards by up to their width + 1
        for target in self.controller.selected:
            shape = self.on_screen(target.shape)
            if self._drawn_here(shape.bounds().inflate(grow, grow), lit):
                shape.outline(surface, style.SELECTED, width + 1)
        for target in self.controller.highlighted():
            shape = self.on_screen(target.shape)
            if self._drawn_here(shape.bounds().inflate(grow, grow), lit):
                colour = style.ACCENT if target is self.controller.hovered else legal
                shape.outline(surface, colour, width)  # type: ignore[arg-type]
        surface.set_clip(clip)

    def _drawn_here(self, bounds: pygame.Rect, area: pygame.Rect) -> bool:
        """Whether an outline within `bounds` shows in the area being painted: a pass redrawing a small area skips the
        rest, and one inside the kept area is already shown."""
        return bounds.colliderect(area) and not (self.kept is not None and self.kept.contains(bounds))

    def draw_over(self, surface: pygame.Surface, now: float, tooltip: bool = True) -> None:
        """Above everything: the zoom buttons (none under a modal overlay), the overlays with the top one's bar
        and targets lit, the chooser, then the tooltip."""
        modal = self.overlays.modal()
        if modal is None:
            self._draw_controls(surface)
        self.overlays.draw(surface, now, self.kept)
        if modal is not None and modal is self.overlays.top():
            self.bar.draw(surface)      # the top overlay's own bar (a fight's Fight!, Done), lit with its targets
            self.draw_highlights(surface, now)
        self.chooser_box = self.tip_rect = None
        if self.controller.chooser is not None:
            self._draw_chooser(surface)
            self.draw_hint(surface)
            self.draw_focus(surface)
            return
        self.draw_hint(surface)
        self.draw_focus(surface)
        text = self.tooltip() if tooltip else ""
        if text:
            self.tip_rect = style.tooltip_rect(text, self.mouse, self.px(TIP_SIZE), surface.get_size())
            draw_around(surface, self.kept, partial(style.draw_tooltip, surface, text, self.mouse, self.px(TIP_SIZE)),
                        self.tip_rect)

    def _draw_controls(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        for name, rect in self.controls.items():
            if not rect.colliderect(clip):
                continue
            style.panel(surface, rect)
            glyph = style.text(CONTROL_GLYPHS[name], self.px(18), style.TEXT, bold=True)
            surface.blit(glyph, glyph.get_rect(center=rect.center))

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        """A menu, never mistaken for a tooltip: a heading, each move a button row, a gesture's row last."""
        chooser = self.controller.chooser
        assert chooser is not None
        f = style.font(self.px(CHOOSER_TEXT))
        row = f.get_linesize() + self.px(12)
        heading = i18n.t("table.choose")
        head_h = f.get_linesize() + self.px(8)
        pictures = [self.table.choice_picture(a, self.px(CHOOSER_PICTURE)) for a in chooser.options]
        if any(p is not None for p in pictures):
            row = max(row, self.px(CHOOSER_PICTURE + 8))
        shift = max((p.get_width() + self.px(8) for p in pictures if p is not None), default=0)
        width = max([f.size(label)[0] + shift for label in chooser.labels] + [f.size(heading)[0]]) + self.px(40)
        room = surface.get_rect()
        self.controller.place_chooser(pygame.Rect(room.x, room.y + head_h, room.w, room.h - head_h), row, width)
        rows = chooser.rects[0].unionall(chooser.rects)
        box = pygame.Rect(rows.x, rows.y - head_h, rows.w, rows.h + head_h).inflate(8, 8)
        self.chooser_box = box
        pygame.draw.rect(surface, (20, 24, 30), box, border_radius=6)
        pygame.draw.rect(surface, style.ACCENT, box, 2, border_radius=6)
        surface.blit(style.text(heading, self.px(CHOOSER_TEXT), style.MUTED), (rows.x + self.px(8), rows.y - head_h + self.px(4)))
        for k, (label, rect) in enumerate(zip(chooser.labels, chooser.rects)):
            gesture = k >= len(chooser.options)
            button = rect.inflate(-self.px(4), -self.px(4))
            fill = style.PANEL_EDGE if rect.collidepoint(self.mouse) else style.PANEL
            pygame.draw.rect(surface, fill, button, border_radius=4)
            if not gesture:
                pygame.draw.rect(surface, style.ACCENT, button, 1, border_radius=4)
            colour = style.MUTED if gesture else style.TEXT
            picture = pictures[k] if not gesture else None
            if picture is not None:
                surface.blit(picture, picture.get_rect(midleft=(rect.x + self.px(10), rect.centery)))
            surface.blit(style.text(label, self.px(CHOOSER_TEXT), colour),
                         (rect.x + self.px(14) + (0 if gesture else shift), rect.centery - f.get_linesize() // 2))

    def tooltip(self) -> str:
        """The hovered target's (or zoom button's) tooltip as draw_over shows it (none while a chooser is up, none
        over a preview, and under a modal overlay only its own targets')."""
        if self.controller.chooser is not None:
            return ""
        modal = self.overlays.modal()
        control = next((name for name, rect in self.controls.items() if rect.collidepoint(self.mouse)), None)
        if control is not None and modal is None:
            return i18n.t(f"board.{control}")
        hovered = self.controller.hovered
        over_preview = modal is None and any(r.collidepoint(self.mouse) for r in self._previews())
        if hovered is not None and not over_preview and (modal is None or modal is self.overlays.top()):
            return self.controller.tooltip(hovered)
        if modal is None and not over_preview and self.rect.collidepoint(self.mouse) and \
                self.table.seat_at(self.mouse) is not None:
            return i18n.t("board.inspect_tip")
        return ""

    def _window(self) -> tuple[int, int]:
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else (self.rect.right, self.rect.bottom)

    # --- test hook -------------------------------------------------------------------------
    def dump(self) -> list[dict[str, Any]]:
        """The lit targets where the window shows them (for e2e tests)."""
        return [{"center": list(self.target_bounds(t).center), "tooltip": t.tooltip, "actions": len(t.actions),
                 "ask": t.ask, "key": None if t.key is None else str(t.key),
                 "kinds": sorted({a.kind for a in t.actions})} for t in self.controller.highlighted()]

    def bar_dump(self) -> list[dict[str, Any]]:
        """The action bar's buttons: their words and where the window shows them (for e2e tests)."""
        return [{"label": label, "center": list(rect.center)} for rect, label in self.bar.buttons]

    def overlay_dump(self) -> list[str]:
        """The overlays up, bottom first, by kind (for e2e tests)."""
        return [type(o).__name__ for o in self.overlays]

    def camera_dump(self) -> dict[str, Any]:
        cam = self.camera
        return {"movable": cam.movable, "zoom": cam.zoom, "offset": list(cam.offset), "fitted": self.fitted}
