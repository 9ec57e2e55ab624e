"""The generic content helpers: every failure names the file, the key and what was expected."""
from __future__ import annotations

import enum
import os
from pathlib import Path

import pytest

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.kernel.errors import ContentError
from engine.kernel.untrusted import MAX_CONTENT_BYTES


class Shade(enum.Enum):
    LIGHT = "L"
    DARK = "D"


def write(tmp_path: Path, text: str, name: str = "cards.toml") -> ContentFile:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return read_toml(tmp_path, name)


def failure(fn, *args, **kwargs) -> ContentError:
    with pytest.raises(ContentError) as info:
        fn(*args, **kwargs)
    return info.value


def test_nested_keys_are_named_with_their_full_path(tmp_path: Path) -> None:
    f = write(tmp_path, '[[cards]]\nid = "a"\ncost = 1\n[[cards]]\nid = "b"\ncost = "five"\n')
    err = failure(lambda: [c.int("cost") for c in f.root.tables("cards")])
    assert (err.path, err.key) == ("cards.toml", "cards[1].cost")
    assert "integer" in err.expected and "'five'" in err.expected
    assert str(err).startswith("cards.toml: cards[1].cost: ")


def test_missing_key_says_it_is_required(tmp_path: Path) -> None:
    f = write(tmp_path, "[[cards]]\nid = 'a'\n")
    err = failure(lambda: f.root.tables("cards")[0].int("cost"))
    assert err.key == "cards[0].cost" and "missing" in err.expected


def test_booleans_are_not_integers(tmp_path: Path) -> None:
    f = write(tmp_path, "cost = true\n")
    assert "got boolean true" in failure(f.root.int, "cost").expected


def test_integer_bounds_are_checked(tmp_path: Path) -> None:
    f = write(tmp_path, "dots = 3\n")
    assert f.root.int("dots", lo=1, hi=3) == 3
    assert "1..2" in failure(f.root.int, "dots", lo=1, hi=2).expected


def test_string_choices_are_listed_in_the_error(tmp_path: Path) -> None:
    f = write(tmp_path, 'type = "spell"\n')
    err = failure(f.root.str, "type", choices=["trait", "skill"])
    assert "trait, skill" in err.expected and "'spell'" in err.expected


def test_bilingual_text_needs_both_languages(tmp_path: Path) -> None:
    f = write(tmp_path, 'a = { en = "Elf", pl = "Elf" }\nb = { en = "Orc" }\nc = "Orc"\n')
    assert f.root.text("a") == Text("Elf", "Elf")
    assert failure(f.root.text, "b").key == "b.pl"
    assert "table" in failure(f.root.text, "c").expected


def test_text_picks_the_language() -> None:
    t = Text("Wise", "Mądry")
    assert (t.get("en"), t.get("pl"), str(t)) == ("Wise", "Mądry", "Wise")


def test_enum_accepts_names_and_aliases(tmp_path: Path) -> None:
    f = write(tmp_path, 'a = "light"\nb = "D"\nc = "grey"\n')
    aliases = {m.value: m for m in Shade}
    assert f.root.enum("a", Shade) is Shade.LIGHT
    assert f.root.enum("b", Shade, aliases) is Shade.DARK
    assert "light, dark" in failure(f.root.enum, "c", Shade, aliases).expected


def test_unknown_keys_are_rejected(tmp_path: Path) -> None:
    f = write(tmp_path, "cost = 1\ncots = 2\n")
    err = failure(f.root.only, ["cost"])
    assert err.key == "cots" and "unknown key" in err.expected


def test_array_length_is_checked(tmp_path: Path) -> None:
    f = write(tmp_path, "grid = [1, 2]\n")
    assert "exactly 3" in failure(f.root.array, "grid", length=3).expected


def test_duplicate_ids_are_named_at_the_duplicate(tmp_path: Path) -> None:
    f = write(tmp_path, '[[cards]]\nid = "a"\n[[cards]]\nid = "a"\n')
    err = failure(unique_ids, f.root.tables("cards"))
    assert err.key == "cards[1].id" and "duplicate" in err.expected


def test_invalid_toml_names_the_line(tmp_path: Path) -> None:
    err = failure(write, tmp_path, "a = 1\nb = = 2\n")
    assert err.path == "cards.toml" and err.key.startswith("line 2")
    assert "valid TOML" in err.expected


def test_missing_file_is_a_content_error(tmp_path: Path) -> None:
    err = failure(read_toml, tmp_path, "absent.toml")
    assert err.path == "absent.toml"


def test_handler_names_are_snake_case(tmp_path: Path) -> None:
    f = write(tmp_path, 'a = "break_in"\nb = "Break In"\n')
    assert f.root.child("a").as_identifier() == "break_in"
    failure(f.root.child("b").as_identifier)


def test_files_hash_follows_the_bytes(tmp_path: Path) -> None:
    a = write(tmp_path, "x = 1\n", "a.toml")
    b = write(tmp_path, "y = 2\n", "b.toml")
    assert files_hash([a, b]) == files_hash([b, a])
    changed = write(tmp_path, "y = 3\n", "b.toml")
    assert files_hash([a, changed]) != files_hash([a, b])


def test_a_node_outside_a_file_reports_the_top_level() -> None:
    err = failure(Node("f.toml", "", [1]).child, "x")
    assert err.key == "(top level)"


def test_references_must_name_a_known_record(tmp_path: Path) -> None:
    f = write(tmp_path, 'a = "B01"\nb = "B99"\n')
    assert f.root.child("a").as_ref({"B01": 1}, "a card") == "B01"
    err = failure(f.root.child("b").as_ref, {"B01": 1}, "a card")
    assert err.key == "b" and err.expected == "expected the id of a card, got 'B99'"


def test_a_named_pipe_in_place_of_a_content_file_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "cards.toml")
    error = failure(read_toml, tmp_path, "cards.toml")
    assert error.path == "cards.toml" and "named pipe" in str(error)


def test_a_link_to_a_device_is_not_a_content_file(tmp_path: Path) -> None:
    (tmp_path / "cards.toml").symlink_to("/dev/zero")
    assert "device" in str(failure(read_toml, tmp_path, "cards.toml"))


def test_a_content_file_larger_than_the_cap_is_refused(tmp_path: Path) -> None:
    (tmp_path / "cards.toml").write_bytes(b"#" * (MAX_CONTENT_BYTES + 1))
    assert "larger than" in str(failure(read_toml, tmp_path, "cards.toml"))


@pytest.mark.parametrize("depth", [100, 50_000])
def test_deeply_nested_content_is_refused_with_the_file_named(tmp_path: Path, depth: int) -> None:
    error = failure(write, tmp_path, "x = " + "[" * depth + "]" * depth + "\n")
    assert error.path == "cards.toml" and "nested" in str(error)


def test_a_huge_integer_in_content_is_a_content_error(tmp_path: Path) -> None:
    error = failure(write, tmp_path, "x = " + "7" * 5000 + "\n")
    assert error.path == "cards.toml"


def test_a_byte_order_mark_before_the_first_key_is_no_fault(tmp_path: Path) -> None:
    (tmp_path / "cards.toml").write_bytes(b"\xef\xbb\xbfname = 1\n")
    assert read_toml(tmp_path, "cards.toml").root.int("name") == 1
