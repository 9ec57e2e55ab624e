"""The board host's overlay stack: what lies over the board (a card shown large, a browser, a fight, a dialog).

Only the topmost modal overlay takes input: while one is up the board's targets, the action bar and the
map's zoom buttons step aside, and its own targets (a fight's legal moves) are the only ones lit. A game
supplies what an overlay paints and its targets; the host owns the order, the drawing and the input.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable, Iterator

import pygame

from app.render.areas import draw_around

if TYPE_CHECKING:
    from app.input.targets import BarItem, Target
    from engine.kernel import Decision


def _nothing() -> None:
    """The default for a callback nobody listens to."""


class Overlay:
    """One layer over the board. `modal` ones take the input while on top (a non-modal one, a card previewed
    under the mouse, only covers what lies under it); `closable` ones close on Esc or a click they do not use."""

    closable: bool = True

    def __init__(self, key: Hashable = None, modal: bool = True) -> None:
        self.key = key
        self._modal = modal

    @property
    def modal(self) -> bool:
        """True while it takes the input (it is then the one the host asks for targets and clicks)."""
        return self._modal

    def area(self, window: pygame.Rect) -> pygame.Rect:
        """The window area it covers (the whole window unless it says less)."""
        return pygame.Rect(window)

    def opaque(self) -> pygame.Rect | None:
        """A window area its draw covers with opaque pixels now (the board is not drawn under it); None: none."""
        return None

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Paint it over whatever lies below (the board and lower overlays)."""

    def targets(self, decision: Decision, player: int) -> list[Target]:
        """The legal moves made on it (a fight's cells and buttons); none for a picture or a browser."""
        return []

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """Its moves with no place on its picture (a fight's Fight!, Escape, Done): the host's action bar shows
        them, in `bar_area`, while it is the top modal overlay."""
        return []

    def bar_area(self) -> pygame.Rect | None:
        """Where in the window its bar lies (None: it has none)."""
        return None

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        """A click on no target: True when it was its own (it stays open), False to close it (when closable)."""
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key pressed while it is on top: True when it used it (Esc is the host's: it closes the top)."""
        return False

    def live(self) -> bool:
        """False once it has nothing left to show (a fight whose decision and show are over): it is dropped."""
        return True


class Picture(Overlay):
    """A game's picture over the board: a card shown large (`paint` dims the window and draws it)."""

    def __init__(self, key: Hashable, paint: Callable[[pygame.Surface], None], modal: bool = True,
                 area: Callable[[pygame.Rect], pygame.Rect] | None = None) -> None:
        super().__init__(key, modal)
        self.paint, self._area = paint, area

    def area(self, window: pygame.Rect) -> pygame.Rect:
        return self._area(window) if self._area is not None else pygame.Rect(window)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.paint(surface)


class Browser(Overlay):
    """A grid of cards (a discard pile, a player's cards): `paint` draws it and records where each card lies;
    a right-click on one shows it large (`zoom`), any other click closes the browser."""

    def __init__(self, key: Hashable, paint: Callable[[pygame.Surface, dict[str, pygame.Rect]], None],
                 zoom: Callable[[str], Overlay | None]) -> None:
        super().__init__(key)
        self.paint, self.zoom = paint, zoom
        self.hits: dict[str, pygame.Rect] = {}

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.hits = {}
        self.paint(surface, self.hits)

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        card = next((c for c, r in self.hits.items() if r.collidepoint(pos)), None)
        shown = self.zoom(card) if card is not None and button == 3 else None
        if shown is None:
            return False
        stack.push(shown)
        return True


class Paged(Overlay):
    """An overlay that turns through seats: ← and → or a click on one of its `arrows` (step -1 or 1) call `turn`."""

    arrows: dict[int, pygame.Rect]

    def turn(self, step: int) -> None:
        raise NotImplementedError

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return False

    def turned(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        """Whether a click landed on an arrow (and turned the overlay)."""
        step = next((s for s, rect in self.arrows.items() if rect.collidepoint(pos)), None)
        if step is None or button != 1:
            return False
        self.turn(step)
        stack.changed()
        return True


class OverlayStack:
    """The overlays over one board, bottom first; `changed` tells the host to re-light targets and redraw."""

    def __init__(self, changed: Callable[[], None] = _nothing) -> None:
        self.items: list[Overlay] = []
        self.changed = changed

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self) -> Iterator[Overlay]:
        return iter(list(self.items))

    def top(self) -> Overlay | None:
        return self.items[-1] if self.items else None

    def modal(self) -> Overlay | None:
        """The topmost modal overlay: the one that takes input, or None when the board does."""
        return next((o for o in reversed(self.items) if o.modal), None)

    def push(self, overlay: Overlay) -> None:
        """Show `overlay` on top (one with the same key and kind already up is replaced)."""
        self.items = [o for o in self.items if not (type(o) is type(overlay) and o.key == overlay.key)]
        self.items.append(overlay)
        self.changed()

    def remove(self, overlay: Overlay) -> None:
        if overlay in self.items:
            self.items.remove(overlay)
            self.changed()

    def pop(self) -> Overlay | None:
        """Close the topmost closable overlay; None when there is none."""
        for overlay in reversed(self.items):
            if overlay.closable:
                self.remove(overlay)
                return overlay
        return None

    def find(self, kind: type[Overlay]) -> Overlay | None:
        return next((o for o in reversed(self.items) if isinstance(o, kind)), None)

    def drop(self, test: Callable[[Overlay], bool]) -> None:
        """Close every overlay `test` picks (a preview the mouse left)."""
        kept = [o for o in self.items if not test(o)]
        if len(kept) != len(self.items):
            self.items = kept
            self.changed()

    def prune(self) -> None:
        """Drop the overlays with nothing left to show."""
        self.drop(lambda o: not o.live())

    def clear(self) -> None:
        if self.items:
            self.items = []
            self.changed()

    def covers(self, window: pygame.Rect) -> list[pygame.Rect]:
        """The window areas the overlays cover (nothing of the board is touched up there)."""
        return [o.area(window) for o in self.items]

    def opaque(self) -> pygame.Rect | None:
        """The largest window area an overlay paints opaque over the board now (None: none does)."""
        areas = [r for r in (o.opaque() for o in self.items) if r is not None and r.width > 0 and r.height > 0]
        return max(areas, key=lambda r: r.width * r.height, default=None)

    def draw(self, surface: pygame.Surface, now: float, kept: pygame.Rect | None = None) -> None:
        """Bottom first; nothing is painted inside `kept`, a window area whose shown pixels stay right."""
        draw_around(surface, kept, partial(self._draw, surface, now))

    def _draw(self, surface: pygame.Surface, now: float) -> None:
        for overlay in self.items:
            overlay.draw(surface, now)


class Fight(Overlay):
    """A fight or a challenge over the board: its moves are its targets; it stays (no Esc, no click closes it)
    while `live` says its decision or its closing show (the result banner) goes on; a click ends that show."""

    closable = False

    def __init__(self, key: Hashable, paint: Callable[[pygame.Surface, float], None],
                 targets: Callable[[Decision, int], list[Target]], live: Callable[[], bool],
                 bar_items: Callable[[Decision, int], list[BarItem]] | None = None,
                 bar_area: Callable[[], pygame.Rect | None] | None = None,
                 opaque: Callable[[], pygame.Rect | None] | None = None) -> None:
        super().__init__(key)
        self.paint, self._targets, self._live = paint, targets, live
        self._bar_items, self._bar_area, self._opaque = bar_items, bar_area, opaque

    def opaque(self) -> pygame.Rect | None:
        return self._opaque() if self._opaque is not None else None

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.paint(surface, now)

    def targets(self, decision: Decision, player: int) -> list[Target]:
        return self._targets(decision, player)

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        return self._bar_items(decision, player) if self._bar_items is not None else []

    def bar_area(self) -> pygame.Rect | None:
        return self._bar_area() if self._bar_area is not None else None

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        return False

    def live(self) -> bool:
        return self._live()
