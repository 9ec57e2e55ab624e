"""The Load scene: saves newest first with game, players, round and date; a bad file explains itself."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app import i18n, saves
from app.games import table_class
from app.scenes.base import Scene
from app.scenes.table_scene import TableScene
from engine.kernel import SaveError


def open_save_file(app: Any, path: Path) -> bool:
    """Load, verify and open a save at the table; on any SaveError show its text and go to the menu."""
    from app.scenes.menu import MenuScene

    try:
        replay = saves.open_save(path, strict=app.settings.strict_undo)
    except SaveError as exc:
        app.switch(MenuScene(app))
        app.show_notice(i18n.t("load.error_title"), str(exc))
        return False
    session = replay.session
    table = table_class(session.game.id)(session.game, session.config)
    app.switch(TableScene(app, session, table, status=i18n.t("table.loaded", file=path.name)))
    return True


def describe(info: saves.SaveInfo) -> str:
    if info.error:
        return f"{info.path.name} — {i18n.t('load.corrupt')}"
    where = i18n.t("load.round", n=info.round) if info.round is not None else i18n.t("load.step", n=info.steps)
    title = info.title + (f" ({i18n.t('load.autosave')})" if info.is_autosave else "")
    return f"{title} · {', '.join(info.players)} · {where} · {info.saved_at}"


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.infos = saves.list_saves()
        self.page = 0

    def build(self) -> None:
        w, h = self.app.size
        row_h, gap = self.px(42), self.px(8)
        top, bottom = self.px(150), h - self.px(100)
        per_page = max(1, (bottom - top) // (row_h + gap))
        pages = max(1, -(-len(self.infos) // per_page))
        self.page = min(self.page, pages - 1)
        left, width = self.px(80), w - 2 * self.px(80)
        if not self.infos:
            self.label("empty", pygame.Rect(left, top, width, row_h), i18n.t("load.empty"), object_id="#muted")
        else:
            self.label("columns", pygame.Rect(left, top - row_h, width, row_h), i18n.t("load.columns"), object_id="#muted")
        start = self.page * per_page
        for k, info in enumerate(self.infos[start : start + per_page]):
            rect = pygame.Rect(left, top + k * (row_h + gap), width, row_h)
            self.button(f"save_{start + k}", rect, describe(info), lambda p=info.path: open_save_file(self.app, p),
                        tooltip=info.error or str(info.path), object_id="#save_row")
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

    def back(self) -> None:
        from app.scenes.menu import MenuScene

        self.app.switch(MenuScene(self.app))
