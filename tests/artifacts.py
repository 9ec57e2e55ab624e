"""Where a test run keeps what it leaves for people to look at (screenshots, program logs, damage reports):
test-artifacts/runs/<run>/, one folder per pytest run shared by its xdist workers, so two runs at once (two
worktrees' suites, a rerun beside a full run) never mix their logs; test-artifacts/latest points at the newest.

The run is named once, by the process that starts it (`name_run`, from the suite's conftest), and its workers
inherit the name through the environment; set STOLIK_TEST_RUN to choose it (a CI job's id), and
STOLIK_TEST_ARTIFACTS to keep the runs elsewhere. A run that leaves nothing makes no folder.
"""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

RUN_ENV = "STOLIK_TEST_RUN"
ROOT_ENV = "STOLIK_TEST_ARTIFACTS"
ROOT = Path(os.environ.get(ROOT_ENV) or Path(__file__).resolve().parents[1] / "test-artifacts")
RUNS = ROOT / "runs"
LATEST = ROOT / "latest"
KEEP_RUNS = 10            # the newest runs kept; older ones go when a new run starts...
KEEP_SECONDS = 6 * 3600   # ...unless touched this recently (a long run still going)


def run_name() -> str:
    """This run's name: the one the environment gives, else a new one (date, time, process) put there for the
    workers and programs this process starts."""
    name = os.environ.get(RUN_ENV, "").strip()
    if not name or name != Path(name).name or name in (".", ".."):
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        os.environ[RUN_ENV] = name
    return name


def name_run() -> str:
    """Name the run before its workers start (they inherit the name)."""
    return run_name()


def run_folder() -> Path:
    """This run's folder, made when first asked for: then test-artifacts/latest points at it and old runs' go."""
    folder = RUNS / run_name()
    if not folder.is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        _point_latest(folder)
        _prune(folder, time.time())
    return folder


def _point_latest(folder: Path) -> None:
    """A symbolic link replaced in one rename, so a reader never finds it missing."""
    link = ROOT / f".latest-{os.getpid()}"
    try:
        if os.path.lexists(link):
            link.unlink()
        link.symlink_to(folder.relative_to(ROOT))
        os.replace(link, LATEST)
    except OSError:
        pass   # a file system without links: the runs are still kept apart


def _prune(keep: Path, now: float) -> None:
    """The runs beyond the newest KEEP_RUNS, untouched for KEEP_SECONDS, are removed (never this run's)."""
    try:
        runs = sorted((p for p in RUNS.iterdir() if p.is_dir() and p != keep), key=lambda p: p.stat().st_mtime,
                      reverse=True)
    except OSError:
        return
    for old in runs[KEEP_RUNS - 1:]:
        try:
            if now - old.stat().st_mtime > KEEP_SECONDS:
                shutil.rmtree(old, ignore_errors=True)
        except OSError:
            continue
