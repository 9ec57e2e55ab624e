"""Print the click conformance suite's figures per configuration and screen, and the totals:
`.venv/bin/python -m tests.conformance.click_report` (the same checks `pytest tests/conformance/test_clicks.py`
runs)."""
from __future__ import annotations

import os
import tempfile
import time

from engine import games

from .clicks import SCREENS, Tally, check_configuration, every_option_set


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    start, cpu = time.perf_counter(), time.process_time()
    total, failed = Tally(), 0
    per_game: dict[str, Tally] = {}
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("STOLIK_SAVES", os.path.join(folder, "saves"))
        os.environ.setdefault("STOLIK_CONFIG_DIR", os.path.join(folder, "config"))
        for configuration in every_option_set(games.installed()):
            for size, lang in SCREENS:
                tally = check_configuration(configuration, size, lang)
                print(tally.summary(f"{configuration.id} {size[0]}x{size[1]} {lang}"))
                if tally.problems:
                    failed += 1
                    print(tally.report())
                per_game.setdefault(configuration.game, Tally()).add(tally)
                total.add(tally)
    for game_id, tally in per_game.items():
        print(tally.summary(f"{game_id} (all option sets and screens)"))
    print(f"{total.summary('all games')}; {time.perf_counter() - start:.1f} s wall, "
          f"{time.process_time() - cpu:.1f} s of CPU in all, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
