"""Each test run keeps its screenshots and program logs in a folder of its own (tests/artifacts.py): two runs at
once in one worktree (a rerun beside the whole suite) mixed their logs in a shared test-artifacts/<test>."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests import artifacts
from tests.e2e.harness import ARTIFACTS

REPO = Path(__file__).resolve().parents[2]
WHERE = "from tests.e2e.harness import ARTIFACTS; print(ARTIFACTS)"


def folder_of_a_run(env: dict[str, str]) -> Path:
    """The e2e artifact folder a fresh process of a run would use."""
    out = subprocess.run([sys.executable, "-c", WHERE], env=env, cwd=REPO, capture_output=True, text=True, check=True)
    return Path(out.stdout.strip())


def test_two_runs_at_once_keep_their_e2e_artifacts_in_folders_of_their_own(tmp_path: Path) -> None:
    alone = {k: v for k, v in os.environ.items() if k != artifacts.RUN_ENV}
    alone[artifacts.ROOT_ENV] = str(tmp_path)
    first, second = folder_of_a_run(alone), folder_of_a_run(alone)
    assert first != second
    assert first.parent == second.parent == tmp_path / "runs"
    assert first.is_dir() and second.is_dir() and (tmp_path / "latest").resolve() == second
    worker = folder_of_a_run(dict(alone, **{artifacts.RUN_ENV: first.name}))
    assert worker == first, "a worker of a run keeps its artifacts with the run's"


def test_this_run_keeps_its_artifacts_in_the_folder_its_name_gives() -> None:
    assert ARTIFACTS == artifacts.RUNS / os.environ[artifacts.RUN_ENV]


def test_a_new_run_drops_old_runs_folders_but_keeps_the_newest_and_any_still_going(tmp_path: Path,
                                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    runs = tmp_path / "runs"
    monkeypatch.setattr(artifacts, "ROOT", tmp_path)
    monkeypatch.setattr(artifacts, "RUNS", runs)
    monkeypatch.setattr(artifacts, "LATEST", tmp_path / "latest")
    old = time.time() - 2 * artifacts.KEEP_SECONDS
    for n in range(artifacts.KEEP_RUNS + 3):
        (runs / f"old-{n:02d}").mkdir(parents=True)
        os.utime(runs / f"old-{n:02d}", (old + n, old + n))
    (runs / "going").mkdir()
    monkeypatch.setenv(artifacts.RUN_ENV, "new")
    folder = artifacts.run_folder()
    left = sorted(p.name for p in runs.iterdir())
    assert folder == runs / "new" and (tmp_path / "latest").resolve() == folder
    assert "going" in left and "new" in left
    assert len(left) == artifacts.KEEP_RUNS   # this one and the newest others
    assert "old-00" not in left and f"old-{artifacts.KEEP_RUNS + 2:02d}" in left
