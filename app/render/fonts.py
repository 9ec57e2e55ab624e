"""One font family (DejaVu, full Polish coverage) for the whole app, with cached rendering.

Fonts are opened once per (face, size); rendered text surfaces are cached by content, so
drawing an unchanged label every frame costs a dict lookup and a blit, never a rasterise. Every helper
that knows its box tells app.render.fit whether the text fitted (a test's record; free otherwise).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from app.render import fit
from app.render.cache import new_cache
from app.render.palette import RGB

FONT_DIR = Path(__file__).resolve().parents[2] / "art" / "fonts"

FACES: dict[str, str] = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
    "bold_italic": "DejaVuSans-BoldOblique.ttf",
    "condensed": "DejaVuSansCondensed.ttf",
    "condensed_bold": "DejaVuSansCondensed-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}

ELLIPSIS = "…"
POLISH_LETTERS = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"


def face_name(bold: bool = False, italic: bool = False, condensed: bool = False,
              title: bool = False) -> str:
    """Pick a face key from style flags (title = the serif display face for headings)."""
    if title:
        return "title"
    if condensed:
        return "condensed_bold" if bold else "condensed"
    if bold and italic:
        return "bold_italic"
    if bold:
        return "bold"
    if italic:
        return "italic"
    return "regular"


_quit_hook = {"armed": False}


def _on_pygame_quit() -> None:
    _quit_hook["armed"] = False
    reset()


@lru_cache(maxsize=None)
def _font(face: str, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    if not _quit_hook["armed"]:
        # Fonts die with pygame.quit(); forget them then, so a later init opens fresh ones.
        pygame.register_quit(_on_pygame_quit)
        _quit_hook["armed"] = True
    return fit.Font(str(FONT_DIR / FACES[face]), max(1, int(size)))


def font(size: int, bold: bool = False, italic: bool = False, condensed: bool = False,
         title: bool = False) -> pygame.font.Font:
    """The app font at a pixel size; cached, so call it freely."""
    return _font(face_name(bold, italic, condensed, title), int(size))


TEXT_CACHE_MB = 6  # a busy table's frame draws ~2 MB of text; 12 MB let a whole game's words stay resident
TEXT_CACHE = new_cache(4096, max_mb=TEXT_CACHE_MB)


def reset() -> None:
    """Forget opened fonts, their character widths and rendered text (after pygame.quit() or a re-init)."""
    _font.cache_clear()
    _advances.clear()
    TEXT_CACHE.clear()


def text(s: str, size: int, colour: RGB = (0, 0, 0), bold: bool = False,
         italic: bool = False, condensed: bool = False, title: bool = False,
         box: int | None = None) -> pygame.Surface:
    """A cached anti-aliased text surface (transparent background); `box` is the width it must fit."""
    key = ("t", s, size, colour, bold, italic, condensed, title)
    surf = TEXT_CACHE.get(key)
    if surf is None:
        f = font(size, bold, italic, condensed, title)
        surf = TEXT_CACHE.put(key, f.render(s, True, colour))
    if box is not None:
        fit.note(s, size, surf.get_width(), box, "text")
    return fit.rendered(surf, s)


def text_shadowed(s: str, size: int, colour: RGB, shadow: RGB = (0, 0, 0),
                  offset: int = 2, bold: bool = True, title: bool = False,
                  outline: int = 0) -> pygame.Surface:
    """Text with a soft drop shadow (and optional outline) so it reads on the table."""
    key = ("s", s, size, colour, shadow, offset, bold, title, outline)
    surf = TEXT_CACHE.get(key)
    if surf is not None:
        return fit.rendered(surf, s)
    front = text(s, size, colour, bold=bold, title=title)
    back = text(s, size, shadow, bold=bold, title=title)
    pad = offset + outline
    out = pygame.Surface((front.get_width() + 2 * pad, front.get_height() + 2 * pad),
                         pygame.SRCALPHA)
    back_a = back.copy()
    back_a.set_alpha(150)
    out.blit(back_a, (pad + offset, pad + offset))
    for dx in range(-outline, outline + 1):
        for dy in range(-outline, outline + 1):
            if dx or dy:
                out.blit(back, (pad + dx, pad + dy))
    out.blit(front, (pad, pad))
    return fit.rendered(TEXT_CACHE.put(key, out), s)


MAX_ADVANCE_FONTS = 64  # fonts whose character widths are remembered (the app uses a handful)
MAX_ADVANCE_CHARS = 8192  # characters remembered per font before its table starts afresh
_advances: dict[pygame.font.Font, dict[str, int]] = {}


def _advance_table(f: pygame.font.Font) -> dict[str, int]:
    """The remembered character widths of one font (holding the font keeps its identity unique)."""
    table = _advances.get(f)
    if table is None or len(table) > MAX_ADVANCE_CHARS:
        if table is None and len(_advances) >= MAX_ADVANCE_FONTS:
            _advances.clear()
        table = _advances[f] = {}
    return table


def _advance(f: pygame.font.Font, table: dict[str, int], ch: str) -> int:
    """One character's width, measured once per font: estimates must not re-measure text."""
    width = table.get(ch)
    if width is None:
        try:
            width = f.size(ch)[0]
        except (UnicodeError, ValueError, pygame.error):
            width = 0
        table[ch] = width
    return width


def _longest_fit(fits: Callable[[int], bool], guess: int, least: int, most: int) -> int:
    """The largest n in [least, most] with fits(n) (`least` when none does, which is not measured).

    Searched outward from a guess: two measurements when the guess is right, a logarithmic
    number when it is not, so breaking a long word never re-measures prefix after prefix.
    """
    if most <= least:
        return least
    guess = min(max(guess, least + 1), most)
    if fits(guess):
        lo, step = guess, 1
        while lo + step <= most and fits(lo + step):
            lo += step
            step *= 2
        hi = min(lo + step, most + 1)
    else:
        hi, step = guess, 1
        while hi - step > least and not fits(hi - step):
            hi -= step
            step *= 2
        lo = max(hi - step, least)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return lo


def _guess_fit(f: pygame.font.Font, table: dict[str, int], s: str, start: int, width: int) -> int:
    """How many characters from `start` fit the width by summed advances (an estimate: no kerning)."""
    total = 0
    for i in range(start, len(s)):
        total += _advance(f, table, s[i])
        if total > width:
            return i - start
    return len(s) - start


def _break_word(word: str, f: pygame.font.Font, width: int) -> tuple[list[str], str]:
    """A word wider than the width cut into full-width pieces, and the last piece that still fits."""
    table = _advance_table(f)
    pieces: list[str] = []
    start = 0
    while True:
        most = len(word) - start

        def fits(n: int, at: int = start) -> bool:
            return f.size(word[at : at + n])[0] <= width

        cut = _longest_fit(fits, _guess_fit(f, table, word, start, width), 1, most)
        if cut == most:
            return pieces, word[start:]
        pieces.append(word[start : start + cut])
        start += cut


def wrap(s: str, f: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to a pixel width; explicit newlines start new paragraphs.

    A single word wider than the width is broken by characters so nothing overflows; the work
    grows linearly with the text, so a pasted or malformed run of thousands of characters in a
    notice cannot freeze the window.
    """
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            pieces, line = _break_word(word, f, width)
            lines.extend(pieces)
        lines.append(line)
    return lines


def _note_block(s: str, size: int, width: int, f: pygame.font.Font, lines: list[str]) -> None:
    """A wrapped block fits when its widest line does (a glyph wider than the box would not)."""
    fit.note(s, size, max((f.size(line)[0] for line in lines), default=0), width, "text_block")


def text_block(s: str, size: int, width: int, colour: RGB = (0, 0, 0), bold: bool = False,
               italic: bool = False, condensed: bool = False, align: str = "left",
               line_spacing: float = 1.0) -> pygame.Surface:
    """Wrapped multi-line text rendered once into one cached surface of the given width.

    align: "left", "center" or "right".
    """
    key = ("b", s, size, width, colour, bold, italic, condensed, align, line_spacing)
    surf = TEXT_CACHE.get(key)
    if surf is not None:
        if fit.recording_now():
            f = font(size, bold, italic, condensed)
            _note_block(s, size, width, f, wrap(s, f, width))
        return fit.rendered(surf, s)
    f = font(size, bold, italic, condensed)
    lines = wrap(s, f, width)
    if fit.recording_now():
        _note_block(s, size, width, f, lines)
    step = int(round(f.get_linesize() * line_spacing))
    height = max(step * len(lines), step * (len(lines) - 1) + f.get_height())   # lines set close keep the last whole
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if not line:
            continue
        rendered = f.render(line, True, colour)
        if align == "center":
            x = (width - rendered.get_width()) // 2
        elif align == "right":
            x = width - rendered.get_width()
        else:
            x = 0
        out.blit(rendered, (x, i * step))
    return fit.rendered(TEXT_CACHE.put(key, out), s)


def elide(s: str, f: pygame.font.Font, width: int) -> str:
    """The text, cut and ended with "…" if it is wider than `width` (names, file names and error details
    in tight spots: data of any length, so a marked cut is how it fits)."""
    if f.size(s)[0] <= width:
        return s

    def fits(n: int) -> bool:
        return f.size(s[:n] + ELLIPSIS)[0] <= width

    table = _advance_table(f)
    guess = _guess_fit(f, table, s, 0, width - _advance(f, table, ELLIPSIS))
    kept = s[: _longest_fit(fits, guess, 0, len(s))].rstrip()
    if fit.recording_now():
        fit.note(s, f.point_size, f.size(s)[0], width, "elided", kept)
    return kept + ELLIPSIS


def fit_size(s: str, max_width: int, max_size: int, min_size: int = 8, bold: bool = False,
             condensed: bool = False, title: bool = False) -> int:
    """The largest font size (≤ max_size) at which one line of text fits max_width."""
    size = _largest_size(s, max_width, max_size, min_size, bold, condensed, title)
    if fit.recording_now():
        fit.note(s, size, font(size, bold, condensed=condensed, title=title).size(s)[0], max_width, "fit_size")
    return size


def fitted(s: str, width: int, max_size: int, min_size: int, colour: RGB = (0, 0, 0), bold: bool = False,
           condensed: bool = False, squeeze: float = 0.8) -> pygame.Surface:
    """One line made to fit `width`: the largest size down to `min_size`, then narrowed (to `squeeze` of its
    width at most, so a long name on a small card stays whole), and only then cut with "…"."""
    size = _largest_size(s, width, max_size, min_size, bold, condensed)
    img = text(s, size, colour, bold=bold, condensed=condensed)
    if img.get_width() <= width:
        fit.note(s, size, img.get_width(), width, "fitted")
        return img
    if width >= img.get_width() * squeeze:
        key = ("n", s, size, colour, bold, condensed, width)
        narrow = TEXT_CACHE.get(key) or TEXT_CACHE.put(key, pygame.transform.smoothscale(img, (width, img.get_height())))
        fit.note(s, size, width, width, "fitted (narrowed)")
        return fit.rendered(narrow, s)
    return text(elide(s, font(size, bold, condensed=condensed), width), size, colour, bold=bold, condensed=condensed)


def _largest_size(s: str, width: int, max_size: int, min_size: int, bold: bool = False, condensed: bool = False,
                  title: bool = False) -> int:
    size = max_size
    while size > min_size and font(size, bold, condensed=condensed, title=title).size(s)[0] > width:
        size -= 1
    return size


def fit_block_size(s: str, width: int, height: int, max_size: int, min_size: int = 8,
                   condensed: bool = False, line_spacing: float = 1.0) -> int:
    """The largest size at which wrapped text fits a box (used for card rules text)."""
    size = max_size
    while size > min_size:
        f = font(size, condensed=condensed)
        lines = wrap(s, f, width)
        if int(f.get_linesize() * line_spacing) * len(lines) <= height:
            break
        size -= 1
    return size
