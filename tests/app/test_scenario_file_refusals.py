"""A scenario file is validated in full before any window: a die's value, the Market's length and the
forced orders' cards are refused with exit 2 and one line naming the file and the key; a byte-order mark
(as some editors write) is no fault."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import app.main
from app.cli import main as stolik
from engine.games.roll_player.effects import content

REFUSED = 2
MARKET_SIZE_2P = 3


def refuse_windows(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    monkeypatch.setattr(app.main, "run", lambda **kw: calls.append(kw) or 0)
    return calls


def play(tmp_path: Path, body: str, monkeypatch: pytest.MonkeyPatch, capsys: Any, *, bom: bool = False) -> tuple[int, list[str]]:
    """`stolik play --scenario` on a file holding `body`; the exit code and stderr's lines."""
    calls = refuse_windows(monkeypatch)
    path = tmp_path / "lesson.toml"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + body.encode("utf-8"))
    code = stolik(["play", "--scenario", str(path)])
    lines = capsys.readouterr().err.splitlines()
    assert (code == 0) == bool(calls)
    return code, lines


def cards(n: int) -> str:
    ids = content().of_set(content().cards, ("base",))[:n]
    return "[" + ", ".join(f'"{k}"' for k in ids) + "]"


def test_a_die_valued_with_a_superscript_two_is_refused_naming_the_key(tmp_path: Path, monkeypatch, capsys) -> None:
    body = 'game = "roll-player"\nplayers = 2\n[position]\n[[position.players]]\nsheet = { STR = ["red ²"] }\n'
    code, lines = play(tmp_path, body, monkeypatch, capsys)
    assert code == REFUSED and len(lines) == 1
    assert "position.players[0].sheet.STR[0]: expected a die" in lines[0] and "'red ²'" in lines[0]


@pytest.mark.parametrize("count", [9, 20])
def test_a_market_larger_than_the_player_count_lays_out_is_refused(tmp_path: Path, monkeypatch, capsys,
                                                                    count: int) -> None:
    body = f'game = "roll-player"\nplayers = 2\n[position]\nmarket = {cards(count)}\n'
    code, lines = play(tmp_path, body, monkeypatch, capsys)
    assert code == REFUSED and len(lines) == 1
    assert f"position.market: expected at most {MARKET_SIZE_2P} cards" in lines[0] and f"got {count}" in lines[0]


def test_a_full_market_opens(tmp_path: Path, monkeypatch, capsys) -> None:
    body = f'game = "roll-player"\nplayers = 2\n[position]\nmarket = {cards(MARKET_SIZE_2P)}\n'
    assert play(tmp_path, body, monkeypatch, capsys)[0] == 0


def test_a_scenario_starting_with_a_byte_order_mark_opens(tmp_path: Path, monkeypatch, capsys) -> None:
    body = f'game = "roll-player"\nplayers = 2\n[position]\nmarket = {cards(MARKET_SIZE_2P)}\n'
    code, lines = play(tmp_path, body, monkeypatch, capsys, bom=True)
    assert code == 0, lines
