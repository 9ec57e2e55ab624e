"""Choosing what to replay: the shipped example games first, then the player's own saves."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pygame

from app import i18n, saves
from app.replay.examples import EXAMPLES_DIR, named
from app.replay.text import t
from app.scenes.base import Scene
from engine.kernel.untrusted import shown


def replayable() -> list[saves.SaveInfo]:
    """Examples (by name), then the saves folder (newest first); unreadable files are listed too."""
    examples = sorted(saves.list_saves(EXAMPLES_DIR), key=lambda info: info.path.name)
    own = [info for info in saves.list_saves() if info.path.parent.resolve() != EXAMPLES_DIR.resolve()]
    return examples + own


def example_title(info: saves.SaveInfo, lang: str) -> str | None:
    """A shipped example's title in `lang` ("Przykład: Roll Player dla 2 graczy, ziarno 2"), or None for a
    player's own save (its title is the player's)."""
    if info.path.parent.resolve() != EXAMPLES_DIR.resolve():
        return None
    example = named(info.path.name)
    return example.title(lang) if example is not None else None


def row_text(info: saves.SaveInfo, lang: str) -> str:
    """One file's row; the SaveInfo strings are already escaped, the file name is escaped here."""
    if info.error:
        return f"{shown(info.path.name, saves.TITLE_CHARS)} — {t('unreadable', lang)}"
    players = saves.players_text(info, lang)
    example = example_title(info, lang)
    if example is not None:
        return f"{example} · {players} · {t('steps', lang, count=info.steps)}"
    return f"{info.title} · {players} · {t('steps', lang, count=info.steps)} · {info.saved_at}"


class ReplayPickerScene(Scene):
    """One button per replayable file, a page at a time."""

    name = "replay_picker"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.infos = replayable()
        self.page = 0

    def build(self) -> None:
        lang = i18n.lang()
        w, h = self.app.size
        row_h, gap = self.px(42), self.px(8)
        top, bottom = self.px(110), h - self.px(100)
        per_page = max(1, (bottom - top) // (row_h + gap))
        pages = max(1, -(-len(self.infos) // per_page))
        self.page = min(self.page, pages - 1)
        left, width = self.px(80), w - 2 * self.px(80)
        if not self.infos:
            self.label("empty", pygame.Rect(left, top, width, row_h), t("nothing_to_replay", lang), object_id="#muted")
        start = self.page * per_page
        for k, info in enumerate(self.infos[start : start + per_page]):
            rect = pygame.Rect(left, top + k * (row_h + gap), width, row_h)
            self.button(f"file_{start + k}", rect, row_text(info, lang), partial(self.open, info.path),
                        tooltip=saves.row_tip(info), object_id="#save_row")
        bw, bh = self.px(200), self.px(44)
        y = h - self.px(40) - bh
        self.button("back", pygame.Rect((w - bw) // 2, y, bw, bh), t("back_to_menu", lang), self.back)
        if pages > 1:
            self.button("prev", pygame.Rect(left, y, bh, bh), "◀", lambda: self.turn(-1), enabled=self.page > 0)
            self.button("next", pygame.Rect(left + bh + gap, y, bh, bh), "▶", lambda: self.turn(1),
                        enabled=self.page < pages - 1)

    def open(self, path: Path) -> None:
        self.app.open("replay", path)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.app.rebuild()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, t("pick_title", i18n.lang()), self.px(36))

    def back(self) -> None:
        self.app.go("menu")
