"""Maps mouse clicks to the engine's legal actions: hover, multi-click selection, chooser, explanations.

Positions given to it are window pixels; targets are in the table's world, mapped by its camera.

Targets come from the table for the current Decision and only ever carry actions from its
enumerated legal list, so anything highlighted is legal and anything legal is clickable.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

import pygame

from app import i18n
from app.table import Table, Target
from engine.kernel import Action, Decision

Pos = tuple[int, int]
TOOLTIP_LINES = 5  # a tooltip lists at most this many actions, then "…"


@dataclass
class Chooser:
    """A small popup listing the actions that share one target; `rects[i]` is option i's button."""

    options: list[Action]
    labels: list[str]
    rects: list[pygame.Rect] = field(default_factory=list)

    def option_at(self, pos: Pos) -> Action | None:
        for action, rect in zip(self.options, self.rects):
            if rect.collidepoint(pos):
                return action
        return None

    def contains(self, pos: Pos) -> bool:
        return any(r.collidepoint(pos) for r in self.rects)


@dataclass(frozen=True)
class ClickResult:
    """What a click did: an action to apply, or a state change (selection, chooser, message)."""

    action: Action | None = None
    status: str | None = None
    illegal: bool = False


class InputController:
    """Registers the table's targets for the current decision and turns clicks into actions."""

    def __init__(self, table: Table, label: Callable[[Action], str] | None = None) -> None:
        self.table = table
        self.label = label or table.action_label
        self.targets: list[Target] = []
        self.decision: Decision | None = None
        self.player: int | None = None
        self.pending: frozenset[Action] | None = None
        self.selected: list[Target] = []
        self.chooser: Chooser | None = None
        self.hovered: Target | None = None

    # --- registration ----------------------------------------------------------------------
    def refresh(self, decision: Decision | None, player: int | None) -> None:
        """Ask the table for targets; keep only legal actions, drop targets left with none."""
        self.decision, self.player = decision, player
        self.pending, self.selected, self.chooser, self.hovered = None, [], None, None
        self.targets = []
        if decision is None or player is None:
            return
        legal = set(decision.legal)
        for target in self.table.targets(decision, player):
            actions = tuple(a for a in target.actions if a in legal)
            if actions:
                self.targets.append(target if len(actions) == len(target.actions) else replace(target, actions=actions))

    def target_at(self, pos: Pos) -> Target | None:
        """The topmost target under window point `pos` (targets registered later are drawn on top)."""
        world = self.table.camera.screen_to_world(*pos)
        for target in reversed(self.targets):
            if target.shape.contains(world):
                return target
        return None

    def highlighted(self) -> list[Target]:
        """Targets to highlight now: all of them, or those that can complete a pending selection."""
        if self.pending is None:
            return list(self.targets)
        return [t for t in self.targets if t not in self.selected and self.pending.intersection(t.actions)]

    def hover(self, pos: Pos) -> Target | None:
        target = self.target_at(pos)
        self.hovered = target if target in self.highlighted() else None
        return self.hovered

    # --- clicking --------------------------------------------------------------------------
    def cancel(self) -> bool:
        """Drop a pending selection or an open chooser; True when there was one."""
        had = self.pending is not None or self.chooser is not None
        self.pending, self.selected, self.chooser = None, [], None
        return had

    def click(self, pos: Pos) -> ClickResult:
        if self.chooser is not None:
            picked = self.chooser.option_at(pos)
            self.chooser = None
            if picked is not None:
                self.cancel()
                return ClickResult(picked)
            return ClickResult(status=None)
        target = self.target_at(pos)
        if target is None:
            if self.pending is not None:
                self.cancel()
                return ClickResult(status=i18n.t("table.selection_cleared"))
            return ClickResult(status=self.explain(pos), illegal=True)
        candidates = [a for a in target.actions if self.pending is None or a in self.pending]
        if not candidates:
            return ClickResult(status=i18n.t("table.not_with_selection"), illegal=True)
        if len(candidates) == 1 and not target.ask:
            self.cancel()
            return ClickResult(candidates[0])
        if self._narrows(target, candidates):
            self.pending = frozenset(candidates)
            self.selected.append(target)
            return ClickResult(status=i18n.t("table.select_next"))
        self.open_chooser(candidates, pos)
        return ClickResult(status=target.note or i18n.t("table.choose"))

    def tooltip(self, target: Target) -> str:
        """What hovering `target` says: its own tooltip, or, while a selection is pending, only what it
        does with the selected thing (a row names the selected die, not every die it could take)."""
        if self.pending is None:
            return target.tooltip
        labels = list(dict.fromkeys(self.label(a) for a in target.actions if a in self.pending))
        more = ["…"] if len(labels) > TOOLTIP_LINES else []
        return "\n".join(labels[:TOOLTIP_LINES] + more)

    def _narrows(self, target: Target, candidates: list[Action]) -> bool:
        """True when another target picks a strict, non-empty subset: a second click can decide."""
        cand = set(candidates)
        for other in self.targets:
            if other is target or other in self.selected:
                continue
            common = cand.intersection(other.actions)
            if common and len(common) < len(cand):
                return True
        return False

    def open_chooser(self, options: list[Action], pos: Pos, row_height: int = 30, width: int = 220) -> Chooser:
        labels = [self.label(a) for a in options]
        x, y = pos[0] + 8, pos[1] + 8
        self.chooser = Chooser(options, labels, [pygame.Rect(x, y + i * row_height, width, row_height) for i in range(len(options))])
        return self.chooser

    def place_chooser(self, bounds: pygame.Rect, row_height: int, width: int) -> None:
        """Resize the chooser's rows for the font and keep it inside the window."""
        if self.chooser is None or not self.chooser.rects:
            return
        x, y = self.chooser.rects[0].topleft
        box = pygame.Rect(x, y, width, row_height * len(self.chooser.options)).clamp(bounds)
        self.chooser.rects = [pygame.Rect(box.x, box.y + i * row_height, width, row_height) for i in range(len(self.chooser.options))]

    def explain(self, pos: Pos) -> str:
        """Why nothing happens at `pos`: the table's reason, or a pointer to the highlights."""
        reason = self.table.describe_illegal(self.table.camera.screen_to_world(*pos))
        if reason:
            return reason
        return i18n.t("table.nothing_here")
