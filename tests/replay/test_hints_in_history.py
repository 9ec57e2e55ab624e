"""A hint taken at the table is in the replay's history at the step it was taken (issue 27 item 5), in English and
Polish, with the game's own words when it gave some, else the search's expected results."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from app import i18n
from app.replay.model import ReplayModel
from app.replay.scene import open_replay
from engine.kernel import Annotation, Session
from engine.kernel.save import write_save

from .conftest import played
from .test_scene import app, frame  # noqa: F401  (the headless app fixture)


def hinted_save(round_race: Any, tmp_path: Path, reason: dict[str, str] | None = None) -> tuple[Path, Annotation]:
    """A round race with one hint taken by the person deciding at step 40, then answered by the hinted move."""
    session: Session = played(round_race, 40)
    move = session.decision.legal[0]
    note = session.annotate(Annotation.hint(session.cursor, move.player, move, 0.61, 0.47, reason))
    session.apply(move)
    path = tmp_path / "hinted.json"
    write_save(path, session)
    return path, note


def hint_lines(model: ReplayModel) -> list[str]:
    return [line.text for line in model.log_before() if line.hint]


def test_the_history_shows_the_hint_at_the_position_it_was_taken(round_race: Any, tmp_path: Path) -> None:
    path, note = hinted_save(round_race, tmp_path)
    model = ReplayModel.open(path)
    model.seek(note.at - 1)
    assert hint_lines(model) == []
    model.seek(note.at)
    name = model.players[note.seat]
    assert hint_lines(model) == [f"Hint taken by {name}: {note.action} — expected result 61 % (next best 47 %)"]
    assert model.log_before()[-1].hint and model.log_before()[-1].cursor == note.at   # a click jumps to the hint


def test_the_history_says_the_hint_in_polish_with_the_games_own_words(round_race: Any, tmp_path: Path) -> None:
    path, note = hinted_save(round_race, tmp_path, {"en": "the bank is safe", "pl": "bank jest bezpieczny"})
    model = ReplayModel.open(path, lang="pl")
    model.seek(note.at)
    name = model.players[note.seat]
    assert hint_lines(model) == [f"Skorzystano z podpowiedzi ({name}): {note.action} — bank jest bezpieczny"]
    model.set_lang("en")
    assert hint_lines(model) == [f"Hint taken by {model.players[note.seat]}: {note.action} — the bank is safe"]


def test_the_viewer_draws_the_hint_row_in_the_history(app: Any, round_race: Any, tmp_path: Path) -> None:  # noqa: F811
    path, note = hinted_save(round_race, tmp_path)
    i18n.set_lang("pl")
    try:
        assert open_replay(app, path)
        frame(app, 2)
        scene = app.scene
        scene.model.seek(note.at)
        frame(app, 2)
        texts = [row.text for row in scene.log.rows[scene.log.top: scene.log.top + scene.log.visible]]
        assert any(text.startswith("Skorzystano z podpowiedzi") for text in texts), texts
    finally:
        i18n.set_lang("en")


def test_continuing_from_here_keeps_the_hints_taken_so_far(round_race: Any, tmp_path: Path) -> None:
    path, note = hinted_save(round_race, tmp_path)
    model = ReplayModel.open(path)
    model.seek(note.at)
    assert model.branch().annotations == [note]
    model.seek(note.at - 1)
    assert model.branch().annotations == []
