"""Frame scheduling: which parts of the window changed, and when the next frame is due.

The window is drawn only when something changed (input, a running animation, a timer), and only
the changed rectangles are redrawn and shown. Scenes say what changed with `invalidate(rect)` and
when they next need a frame with `wants_frame(now)`; this module keeps the bookkeeping: the damage
of one frame, what pygame-gui changed or still needs ticking for, and where a table's animations were.
"""
from __future__ import annotations

import ctypes
import select
import time
from typing import Any, Iterable, Protocol, Sequence

import pygame

FPS = 60
FRAME_S = 1 / FPS            # the shortest time between frames (animations run at this rate)
POLL_S = FRAME_S             # how often an idle loop looks for input where it cannot sleep on the X connection
MERGE_SLACK = 1.25           # two damaged rectangles are redrawn as one when their union is at most this much bigger
MAX_REGIONS = 12             # more separate damaged areas than this are redrawn as one bounding rectangle
PASS_PX = 100_000            # a paint pass per area costs about what painting this many more pixels does (~0.2 ms: a pass skips what lies outside its area)
FULL_SHARE = 0.6             # damage over more than this share of the window redraws (and shows) all of it
UI_SETTLE_S = 0.25           # pygame-gui is ticked this long after input (deferred state images, pressed states)
UI_BLINK_TICK_S = 3 * FRAME_S  # while a text field has the focus, its cursor blink is checked this often
MAX_BLOCK_S = 0.25           # the longest an idle loop sleeps on the X connection alone (SDL's signal flags, input methods)
XLIB = "libX11.so.6"         # the Xlib SDL's x11 driver has loaded: the X connection's file descriptor comes from it


class Damage:
    """The window areas to redraw on the next frame: nothing, some rectangles, or everything."""

    def __init__(self) -> None:
        self.full = False
        self.rects: list[pygame.Rect] = []

    def __bool__(self) -> bool:
        return self.full or bool(self.rects)

    def add(self, rect: pygame.Rect | Sequence[int] | None = None) -> None:
        """Mark `rect` (None = the whole window) for redrawing. The rectangles are kept under a whole-window
        redraw too: a scene that can tell what did not change since the last frame redraws only its live
        area and these (App._still_area)."""
        if rect is None:
            self.full = True
        else:
            r = pygame.Rect(rect)
            if r.w > 0 and r.h > 0:
                self.rects.append(r)

    def clear(self) -> None:
        self.full = False
        self.rects.clear()

    def regions(self, bounds: pygame.Rect) -> list[pygame.Rect] | None:
        """Merged rectangles inside `bounds` to redraw, or None when redrawing everything is cheaper."""
        if self.full:
            return None
        merged = merge([r.clip(bounds) for r in self.rects], PASS_PX)
        if len(merged) > MAX_REGIONS:
            merged = [merged[0].unionall(merged[1:])]
        if sum(r.w * r.h for r in merged) > FULL_SHARE * bounds.w * bounds.h:
            return None
        return merged

    def shown(self, bounds: pygame.Rect) -> list[pygame.Rect]:
        """What a display update after redrawing `regions(bounds)` must show: only the damaged areas, since the
        rest of each region was redrawn with the pixels already shown there (regions are joined to save paint
        passes; showing the joins too cost the window system a copy of up to PASS_PX more pixels each)."""
        clipped = {tuple(r.clip(bounds)) for r in self.rects}
        return [pygame.Rect(r) for r in clipped if r[2] > 0 and r[3] > 0]


def shown_once(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles a display update is given, less any lying wholly inside another (the window system copies each
    one it is given: a whole-window redraw's live area and the move of the view inside it are one copy, not two)."""
    given = [pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0]
    out: list[pygame.Rect] = []
    for i, rect in enumerate(given):
        if not any(other.contains(rect) and (other != rect or j < i) for j, other in enumerate(given) if j != i):
            out.append(rect)
    return out


def merge(rects: Iterable[pygame.Rect], pass_px: int = 0) -> list[pygame.Rect]:
    """Overlapping or nearly adjacent rectangles joined, so each screen area is redrawn once; and any two
    whose union adds at most `pass_px` pixels, since each area redrawn is one more pass over the scene."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.w <= 0 or rect.h <= 0:
            continue
        if rect.collidelist(out) >= 0 and any(other.contains(rect) for other in out):
            continue            # already inside an area to redraw (a frame's damage repeats many of its rectangles)
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(out):
                union = other.union(rect)
                parts = other.w * other.h + rect.w * rect.h
                if other.colliderect(rect) or union.w * union.h <= max(MERGE_SLACK * parts, parts + pass_px):
                    rect = union
                    del out[i]
                    joined = True
                    break
        out.append(rect)
    return out


class InputWake:
    """Sleeps until the window system has something for the program, or a timeout passes.

    On X11 it waits on the X connection itself, so an idle window wakes only when input comes or a frame is due
    (polling 60 times a second cost ~0.7 % of a core with nothing to do); elsewhere it sleeps in POLL_S steps and
    the loop looks for input between them. The caller must have pumped SDL's events just before (pygame.event.peek
    does), so nothing already read from the connection waits unseen.
    """

    def __init__(self) -> None:
        self.fd = x11_connection()

    def sleep(self, timeout: float) -> None:
        """Sleep at most `timeout` seconds: less when the X connection has input."""
        if timeout <= 0:
            return
        if self.fd is None:
            time.sleep(min(timeout, POLL_S))
            return
        try:
            select.select([self.fd], [], [], min(timeout, MAX_BLOCK_S))
        except (OSError, ValueError):   # the connection went away (the display closed): back to polling
            self.fd = None


def x11_connection() -> int | None:
    """The file descriptor of the X connection SDL's x11 driver draws through (None on any other driver)."""
    if not pygame.display.get_init() or pygame.display.get_driver() != "x11":
        return None
    try:
        capsule = pygame.display.get_wm_info().get("display")
        pointer = ctypes.pythonapi.PyCapsule_GetPointer
        pointer.restype, pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        display = pointer(capsule, b"display")
        xlib = ctypes.CDLL(XLIB)
        xlib.XConnectionNumber.restype, xlib.XConnectionNumber.argtypes = ctypes.c_int, [ctypes.c_void_p]
        fd = int(xlib.XConnectionNumber(display)) if display else -1
    except (OSError, AttributeError, TypeError, ValueError):
        return None
    return fd if fd >= 0 else None


class UiWatch:
    """What pygame-gui changed on screen since the last look, and when it needs its next update.

    pygame-gui redraws a widget by giving its sprite a new image (a hover, a pressed button, a
    tooltip appearing), so comparing each visible sprite's image and rectangle by identity finds
    the changed areas without drawing anything. A focused text field may redraw its cursor in
    place, so its rectangle is always taken as changed.
    """

    def __init__(self) -> None:
        self._manager: Any = None
        self._seen: dict[int, tuple[list[Any], Any, tuple[int, int, int, int]]] = {}

    def changes(self, manager: Any) -> list[pygame.Rect] | None:
        """Rectangles pygame-gui's sprites changed since the last call (None = a new manager: everything)."""
        seen: dict[int, tuple[list[Any], Any, tuple[int, int, int, int]]] = {}
        for data in manager.ui_group.visible:
            r = data[1]
            seen[id(data)] = (data, data[0], (r.x, r.y, r.w, r.h))
        fresh = manager is not self._manager
        previous, self._seen, self._manager = self._seen, seen, manager
        if fresh:
            return None
        out: list[pygame.Rect] = []
        for key, (_data, image, rect) in seen.items():
            old = previous.get(key)
            if old is None or old[1] is not image or old[2] != rect:
                out.append(pygame.Rect(rect))
                if old is not None and old[2] != rect:
                    out.append(pygame.Rect(old[2]))
        out.extend(pygame.Rect(rect) for key, (_d, _i, rect) in previous.items() if key not in seen)
        out.extend(pygame.Rect(element.rect) for element in _focused_text(manager))
        return out

    @staticmethod
    def next_tick(manager: Any, now: float, last_input: float) -> float | None:
        """When pygame-gui next needs an update to look right: settling after input, a tooltip delay, a cursor blink."""
        if now - last_input < UI_SETTLE_S:
            return now
        due: float | None = None
        for sprite in manager.ui_group.sprites():
            shape = getattr(sprite, "drawable_shape", None)
            if shape is not None and _shape_busy(shape):
                return now
            if (getattr(sprite, "hovered", False) and getattr(sprite, "tool_tip_text", None)
                    and getattr(sprite, "tool_tip", True) is None):
                at = now + max(0.0, float(sprite.tool_tip_delay) - float(sprite.hover_time))
                due = at if due is None else min(due, at)
        if any(True for _ in _focused_text(manager)):
            at = now + UI_BLINK_TICK_S
            due = at if due is None else min(due, at)
        return due


def _shape_busy(shape: Any) -> bool:
    """A drawable shape still drawing its state images one per update, rebuilding, or fading between states."""
    if getattr(shape, "states_to_redraw_queue", None):
        return True
    if getattr(shape, "should_trigger_full_rebuild", False) and getattr(shape, "full_rebuild_countdown", 0.0) > 0.0:
        return True
    active = getattr(shape, "active_state", None)
    return getattr(active, "transition", None) is not None


def _focused_text(manager: Any) -> Iterable[Any]:
    """Focused widgets with a blinking text cursor."""
    focus = manager.get_focus_set() or ()
    return (element for element in focus if hasattr(element, "blink_cursor_time") and getattr(element, "is_focused", False))


class Footprint:
    """A stand-in surface that notes where each blit would land instead of drawing: "drawing" a table's
    animations onto it tells which rectangles they cover this frame, before the frame is drawn; the blits
    noted can then be made on the real window without working the pictures out again."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []
        self.blits: list[tuple[pygame.Surface, tuple[int, int], Any, int]] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        size = pygame.Rect(area).size if area is not None else source.get_size()
        rect = pygame.Rect((dest[0], dest[1]), size)
        self.rects.append(rect)
        self.blits.append((source, rect.topleft, area, special_flags))
        return rect

    def replay(self, surface: pygame.Surface) -> None:
        """Make the noted blits on `surface`, in order (its clip applies)."""
        surface.blits(self.blits, doreturn=False)


def probe(draw: Any) -> Footprint | None:
    """What `draw(surface)` blits and where, or None when it does more than blit (then it cannot say)."""
    noted = Footprint()
    try:
        draw(noted)
    except (AttributeError, TypeError):
        return None
    return noted


def footprint(draw: Any) -> list[pygame.Rect] | None:
    """The rectangles `draw(surface)` blits to, or None when it does more than blit (then it cannot say)."""
    noted = probe(draw)
    return None if noted is None else noted.rects


class Animated(Protocol):
    """What can say whether (and where) animations run: the board host's Presenter (app/board/presenter.py)."""

    @property
    def rect(self) -> pygame.Rect: ...

    def animating(self, now: float) -> bool: ...

    def animation_rects(self, now: float) -> list[pygame.Rect] | None: ...


class Trail:
    """Where a table's animations were drawn last frame, so the next frame also erases them."""

    def __init__(self) -> None:
        self.last: list[pygame.Rect] = []

    def busy(self, table: Animated, now: float) -> bool:
        """True while animations run or the last frame's still need erasing."""
        return bool(self.last) or table.animating(now)

    def damage(self, table: Animated, now: float) -> list[pygame.Rect]:
        """Last frame's animation areas and this frame's (the whole table when it cannot say)."""
        rects: list[pygame.Rect] | None = table.animation_rects(now) if table.animating(now) else []
        current = [pygame.Rect(table.rect)] if rects is None else list(rects)
        out, self.last = self.last + current, current
        return out
