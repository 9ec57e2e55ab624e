"""The session timeline: legality, human-granularity undo/redo, snapshots, strict mode, views."""
import pytest

from engine.kernel import Action, IllegalAction, Message, Session, UndoRefused

from .conftest import play_random, race_config
from .dice_race import DiceRace, RaceState


def test_illegal_action_is_refused_with_a_reason(race):
    s = Session(race, race_config())
    with pytest.raises(IllegalAction, match="allows roll"):
        s.apply(Action.of("bank", 0))
    with pytest.raises(IllegalAction, match="not player 2's decision"):
        s.apply(Action.of("roll", 1))
    assert s.cursor == 0


class WordedRace(DiceRace):
    """Names the rule that forbids banking before rolling; leaves every other refusal to the kernel."""

    def refusal(self, state: RaceState, action: Action) -> Message | None:
        if action.kind == "bank" and not state.rolled:
            return Message("dice-race.refused.bank_before_roll", {"player": action.seat + 1})
        return None


def test_a_refusal_the_game_words_names_its_rule_and_the_kernel_words_the_rest():
    s = Session(WordedRace(), race_config())
    with pytest.raises(IllegalAction) as worded:
        s.apply(Action.of("bank", 0))
    assert worded.value.key == "dice-race.refused.bank_before_roll" and worded.value.params == {"player": 1}
    with pytest.raises(IllegalAction) as generic:
        s.apply(Action.of("push", 0))
    assert generic.value.key == "kernel.illegal.other_kind"
    assert s.cursor == 0


def test_automatic_steps_run_after_a_human_step(race):
    s = Session(race, race_config(seed=4))
    while not (s.decision.prompt == "push_or_bank"):
        s.apply(s.decision.legal[0])
    new = s.apply(Action.of("bank", s.decision.actor))
    assert [st.auto for st in new] == [False, True]
    assert new[1].action.kind == "check"


def test_undo_skips_automatic_steps(race):
    s = Session(race, race_config(seed=4))
    while s.decision.prompt != "push_or_bank":
        s.apply(s.decision.legal[0])
    before = s.state_hash()
    s.apply(Action.of("bank", s.decision.actor))
    s.undo()
    assert s.state_hash() == before
    assert s.decision.prompt == "push_or_bank"


def test_undo_then_same_action_gives_the_same_roll(race):
    s = Session(race, race_config(seed=11))
    s.apply(Action.of("roll", 0))
    first = s.steps[-1].events
    s.undo()
    s.apply(Action.of("roll", 0))
    assert s.steps[-1].events == first


def test_redo_restores_every_step(race):
    s = Session(race, race_config(seed=2))
    play_random(s, 40)
    hashes = [st.hash for st in s.steps]
    final = s.state_hash()
    while s.can_undo():
        s.undo()
    assert s.cursor < len(hashes)
    while s.can_redo():
        s.redo()
    assert [st.hash for st in s.steps] == hashes
    assert s.state_hash() == final


def test_new_action_after_undo_truncates_the_redo_tail(race):
    s = Session(race, race_config(seed=2))
    play_random(s, 10)
    s.undo()
    s.undo()
    s.apply(s.decision.legal[-1])
    assert not s.can_redo()
    assert s.can_redo().reason == "nothing to redo"


def test_nothing_to_undo_at_the_start(race):
    s = Session(race, race_config())
    verdict = s.can_undo()
    assert not verdict and verdict.reason == "nothing to undo"
    with pytest.raises(UndoRefused, match="nothing to undo"):
        s.undo()


def test_seek_through_snapshots_equals_the_recorded_hash(race):
    s = Session(race, race_config(seed=5, target=400), snapshot_every=8)
    play_random(s, 300, seed=5)
    for index in (0, 1, 7, 8, 9, 63, 64, 150, len(s.steps)):
        s.seek(index)
        assert s.cursor == index
        if index:
            assert s.state_hash() == s.steps[index - 1].hash


def test_strict_mode_refuses_undo_across_a_roll(race):
    s = Session(race, race_config(seed=3), strict=True)
    s.apply(Action.of("roll", 0))
    verdict = s.can_undo()
    assert not verdict and "roll or a draw" in verdict.reason
    with pytest.raises(UndoRefused, match="strict"):
        s.undo()


def test_relaxed_mode_allows_undo_across_a_roll(race):
    s = Session(race, race_config(seed=3))
    s.apply(Action.of("roll", 0))
    assert s.can_undo()


def test_view_hides_the_opponents_secret(race):
    s = Session(race, race_config(seed=8))
    play_random(s, 30, seed=8)
    secret = s.state.secret
    for p in (0, 1):
        v = s.view(p)
        assert v["secret"][p] == secret[p] and v["secret"][1 - p] is None and v["rng"] is None
    assert s.view(None)["secret"] == secret


def test_same_seed_and_actions_give_identical_hashes(race):
    a, b = Session(race, race_config(seed=21)), Session(race, race_config(seed=21))
    play_random(a, 50, seed=1)
    for st in a.steps:
        if not st.auto:
            b.apply(st.action)
    assert [x.hash for x in a.steps] == [x.hash for x in b.steps]
