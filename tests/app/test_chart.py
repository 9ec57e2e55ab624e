"""The game chart's labels are read whole: nothing it writes runs off the panel."""
from __future__ import annotations

import pygame
import pytest

from app.render import palette
from app.render.chart import line_chart

ROUNDS = [f"Round {n}" for n in range(1, 9)]


def _text_columns(surf: pygame.Surface, rows: range) -> list[int]:
    """The columns in `rows` holding light text pixels (cream on the dark panel)."""
    return [x for x in range(surf.get_width())
            if any(min(surf.get_at((x, y))[:3]) > 150 for y in rows)]


@pytest.mark.parametrize("end", ["End", "Koniec", "Zakończenie"])
@pytest.mark.parametrize("width", [320, 480, 760])
def test_the_last_point_of_the_chart_is_named_whole_inside_its_panel(end: str, width: int) -> None:
    pygame.font.init()
    height = 260
    surf = line_chart((width, height), [*ROUNDS, end], [[float(n) for n in range(9)]], ["Ala"], "Chart", 15)
    label_rows = range(height - palette.SPACE_L - 2, height - 4)
    columns = _text_columns(surf, label_rows)
    assert columns, "the x-axis labels are drawn"
    assert max(columns) < width - palette.SPACE_S, f"'{end}' runs into the panel's right edge"
