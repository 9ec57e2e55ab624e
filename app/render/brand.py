"""The app's own mark: a window/taskbar icon composed from the toolkit's card and dice.

    python -m app.render.brand [art/icon.png]     # regenerate the committed PNG
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from app.render import cards, dice
from app.render.draw import Canvas
from app.render.palette import FELT, FELT_DARK, GOLD_DARK, darken

ICON_PATH = Path(__file__).resolve().parents[2] / "art" / "icon.png"


def app_icon(size: int = 64) -> pygame.Surface:
    """A felt tile with a tilted card back and a red die on it."""
    c = Canvas(size, size, FELT_DARK)
    c.rrect(0, 0, size, size, darken(FELT, 0.45), size * 0.22)
    c.rrect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, FELT, size * 0.19)
    c.rrect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, GOLD_DARK, size * 0.19,
            width=max(0.6, size * 0.025))
    out = c.done()
    back = pygame.transform.rotozoom(cards.card_back(round(size * 0.42)), 14, 1.0)
    out.blit(back, back.get_rect(center=(size * 0.38, size * 0.44)))
    die = dice.d6("red", 5, round(size * 0.4))
    out.blit(die, die.get_rect(center=(size * 0.66, size * 0.64)))
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    path = Path(args[0]) if args else ICON_PATH
    pygame.image.save(app_icon(64), str(path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
