"""A minimal table for the dice race so the tutorial overlay can be tested without a real game."""
from __future__ import annotations

from typing import Any

import pygame

from app.input.shapes import Circle, Rect
from app.table import Table
from app.input.targets import Target
from engine.kernel import Decision


class DiceRaceTable(Table):
    """The die (roll / push), a bank button and the two scores, laid out in fixed spots."""

    game_id = "dice-race"

    def _spots(self) -> dict[str, pygame.Rect]:
        x, y = self.rect.topleft
        return {
            "scores": pygame.Rect(x + 40, y + 40, 300, 60),
            "die": pygame.Rect(x + 400, y + 300, 80, 80),
            "bank": pygame.Rect(x + 600, y + 310, 140, 60),
        }

    def anchor(self, name: str) -> pygame.Rect | None:
        return self._spots().get(name)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        spots = self._spots()
        view: Any = self.view or {}
        pygame.draw.rect(surface, (200, 200, 200), spots["scores"])
        pygame.draw.rect(surface, (250, 250, 240), spots["die"], border_radius=8)
        pygame.draw.rect(surface, (90, 140, 220), spots["bank"], border_radius=6)
        font = pygame.font.Font(None, 28)
        surface.blit(font.render(f"{view.get('scores')}", True, (0, 0, 0)), spots["scores"].move(8, 8))

    def targets(self, decision: Decision, player: int) -> list[Target]:
        spots = self._spots()
        die = tuple(a for a in decision.for_player(player) if a.kind in ("roll", "push"))
        bank = tuple(a for a in decision.for_player(player) if a.kind == "bank")
        out = []
        if die:
            c = spots["die"].center
            out.append(Target(Circle(c[0], c[1], 40), die, "roll", key="die"))
        if bank:
            out.append(Target(Rect.of(spots["bank"]), bank, "bank", key="bank"))
        return out
