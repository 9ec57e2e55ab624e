"""The input controller never acts by surprise: a target that asks opens its chooser even for one action
(with its note in the status line), and while a selection is pending a target's tooltip names only what
it does with the selected thing."""
from __future__ import annotations

from typing import Any

import pygame

from app.input.controller import InputController
from app.input.shapes import Rect
from app.table import Table
from app.input.targets import Target
from engine.kernel import Action, Decision, GameConfig, Seat

DISCARD = Action.of("discard", 0, card="axe")
PLACE = {(die, row): Action.of("place", 0, die=die, row=row) for die in (1, 2) for row in ("STR", "DEX")}


class Board(Table):
    """A table that shows the targets it is given."""

    game_id = "board"

    def __init__(self, targets: list[Target]) -> None:
        super().__init__(None, GameConfig("board", 1, (Seat("Ala"),)))  # type: ignore[arg-type]
        self.given = targets

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Nothing to draw: only the targets matter here."""

    def targets(self, decision: Decision, player: int) -> list[Target]:
        return self.given

    def action_label(self, action: Action) -> str:
        args: dict[str, Any] = dict(action.args)
        if action.kind == "place":
            return f"place die {args['die']} in {args['row']}"
        return f"{action.kind} {args['card']}"


def controller_for(targets: list[Target], legal: list[Action]) -> InputController:
    controller = InputController(Board(targets))
    controller.refresh(Decision(0, "test", tuple(legal)), 0)
    return controller


def test_a_target_that_asks_opens_its_chooser_even_for_its_only_action() -> None:
    card = Target(Rect(0, 0, 50, 70), (DISCARD,), "discard axe", key="axe", ask=True, note="Both hands are full.")
    controller = controller_for([card], [DISCARD])
    result = controller.click((10, 10))
    assert result.action is None and result.status == "Both hands are full."
    assert controller.chooser is not None and controller.chooser.options == [DISCARD]
    assert controller.click(controller.chooser.rects[0].center).action == DISCARD


def test_a_plain_target_with_one_action_acts_at_once() -> None:
    card = Target(Rect(0, 0, 50, 70), (DISCARD,), "discard axe", key="axe")
    assert controller_for([card], [DISCARD]).click((10, 10)).action == DISCARD


def test_after_a_die_is_selected_a_rows_tooltip_names_that_die_only() -> None:
    dice = [Target(Rect(100 * d, 0, 40, 40), tuple(a for (die, _), a in PLACE.items() if die == d), f"die {d}",
                   key=("die", d)) for d in (1, 2)]
    rows = [Target(Rect(100 * i, 100, 80, 40), tuple(a for (_, row), a in PLACE.items() if row == r),
                   "several dice", key=("row", r)) for i, r in enumerate(("STR", "DEX"))]
    controller = controller_for(dice + rows, list(PLACE.values()))
    strength = rows[0]
    assert controller.tooltip(strength) == "several dice"
    controller.click((210, 10))
    assert controller.pending is not None
    assert controller.tooltip(strength) == "place die 2 in STR"
