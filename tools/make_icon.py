"""Regenerate art/icon.png, the app's 64×64 mark: a felt tile with a tilted card back and a red die.

A build tool, not runtime code: the icon is committed, so the app only ever loads the PNG.
    .venv/bin/python tools/make_icon.py [OUT.png]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from app.games.roll_player.pieces import DICE_COLOURS  # noqa: E402
from app.render import cards, dice  # noqa: E402
from app.render.draw import Canvas  # noqa: E402
from app.render.palette import FELT, FELT_DARK, GOLD_DARK, darken  # noqa: E402

ICON_PATH = ROOT / "art" / "icon.png"
ICON_SIZE = 64


def app_icon(size: int = ICON_SIZE) -> pygame.Surface:
    """A felt tile with a tilted card back and a red die on it, drawn with the toolkit."""
    c = Canvas(size, size, FELT_DARK)
    c.rrect(0, 0, size, size, darken(FELT, 0.45), size * 0.22)
    c.rrect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, FELT, size * 0.19)
    c.rrect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, GOLD_DARK, size * 0.19,
            width=max(0.6, size * 0.025))
    out = c.done()
    back = pygame.transform.rotozoom(cards.card_back(round(size * 0.42)), 14, 1.0)
    out.blit(back, back.get_rect(center=(size * 0.38, size * 0.44)))
    die = dice.d6(DICE_COLOURS["red"], 5, round(size * 0.4))
    out.blit(die, die.get_rect(center=(size * 0.66, size * 0.64)))
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((ICON_SIZE, ICON_SIZE))
    path = Path(args[0]) if args else ICON_PATH
    pygame.image.save(app_icon(), str(path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
