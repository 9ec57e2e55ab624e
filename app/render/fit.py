"""Does every text fit its box? The check that keeps long Polish words inside their buttons.

While a test records (`recording()`), the shared text helpers note each text drawn into a box of known
width as a `Fit` (fonts.fit_size, fitted, elide, text_block, text(box=...)), every rendered text surface is
remembered with its words, and a `Screen` (a window-sized surface) remembers where each of those was
blitted, so a test can also find text that leaves the window or the box it was drawn in. Outside a
recording every hook is one test of a global: the product pays nothing.

What counts as fitting: the whole text inside its box, shrunk or wrapped if need be, or narrowed a little
(fonts.fitted). A cut marked with "…" (fonts.elide) is recorded apart (`Log.cuts`): it is how data of any
length fits (a seat or file name, an error's details), and a fault only where it cuts the catalogue's own
words, which the test tells. Text below `LEGIBLE` pixels is a thumbnail's texture, not words to read.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

import pygame

LEGIBLE = 6  # pixels: text drawn smaller is texture (a card thumbnail's rules), not words anyone reads


@dataclass(frozen=True)
class Fit:
    """One text drawn into a box: the width it needed at its size against the width it was given."""

    text: str
    size: int
    needed: int
    box: int
    where: str
    kept: str | None = None  # a text cut with "…": the part still shown

    @property
    def fits(self) -> bool:
        return self.needed <= self.box


@dataclass(frozen=True)
class Placed:
    """One rendered text blitted onto a `Screen`, where it was meant to go (before any clipping)."""

    text: str
    rect: pygame.Rect


@dataclass
class Log:
    """What one recording saw."""

    fits: list[Fit] = field(default_factory=list)
    texts: dict[pygame.Surface, str] = field(default_factory=dict)

    def overflows(self) -> list[Fit]:
        """Legible text that did not fit (smaller text is a thumbnail's texture: the zoom shows its words)."""
        return [f for f in self.fits if not f.fits and f.size >= LEGIBLE and f.kept is None]

    def cuts(self) -> list[Fit]:
        """Legible text cut with "…": fine for data, a fault for words of the catalogue (the caller tells)."""
        return [f for f in self.fits if f.kept is not None and f.size >= LEGIBLE]


_log: Log | None = None


@contextmanager
def recording() -> Iterator[Log]:
    """Record every fit and rendered text until the block ends (tests only)."""
    global _log
    outer, _log = _log, Log()
    try:
        yield _log
    finally:
        _log = outer


def recording_now() -> bool:
    """Whether a test is recording (so a hook that must measure first measures only then)."""
    return _log is not None


def note(text: str, size: int, needed: int, box: int, where: str, kept: str | None = None) -> None:
    """A text of `needed` pixels drawn into a box `box` pixels wide, or cut to `kept` (kept only while recording)."""
    if _log is not None:
        _log.fits.append(Fit(text, size, needed, box, where, kept))


def rendered(surface: pygame.Surface, text: str) -> pygame.Surface:
    """Remember which words a surface shows (while recording), so a `Screen` can tell text from art."""
    if _log is not None:
        _log.texts[surface] = text
    return surface


class Font(pygame.font.Font):
    """The app's font: its renders are remembered while recording (direct renders included)."""

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        surface = super().render(text, antialias, color, bgcolor, wraplength)
        if _log is not None and isinstance(text, str):
            _log.texts[surface] = text
        return surface


class Screen(pygame.Surface):
    """A stand-in for the window that remembers where rendered text was blitted (tests draw scenes on it)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[Placed] = []

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        self._remember(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Sequence[Any], doreturn: Any = True) -> Any:  # type: ignore[override]
        for item in blit_sequence:
            self._remember(item[0], item[1], item[2] if len(item) > 2 else None)
        return super().blits(blit_sequence, doreturn)

    def _remember(self, source: pygame.Surface, dest: Any, area: Any) -> None:
        words = _log.texts.get(source) if _log is not None else None
        if words is None:
            return
        at = pygame.Rect(dest).topleft if isinstance(dest, pygame.Rect) or len(dest) == 4 else dest
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.placed.append(Placed(words, pygame.Rect(at, size)))


def widget_fit(widget: Any) -> Fit | None:
    """A pygame-gui button's or label's text against the room inside its border and shadow (and its padding,
    for text set against one side)."""
    text = getattr(widget, "text", None)
    font = getattr(widget, "font", None)
    if not isinstance(text, str) or not text or font is None or not widget.visible:
        return None
    border = getattr(widget, "border_width", 0) or 0
    sides = border.get("left", 0) + border.get("right", 0) if isinstance(border, dict) else 2 * border
    shadow = getattr(widget, "shadow_width", 0) or 0
    centred = getattr(widget, "text_horiz_alignment", "center") == "center"
    padding = 0 if centred else getattr(widget, "text_horiz_alignment_padding", 0) or 0
    room = widget.rect.w - sides - 2 * (shadow + padding)
    return Fit(text, getattr(font, "point_size", 0), font.size(text)[0], room,
               f"{type(widget).__name__} {getattr(widget, 'most_specific_combined_id', '')}")
