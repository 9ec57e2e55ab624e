"""The end-of-game screen: a table's ScoreBreakdown (categories × players), the outcome (winner,
shared places, a co-operative win or loss and why, a solo rank) and a chart of the game's course."""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n
from app.render.chart import line_chart
from app.scenes import style
from app.scenes.base import Scene
from app.table import ScoreBreakdown
from engine.kernel import COOPERATIVE, Outcome
from engine.kernel.history import ScoreHistory

CHART_MIN_W = 360
CHART_MAX_W = 640
CHART_MIN_H = 150


def _fmt(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class ScoringScene(Scene):
    name = "scoring"

    def __init__(self, app: Any, breakdown: ScoreBreakdown, table_scene: Any = None,
                 outcome: Outcome | None = None, history: ScoreHistory | None = None) -> None:
        super().__init__(app)
        self.breakdown = breakdown
        self.table_scene = table_scene
        self.outcome = outcome
        self.history = history
        self._chart: tuple[tuple[Any, ...], pygame.Surface] | None = None

    def outcome_lines(self) -> list[str]:
        """What decided the game, first line largest: winner(s), a co-op result and its reason, a rank."""
        b, o = self.breakdown, self.outcome
        lines: list[str] = []
        if o is not None and o.kind == COOPERATIVE:
            lines.append(i18n.t("score.coop_won" if o.won else "score.coop_lost"))
            lines.append(i18n.t(f"outcome.{o.reason}", **o.params))
            return lines + list(b.notes)
        winners = o.winners() if o is not None and o.places else b.winners
        if len(winners) == 1:
            lines.append(i18n.t("score.winner", name=b.players[winners[0]]))
        elif winners:
            lines.append(i18n.t("score.tie", names=", ".join(b.players[i] for i in winners)))
        if b.tiebreak:
            lines.append(i18n.t("score.tiebreak", text=b.tiebreak))
        if b.solo_rank:
            lines.append(i18n.t("score.solo_rank", rank=b.solo_rank))
        lines.extend(b.notes)
        return lines

    def chart(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The course of the game, drawn once per size and language."""
        h = self.history
        if h is None or not h.series or size[0] < CHART_MIN_W:
            return None
        key = (size, i18n.lang())
        if self._chart is None or self._chart[0] != key:
            names = [i18n.pick(t) for t in h.tracks] if h.tracks is not None else self.breakdown.players
            self._chart = (key, line_chart(size, h.points, h.series, names, i18n.t("score.chart"), self.px(15)))
        return self._chart[1]

    def build(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(220), self.px(44), self.px(16)
        keys = [("menu", self.to_menu), ("new_game", self.new_game)]
        if self.table_scene is not None:
            keys.append(("back_to_table", self.back_to_table))
        total = len(keys) * bw + (len(keys) - 1) * gap
        for i, (key, fn) in enumerate(keys):
            self.button(key, pygame.Rect((w - total) // 2 + i * (bw + gap), h - self.px(40) - bh, bw, bh), i18n.t(f"score.{key}"), fn)

    def grid(self) -> tuple[list[str], list[list[str]]]:
        """Header row and body rows (categories, then the total), as text."""
        b = self.breakdown
        header = [""] + b.players
        rows = [[cat] + [_fmt(v) for v in row] for cat, row in zip(b.categories, b.rows)]
        rows.append([i18n.t("score.total")] + [_fmt(v) for v in b.totals])
        return header, rows

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("score.title"), self.px(44))
        b = self.breakdown
        w, h = self.app.size
        header, rows = self.grid()
        f, fb = style.font(self.px(17)), style.font(self.px(17), bold=True)
        first_w = max([fb.size(r[0])[0] for r in rows] + [self.px(120)]) + self.px(24)
        col_w = max([fb.size(p)[0] for p in header[1:]] + [self.px(90)]) + self.px(24)
        max_rows = max(1, (h - self.px(300)) // (f.get_linesize() + self.px(10)))
        shown = rows[:-1][: max_rows - 1] + rows[-1:]
        table_w = first_w + col_w * len(b.players)
        chart_w = min(self.px(CHART_MAX_W), w - table_w - self.px(200))
        chart = self.chart((chart_w, h - self.px(240))) if self.history is not None else None
        left = (w - table_w - (chart_w + self.px(40) if chart else 0)) // 2
        x0, y = left, self.px(120)
        if chart is not None:
            surface.blit(chart, (x0 + table_w + self.px(40), y - self.px(10)))
        row_h = f.get_linesize() + self.px(10)
        style.panel(surface, pygame.Rect(x0 - self.px(20), y - self.px(10), table_w + self.px(40), row_h * (len(shown) + 1) + self.px(20)))
        winners = set(self.outcome.winners() if self.outcome is not None and self.outcome.places else b.winners)
        for i, name in enumerate(header):
            if i == 0:
                continue
            colour = style.ACCENT if (i - 1) in winners else style.TEXT
            img = style.text(name, self.px(17), colour, bold=True)
            surface.blit(img, img.get_rect(center=(x0 + first_w + (i - 1) * col_w + col_w // 2, y + row_h // 2)))
        y += row_h
        for k, row in enumerate(shown):
            is_total = k == len(shown) - 1
            band = pygame.Rect(x0, y, table_w, row_h)
            pygame.draw.rect(surface, style.PANEL_EDGE if is_total else (style.PANEL if k % 2 == 0 else style.PANEL_LIGHT), band, border_radius=4)
            surface.blit(style.text(row[0], self.px(17), style.TEXT, bold=is_total), (x0 + self.px(10), y + self.px(5)))
            for i, cell in enumerate(row[1:]):
                img = style.text(cell, self.px(17), style.ACCENT if is_total and i in winners else style.TEXT, bold=is_total)
                surface.blit(img, img.get_rect(center=(x0 + first_w + i * col_w + col_w // 2, y + row_h // 2)))
            y += row_h
        y += self.px(16)
        centre = x0 + table_w // 2 if chart is not None else w // 2
        for k, line in enumerate(self.outcome_lines()):
            img = style.text(line, self.px(24 if k == 0 else 17), style.ACCENT if k == 0 else style.TEXT, bold=k == 0)
            surface.blit(img, img.get_rect(midtop=(centre, y)))
            y += img.get_height() + self.px(8)
        if chart is None and self.history is not None:
            below = (min(w - self.px(160), max(table_w, self.px(CHART_MAX_W))), h - self.px(110) - y)
            if below[1] >= self.px(CHART_MIN_H):
                chart = self.chart(below)
                if chart is not None:
                    surface.blit(chart, chart.get_rect(midtop=(w // 2, y + self.px(4))))

    def to_menu(self) -> None:
        self.app.go("menu")

    def new_game(self) -> None:
        self.app.go("new_game")

    def back_to_table(self) -> None:
        self.table_scene.over_since = float("inf")
        self.app.switch(self.table_scene)

    def command(self, name: str) -> bool:
        if name == "menu":
            self.to_menu()
            return True
        return False
