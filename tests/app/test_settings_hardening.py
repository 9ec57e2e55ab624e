"""No settings file can hang, crash or silently fool Stolik: bad keys are reset and told once, writes fail loudly."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tests.deadline import deadline

from app.saves import saves_dir
from app.settings import Settings, SettingsNotSaved, config_dir, load_settings, save_settings, settings_path
from engine.kernel.save import STALE_TEMP_SECONDS

HANG_LIMIT_SECONDS = 5
DEEP = 10_000
DEEPER = 100_000
LONG_INT_DIGITS = 5_000
GOOD = {"lang": "pl", "sound": False, "fullscreen": False, "strict_undo": True, "bot_speed": "fast"}


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A read that blocks fails the test instead of freezing the run."""
    with deadline(HANG_LIMIT_SECONDS):
        yield


def settings_file() -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def write_raw(text: str | bytes) -> None:
    path = settings_file()
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)


# --- one bad key: reset to its default, the good keys kept, the bad one named --------------------
@pytest.mark.parametrize("key, bad", [
    ("lang", ["en", "pl"]),
    ("lang", "xx"),
    ("volume", {"level": 0.5}),
    ("volume", True),
    ("volume", 7),
    ("volume", -0.1),
    ("volume", "loud"),
    ("sound", "yes"),
    ("sound", 1),
    ("bot_speed", {"fast": 1}),
    ("bot_speed", ["fast"]),
    ("strict_undo", None),
    ("last_table", "roll-player"),
    ("last_table", {"game": "roll-player", "seats": []}),
    ("last_table", {"game": "roll-player", "seats": [{"kind": "human", "name": "Ala\nOK: all fine"}]}),
    ("last_table", {"game": "roll-player", "seats": [{"kind": "human", "name": "Ala"}], "options": {"x": [1]}}),
], ids=lambda v: type(v).__name__ if not isinstance(v, str) else v)
def test_a_bad_value_resets_only_its_key(key: str, bad: Any) -> None:
    data = dict(GOOD, volume=0.25)
    data[key] = bad
    write_raw(json.dumps(data))
    loaded = load_settings()
    assert loaded.reset == (key,) and loaded.refused is None
    assert getattr(loaded.settings, key) == getattr(Settings(), key)
    for name, value in dict(GOOD, volume=0.25).items():
        if name != key:
            assert getattr(loaded.settings, name) == value, name


def test_a_good_file_and_a_missing_file_are_both_quiet() -> None:
    assert load_settings().quiet and load_settings().settings == Settings()
    write_raw(json.dumps(dict(GOOD, volume=1, future_option=[1, 2])))
    loaded = load_settings()
    assert loaded.quiet and loaded.settings == Settings(volume=1.0, **GOOD)


def test_a_remembered_table_survives_a_save_and_a_load() -> None:
    table = {"game": "roll-player", "seats": [{"kind": "human", "name": "Zoë"}, {"kind": "bot:greedy", "name": "Bot 2"}],
             "options": {"shorter_game": True, "friendly_market": False}}
    save_settings(Settings(last_table=table))
    loaded = load_settings()
    assert loaded.quiet and loaded.settings.last_table == table


# --- the whole file refused: all defaults, one problem naming the file and the reason ------------
def nested(depth: int) -> str:
    return '{"lang": "pl", "volume": ' + "[" * depth + "]" * depth + "}"


Damage = Callable[[Path], None]


def fifo(path: Path) -> None:
    os.mkfifo(path)


def dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def text(body: str | bytes) -> Damage:
    return lambda path: path.write_bytes(body.encode("utf-8") if isinstance(body, str) else body)


@pytest.mark.parametrize("damage, reason", [
    (fifo, "FIFO"),
    (dev_zero, "device"),
    (folder, "folder"),
    (text(nested(DEEP)), "nested"),
    (text(nested(DEEPER)), "larger than"),
    (text('{"lang": "pl", "volume": ' + "9" * LONG_INT_DIGITS + "}"), "digits"),
    (text(b'{"lang": "p\xff\xfe"}'), "UTF-8"),
    (text("{not json"), "JSON"),
    (text('["lang", "pl"]'), "object"),
    (text('{"volume": NaN}'), "NaN"),
], ids=["fifo", "dev-zero", "folder", "deep-10k", "deep-100k", "long-int", "bad-utf8", "bad-json", "list", "nan"])
def test_a_file_that_cannot_be_read_gives_defaults_at_once(damage: Damage, reason: str) -> None:
    path = settings_file()
    damage(path)
    started = time.monotonic()
    loaded = load_settings()
    assert time.monotonic() - started < HANG_LIMIT_SECONDS
    assert loaded.settings == Settings() and not loaded.quiet and loaded.reset == ()
    assert loaded.refused is not None and loaded.refused.path == str(path)
    assert reason in str(loaded.refused) and str(path) in str(loaded.refused)


# --- telling the user, once ----------------------------------------------------------------------
def test_a_damaged_file_is_told_at_start_and_the_next_start_is_quiet(make_app) -> None:
    write_raw(json.dumps(dict(GOOD, volume={"x": 1}, bot_speed=["fast"])))
    app = make_app()
    assert app.notice is not None and app.notice.title == "Ustawienia przywrócone"
    assert "volume = 0.7" in app.notice.text and 'bot_speed = "normal"' in app.notice.text
    assert app.settings.lang == "pl" and app.settings.strict_undo is True
    assert load_settings().quiet
    assert make_app().notice is None


def test_an_unreadable_file_is_told_with_its_reason(make_app) -> None:
    write_raw(b"\xff\xfe{")
    app = make_app()
    assert app.notice is not None and app.notice.title == "Settings not read"
    assert "UTF-8" in app.notice.text and str(settings_path()) in app.notice.text
    assert load_settings().quiet and make_app().notice is None


@pytest.mark.parametrize("body", ['{"volume": "loud"}', "{not json"], ids=["reset", "unreadable"])
def test_a_forged_line_in_the_path_is_escaped_in_the_notice(make_app, monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path, body: str) -> None:
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "conf\nOK: all fine\u202e"))
    write_raw(body)
    app = make_app()
    assert app.notice is not None and "\\n" in app.notice.text
    assert "\n" not in app.notice.text and "\u202e" not in app.notice.text


# --- a failed write is told, not swallowed -------------------------------------------------------
def test_save_settings_raises_with_the_path_and_reason(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(SettingsNotSaved) as caught:
        save_settings(Settings(), blocker / "settings.json")
    assert "not a folder" in caught.value.reason and str(blocker) in str(caught.value)


def test_a_failed_write_shows_a_notice_once(make_app) -> None:
    app = make_app()
    assert app.notice is None
    config_dir().mkdir(parents=True, exist_ok=True)
    settings_path().mkdir()
    app.settings.sound = False
    app.save_settings()
    assert app.notice is not None and app.notice.title == "Settings not saved"
    assert str(settings_path()) in app.notice.text
    app._dismiss_notice()
    app.save_settings()
    assert app.notice is None  # the same failure again is not told twice


def test_a_folder_in_place_of_the_file_is_told_and_so_is_the_failed_repair(make_app) -> None:
    settings_file().mkdir()
    app = make_app()
    assert app.notice is not None and app.notice.title == "Settings not read" and "folder" in app.notice.text
    app._dismiss_notice()
    assert app.notice is not None and app.notice.title == "Settings not saved"


# --- leftovers of interrupted writes -------------------------------------------------------------
def test_stale_temporaries_are_removed_on_start_and_fresh_ones_kept(make_app) -> None:
    old = time.time() - STALE_TEMP_SECONDS * 2
    made: dict[str, Path] = {}
    for place, where in (("saves", saves_dir()), ("config", config_dir())):
        where.mkdir(parents=True, exist_ok=True)
        stale = where / ".autosave.json.abc123.tmp"
        fresh = where / ".autosave.json.def456.tmp"
        stale.write_text("{", encoding="utf-8")
        fresh.write_text("{", encoding="utf-8")
        os.utime(stale, (old, old))
        made[f"{place}-stale"], made[f"{place}-fresh"] = stale, fresh
    app = make_app()
    assert app.notice is None
    assert {name for name, path in made.items() if path.exists()} == {"saves-fresh", "config-fresh"}


def test_start_does_not_mind_missing_or_blocked_folders(make_app, monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("STOLIK_SAVES", str(blocker / "saves"))
    assert make_app().notice is None
