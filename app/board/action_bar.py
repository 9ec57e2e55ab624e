"""The shared action bar: buttons for moves with no place on the board (Stop moving, Rest, Done, Skip, Pass).

A game says which moves go on the bar, each button's words (its effect: "Rest: remove 1 exhaustion", never an
argument list) and where the bar lies; the board host lays the buttons out, draws them and makes them targets
like any other (lit, clickable, reached by Tab). A button standing for several moves opens the chooser.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app import i18n
from app.input.shapes import ScreenRect
from app.render import fonts
from app.render.camera import Camera
from app.scenes import style
from app.input.targets import BarItem, Target

BUTTON_H = 34        # a button's height at 1280x720
BUTTON_W = 250       # the widest a button in a row grows, at 1280x720
GAP = 6
SQUEEZE = 0.8        # buttons grow this much lower before they go two to a row
TEXT = 14            # the label's largest size, at 1280x720
TEXT_TWO = 12        # a label on two lines
TEXT_MIN = 9


class ActionBar:
    """The buttons in the area a game gives: side by side in a strip, else one or two to a row down a column;
    when even two to a row have no room, items of a group share a full-width button, and the last button holds
    the rest ("More …")."""

    def __init__(self, scale: Callable[[], float], camera: Callable[[], Camera]) -> None:
        self.scale, self.camera = scale, camera
        self.buttons: list[tuple[pygame.Rect, str]] = []

    def px(self, value: float) -> int:
        return round(value * self.scale())

    def place(self, area: pygame.Rect | None, items: list[BarItem]) -> list[Target]:
        """Lay `items` out in `area` (window pixels) and return their targets."""
        self.buttons = []
        if area is None or not items or area.w <= 0 or area.h <= 0:
            return []
        h, gap = min(self.px(BUTTON_H), area.h), self.px(GAP)
        rows = max(1, (area.h + gap) // (h + gap))
        if 1 < rows < len(items):   # a little lower each, so that one full-width column holds them all
            low = max(min(h, self.px(BUTTON_H * SQUEEZE)), (area.h + gap) // len(items) - gap)
            low_rows = max(1, (area.h + gap) // (low + gap))
            if low_rows >= len(items) or 2 * rows < len(items):   # two to a row at full height keep two lines' room
                h, rows = low, low_rows
        if rows == 1:
            cols = max(1, min(len(items), (area.w + gap) // (self.px(BUTTON_W // 2) + gap)))
            shown = self._fit(items, cols)
            w = min(self.px(BUTTON_W), (area.w - gap * (len(shown) - 1)) // len(shown))
            x = area.centerx - (w * len(shown) + gap * (len(shown) - 1)) // 2
            rects = [pygame.Rect(x + i * (w + gap), area.centery - h // 2, w, h) for i in range(len(shown))]
        else:
            cols = 2 if rows < len(items) <= 2 * rows else 1   # short of room even two to a row: one column of groups
            shown = self._fit(items, rows * cols)
            w = area.w if cols == 1 else (area.w - gap) // 2
            rects = [pygame.Rect(area.x + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
                     for i in range(len(shown))]
        out = []
        for rect, item in zip(rects, shown):
            self.buttons.append((rect, item.label))
            tip = item.tooltip or item.label
            out.append(Target(ScreenRect(rect.x, rect.y, rect.w, rect.h, self.camera), item.actions, tip,
                              key=("bar", item.key if item.key is not None else item.label)))
        return out

    @staticmethod
    def _fit(items: list[BarItem], room: int) -> list[BarItem]:
        """At most `room` buttons: a group's items share one when there are too many, then "More …" takes the rest."""
        if len(items) > room:
            groups: dict[str, list[BarItem]] = {}
            for item in items:
                groups.setdefault(item.group or item.label, []).append(item)
            items = [group[0] if len(group) == 1 else
                     BarItem(name, tuple(a for it in group for a in it.actions), ("group", name))
                     for name, group in groups.items()]
        if len(items) > room:
            rest = tuple(a for item in items[room - 1:] for a in item.actions)
            items = items[:room - 1] + [BarItem(i18n.t("board.more"), rest, ("more",))]
        return items

    def at(self, pos: tuple[int, int]) -> bool:
        """True over one of the buttons (the board under them takes no click)."""
        return any(rect.collidepoint(pos) for rect, _ in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        radius = self.px(6)
        clip = surface.get_clip()
        for rect, label in self.buttons:
            if not rect.colliderect(clip):
                continue        # a pass redrawing another area
            pygame.draw.rect(surface, style.PANEL_LIGHT, rect, border_radius=radius)
            pygame.draw.rect(surface, style.PANEL_EDGE, rect, 1, border_radius=radius)
            self._label(surface, label, rect)

    def _label(self, surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
        """A button's words centred in it: one line when they fit (shrunk a little if need be), else two smaller
        lines, and only then cut with an ellipsis."""
        room, size = rect.w - self.px(12), self.px(TEXT)
        least = max(8, round(size * 0.75))
        if style.font(least).size(label)[0] > room:
            small = max(8, self.px(TEXT_TWO))
            lines = style.wrap(label, style.font(small), room)
            height = style.font(small).get_linesize()
            if len(lines) == 2 and 2 * height <= rect.h:
                for k, line in enumerate(lines):
                    img = fonts.fitted(line, room, small, max(8, self.px(TEXT_MIN)), style.TEXT)
                    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + round((k - 0.5) * height))))
                return
        img = fonts.fitted(label, room, size, least, style.TEXT)
        surface.blit(img, img.get_rect(center=rect.center))
