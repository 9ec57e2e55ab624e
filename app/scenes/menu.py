"""The main menu: new game, continue the latest game in progress, load, tutorial, replay, settings, quit.

What the menu says about games (which are installed, their player counts, which have a tutorial)
comes from their manifests.
"""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n, saves
from app.games import game_title
from app.scenes import style
from app.scenes.base import Scene
from engine import games

ENTRIES = ("new_game", "continue", "load", "tutorial", "replay", "settings", "quit")


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.latest = saves.latest_in_progress()  # looked up once: a rebuild (resize, notice) reads no file

    def build(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(320), self.px(46), self.px(12)
        top = self.px(250)
        actions = {
            "new_game": self.new_game, "continue": self.continue_game, "load": self.load,
            "tutorial": self.tutorial, "replay": self.replay, "settings": self.settings, "quit": self.app.quit,
        }
        tips = {"new_game": games_tip(), "tutorial": tutorials_tip()}
        for i, key in enumerate(ENTRIES):
            rect = pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh)
            enabled = key != "continue" or self.latest is not None
            tooltip = tips.get(key) if enabled else i18n.t("menu.continue_none")
            self.button(key, rect, i18n.t(f"menu.{key}"), actions[key], tooltip=tooltip, enabled=enabled)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        w = self.app.size[0]
        style.panel(surface, pygame.Rect(w // 2 - self.px(200), self.px(56), self.px(400), self.px(620)))
        title = style.text(i18n.t("app_title"), self.px(72), style.ACCENT, title=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.px(70))))
        tag = style.text(i18n.t("tagline"), self.px(20), style.TEXT)
        surface.blit(tag, tag.get_rect(midtop=(w // 2, self.px(70) + title.get_height() + self.px(6))))

    def command(self, name: str) -> bool:
        return False

    # --- entries ---------------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.go("new_game")

    def continue_game(self) -> None:
        """The game saved last that is not over, in its own file (older Stolik's autosave.json too)."""
        if self.latest is not None:
            self.app.open("save", self.latest.path)

    def load(self) -> None:
        self.app.go("load")

    def tutorial(self) -> None:
        self.app.open("tutorial", None)

    def replay(self) -> None:
        self.app.go("replay_picker")

    def settings(self) -> None:
        self.app.go("settings")


def games_tip() -> str:
    """The installed games with their player counts (and a co-op mark), from their manifests."""
    specs = [games.manifest(g) for g in games.shown()]
    if not specs:
        return i18n.t("menu.no_games")
    entries = [i18n.t("menu.game_entry", game=game_title(s), lo=s.min_players, hi=s.max_players) for s in specs]
    return i18n.t("menu.games_tip", games=", ".join(entries))


def tutorials_tip() -> str:
    """The games whose manifests list a tutorial."""
    names = [games.manifest(g).name.get(i18n.lang()) for g in games.shown() if games.tutorials(g)]
    return i18n.t("menu.tutorials_tip", games=", ".join(names)) if names else i18n.t("menu.tutorial_none")
