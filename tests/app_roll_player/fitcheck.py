"""Finding text that does not fit: draw a scene on a recording screen and list every overflow.

Three kinds of evidence, all gathered while app.render.fit records:
- the text helpers' own notes: a text drawn into a box of known width (shrunk to fit, wrapped, cut);
- pygame-gui's buttons and labels: their text against the room inside the widget;
- every rendered text blitted on the window: it must stay inside the window, inside the smallest of the
  scene's panels that holds its centre, and off any button it does not sit in.
A cut with "…" is how a seat name or an error's details fit; it is a fault where it takes the catalogue's
own words.
"""
from __future__ import annotations

import string
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Callable, Iterable, Iterator

import pygame

from app import i18n
from app.render import fit
from engine.kernel.strings import Plural

# Panels drawn over everything else: their text may cover buttons beneath.
ON_TOP = ("chooser_box",)
MIN_WORDS = 6  # characters: a catalogue text's fixed piece this long is words a cut must not take
MIN_CUT = 3    # characters of such words before a "…" that show a scene cut them
ELLIPSIS = "…"


def _rects(obj: Any) -> Iterable[tuple[str, pygame.Rect]]:
    for name, value in vars(obj).items() if obj is not None else ():
        if isinstance(value, pygame.Rect) and value.w > 0 and value.h > 0 and not name.startswith("_"):
            yield name, value


def containers(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """The panels a scene draws text in: its public rectangles, its board host's, the tutorial's bubble and
    bar, and an open chooser's rows."""
    out: list[tuple[str, pygame.Rect]] = []
    host = getattr(scene, "host", None)
    overlay = getattr(scene, "overlay", None)
    for owner in (scene, host, overlay):
        out.extend(_rects(owner))
    if overlay is not None:
        from app.tutorial import overlay as tutorial_overlay

        out.append(("tutorial_bar", pygame.Rect(overlay.rect.x, overlay.rect.y, overlay.rect.w, tutorial_overlay.BAR_H)))
    for owner in (host, getattr(overlay, "host", None)):
        chooser = getattr(getattr(owner, "controller", None), "chooser", None)
        if chooser is not None:
            out.extend(("chooser_row", pygame.Rect(r)) for r in chooser.rects)
    return out


def obstacles(app: Any) -> list[tuple[str, pygame.Rect]]:
    """Buttons text must not run into: pygame-gui's widgets and the tutorial's own buttons."""
    out = [(f"widget {getattr(w, 'most_specific_combined_id', '')}", w.get_abs_rect())
           for w in app.ui.get_sprite_group().sprites() if getattr(w, "visible", True) and hasattr(w, "text")]
    overlay = getattr(app.scene, "overlay", None)
    if overlay is not None:
        out.extend((f"tutorial button {name}", rect) for name, rect in overlay.buttons.items())
    return out


def widget_overflows(app: Any) -> list[str]:
    out = []
    for widget in app.ui.get_sprite_group().sprites():
        found = fit.widget_fit(widget)
        if found is not None and not found.fits:
            out.append(f"{found.where}: {found.text!r} needs {found.needed}px, has {found.box}px")
    return out


def placed_overflows(app: Any, placed: list[fit.Placed], over: bool) -> list[str]:
    """`over`: the texts drawn above everything (a chooser's rows count as panels only for them)."""
    window = pygame.Rect((0, 0), app.size)
    boxes = [(name, box) for name, box in containers(app.scene) if over or name not in ("chooser_row", *ON_TOP)]
    buttons = obstacles(app)
    out = []
    for p in placed:
        rect = p.rect
        if not window.contains(rect):
            out.append(f"leaves the window: {p.text!r} at {tuple(rect)}")
            continue
        holding = [(name, box) for name, box in boxes if box.collidepoint(rect.center)]
        if holding:
            name, box = min(holding, key=lambda nb: nb[1].w * nb[1].h)
            if not box.contains(rect):
                out.append(f"leaves {name} {tuple(box)}: {p.text!r} at {tuple(rect)}")
                continue
            if name in ON_TOP or name == "chooser_row":
                continue
        for name, button in buttons:
            if button.colliderect(rect) and not button.contains(rect):
                out.append(f"runs into {name} {tuple(button)}: {p.text!r} at {tuple(rect)}")
                break
    return out


def _literals(template: str) -> list[str]:
    """The fixed words of a catalogue text (what stays when its {parameters} are taken out)."""
    return [piece.strip() for piece, *_ in string.Formatter().parse(template) if len(piece.strip()) >= MIN_WORDS]


@lru_cache(maxsize=None)
def catalogue_words(lang: str) -> tuple[str, ...]:
    texts = i18n.strings(lang).values()
    forms = [form for t in texts for form in (t.forms.values() if isinstance(t, Plural) else (t,))]
    return tuple(sorted({piece for form in forms for piece in _literals(form)}, key=len, reverse=True))


def cut_words(cut: fit.Fit) -> str | None:
    """The catalogue words a cut with "…" removed (a fault), or None when it removed only data."""
    kept = len(cut.kept or "")
    for words in catalogue_words(i18n.lang()):
        at = cut.text.find(words)
        if at >= 0 and at + len(words) > kept:
            return words
    return None


def cut_short(shown: str) -> str | None:
    """A text a scene cut itself (it ends in "…" part-way through the catalogue's words): those words, or None."""
    words_here = catalogue_words(i18n.lang())
    if not shown.endswith(ELLIPSIS) or any(shown.endswith(words) for words in words_here if words.endswith(ELLIPSIS)):
        return None
    head = shown[: -len(ELLIPSIS)].rstrip()
    for words in words_here:
        if any(head.endswith(words[:k]) for k in range(len(words) - 1, MIN_CUT - 1, -1)):
            return words
    return None


@contextmanager
def bubble_drawn(scene: Any, screen: fit.Screen) -> Iterator[Callable[[int, fit.Placed], bool]]:
    """While the scene draws: which texts the tutorial's bubble, painted after them, covers (a map's place names
    under it are hidden by it, not out of it); a text drawn before the bubble and touching it counts as covered."""
    overlay = getattr(scene, "overlay", None)
    drawn_at: list[int] = []
    if overlay is None or not hasattr(overlay, "_draw_bubble"):
        yield lambda k, p: False
        return
    paint = overlay._draw_bubble

    def marked(surface: pygame.Surface) -> None:
        drawn_at.append(len(screen.placed))
        paint(surface)

    overlay._draw_bubble = marked
    try:
        yield lambda k, p: bool(drawn_at) and k < drawn_at[0] and overlay.bubble.colliderect(p.rect)
    finally:
        del overlay._draw_bubble


def overflows(app: Any, log: fit.Log, where: str, now: float = 0.0) -> list[str]:
    """Everything that does not fit in the scene now (the helpers' notes since the last check included)."""
    app.frame(0.016)
    screen = fit.Screen(app.size)
    with bubble_drawn(app.scene, screen) as covered:   # over a fight panel the bubble is painted in draw_over
        app.scene.draw(screen, now)
        under = len(screen.placed)
        app.scene.draw_over(screen, now)
        kept = [(k, p) for k, p in enumerate(screen.placed) if not covered(k, p)]
    screen.placed[:] = [p for _, p in kept]
    under = sum(1 for k, _ in kept if k < under)
    found = [f"{f.where}: {f.text!r} needs {f.needed}px at size {f.size}, has {f.box}px" for f in log.overflows()]
    found += [f"cut with …: {f.text!r} shows only {f.kept!r}" for f in log.cuts() if cut_words(f)]
    found += [f"cut short: {p.text!r} stops inside {cut_short(p.text)!r}" for p in screen.placed if cut_short(p.text)]
    found += widget_overflows(app)
    found += placed_overflows(app, screen.placed[:under], over=False) + placed_overflows(app, screen.placed[under:], over=True)
    log.fits.clear()
    return [f"{where}: {line}" for line in dict.fromkeys(found)]
