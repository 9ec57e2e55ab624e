"""Bookmarks: the kernel's default milestone rule, a game's own rule, and jumping to them."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from app.replay.model import ReplayModel
from engine.games.roll_player.milestones import milestone as roll_player_milestone
from engine.kernel import Event, Session
from engine.kernel.milestones import bookmarks, default_milestone, milestone_fn
from tests.kernel.dice_race import DiceRace

from .round_race import RoundRace


def test_round_started_events_are_rounds() -> None:
    assert default_milestone(Event("round_started", {"round": 3})) == "Round 3"
    assert default_milestone(Event("round_started", {"round": 3}), "pl") == "Runda 3"


def test_phase_started_events_are_phases_with_readable_names() -> None:
    assert default_milestone(Event("phase_started", {"phase": "MARKET"})) == "Market phase"
    assert default_milestone(Event("phase_started", {"name": "clean_up_phase"})) == "Clean up phase"


def test_other_events_are_no_milestone() -> None:
    assert default_milestone(Event("rolled", {"round": 2})) is None
    assert default_milestone(Event("round_started", {})) is None


def test_a_game_may_define_its_own_milestone() -> None:
    class Named(DiceRace):
        def milestone(self, event: Event) -> str | None:
            return "Bank!" if event.kind == "banked" else None

    fn = milestone_fn(Named())
    assert fn(Event("banked", {"player": 0, "points": 3}), "en") == "Bank!"
    assert fn(Event("round_started", {"round": 1}), "en") is None


def test_a_game_without_a_rule_gets_the_default() -> None:
    assert milestone_fn(DiceRace()) is default_milestone


def test_a_label_that_repeats_the_previous_one_is_one_bookmark() -> None:
    steps = [[Event("phase", {"phase": "DICE"})], [Event("phase", {"phase": "DICE"})],
             [Event("round", {"round": 2}), Event("phase", {"phase": "DICE"})]]
    marks = bookmarks(DiceRace(), steps)
    assert [(m.cursor, m.label) for m in marks] == [(1, "Dice phase"), (3, "Round 2"), (3, "Dice phase")]
    assert [m.major for m in marks] == [False, True, False]


def test_roll_player_phases_start_with_a_flow_event_that_names_them() -> None:
    assert roll_player_milestone(Event("flow", {"phase": "MARKET", "step": "buy"})) == "Market phase"
    assert roll_player_milestone(Event("flow", {"phase": "DICE"}), "pl") == "Kości"
    assert roll_player_milestone(Event("flow", {"step": "buy"})) is None
    assert roll_player_milestone(Event("round", {"round": 4})) == "Round 4"


def test_roll_player_rounds_are_marked_by_their_roll_not_by_the_roll_phase_flag() -> None:
    assert roll_player_milestone(Event("flow", {"phase": "ROLL", "step": "round_start"})) is None


def test_every_round_and_phase_of_a_session_is_bookmarked(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    rounds = [e.data["round"] for s in model.session.steps for e in s.events if e.kind == "round_started"]
    assert [m.label for m in model.bookmarks if m.major] == [f"Round {n}" for n in rounds]
    assert {m.label for m in model.bookmarks if not m.major} == {"P1 turn phase", "P2 turn phase"}


def test_jumping_to_a_round_shows_that_round(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    third = [m for m in model.bookmarks if m.label == "Round 3"][0]
    model.jump(third)
    state: Any = model.state
    assert state.round == 3 and model.cursor == third.cursor
    model.step_back()
    assert model.state.round == 2
    assert model.bookmark_at() is not None and model.bookmark_at().label != "Round 3"


def test_next_and_previous_bookmark(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    first = model.next_bookmark()
    assert first is model.bookmarks[0] and model.previous_bookmark() is None
    model.jump(model.bookmarks[3])
    here = model.cursor
    before, after = model.previous_bookmark(), model.next_bookmark()
    assert before is not None and after is not None
    assert before.cursor < here < after.cursor
    assert not any(before.cursor < m.cursor < here or here < m.cursor < after.cursor for m in model.bookmarks)


def test_bookmarks_are_computed_once(saved: tuple[Path, Session], round_race: RoundRace,
                                     monkeypatch: Any) -> None:
    model = ReplayModel.open(saved[0])
    calls = []
    monkeypatch.setattr("engine.kernel.milestones.milestone_fn", lambda g: calls.append(g))
    model.seek(100)
    model.jump(model.bookmarks[1])
    assert calls == []


def test_where_names_the_round_and_the_phase_being_watched(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    assert model.where() == ""
    third = [m for m in model.bookmarks if m.label == "Round 3"][0]
    model.seek(third.cursor)
    assert model.where() == "Round 3 · P1 turn phase"
    model.step_back()
    assert model.where().startswith("Round 2")
