"""How the game went: each player's score (or a co-operative game's tracks) sampled at the start of
every round and at the end, for the end-of-game chart and the replay viewer."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .timeline import Session


@dataclass(frozen=True)
class ScoreHistory:
    """`series[k][i]` is track k's value at point i (taken at step `cursors[i]`); `tracks` names
    co-op tracks (None: one per seat)."""

    points: tuple[str, ...]
    series: tuple[tuple[float, ...], ...]
    tracks: tuple[dict[str, str], ...] | None = None
    cursors: tuple[int, ...] = ()

    def position(self, cursor: int) -> float:
        """Where step `cursor` falls along the points (fractional between two samples)."""
        marks = self.cursors
        if not marks or cursor <= marks[0]:
            return 0.0
        for i in range(1, len(marks)):
            if cursor <= marks[i]:
                span = marks[i] - marks[i - 1]
                return i - 1 + ((cursor - marks[i - 1]) / span if span else 1.0)
        return float(len(marks) - 1)

    def peak(self) -> float:
        return max((v for s in self.series for v in s), default=0.0)


def score_history(session: Session[Any], rounds: Sequence[tuple[int, str]], end_label: str) -> ScoreHistory:
    """Sample `Game.progress` at each round start (`rounds`: cursor and label) and after the last step."""
    game = session.game
    marks = [(cursor, label) for cursor, label in rounds if 0 <= cursor <= len(session.steps)]
    marks.append((len(session.steps), end_label))
    samples = [game.progress(session.state_at(cursor)) for cursor, _ in marks]
    width = max((len(s) for s in samples), default=0)
    series = tuple(tuple(float(s[k]) if k < len(s) else 0.0 for s in samples) for k in range(width))
    tracks = game.progress_tracks(session.config)
    return ScoreHistory(tuple(label for _, label in marks), series, tuple(tracks) if tracks is not None else None,
                        tuple(cursor for cursor, _ in marks))
