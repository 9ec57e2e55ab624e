"""Damaged analysis caches (`<save>.analysis.json`, app/replay/analysis.py): every retyped value, broken bytes, a
cache of another save, seat or depth, a move that is not the save's, and files that are not regular files. Each is
either the same judged moves or ignored with one short line — never a traceback, a hang, or a foreign move trusted."""
from __future__ import annotations

import copy
import json
import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.replay import analysis as an
from engine import catalogue
from engine.kernel import Session

from tests.deadline import deadline

from .generator import _retyped, get_at, random_byte_edits, value_paths

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"
SEAT, ITERATIONS = 0, 4
HANG_SECONDS = 10


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Session[Any], tuple[str, int], bytes]:
    folder = tmp_path_factory.mktemp("analysis")
    save = folder / "rp.json"
    shutil.copyfile(EXAMPLE, save)
    job = an.Job(save, SEAT, ITERATIONS).start()
    job.join(120)
    assert job.moves is not None and job.error is None
    session = catalogue.load_save(save).session
    return save, session, an.save_key(save), an.cache_path(save).read_bytes()


def check(save: Path, session: Session[Any], key: tuple[str, int], good: list[an.Move]) -> str:
    """Read the cache as the viewer does; it must be the good moves or a one-line note."""
    with deadline(HANG_SECONDS):
        moves, note = an.read_cache(save, key, SEAT, ITERATIONS, session)
    if moves is not None:
        assert note is None
        assert [(m.step, m.played, m.best) for m in moves] == [(m.step, m.played, m.best) for m in good]
        return "same"
    assert note and "\n" not in note and len(note) <= an.NOTE_CHARS, note
    assert an.cache_path(save).name in note
    return "ignored"


def test_the_cache_as_written_is_read_back(made: Any) -> None:
    save, session, key, _raw = made
    moves, note = an.read_cache(save, key, SEAT, ITERATIONS, session)
    assert moves and note is None and any(m.flag for m in moves)


def test_every_value_retyped_and_broken_bytes_are_ignored_or_harmless(made: Any, tmp_path: Path) -> None:
    save0, session, key, raw = made
    save = tmp_path / "rp.json"
    shutil.copyfile(save0, save)
    cache = an.cache_path(save)
    good, _ = an.read_cache(save0, key, SEAT, ITERATIONS, session)
    assert good is not None
    doc = json.loads(raw)
    rng = random.Random(7)
    paths = [p for p in value_paths(doc) if p]
    variants: list[tuple[str, bytes]] = []
    # every field of the header and of the first moves, each retyped; a random sample of the rest
    chosen = [p for p in paths if len(p) == 1 or (p[0] == "moves" and p[1] < 2)]
    chosen += rng.sample([p for p in paths if p not in chosen], 40)
    for path in chosen:
        for value in rng.sample(_retyped(get_at(doc, path), rng), 3):
            edited = copy.deepcopy(doc)
            get_at(edited, path[:-1])[path[-1]] = value
            variants.append((f"retyped {path}", json.dumps(edited, ensure_ascii=False).encode("utf-8", "surrogatepass")))
        edited = copy.deepcopy(doc)
        del get_at(edited, path[:-1])[path[-1]]
        variants.append((f"removed {path}", json.dumps(edited).encode()))
    variants += random_byte_edits(raw, rng, 60)
    variants += [("empty", b""), ("nested", b"[" * 100_000 + b"]" * 100_000), ("nan", raw.replace(b"0.", b"NaN", 1)),
                 ("huge number", raw.replace(b'"seat": 0', b'"seat": ' + b"9" * 5000, 1))]
    seen: dict[str, int] = {}
    for name, data in variants:
        cache.write_bytes(data)
        try:
            outcome = check(save, session, key, good)
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None
        seen[outcome] = seen.get(outcome, 0) + 1
    assert seen.get("ignored", 0) > len(variants) // 2, seen


@pytest.mark.parametrize("change", ["another save", "another seat", "another depth", "foreign move", "illegal better",
                                    "unknown flag", "out of order"])
def test_a_cache_that_does_not_fit_the_save_is_ignored(made: Any, tmp_path: Path, change: str) -> None:
    save0, session, key, raw = made
    save = tmp_path / "rp.json"
    shutil.copyfile(save0, save)
    doc = json.loads(raw)
    moves = doc["moves"]
    if change == "another save":
        doc["save_sha256"] = "0" * 64
    elif change == "another seat":
        doc["seat"] = 1
    elif change == "another depth":
        doc["iterations"] = ITERATIONS + 1
    elif change == "foreign move":
        moves[3]["played"] = moves[4]["played"]
    elif change == "illegal better":
        moves[0]["best"] = {"kind": "buy", "player": SEAT, "args": {"card": "no-such-card"}}
    elif change == "unknown flag":
        moves[0]["flag"] = "genius"
    else:
        moves[0], moves[1] = moves[1], moves[0]
    an.cache_path(save).write_text(json.dumps(doc))
    assert check(save, session, key, []) == "ignored"


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "dangling_link", "too_large"])
def test_a_cache_that_is_not_a_regular_file_is_refused_at_once(made: Any, tmp_path: Path, kind: str) -> None:
    save0, session, key, _raw = made
    save = tmp_path / "rp.json"
    shutil.copyfile(save0, save)
    cache = an.cache_path(save)
    if kind == "fifo":
        os.mkfifo(cache)
    elif kind == "dev_zero":
        cache.symlink_to("/dev/zero")
    elif kind == "folder":
        cache.mkdir()
    elif kind == "dangling_link":
        cache.symlink_to(tmp_path / "nowhere")
    else:
        with open(cache, "wb") as fh:
            fh.truncate(an.MAX_CACHE_BYTES + 1)
    assert check(save, session, key, []) == "ignored"


def test_the_viewer_reanalyses_over_a_cache_it_cannot_use(made: Any, tmp_path: Path) -> None:
    """The worker with a damaged cache: a note, a fresh analysis, the cache written whole again."""
    save0, _session, _key, raw = made
    save = tmp_path / "rp.json"
    shutil.copyfile(save0, save)
    an.cache_path(save).write_bytes(raw[: len(raw) // 2])
    job = an.Job(save, SEAT, ITERATIONS).start()
    job.join(120)
    assert job.moves and not job.cached and job.note and "ignored" in job.note
    assert json.loads(an.cache_path(save).read_text())["moves"]
