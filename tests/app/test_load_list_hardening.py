"""The Load list survives any file in the saves folder: special, huge, deep, malformed or hostile text."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.deadline import deadline

from app import saves
from app.render import fonts
from app.scenes.load import LoadScene, describe, open_save_file, row_details, row_name, row_status
from engine.kernel import SaveError
from tests.app.drive import pump

EXAMPLE = saves.REPO_ROOT / "saves" / "examples" / "roll-player-1p-seed1.json"
HANG_SECONDS = 10  # a read that blocks (a FIFO, /dev/zero) fails the test instead of freezing the run
DEEP = 100_000
LONG_INT_DIGITS = 5_000
HOSTILE_TITLE = '{"game": "dice-race", "meta": {"title": "one\\ntwo\\u0007", "players": ["Ala\\u202e", "\\u2067"]}, ' \
                '"config": {"seats": []}, "steps": []}'
LONG_WORD = 20_000


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A read that blocks fails the test instead of freezing the run."""
    with deadline(HANG_SECONDS):
        yield


def hostile_folder(folder: Path) -> Path:
    """A saves folder holding one good save among every kind of bad entry."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(EXAMPLE, folder / "good.json")
    os.mkfifo(folder / "fifo.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "folder.json").mkdir()
    (folder / "deep.json").write_text("[" * DEEP + "]" * DEEP, encoding="utf-8")
    (folder / "longint.json").write_text('{"game": "dice-race", "meta": {"round": ' + "7" * LONG_INT_DIGITS + "}}",
                                         encoding="utf-8")
    (folder / "players_dict.json").write_text(json.dumps({"game": "dice-race", "meta": {"players": {"Ala": 1}},
                                                          "steps": []}), encoding="utf-8")
    (folder / "players_number.json").write_text(json.dumps({"game": "dice-race", "meta": {"players": 7}}),
                                                encoding="utf-8")
    (folder / "huge_round.json").write_text(json.dumps({"game": "dice-race", "meta": {"round": 10**40}}),
                                            encoding="utf-8")
    (folder / "seats_string.json").write_text(json.dumps({"game": "dice-race", "config": {"seats": "Ala"}}),
                                              encoding="utf-8")
    (folder / "a_list.json").write_text("[1, 2, 3]", encoding="utf-8")
    (folder / "hostile.json").write_text(HOSTILE_TITLE, encoding="utf-8")
    (folder / "name\nwith\u202enewline.json").write_text("{", encoding="utf-8")
    (folder / "notes.txt").write_text("not a save", encoding="utf-8")
    return folder


def printable(text: str) -> bool:
    """What may be drawn: no control or format characters, no lone surrogates."""
    return text.isprintable() and "\n" not in text and not any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


def test_every_bad_entry_is_a_row_or_skipped_and_the_good_save_is_listed(tmp_path: Path) -> None:
    listing = saves.scan_saves(hostile_folder(tmp_path / "saves"))
    assert listing.error is None
    rows = {info.path.name: info for info in listing.infos}
    assert "folder.json" not in rows and "notes.txt" not in rows
    good = rows["good.json"]
    assert good.error is None and good.game == "roll-player" and good.players == ("Bot 1",)
    assert good.steps == len(json.loads(EXAMPLE.read_text(encoding="utf-8"))["steps"]) > 0
    expected = {
        "fifo.json": "named pipe", "zero.json": "device", "deep.json": "nested", "longint.json": "digits",
        "players_dict.json": "meta.players", "players_number.json": "meta.players", "huge_round.json": "meta.round",
        "seats_string.json": "config.seats", "a_list.json": "JSON object",
    }
    for name, reason in expected.items():
        assert rows[name].error is not None and reason in rows[name].error, (name, rows[name].error)
    for info in listing.infos:
        texts = [info.game, info.title, info.saved_at, *info.players, info.error or "", describe(info),
                 saves.row_tip(info)]
        assert all(printable(text) for text in texts), info


def test_hostile_text_is_escaped_not_refused(tmp_path: Path) -> None:
    folder = hostile_folder(tmp_path / "saves")
    info = saves.read_info(folder / "hostile.json")
    assert info.error == 'format: expected "stolik-save"'   # not a whole save: marked in its row, still escaped
    assert info.title == "one\\ntwo\\x07" and info.players == ("Ala\\u202e", "\\u2067")


def test_a_corrupt_row_names_its_file_escaped(tmp_path: Path) -> None:
    folder = hostile_folder(tmp_path / "saves")
    info = saves.read_info(folder / "name\nwith\u202enewline.json")
    assert info.error == "this save is incomplete (cut off after 1 byte)"
    assert describe(info).startswith("name\\nwith\\u202enewline.json")


def test_an_entry_that_vanished_is_a_row_not_a_crash(tmp_path: Path) -> None:
    info = saves.read_info(tmp_path / "gone.json")
    assert info.error and "no such save" in info.error and info.mtime == 0.0


def test_a_saves_folder_that_is_a_file_lists_nothing_and_says_why(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "saves.txt"
    not_a_folder.write_text("", encoding="utf-8")
    listing = saves.scan_saves(not_a_folder)
    assert listing.infos == () and listing.error and "not a folder" in listing.error
    assert saves.list_saves(not_a_folder) == []


def test_a_missing_saves_folder_is_simply_empty(tmp_path: Path) -> None:
    assert saves.scan_saves(tmp_path / "nothing yet") == saves.SaveFolder(tmp_path / "nothing yet", ())


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any folder whatever its mode")
def test_an_unreadable_saves_folder_lists_nothing_and_says_why(tmp_path: Path) -> None:
    folder = hostile_folder(tmp_path / "saves")
    folder.chmod(0)
    try:
        listing = saves.scan_saves(folder)
    finally:
        folder.chmod(0o755)
    assert listing.infos == () and listing.error == "permission denied"


def test_the_load_scene_builds_and_draws_over_a_hostile_folder(make_app, tmp_path: Path) -> None:
    hostile_folder(Path(os.environ[saves.SAVES_ENV]))
    app = make_app()
    app.switch(LoadScene(app))
    pump(app, 2)
    scene = app.scene
    assert scene.folder_error is None and "empty" not in scene.widgets
    texts = [text for _, _, info in scene.rows for text in (row_name(info), row_details(info), row_status(info))]
    assert texts and all(printable(text) for text in texts)
    assert any(info.path.name == "good.json" and info.error is None for info in scene.infos)


def test_the_load_scene_says_when_the_saves_folder_cannot_be_read(make_app, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    not_a_folder = tmp_path / "saves\nfile"
    not_a_folder.write_text("", encoding="utf-8")
    monkeypatch.setenv(saves.SAVES_ENV, str(not_a_folder))
    app = make_app()
    app.switch(LoadScene(app))
    pump(app, 2)
    scene = app.scene
    assert scene.folder_error and "saves\\nfile" in scene.folder_error and "not a folder" in scene.folder_error
    assert scene.folder_lines and "empty" not in scene.widgets


def test_opening_a_special_file_from_the_list_gives_a_notice(make_app) -> None:
    folder = hostile_folder(Path(os.environ[saves.SAVES_ENV]))
    app = make_app()
    app.switch(LoadScene(app))
    pump(app)
    assert open_save_file(app, folder / "fifo.json") is False
    pump(app)
    assert app.scene.name == "menu" and app.notice is not None
    assert "named pipe" in app.notice.text and printable(app.notice.text)
    assert (folder / "fifo.json").exists()


def test_a_failed_open_shows_the_message_escaped(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, *, strict: bool = False) -> Any:
        raise SaveError("line one\nline two\ud800 " + "x" * LONG_WORD)

    monkeypatch.setattr(saves, "replay_save", refuse)
    app = make_app()
    assert open_save_file(app, Path("whatever.json")) is False
    pump(app)
    assert app.notice is not None and printable(app.notice.text)
    assert app.notice.text.startswith("line one\\nline two\\ud800") and len(app.notice.text) < LONG_WORD


def test_the_replay_viewers_notice_is_escaped(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.replay.model import ReplayModel
    from app.replay.scene import open_replay

    def refuse(path: Any, *args: Any, **kwargs: Any) -> Any:
        raise SaveError("bad\nstep\ud800")

    monkeypatch.setattr(ReplayModel, "open", staticmethod(refuse))
    app = make_app()
    assert open_replay(app, "x.json") is False
    pump(app)
    assert app.notice is not None and app.notice.text == "bad\\nstep\\ud800"


def test_the_tutorials_notice_is_escaped(make_app) -> None:
    from app.tutorial.scene import open_tutorial

    app = make_app()
    assert open_tutorial(app, "no\nsuch\ud800game") is False
    pump(app)
    assert app.notice is not None and printable(app.notice.title) and printable(app.notice.text)
    assert "no\\nsuch\\ud800game" in app.notice.text


class CountingFont:
    """A monospaced stand-in for a pygame font that counts how much text it was asked to measure."""

    ADVANCE = 7
    HEIGHT = 16

    def __init__(self) -> None:
        self.calls = 0
        self.measured = 0

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        self.measured += len(text)
        return len(text) * self.ADVANCE, self.HEIGHT


def test_a_very_long_word_wraps_with_linear_measuring() -> None:
    word = "".join(chr(ord("a") + k % 26) for k in range(LONG_WORD))
    f = CountingFont()
    width = 100
    lines = fonts.wrap(word, f, width)  # type: ignore[arg-type]
    assert "".join(lines) == word
    assert all(len(line) * CountingFont.ADVANCE <= width for line in lines)
    assert all(len(line) == width // CountingFont.ADVANCE for line in lines[:-1])
    assert f.measured <= 4 * LONG_WORD and f.calls <= 3 * len(lines) + 26 + 1


def test_a_very_long_word_wraps_in_a_real_font() -> None:
    f = fonts.font(16)
    word = "Zażółć" * (LONG_WORD // 6)
    lines = fonts.wrap("notice: " + word + " end", f, 300)
    assert all(f.size(line)[0] <= 300 for line in lines)
    assert lines[0] == "notice:" and "".join(lines[1:]).replace(" ", "") == word + "end"
