"""Damaged saves — Roll Player, Roll Player with Fiends & Familiars, Runebound — through `stolik verify`, the
app's open path and the Load list: each gets a clean error or a correct "ok" — never a traceback, a hang, or a
changed game called good.

By default a seeded batch of about 300 holds every class of damage of every save (each structured edit once per
save, the rest random retyped values and broken bytes); `STOLIK_DAMAGE_FILES=1000` runs the thousand of
before (each structured edit three times), `=10000` a larger batch. The counts per kind of save and class of
damage land in the run's test-artifacts folder (tests/artifacts.py), damage-report.json.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from app import saves
from app.cli import main as stolik
from engine import games
from engine.kernel import GameConfig, SaveError, Seat, Session
from engine.kernel.save import write_save

from tests.artifacts import run_folder
from tests.deadline import Hang, deadline

from .generator import STRUCTURED_ROUNDS, Damaged, essence, generate

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "saves" / "examples"
REPORT = run_folder() / "damage-report.json"
SAMPLE = 300   # the default batch: every class of damage of every save, each structured edit once
COUNT = int(os.environ.get("STOLIK_DAMAGE_FILES", str(SAMPLE)))
ROUNDS = 1 if COUNT < 1000 else STRUCTURED_ROUNDS
HANG_SECONDS = 10
APP_SAMPLE = 30
MID_GAME_STEPS = 120


def mid_game_with_people(folder: Path) -> Path:
    """A 3-seat game with two people and a bot, two choices undone (the cursor is not at the end)."""
    config = GameConfig("roll-player", 11, (Seat("Ada"), Seat("Bot", "greedy"), Seat("Ola")))
    session = Session(games.get("roll-player"), config)
    pick = random.Random(11)
    for _ in range(45):
        session.apply(pick.choice(session.decision.legal))
    session.undo()
    session.undo()
    path = folder / "mid-game.json"
    write_save(path, session, {"title": "Mid-game"})
    return path


def played(folder: Path, name: str, config: GameConfig, seed: int) -> Path:
    """A save of `config` some way in, a person and a bot choosing at random (shorter than the example
    saves, so the suite's thousand replays stay quick)."""
    session = Session(games.get(config.game), config)
    pick = random.Random(seed)
    while len(session.steps) < MID_GAME_STEPS and session.decision is not None:
        session.apply(pick.choice(session.decision.legal))
    path = folder / f"{name}.json"
    write_save(path, session, {"title": name})
    return path


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory) -> list[Damaged]:
    bases_dir = tmp_path_factory.mktemp("bases")
    bases = [EXAMPLES / "roll-player-1p-seed1.json", EXAMPLES / "roll-player-2p-seed2.json", mid_game_with_people(bases_dir),
             played(bases_dir, "fiends-mid-game", GameConfig("roll-player", 7, (Seat("Ada"), Seat("Bot", "greedy")),
                                                             {"expansion": "fiends"}), 7),
             played(bases_dir, "runebound-mid-game", GameConfig("runebound", 5, (Seat("Ada"), Seat("Bot", "greedy")),
                                                                {"doom_track": True}), 5)]
    return generate(bases, tmp_path_factory.mktemp("damaged"), COUNT, rounds=ROUNDS)


def verify(path: Path) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = stolik(["verify", str(path)])
    return code, out.getvalue()


def judge(item: Damaged, ok: bool, notes: str) -> str:
    """'ok', 'error' or 'false accept' for one verdict against what the file really holds."""
    if not ok:
        return "error"
    same = item.same_game()
    if same is True or (same is False and item.content_hash_changed() and "content has changed" in notes
                        and _only_content_hash(item)):
        return "ok"
    if same is False and "older Stolik" in notes and _only_told_less(item):
        return "ok"   # events that tell less replay the same game (engine/kernel/save.py `_events_match`)
    return "false accept"


def _only_told_less(item: Damaged) -> bool:
    """The damage took only fields out of events: the same moves, events of the same kinds, the same hashes."""
    doc = json.loads(item.path.read_bytes().decode("utf-8-sig"))
    return essence(doc, told=False) == essence(item.original, told=False)


def _only_content_hash(item: Damaged) -> bool:
    doc = json.loads(item.path.read_bytes().decode("utf-8-sig"))
    doc["content_hash"] = (item.original or {}).get("content_hash")
    return essence(doc) == essence(item.original)


def test_damaged_saves_of_every_class_get_a_clean_verdict(damaged: list[Damaged]) -> None:
    assert len(damaged) >= COUNT
    by_kind: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    problems: list[str] = []
    for item in damaged:
        row = by_kind[item.kind][item.cls]
        row["files"] += 1
        try:
            with deadline(HANG_SECONDS):
                code, out = verify(item.path)
                try:
                    opened = saves.open_save(item.path)
                    app_ok, app_notes = True, "; ".join(opened.notes)
                except SaveError as exc:
                    app_ok, app_notes = False, str(exc)
        except Hang:
            row["hangs"] += 1
            problems.append(f"{item.cls} {item.path.name}: hang")
            continue
        except Exception:
            row["tracebacks"] += 1
            problems.append(f"{item.cls} {item.path.name}: {traceback.format_exc(limit=3)}")
            continue
        lines = out.splitlines()
        verdict = judge(item, code == 0, out)
        row[verdict] += 1
        if verdict == "false accept":
            problems.append(f"{item.cls} {item.path.name}: reported ok but the game was changed: {out.strip()}")
        if len(lines) != 1 or "Traceback" in out:
            problems.append(f"{item.cls} {item.path.name}: verify printed {len(lines)} lines: {out!r}")
        out.encode("utf-8")
        if (code == 0) != app_ok:
            problems.append(f"{item.cls} {item.path.name}: verify said {code}, the app's open path said {app_ok} ({app_notes})")
        if item.cls == "pristine" and code != 0:
            problems.append(f"a pristine copy was refused: {out.strip()}")
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps({kind: {cls: dict(counts) for cls, counts in sorted(classes.items())}
                                  for kind, classes in sorted(by_kind.items())}, indent=1))
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for classes in by_kind.values():
        for cls, counts in classes.items():
            table[cls].update(counts)
    assert set(by_kind) == {"roll-player", "roll-player+fiends", "runebound"}
    assert not problems, f"{len(problems)} problems (report: {REPORT}):\n" + "\n".join(problems[:20])
    families = {cls.split(".")[0] for cls in table}
    assert {"bytes", "steps", "header", "json", "special", "pristine"} <= families
    assert sum(row["error"] for row in table.values()) > COUNT // 2


def test_the_load_list_survives_a_folder_of_damaged_saves(damaged: list[Damaged]) -> None:
    folder = damaged[0].path.parent
    with deadline(60):
        infos = saves.list_saves(folder)
    listed = {info.path.name for info in infos}
    regular = {d.path.name for d in damaged if not d.special}
    assert regular <= listed
    for info in infos:
        for text in (info.title, info.game, *info.players, info.error or ""):
            assert "\n" not in text
            text.encode("utf-8")


def test_the_app_opens_a_sample_of_damaged_saves_with_a_notice_an_offer_or_a_table(damaged: list[Damaged], make_app: Any,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from app.scenes.load import LoadScene, open_save_file

    app = make_app((1280, 720))
    sample = random.Random(3).sample(damaged, APP_SAMPLE) + [d for d in damaged if d.cls == "pristine"]
    for item in sample:
        with deadline(HANG_SECONDS):
            opened = open_save_file(app, item.path)
            app.frame(0.016)
        if opened:
            assert app.scene.name == "table", item.cls
        else:
            offered = app.scene.name == "load" and getattr(app.scene, "dialog", None) is not None
            assert app.notice is not None or offered, f"{item.cls}: no notice and no offer after a failed open"
            if app.notice is not None:
                app._dismiss_notice()
    monkeypatch.setenv("STOLIK_SAVES", str(damaged[0].path.parent))
    with deadline(60):
        app.switch(LoadScene(app))
        app.frame(0.016)
    assert app.scene.name == "load"
