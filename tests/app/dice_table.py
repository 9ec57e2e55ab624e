"""A tiny table for the kernel's dice race, used to test the shell against a real engine game.

Three buttons: ROLL, PUSH and BANK, plus a "die" that stands for both push and bank, so one
target can open a chooser and, with PUSH/BANK, show that other targets narrow a selection.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from app.input.shapes import Circle, Rect
from app.table import ScoreBreakdown, Table
from app.input.targets import Target
from engine.kernel import Action, Decision, Event
from tests.kernel.dice_race import DiceRace, RaceState

LINES = {
    "rolled": {"en": "{who} rolled {value}", "pl": "{who} wyrzuca {value}"},
    "banked": {"en": "{who} banked {points}", "pl": "{who} zapisuje {points}"},
    "won": {"en": "{who} wins", "pl": "{who} wygrywa"},
}


class NarratedRace(DiceRace):
    """The kernel's dice race with log lines in both languages (the shell's history panel reads them)."""

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        template = LINES.get(event.kind)
        if template is None:
            return None
        return template[lang].format(who=f"P{event.data['player'] + 1}", **event.data)


class DiceRaceTable(Table):
    game_id = "dice-race"

    def __init__(self, *args: object, die_target: bool = False) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.die_target = die_target
        self.animated: list[int] = []

    def spots(self) -> dict[str, pygame.Rect]:
        r = self.rect
        w, h = r.w // 5, r.h // 8
        return {kind: pygame.Rect(r.x + (i + 1) * w - w // 2, r.bottom - 2 * h, w - 20, h) for i, kind in enumerate(("roll", "push", "bank"))}

    def die_circle(self) -> Circle:
        return Circle(self.rect.centerx, self.rect.y + self.rect.h // 3, self.rect.h // 8)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        pygame.draw.rect(surface, (34, 82, 62), self.rect)
        for rect in self.spots().values():
            pygame.draw.rect(surface, (60, 60, 60), rect)
        c = self.die_circle()
        pygame.draw.circle(surface, (240, 240, 240), (c.cx, c.cy), c.r)

    def targets(self, decision: Decision, player: int) -> list[Target]:
        own = [a for a in decision.legal if a.player == player]
        out = [Target(Rect.of(self.spots()[a.kind]), (a,), a.kind) for a in own]
        if self.die_target:
            die = tuple(a for a in own if a.kind in ("push", "bank"))
            if die:
                out.append(Target(self.die_circle(), die, "the die"))
        return out

    def describe_illegal(self, pos: tuple[int, int]) -> str | None:
        if self.decision is None:
            return None
        for kind, rect in self.spots().items():
            if rect.collidepoint(pos) and all(a.kind != kind for a in self.decision.legal):
                return f"You cannot {kind} now."
        return None

    def on_events(self, steps: object) -> None:
        self.animated.append(len(steps))  # type: ignore[arg-type]

    def action_label(self, action: Action) -> str:
        return action.kind.upper()

    def breakdown(self, state: object) -> ScoreBreakdown:
        scores = list(state.scores)  # type: ignore[attr-defined]
        return ScoreBreakdown([s.name for s in self.config.seats], ["Banked points"], [scores], scores,
                              [max(range(len(scores)), key=scores.__getitem__)], tiebreak="")
