"""The shell's look, taken from the render toolkit (palette, DejaVu fonts, wooden table, tooltips)."""
from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pygame

from app.render import fonts, palette
from app.render import table as table_art
from app.render import tooltip as tooltip_art
from app.render.cache import clear_all, new_cache, optimised

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
FOCUS = palette.CREAM    # the keyboard's focus ring, drawn over a dark one: unlike any highlight
HINT = palette.HINT      # the hinted move's rings (every target it takes), outside the focus ring
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


def text(s: str, size: int, colour: tuple[int, int, int], bold: bool = False, title: bool = False,
         box: int | None = None) -> pygame.Surface:
    """A cached text surface (drawing the same label every frame costs one lookup); `box` is the width it must fit."""
    return fonts.text(s, max(6, size), colour, bold=bold, title=title, box=box)


def wrap(s: str, f: pygame.font.Font, width: int) -> list[str]:
    return fonts.wrap(s, f, width)


TOOLTIP_WIDTH = 22  # a tooltip wraps at this many times its text size
_PANELS = new_cache(32, max_mb=8)

CACHE_ENV = "STOLIK_CACHE_DIR"
BACKGROUNDS_KEPT = 1  # backgrounds kept in memory (8 MB each at 1920×1080); another scene's reloads from disk in ~30 ms
DISK_CACHE_FILES = 8  # the image cache folder keeps at most this many backgrounds...
DISK_CACHE_BYTES = 8 * 2**20  # ...and at most this many bytes of them; the least recently used go first
DISK_CACHE_GLOB = "table-*.png"
_backgrounds: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()


def cache_dir() -> Path:
    """$STOLIK_CACHE_DIR, else $XDG_CACHE_HOME/stolik, else ~/.cache/stolik."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "stolik"


def _art_version() -> str:
    """Changes whenever the table art code changes, so a stale cached image is never shown."""
    source = Path(table_art.__file__).read_bytes()
    return hashlib.blake2b(source, digest_size=6).hexdigest()


def keep_size(size: tuple[int, int]) -> None:
    """The window is now `size`: forget the backgrounds painted for any other size."""
    for key in [k for k in _backgrounds if k[0] != size]:
        del _backgrounds[key]


def forget_sizes(size: tuple[int, int]) -> None:
    """The window was resized: keep nothing opened or painted for another size (fonts, text, cards, dice, backgrounds)."""
    keep_size(size)
    fonts.reset()
    clear_all()


def background(size: tuple[int, int], mat: pygame.Rect | None = None) -> pygame.Surface:
    """The wooden table with a felt mat (`mat` None = the default rim).

    Generating it takes a few hundred milliseconds, so it is kept in memory (only at the current
    window size) and as a PNG in the user's cache folder (a few sizes, least recently used first out).
    """
    key = (size, tuple(mat) if mat is not None else None)
    surf = _backgrounds.get(key)
    if surf is not None:
        _backgrounds.move_to_end(key)
        return surf
    keep_size(size)
    name = f"table-{_art_version()}-{size[0]}x{size[1]}" + (f"-{'-'.join(map(str, mat))}" if mat is not None else "") + ".png"
    surf = _load(cache_dir() / name, size)
    if surf is None:
        surf = optimised(table_art.paint(size, mat))
        _store(cache_dir() / name, surf)
    _backgrounds[key] = surf
    while len(_backgrounds) > BACKGROUNDS_KEPT:
        _backgrounds.popitem(last=False)
    return surf


def _load(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """A cached background of the right size (marked as just used), or None."""
    try:
        surf = pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError, OSError):
        return None
    if surf.get_size() != size:
        return None
    try:
        os.utime(path)
    except OSError:
        pass
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _store(path: Path, surf: pygame.Surface) -> None:
    """Write a background to the cache folder (atomically), then trim the folder to its caps."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{os.getpid()}-{path.name}")  # per process (two may paint one size), outside the trim glob
        pygame.image.save(surf, str(tmp))
        os.replace(tmp, path)
    except (pygame.error, OSError):
        return
    trim_disk_cache(path.parent)


def trim_disk_cache(folder: Path, max_files: int = DISK_CACHE_FILES, max_bytes: int = DISK_CACHE_BYTES) -> None:
    """Delete the least recently used backgrounds beyond `max_files` files or `max_bytes` bytes (the newest always stays)."""
    files = []
    for path in folder.glob(DISK_CACHE_GLOB):
        try:
            stat = path.stat()
        except OSError:
            continue
        files.append((stat.st_mtime, stat.st_size, path))
    files.sort(reverse=True)
    total = 0
    for count, (_mtime, size, path) in enumerate(files):
        total += size
        if count > 0 and (count >= max_files or total > max_bytes):
            try:
                path.unlink()
            except OSError:
                pass


def tooltip_rect(body: str, pos: tuple[int, int], size: int, window: tuple[int, int]) -> pygame.Rect:
    """Where draw_tooltip puts this tooltip (so its area can be redrawn before it is drawn)."""
    box = tooltip_art.render_box(body, max_width=size * TOOLTIP_WIDTH, size=size)
    return pygame.Rect(tooltip_art.place(box.get_size(), pos, window), box.get_size())


def draw_tooltip(surface: pygame.Surface, body: str, pos: tuple[int, int], size: int) -> pygame.Rect:
    """A wrapped tooltip box near `pos`, kept inside the window; returns the area it covers."""
    box = tooltip_art.render_box(body, max_width=size * TOOLTIP_WIDTH, size=size)
    return surface.blit(box, tooltip_art.place(box.get_size(), pos, surface.get_size()))


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A translucent dark panel so text stays readable over the wood and felt (painted once per size:
    a partial redraw that only crosses a corner of it then costs a clipped blit)."""
    key = (rect.size, alpha)
    shade = _PANELS.get(key)
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*PANEL, alpha), shade.get_rect(), border_radius=10)
        pygame.draw.rect(shade, (*PANEL_EDGE, 255), shade.get_rect(), 2, border_radius=10)
        shade = _PANELS.put(key, shade)
    surface.blit(shade, rect.topleft)
