"""The side panel's hero sheet for the player deciding now: the hero's name, life and stamina as rows of
pips (wounds and exhaustion marked on them), gold, experience and the counters won, and the allies and
items as small card pictures; the other heroes get one compact line each."""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n
from app.games.runebound import cards as pictures
from app.games.runebound import text
from app.games.runebound.board import figure_face, gem_face
from app.render import tokens
from app.scenes import style
from engine.games.runebound.content import base_id, content
from engine.kernel.canonical import JsonObject

PIP = 11          # a life or stamina pip's side at 1280x720
PIP_GAP = 3
ROW = 18          # a line of the sheet
THUMB = 34        # a card picture's width
LABEL_W = 112     # the life and stamina rows' words
MAX_THUMBS = 6    # more cards than this show as "+n"
WOUND = (200, 52, 44)
LIFE = (236, 226, 204)
TIRED = (88, 120, 176)
STAMINA = (200, 214, 236)


def hero_life(p: JsonObject) -> int:
    """Life as spec §3.12 derives it: the hero's, the life tokens' and the items' bonuses."""
    c = content()
    hero = c.heroes.get(base_id(p.get("hero") or ""))
    if hero is None:
        return 0
    items = sum(c.items[base_id(i["card"])].life for i in p.get("items") or [] if base_id(i["card"]) in c.items)
    return hero.stats.life + c.rules.token_values.get("life", 0) * list(p.get("xp_tokens") or []).count("life") + items


def hero_stamina(p: JsonObject) -> int:
    c = content()
    hero = c.heroes.get(base_id(p.get("hero") or ""))
    if hero is None:
        return 0
    return hero.stats.stamina + c.rules.token_values.get("stamina", 0) * list(p.get("xp_tokens") or []).count("stamina")


def skills_line(p: JsonObject) -> str:
    """The hero's skills as trained now (the engine's values: printed skill plus experience tokens), a trained one
    with its gain ("Body 7 (+2)"): the hero card shows only the printed values."""
    c = content()
    hero = c.heroes.get(base_id(p.get("hero") or ""))
    now = p.get("skills") or {}
    parts = []
    for skill in ("mind", "body", "spirit"):
        value = int(now.get(skill, 0))
        gain = value - (hero.stats.skill(skill) if hero is not None else value)
        parts.append(text.t("sheet.skill_trained" if gain else "sheet.skill", skill=text.t(f"token.{skill}"),
                            value=value, gain=gain))
    return " · ".join(parts)


def cards_of(p: JsonObject) -> list[str]:
    return [a["card"] for a in p.get("allies") or []] + [i["card"] for i in p.get("items") or []]


def shown_cards(p: JsonObject) -> list[str]:
    """The card row: the hero's own card first, then the allies and items."""
    return ([p["hero"]] if p.get("hero") else []) + cards_of(p)


ROWS = 5          # name, life, stamina, skills, purse


def height(p: JsonObject, scale: float) -> int:
    """The sheet's height for this hero (the card row only when there are cards)."""
    rows = ROWS * ROW + (THUMB * 1.4 + 6 if shown_cards(p) else 0)
    return round(rows * scale)


def thumb_rects(p: JsonObject, x: int, y: int, width: int, scale: float) -> list[tuple[str, pygame.Rect]]:
    """Where the sheet drawn at (x, y) puts the hero's card and each ally and item card (the first MAX_THUMBS)."""
    w = round(THUMB * scale)
    top = y + ROWS * round(ROW * scale) + round(2 * scale)
    return [(card, pygame.Rect(x + k * (w + round(4 * scale)), top, w, round(w * 1.4)))
            for k, card in enumerate(shown_cards(p)[:MAX_THUMBS]) if x + (k + 1) * (w + round(4 * scale)) <= x + width + 4]


def _pips(surface: pygame.Surface, x: int, y: int, width: int, full: int, marked: int, scale: float,
          body: tuple[int, int, int], mark: tuple[int, int, int]) -> None:
    """`full` pips, the first `marked` of them filled with the marker colour and crossed."""
    side, gap = round(PIP * scale), round(PIP_GAP * scale)
    fit = max(1, (width + gap) // (side + gap))
    side = side if full <= fit else max(4, (width + gap) // max(1, full) - gap)
    for k in range(full):
        r = pygame.Rect(x + k * (side + gap), y, side, side)
        pygame.draw.rect(surface, mark if k < marked else body, r, border_radius=max(1, side // 4))
        pygame.draw.rect(surface, (30, 24, 20), r, 1, border_radius=max(1, side // 4))
        if k < marked:
            pygame.draw.line(surface, (255, 240, 230), r.topleft, r.bottomright, max(1, side // 6))


def draw(surface: pygame.Surface, p: JsonObject, who: str, x: int, y: int, width: int, scale: float,
         fitted: Any) -> int:
    """Draw the sheet at (x, y) within `width`; returns the y below it."""
    s = scale
    top = y
    row = round(ROW * s)
    face = figure_face(p["seat"], round(14 * s), True)
    surface.blit(face, face.get_rect(center=(x + round(7 * s), y + round(11 * s))))
    hero = text.card_name(p["hero"]) if p.get("hero") else ""
    named = hero and not hero.startswith(who)   # a seat named after its hero ("Brenna") is not said twice
    img = fitted(f"{who} · {hero}" if named else hero or who, round(15 * s), style.ACCENT, width - round(18 * s), True)
    surface.blit(img, (x + round(18 * s), y))
    y += row + round(2 * s)
    if not p.get("hero"):   # before the heroes are dealt (a replay's first step): no life to show yet
        words = fitted(text.t("sheet.no_hero"), round(12 * s), style.MUTED, width)
        surface.blit(words, (x, y))
        return y + (ROWS - 1) * row + round(row * 0.4)
    label_w = round(LABEL_W * s)
    for key, full, marked, body, mark in (("sheet.life", hero_life(p), p.get("wounds", 0), LIFE, WOUND),
                                          ("sheet.stamina", hero_stamina(p), p.get("exhaustion", 0), STAMINA, TIRED)):
        words = fitted(text.t(key, left=max(0, full - marked), full=full), round(12 * s), style.TEXT, label_w)
        surface.blit(words, (x, y))
        _pips(surface, x + label_w + round(4 * s), y + round(2 * s), width - label_w - round(4 * s), full, marked, s,
              body, mark)
        y += row
    words = fitted(skills_line(p), round(12 * s), style.TEXT, width)
    surface.blit(words, (x, y))
    y += row
    coin = tokens.coin(round(14 * s))
    surface.blit(coin, coin.get_rect(midleft=(x - round(2 * s), y + round(8 * s))))
    xp = len(p.get("xp_tokens") or [])
    words = fitted(text.t("sheet.purse", gold=p.get("gold", 0), xp=text.t("sheet.xp_tokens", count=xp)), round(12 * s), style.TEXT,
                   round(width * 0.55))
    surface.blit(words, (x + round(16 * s), y + round(1 * s)))
    gx = x + round(width * 0.6)
    for colour in (p.get("counters") or [])[:8]:
        gem = gem_face(colour, round(13 * s))
        surface.blit(gem, (gx, y + round(2 * s)))
        gx += round(14 * s)
    y += row
    rects = thumb_rects(p, x, top, width, scale)
    for card, rect in rects:
        surface.blit(pictures.picture(card, rect.w, i18n.lang()), rect.topleft)
    cards = shown_cards(p)
    if len(cards) > MAX_THUMBS:
        w = round(THUMB * s)
        more = fitted(f"+{len(cards) - MAX_THUMBS}", round(13 * s), style.TEXT, w)
        surface.blit(more, (x + MAX_THUMBS * (w + round(4 * s)), y + round(10 * s)))
    if rects:
        y += round((THUMB * 1.4 + 6) * s)
    return y + round(row * 0.4)


def compact(surface: pygame.Surface, p: JsonObject, who: str, x: int, y: int, width: int, scale: float,
            fitted: Any, bold: bool) -> int:
    """One line for another hero: figure, name, gold, wounds of life, experience tokens."""
    s = scale
    face = figure_face(p["seat"], round(12 * s), False)
    surface.blit(face, face.get_rect(center=(x + round(6 * s), y + round(9 * s))))
    line = f"{who}: {text.t('sheet.no_hero')}" if not p.get("hero") else text.t("player_short", name=who, gold=p.get("gold", 0), wounds=p.get("wounds", 0), life=hero_life(p),
                  xp=len(p.get("xp_tokens") or []))
    img = fitted(line, round(13 * s), style.TEXT, width - round(16 * s), bold)
    surface.blit(img, (x + round(16 * s), y))
    return y + round(ROW * s)
