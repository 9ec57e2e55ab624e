"""The end-of-game screen: the score sheet (categories × players, the outcome — winner, shared places,
a co-operative win or loss and why, a solo rank — and a chart of the game's course) and where to go next."""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n
from app.scenes.base import Scene
from app.scenes.score_sheet import ScoreSheet
from app.table import ScoreBreakdown
from engine.kernel import Outcome
from engine.kernel.history import ScoreHistory

HEAD_H = 110    # the heading's band at 1280x720
BUTTONS_H = 100  # the buttons' band at the bottom


class ScoringScene(Scene):
    name = "scoring"

    def __init__(self, app: Any, breakdown: ScoreBreakdown, table_scene: Any = None,
                 outcome: Outcome | None = None, history: ScoreHistory | None = None) -> None:
        super().__init__(app)
        self.breakdown = breakdown
        self.table_scene = table_scene
        self.outcome = outcome
        self.history = history
        self.sheet = ScoreSheet(breakdown, outcome, history)

    def outcome_lines(self) -> list[str]:
        return self.sheet.outcome_lines()

    def grid(self) -> tuple[list[str], list[list[str]]]:
        return self.sheet.grid()

    def build(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(220), self.px(44), self.px(16)
        keys = [("menu", self.to_menu), ("new_game", self.new_game)]
        if self.table_scene is not None:
            keys.append(("back_to_table", self.back_to_table))
        total = len(keys) * bw + (len(keys) - 1) * gap
        for i, (key, fn) in enumerate(keys):
            self.button(key, pygame.Rect((w - total) // 2 + i * (bw + gap), h - self.px(40) - bh, bw, bh), i18n.t(f"score.{key}"), fn)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("score.title"), self.px(44))
        w, h = self.app.size
        self.sheet.draw(surface, pygame.Rect(0, self.px(HEAD_H), w, h - self.px(HEAD_H) - self.px(BUTTONS_H)), self.px)

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
