"""Find the screen area a tutorial step's target name stands for on a game's table.

A table may name areas itself with `anchor(name) -> pygame.Rect | None` (the sheet, the market);
otherwise a name is read as the key of a target clickable now: ("row", "STR") is named "row:STR".
Only the targets already built for the tutorial's filtered decision are used, so resolving a
name never makes the table plan for moves the step does not allow.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable

import pygame

from app.table import Table
from app.input.targets import Target


def key_name(key: Hashable) -> str:
    """The name scripts use for a target key: tuples joined with ':', anything else as str()."""
    if isinstance(key, tuple):
        return ":".join(str(k) for k in key)
    return str(key)


def target_names(targets: Iterable[Target], bounds: Callable[[Target], pygame.Rect]) -> dict[str, pygame.Rect]:
    """Each named target's window rectangle (`bounds` maps a target's shape to where the window shows it:
    a map hex moves with the camera, a button drawn over the map does not)."""
    out: dict[str, pygame.Rect] = {}
    for target in targets:
        if target.key is not None:
            rect = bounds(target)
            name = key_name(target.key)
            out[name] = out[name].union(rect) if name in out else rect
    return out


def resolve(table: Table, name: str, targets: Iterable[Target], on_screen: Callable[[pygame.Rect], pygame.Rect],
            bounds: Callable[[Target], pygame.Rect]) -> pygame.Rect | None:
    """The window rectangle for `name` now: the table's named area (a world rectangle, shown by `on_screen`),
    else a clickable target's key (its window bounds)."""
    anchor: Any = getattr(table, "anchor", None)
    if callable(anchor):
        rect = anchor(name)
        if rect is not None:
            return on_screen(pygame.Rect(rect))
    return target_names(targets, bounds).get(name)
