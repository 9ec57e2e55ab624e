"""The Settings scene: language, sound and volume, fullscreen, strict undo, hot-seat hand-over, bot speed; saved at once."""
from __future__ import annotations

from functools import partial

import pygame

from app import i18n
from app.scenes.base import Scene
from app.settings import BOT_SPEEDS

VOLUME_STEP = 0.1


class SettingsScene(Scene):
    name = "settings"

    def build(self) -> None:
        s = self.app.settings
        w = self.app.size[0]
        label_w, ctrl_w, row_h, gap = self.px(260), self.px(150), self.px(44), self.px(14)
        left = (w - label_w - 3 * ctrl_w - 2 * gap) // 2
        y = self.px(150)

        def row(key: str) -> tuple[int, int]:
            nonlocal y
            self.label(f"label_{key}", pygame.Rect(left, y, label_w, row_h), i18n.t(f"settings.{key}"))
            top = y
            y += row_h + gap
            return left + label_w + gap, top

        def toggle(value: bool) -> str:
            return i18n.t("settings.on") if value else i18n.t("settings.off")

        x, top = row("language")
        for i, lang in enumerate(i18n.LANGS):
            btn = self.button(f"lang_{lang}", pygame.Rect(x + i * (ctrl_w + gap), top, ctrl_w, row_h),
                              i18n.t(f"settings.lang_{lang}"), partial(self.app.set_lang, lang))
            if lang == s.lang:
                btn.select()
        x, top = row("sound")
        self.button("sound", pygame.Rect(x, top, ctrl_w, row_h), toggle(s.sound), self.toggle_sound)
        x, top = row("volume")
        self.button("volume_down", pygame.Rect(x, top, row_h, row_h), "−", lambda: self.change_volume(-VOLUME_STEP))
        self.label("volume_value", pygame.Rect(x + row_h + gap, top, ctrl_w - row_h - gap, row_h), f"{round(s.volume * 100)}%")
        self.button("volume_up", pygame.Rect(x + ctrl_w, top, row_h, row_h), "+", lambda: self.change_volume(VOLUME_STEP))
        x, top = row("fullscreen")
        self.button("fullscreen", pygame.Rect(x, top, ctrl_w, row_h), toggle(s.fullscreen), self.toggle_fullscreen)
        x, top = row("strict_undo")
        self.button("strict_undo", pygame.Rect(x, top, ctrl_w, row_h), toggle(s.strict_undo), self.toggle_strict,
                    tooltip=i18n.t("settings.strict_undo_help"))
        self.label("strict_help", pygame.Rect(left, y - gap // 2, label_w + 3 * ctrl_w + 3 * gap, self.px(28)),
                   i18n.t("settings.strict_undo_help"), object_id="#small")
        y += self.px(28)
        x, top = row("handover")
        self.button("handover", pygame.Rect(x, top, ctrl_w, row_h), toggle(s.handover), self.toggle_handover,
                    tooltip=i18n.t("settings.handover_help"))
        x, top = row("bot_speed")
        for i, speed in enumerate(BOT_SPEEDS):
            btn = self.button(f"bot_{speed}", pygame.Rect(x + i * (ctrl_w + gap), top, ctrl_w, row_h),
                              i18n.t(f"settings.bot_{speed}"), partial(self.set_bot_speed, speed))
            if speed == s.bot_speed:
                btn.select()
        bw = self.px(200)
        self.button("back", pygame.Rect((w - bw) // 2, y + self.px(20), bw, row_h), i18n.t("settings.back"), self.back)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("settings.title"), self.px(60))

    def _changed(self) -> None:
        self.app.save_settings()
        self.app.rebuild()

    def toggle_sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self._changed()

    def change_volume(self, delta: float) -> None:
        self.app.settings.volume = round(min(1.0, max(0.0, self.app.settings.volume + delta)), 2)
        self._changed()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.app.rebuild()

    def toggle_strict(self) -> None:
        self.app.settings.strict_undo = not self.app.settings.strict_undo
        self._changed()

    def toggle_handover(self) -> None:
        self.app.settings.handover = not self.app.settings.handover
        self._changed()

    def set_bot_speed(self, speed: str) -> None:
        self.app.settings.bot_speed = speed
        self._changed()

    def back(self) -> None:
        self.app.go("menu")
