"""The input controller against the real dice race engine: hit tests, legal-only targets, chooser,
multi-click selection, and the status line explaining an illegal click."""
from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.input.controller import InputController
from app.input.shapes import Circle, Polygon, Rect
from app.input.targets import targets_by_arg
from engine import games
from engine.kernel import Action, GameConfig, Seat, Session
from tests.app.dice_table import DiceRaceTable

AREA = pygame.Rect(0, 0, 1000, 600)


def setup(die_target: bool = False, seed: int = 5) -> tuple[Session, DiceRaceTable, InputController]:
    game = games.get("dice-race")
    config = GameConfig("dice-race", seed, (Seat("Ala"), Seat("Olek")))
    session = Session(game, config)
    table = DiceRaceTable(game, config, die_target=die_target)
    table.layout(AREA)
    controller = InputController(table)
    sync(session, table, controller)
    return session, table, controller


def sync(session: Session, table: DiceRaceTable, controller: InputController) -> None:
    d = session.decision
    table.show(session.view(d.actor), d, d.actor)
    controller.refresh(d, d.actor)


def roll_until_push_or_bank(session: Session, table: DiceRaceTable, controller: InputController) -> None:
    while session.decision.prompt != "push_or_bank":
        session.apply(session.decision.legal[0])
    sync(session, table, controller)


def centre(table: DiceRaceTable, kind: str) -> tuple[int, int]:
    return table.spots()[kind].center


def test_shapes_hit_test_inside_and_outside() -> None:
    assert Rect(10, 10, 20, 20).contains((15, 15)) and not Rect(10, 10, 20, 20).contains((30, 30))
    assert Circle(0, 0, 5).contains((3, 4)) and not Circle(0, 0, 5).contains((4, 4))
    hexagon = Polygon(((0, -10), (9, -5), (9, 5), (0, 10), (-9, 5), (-9, -5)))
    assert hexagon.contains((0, 0)) and not hexagon.contains((9, 9))
    concave = Polygon(((0, 0), (10, 0), (10, 10), (5, 3), (0, 10)))
    assert concave.contains((2, 2)) and not concave.contains((5, 8))


def test_targets_carry_only_the_decisions_legal_actions() -> None:
    session, table, controller = setup()
    assert [t.actions for t in controller.targets] == [(Action.of("roll", 0),)]
    assert all(a in session.decision.legal for t in controller.targets for a in t.actions)


def test_a_target_whose_actions_are_not_legal_is_dropped() -> None:
    session, table, controller = setup()
    original = table.targets
    table.targets = lambda d, p: original(d, p) + [  # type: ignore[method-assign]
        type(original(d, p)[0])(Rect(0, 0, 5, 5), (Action.of("bank", p),), "fake")]
    controller.refresh(session.decision, 0)
    assert all(t.tooltip != "fake" for t in controller.targets)


def test_hover_highlights_exactly_the_legal_targets() -> None:
    session, table, controller = setup()
    assert controller.hover(centre(table, "roll")) is not None
    assert controller.hover(centre(table, "bank")) is None
    assert [t.tooltip for t in controller.highlighted()] == ["roll"]


def test_click_on_a_single_action_target_returns_that_action() -> None:
    session, table, controller = setup()
    result = controller.click(centre(table, "roll"))
    assert result.action == Action.of("roll", 0)
    session.apply(result.action)
    assert session.steps[0].action == Action.of("roll", 0)


def test_illegal_click_explains_why_in_the_status_line() -> None:
    session, table, controller = setup()
    result = controller.click(centre(table, "bank"))
    assert result.action is None and result.status == "You cannot bank now."


def test_click_on_empty_table_points_to_the_highlights() -> None:
    session, table, controller = setup()
    result = controller.click((AREA.right - 2, AREA.y + 2))
    assert result.action is None and result.status == i18n.t("table.nothing_here")


def test_two_actions_on_one_target_open_a_chooser() -> None:
    session, table, controller = setup()
    roll_until_push_or_bank(session, table, controller)
    table.die_target = True
    d = session.decision
    controller.refresh(d, d.actor)
    # without the PUSH/BANK spots nothing can narrow the die's two actions down, so a chooser opens
    controller.targets = [t for t in controller.targets if t.tooltip == "the die"]
    die = table.die_circle()
    result = controller.click((die.cx, die.cy))
    assert result.action is None and controller.chooser is not None
    assert sorted(a.kind for a in controller.chooser.options) == ["bank", "push"]
    bank_rect = controller.chooser.rects[[a.kind for a in controller.chooser.options].index("bank")]
    picked = controller.click(bank_rect.center)
    assert picked.action == Action.of("bank", d.actor) and controller.chooser is None


def test_clicking_outside_the_chooser_closes_it_without_acting() -> None:
    session, table, controller = setup()
    roll_until_push_or_bank(session, table, controller)
    controller.open_chooser(list(session.decision.legal), (10, 10))
    result = controller.click((AREA.right - 1, AREA.bottom - 1))
    assert result.action is None and controller.chooser is None


def test_multi_click_first_selects_then_second_completes() -> None:
    session, table, controller = setup()
    roll_until_push_or_bank(session, table, controller)
    table.die_target = True
    d = session.decision
    controller.refresh(d, d.actor)
    die = table.die_circle()
    first = controller.click((die.cx, die.cy))
    assert first.action is None and controller.pending == frozenset(a for a in d.legal if a.kind in ("push", "bank"))
    assert sorted(t.tooltip for t in controller.highlighted()) == ["bank", "push"]
    second = controller.click(centre(table, "push"))
    assert second.action == Action.of("push", d.actor) and controller.pending is None


def test_clicking_nothing_clears_a_pending_selection() -> None:
    session, table, controller = setup()
    roll_until_push_or_bank(session, table, controller)
    table.die_target = True
    controller.refresh(session.decision, session.decision.actor)
    die = table.die_circle()
    controller.click((die.cx, die.cy))
    result = controller.click((AREA.right - 2, AREA.y + 2))
    assert controller.pending is None and result.status == i18n.t("table.selection_cleared")


def test_targets_by_arg_completes_a_two_dice_swap_on_the_second_click() -> None:
    swaps = [Action.of("swap", 0, a=a, b=b) for a in range(3) for b in range(3) if a < b]
    dice = {i: Rect(100 * i, 0, 50, 50) for i in range(3)}
    targets = targets_by_arg(swaps, ("a", "b"), lambda arg, value: dice[value])
    assert len(targets) == 4  # a=0, a=1, b=1, b=2: die 1 appears under both args

    class SwapTable(DiceRaceTable):
        def targets(self, decision, player):  # type: ignore[override]
            merged: dict[int, set] = {}
            for t in targets:
                merged.setdefault(t.key[1], set()).update(t.actions)
            from app.input.targets import Target
            return [Target(dice[k], tuple(sorted(v, key=str)), f"die {k}") for k, v in merged.items()]

    from engine.kernel import Decision
    decision = Decision(0, "swap", tuple(swaps))
    controller = InputController(SwapTable(games.get("dice-race"), GameConfig("dice-race", 1, (Seat("A"), Seat("B")))))
    controller.refresh(decision, 0)
    assert controller.click((25, 25)).action is None  # die 0: swaps (0,1) and (0,2)
    assert controller.click((225, 25)).action == Action.of("swap", 0, a=0, b=2)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_status_lines_follow_the_language(lang: str) -> None:
    i18n.set_lang(lang)
    session, table, controller = setup()
    result = controller.click((AREA.right - 2, AREA.y + 2))
    assert result.status == i18n.strings(lang)["table.nothing_here"]
