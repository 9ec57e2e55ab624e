"""`python -m app.replay FILE`: the program opened straight on the replay viewer.

The same as `stolik replay FILE` once the shell routes `app.main.run(replay=FILE)` here.
"""
from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m app.replay", description=__doc__.splitlines()[0])
    p.add_argument("file")
    args = p.parse_args(argv)
    import pygame

    from app.main import App
    from app.replay.scene import open_replay

    app = App()
    open_replay(app, args.file)
    try:
        return app.run()
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
