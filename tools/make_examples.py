"""Regenerate saves/examples/: whole games played by bots from fixed seeds, for the replay viewer.

Roll Player with 1-4 players, and with the expansion for 2 and 5 (random bots); Runebound with 2 and 4
(greedy bots, the Doom Track on; seeds chosen for games of about 30 rounds with dozens of combats, so the
files stay small); Discover's Scenario 1 with 2 and Scenario 5 with 3 (greedy bots); Zerywia's two scenarios (greedy bots).
Run after an intended change of an engine's behaviour, then commit the new files:
    .venv/bin/python tools/make_examples.py [--game GAME] [--out DIR]
The golden test (tests/replay/test_examples.py) fails until this has been run.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.replay.examples import EXAMPLES_DIR, ROLL_PLAYER, Example, write_examples  # noqa: E402
from engine import games  # noqa: E402

# Runebound with the Doom Track: greedy bots rarely win the base game before its round limit (round 90 or
# later, files of 0.5-1 MB), while the Doom Track ends a game in about 30 rounds, with dozens of fights.
DOOM = {"doom_track": True}
RUNEBOUND = (Example("runebound", 2, seed=9, bot="greedy", options=DOOM),
             Example("runebound", 4, seed=1, bot="greedy", options=DOOM))
# Roll Player with Fiends & Familiars (the expansion option) for 2 and 5 players: random bots, as the base game's.
ROLL_PLAYER_FIENDS = tuple(Example("roll-player", n, seed=n, options={"expansion": "fiends"}, variant="fiends")
                           for n in (2, 5))
# Discover (greedy bots): Scenario 1 with 2 players (the whole expedition: a hero rescued by the boat) and
# Scenario 5 with 3 (a last survivor); issue 24's replays.
DISCOVER = (Example("discover", 2, seed=9, bot="greedy", options={"scenario": 1}),
            Example("discover", 3, seed=1, bot="greedy", options={"scenario": 5}, variant="5"))
# Zerywia (greedy bots), issue 26's replays, both scenarios named in the file: Droga Wybrańca with 2 heroes (won in
# its third cycle) and Pamięć Świata with 3 (lost when every hero was out), bookmarks per cycle and turn.
ZERYWIA = (Example("zerywia", 2, seed=2, bot="greedy", options={"scenario": "droga"}, variant="droga"),
           Example("zerywia", 3, seed=1, bot="greedy", options={"scenario": "pamiec"}, variant="pamiec"))
EXAMPLES = ROLL_PLAYER + ROLL_PLAYER_FIENDS + RUNEBOUND + DISCOVER + ZERYWIA


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=EXAMPLES_DIR, help=f"folder to write (default {EXAMPLES_DIR})")
    p.add_argument("--game", default=None, help="regenerate only this game's examples")
    args = p.parse_args(argv)
    chosen = [e for e in EXAMPLES if args.game in (None, e.game)]
    if not chosen:
        print(f"make_examples: no examples of {args.game!r} (known: {', '.join(sorted({e.game for e in EXAMPLES}))})",
              file=sys.stderr)
        return 1
    missing = sorted({e.game for e in chosen} - set(games.available()))
    if missing:
        print(f"make_examples: no installed manifest (engine/games/*/manifest.toml) declares: {', '.join(missing)}", file=sys.stderr)
        return 1
    for path in write_examples(chosen, args.out, games.get):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
