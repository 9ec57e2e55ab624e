"""The numbered and drawn cards of Discover in words and as a large readable card (issue 24 item 3): a search card
found, an item gained or crafted, a threat or a night card drawn, an encounter. The table keeps the last card the
steps it was told brought up; the panel names it on one line and a click shows it large over the board."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from app import i18n
from app.render import fonts
from app.render.glyphs import glyph
from app.render.palette import CREAM, INK, PANEL_EDGE, hex_rgb
from app.render.tween import Animation
from engine.games.discover.content import content
from engine.kernel import Step

from .text import say

Card = tuple[str, str]          # (deck, id): "search"/"crafted"/"night"/"threat"/"encounter"/"character"/"blueprint",
#                                 the card's number or id ("hidden": a card whose face the viewer may not see)
HIDDEN = "hidden"
BACK_LOOK = ("#5d5470", "#d8d0e4")   # a face-down card's back and its sign, small (panel) or large (inspector)
PAPER = hex_rgb("#efe4c8")
TITLE_PX, KIND_PX, TEXT_PX, TEXT_MIN = 30, 17, 20, 12
WIDTH, RATIO = 0.36, 1.1        # the large card's width (of the window) and height for its width
SQUEEZE = 0.8                   # how far a fitted line may be narrowed (fonts.fitted)
MAX_DID = 7                     # lines of what a card did shown on it
SHOWN_S = 2.6                   # a night or threat card drawn stays this long over the map (a click ends it)


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
    if deck == "blueprint" and cid == HIDDEN:
        return say("card.hidden_blueprint", lang), say("card.face_down", lang), say("card.face_down_text", lang)
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
        return c.night[cid].name.get(lang), say("card.night", lang), night_text(cid, lang)
    return None


def night_text(cid: str, lang: str) -> str:
    """A night card's steps in words, one a line, top to bottom as they run (the content holds them as data)."""
    c = content()
    out = []
    for st in c.night[cid].steps:
        params = dict(st.effect.params) if st.effect is not None else {}
        if st.step in ("water", "food"):
            out.append(say(f"night.{st.step}", lang))
        elif st.step == "sleep":
            key = f"night.sleep_{st.where}" if st.bonus and st.where in ("at_fire", "in_campsite") else "night.sleep"
            out.append(say(key, lang, n=st.stamina, bonus=st.bonus))
        elif st.step == "threat":
            out.append(say("night.threat_all" if st.who == "all" else "night.threat_not_at_fire", lang))
        elif st.step == "gain" and st.resource:
            res = c.rules.resources.get(st.resource)
            out.append(say("night.gain", lang, what=f"{res.name.get(lang) if res else st.resource} ×{st.amount}"))
        elif st.effect is not None and i18n.has(f"discover.night.{st.effect.handler}"):
            out.append(say(f"night.{st.effect.handler}", lang, **{k: v for k, v in params.items()}))
        else:
            out.append(say("night.other", lang))
    return "\n".join(out)


def line(card: Card | None, lang: str, room: int | None = None, size: int = 9) -> str:
    """The panel's line naming the last card; given the `room` it has (pixels at `size`), the longest of its forms
    that fits whole (its kind and the hint left out first)."""
    told = words(card, lang) if card is not None else None
    if told is None:
        return ""
    forms = [say("card.last", lang, name=told[0], kind=told[1]), say("card.last_short", lang, name=told[0]), told[0]]
    if room is None:
        return forms[0]
    f = fonts.font(size)
    return next((form for form in forms if f.size(form)[0] * SQUEEZE <= room), forms[-1])


def large_rect(window: pygame.Rect) -> pygame.Rect:
    w = round(window.w * WIDTH)
    r = pygame.Rect(0, 0, w, min(round(w * RATIO), window.h - 40))
    r.center = window.center
    return r


def draw_large(surface: pygame.Surface, card: Card, lang: str, did: Sequence[str] = ()) -> None:
    """The card large over the dimmed window: its name, its kind and its words at a size read from across a table,
    and what it did (a night or threat card's effects as the history told them)."""
    if words(card, lang) is None:
        return
    window = surface.get_rect()
    shade = pygame.Surface(window.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, (0, 0))
    r = large_rect(window)
    scale = window.h / 720
    draw_face(surface, r, card, lang, scale, did)
    hint = fonts.text(say("card.close", lang), max(10, round(13 * scale)), CREAM)
    surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + round(6 * scale))))


def draw_face(surface: pygame.Surface, r: pygame.Rect, card: Card, lang: str, scale: float,
              did: Sequence[str] = ()) -> None:
    """The card's face in `r`: its name, its kind and its words as large as the card holds; below them, under a
    rule, what it did (up to MAX_DID lines), given the lower part of the card."""
    told = words(card, lang)
    if told is None:
        return
    if card[1] == HIDDEN:
        _draw_back(surface, r, told, scale)
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
    if did:
        room = (room - round(8 * scale)) * 2 // 5
    size = fonts.fit_block_size(text, width, room, round(TEXT_PX * scale), max(8, round(TEXT_MIN * scale)))
    block = fonts.text_block(text, size, width, INK)
    surface.blit(block, (r.x + pad, y), pygame.Rect(0, 0, width, max(0, room)))
    if not did:
        return
    y += min(room, block.get_height()) + round(6 * scale)
    pygame.draw.line(surface, PANEL_EDGE, (r.x + pad, y), (r.right - pad, y), max(1, round(2 * scale)))
    y += round(6 * scale)
    shown = list(did[:MAX_DID]) + (["…"] if len(did) > MAX_DID else [])
    effects = "\n".join([say("card.did", lang)] + [f"• {line}" for line in shown])
    room = r.bottom - pad - y
    size = fonts.fit_block_size(effects, width, room, round(TEXT_PX * scale * 0.9), max(8, round(TEXT_MIN * scale)))
    surface.blit(fonts.text_block(effects, size, width, hex_rgb("#3a2010")), (r.x + pad, y),
                 pygame.Rect(0, 0, width, max(0, room)))


def _draw_back(surface: pygame.Surface, r: pygame.Rect, told: tuple[str, str, str], scale: float) -> None:
    """A face-down card in `r`: its back with a large question mark, what it is above and who may see it below."""
    body, ink = (hex_rgb(c) for c in BACK_LOOK)
    pygame.draw.rect(surface, body, r, border_radius=round(14 * scale))
    pygame.draw.rect(surface, PANEL_EDGE, r, max(2, round(4 * scale)), border_radius=round(14 * scale))
    pad = round(18 * scale)
    width = r.w - 2 * pad
    name, kind, text = told
    title = fonts.fitted(name, width, round(TITLE_PX * scale), max(8, round(16 * scale)), ink, bold=True)
    surface.blit(title, (r.x + pad, r.y + pad))
    sub = fonts.fitted(kind, width, round(KIND_PX * scale), max(8, round(11 * scale)), ink)
    surface.blit(sub, (r.x + pad, r.y + pad + title.get_height() + round(4 * scale)))
    mark = glyph("question", round(min(r.w, r.h) * 0.4), ink)
    surface.blit(mark, mark.get_rect(center=r.center))
    block = fonts.text_block(text, max(8, round(TEXT_MIN * scale * 1.2)), width, ink)
    surface.blit(block, block.get_rect(midbottom=(r.centerx, r.bottom - pad)))


def picture(card: Card, width: int, lang: str) -> pygame.Surface | None:
    """The card's face `width` pixels wide (the inspector's cards), None for a card it has no words for."""
    if words(card, lang) is None:
        return None
    surface = pygame.Surface((width, round(width * RATIO)), pygame.SRCALPHA)
    draw_face(surface, surface.get_rect(), card, lang, width / (720 * WIDTH * 16 / 9))
    return surface


def shown_rect(area: pygame.Rect, window_h: int) -> pygame.Rect:
    """Where a card just drawn shows over the map: centred on it, as wide as the large card at most."""
    w = min(round(area.w * 0.62), round(window_h * 16 / 9 * WIDTH))
    r = pygame.Rect(0, 0, w, min(round(w * RATIO), area.h - 16))
    r.center = area.center
    return r


@dataclass
class CardShown(Animation):
    """A night or threat card just drawn, shown over the map with what it did for a moment (a click ends it, the
    panel keeps it a click away); it holds nothing up: the state is already the one after it."""

    card: Card = ("", "")
    area: Callable[[], pygame.Rect] | None = None
    did: Callable[[Card], Sequence[str]] = lambda card: ()
    lang: Callable[[], str] = lambda: "en"

    def draw(self, surface: pygame.Surface) -> None:
        if self.area is None or not self.started:
            return
        r = self.area()
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip))
        draw_face(surface, r, self.card, self.lang(), r.w / (720 * 16 / 9 * WIDTH), self.did(self.card))
        surface.set_clip(clip)
