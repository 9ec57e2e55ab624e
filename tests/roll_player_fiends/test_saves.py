"""An expansion save's content check covers the expansion's files (issue 12, PD-E deviation d): a changed
expansion file is noticed on loading; a base game's save records the base hash exactly as before."""
from __future__ import annotations

from engine import games

import json
import shutil
from pathlib import Path

import pytest

from engine.games.roll_player import game as game_module
from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.content import FIENDS_DIR, load_fiends
from engine.kernel import GameConfig, Rng, Session
from engine.kernel.save import load, write_save

from .helpers import GAME, config


def _saved(tmp_path: Path, cfg: GameConfig) -> Path:
    session = Session(GAME, cfg)
    rng = Rng.from_seed(3)
    for _ in range(40):
        session.apply(rng.choice(session.decision.legal))
    path = tmp_path / "game.json"
    write_save(path, session)
    return path


def test_an_expansion_save_records_the_base_and_the_expansion_hash(tmp_path: Path) -> None:
    doc = json.loads(_saved(tmp_path, config(2, 5)).read_text("utf-8"))
    assert doc["content_hash"] == f"{content().hash}+{load_fiends().hash}"


def test_a_base_save_records_the_base_hash_as_before(tmp_path: Path) -> None:
    doc = json.loads(_saved(tmp_path, GameConfig.quick("roll-player", 2, seed=5)).read_text("utf-8"))
    assert doc["content_hash"] == content().hash == games.get("roll-player").content_hash()


def test_a_changed_expansion_file_is_noticed_when_an_expansion_save_loads(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = _saved(tmp_path, config(2, 5))
    assert load(path, lambda gid: games.get("roll-player")).notes == []
    changed = tmp_path / "fiends"
    shutil.copytree(FIENDS_DIR, changed)
    imps = changed / "imps.toml"
    imps.write_text(imps.read_text("utf-8") + "\n# an edited copy\n", "utf-8")
    monkeypatch.setattr(game_module, "load_fiends", lambda: load_fiends(changed))
    replay = load(path, lambda gid: games.get("roll-player"))
    assert replay.ok and any("content has changed" in note for note in replay.notes)


def test_a_changed_expansion_file_does_not_touch_a_base_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _saved(tmp_path, GameConfig.quick("roll-player", 2, seed=5))
    changed = tmp_path / "fiends"
    shutil.copytree(FIENDS_DIR, changed)
    (changed / "imps.toml").write_text((changed / "imps.toml").read_text("utf-8") + "\n# edited\n", "utf-8")
    monkeypatch.setattr(game_module, "load_fiends", lambda: load_fiends(changed))
    assert load(path, lambda gid: games.get("roll-player")).notes == []
