"""Telling a click from a drag: a press becomes a click on release, unless the mouse travelled.

A board acts on the release, so pressing on a die and dragging the map away never takes the die.
The board host acts on what this module decides (a click at a window point, or a drag that pans).
"""
from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]

DRAG_THRESHOLD = 6  # window pixels at 1280x720: a press that travels further is a drag, never a click


@dataclass
class Press:
    """A mouse button held down on the board: where, which button, and whether it became a drag."""

    start: Pos
    button: int
    last: Pos
    dragging: bool = False


class Gestures:
    """One press at a time: `down`, then `move` (a drag once past the threshold), then `up`."""

    def __init__(self, threshold: int = DRAG_THRESHOLD) -> None:
        self.threshold = threshold
        self.press: Press | None = None

    def down(self, pos: Pos, button: int) -> None:
        self.press = Press(pos, button, pos)

    def move(self, pos: Pos) -> tuple[int, int] | None:
        """The drag's movement since the last call once the press is a drag, else None."""
        press = self.press
        if press is None:
            return None
        if not press.dragging:
            dx, dy = pos[0] - press.start[0], pos[1] - press.start[1]
            if dx * dx + dy * dy <= self.threshold * self.threshold:
                return None
            press.dragging = True
        rel = (pos[0] - press.last[0], pos[1] - press.last[1])
        press.last = pos
        return rel

    def up(self, pos: Pos, button: int) -> Press | None:
        """The press that ends here (a click when not `dragging`), or None for a release without one."""
        press = self.press
        if press is None or press.button != button:
            return None
        self.move(pos)
        self.press = None
        return press

    def cancel(self) -> None:
        """Forget the press (the board was rebuilt, the mouse left the window)."""
        self.press = None

    @property
    def dragging(self) -> bool:
        return self.press is not None and self.press.dragging
