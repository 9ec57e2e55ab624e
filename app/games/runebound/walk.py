"""A hero's figure walking the hexes it moved through, one hex at a time, eased within each step (the
table draws it over the map while the figure on the board is hidden)."""
from __future__ import annotations


class Walk:
    """A hero's figure walking a route hex by hex (world points), one hex every `step` seconds."""

    def __init__(self, seat: int, points: list[tuple[float, float]], start: float, step: float) -> None:
        self.seat, self.points, self.start, self.step = seat, points, start, step

    @property
    def end(self) -> float:
        return self.start + self.step * (len(self.points) - 1)

    def at(self, now: float) -> tuple[float, float]:
        """Where the figure stands at `now` (eased within each hex, so each step reads as a step)."""
        legs = len(self.points) - 1
        k = min(max((now - self.start) / self.step, 0.0), float(legs))
        i = min(int(k), legs - 1)
        f = k - i
        f = f * f * (3 - 2 * f)
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
