"""Bookmarks for scrubbing a session: which events start a round or a phase, for any game.

A game may define `milestone(event, lang)` (or `milestone(event)`) returning a label such as
"Round 3" or None; its manifest may instead name a function of the same shape, which the caller
looks up and passes in as `hook` (the kernel imports no game). Without either, the kernel's
default recognises events named like `round_started` / `phase_started` and labels them from their data.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from .action import Event
from .canonical import JsonObject
from .strings import FALLBACK, text
from .strings import text as text_of

MilestoneFn = Callable[[Event, str], "str | None"]

ROUND_KINDS = frozenset({"round_started", "round_start", "new_round", "round_began", "round"})
PHASE_KINDS = frozenset({"phase_started", "phase_start", "new_phase", "phase_began", "phase"})
ROUND_KEYS = ("round", "number", "n", "index")
PHASE_KEYS = ("phase", "name", "id")
LABEL = "kernel.milestone."  # the kernel's wording of a round or phase bookmark, in its strings.toml
FALLBACK_LANG = FALLBACK


@dataclass(frozen=True, slots=True)
class Bookmark:
    """A place worth jumping to: the cursor just after the step whose event started it."""

    cursor: int
    label: str
    level: str = "phase"

    @property
    def major(self) -> bool:
        return self.level == "round"


def label(kind: str, lang: str, **fmt: object) -> str:
    """The kernel's own wording for a round or phase bookmark in `lang`."""
    return text(LABEL + kind, lang, **fmt)


def phase_name(raw: Any) -> str:
    """`MARKET` or `market_phase` -> `Market`: a readable name from an identifier."""
    text = str(raw).replace("_", " ").strip()
    if text.lower().endswith(" phase"):
        text = text[: -len(" phase")]
    return text[:1].upper() + text[1:].lower()


def _first(data: JsonObject, keys: Sequence[str]) -> Any:
    for key in keys:
        if key in data:
            return data[key]
    return None


def default_milestone(event: Event, lang: str = FALLBACK_LANG) -> str | None:
    """Round and phase starts, recognised by the event's name (`round_started`, `phase`, ...)."""
    if event.kind in ROUND_KINDS:
        n = _first(event.data, ROUND_KEYS)
        return label("round", lang, n=n) if n is not None else None
    if event.kind in PHASE_KINDS:
        name = _first(event.data, PHASE_KEYS)
        return label("phase", lang, name=phase_name(name)) if name is not None else None
    return None


def started_round(kind: Any, data: Any) -> int | None:
    """The round an event starts, read the default way from a raw (untrusted) event: a save's steps tell
    the round it stopped in even when its summary does not (older saves said only "step 213")."""
    if kind not in ROUND_KINDS or not isinstance(data, dict):
        return None
    n = _first(data, ROUND_KEYS)
    return n if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else None


def _accepts_lang(fn: Callable[..., Any]) -> bool:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)]
    return len(positional) >= 2 or any(p.kind is p.VAR_POSITIONAL for p in positional)


def _with_lang(fn: Callable[..., str | None]) -> MilestoneFn:
    if _accepts_lang(fn):
        return fn
    return lambda event, lang: fn(event)


def milestone_fn(game: Any, hook: Callable[..., str | None] | None = None) -> MilestoneFn:
    """The rule a game's bookmarks follow: its own method, the hook its manifest names, or the default."""
    own = getattr(game, "milestone", None)
    if callable(own):
        return _with_lang(own)
    if hook is not None:
        return _with_lang(hook)
    return default_milestone


def level_of(text: str, lang: str = FALLBACK_LANG, round_words: Sequence[str] = ()) -> str:
    """Round bookmarks are drawn taller: a label in the kernel's round wording is a round, and so is one in any of
    the game's own `round_words` (string keys: Zerywia's "Cycle {n}")."""
    wordings = [label("round", lang), *(text_of(key, lang) for key in round_words)]
    prefixes = [w.split("{", 1)[0] for w in wordings]  # no parameters given: the wording as written
    return "round" if any(p and text.startswith(p) for p in prefixes) else "phase"


def bookmarks(
    game: Any, steps: Iterable[Sequence[Event]], lang: str = FALLBACK_LANG,
    hook: Callable[..., str | None] | None = None,
) -> list[Bookmark]:
    """One bookmark per milestone event, in order; a label repeating the previous one is skipped
    (games may restate the phase they are in). `hook`: the game's milestone function, if its manifest names one;
    its `round_words` attribute, if any, names the string keys of its labels that are rounds (see level_of)."""
    fn = milestone_fn(game, hook)
    round_words: Sequence[str] = getattr(getattr(game, "milestone", None) or hook, "round_words", ())
    out: list[Bookmark] = []
    last: str | None = None
    for index, events in enumerate(steps):
        for event in events:
            text = fn(event, lang)
            if text is None or text == last:
                continue
            out.append(Bookmark(index + 1, text, level_of(text, lang, round_words)))
            last = text
    return out
