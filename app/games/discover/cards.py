"""The numbered and drawn cards of Discover in words and as a large readable card (issue 24 item 3): a search card
found, an item gained or crafted, a threat or a night card drawn, an encounter. The table keeps the last card the
steps it was told brought up; the panel names it on one line and a click shows it large over the board."""
from __future__ import annotations

from typing import Sequence

import pygame

from app.render import fonts
from app.render.palette import CREAM, INK, PANEL_EDGE, hex_rgb
from engine.games.discover.content import content
from engine.kernel import Step

from .text import say

Card = tuple[str, str]          # (deck, id): "search"/"crafted"/"night"/"threat"/"encounter"/"character"/"blueprint",
#                                 the card's number or id ("hidden": a card whose face the viewer may not see)
HIDDEN = "hidden"
PAPER = hex_rgb("#efe4c8")
TITLE_PX, KIND_PX, TEXT_PX, TEXT_MIN = 30, 17, 20, 12
WIDTH, RATIO = 0.36, 1.1        # the large card's width (of the window) and height for its width


def last_card(steps: Sequence[Step]) -> Card | None:
    """The last card these steps brought up (found, gained, crafted or drawn), None when none did."""
    found: Card | None = None
    for step in steps:
        for event in step.events:
            d = event.data
            if event.kind in ("card_found", "item_gained") and d.get("number") is not None:
                found = (str(d.get("deck")), str(d["number"]))
            elif event.kind in ("night_drawn", "threat_drawn", "encounter_drawn") and d.get("card") is not None:
                found = (event.kind.split("_")[0], str(d["card"]))
    return found


def words(card: Card, lang: str) -> tuple[str, str, str] | None:
    """The card's name, what kind of card it is, and its printed words, in `lang`."""
    c = content()
    deck, cid = card
    if deck in ("search", "crafted") and cid.isdigit():
        number = int(cid)
        if deck == "crafted" and number in c.items:
            item = c.items[number]
            return item.name.get(lang), say("card.crafted", lang, n=number), item.text.get(lang)
        if number in c.search:
            s = c.search[number]
            return s.name.get(lang), say("card.search", lang, n=number), s.text.get(lang)
    if deck == "blueprint" and cid.isdigit() and int(cid) in c.items:
        item = c.items[int(cid)]
        cost = ", ".join(f"{c.rules.resources[r].name.get(lang) if r in c.rules.resources else r} ×{n}"
                         for r, n in item.cost.items())
        return (item.name.get(lang), say("card.blueprint", lang, n=int(cid)),
                say("card.blueprint_text", lang, cost=cost or "—", text=item.text.get(lang)))
    if deck == "character" and cid in c.characters:
        ch = c.characters[cid]
        return ch.name, say("card.character", lang, role=ch.role.get(lang)), ch.text.get(lang)
    if deck == "threat" and cid in c.threats:
        t = c.threats[cid]
        return t.name.get(lang), say("card.threat", lang), t.text.get(lang)
    if deck == "encounter" and cid in c.encounters:
        e = c.encounters[cid]
        return e.name.get(lang), say("card.encounter", lang), e.text.get(lang)
    if deck == "stage":
        scenario, _, which = cid.partition(":")
        stages = c.scenarios[int(scenario)].stages if scenario.isdigit() and int(scenario) in c.scenarios else ()
        stage = next((st for st in stages if str(st.stage) == which), None)
        if stage is not None:
            return (stage.title.get(lang), say("card.stage", lang, scenario=scenario, n=stage.stage, of=len(stages)),
                    stage.text.get(lang))
    if deck == "night" and cid in c.night:
        return c.night[cid].name.get(lang), say("card.night", lang), say("card.night_text", lang)
    return None


def line(card: Card | None, lang: str) -> str:
    """The panel's line naming the last card."""
    told = words(card, lang) if card is not None else None
    return say("card.last", lang, name=told[0], kind=told[1]) if told is not None else ""


def large_rect(window: pygame.Rect) -> pygame.Rect:
    w = round(window.w * WIDTH)
    r = pygame.Rect(0, 0, w, min(round(w * RATIO), window.h - 40))
    r.center = window.center
    return r


def draw_large(surface: pygame.Surface, card: Card, lang: str) -> None:
    """The card large over the dimmed window: its name, its kind and its words at a size read from across a table."""
    if words(card, lang) is None:
        return
    window = surface.get_rect()
    shade = pygame.Surface(window.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, (0, 0))
    r = large_rect(window)
    scale = window.h / 720
    draw_face(surface, r, card, lang, scale)
    hint = fonts.text(say("card.close", lang), max(10, round(13 * scale)), CREAM)
    surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + round(6 * scale))))


def draw_face(surface: pygame.Surface, r: pygame.Rect, card: Card, lang: str, scale: float) -> None:
    """The card's face in `r`: its name, its kind and its words as large as the card holds."""
    told = words(card, lang)
    if told is None:
        return
    pygame.draw.rect(surface, PAPER, r, border_radius=round(14 * scale))
    pygame.draw.rect(surface, PANEL_EDGE, r, max(2, round(4 * scale)), border_radius=round(14 * scale))
    pad = round(18 * scale)
    width = r.w - 2 * pad
    y = r.y + pad
    name, kind, text = told
    title = fonts.fitted(name, width, round(TITLE_PX * scale), max(8, round(16 * scale)), INK, bold=True)
    surface.blit(title, (r.x + pad, y))
    y += title.get_height() + round(4 * scale)
    sub = fonts.fitted(kind, width, round(KIND_PX * scale), max(8, round(11 * scale)), hex_rgb("#6b4a2a"))
    surface.blit(sub, (r.x + pad, y))
    y += sub.get_height() + round(12 * scale)
    room = r.bottom - pad - y
    size = fonts.fit_block_size(text, width, room, round(TEXT_PX * scale), max(8, round(TEXT_MIN * scale)))
    surface.blit(fonts.text_block(text, size, width, INK), (r.x + pad, y), pygame.Rect(0, 0, width, max(0, room)))


def picture(card: Card, width: int, lang: str) -> pygame.Surface | None:
    """The card's face `width` pixels wide (the inspector's cards), None for a card it has no words for."""
    if words(card, lang) is None:
        return None
    surface = pygame.Surface((width, round(width * RATIO)), pygame.SRCALPHA)
    draw_face(surface, surface.get_rect(), card, lang, width / (720 * WIDTH * 16 / 9))
    return surface
