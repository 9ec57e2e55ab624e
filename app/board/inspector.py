"""The shared inspector: any seat's public components (hero, items, allies, sheet) over the board at any time.

Opened by a click on a seat's name or emblem, or the I key; ← and → (or the arrows in its corners) go to the
other seats, a right-click shows a card large, Esc or a click beside it closes it. What it shows is the
game's Inspection (app/table.py), read from the view the person at the table is shown, so nothing hidden
from them can appear in it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app import i18n
from app.board.overlays import OverlayStack, Paged, Picture
from app.render import fonts
from app.scenes import style
from app.table import Inspection

CARD_W = 118          # a card's width at 1280x720
CARD_RATIO = 1.4      # height over width of a card picture
LARGE_SHARE = 0.62    # a card shown large is this share of the window's height
TITLE = 24
TEXT = 16
ARROW = 44            # the seat arrows' side


class Inspector(Paged):
    """One seat's components; `inspect` and `picture` are the table's, `seats` how many there are to go through."""

    def __init__(self, seat: int, seats: int, inspect: Callable[[int], Inspection | None],
                 picture: Callable[[str, int], pygame.Surface | None], scale: Callable[[], float]) -> None:
        super().__init__(("inspector",))
        self.seat, self.seats = seat, seats
        self.inspect, self.picture, self.scale = inspect, picture, scale
        self.cards: dict[str, pygame.Rect] = {}
        self.arrows: dict[int, pygame.Rect] = {}
        self.box = pygame.Rect(0, 0, 0, 0)

    def px(self, value: float) -> int:
        return round(value * self.scale())

    def shown(self) -> Inspection | None:
        return self.inspect(self.seat)

    def turn(self, step: int) -> None:
        """Show the next (step 1) or previous (-1) seat that has something to show."""
        for k in range(1, self.seats + 1):
            seat = (self.seat + step * k) % self.seats
            if self.inspect(seat) is not None:
                self.seat = seat
                return

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        if self.turned(pos, button, stack):
            return True
        card = next((c for c, rect in self.cards.items() if rect.collidepoint(pos)), None)
        if card is not None and button == 3:
            stack.push(Picture(card, lambda surface: self._large(surface, card)))
            return True
        return self.box.collidepoint(pos) and button == 1

    def _large(self, surface: pygame.Surface, card: str) -> None:
        """A card of the inspection shown large in the middle of the dimmed window."""
        surface.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)
        h = round(surface.get_height() * LARGE_SHARE)
        img = self.picture(card, round(h / CARD_RATIO))
        if img is not None:
            surface.blit(img, img.get_rect(center=surface.get_rect().center))

    def draw(self, surface: pygame.Surface, now: float) -> None:
        shown = self.shown()
        window = surface.get_rect()
        surface.fill((70, 70, 70), special_flags=pygame.BLEND_RGB_MULT)
        self.box = window.inflate(-window.w // 8, -window.h // 8)
        if shown is not None:
            self.box.h = min(self.box.h, max(window.h // 3, self._height(shown, self.box.w)))
            self.box.centery = window.centery
        pygame.draw.rect(surface, style.PANEL, self.box, border_radius=self.px(12))
        pygame.draw.rect(surface, style.ACCENT, self.box, max(2, self.px(2)), border_radius=self.px(12))
        self.cards, self.arrows = {}, {}
        if shown is None:
            return
        pad = self.px(20)
        x, y, width = self.box.x + pad + self.px(ARROW), self.box.y + pad, self.box.w - 2 * (pad + self.px(ARROW))
        title = fonts.fitted(shown.title, width, self.px(TITLE), self.px(12), style.ACCENT, bold=True)
        surface.blit(title, (x, y))
        y += title.get_height() + self.px(8)
        for fact in shown.facts:
            img = fonts.fitted(fact, width, self.px(TEXT), self.px(10), style.TEXT)
            surface.blit(img, (x, y))
            y += img.get_height() + self.px(3)
        y = self._groups(surface, shown, x, y + self.px(8), width)
        hint = fonts.fitted(i18n.t("board.inspect_hint"), self.box.w - 2 * pad, self.px(13), self.px(9), style.MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(self.box.centerx, self.box.bottom - self.px(10))))
        if self.seats > 1:
            self._arrows(surface)

    def _height(self, shown: Inspection, box_w: int) -> int:
        """The box's height for `shown` at full card size: title, facts, groups, the hint line."""
        pad, line = self.px(20), style.font(self.px(TEXT)).get_linesize() + self.px(3)
        width = box_w - 2 * (pad + self.px(ARROW))
        per_row = max(1, (width + self.px(8)) // (self.px(CARD_W) + self.px(8)))
        rows = sum(-(-len(group) // per_row) for _, group in shown.groups)
        return (2 * pad + style.font(self.px(TITLE), bold=True).get_linesize() + self.px(16) + len(shown.facts) * line
                + len(shown.groups) * (line + self.px(10)) + rows * (round(self.px(CARD_W) * CARD_RATIO) + self.px(8))
                + self.px(40))

    def _groups(self, surface: pygame.Surface, shown: Inspection, x: int, y: int, width: int) -> int:
        """Each group's heading and its cards in rows, smaller when they would not fit the box."""
        cards = sum(len(group) for _, group in shown.groups)
        heads = sum(1 for _ in shown.groups)
        room = self.box.bottom - self.px(40) - y - heads * self.px(TEXT + 10)
        w = self.px(CARD_W)
        while w > self.px(40):
            per_row = max(1, (width + self.px(8)) // (w + self.px(8)))
            rows = sum(-(-len(group) // per_row) for _, group in shown.groups if group)
            if rows * (round(w * CARD_RATIO) + self.px(8)) <= room or cards == 0:
                break
            w = round(w * 0.85)
        per_row = max(1, (width + self.px(8)) // (w + self.px(8)))
        for heading, group in shown.groups:
            img = fonts.fitted(heading, width, self.px(TEXT), self.px(10), style.MUTED, bold=True)
            surface.blit(img, (x, y))
            y += img.get_height() + self.px(4)
            for k, card in enumerate(group):
                rect = pygame.Rect(x + (k % per_row) * (w + self.px(8)), y + (k // per_row) * (round(w * CARD_RATIO) +
                                   self.px(8)), w, round(w * CARD_RATIO))
                picture = self.picture(card, w)
                if picture is not None:
                    surface.blit(picture, picture.get_rect(midtop=rect.midtop))
                    self.cards[card] = picture.get_rect(midtop=rect.midtop)
            if group:
                y += -(-len(group) // per_row) * (round(w * CARD_RATIO) + self.px(8))
            y += self.px(6)
        return y

    def _arrows(self, surface: pygame.Surface) -> None:
        """The previous and next seat's arrows at the box's sides."""
        side = self.px(ARROW)
        for step, glyph, x in ((-1, "\u25c0", self.box.x + self.px(10)), (1, "\u25b6", self.box.right - self.px(10) - side)):
            rect = pygame.Rect(x, self.box.centery - side // 2, side, side)
            self.arrows[step] = rect
            pygame.draw.rect(surface, style.PANEL_LIGHT, rect, border_radius=self.px(8))
            pygame.draw.rect(surface, style.PANEL_EDGE, rect, 1, border_radius=self.px(8))
            img = style.text(glyph, self.px(20), style.TEXT, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))
