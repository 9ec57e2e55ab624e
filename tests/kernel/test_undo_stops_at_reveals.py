"""Undo stops at a reveal when two or more people play a competitive game (issue 22: a player could draw an
adventure card, look, and take it back): it names what was revealed, in English and Polish, as Board Game Arena
does. Solo play, one person among bots, a table that chose casual undo, and a co-operative table keep free undo;
a move that revealed nothing is taken back as before."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import games
from engine.kernel import GameConfig, Seat, Session
from engine.kernel.errors import UndoRefused
from engine.kernel.game import Declared
from engine.kernel.reveal import CARD_SEEN, ROLL
from engine.kernel.strings import CATALOGUE
from tests.kernel.dice_race import DiceRace

PEOPLE = (Seat("Ala"), Seat("Olek"))


def rolled(seats: tuple[Seat, ...], casual: bool = False, game: DiceRace | None = None) -> Session:
    """A dice race where Ala has just rolled the die."""
    session = Session(game or DiceRace(), GameConfig("dice-race", 1, seats, {"target": 1000}, casual_undo=casual))
    session.apply(next(a for a in session.decision.legal if a.kind == "roll"))
    return session


def test_two_people_at_a_competitive_game_cannot_take_back_a_roll_and_are_told_why() -> None:
    session = rolled(PEOPLE)
    verdict = session.can_undo(by=0)
    assert not verdict and verdict.key == "kernel.undo.reveal" and verdict.params["what"] == ROLL
    assert CATALOGUE.text(verdict.key, "en", **verdict.params) == (
        "undo stops here: a roll or a draw was revealed since that move (a table that chose casual undo takes back "
        "anything)")
    assert CATALOGUE.text(verdict.key, "pl", **verdict.params).startswith(
        "cofanie zatrzymuje się tutaj: od tamtego ruchu odsłonięto rzut albo kartę")
    with pytest.raises(UndoRefused):
        session.undo(by=0)


def test_solo_play_takes_back_a_roll() -> None:
    session = first_reveal_by_a_person("roll-player", 1, ROLL)
    assert session.can_undo(by=0)


def test_one_person_among_bots_takes_back_a_roll() -> None:
    session = rolled((Seat("Ala"), Seat("Bot", "random")))
    assert session.can_undo(by=0)


def test_a_table_that_chose_casual_undo_takes_back_a_roll() -> None:
    session = rolled(PEOPLE, casual=True)
    session.undo(by=0)
    assert session.cursor == 0


def test_a_cooperative_table_takes_back_a_roll() -> None:
    together = DiceRace()
    together.declare(Declared("dice-race", {"en": "Dice race", "pl": "Wyścig kości"}, 1, 4, cooperative=True))
    assert rolled(PEOPLE, game=together).can_undo(by=0)


def test_a_move_that_revealed_nothing_is_taken_back_by_two_people() -> None:
    session = rolled(PEOPLE)
    session.seek(0)
    session.truncate()
    quiet = next((a for a in session.decision.legal if a.kind != "roll"), None)
    if quiet is None:   # the race opens with a roll only: bank after it instead, which reveals nothing
        session.apply(next(a for a in session.decision.legal if a.kind == "roll"))
        session.apply(next(a for a in session.decision.legal if a.kind == "bank"))
        assert not session.reveals(session.cursor - 1)
        assert session.can_undo(by=0)
    else:
        session.apply(quiet)
        assert session.can_undo(by=0)


def first_reveal_by_a_person(game_id: str, players: int, wanted: str, event: str = "") -> Session:
    """A random game of people stopped just after a person's move revealed `wanted` (in its own or the automatic
    steps after it), by an event of kind `event` where one is named."""
    game = games.get(game_id)
    names = ("Ala", "Olek", "Ewa", "Jan")
    config = replace(GameConfig.quick(game_id, players, seed=3), seats=tuple(Seat(n) for n in names[:players]))
    session = Session(game, config)
    rng = random.Random(3)
    for _ in range(3000):
        before = session.cursor
        session.apply(rng.choice(session.decision.legal))
        made = range(before, session.cursor)
        if any(r.what == wanted for i in made for r in session.reveals(i)) and (
                not event or any(e.kind == event for i in made for e in session.steps[i].events)):
            return session
    raise LookupError(f"{game_id}: no {wanted} revealed by a person")


def test_runebound_two_people_cannot_take_back_a_drawn_adventure_card() -> None:
    session = first_reveal_by_a_person("runebound", 2, CARD_SEEN, event="adventure_drawn")
    mover = session.steps[next(i for i in range(session.cursor - 1, -1, -1) if not session.steps[i].auto)].action.player
    verdict = session.can_undo(by=mover)
    assert not verdict and verdict.key == "kernel.undo.reveal"
    casual = Session(session.game, replace(session.config, casual_undo=True), autorun=False)   # the same table
    for step in session.steps[: session.cursor]:
        casual.apply_recorded(step.action)
    assert casual.can_undo(by=mover)


def test_roll_player_two_people_cannot_take_back_a_roll_of_the_dice() -> None:
    session = first_reveal_by_a_person("roll-player", 2, ROLL)
    mover = session.steps[next(i for i in range(session.cursor - 1, -1, -1) if not session.steps[i].auto)].action.player
    verdict = session.can_undo(by=mover)
    assert not verdict and verdict.key == "kernel.undo.reveal" and verdict.params["what"] == ROLL
