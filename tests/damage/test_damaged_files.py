"""Damaged saves of every installed game, through `stolik verify`, the app's open path and the Load list: each
gets a clean error or a correct "ok" — never a traceback, a hang, or a changed game called good.

A game is checked by being installed: its saves are one game played some way in for each of its choice options'
values (a person, a bot and another person choosing at random; the first with two choices undone, so the cursor is
not at the end); damaged whole games are tests/kernel/test_save_commitments.py's. Each game is a test of its own,
so xdist spreads them. By default a seeded batch of about 45 damaged copies of each save holds every class of damage
(each structured edit once per save, the rest random retyped values and broken bytes); `STOLIK_DAMAGE_FILES=1000`
makes about a thousand in all (each structured edit three times), `=10000` a larger batch. The counts per kind of
save and class of damage land in the run's test-artifacts folder (tests/artifacts.py), damage-report-GAME.json.
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
from typing import Any, Callable

import pytest

from app import saves
from app.cli import main as stolik
from engine import games
from engine.kernel import Annotation, GameConfig, SaveError, Seat, Session
from engine.kernel.save import write_save
from engine.manifest import CHOICE

from tests.artifacts import run_folder
from tests.deadline import Hang, deadline

from .generator import STRUCTURED_ROUNDS, Damaged, essence, generate, save_kind

GAMES = games.installed()
PER_SAVE = 45   # the default batch per save: every class of damage, each structured edit once
HANG_SECONDS = 10
APP_SAMPLE = 10   # per game
MID_GAME_STEPS = 120
PEOPLE = ("Ada", "Ola")


def variants(game_id: str) -> list[dict[str, Any]]:
    """The option sets a game's saves are made with: the defaults, and each other value of each choice on its own."""
    choices = [o for o in games.manifest(game_id).options if o.kind == CHOICE]
    return [{}, *({o.id: v} for o in choices for v in o.values() if v != o.default)]


SAVES = {g: len(variants(g)) for g in GAMES}
COUNT = int(os.environ.get("STOLIK_DAMAGE_FILES", str(PER_SAVE * sum(SAVES.values()))))
ROUNDS = 1 if COUNT < 1000 else STRUCTURED_ROUNDS


def played(folder: Path, game_id: str, options: dict[str, Any], seed: int, undone: int) -> Path:
    """A save some way into a game with two people and a bot where the options allow three seats (shorter than a
    whole game, so the replays stay quick), each choosing at random; the last `undone` choices taken back."""
    spec = games.manifest(game_id)
    lo, hi = spec.seats(options)
    bot = spec.bots[0].id if spec.bots else "random"
    seats = (Seat(PEOPLE[0]), Seat("Bot", bot), Seat(PEOPLE[1]))[: max(lo, min(3, hi))]
    session = Session(games.get(game_id), GameConfig(game_id, seed, seats, options))
    pick = random.Random(seed)
    while len(session.steps) < MID_GAME_STEPS and session.decision is not None:
        if len(session.steps) >= MID_GAME_STEPS // 2 and not session.annotations:
            take_hint(session, random.Random(seed))   # damage reaches the recorded hints too; the game is the same
        session.apply(pick.choice(session.decision.legal))
    for _ in range(undone):
        session.undo()
    path = folder / f"{game_id}-{seed}.json"
    write_save(path, session, {"title": f"{game_id} mid-game"})
    return path


def take_hint(session: Session, pick: random.Random) -> None:
    """A hint taken at the decision now, as the table records one: a move its seat may take, with words."""
    move = pick.choice([a for a in session.decision.legal if a.player is not None] or [None])
    if move is not None:
        session.annotate(Annotation.hint(session.cursor, move.player, move, 0.5, 0.25, {"en": "why", "pl": "czemu"}))


def bases(game_id: str, folder: Path) -> list[Path]:
    return [played(folder, game_id, options, 5 + n, 2 if n == 0 else 0) for n, options in enumerate(variants(game_id))]


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], list[Damaged]]:
    """Each game's damaged saves, made once per worker when a test first asks for them."""
    made: dict[str, list[Damaged]] = {}

    def of(game_id: str) -> list[Damaged]:
        if game_id not in made:
            folder = tmp_path_factory.mktemp(f"damaged-{game_id}")
            count = max(1, COUNT * SAVES[game_id] // sum(SAVES.values()))
            made[game_id] = generate(bases(game_id, tmp_path_factory.mktemp(f"bases-{game_id}")), folder, count,
                                     rounds=ROUNDS)
        return made[game_id]
    return of


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


def test_every_installed_game_has_damaged_saves_checked() -> None:
    assert GAMES and set(SAVES) == set(games.installed()) and all(SAVES.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_damaged_saves_of_every_class_get_a_clean_verdict(damaged: Callable[[str], list[Damaged]], game_id: str) -> None:
    files = damaged(game_id)
    report = run_folder() / f"damage-report-{game_id}.json"
    by_kind: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    problems: list[str] = []
    for item in files:
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
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(json.dumps({kind: {cls: dict(counts) for cls, counts in sorted(classes.items())}
                                  for kind, classes in sorted(by_kind.items())}, indent=1))
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for classes in by_kind.values():
        for cls, counts in classes.items():
            table[cls].update(counts)
    assert set(by_kind) == {save_kind({"game": game_id, "config": {"options": v}}) for v in variants(game_id)}
    assert not problems, f"{len(problems)} problems (report: {report}):\n" + "\n".join(problems[:20])
    families = {cls.split(".")[0] for cls in table}
    assert {"bytes", "steps", "header", "hints", "json", "special", "pristine"} <= families
    assert sum(row["error"] for row in table.values()) > len(files) // 2


@pytest.mark.parametrize("game_id", GAMES)
def test_the_load_list_survives_a_folder_of_damaged_saves(damaged: Callable[[str], list[Damaged]], game_id: str) -> None:
    files = damaged(game_id)
    folder = files[0].path.parent
    with deadline(60):
        infos = saves.list_saves(folder)
    listed = {info.path.name for info in infos}
    regular = {d.path.name for d in files if not d.special}
    assert regular <= listed
    for info in infos:
        for text in (info.title, info.game, *info.players, info.error or ""):
            assert "\n" not in text
            text.encode("utf-8")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_opens_a_sample_of_damaged_saves_with_a_notice_an_offer_or_a_table(
        damaged: Callable[[str], list[Damaged]], game_id: str, make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.scenes.load import LoadScene, open_save_file

    files = damaged(game_id)
    app = make_app((1280, 720))
    sample = random.Random(3).sample(files, APP_SAMPLE) + [d for d in files if d.cls == "pristine"]
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
    monkeypatch.setenv("STOLIK_SAVES", str(files[0].path.parent))
    with deadline(60):
        app.switch(LoadScene(app))
        app.frame(0.016)
    assert app.scene.name == "load"
