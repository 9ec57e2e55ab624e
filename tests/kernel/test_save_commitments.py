"""A save commits to its length, its end, its cursor and who plays each seat; recorded moves are exact."""
from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tests.deadline import deadline

from app.cli import main as stolik
from engine import catalogue, games
from engine.kernel import GameConfig, SaveError, Seat, Session
from engine.kernel.save import VERSION, load, write_save

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"
HANG_SECONDS = 10


@pytest.fixture
def example(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    shutil.copy(EXAMPLE, path)
    return path


@pytest.fixture
def no_hang() -> Iterator[None]:
    """A read that blocks fails the test instead of freezing the run."""
    with deadline(HANG_SECONDS):
        yield


def rewrite(path: Path, change: Callable[[dict[str, Any]], Any]) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def first_int_arg(doc: dict[str, Any]) -> tuple[int, str, int]:
    for i, step in enumerate(doc["steps"]):
        for name, value in step["action"]["args"].items():
            if type(value) is int:
                return i, name, value
    raise AssertionError("the example has no integer argument")


def test_a_save_with_its_last_30_steps_deleted_says_the_tail_is_missing(example: Path, capsys) -> None:
    rewrite(example, lambda d: d.__setitem__("steps", d["steps"][:-30]))
    assert stolik(["verify", str(example)]) == 1
    out = capsys.readouterr().out
    assert "the tail is missing" in out and "its last 30 steps are missing" in out


def test_a_save_with_the_tail_missing_still_opens_up_to_its_last_step(example: Path) -> None:
    rewrite(example, lambda d: d.__setitem__("steps", d["steps"][:-30]))
    result = catalogue.load_save(example)
    total = json.loads(EXAMPLE.read_text())["end"]["steps"]
    assert not result.ok and result.bad_step == total - 30 == len(result.session.steps)


def test_a_save_with_every_step_deleted_is_not_ok(example: Path) -> None:
    rewrite(example, lambda d: d.__setitem__("steps", []))
    result = catalogue.load_save(example)
    assert not result.ok and "missing" in result.summary()


def test_a_changed_cursor_is_refused_naming_both_steps(example: Path) -> None:
    rewrite(example, lambda d: d.__setitem__("cursor", 100))
    with pytest.raises(SaveError, match="cursor: the file says the game resumes after step 100"):
        catalogue.load_save(example)


def mid_game_save(tmp_path: Path) -> Path:
    """A real 2-player game with a person at seat 2, saved after 40 choices."""
    config = GameConfig("roll-player", 5, (Seat("Ada", "random"), Seat("Ola")))
    session = Session(games.get("roll-player"), config)
    pick = random.Random(5)
    for _ in range(40):
        session.apply(pick.choice(session.decision.legal))
    path = tmp_path / "mid.json"
    write_save(path, session)
    return path


def test_a_persons_seat_switched_to_a_bot_is_refused(tmp_path: Path) -> None:
    path = mid_game_save(tmp_path)
    assert catalogue.load_save(path).ok
    rewrite(path, lambda d: d["config"]["seats"][1].__setitem__("bot", "greedy"))
    with pytest.raises(SaveError, match=r"config.seats\[1\].bot: this seat was saved as played by a person"):
        catalogue.load_save(path)


def test_a_renamed_player_or_changed_option_is_refused(tmp_path: Path) -> None:
    path = mid_game_save(tmp_path)
    rewrite(path, lambda d: d["config"]["seats"][1].__setitem__("name", "Eve"))
    with pytest.raises(SaveError, match="this save was edited: its players, seed or options are not those"):
        catalogue.load_save(path)


def test_a_step_marked_automatic_against_the_rules_is_named(tmp_path: Path) -> None:
    path = mid_game_save(tmp_path)
    doc = json.loads(path.read_text())
    index = next(i for i, step in enumerate(doc["steps"]) if not step["auto"])
    doc["steps"][index]["auto"] = True
    path.write_text(json.dumps(doc))
    result = catalogue.load_save(path)
    assert result.bad_step == index and "automatic" in (result.reason or "")


def test_a_seat_naming_a_bot_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    config = GameConfig("roll-player", 5, (Seat("Ada", "wizard"), Seat("Ola")))
    write_save(tmp_path / "w.json", Session(games.get("roll-player"), config))
    with pytest.raises(SaveError, match=r"config.seats\[0\].bot: no bot named 'wizard' plays roll-player"):
        catalogue.load_save(tmp_path / "w.json")


def test_a_float_for_a_whole_number_is_not_the_legal_move(example: Path) -> None:
    doc = json.loads(example.read_text())
    index, name, value = first_int_arg(doc)
    doc["steps"][index]["action"]["args"][name] = float(value)
    example.write_text(json.dumps(doc))
    result = catalogue.load_save(example)
    assert result.bad_step == index and "wrong type" in (result.reason or "")


def test_true_for_one_is_not_the_legal_move(example: Path) -> None:
    doc = json.loads(example.read_text())
    index, name = next((i, n) for i, s in enumerate(doc["steps"]) for n, v in s["action"]["args"].items()
                       if type(v) is int and v == 1)
    doc["steps"][index]["action"]["args"][name] = True
    example.write_text(json.dumps(doc))
    result = catalogue.load_save(example)
    assert result.bad_step == index and "wrong type" in (result.reason or "")


def test_move_arguments_nested_hundreds_deep_are_refused_by_key(example: Path) -> None:
    doc = json.loads(example.read_text())
    index, name, value = first_int_arg(doc)
    deep: Any = value
    for _ in range(40):
        deep = [deep]
    doc["steps"][index]["action"]["args"][name] = deep
    example.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=rf"steps\[{index}\].action.args.{name}: expected lists nested at most"):
        catalogue.load_save(example)


def test_a_version_3_save_without_its_end_is_refused(example: Path) -> None:
    rewrite(example, lambda d: d.pop("end"))
    with pytest.raises(SaveError, match="end: expected an object"):
        catalogue.load_save(example)


def test_an_older_save_without_an_end_opens_with_a_note(example: Path) -> None:
    def downgrade(d: dict[str, Any]) -> None:
        d.pop("end")
        d["version"] = VERSION - 1

    rewrite(example, downgrade)
    result = catalogue.load_save(example)
    assert result.ok and any("lost tail cannot be seen" in n for n in result.notes)


def test_a_downgraded_version_still_checks_an_end_it_carries(example: Path) -> None:
    def downgrade(d: dict[str, Any]) -> None:
        d["version"] = VERSION - 1
        d["steps"] = d["steps"][:-5]

    rewrite(example, downgrade)
    assert "tail is missing" in catalogue.load_save(example).summary()


def test_verify_on_a_named_pipe_exits_1_at_once(tmp_path: Path, capsys, no_hang: None) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert stolik(["verify", str(fifo)]) == 1
    assert "named pipe" in capsys.readouterr().out


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom"])
def test_verify_on_a_link_to_a_device_exits_1_at_once(tmp_path: Path, capsys, no_hang: None, target: str) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to(target)
    assert stolik(["verify", str(link)]) == 1
    assert "is a device" in capsys.readouterr().out


def test_a_newline_in_a_file_name_cannot_forge_a_second_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bad\nx.json: ok: 3 steps replay exactly.json"
    path.write_text("{}")
    assert stolik(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "\\n" in out


def test_a_lone_surrogate_in_a_move_is_refused_escaped_naming_the_step(example: Path, capsys) -> None:
    text = example.read_text()
    doc = json.loads(text)
    doc["steps"][3]["action"]["kind"] = "X"
    text = json.dumps(doc).replace('"kind": "X"', '"kind": "\\ud800\\u0007"', 1)
    example.write_text(text)
    assert stolik(["verify", str(example)]) == 1
    out = capsys.readouterr().out
    assert "\\ud800" in out and "\\x07" in out and "steps[3].action.kind" in out
    out.encode("utf-8")


def test_a_save_written_now_commits_to_its_end(example: Path) -> None:
    doc = json.loads(EXAMPLE.read_text())
    assert doc["version"] == VERSION
    assert doc["end"]["steps"] == len(doc["steps"]) and doc["end"]["hash"] == doc["steps"][-1]["hash"]
    assert doc["end"]["cursor"] == doc["cursor"]
    assert load(example, games.get).ok
