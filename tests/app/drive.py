"""Driving the app headless the way a person would: real pygame events, then a frame."""
from __future__ import annotations

from typing import Any

import pygame


def pump(app: Any, frames: int = 1, dt: float = 0.016) -> None:
    for _ in range(frames):
        app.frame(dt)


def click(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click through pygame's event queue, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(0.016)


def click_widget(app: Any, key: str) -> None:
    widget = app.scene.widgets[key]
    click(app, widget.get_abs_rect().center)
    app.frame(0.016)


def press(app: Any, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.frame(0.016)


def type_text(app: Any, key: str, text: str) -> None:
    """Replace what a text field holds the way a person does: click into it, Ctrl+A, type."""
    click_widget(app, key)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(0.016)


def shown_large(app: Any) -> Any:
    """What the board host's overlay stack shows large on top (a card's id), or None."""
    from app.board.overlays import Picture
    top = app.scene.host.overlays.top()
    return top.key if isinstance(top, Picture) else None


def browsing(app: Any) -> Any:
    """The card browser open on the board host's overlay stack (its key and `hits`), or None."""
    from app.board.overlays import Browser
    return app.scene.host.overlays.find(Browser)
