"""The replay model: seeking, stepping, playback on a fake clock, the log, views and a bad file."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.replay.model import SPEEDS, STEPS_PER_SECOND, ReplayModel
from engine.kernel import SaveError, Session, hash_json
from engine.kernel.save import write_save
from tests.kernel.dice_race import DiceRace

from .conftest import played
from .round_race import RoundRace


def test_every_seek_shows_the_recorded_state(saved: tuple[Path, Session]) -> None:
    path, session = saved
    model = ReplayModel.open(path)
    initial = hash_json(model.game.encode(model.game.new_state(session.config)))
    order = list(range(model.total + 1))
    random.Random(5).shuffle(order)
    for i in order:
        model.seek(i)
        expected = session.steps[i - 1].hash if i else initial
        assert model.cursor == i
        assert model.session.state_hash() == expected


def test_seeking_never_resolves_an_action_again(round_race: RoundRace, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "long.json"
    write_save(path, played(round_race, 10_000))
    model = ReplayModel.open(path)
    initial = model.session.state_hash()

    def refuse(*_: object) -> None:
        raise AssertionError("seek re-resolved an action")

    monkeypatch.setattr(round_race, "resolve", refuse)
    for i in random.Random(2).sample(range(model.total + 1), 200):
        model.seek(i)
        assert model.session.state_hash() == (model.session.steps[i - 1].hash if i else initial)


def test_a_replay_opens_at_the_first_step(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    assert model.cursor == 0 and model.total == len(saved[1].steps)


def test_stepping_moves_one_step_and_stops_at_both_ends(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.step_back()
    assert model.cursor == 0
    model.step_forward()
    model.step_forward()
    assert model.cursor == 2
    model.step_back()
    assert model.cursor == 1
    model.end()
    model.step_forward()
    assert model.cursor == model.total
    model.home()
    assert model.cursor == 0


def test_seek_outside_the_session_is_clamped(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.seek(10**6)
    assert model.cursor == model.total
    model.seek(-3)
    assert model.cursor == 0


# --- playback on a fake clock -------------------------------------------------------------
def test_playing_at_normal_speed_advances_with_the_clock(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.play()
    assert not model.tick(100.0)  # the first tick only notes the time
    assert model.tick(100.0 + 1 / STEPS_PER_SECOND)
    assert model.cursor == 1
    model.tick(100.0 + 5 / STEPS_PER_SECOND)
    assert model.cursor == 5


@pytest.mark.parametrize("speed", SPEEDS)
def test_each_speed_scales_the_steps_per_second(saved: tuple[Path, Session], speed: float) -> None:
    model = ReplayModel.open(saved[0])
    model.set_speed(speed)
    model.play()
    model.tick(0.0)
    model.tick(4.0)
    assert model.cursor == int(4.0 * STEPS_PER_SECOND * speed)


def test_a_speed_change_while_playing_keeps_the_steps_already_shown(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.play()
    model.tick(0.0)
    model.tick(2.0)
    shown = model.cursor
    model.faster()
    assert model.speed == 2.0
    model.tick(2.0)
    assert model.cursor == shown
    model.tick(3.0)
    assert model.cursor == shown + int(STEPS_PER_SECOND * 2.0)


def test_speed_stays_between_half_and_eight(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    for _ in range(10):
        model.faster()
    assert model.speed == 8.0
    for _ in range(10):
        model.slower()
    assert model.speed == 0.5
    with pytest.raises(ValueError):
        model.set_speed(3.0)


def test_paused_playback_does_not_move(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.play()
    model.tick(0.0)
    model.toggle()
    assert not model.playing
    assert not model.tick(50.0)
    assert model.cursor == 0


def test_playback_pauses_at_the_end_and_play_starts_over(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.set_speed(8.0)
    model.play()
    model.tick(0.0)
    model.tick(10_000.0)
    assert model.cursor == model.total and not model.playing
    model.play()
    assert model.cursor == 0 and model.playing


def test_a_seek_while_playing_continues_from_the_new_place(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.play()
    model.tick(0.0)
    model.seek(100)
    model.tick(10.0)
    assert model.cursor == 100
    model.tick(10.0 + 1 / STEPS_PER_SECOND)
    assert model.cursor == 101


# --- the log and views --------------------------------------------------------------------
def test_log_lines_are_described_with_the_state_at_their_event(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    banked = [(i, e) for i, s in enumerate(model.session.steps) for e in s.events if e.kind == "banked"]
    step, event = banked[0]
    total = model.session.state_at(step + 1).scores[event.data["player"]]
    texts = [line.text for line in model.lines_of(step)]
    assert texts == [f"P{event.data['player'] + 1} banks {event.data['points']} (total {total})"]


def test_the_log_shows_what_happened_before_the_cursor(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    assert model.log_before() == []
    model.seek(40)
    lines = model.log_before(count=10)
    assert len(lines) == 10
    assert all(line.step < 40 for line in lines)
    assert lines[-1].step == max(line.step for line in model.log() if line.step < 40)


def test_clicking_a_log_line_jumps_to_just_after_its_step(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    line = model.log()[25]
    model.jump_to_line(line)
    assert model.cursor == line.step + 1
    assert line in model.log_before()


def test_the_log_speaks_polish(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0], lang="pl")
    assert model.log()[0].text.startswith("G")
    assert any(m.label.startswith("Runda") for m in model.bookmarks)


def test_the_default_view_is_omniscient(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.seek(30)
    assert model.viewer is None
    assert model.view() == model.game.encode(model.state)


def test_as_seen_by_a_player_hides_the_other_secret(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    model.seek(60)
    model.set_viewer(1)
    assert model.view()["secret"][0] is None
    assert model.view() == model.game.view(model.state, 1)
    with pytest.raises(ValueError):
        model.set_viewer(5)


# --- files that are not right ---------------------------------------------------------------
def test_a_file_that_does_not_replay_opens_up_to_the_last_good_step(saved: tuple[Path, Session],
                                                                     tmp_path: Path) -> None:
    path, _ = saved
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["steps"][50]["hash"] = "0" * 16
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    model = ReplayModel.open(bad)
    assert model.total == 50
    assert model.banner is not None and "up to step 50" in model.banner and "Step 51 differs" in model.banner
    model.end()
    assert model.session.state_hash() == doc["steps"][49]["hash"]


def test_a_good_file_has_no_banner(saved: tuple[Path, Session]) -> None:
    assert ReplayModel.open(saved[0]).banner is None


def test_an_unreadable_file_raises_the_kernel_save_error(tmp_path: Path, round_race: RoundRace) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(SaveError, match="not valid JSON"):
        ReplayModel.open(broken)


def test_a_move_nothing_describes_is_named_by_the_fallback(round_race: RoundRace, tmp_path: Path) -> None:
    plain = DiceRace()  # describes nothing
    path = tmp_path / "plain.json"
    write_save(path, played(plain, 40))
    model = ReplayModel.open(path, lambda _: plain, fallback=lambda action: f"{action.kind}!")
    for i, step in enumerate(model.session.steps):
        expected = [] if step.auto else [f"{step.action.kind}!"]
        assert [line.text for line in model.lines_of(i)] == expected


def test_switching_language_redescribes_the_log(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    first = model.log()[0].text
    model.set_lang("pl")
    assert model.log()[0].text != first and model.log()[0].text.startswith("G")
