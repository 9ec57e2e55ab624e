"""Print the conformance suite's games, steps and seconds per configuration, and the totals:
`.venv/bin/python -m tests.conformance.report` (the same runs `pytest -s tests/conformance` checks)."""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

from engine import games

from .suite import conform, every_configuration, report, timing


def main() -> int:
    start, cpu = time.perf_counter(), time.process_time()
    steps = failed = 0
    configurations = every_configuration(games.installed())
    with tempfile.TemporaryDirectory() as folder:
        for configuration in configurations:
            run = conform(games.get(configuration.game), configuration, Path(folder))
            steps += run.steps
            print(timing(run))
            if run.problems:
                failed += 1
                print(report(run))
    print(f"{len(configurations)} configurations of {len(games.installed())} games: {len(configurations)} games, "
          f"{steps} steps, {time.perf_counter() - start:.1f} s ({time.process_time() - cpu:.1f} s of CPU), "
          f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
