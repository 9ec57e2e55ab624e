"""Saves: round trip, verification naming the first bad step, and bad files that never crash."""
import json
import os

import pytest

from app.cli import main as stolik
from engine import games
from engine.kernel import SaveError, Session
from engine.kernel.save import FORMAT, VERSION, load, read_document, session_to_json, write_save

from .conftest import play_random, race_config


@pytest.fixture
def saved(race, tmp_path):
    s = Session(race, race_config(seed=7))
    play_random(s, 25, seed=7)
    path = tmp_path / "game.json"
    write_save(path, s, {"players": ["A", "B"]})
    return s, path


def _rewrite(path, change):
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


def test_save_load_verify_reproduces_the_session(saved):
    s, path = saved
    result = load(path, games.get)
    assert result.ok, result.summary()
    assert [st.hash for st in result.session.steps] == [st.hash for st in s.steps]
    assert result.session.state_hash() == s.state_hash()


def test_save_keeps_the_cursor_so_redo_survives(race, tmp_path):
    s = Session(race, race_config(seed=7))
    play_random(s, 10)
    s.undo()
    write_save(tmp_path / "u.json", s)
    loaded = load(tmp_path / "u.json", games.get).session
    assert loaded.cursor == s.cursor and loaded.can_redo()


def test_a_changed_action_is_named_by_its_step(saved):
    _, path = saved
    doc = json.loads(path.read_text())
    index = next(i for i, st in enumerate(doc["steps"]) if st["action"]["kind"] == "bank")
    doc["steps"][index]["action"]["kind"] = "push"
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.bad_step == index and "step" in result.summary()
    assert result.session.cursor == index


def test_a_changed_event_is_named_by_its_step(saved):
    _, path = saved
    doc = json.loads(path.read_text())
    index = next(i for i, st in enumerate(doc["steps"]) if st["events"] and st["events"][0]["kind"] == "rolled")
    doc["steps"][index]["events"][0]["data"]["value"] = 7
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.bad_step == index and "events" in result.reason


def test_a_save_whose_events_record_fewer_fields_replays_with_a_note(saved):
    """An older Stolik told less in an event (a roll before it carried its total): the same game still opens."""
    _, path = saved
    doc = json.loads(path.read_text())
    rolls = [st["events"][0] for st in doc["steps"] if st["events"] and st["events"][0]["kind"] == "rolled"]
    for event in rolls:
        event["data"].pop("value")
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.ok and any("older Stolik" in note for note in result.notes)


def test_an_event_of_another_kind_in_its_place_is_refused_even_with_fewer_fields(saved):
    _, path = saved
    doc = json.loads(path.read_text())
    index = next(i for i, st in enumerate(doc["steps"]) if st["events"] and st["events"][0]["kind"] == "rolled")
    doc["steps"][index]["events"][0] = {"kind": "banked", "data": {}}
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.bad_step == index and "events" in result.reason


def test_a_changed_hash_is_named_by_its_step(saved):
    _, path = saved
    _rewrite(path, lambda d: d["steps"][3].__setitem__("hash", "0" * 16))
    result = load(path, games.get)
    assert result.bad_step == 3 and "hash" in result.reason


@pytest.mark.parametrize(
    "label, damage, expected",
    [
        ("truncated", lambda p: p.write_bytes(p.read_bytes()[:200]), "this save is incomplete (cut off after 200 bytes)"),
        ("garbage bytes", lambda p: p.write_bytes(os.urandom(300) + b"\xff\xfe"), "not UTF-8"),
        ("empty", lambda p: p.write_bytes(b""), "this save is incomplete (cut off after 0 bytes)"),
        ("not an object", lambda p: p.write_text("[1, 2]"), "document: expected a JSON object"),
        ("wrong format", lambda p: _rewrite(p, lambda d: d.__setitem__("format", "other")), "format"),
        ("newer version", lambda p: _rewrite(p, lambda d: d.__setitem__("version", VERSION + 5)), "update Stolik"),
        ("missing steps", lambda p: _rewrite(p, lambda d: d.pop("steps")), "steps: expected a list"),
        ("missing seed", lambda p: _rewrite(p, lambda d: d["config"].pop("seed")), "config.seed"),
        ("missing action kind", lambda p: _rewrite(p, lambda d: d["steps"][2]["action"].pop("kind")), "steps[2].action.kind"),
        ("event data not object", lambda p: _rewrite(p, lambda d: d["steps"][1]["events"][0].__setitem__("data", 3)), "steps[1].events[0].data"),
        ("unknown game", lambda p: _rewrite(p, lambda d: (d.__setitem__("game", "chess"), d["config"].__setitem__("game", "chess"))), "not a game this Stolik knows"),
        ("bad player count", lambda p: _rewrite(p, lambda d: d["config"]["seats"].pop()), "seat"),
        ("deeply nested", lambda p: p.write_text("[" * 100_000 + "]" * 100_000), "not valid JSON"),
    ],
)
def test_bad_saves_give_a_clear_error_and_write_nothing(saved, label, damage, expected):
    _, path = saved
    damage(path)
    listing = sorted(os.listdir(path.parent))
    with pytest.raises(SaveError) as info:
        load(path, games.get)
    assert expected in str(info.value), label
    assert str(path) in str(info.value)
    assert sorted(os.listdir(path.parent)) == listing


def test_a_50_mb_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    with pytest.raises(SaveError, match="larger than"):
        read_document(path)


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(SaveError, match="missing.json: no such save"):
        read_document(tmp_path / "missing.json")


def test_version_1_saves_upgrade(saved):
    s, path = saved
    doc = json.loads(path.read_text())
    for key in ("meta", "cursor"):
        doc.pop(key)
    for step in doc["steps"]:
        step.pop("auto")
    doc["version"] = 1
    path.write_text(json.dumps(doc))
    result = load(path, games.get)
    assert result.ok and result.session.cursor == len(s.steps)


def test_a_failed_write_keeps_the_good_save(saved, monkeypatch):
    s, path = saved
    good = path.read_bytes()

    def explode(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", explode)
    with pytest.raises(OSError):
        write_save(path, s)
    assert path.read_bytes() == good
    assert os.listdir(path.parent) == [path.name]


def test_cli_verify_exits_0_for_a_good_save_and_1_naming_the_step(saved, capsys):
    _, path = saved
    assert stolik(["verify", str(path)]) == 0
    assert "replay exactly" in capsys.readouterr().out
    _rewrite(path, lambda d: d["steps"][4]["action"].__setitem__("kind", "cheat"))
    assert stolik(["verify", str(path)]) == 1
    assert "step 4" in capsys.readouterr().out


def test_cli_verify_of_garbage_exits_1_without_a_traceback(tmp_path, capsys):
    path = tmp_path / "junk.json"
    path.write_bytes(b"\x00\x01garbage")
    assert stolik(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "junk.json" in out and "Traceback" not in out


def test_save_document_names_format_and_version(race):
    doc = session_to_json(Session(race, race_config()))
    assert doc["format"] == FORMAT and doc["version"] == VERSION and doc["game"] == "dice-race"
