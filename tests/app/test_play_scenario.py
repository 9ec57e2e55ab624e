"""`stolik play --scenario FILE`: a teacher's prepared position opens at the table; a bad file is
refused on the command line (exit 2, naming the file, the key and what was expected) before any window."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import app.main
from app.cli import main as stolik
from engine.games.roll_player.content import CONTENT_DIR
from engine.games.roll_player.state import Phase

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK_MARKET = CONTENT_DIR / "scenarios" / "rulebook_market.toml"


def refuse_windows(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Record what the app would have been opened with instead of opening it."""
    calls: list[Any] = []
    monkeypatch.setattr(app.main, "run", lambda **kw: calls.append(kw) or 0)
    return calls


def test_a_bad_scenario_exits_2_naming_the_key_before_any_window(tmp_path: Path, monkeypatch, capsys) -> None:
    calls = refuse_windows(monkeypatch)
    bad = tmp_path / "lesson.toml"
    bad.write_text('game = "roll-player"\nplayers = 2\n[position]\n[[position.players]]\ngold = -3\n', encoding="utf-8")
    assert stolik(["play", "--scenario", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}: position.players[0].gold: expected an integer in 0.." in err and "got -3" in err
    assert calls == []


def test_a_missing_scenario_file_exits_2(tmp_path: Path, monkeypatch, capsys) -> None:
    calls = refuse_windows(monkeypatch)
    assert stolik(["play", "--scenario", str(tmp_path / "none.toml")]) == 2
    assert "no such content file" in capsys.readouterr().err and calls == []


def test_a_good_scenario_hands_its_config_to_the_app(monkeypatch) -> None:
    calls = refuse_windows(monkeypatch)
    assert stolik(["play", "--scenario", str(RULEBOOK_MARKET)]) == 0
    (call,) = calls
    config = call["scenario"]
    assert config.game == "roll-player" and [s.name for s in config.seats] == ["Bruno", "Tytus", "Olek"]
    assert config.options["prepared"]["position"]["market"] == ["B01", "B47", "B33", "B02"]


def test_the_app_opens_at_the_table_in_the_scenarios_position(monkeypatch) -> None:
    from app.cli import scenario_config

    seen: list[Any] = []
    monkeypatch.setattr(app.main.App, "run", lambda self: seen.append(self.scene) or 0)
    assert app.main.run(scenario=scenario_config(str(RULEBOOK_MARKET))) == 0
    (scene,) = seen
    state = scene.session.state
    assert scene.name == "table" and state.phase is Phase.MARKET and state.market_row == ["B01", "B47", "B33", "B02"]
    assert scene.session.decision.actor == 1, "Tytus holds card 1 and buys first"


def test_the_command_line_refuses_a_bad_scenario_without_opening_a_window(tmp_path: Path) -> None:
    bad = tmp_path / "lesson.toml"
    bad.write_text('game = "roll-player"\nplayers = 2\n[forced]\nfaces = [0]\n', encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "app.cli", "play", "--scenario", str(bad)], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{bad}: forced.faces[0]: expected an integer in 1..6, got 0" in done.stderr


def test_a_forced_result_that_does_not_fit_a_roll_is_named_in_the_status_line_not_a_crash(make_app, tmp_path) -> None:
    """A scenario forces the face 9 (a ten-sided die's face) where the movement dice are rolled first."""
    from app.scenes.table_scene import TableScene, start_game
    from engine.scenario import read_scenario

    lesson = tmp_path / "lesson.toml"
    lesson.write_text('game = "runebound"\nseed = 21\nplayers = 1\n[forced]\nfaces = [9]\n[position]\nactive = 0\n'
                      'round = 2\nstep = "refresh"\n[[position.players]]\nhero = "brenna"\nhex = [0, 0]\ngold = 4\n',
                      encoding="utf-8")
    app = make_app((1280, 720))
    assert start_game(app, read_scenario(lesson).config()) is None
    app.frame(0.016)
    scene = app.scene
    assert isinstance(scene, TableScene)
    for _ in range(20):
        rolls = [a for a in scene.session.decision.legal if a.kind == "roll" and a["dice"] > 0]
        roll = max(rolls, key=lambda a: a["dice"], default=None)
        if roll is not None:
            break
        scene.apply(scene.session.decision.legal[0])
    assert roll is not None, "the hero comes to roll the movement dice"
    before = len(scene.session.steps)
    assert scene.apply(roll) is False
    assert "forced.faces[0]" in scene.status and len(scene.session.steps) == before
    app.frame(0.016)
    assert app.scene is scene, "the table stays open"
