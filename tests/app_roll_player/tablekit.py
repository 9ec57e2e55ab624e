"""Building a Roll Player table the way the shell does (its table rectangle at a window size)."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from app.board.presenter import Presenter
from app.games.roll_player.table import RollPlayerTable
from app.scenes import style
from engine.kernel import Session


def table_rect(size: tuple[int, int]) -> pygame.Rect:
    """The table scene's rectangle for a window size (mirrors TableScene.build)."""
    scale = style.scale_for(size)
    px = lambda v: round(v * scale)  # noqa: E731
    w, h = size
    return pygame.Rect(px(10), px(56), w - px(320) - 3 * px(10), h - px(56) - px(40) - px(10))


def shown_table(s: Session[Any], size: tuple[int, int], market_places: Sequence[str] = ()) -> RollPlayerTable:
    """A table showing the session now, with a Presenter attached as the board host attaches one; `market_places`
    is where the Market's cards were dealt this round (a table remembers it across states, so a card bought leaves
    its place empty)."""
    table = RollPlayerTable(s.game, s.config)
    Presenter().attach(table)
    table.market_places = list(market_places)
    table.layout(table_rect(size))
    d = s.decision
    viewer = d.actor if d is not None and d.actor is not None else 0
    table.show(s.view(viewer), d, viewer)
    return table


def presenter(table: RollPlayerTable) -> Presenter:
    """The Presenter attached to a table made by shown_table."""
    assert table.presenter is not None
    return table.presenter


def frame(table: RollPlayerTable, screen: pygame.Surface, now: float) -> None:
    """One frame as the board host draws it: the table, then the running animations over it."""
    table.draw(screen, now)
    presenter(table).draw(screen, now)
