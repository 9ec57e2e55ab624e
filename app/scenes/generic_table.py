"""A table for any game without its own: the prompt, the scores, and one button per legal action."""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n
from app.input.shapes import Rect
from app.scenes import style
from app.table import Table
from app.input.targets import Target
from engine.kernel import Decision

MAX_COLUMNS = 4
MAX_CELL_WIDTH = 320


class GenericTable(Table):
    """Playable but plain: enough to play and test any registered engine before its art exists."""

    def _cells(self, count: int) -> list[pygame.Rect]:
        r = self.rect
        scale = max(0.6, r.h / 620)
        cols = max(1, min(MAX_COLUMNS, count))
        gap, h = round(10 * scale), round(44 * scale)
        w = min(round(MAX_CELL_WIDTH * scale), (r.w - 2 * gap - (cols - 1) * gap) // cols)
        top = r.y + round(150 * scale)
        return [pygame.Rect(r.x + gap + (i % cols) * (w + gap), top + (i // cols) * (h + gap), w, h) for i in range(count)]

    def _own(self, decision: Decision, player: int) -> list[Any]:
        return [a for a in decision.legal if a.player == player]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        scale = max(0.6, self.rect.h / 620)
        title = style.text(i18n.pick(self.game.title), round(28 * scale), style.TEXT, bold=True)
        surface.blit(title, (self.rect.x + round(16 * scale), self.rect.y + round(14 * scale)))
        if self.decision is not None:
            prompt = style.text(self.decision.prompt.replace("_", " "), round(18 * scale), style.ACCENT)
            surface.blit(prompt, (self.rect.x + round(16 * scale), self.rect.y + round(60 * scale)))
        scores = self.view.get("scores") if isinstance(self.view, dict) else None
        if isinstance(scores, list):
            names = [s.name for s in self.config.seats]
            text = "   ".join(f"{n}: {v}" for n, v in zip(names, scores))
            img = style.text(text, round(18 * scale), style.TEXT)
            surface.blit(img, (self.rect.x + round(16 * scale), self.rect.y + round(96 * scale)))
        if self.decision is None or self.viewer is None:
            return
        own = self._own(self.decision, self.decision.actor if self.decision.actor is not None else self.viewer)
        for action, cell in zip(own, self._cells(len(own))):
            pygame.draw.rect(surface, style.PANEL, cell, border_radius=8)
            label = style.text(self.action_label(action), round(17 * scale), style.TEXT)
            surface.blit(label, label.get_rect(center=cell.center))

    def targets(self, decision: Decision, player: int) -> list[Target]:
        own = self._own(decision, player)
        return [Target(Rect.of(cell), (a,), self.action_label(a), key=i) for i, (a, cell) in enumerate(zip(own, self._cells(len(own))))]
