"""Annotations (a hint taken): kept beside the steps, saved, replayed and verified, never part of the game itself;
they follow their decision through undo, redo and a new move after undo (engine/kernel/annotation.py)."""
import json

import pytest

from app.cli import main as stolik
from engine import games
from engine.kernel import Annotation, Session
from engine.kernel.save import load, write_save

from .conftest import play_random, race_config


def hint_now(session: Session, pick: int = -1) -> Annotation:
    """A hint for the person deciding now: one of the legal moves, with the game's own words."""
    move = session.decision.legal[pick]
    return session.annotate(Annotation.hint(session.cursor, move.player, move, 0.6, 0.4,
                                            {"en": "bank while ahead", "pl": "zapisz, póki prowadzisz"}))


def at_a_choice(race, seed: int = 7) -> Session:
    s = Session(race, race_config(seed=seed))
    play_random(s, 6, seed=seed)
    while s.decision.prompt != "push_or_bank":
        s.apply(s.decision.legal[0])
    return s


def test_a_hint_changes_neither_the_state_nor_its_hash(race):
    s = at_a_choice(race)
    before = (s.state_hash(), len(s.steps), s.cursor)
    note = hint_now(s)
    assert (s.state_hash(), len(s.steps), s.cursor) == before
    assert s.annotations_at(s.cursor) == [note]


def test_the_same_hint_taken_twice_at_one_decision_is_kept_once(race):
    s = at_a_choice(race)
    hint_now(s)
    hint_now(s)
    assert len(s.annotations) == 1


def test_a_hint_is_made_at_the_cursor_only(race):
    s = at_a_choice(race)
    move = s.decision.legal[0]
    with pytest.raises(ValueError):
        s.annotate(Annotation.hint(s.cursor + 1, move.player, move))


def test_undo_keeps_a_hint_with_the_redo_tail_and_redo_brings_it_back(race):
    s = at_a_choice(race)
    note = hint_now(s)
    s.apply(note.action)
    s.undo()
    assert s.annotations == [note]
    s.redo()
    assert s.annotations == [note]


def test_another_move_after_undo_to_the_hinted_decision_keeps_the_hint(race):
    """The decision the hint was taken at is still the one answered: the hint was seen before the answer."""
    s = at_a_choice(race)
    note = hint_now(s, pick=-1)
    s.apply(note.action)
    s.undo()
    s.apply(s.decision.legal[0])
    assert s.annotations == [note]


def test_a_new_move_further_back_drops_the_hints_of_the_discarded_steps(race):
    s = at_a_choice(race)
    earlier = s.cursor
    first = hint_now(s)
    s.apply(first.action)
    while s.decision.prompt != "push_or_bank":
        s.apply(s.decision.legal[0])
    later = hint_now(s)
    s.seek(earlier)
    s.apply(s.decision.legal[0] if s.decision.legal[0] != first.action else s.decision.legal[-1])
    assert later not in s.annotations and first in s.annotations


def test_a_saved_hint_loads_back_on_its_step_and_the_save_verifies(race, tmp_path, capsys):
    s = at_a_choice(race)
    note = hint_now(s)
    s.apply(note.action)
    path = tmp_path / "hinted.json"
    write_save(path, s)
    assert json.loads(path.read_text())["annotations"] == [note.to_json()]
    result = load(path, games.get)
    assert result.ok and not result.notes, result.notes
    assert result.session.annotations == [note]
    assert note.words("pl") == "zapisz, póki prowadzisz" and note.words("de") == "bank while ahead"
    assert stolik(["verify", str(path)]) == 0
    assert "ok:" in capsys.readouterr().out


def test_a_save_without_annotations_still_loads(race, tmp_path):
    """Saves written before hints were recorded have no "annotations" key."""
    s = at_a_choice(race)
    path = tmp_path / "old.json"
    write_save(path, s)
    doc = json.loads(path.read_text())
    del doc["annotations"]
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.ok and not result.notes and result.session.annotations == []
