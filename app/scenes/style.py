"""The shell's look, taken from the render toolkit (palette, DejaVu fonts, wooden table, tooltips)."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pygame

from app.render import fonts, palette
from app.render import table as table_art
from app.render import tooltip as tooltip_art
from app.render.cache import clear_all

ART = Path(__file__).resolve().parent.parent.parent / "art"
FONT_DIR = fonts.FONT_DIR
REGULAR = fonts.FACES["regular"]
BOLD = fonts.FACES["bold"]
TITLE = fonts.FACES["title"]
BASE_SIZE = (1280, 720)

BG = palette.WOOD_DARK
PANEL = palette.PANEL
PANEL_EDGE = palette.PANEL_EDGE
PANEL_LIGHT = palette.PANEL_LIGHT
TEXT = palette.CREAM
MUTED = palette.PARCHMENT_EDGE
ACCENT = palette.GOLD_LIGHT
LEGAL = palette.SUCCESS
HOVER = palette.HIGHLIGHT
SELECTED = palette.SELECT
WARN = palette.DANGER
FELT = palette.FELT


def scale_for(size: tuple[int, int]) -> float:
    """Layouts and fonts grow with the window: 1.0 at 1280×720, 1.5 at 1920×1080."""
    return max(0.6, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def reset() -> None:
    """Forget fonts and cached surfaces (pygame was re-initialised, or the window resized)."""
    fonts.reset()
    clear_all()
    _backgrounds.clear()


def font(size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
    """A DejaVu font (Polish glyphs included) at a pixel size, shared with the render toolkit."""
    return fonts.font(max(6, size), bold=bold, title=title)


def text(s: str, size: int, colour: tuple[int, int, int], bold: bool = False, title: bool = False) -> pygame.Surface:
    """A cached text surface (drawing the same label every frame costs one lookup)."""
    return fonts.text(s, max(6, size), colour, bold=bold, title=title)


def wrap(s: str, f: pygame.font.Font, width: int) -> list[str]:
    return fonts.wrap(s, f, width)


CACHE_ENV = "STOLIK_CACHE_DIR"
_backgrounds: dict[tuple[Any, ...], pygame.Surface] = {}


def cache_dir() -> Path:
    """$STOLIK_CACHE_DIR, else $XDG_CACHE_HOME/stolik, else ~/.cache/stolik."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "stolik"


def _art_version() -> str:
    """Changes whenever the table art code changes, so a stale cached image is never shown."""
    source = Path(table_art.__file__).read_bytes()
    return hashlib.blake2b(source, digest_size=6).hexdigest()


def background(size: tuple[int, int], mat: pygame.Rect | None = None) -> pygame.Surface:
    """The wooden table with a felt mat (`mat` None = the default rim).

    Generating it takes a few hundred milliseconds, so it is kept in memory and as a PNG in the
    user's cache folder: only the very first start at a window size pays for it.
    """
    key = (size, tuple(mat) if mat is not None else None)
    surf = _backgrounds.get(key)
    if surf is not None:
        return surf
    name = f"table-{_art_version()}-{size[0]}x{size[1]}" + (f"-{'-'.join(map(str, mat))}" if mat is not None else "") + ".png"
    path = cache_dir() / name
    try:
        surf = pygame.image.load(str(path))
        if surf.get_size() != size:
            surf = None
    except (pygame.error, FileNotFoundError, OSError):
        surf = None
    if surf is None:
        surf = table_art.table(size, mat)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.png")
            pygame.image.save(surf, str(tmp))
            os.replace(tmp, path)
        except (pygame.error, OSError):
            pass
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    if len(_backgrounds) > 8:
        _backgrounds.clear()
    _backgrounds[key] = surf
    return surf


def draw_tooltip(surface: pygame.Surface, body: str, pos: tuple[int, int], size: int) -> None:
    """A wrapped tooltip box near `pos`, kept inside the window."""
    box = tooltip_art.render_box(body, max_width=size * 22, size=size)
    surface.blit(box, tooltip_art.place(box.get_size(), pos, surface.get_size()))


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A translucent dark panel so text stays readable over the wood and felt."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*PANEL, alpha), shade.get_rect(), border_radius=10)
    pygame.draw.rect(shade, (*PANEL_EDGE, 255), shade.get_rect(), 2, border_radius=10)
    surface.blit(shade, rect.topleft)
