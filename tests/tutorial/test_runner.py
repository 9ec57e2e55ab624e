"""The runner on the dice race: only the step's move is offered, auto steps play, back/skip/leave work."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.kernel import Action
from engine.tutorial import Match, Runner, TutorialError, dry_run, follows, seed_survey, untaught

ROLL, BANK, PUSH = Action.of("roll", 0), Action.of("bank", 0), Action.of("push", 0)


def test_a_next_step_offers_no_move_at_all(runner):
    assert runner.step.id == "welcome"
    assert runner.allowed() == ()
    assert runner.filtered().legal == ()
    with pytest.raises(TutorialError, match="welcome"):
        runner.apply(ROLL)


def test_a_waiting_step_offers_only_the_expected_move(runner):
    runner.next()
    runner.apply(ROLL)
    assert runner.step.id == "bank"
    assert set(runner.session.decision.legal) == {PUSH, BANK}
    assert runner.allowed() == (BANK,)
    assert runner.filtered().legal == (BANK,)
    with pytest.raises(TutorialError, match="bank: P1 push"):
        runner.apply(PUSH)


def test_next_is_refused_while_a_move_is_awaited(runner):
    runner.next()
    with pytest.raises(TutorialError, match="waits for a move"):
        runner.next()


def test_match_uses_kind_player_and_a_subset_of_args():
    place = Action.of("place", 0, die=7, row="STR")
    assert Match("place", (("row", "STR"),)).matches(place, learner=0)
    assert not Match("place", (("row", "DEX"),)).matches(place, learner=0)
    assert not Match("place").matches(place, learner=1)
    assert Match("place", player=0).matches(place, learner=1)
    assert not Match("place", (("colour", "red"),)).matches(place, learner=0)


def test_auto_step_lets_the_bot_play_until_the_learner_decides(runner):
    runner.next()
    runner.apply(ROLL)
    runner.apply(BANK)
    assert runner.step.id == "roll_again"
    assert runner.session.decision.actor == 0
    assert runner.taught == ["goal", "rolling", "banking"]


def test_progress_counts_the_steps_the_learner_sees_from_one(runner):
    assert runner.progress() == (1, 5)
    runner.next()
    assert runner.progress() == (2, 5)
    runner.apply(ROLL)
    runner.apply(BANK)
    assert runner.step.id == "roll_again" and runner.progress() == (4, 5), "the bot's auto step is not counted"


def test_back_undoes_the_session_to_the_previous_step_start(runner):
    runner.next()
    start = runner.session.cursor
    runner.apply(ROLL)
    assert runner.session.cursor > start
    runner.back()
    assert runner.step.id == "roll" and runner.session.cursor == start
    assert runner.allowed() == (ROLL,)
    assert "banking" not in runner.taught


def test_back_skips_over_auto_steps_and_replays_them_identically(runner):
    runner.next()
    runner.apply(ROLL)
    runner.apply(BANK)
    first = runner.session.state_hash()
    runner.back()
    assert runner.step.id == "bank"
    runner.apply(BANK)
    assert runner.step.id == "roll_again" and runner.session.state_hash() == first


def test_restore_returns_to_a_mark_past_auto_steps_with_what_was_taught_then(runner):
    runner.next()
    mark, start, taught = runner.mark(), runner.session.state_hash(), list(runner.taught)
    runner.apply(ROLL)
    runner.apply(BANK)
    assert runner.step.id == "roll_again"
    runner.restore(mark)
    assert runner.step.id == "roll" and runner.session.state_hash() == start and runner.taught == taught
    assert runner.allowed() == (ROLL,)


def test_back_on_the_first_step_does_nothing(runner):
    assert not runner.can_back()
    runner.back()
    assert runner.step.id == "welcome" and runner.index == 0


def test_skip_ends_the_tutorial(runner):
    runner.skip()
    assert not runner.active and not runner.finished
    assert runner.step is None


def test_leave_hands_over_the_session_with_every_move_legal(runner):
    runner.next()
    runner.apply(ROLL)
    session = runner.leave()
    assert not runner.active
    assert set(runner.allowed()) == {PUSH, BANK}
    assert runner.filtered() is session.decision
    session.apply(PUSH)


def test_leave_drops_the_redo_tail(runner):
    runner.next()
    runner.apply(ROLL)
    runner.back()
    assert len(runner.session.steps) > runner.session.cursor
    runner.leave()
    assert len(runner.session.steps) == runner.session.cursor


def test_finishing_every_step_teaches_every_topic(race, script):
    done = dry_run(race, script)
    assert done.finished and not done.active
    assert untaught(script, done.taught) == []


def test_a_step_whose_move_is_not_legal_names_file_step_and_decision(race, script):
    steps = list(script.steps)
    steps[1] = replace(steps[1], expect=(Match("bank"),))
    broken = replace(script, steps=tuple(steps))
    runner = Runner(race, broken)
    with pytest.raises(TutorialError) as info:
        runner.next()
    message = str(info.value)
    assert "dice_race.toml: step roll" in message and "bank()" in message and "'roll'" in message


def test_hint_falls_back_to_the_step_text(runner):
    assert runner.hint().en == "Reach 12 points first."
    runner.next()
    assert runner.hint().en == "Click the die."


def test_follows_reports_where_a_script_goes_off_track(race, script):
    assert follows(race, script) is None
    steps = list(script.steps)
    steps[2] = replace(steps[2], expect=(Match("roll"),))
    error = follows(race, replace(script, steps=tuple(steps)))
    assert error is not None and "step bank" in error


def test_seed_survey_counts_the_random_learners_who_finish(race, script):
    survey = seed_survey(race, script, [3, 4], learners=5)
    assert set(survey) == {3, 4} and all(0 <= n <= 5 for n in survey.values())
    assert survey[3] == 5


def test_fast_forward_until_the_nth_decision_offering_a_move(race, script):
    from engine.tutorial import AUTO, TutorialStep

    forward = TutorialStep("forward", script.steps[0].text, (), (), AUTO, until=Match("bank"), times=3)
    steps = (script.steps[0], forward, script.steps[2])
    runner = Runner(race, replace(script, steps=steps))
    runner.next()
    assert runner.step.id == "bank" and BANK in runner.allowed()
    session = runner.session
    offered = [i for i in range(session.cursor + 1) if BANK in race.decision(session.state_at(i)).legal]
    assert len(offered) == 3 and offered[-1] == session.cursor


def test_fast_forward_to_the_end_of_the_game(race, script):
    from engine.tutorial import AUTO, GAME_END, TutorialStep

    forward = TutorialStep("forward", script.steps[0].text, (), (), AUTO, until=GAME_END)
    steps = (script.steps[0], forward, script.steps[-1])
    runner = Runner(race, replace(script, steps=steps))
    runner.next()
    assert runner.session.over and runner.step.id == "done"
    runner.next()
    assert runner.finished


def test_autoplay_makes_the_learners_routine_moves(race, script):
    runner = Runner(race, replace(script, autoplay=(Match("roll"), Match("push"))))
    runner.next()
    assert runner.step.id == "roll"
    assert runner.allowed() == (ROLL,), "a step about the move is never autoplayed"
    runner.apply(ROLL)
    assert runner.step.id == "bank" and runner.allowed() == (BANK,)
