"""Keyboard shortcuts shared by every scene: one place that says which key does what."""
from __future__ import annotations

import pygame

UNDO, REDO, SAVE, SAVE_AS, MENU, FULLSCREEN = "undo", "redo", "save", "save_as", "menu", "fullscreen"


def shortcut(event: pygame.event.Event) -> str | None:
    """The command a KEYDOWN stands for: Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+S save, Ctrl+Shift+S
    save as, Esc, F11."""
    if event.type != pygame.KEYDOWN:
        return None
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    if event.key == pygame.K_F11:
        return FULLSCREEN
    if event.key == pygame.K_ESCAPE:
        return MENU
    if ctrl and event.key == pygame.K_z:
        return REDO if shift else UNDO
    if ctrl and event.key == pygame.K_y:
        return REDO
    if ctrl and event.key == pygame.K_s:
        return SAVE_AS if shift else SAVE
    return None
