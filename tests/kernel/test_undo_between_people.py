"""One person's undo never takes back another person's move, unless the table chose casual undo;
bots' moves are taken back with the person's own."""
from __future__ import annotations

import pytest

from engine.kernel import GameConfig, Seat, Session
from engine.kernel.errors import UndoRefused
from tests.kernel.dice_race import DiceRace


def race(seats: tuple[Seat, ...], casual: bool = False) -> Session:
    """A dice race where player 0 rolled and banked, so the turn has passed to player 1."""
    session = Session(DiceRace(), GameConfig("dice-race", 1, seats, {"target": 1000}, casual_undo=casual))
    session.apply(session.decision.legal[0])  # roll
    while session.decision.actor != 1:
        session.apply(next(a for a in session.decision.legal if a.kind in ("bank", "roll")))
    return session


def test_undo_stops_at_another_persons_move_and_names_them() -> None:
    session = race((Seat("Ala"), Seat("Olek")))
    verdict = session.can_undo(by=1)
    assert not verdict and verdict.key == "kernel.undo.other_person" and verdict.params["name"] == "Ala"
    with pytest.raises(UndoRefused):
        session.undo(by=1)


def test_a_table_that_chose_casual_undo_takes_back_another_persons_move() -> None:
    session = race((Seat("Ala"), Seat("Olek")), casual=True)
    assert session.can_undo(by=1)
    session.undo(by=1)
    assert session.decision.actor == 0


def test_a_persons_undo_takes_back_the_bots_moves_since_their_own() -> None:
    session = race((Seat("Ala"), Seat("Bot", "random")))
    while session.decision.actor != 0:
        session.apply(next(a for a in session.decision.legal if a.kind in ("bank", "roll")))
    assert session.can_undo(by=0)


def test_casual_undo_is_saved_only_when_chosen() -> None:
    plain = GameConfig("dice-race", 1, (Seat("Ala"),))
    casual = GameConfig("dice-race", 1, (Seat("Ala"),), casual_undo=True)
    assert "casual_undo" not in plain.to_json()
    assert GameConfig.from_json(casual.to_json()).casual_undo is True
    with pytest.raises(ValueError, match="casual_undo"):
        GameConfig.from_json({**plain.to_json(), "casual_undo": "yes"})
