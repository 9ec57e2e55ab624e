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
from app.table import Table
from app.input.targets import Target
from engine.kernel import Action, Decision

Pos = tuple[int, int]
TOOLTIP_LINES = 5  # a tooltip lists at most this many actions, then "…"


@dataclass
class Chooser:
    """A small menu listing the moves one click could mean; `rects[i]` is row i's button. With `then`, a last
    row continues a two-click gesture instead (the moves another highlighted place completes)."""

    options: list[Action]
    labels: list[str]
    rects: list[pygame.Rect] = field(default_factory=list)
    then: frozenset[Action] | None = None
    source: Target | None = None

    def row_at(self, pos: Pos) -> int | None:
        return next((i for i, rect in enumerate(self.rects) if rect.collidepoint(pos)), None)

    def option_at(self, pos: Pos) -> Action | None:
        row = self.row_at(pos)
        return self.options[row] if row is not None and row < len(self.options) else None

    def contains(self, pos: Pos) -> bool:
        return any(r.collidepoint(pos) for r in self.rects)


@dataclass(frozen=True)
class ClickResult:
    """What a click did: an action to apply, or a state change (selection, chooser, message); `target`: the one
    whose move it is."""

    action: Action | None = None
    status: str | None = None
    illegal: bool = False
    target: Target | None = None


class InputController:
    """Registers the table's targets for the current decision and turns clicks into actions."""

    def __init__(self, table: Table, label: Callable[[Action], str] | None = None,
                 source: Callable[[Decision, int], list[Target]] | None = None) -> None:
        self.table = table
        self.source = source or table.targets   # the board host's: the table's, the bar's or an overlay's targets
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
        for target in self.source(decision, player):
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
            chooser, self.chooser = self.chooser, None
            row = chooser.row_at(pos)
            if row is not None and row < len(chooser.options):
                self.cancel()
                return ClickResult(chooser.options[row], target=chooser.source)
            if row is not None and chooser.then is not None:
                return self._start_gesture(chooser.source, chooser.then)
            return ClickResult(status=None)
        target = self.target_at(pos)
        if target is None:
            if self.pending is not None:
                self.cancel()
                return ClickResult(status=i18n.t("table.selection_cleared"))
            return ClickResult(status=self.explain(pos), illegal=True)
        return self.press(target, pos)

    def press(self, target: Target, pos: Pos) -> ClickResult:
        """`target` taken, by a click at window point `pos` or by the keyboard (a chooser opens at `pos`)."""
        candidates = [a for a in target.actions if self.pending is None or a in self.pending]
        if not candidates:
            return ClickResult(status=i18n.t("table.not_with_selection"), illegal=True)
        if len(candidates) == 1 and not target.ask:
            self.cancel()
            return ClickResult(candidates[0], target=target)
        elsewhere = self._completed_elsewhere(target, candidates)
        if elsewhere == set(candidates):
            return self._start_gesture(target, frozenset(candidates))
        options = self._distinct(candidates)   # every move this click could mean, one row each
        if len(options) == 1 and not elsewhere and not target.ask:
            self.cancel()
            return ClickResult(options[0], target=target)   # the choices differ in nothing the player can tell apart
        self.open_chooser(options, pos, then=frozenset(elsewhere) or None, source=target)
        return ClickResult(status=target.note or i18n.t("table.choose"))

    def _start_gesture(self, target: Target | None, pending: frozenset[Action]) -> ClickResult:
        """The first click of a two-click move: the places that complete it light up and the status says so."""
        self.pending = pending
        if target is not None:
            self.selected.append(target)
        return ClickResult(status=i18n.t("table.select_next", count=len(self.highlighted())))

    def _distinct(self, actions: list[Action]) -> list[Action]:
        """One action per label: moves the player cannot tell apart (two identical dice) are not asked."""
        seen: dict[str, Action] = {}
        for action in actions:
            seen.setdefault(self.label(action), action)
        return list(seen.values())

    def tooltip(self, target: Target) -> str:
        """What hovering `target` says: its own tooltip, or, while a selection is pending, only what it
        does with the selected thing (a row names the selected die, not every die it could take)."""
        if self.pending is None:
            return target.tooltip
        labels = list(dict.fromkeys(self.label(a) for a in target.actions if a in self.pending))
        more = ["…"] if len(labels) > TOOLTIP_LINES else []
        return "\n".join(labels[:TOOLTIP_LINES] + more)

    def _completed_elsewhere(self, target: Target, candidates: list[Action]) -> set[Action]:
        """The candidates a second click on another drawn target can pick out (it offers some of them, not
        all). When that is every candidate, the click starts a two-click gesture with the places that finish
        it lit; otherwise a chooser lists every candidate, with the gesture as its last row. A target that sets out
        for a place of its own (`toward`: a far hex whose move is its route's first step) finishes no other: a
        neighbouring hex two dice reach asks which die instead of waiting for a click on some far hex."""
        cand = set(candidates)
        found: set[Action] = set()
        for other in self.targets:
            if other is target or other in self.selected or other.toward is not None:
                continue
            common = cand.intersection(other.actions)
            if common and len(common) < len(cand):
                found |= common
        return found

    def open_chooser(self, options: list[Action], pos: Pos, row_height: int = 30, width: int = 220,
                     then: frozenset[Action] | None = None, source: Target | None = None) -> Chooser:
        labels = [self.label(a) for a in options] + ([i18n.t("table.then_click")] if then else [])
        x, y = pos[0] + 8, pos[1] + 8
        rects = [pygame.Rect(x, y + i * row_height, width, row_height) for i in range(len(labels))]
        self.chooser = Chooser(options, labels, rects, then, source)
        return self.chooser

    def place_chooser(self, bounds: pygame.Rect, row_height: int, width: int) -> None:
        """Resize the chooser's rows for the font and keep it inside the window."""
        if self.chooser is None or not self.chooser.rects:
            return
        rows = len(self.chooser.labels)
        x, y = self.chooser.rects[0].topleft
        box = pygame.Rect(x, y, width, row_height * rows).clamp(bounds)
        self.chooser.rects = [pygame.Rect(box.x, box.y + i * row_height, width, row_height) for i in range(rows)]

    def explain(self, pos: Pos) -> str:
        """Why nothing happens at `pos`: the table's reason, or a pointer to the highlights."""
        reason = self.table.describe_illegal(self.table.camera.screen_to_world(*pos))
        if reason:
            return reason
        return i18n.t("table.nothing_here")
