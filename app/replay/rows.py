"""A clickable list of text rows (bookmarks, log lines): drawn from cached surfaces, hit-tested by row."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from app.render import fonts
from app.scenes import style

SURFACE_CACHE = 1024


@dataclass(frozen=True)
class Row:
    """One drawn row; `item` is what a click on it returns (a bookmark, a log line)."""

    text: str
    item: Any = None
    colour: tuple[int, int, int] = style.TEXT
    bold: bool = False
    indent: int = 0
    current: bool = False
    mark: tuple[int, int, int] | None = None    # a coloured bar at the row's left edge (an analysis' flag)


class RowList:
    """Rows in a panel, scrolled so a chosen row stays in sight; `top` is the first row shown."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.font_size = 14
        self.rows: Sequence[Row] = ()
        self.top = 0
        self._surfaces: dict[tuple[str, tuple[int, int, int], bool, int, int], pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int, bool], list[str]] = {}

    def layout(self, rect: pygame.Rect, font_size: int) -> None:
        if rect != self.rect or font_size != self.font_size:
            self.rect, self.font_size = pygame.Rect(rect), font_size
            self._surfaces.clear()
            self._wrapped.clear()

    @property
    def pad(self) -> int:
        return max(4, self.font_size // 2)

    @property
    def row_height(self) -> int:
        return style.font(self.font_size).get_linesize() + 3

    @property
    def visible(self) -> int:
        return max(1, (self.rect.h - 2 * self.pad) // self.row_height)

    def set_rows(self, rows: Sequence[Row], *, keep_in_sight: int | None = None, bottom: bool = False) -> None:
        """New rows; scroll to the end (`bottom`) or so that row `keep_in_sight` is visible."""
        self.rows = rows
        limit = max(0, len(rows) - self.visible)
        if bottom:
            self.top = limit
        elif keep_in_sight is not None and not self.top <= keep_in_sight < self.top + self.visible:
            self.top = keep_in_sight - self.visible // 3
        self.top = max(0, min(limit, self.top))

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(max(0, len(self.rows) - self.visible), self.top + rows))

    def item_at(self, pos: tuple[int, int]) -> Any:
        if not self.rect.collidepoint(pos):
            return None
        index = self.top + (pos[1] - self.rect.y - self.pad) // self.row_height
        return self.rows[index].item if 0 <= index < len(self.rows) else None

    def shown(self) -> list[tuple[Any, pygame.Rect]]:
        """Each visible row's item and rectangle (hit areas for tests and tooltips)."""
        out = []
        for k, row in enumerate(self.rows[self.top : self.top + self.visible]):
            y = self.rect.y + self.pad + k * self.row_height
            out.append((row.item, pygame.Rect(self.rect.x, y, self.rect.w, self.row_height)))
        return out

    def fits(self, text: str, indent: int = 0, bold: bool = False) -> list[str]:
        """`text` wrapped to the panel's width (what a caller turns into several rows); cached, as
        the same log lines are wrapped again at every step of a replay."""
        key = (text, indent, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > SURFACE_CACHE * 4:
                self._wrapped.clear()
            width = self.rect.w - 2 * self.pad - indent
            lines = self._wrapped[key] = style.wrap(text, style.font(self.font_size, bold=bold), max(20, width))
        return lines

    def _surface(self, row: Row) -> pygame.Surface:
        width = max(20, self.rect.w - 2 * self.pad - row.indent)
        key = (row.text, row.colour, row.bold, self.font_size, width)
        surf = self._surfaces.get(key)
        if surf is None:
            if len(self._surfaces) > SURFACE_CACHE:
                self._surfaces.clear()
            # a long bookmark ("Brenna Żelazna Dłoń walczy: Niespokojni Zmarli") is made to fit the list's width
            surf = fonts.fitted(row.text, width, self.font_size, max(8, self.font_size * 4 // 5), row.colour,
                                bold=row.bold)
            self._surfaces[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, empty: str = "") -> None:
        pygame.draw.rect(surface, style.PANEL, self.rect, border_radius=6)
        pygame.draw.rect(surface, style.PANEL_EDGE, self.rect, 1, border_radius=6)
        x, y = self.rect.x + self.pad, self.rect.y + self.pad
        if not self.rows and empty:
            surface.blit(self._surface(Row(empty, colour=style.MUTED)), (x, y))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2).clip(clip))
        for row in self.rows[self.top : self.top + self.visible]:
            if row.current:
                band = pygame.Rect(self.rect.x + 2, y - 1, self.rect.w - 4, self.row_height)
                pygame.draw.rect(surface, style.PANEL_EDGE, band, border_radius=4)
            if row.mark is not None:
                pygame.draw.rect(surface, row.mark, (self.rect.x + 2, y, max(3, self.pad - 3), self.row_height - 2),
                                 border_radius=2)
            surface.blit(self._surface(row), (x + row.indent, y))
            y += self.row_height
        surface.set_clip(clip)
        if len(self.rows) > self.visible:
            track = self.rect.h - 2 * self.pad
            knob_h = max(12, track * self.visible // len(self.rows))
            knob_y = self.rect.y + self.pad + (track - knob_h) * self.top // max(1, len(self.rows) - self.visible)
            pygame.draw.rect(surface, style.MUTED, (self.rect.right - 6, knob_y, 3, knob_h), border_radius=2)
