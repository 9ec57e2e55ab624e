"""Damaged TOML files the program reads — scenarios (through `stolik play --scenario`), each game's content,
Zerywia's map layout (app/games/zerywia/kirs.toml), every string table, the manifests and the tutorial scripts —
each get a clean refusal naming the file or a clean acceptance: never a traceback, never a hang.

The per-class counts land in the run's test-artifacts folder (tests/artifacts.py), damage-report-toml-KIND.json
(`STOLIK_DAMAGE_TOML=N` makes about N variants of each shipped file instead of the default).
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

import app.main
from app.games.zerywia import kirs
from app.cli import main as stolik
from engine import games
from engine.games.discover import content as discover_content
from engine.games.roll_player import content as rp_content
from engine.games.roll_player.fiends import content as fiends_content
from engine.games.runebound import content as rb_content
from engine.games.zerywia import content as zerywia_content
from engine.kernel import ContentError, FileRefused
from engine.kernel.strings import CATALOGUE, LANGS, Catalogue, Source
from engine.manifest import read_manifest
from engine.tutorial import load_script

from tests.artifacts import run_folder
from tests.deadline import Hang, deadline

from .toml_damage import SPECIAL, make_special, variants

PER_FILE = int(os.environ.get("STOLIK_DAMAGE_TOML", "8"))   # 8: every structured edit on every file (half of them)
HANG_SECONDS = 10
REFUSED = 2
Loader = Callable[[Path], Any]


class Tally:
    """Counts per kind of file and class of damage, and every problem found."""

    def __init__(self) -> None:
        self.table: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
        self.problems: list[str] = []

    def judge(self, kind: str, cls: str, label: str, attempt: Callable[[], str]) -> None:
        """Run one attempt: it returns "refused" or "accepted"; anything it raises is a problem."""
        row = self.table[kind][cls]
        row["files"] += 1
        try:
            with deadline(HANG_SECONDS):
                verdict = attempt()
        except Hang:
            row["hangs"] += 1
            self.problems.append(f"{kind} {cls} {label}: hang")
            return
        except Exception:
            row["tracebacks"] += 1
            self.problems.append(f"{kind} {cls} {label}: {traceback.format_exc(limit=4)}")
            return
        row[verdict] += 1
        if cls.startswith("pristine") and verdict != "accepted":
            self.problems.append(f"{kind} {label}: the shipped file written back was refused")

    def report(self, kind: str) -> None:
        path = run_folder() / f"damage-report-toml-{kind}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({kind: {cls: dict(row) for cls, row in sorted(classes.items())}
                                      for kind, classes in sorted(self.table.items())}, indent=1))


def damaged_copies(source: Path, seed: int) -> list[tuple[str, bytes]]:
    return variants(source.read_bytes(), random.Random(seed), PER_FILE)


def loaded(load: Loader, path: Path) -> str:
    """A loader's verdict on a file: a ContentError (or the door's FileRefused) is a clean refusal."""
    try:
        load(path)
    except (ContentError, FileRefused) as exc:
        assert "\n" not in str(exc), f"a refusal of more than one line: {exc!r}"
        return "refused"
    return "accepted"


def sweep(tally: Tally, kind: str, sources: list[Path], place: Callable[[Path, int], Path], load: Loader) -> None:
    """Every damaged variant of each source, and each special file in the place of one of them in turn (the door
    refuses it before any loader reads it): `place(source, n)` says where variant n goes (the loader reads it
    there), `load` reads it."""
    for s, source in enumerate(sources):
        for n, (cls, data) in enumerate(damaged_copies(source, s)):
            target = place(source, n)
            target.write_bytes(data)
            tally.judge(kind, cls, f"{source.name}#{n}", lambda: loaded(load, target))
    for k, special in enumerate(SPECIAL):
        source = sources[k % len(sources)]
        target = place(source, 10_000 + k)
        make_special(target, special)
        tally.judge(kind, f"special.{special}", f"{source.name} {special}", lambda: loaded(load, target))


# --- the kinds of file ---------------------------------------------------------------------------
def scenarios(tally: Tally, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every shipped scenario, damaged, opened as a teacher would: `stolik play --scenario FILE`."""
    monkeypatch.setattr(app.main, "run", lambda **kw: 0)
    folder = tmp / "scenarios"
    folder.mkdir()

    def play(path: Path) -> None:
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            code = stolik(["play", "--scenario", str(path)])
        lines = err.getvalue().splitlines()
        if code == 0:
            return
        assert code == REFUSED and len(lines) == 1, f"exit {code}, stderr {lines!r}"
        raise ContentError(str(path), "(refused)", lines[0])

    sources = sorted((games.GAMES_DIR).glob("*/content/scenarios/*.toml"))
    sweep(tally, "scenario", sources, lambda source, n: folder / f"{source.stem}-{n}.toml", play)


def content_files(tally: Tally, tmp: Path, kind: str, source_dir: Path, names: tuple[str, ...], load: Loader) -> None:
    """Each content file of a game damaged in a copy of the game's content folder (a new folder per variant:
    the loaders keep what they read per folder)."""
    def place(source: Path, n: int) -> Path:
        folder = tmp / kind / f"{source.stem}-{n}"
        folder.mkdir(parents=True)
        for name in names:
            if name != source.name:
                shutil.copy(source_dir / name, folder / name)
        return folder / source.name

    sweep(tally, kind, [source_dir / name for name in names], place, lambda path: load(path.parent))


def string_tables(tally: Tally, tmp: Path) -> None:
    """Every string table the catalogue lists, damaged, read alone into a fresh catalogue in both languages."""
    folder = tmp / "strings"
    folder.mkdir()
    sources = CATALOGUE.sources()

    for s, source in enumerate(sources):
        def place(src: Path, n: int, s: int = s) -> Path:
            return folder / f"{s}-{n}.toml"

        def load_as(path: Path, source: Source = source) -> None:
            catalogue = Catalogue()
            catalogue.add(Source(source.namespace, path, source.lang))
            for lang in LANGS:
                catalogue.table(lang)

        sweep(tally, "strings", [source.path], place, load_as)


def manifests(tally: Tally, tmp: Path) -> None:
    """Each game's manifest, damaged, read beside a copy of its tutorial scripts (which it must name)."""
    for spec_file in games.manifest_files():
        folder = tmp / "manifests" / spec_file.parent.name
        shutil.copytree(spec_file.parent / "content", folder / "content",
                        ignore=shutil.ignore_patterns("*.py", "__pycache__"))
        sweep(tally, "manifest", [spec_file], lambda source, n, folder=folder: folder / "manifest.toml", read_manifest)


def tutorial_scripts(tally: Tally, tmp: Path) -> None:
    """Each tutorial script, damaged, beside a copy of its game's scenarios (scripts name them by path)."""
    for script in sorted(games.GAMES_DIR.glob("*/content/tutorial/*.toml")):
        content = tmp / "tutorials" / script.parents[2].name / script.stem / "content"
        if (script.parents[1] / "scenarios").is_dir():   # a tutorial that starts from a prepared position
            shutil.copytree(script.parents[1] / "scenarios", content / "scenarios")
        (content / "tutorial").mkdir(parents=True)
        sweep(tally, "tutorial", [script], lambda source, n, content=content: content / "tutorial" / f"{n}.toml",
              load_script)


@pytest.fixture
def runebound_content_reset() -> Iterator[None]:
    yield
    rb_content.content.cache_clear()


def game_content(kind: str, source_dir: Path, names: tuple[str, ...], load: Loader) -> Callable[..., None]:
    return lambda tally, tmp, monkeypatch: content_files(tally, tmp, kind, source_dir, names, load)


# Each kind of file a test of its own, so xdist spreads them (one test of them all took ~20 CPU-seconds)
PARTS: dict[str, Callable[[Tally, Path, pytest.MonkeyPatch], None]] = {
    "scenario": scenarios,
    "content.roll-player": game_content("content.roll-player", rp_content.CONTENT_DIR, rp_content.FILES,
                                        rp_content.load_content),
    "content.roll-player-fiends": game_content("content.roll-player-fiends", fiends_content.FIENDS_DIR,
                                               fiends_content.FILES, fiends_content.load_fiends),
    "content.runebound": game_content("content.runebound", rb_content.CONTENT_DIR, rb_content.FILES, rb_content.load),
    "content.discover": game_content("content.discover", discover_content.CONTENT_DIR, discover_content.FILES,
                                     discover_content.load),
    "content.zerywia": game_content("content.zerywia", zerywia_content.CONTENT_DIR, zerywia_content.FILES,
                                    zerywia_content.load),
    "layout.zerywia": game_content("layout.zerywia", Path(kirs.__file__).parent, (kirs.LAYOUT_FILE,),
                                   lambda root: kirs.read_layout(root, kirs.LAYOUT_FILE,
                                                                 set(zerywia_content.content().board.regions))),
    "strings": lambda tally, tmp, monkeypatch: string_tables(tally, tmp),
    "manifest": lambda tally, tmp, monkeypatch: manifests(tally, tmp),
    "tutorial": lambda tally, tmp, monkeypatch: tutorial_scripts(tally, tmp),
}


@pytest.mark.parametrize("kind", list(PARTS))
def test_damaged_toml_files_get_a_clean_refusal_or_a_clean_acceptance(kind: str, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch,
                                                                    runebound_content_reset: None) -> None:
    tally = Tally()
    PARTS[kind](tally, tmp_path, monkeypatch)
    tally.report(kind)
    assert not tally.problems, f"{len(tally.problems)} problems:\n" + "\n".join(tally.problems[:20])
    assert set(tally.table) == {kind}
    refused = sum(row["refused"] for row in tally.table[kind].values())
    files = sum(row["files"] for row in tally.table[kind].values())
    assert refused > files // 2
