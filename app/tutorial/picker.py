"""The menu's list of tutorials: one button per script every game's manifest declares, so a game's later
chapters (Roll Player's Fiends & Familiars) are reachable from the menu, not only from the command line."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from app import i18n
from app.scenes.base import Scene
from app.tutorial.overlay import ui
from engine import games
from engine.common.content import Text
from engine.kernel import StolikError
from engine.kernel.canonical import JsonObject
from engine.tutorial import script_title

GAP = 8


@dataclass(frozen=True)
class Chapter:
    """One tutorial on offer: the name `stolik tutorial` knows it by, its game and its script's title."""

    name: str
    game: str
    title: Text

    def label(self, lang: str) -> str:
        """The game's name and the chapter's title; a title that already starts with the game's name alone
        ("Runebound: your first game", never "Runebound: Runebound: …")."""
        game, title = games.manifest(self.game).name.get(lang), self.title.get(lang)
        return title if title.casefold().startswith(game.casefold()) else ui("pick_entry", lang, game=game, title=title)


def chapters() -> list[Chapter]:
    """Every installed game's tutorials in manifest order; a script whose title cannot be read is left out
    (opening it by name explains why)."""
    out: list[Chapter] = []
    for game_id in games.available():
        try:
            listed = games.manifest(game_id).tutorials
        except KeyError:
            continue
        for tutorial_id, path in listed:
            try:
                out.append(Chapter(f"{game_id}-{tutorial_id}", game_id, script_title(path)))
            except StolikError:
                continue
    return out


class TutorialPickerScene(Scene):
    """One button per tutorial; a click opens it, Back (or Esc) returns to the menu."""

    name = "tutorial_picker"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.chapters = chapters()

    def build(self) -> None:
        lang = i18n.lang()
        w, h = self.app.size
        row_h, gap = self.px(48), self.px(GAP)
        width = min(w - 2 * self.px(80), self.px(720))
        left, top = (w - width) // 2, self.px(120)
        for k, chapter in enumerate(self.chapters):
            rect = pygame.Rect(left, top + k * (row_h + gap), width, row_h)
            self.button(f"tutorial_{k}", rect, chapter.label(lang), partial(self.open, chapter.name),
                        object_id="#save_row")
        bw, bh = self.px(200), self.px(44)
        self.button("back", pygame.Rect((w - bw) // 2, h - self.px(40) - bh, bw, bh), ui("pick_back", lang), self.back)

    def open(self, name: str) -> None:
        self.app.open("tutorial", name)

    def back(self) -> None:
        self.app.go("menu")

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, ui("pick_title", i18n.lang()), self.px(40))

    def dump(self) -> JsonObject:
        """For tests: the tutorials offered, by the name each opens."""
        return {"tutorials": [c.name for c in self.chapters]}
