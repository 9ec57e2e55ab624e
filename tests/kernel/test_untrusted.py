"""The guarded door: only regular files, never more than the cap, bounded JSON, printable text."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.kernel.errors import FileRefused
from engine.kernel.untrusted import MAX_DEPTH, parse_json, parse_toml, read_bytes, read_json, shown


def refused(fn, *args) -> str:
    with pytest.raises(FileRefused) as info:
        fn(*args)
    return str(info.value)


def test_a_regular_file_within_the_cap_is_read(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_bytes(b'{"a": [1, 2.5, "x"]}')
    assert read_json(tmp_path / "a.json", 100) == {"a": [1, 2.5, "x"]}


def test_a_file_one_byte_over_the_cap_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_bytes(b"x" * 101)
    assert "larger than the 100 bytes a save may be" in refused(read_bytes, tmp_path / "a.json", 100, "save")


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "p.json")
    assert "named pipe" in refused(read_bytes, tmp_path / "p.json", 100)


def test_a_symlink_to_dev_zero_is_refused_by_what_it_opens(tmp_path: Path) -> None:
    (tmp_path / "z.json").symlink_to("/dev/zero")
    assert "is a device" in refused(read_bytes, tmp_path / "z.json", 100)


def test_a_folder_and_a_missing_file_are_named(tmp_path: Path) -> None:
    assert "folder" in refused(read_bytes, tmp_path, 100)
    assert "no such settings file" in refused(read_bytes, tmp_path / "none", 100, "settings file")


def test_text_must_be_utf8(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_bytes(b'{"a": "\xff"}')
    assert "bad byte at offset 7" in refused(read_json, tmp_path / "a.json", 100)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("1" * 5000, "digits"),
        ("[NaN]", "NaN is not a JSON number"),
        ("[1e999]", "too large"),
        ("[" * 100_000 + "]" * 100_000, "nested"),
        ("[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2), f"nested more than {MAX_DEPTH}"),
        ('{"a": 1', "the file is incomplete (cut off after 7 bytes)"),
    ],
    ids=["5000-digit integer", "NaN", "infinite float", "100000 deep", "past the depth limit", "truncated"],
)
def test_malformed_json_is_a_refusal_naming_the_file(text: str, expected: str) -> None:
    message = refused(parse_json, text, "f.json")
    assert message.startswith("f.json: ") and expected in message


def test_deep_toml_is_a_refusal() -> None:
    assert "nested" in refused(parse_toml, "x = " + "[" * 50_000 + "]" * 50_000, "c.toml")


def test_shown_escapes_what_could_forge_or_crash_output() -> None:
    assert shown("a\nb\rc\td\x07e") == "a\\nb\\rc\\td\\x07e"
    assert shown("x\ud800y") == "x\\ud800y"
    assert shown("\u202eevil") == "\\u202eevil"
    assert shown("zażółć gęślą jaźń") == "zażółć gęślą jaźń"


def test_shown_shortens_long_text() -> None:
    text = shown("w" * 10_000, 50)
    assert len(text) == 50 and text.endswith("…")


def test_a_file_name_with_a_newline_is_shown_on_one_line(tmp_path: Path) -> None:
    assert "\n" not in refused(read_bytes, tmp_path / "a\nb.json", 100)


def test_a_lone_surrogate_escape_is_refused_naming_its_key() -> None:
    message = refused(parse_json, '{"config": {"seats": [{"name": "\\ud800"}]}}', "s.json")
    assert message.startswith("s.json: config.seats[0].name: ") and "lone surrogate" in message


def test_a_lone_surrogate_in_a_key_is_refused() -> None:
    assert "lone surrogate" in refused(parse_json, '{"options": {"\\udfff": 1}}', "s.json")


def test_an_escaped_surrogate_pair_is_text() -> None:
    assert parse_json('{"name": "\\ud83d\\ude00"}', "s.json") == {"name": "\U0001f600"}
