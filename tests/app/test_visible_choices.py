"""A move is made by what the player sees: where a click could mean several moves a visible chooser asks,
a two-click move lights the places that finish it, and a double click never makes two moves."""
from __future__ import annotations

import pygame

from app import i18n
from app.board import host as host_module
from app.board.host import BoardHost
from app.input.controller import ClickResult, InputController
from app.input.shapes import Rect
from app.input.targets import Target
from engine import games
from engine.kernel import Action, Decision, GameConfig, Seat
from tests.app.dice_table import DiceRaceTable

AREA = pygame.Rect(0, 0, 1000, 600)
SPOTS = {name: pygame.Rect(60 + 160 * i, 100, 100, 100) for i, name in enumerate(("die0", "die1", "hex", "far"))}


def act(kind: str, **args: object) -> Action:
    return Action.of(kind, 0, **args)


PLUS, MINUS, SWAP = act("constitution", die=0, delta=1), act("constitution", die=0, delta=-1), act("swap", a=0, b=1)
VIA_ROAD, VIA_RIVER = act("move", die=0, face="road"), act("move", die=1, face="river")


class PlacesTable(DiceRaceTable):
    """Named places, each standing for the moves given it."""

    places: dict[str, tuple[Action, ...]] = {}

    def targets(self, decision: Decision, player: int) -> list[Target]:
        return [Target(Rect.of(SPOTS[name]), acts, name, key=name) for name, acts in self.places.items()]


def controller_for(places: dict[str, tuple[Action, ...]], label=None) -> InputController:
    table = PlacesTable(games.get("dice-race"), GameConfig("dice-race", 1, (Seat("Ada"), Seat("Ola"))))
    table.places = places
    table.layout(AREA)
    controller = InputController(table, label or (lambda a: f"{a.kind} {dict(a.args)}"))
    legal = tuple(dict.fromkeys(a for acts in places.values() for a in acts))
    controller.refresh(Decision(0, "test", legal), 0)
    return controller


def test_a_die_that_can_be_adjusted_or_swapped_offers_every_move_in_a_chooser() -> None:
    controller = controller_for({"die0": (PLUS, MINUS, SWAP), "die1": (SWAP,)})
    first = controller.click(SPOTS["die0"].center)
    chooser = controller.chooser
    assert first.action is None and chooser is not None and controller.pending is None
    assert chooser.options == [PLUS, MINUS, SWAP] and chooser.labels[-1] == i18n.t("table.then_click")
    assert controller.click(chooser.rects[1].center).action == MINUS, "the Constitution -1 is one click away"


def test_the_choosers_last_row_starts_the_two_click_move_with_the_finishing_places_lit() -> None:
    controller = controller_for({"die0": (PLUS, MINUS, SWAP), "die1": (SWAP,)})
    controller.click(SPOTS["die0"].center)
    started = controller.click(controller.chooser.rects[-1].center)
    assert started.action is None and controller.pending == {SWAP}
    assert [t.key for t in controller.highlighted()] == ["die1"]
    assert "1 highlighted" in started.status
    assert controller.click(SPOTS["die1"].center).action == SWAP


def test_a_place_reached_with_either_of_two_dice_asks_which_instead_of_waiting_for_a_hidden_click() -> None:
    controller = controller_for({"hex": (VIA_ROAD, VIA_RIVER), "far": (VIA_ROAD,)})
    result = controller.click(SPOTS["hex"].center)
    assert result.action is None and controller.pending is None
    assert controller.chooser is not None and controller.chooser.options == [VIA_ROAD, VIA_RIVER]


def test_moves_the_player_cannot_tell_apart_are_not_asked() -> None:
    twins = (act("move", die=0, face="road"), act("move", die=1, face="road"))
    controller = controller_for({"hex": twins}, label=lambda a: f"move with a {a['face']} die")
    assert controller.click(SPOTS["hex"].center).action == twins[0] and controller.chooser is None


def test_a_move_every_finishing_place_can_pick_is_a_two_click_gesture_without_a_chooser() -> None:
    to_a, to_b = act("place", die=0, row="a"), act("place", die=0, row="b")
    controller = controller_for({"die0": (to_a, to_b), "die1": (to_a,), "hex": (to_b,)})
    result = controller.click(SPOTS["die0"].center)
    assert controller.chooser is None and controller.pending == {to_a, to_b} and "2 highlighted" in result.status


def test_a_double_click_never_makes_two_moves() -> None:
    made: list[ClickResult] = []
    table = PlacesTable(games.get("dice-race"), GameConfig("dice-race", 1, (Seat("Ada"), Seat("Ola"))))
    table.places = {"hex": (VIA_ROAD,)}
    host = BoardHost(table, on_result=made.append)
    host.layout(AREA)
    host.show(None, Decision(0, "test", (VIA_ROAD,)), 0, 0)
    clock = [100.0]
    host.clock = lambda: clock[0]
    spot = SPOTS["hex"].center
    host.click(spot)
    clock[0] += 0.1
    host.click((spot[0] + 2, spot[1]))
    assert [r.action for r in made] == [VIA_ROAD], "the second click of a double click made no move"
    clock[0] += host_module.ECHO_SECONDS
    host.click(spot)
    assert [r.action for r in made] == [VIA_ROAD, VIA_ROAD], "a deliberate click later is taken"
