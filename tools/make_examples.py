"""Regenerate saves/examples/: Roll Player games played by bots from fixed seeds (1–4 players).

Run after an intended change of the engine's behaviour, then commit the new files:
    .venv/bin/python tools/make_examples.py [--out DIR]
The golden test (tests/replay/test_examples.py) fails until this has been run.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.replay.examples import EXAMPLES_DIR, ROLL_PLAYER, write_examples  # noqa: E402
from engine import games  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=EXAMPLES_DIR, help=f"folder to write (default {EXAMPLES_DIR})")
    args = p.parse_args(argv)
    missing = sorted({e.game for e in ROLL_PLAYER} - set(games.available()))
    if missing:
        print(f"make_examples: no installed manifest (engine/games/*/manifest.toml) declares: {', '.join(missing)}", file=sys.stderr)
        return 1
    for path in write_examples(ROLL_PLAYER, args.out, games.get):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
