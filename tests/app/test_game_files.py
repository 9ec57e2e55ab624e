"""Each game's own save file: a new game never overwrites another, Ctrl+S rewrites the same file, Save as
makes a named copy, names are checked, failed writes name the file and the reason until a good one."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app import game_files, i18n, saves
from app.game_files import BadName, GameFile, SaveFailed, check_name
from engine import games
from engine.kernel import GameConfig, Seat, Session

WHEN = 1_700_000_000.0  # one moment for every new game in a test: their files must still differ


def new_session(seed: int = 4, moves: int = 0) -> Session:
    session = Session(games.get("dice-race"), GameConfig("dice-race", seed, (Seat("Ala"), Seat("Olek", "random"))))
    for _ in range(moves):
        session.apply(session.decision.legal[0])
    return session


def saved_steps(path: Path) -> int:
    return len(json.loads(path.read_text(encoding="utf-8"))["steps"])


def json_files() -> list[str]:
    return sorted(p.name for p in saves.saves_dir().glob("*.json"))


def test_two_new_games_make_two_files() -> None:
    first = GameFile.new(new_session(1), when=WHEN)
    second = GameFile.new(new_session(2), when=WHEN)
    assert first.path != second.path and first.path.exists() and second.path.exists()
    assert first.path.name.startswith("dice-race-") and first.path.suffix == ".json"
    assert second.path.stem == first.path.stem + "-2"


def test_a_new_game_never_overwrites_the_previous_one() -> None:
    first_session = new_session(1, moves=3)
    first = GameFile.new(first_session, when=WHEN)
    before = first.path.read_bytes()
    second_session = new_session(2)
    second = GameFile.new(second_session, when=WHEN)
    second_session.apply(second_session.decision.legal[0])
    second.autosave(second_session)
    assert first.path.read_bytes() == before and saved_steps(second.path) == 1


def test_every_autosave_rewrites_the_games_own_file() -> None:
    session = new_session()
    game_file = GameFile.new(session, when=WHEN)
    for moves in (1, 2, 3):
        session.apply(session.decision.legal[0])
        assert game_file.autosave(session) is None
        assert saved_steps(game_file.path) == moves
    assert json_files() == [game_file.path.name]


def test_ctrl_s_rewrites_the_same_file_and_makes_no_copies() -> None:
    session = new_session(moves=2)
    game_file = GameFile.new(session, when=WHEN)
    assert game_file.save(session) is None and game_file.save(session) is None
    assert json_files() == [game_file.path.name] and saved_steps(game_file.path) == 2


def test_save_as_makes_a_named_copy_and_the_game_goes_on_in_its_own_file() -> None:
    session = new_session(moves=2)
    game_file = GameFile.new(session, when=WHEN)
    copy = game_file.save_as(session, "  Piątkowa partia ")
    assert copy == saves.saves_dir() / "Piątkowa partia.json" and saved_steps(copy) == 2
    session.apply(session.decision.legal[0])
    game_file.autosave(session)
    assert saved_steps(game_file.path) == 3 and saved_steps(copy) == 2
    info = saves.read_info(copy)
    assert info.name == "Piątkowa partia" and info.title == "Dice race" and info.over is False


def test_save_as_never_clobbers_another_save() -> None:
    session = new_session(moves=1)
    game_file = GameFile.new(session, when=WHEN)
    copy = game_file.save_as(session, "mine")
    before = copy.read_bytes()
    session.apply(session.decision.legal[0])
    with pytest.raises(BadName) as refused:
        game_file.save_as(session, "mine")
    assert refused.value.key == "saves.name.taken" and copy.read_bytes() == before
    with pytest.raises(BadName):
        game_file.save_as(session, game_file.path.stem)
    assert not [p for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("name, key", [
    ("", "saves.name.empty"), ("   ", "saves.name.empty"),
    ("x" * (game_files.NAME_CHARS + 1), "saves.name.too_long"),
    ("a/b", "saves.name.separator"), ("a\\b", "saves.name.separator"), ("../up", "saves.name.separator"),
    ("a:b", "saves.name.separator"), ("two\nlines", "saves.name.control"), ("bidi\u202eexe", "saves.name.control"),
    ("tab\there", "saves.name.control"), (".hidden", "saves.name.reserved"), ("dot.", "saves.name.reserved"),
    ("..", "saves.name.reserved"), ("NUL", "saves.name.reserved"), ("com1.backup", "saves.name.reserved"),
])
def test_a_name_that_is_not_a_plain_file_name_is_refused(name: str, key: str) -> None:
    with pytest.raises(BadName) as refused:
        check_name(name)
    assert refused.value.key == key
    for lang in i18n.LANGS:
        assert "{" not in i18n.text(key, lang, **refused.value.params)


def test_a_name_may_hold_letters_digits_spaces_and_punctuation() -> None:
    assert check_name(" Zażółć gęślą jaźń — runda 3 (v2) ") == "Zażółć gęślą jaźń — runda 3 (v2)"
    assert check_name("x" * game_files.NAME_CHARS) == "x" * game_files.NAME_CHARS


def test_rename_moves_the_file_and_keeps_its_place_in_the_list() -> None:
    path = saves.write(new_session(moves=2), saves.saves_dir() / "old.json")
    os.utime(path, (1_000_000, 1_000_000))
    renamed = game_files.rename(path, "Friday game")
    assert renamed == saves.saves_dir() / "Friday game.json" and not path.exists()
    assert saved_steps(renamed) == 2 and os.stat(renamed).st_mtime == 1_000_000
    assert game_files.rename(renamed, "Friday game") == renamed


def test_rename_never_clobbers_another_save() -> None:
    first = saves.write(new_session(moves=1), saves.saves_dir() / "first.json")
    second = saves.write(new_session(moves=2), saves.saves_dir() / "second.json")
    with pytest.raises(BadName) as refused:
        game_files.rename(first, "second")
    assert refused.value.key == "saves.name.taken"
    assert saved_steps(first) == 1 and saved_steps(second) == 2


def test_rename_refuses_a_path_in_the_name() -> None:
    path = saves.write(new_session(), saves.saves_dir() / "a.json")
    with pytest.raises(BadName):
        game_files.rename(path, "../escaped")
    assert path.exists() and not (saves.saves_dir().parent / "escaped.json").exists()


def test_rename_falls_back_to_a_checked_rename_where_links_are_not_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    first = saves.write(new_session(moves=1), saves.saves_dir() / "first.json")
    saves.write(new_session(moves=2), saves.saves_dir() / "taken.json")

    def no_links(*args: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    with pytest.raises(BadName):
        game_files.rename(first, "taken")
    assert game_files.rename(first, "free") == saves.saves_dir() / "free.json" and not first.exists()


def test_delete_removes_the_file_and_a_vanished_one_is_no_error() -> None:
    path = saves.write(new_session(), saves.saves_dir() / "bye.json")
    game_files.delete(path)
    assert not path.exists()
    game_files.delete(path)


def test_a_delete_that_fails_names_the_file_and_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.write(new_session(), saves.saves_dir() / "kept.json")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "unlink", refuse)
    with pytest.raises(SaveFailed) as failed:
        game_files.delete(path)
    assert i18n.say(failed.value) == f"Could not delete {path}: permission denied"


def put_a_file_where_the_saves_folder_goes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A saves folder that cannot be created (a file has its parent's name): fails even for root."""
    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(saves.SAVES_ENV, str(blocker / "saves"))
    return blocker


def test_an_unwritable_saves_folder_names_the_path_and_reason_then_the_next_good_save_clears_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = put_a_file_where_the_saves_folder_goes(monkeypatch, tmp_path)
    session = new_session()
    game_file = GameFile.new(session, when=WHEN)
    problem = game_file.problem
    assert isinstance(problem, SaveFailed) and problem.path == game_file.path
    assert i18n.say(problem) == f"Could not save {game_file.path}: a part of the path is not a folder"
    i18n.set_lang("pl")
    assert i18n.say(problem) == f"Nie udało się zapisać {game_file.path}: część ścieżki nie jest folderem"
    session.apply(session.decision.legal[0])
    again = game_file.autosave(session)
    assert again is not None and game_file.problem is again
    blocker.unlink()
    assert game_file.autosave(session) is None and game_file.problem is None
    assert saved_steps(game_file.path) == 1


def test_a_failed_autosave_keeps_the_previous_good_file(monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session(moves=1)
    game_file = GameFile.new(session, when=WHEN)
    good = game_file.path.read_bytes()

    def disk_full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.kernel.save.os.replace", disk_full)
    session.apply(session.decision.legal[0])
    problem = game_file.autosave(session)
    assert problem is not None and i18n.say(problem).endswith(": the disk is full")
    assert game_file.path.read_bytes() == good
    assert not [p for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]


def test_an_unknown_failure_keeps_the_systems_words() -> None:
    assert game_files.reason_of(OSError(5, "Input/output error")) == "Input/output error"
    assert str(game_files.reason_of(PermissionError(13, "Permission denied"))) == "permission denied"
    assert game_files.reason_of(ValueError("surrogates not allowed")) == "surrogates not allowed"


def test_a_save_as_that_cannot_be_written_names_the_copy_and_leaves_the_own_file_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session(moves=1)
    game_file = GameFile.new(session, when=WHEN)

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("engine.kernel.save.os.link", refuse)
    monkeypatch.setattr("engine.kernel.save.os.rename", refuse)
    with pytest.raises(SaveFailed) as failed:
        game_file.save_as(session, "copy")
    assert failed.value.path == saves.saves_dir() / "copy.json" and game_file.problem is None
    assert not (saves.saves_dir() / "copy.json").exists()


def test_the_old_single_autosave_still_loads() -> None:
    session = new_session(moves=3)
    legacy = saves.autosave(session)
    assert legacy.name == "autosave.json"
    replay = saves.open_save(legacy)
    assert replay.session.state_hash() == session.state_hash()
    game_file = GameFile(legacy)
    replay.session.apply(replay.session.decision.legal[0])
    assert game_file.autosave(replay.session) is None and saved_steps(legacy) == 4


def test_the_list_says_whether_a_game_is_finished() -> None:
    session = Session(games.get("dice-race"), GameConfig("dice-race", 4, (Seat("Ala"), Seat("Olek")), {"target": 5}))
    while session.decision is not None:
        session.apply(session.decision.legal[-1])
    finished = GameFile.new(session, when=WHEN)
    going = GameFile.new(new_session(moves=1), when=WHEN)
    infos = {info.path: info for info in saves.list_saves()}
    assert infos[finished.path].over is True and infos[going.path].over is False


@pytest.mark.parametrize("value", ["yes", 1, [], {}])
def test_a_save_whose_over_flag_is_not_true_or_false_is_a_row_that_says_so(value: object) -> None:
    path = saves.write(new_session(), saves.saves_dir() / "odd.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["meta"]["over"] = value
    path.write_text(json.dumps(doc), encoding="utf-8")
    info = saves.read_info(path)
    assert info.error == "meta.over is not true or false"


def test_a_save_without_an_over_flag_is_listed_as_not_saying() -> None:
    path = saves.write(new_session(), saves.saves_dir() / "older.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["meta"]["over"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    info = saves.read_info(path)
    assert info.error is None and info.over is None
