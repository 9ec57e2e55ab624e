"""`stolik replay FILE` and `stolik tutorial GAME` refuse what cannot be opened on the command line:
one line on stderr naming the file or game, a non-zero exit, and no window (pygame is never imported)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import app.main
from app.cli import main as stolik

ROOT = Path(__file__).resolve().parents[2]
STOLIK = Path(sys.executable).parent / "stolik"
EXAMPLE = ROOT / "saves" / "examples" / "roll-player-1p-seed1.json"
NO_DRIVER = "no-such-video-driver"  # a window opened under this driver fails loudly, with a traceback
HANG_GUARD_S = 120  # only stops a run that opened a window and waits for a person; never a timing assert
REFUSED = 2


def run_stolik(*args: str, command: tuple[str, ...] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the installed `stolik` script (or `command`) where opening a window could not succeed quietly."""
    env = dict(os.environ, SDL_VIDEODRIVER=NO_DRIVER, SDL_AUDIODRIVER="dummy")
    return subprocess.run([*(command or (str(STOLIK),)), *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=HANG_GUARD_S)


def refuse_windows(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Record what the app would have been opened with instead of opening it."""
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(app.main, "run", lambda **kw: calls.append(kw) or 0)
    return calls


def damaged(tmp_path: Path) -> Path:
    path = tmp_path / "damaged.json"
    path.write_text('{"format": "stolik-save", "steps": [', encoding="utf-8")
    return path


def unknown_game(tmp_path: Path) -> Path:
    path = tmp_path / "other-game.json"
    path.write_text(EXAMPLE.read_text(encoding="utf-8").replace('"roll-player"', '"chess"'), encoding="utf-8")
    return path


@pytest.mark.parametrize("make, reason", [
    (lambda tmp: tmp / "no" / "such.json", "no such save"),
    (lambda tmp: tmp, "is a folder"),
    (damaged, "this save is incomplete (cut off after"),
    (unknown_game, "not a game this Stolik knows"),
], ids=["missing", "folder", "damaged", "unknown-game"])
def test_a_replay_that_cannot_be_opened_is_one_line_on_stderr_and_no_window(tmp_path: Path, make: Any,
                                                                           reason: str) -> None:
    path = make(tmp_path)
    done = run_stolik("replay", str(path))
    assert done.returncode == REFUSED, done.stderr
    assert done.stdout == ""
    assert done.stderr.splitlines() == [done.stderr.strip()]
    assert done.stderr.startswith(f"stolik replay: {path}: ") and reason in done.stderr
    assert NO_DRIVER not in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_tutorial_game_is_one_line_on_stderr_and_no_window() -> None:
    done = run_stolik("tutorial", "nosuchgame")
    assert done.returncode == REFUSED, done.stderr
    assert done.stdout == ""
    assert done.stderr == "stolik tutorial: no game named 'nosuchgame' (games with a tutorial: discover, roll-player, runebound, zerywia)\n"


@pytest.mark.parametrize("args", [("replay", "/no/such.json"), ("tutorial", "nosuchgame")], ids=["replay", "tutorial"])
def test_a_refusal_never_imports_pygame(args: tuple[str, ...]) -> None:
    probe = "import sys; from app.cli import main; main(sys.argv[1:]); sys.exit(9 if 'pygame' in sys.modules else 0)"
    done = run_stolik(*args, command=(sys.executable, "-c", probe))
    assert done.returncode == 0, done.stderr


def test_a_file_name_cannot_forge_a_second_line(tmp_path: Path) -> None:
    done = run_stolik("replay", str(tmp_path / "x.json\nstolik replay: all fine"))
    assert done.returncode == REFUSED and len(done.stderr.splitlines()) == 1
    assert "x.json\\nstolik replay: all fine" in done.stderr


def test_a_game_without_a_tutorial_is_refused_naming_it(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    calls = refuse_windows(monkeypatch)
    assert stolik(["tutorial", "dice-race"]) == REFUSED
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("stolik tutorial: dice-race has no tutorial")
    assert len(captured.err.splitlines()) == 1 and calls == []


def test_a_good_replay_and_a_good_tutorial_still_open_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = refuse_windows(monkeypatch)
    assert stolik(["replay", str(EXAMPLE)]) == 0
    assert stolik(["tutorial", "roll-player"]) == 0
    assert calls == [{"replay": str(EXAMPLE), "scenario": None}, {"tutorial": "roll-player"}]


def test_help_after_a_file_still_prints_the_usage(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    calls = refuse_windows(monkeypatch)
    with pytest.raises(SystemExit) as done:
        stolik(["replay", "/no/such.json", "--help"])
    assert done.value.code == 0 and "usage: stolik replay" in capsys.readouterr().out and calls == []
