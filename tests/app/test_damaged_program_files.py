"""A damaged file of the program itself — a game's content, a manifest, a string table — is named in one
line (file, key, what was expected) with exit 2 by every command, before any window: never a traceback,
never blamed on the save or the scenario, and a game with a broken manifest is listed with its problem."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

import app.main
from app.cli import main as stolik
from engine import games
from engine.games.runebound import content as rb_content
from engine.kernel.strings import CATALOGUE, Source

ROOT = Path(__file__).resolve().parents[2]
RUNEBOUND_SAVE = ROOT / "saves" / "examples" / "runebound-2p-seed9.json"
ROLL_PLAYER_SAVE = ROOT / "saves" / "examples" / "roll-player-1p-seed1.json"
RUNEBOUND_SCENARIO = ROOT / "engine" / "games" / "runebound" / "content" / "scenarios" / "tutorial_market.toml"
ROLL_PLAYER_SCENARIO = ROOT / "engine" / "games" / "roll_player" / "content" / "scenarios" / "rulebook_market.toml"
BROKEN = 2


def run(argv: list[str], capsys: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[str], list[str]]:
    """A command in-process, with no window allowed: its exit code and its stdout and stderr lines."""
    opened: list[Any] = []
    monkeypatch.setattr(app.main, "run", lambda **kw: opened.append(kw) or 0)
    code = stolik(argv)
    out, err = capsys.readouterr()
    assert not opened or code == 0, "a window was opened although the program's files are damaged"
    return code, out.splitlines(), err.splitlines()


# --- a damaged content file --------------------------------------------------------------------------
@pytest.fixture
def damaged_runebound_map(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Runebound's content read from a copy whose map.toml breaks off mid-array."""
    folder = tmp_path / "content"
    shutil.copytree(rb_content.CONTENT_DIR, folder)
    with open(folder / "map.toml", "a", encoding="utf-8") as fh:
        fh.write("\nbroken = [\n")
    real_load = rb_content.load
    monkeypatch.setattr(rb_content, "load", lambda root=folder: real_load(root))
    monkeypatch.setattr(games, "_cache", {})
    rb_content.content.cache_clear()
    yield folder
    rb_content.content.cache_clear()


@pytest.mark.parametrize("argv", [
    ["verify", str(RUNEBOUND_SAVE)],
    ["simulate", "runebound", "--games", "1"],
    ["tutorial", "runebound"],
    ["play", "--scenario", str(RUNEBOUND_SCENARIO)],
    ["replay", str(RUNEBOUND_SAVE)],
], ids=["verify", "simulate", "tutorial", "play-scenario", "replay"])
def test_damaged_content_is_one_line_naming_the_file_and_exit_2(damaged_runebound_map: Path, argv: list[str],
                                                                  capsys: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(argv, capsys, monkeypatch)
    assert code == BROKEN and len(err) == 1, (out, err)
    assert "map.toml: end of file: expected valid TOML" in err[0]
    assert "the game cannot start" not in err[0] and "position" not in err[0]


def test_verify_does_not_blame_the_save_for_damaged_content(damaged_runebound_map: Path, capsys: Any,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(["verify", str(RUNEBOUND_SAVE)], capsys, monkeypatch)
    assert out == [] and str(RUNEBOUND_SAVE) not in err[0]


def test_the_app_shows_damaged_content_as_a_notice_when_the_game_is_opened(damaged_runebound_map: Path,
                                                                           make_app: Any) -> None:
    from app.scenes.load import open_save_file

    app_ = make_app()
    assert open_save_file(app_, RUNEBOUND_SAVE) is False
    assert app_.notice is not None and "map.toml" in app_.notice.text


# --- a broken manifest -----------------------------------------------------------------------------
@pytest.fixture
def broken_roll_player_manifest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The installed games read from a folder where Runebound is whole and Roll Player's manifest names
    a mode no game has."""
    folder = tmp_path / "games"
    shutil.copytree(games.GAMES_DIR / "runebound", folder / "runebound",
                    ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    (folder / "roll_player").mkdir()
    text = (games.GAMES_DIR / "roll_player" / "manifest.toml").read_text(encoding="utf-8")
    assert 'mode = "competitive"' in text
    (folder / "roll_player" / "manifest.toml").write_text(text.replace('mode = "competitive"', 'mode = "party"'),
                                                          encoding="utf-8")
    monkeypatch.setattr(games, "GAMES_DIR", folder)
    monkeypatch.setattr(games, "_cache", {})
    games._installed = None
    CATALOGUE.reset()
    yield folder
    games._installed = None
    CATALOGUE.reset()


MANIFEST_PROBLEM = "roll_player/manifest.toml: mode: expected one of competitive, cooperative, got 'party'"


@pytest.mark.parametrize("argv", [
    ["verify", str(ROLL_PLAYER_SAVE)],
    ["simulate", "roll-player", "--games", "1"],
    ["tutorial", "runebound"],
    ["play", "--scenario", str(ROLL_PLAYER_SCENARIO)],
    ["play"],
], ids=["verify", "simulate", "tutorial", "play-scenario", "start"])
def test_a_broken_manifest_is_named_not_called_an_unknown_game(broken_roll_player_manifest: Path, argv: list[str],
                                                              capsys: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(argv, capsys, monkeypatch)
    assert code == BROKEN and len(err) == 1, (out, err)
    assert MANIFEST_PROBLEM in err[0] and "not a game" not in err[0] and "unknown game" not in err[0]


def test_stolik_games_lists_the_broken_game_with_its_problem(broken_roll_player_manifest: Path, capsys: Any,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(["games"], capsys, monkeypatch)
    assert code == BROKEN
    assert any(line.startswith("runebound: Runebound") for line in out)
    assert f"roll-player: cannot be offered: {MANIFEST_PROBLEM}" in out


# --- a damaged string table ------------------------------------------------------------------------
@pytest.fixture
def damaged_strings(tmp_path: Path) -> Iterator[Path]:
    """One more string table, with a text that is a number."""
    path = tmp_path / "strings.toml"
    path.write_text('[en]\nhello = "Hello"\n[pl]\nhello = 7\n', encoding="utf-8")
    source = Source("broken", path)
    CATALOGUE.add(source)
    yield path
    CATALOGUE._added.remove(source)
    CATALOGUE.reset()


@pytest.mark.parametrize("argv", [["play"], ["tutorial", "runebound"], ["replay", str(RUNEBOUND_SAVE)]],
                         ids=["start", "tutorial", "replay"])
def test_a_damaged_string_table_stops_the_app_before_its_window(damaged_strings: Path, argv: list[str], capsys: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(argv, capsys, monkeypatch)
    assert code == BROKEN and len(err) == 1, (out, err)
    assert f"{damaged_strings}: pl.hello: expected a text, got int" in err[0]


def test_a_string_table_met_mid_command_is_one_line_too(tmp_path: Path, capsys: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.kernel import FileRefused

    def damaged(*args: Any, **kwargs: Any) -> Any:
        raise FileRefused(str(tmp_path / "strings.toml"), "is not valid TOML (Invalid value)")

    monkeypatch.setattr("engine.catalogue.load_save", damaged)
    code, out, err = run(["verify", str(RUNEBOUND_SAVE)], capsys, monkeypatch)
    assert code == BROKEN and err == [f"stolik verify: {tmp_path / 'strings.toml'}: is not valid TOML (Invalid value)"]
