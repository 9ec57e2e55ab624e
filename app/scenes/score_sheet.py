"""The final scores as a sheet: categories × players, totals, the outcome in words and the game's course.

Drawn by the end-of-game screen over the whole window and by the replay viewer over the table at the
last step, so a replay ends on the same scores the players saw.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app import i18n
from app.render.chart import line_chart
from app.scenes import style
from app.table import ScoreBreakdown
from engine.kernel import COOPERATIVE, EACH, SOLO, Outcome
from engine.kernel.history import ScoreHistory

CHART_MIN_W = 360
CHART_MAX_W = 640
CHART_MIN_H = 150
TEXT = 17
MIN_TEXT = 11   # the smallest grid text a short window shrinks it to
HEADLINE = 24
MARGIN = 60     # the outcome's words keep this far in from the sheet's sides (the window's frame lies 40 px in)


def _fmt(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)



def chart_width(rect: pygame.Rect, table_w: int, px: Callable[[float], int]) -> int:
    """The chart's width beside a grid `table_w` wide: what is left once the gap and a margin of 80 px on either
    side of `rect` are taken (the window's frame lies 40 px in and the grid's panel reaches 20 px past its rows, so
    the panels keep 20 px inside the frame), at most CHART_MAX_W."""
    return min(px(CHART_MAX_W), rect.w - table_w - px(40) - 2 * px(MARGIN + 20))

def grid_text_size(lines: int, room: int, px: Callable[[float], int]) -> int:
    """The grid's text size: TEXT, or smaller (down to MIN_TEXT) until `lines` rows fit in `room` pixels."""
    size = px(TEXT)
    while size > px(MIN_TEXT) and (style.font(size).get_linesize() + px(10)) * lines > room:
        size -= 1
    return size


class ScoreSheet:
    """One game's final scores; `draw` lays them out in any rectangle at the window's scale."""

    def __init__(self, breakdown: ScoreBreakdown, outcome: Outcome | None = None,
                 history: ScoreHistory | None = None, now: float | None = None) -> None:
        self.breakdown = breakdown
        self.outcome = outcome
        self.history = history
        self.now = now
        self._chart: tuple[tuple[Any, ...], pygame.Surface] | None = None

    def outcome_lines(self) -> list[str]:
        """What decided the game, first line largest: winner(s), a co-op result and its reason, a rank."""
        b, o = self.breakdown, self.outcome
        lines: list[str] = []
        if o is not None and o.kind == COOPERATIVE:
            lines.append(i18n.t("score.coop_won" if o.won else "score.coop_lost"))
            lines.append(i18n.t(o.reason, **o.params))
            return lines + list(b.notes)
        if o is not None and o.kind == EACH:
            return lines + self._each_lines(o) + list(b.notes)
        winners = self.winners()
        if o is not None and o.won is False and not winners:
            lines.append(i18n.t("score.solo_lost" if o.kind == SOLO else "score.nobody_won"))
            if o.reason:
                lines.append(i18n.t(o.reason, **o.params))
        elif len(winners) == 1:
            lines.append(i18n.t("score.winner", name=b.players[winners[0]]))
        elif winners:
            lines.append(i18n.t("score.tie", names=", ".join(b.players[i] for i in winners)))
        if b.tiebreak:
            lines.append(i18n.t("score.tiebreak", text=b.tiebreak))
        if b.solo_rank:
            lines.append(i18n.t("score.solo_rank", rank=b.solo_rank))
        lines.extend(b.notes)
        return lines

    def _each_lines(self, o: Outcome) -> list[str]:
        """Each seat's own result: who won, who lost and why (every hero who survives wins)."""
        names = self.breakdown.players
        won = [names[i] for i in range(len(names)) if o.result(i)]
        lines = [i18n.t("score.each_won", names=", ".join(won)) if won else i18n.t("score.nobody_won")]
        if o.reason:
            lines.append(i18n.t(o.reason, **o.params))
        for seat, name in enumerate(names):
            if not o.result(seat):
                why = o.seat_reasons[seat] if seat < len(o.seat_reasons) else ""
                text = i18n.t(why, **o.params) if why else ""
                lines.append(i18n.t("score.seat_lost", name=name, why=text).rstrip(": "))
        return lines

    def winners(self) -> list[int]:
        o = self.outcome
        return list(o.winners()) if o is not None and o.places else list(self.breakdown.winners)

    def grid(self) -> tuple[list[str], list[list[str]]]:
        """Header row and body rows (categories, then the total or, where a game ranks without points, the place), as
        text."""
        b = self.breakdown
        header = [""] + b.players
        rows = [[cat] + [_fmt(v) for v in row] for cat, row in zip(b.categories, b.rows)]
        if b.places is not None:
            if b.places:
                rows.append([i18n.t("score.place")] + [i18n.t(f"score.nth_{n}") for n in b.places])
        else:
            rows.append([i18n.t("score.total")] + [_fmt(v) for v in b.totals])
        return header, rows

    def chart(self, size: tuple[int, int], px: Callable[[float], int]) -> pygame.Surface | None:
        """The course of the game, drawn once per size and language."""
        h = self.history
        if h is None or not h.series or size[0] < px(CHART_MIN_W) or size[1] < px(CHART_MIN_H):
            return None
        key = (size, i18n.lang())
        if self._chart is None or self._chart[0] != key:
            names = [i18n.pick(t) for t in h.tracks] if h.tracks is not None else self.breakdown.players
            self._chart = (key, line_chart(size, h.points, h.series, names, i18n.t("score.chart"), px(15), now=self.now))
        return self._chart[1]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, px: Callable[[float], int]) -> None:
        """The grid (and the chart beside it when there is room, else below), then the outcome lines."""
        b = self.breakdown
        header, rows = self.grid()
        shown = rows   # every row, always: a short window gets smaller text, never fewer rows
        size = grid_text_size(len(shown) + 1, rect.h - px(180), px)
        f, fb = style.font(size), style.font(size, bold=True)
        first_w = max([fb.size(r[0])[0] for r in rows] + [px(120)]) + px(24)
        col_w = max([fb.size(p)[0] for p in header[1:]] + [f.size(v)[0] for r in rows for v in r[1:]] + [px(90)]) + px(24)
        row_h = f.get_linesize() + px(10)
        table_w = first_w + col_w * len(b.players)
        chart_w = chart_width(rect, table_w, px)
        chart = self.chart((chart_w, rect.h - px(20)), px) if self.history is not None else None
        x0 = rect.x + (rect.w - table_w - (chart_w + px(40) if chart else 0)) // 2
        y = rect.y + px(10)
        if chart is not None:
            surface.blit(chart, (x0 + table_w + px(40), y - px(10)))
        style.panel(surface, pygame.Rect(x0 - px(20), y - px(10), table_w + px(40), row_h * (len(shown) + 1) + px(20)))
        winners = set(self.winners())
        for i, name in enumerate(header[1:]):
            img = style.text(name, size, style.ACCENT if i in winners else style.TEXT, bold=True)
            surface.blit(img, img.get_rect(center=(x0 + first_w + i * col_w + col_w // 2, y + row_h // 2)))
        y += row_h
        for k, row in enumerate(shown):
            is_total = k == len(shown) - 1
            band = pygame.Rect(x0, y, table_w, row_h)
            fill = style.PANEL_EDGE if is_total else (style.PANEL if k % 2 == 0 else style.PANEL_LIGHT)
            pygame.draw.rect(surface, fill, band, border_radius=4)
            surface.blit(style.text(row[0], size, style.TEXT, bold=is_total), (x0 + px(10), y + px(5)))
            for i, cell in enumerate(row[1:]):
                img = style.text(cell, size, style.ACCENT if is_total and i in winners else style.TEXT, bold=is_total)
                surface.blit(img, img.get_rect(center=(x0 + first_w + i * col_w + col_w // 2, y + row_h // 2)))
            y += row_h
        y += px(16)
        centre = x0 + table_w // 2 if chart is not None else rect.centerx
        left, right = rect.x + px(MARGIN), (x0 + table_w + px(20)) if chart is not None else rect.right - px(MARGIN)
        room = min(centre - left, right - centre) * 2
        for k, line in enumerate(self.outcome_lines()):
            size, bold = px(HEADLINE if k == 0 else TEXT), k == 0
            for part in style.wrap(line, style.font(size, bold=bold), room):
                img = style.text(part, size, style.ACCENT if k == 0 else style.TEXT, bold=bold, box=room)
                surface.blit(img, img.get_rect(midtop=(centre, y)))
                y += img.get_height()
            y += px(8)
        if chart is None and self.history is not None:
            below = (min(rect.w - px(80), max(table_w, px(CHART_MAX_W))), rect.bottom - px(10) - y)
            chart = self.chart(below, px)
            if chart is not None:
                surface.blit(chart, chart.get_rect(midtop=(rect.centerx, y + px(4))))
