"""The pieces of Runebound's side panel that draw themselves from what they are given: text fitted to its
box, where the panel's parts go (PanelPlan, worked out by the table), the movement dice with their terrain
symbols, and the row of the event, the unresolved challenges and the Doom Track."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from app import i18n
from app.games.runebound import cards as pictures
from app.games.runebound import symbols, text
from app.games.runebound.board import UNRESOLVED_COLOUR
from app.render import tokens
from app.render.palette import HIGHLIGHT
from app.scenes import style
from engine.games.runebound.content import content
from engine.kernel.canonical import JsonObject

TRACK_CAPTION = 15         # the captions above the track's cards, at 1280x720
LEGEND_W = 150             # a die's legend: its width at 1280x720
LEGEND_ROW = 24            # and one symbol's row


def fitted(label: str, size: int, colour: tuple[int, int, int], width: int, bold: bool = False) -> pygame.Surface:
    """The label in at most `width` pixels: a smaller font first (down to 3/4 of `size`), then cut with an ellipsis."""
    small = max(8, round(size * 0.75))
    for px in range(size, small - 1, -1):
        if style.font(px, bold=bold).size(label)[0] <= width:
            return style.text(label, px, colour, bold=bold, box=width)
    f = style.font(small, bold=bold)
    cut = label
    while len(cut) > 1 and f.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return style.text(cut.rstrip(" ,:") + "…", small, colour, bold=bold, box=width)


@dataclass(frozen=True)
class PanelPlan:
    """Where the side panel's parts go (window pixels)."""

    x: int
    width: int
    dice: list[pygame.Rect]
    market: list[tuple[str, pygame.Rect]]
    focus: int | None
    sheet_top: int
    thumbs: list[tuple[str, pygame.Rect]]
    others_top: int
    bottom: int
    usable: frozenset[str]
    track: list[tuple[str, str | None, pygame.Rect]]


DIE_BODY, SPENT_DIE = (240, 232, 210), (95, 90, 84)   # a movement die's face, and a spent one greyed


def draw_dice(surface: pygame.Surface, view: JsonObject, rects: list[pygame.Rect], lit_dice: set[int],
              s: float) -> None:
    """The rolled movement dice with their terrain symbols (a drawn sign per terrain, its initial beneath only
    where no other terrain shares it); spent dice greyed, the dice the hovered route spends (`lit_dice`) lit."""
    dice = view.get("dice") or []
    spent = view.get("dice_spent") or []
    faces = content().faces
    letters = symbols.die_letters()
    gap = round(3 * s)
    for i, (face, rect) in enumerate(zip(dice, rects)):
        used = i < len(spent) and spent[i]
        lit = i in lit_dice
        body = SPENT_DIE if used else DIE_BODY
        pygame.draw.rect(surface, body, rect, border_radius=round(7 * s))
        pygame.draw.rect(surface, HIGHLIGHT if lit else (60, 50, 40), rect, round(3 * s) if lit else 1,
                         border_radius=round(7 * s))
        signs = sorted(faces.get(face, ()))
        n = max(1, len(signs))
        sw = max(6, min(round((rect.w - round(8 * s)) / n) - gap, round(rect.h * 0.52)))
        sx = rect.centerx - (n * sw + (n - 1) * gap) // 2
        for k, letter in enumerate(signs):
            box = pygame.Rect(sx + k * (sw + gap), rect.y + round(5 * s), sw, sw)
            surface.blit(symbols.symbol(letter, sw), box)
            if used:
                shade = pygame.Surface(box.size, pygame.SRCALPHA)
                shade.fill((60, 60, 60, 150))
                surface.blit(shade, box)
            if letters.get(letter):
                img = fitted(letters[letter], round(12 * s), (140, 135, 130) if used else (40, 30, 20), sw + gap,
                             bold=True)
                surface.blit(img, img.get_rect(midbottom=(box.centerx, rect.bottom - round(2 * s))))


def draw_track(surface: pygame.Surface, view: JsonObject, plan: PanelPlan, s: float) -> None:
    """The event slot, the unresolved-challenge track (numbered as on the map) and the Doom Track."""
    if not plan.track:
        return
    lang = i18n.lang()
    caption_y = plan.track[0][2].y - round(TRACK_CAPTION * s)
    event, slots = plan.track[0][2], [r for what, _, r in plan.track if what.startswith("slot")]
    for words, left, right in ((text.t("track.event"), event.x, slots[0].x - round(4 * s)),
                               (text.t("track.unresolved"), slots[0].x, slots[-1].right)):
        img = fitted(words, round(11 * s), style.MUTED, right - left)
        surface.blit(img, (left, caption_y))
    for what, card, rect in plan.track:
        if what == "doom":
            doom = view.get("doom") or {}
            img = fitted(text.t("track.doom"), round(11 * s), style.MUTED, rect.w + round(4 * s))
            surface.blit(img, (rect.x, caption_y))
            pygame.draw.rect(surface, (40, 22, 22), rect, border_radius=round(4 * s))
            words = f"{doom.get('tokens', 0)}/{content().rules.doom_spaces}"
            img = fitted(words, round(14 * s), (236, 120, 100), rect.w - round(4 * s), bold=True)
            surface.blit(img, img.get_rect(center=rect.center))
            continue
        if card:
            surface.blit(pictures.picture(card, rect.w, lang), rect.topleft)
        else:
            pygame.draw.rect(surface, style.PANEL_LIGHT, rect, border_radius=round(3 * s))
            pygame.draw.rect(surface, style.PANEL_EDGE, rect, 1, border_radius=round(3 * s))
        if what.startswith("slot"):
            badge = tokens.counter(what[4:], max(10, round(13 * s)), fill=UNRESOLVED_COLOUR)
            surface.blit(badge, badge.get_rect(center=(rect.centerx, rect.bottom - round(2 * s))))


def draw_legend(surface: pygame.Surface, box: pygame.Rect, signs: list[str], s: float) -> None:
    """A die's symbols as its face draws them, and the terrain's name beside each."""
    style.panel(surface, box)
    side = round((LEGEND_ROW - 6) * s)
    y = box.y + round(5 * s)
    for letter in signs:
        swatch = pygame.Rect(box.x + round(8 * s), y + round(3 * s), side, side)
        surface.blit(symbols.symbol(letter, side), swatch)
        room = box.right - swatch.right - round(14 * s)
        img = fitted(text.terrain_name(letter), round(13 * s), style.TEXT, room)
        surface.blit(img, img.get_rect(midleft=(swatch.right + round(8 * s), swatch.centery)))
        y += round(LEGEND_ROW * s)
