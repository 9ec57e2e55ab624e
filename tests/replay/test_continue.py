"""Continue from here: a new session and a new file from the cursor; the replayed file never changes."""
from __future__ import annotations

from pathlib import Path

import pytest

from app.replay.model import ReplayModel
from engine.kernel import Session
from engine.kernel.save import load
from engine import games


def test_continuing_writes_a_new_file_and_leaves_the_replay_untouched(saved: tuple[Path, Session],
                                                                      tmp_path: Path) -> None:
    path, _ = saved
    before = path.read_bytes()
    model = ReplayModel.open(path)
    model.seek(120)
    session, new_path = model.continue_from_here(tmp_path / "continued.json")
    assert new_path != path and new_path.exists()
    assert path.read_bytes() == before


def test_the_new_session_keeps_the_steps_up_to_the_cursor_and_drops_the_rest(saved: tuple[Path, Session],
                                                                            tmp_path: Path) -> None:
    path, original = saved
    model = ReplayModel.open(path)
    model.seek(121)
    session, new_path = model.continue_from_here(tmp_path / "continued.json")
    recorded = [s.hash for s in original.steps[:121]]
    assert [s.hash for s in session.steps[:121]] == recorded
    assert session.cursor == len(session.steps)
    assert not session.can_redo()
    reloaded = load(new_path, games.get)
    assert reloaded.ok and [s.hash for s in reloaded.session.steps] == [s.hash for s in session.steps]


def test_continuing_at_a_system_step_runs_it_so_a_person_decides_next(saved: tuple[Path, Session],
                                                                      tmp_path: Path) -> None:
    path, original = saved
    auto = next(i for i, s in enumerate(original.steps) if s.auto)
    model = ReplayModel.open(path)
    model.seek(auto)
    session = model.branch()
    assert len(session.steps) == auto + 1
    assert session.decision is not None and not session.decision.automatic


def test_the_continued_game_takes_a_new_move(saved: tuple[Path, Session], tmp_path: Path) -> None:
    model = ReplayModel.open(saved[0])
    model.seek(80)
    session, _ = model.continue_from_here(tmp_path / "c.json")
    move = session.decision.legal[0]
    taken = len(session.steps)
    session.apply(move)
    assert session.steps[taken].action == move


def test_continuing_never_overwrites_the_replayed_file(saved: tuple[Path, Session]) -> None:
    path, _ = saved
    model = ReplayModel.open(path)
    with pytest.raises(ValueError):
        model.continue_from_here(path)


def test_continuing_without_a_name_picks_a_fresh_one_in_the_saves_folder(
        saved: tuple[Path, Session], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    model = ReplayModel.open(saved[0])
    model.seek(10)
    _, first = model.continue_from_here()
    _, second = model.continue_from_here()
    assert first.parent == tmp_path / "saves" and first != second


def test_a_game_only_bots_played_is_continued_by_people(round_race, tmp_path: Path) -> None:
    from engine.kernel import GameConfig, Seat
    from engine.kernel.save import write_save

    from .conftest import played

    bots = played(round_race, 60)
    bots.config = GameConfig(bots.config.game, bots.config.seed, (Seat("A", "random"), Seat("B", "random")),
                             dict(bots.config.options))
    path = tmp_path / "bots.json"
    write_save(path, bots)
    model = ReplayModel.open(path)
    model.seek(30)
    session = model.branch()
    assert [s.bot for s in session.config.seats] == [None, None]
    assert [s.name for s in session.config.seats] == ["A", "B"]


def test_a_game_with_a_person_keeps_its_bots(saved: tuple[Path, Session]) -> None:
    model = ReplayModel.open(saved[0])
    assert model.continuing_config() == model.session.config
