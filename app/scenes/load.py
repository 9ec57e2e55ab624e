"""The Load scene: saves newest first with game, players, round and date; a bad file explains itself."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app import i18n, saves
from app.games import table_class
from app.scenes import style
from app.scenes.base import NOTICE_CHARS, Scene
from engine.kernel import StolikError
from engine.kernel.untrusted import shown

FOLDER_ERROR_SIZE = 20  # text size (at scale 1) of the message when the saves folder cannot be read


def open_save_file(app: Any, path: Path) -> bool:
    """Load, verify and open a save at the table; on any refusal show its (escaped) text over the menu."""
    try:
        replay = saves.open_save(path, strict=app.settings.strict_undo)
    except StolikError as exc:
        app.go("menu")
        app.show_notice(i18n.t("load.error_title"), shown(str(exc), NOTICE_CHARS))
        return False
    session = replay.session
    table = table_class(session.game.id)(session.game, session.config)
    name = shown(path.name, saves.TITLE_CHARS)
    app.go("table", session, table, status=i18n.t("table.loaded", file=name))
    return True


def describe(info: saves.SaveInfo) -> str:
    """A row's text; the SaveInfo strings are already escaped, the file name is escaped here."""
    if info.error:
        return f"{shown(info.path.name, saves.TITLE_CHARS)} — {i18n.t('load.corrupt')}"
    where = i18n.t("load.round", n=info.round) if info.round is not None else i18n.t("load.step", n=info.steps)
    title = info.title + (f" ({i18n.t('load.autosave')})" if info.is_autosave else "")
    return f"{title} · {', '.join(info.players)} · {where} · {info.saved_at}"


class LoadScene(Scene):
    """The saves, a page at a time; a folder that cannot be read says so instead of "no saves"."""

    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        listing = saves.scan_saves()
        self.infos = list(listing.infos)
        self.folder_error = (i18n.t("load.folder_error", path=shown(str(listing.path), saves.PATH_CHARS),
                                    reason=listing.error) if listing.error else None)
        self.folder_lines: list[str] = []
        self.text_at = (0, 0)
        self.page = 0

    def build(self) -> None:
        w, h = self.app.size
        row_h, gap = self.px(42), self.px(8)
        top, bottom = self.px(150), h - self.px(100)
        per_page = max(1, (bottom - top) // (row_h + gap))
        pages = max(1, -(-len(self.infos) // per_page))
        self.page = min(self.page, pages - 1)
        left, width = self.px(80), w - 2 * self.px(80)
        self.text_at = (left, top)
        if self.folder_error:
            self.folder_lines = style.wrap(self.folder_error, style.font(self.px(FOLDER_ERROR_SIZE)), width)
        if self.infos:
            self.label("columns", pygame.Rect(left, top - row_h, width, row_h), i18n.t("load.columns"),
                       object_id="#muted")
        elif not self.folder_error:
            self.label("empty", pygame.Rect(left, top, width, row_h), i18n.t("load.empty"), object_id="#muted")
        start = self.page * per_page
        for k, info in enumerate(self.infos[start : start + per_page]):
            rect = pygame.Rect(left, top + k * (row_h + gap), width, row_h)
            self.button(f"save_{start + k}", rect, describe(info), lambda p=info.path: open_save_file(self.app, p),
                        tooltip=saves.row_tip(info), object_id="#save_row")
        bw, bh = self.px(200), self.px(44)
        y = h - self.px(40) - bh
        self.button("back", pygame.Rect((w - bw) // 2, y, bw, bh), i18n.t("load.back"), self.back)
        if pages > 1:
            self.button("prev", pygame.Rect(left, y, bh, bh), "◀", lambda: self.turn(-1), enabled=self.page > 0)
            self.label("page", pygame.Rect(left + bh + gap, y, self.px(100), bh), f"{self.page + 1}/{pages}")
            self.button("next", pygame.Rect(left + bh + 2 * gap + self.px(100), y, bh, bh), "▶", lambda: self.turn(1),
                        enabled=self.page < pages - 1)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.app.rebuild()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("load.title"), self.px(50))
        x, y = self.text_at
        size = self.px(FOLDER_ERROR_SIZE)
        for line in self.folder_lines:
            surface.blit(style.text(line, size, style.TEXT), (x, y))
            y += style.font(size).get_linesize()

    def back(self) -> None:
        self.app.go("menu")
