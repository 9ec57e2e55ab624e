"""A save's recorded hints damaged (its `annotations`: tampered or malformed): `stolik verify`, the app's open path
and the replay say which file and which key, leave that hint record out, and lose nothing of the game — every step,
the cursor, the other hints — and the file itself is not rewritten."""
from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from app import saves
from app.cli import main as stolik
from engine import games
from engine.kernel import Annotation, GameConfig, Seat, Session
from engine.kernel.save import write_save

from .generator import hint_edits

STEPS = 60


@pytest.fixture(scope="module")
def hinted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Session]:
    """Roll Player with a person and a bot, a hint taken by the person at two of their decisions."""
    session = Session(games.get("roll-player"), GameConfig("roll-player", 11, (Seat("Ada"), Seat("Bot", "random"))))
    pick = random.Random(11)
    while len(session.steps) < STEPS and session.decision is not None:
        legal = session.decision.legal
        if len(session.annotations) < 2 and len(session.steps) % 20 == 10 and legal[0].player is not None:
            move = pick.choice(legal)
            session.annotate(Annotation.hint(session.cursor, move.player, move, 0.5, 0.25,
                                             {"en": "more gold", "pl": "więcej złota"}))
        session.apply(pick.choice(legal))
    assert len(session.annotations) == 2
    path = tmp_path_factory.mktemp("hinted") / "hinted.json"
    write_save(path, session)
    return path, session


def verify(path: Path) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = stolik(["verify", str(path)])
    return code, out.getvalue()


def damaged(path: Path, cls: str, seed: int) -> list[tuple[str, Path]]:
    doc = json.loads(path.read_text())
    made = []
    for n, (name, edited) in enumerate(hint_edits(doc, random.Random(seed))):
        if name == cls or cls == "*":
            out = path.parent / f"{name}-{seed}-{n}.json"
            out.write_text(json.dumps(edited, ensure_ascii=False))
            made.append((name, out))
    return made


KEYS = {
    "hints.kind": ".kind", "hints.at": ".at", "hints.seat": ".seat", "hints.action": ".action",
    "hints.action_args": ".action", "hints.illegal_move": ".action", "hints.other_seat": ".action",
    "hints.value": "annotations[", "hints.reason": ".reason", "hints.list": "annotations:",
}


@pytest.mark.parametrize("cls", sorted(KEYS))
@pytest.mark.parametrize("seed", range(3))
def test_a_damaged_hint_is_named_by_file_and_key_and_left_out_while_the_game_loads_whole(
        hinted: tuple[Path, Session], cls: str, seed: int) -> None:
    path, session = hinted
    for name, bad in damaged(path, cls, seed):
        before = bad.read_bytes()
        code, out = verify(bad)
        lines = out.splitlines()
        assert code == 0 and len(lines) == 1, out
        assert lines[0].startswith(f"{bad}: ok:") and KEYS[cls] in lines[0] and "left out" in lines[0], out
        opened = saves.open_save(bad)
        assert [s.hash for s in opened.session.steps] == [s.hash for s in session.steps]
        assert opened.session.cursor == session.cursor
        kept = opened.session.annotations
        assert len(kept) == (0 if cls == "hints.list" else 1) and set(kept) <= set(session.annotations)
        assert any(KEYS[cls] in note for note in opened.notes)
        assert bad.read_bytes() == before


def test_a_save_whose_hints_were_removed_is_simply_one_without_hints(hinted: tuple[Path, Session]) -> None:
    path, session = hinted
    [(_, bad)] = damaged(path, "hints.removed", 0)
    code, out = verify(bad)
    assert code == 0 and out.strip() == f"{bad}: ok: {len(session.steps)} steps replay exactly"
    assert saves.open_save(bad).session.annotations == []


def test_the_pristine_hinted_save_verifies_with_no_note(hinted: tuple[Path, Session]) -> None:
    path, session = hinted
    code, out = verify(path)
    assert code == 0 and out.strip() == f"{path}: ok: {len(session.steps)} steps replay exactly"
    assert saves.open_save(path).session.annotations == session.annotations


def test_the_app_opens_a_save_with_a_damaged_hint_at_its_table(hinted: tuple[Path, Session], make_app: Any) -> None:
    from app.scenes.load import open_save_file

    path, session = hinted
    [(_, bad)] = damaged(path, "hints.seat", 0)
    app = make_app((1280, 720))
    assert open_save_file(app, bad)
    app.frame(0.016)
    assert app.scene.name == "table" and app.scene.session.cursor == session.cursor
