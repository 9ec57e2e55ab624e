"""The heroes' panel: for each hero a dial (stamina as lit notches round its rim, the health indicators as hearts
or the damage that covers them, stamina's number in the middle), the character's name, stamina and what it carries
against its carrying limit, the damage it suffers by type, its resources as tokens with their counts, and its cards as
small cards a click shows large: the character card, the items it owns, its blueprints (face down to a viewer the
view hides them from: another person's in hot-seat).

Facts come from the engine's view (what a player may see); the limit is the engine's own rule, asked of the hero
rebuilt from the view, so a character or item that raises it shows here as it plays.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import pygame

from app.render import fonts
from app.render import tokens as tokenart
from app.render.cache import new_cache
from app.render.draw import Canvas
from app.render.glyphs import glyph
from app.render.palette import CREAM, DANGER, GOLD, HIGHLIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, darken, hex_rgb, lighten
from engine.games.discover.carrying import carried, carrying_limit
from engine.games.discover.content import content
from engine.games.discover.state import HEART, Held, Hero, OwnedItem
from engine.kernel.canonical import JsonObject

from .cards import BACK_LOOK, HIDDEN, Card
from .board import RESOURCE_FALLBACK, RESOURCE_LOOK, hero_rgb
from .text import say

# Damage types (content's ids) by glyph and colour, told apart without colour; an unknown one shows as a dot.
DAMAGE_LOOK: dict[str, tuple[str, str]] = {"hunger": ("#d9893b", "leaf"), "dehydration": ("#4f9fd8", "drop"),
                                           "sickness": ("#7a4f9a", "skull"), "injury": ("#c83a32", "sword")}
DAMAGE_FALLBACK = ("#b0a090", "dot")
HEART_COLOUR = hex_rgb("#d8453b")
NOTCH_OFF = hex_rgb("#4a3f38")
ROW_GAP = 6              # pixels between heroes' blocks at 720 lines
PAD = 8                  # a block's inner margin at 720 lines
NAME_PX, LINE_PX = 17, 14
TOKEN_PX = 24            # a resource token's size at 720 lines
MAX_BLOCK = 150          # a block's tallest at 720 lines (few heroes leave room below)
DIAL_SS = 2
CARD_RATIO = 0.72        # a small card's width for its height
CARD_LOOK: dict[str, tuple[str, str]] = {"character": ("#e3b95a", "#3a2a10"), "crafted": ("#efe4c8", "#2a2420"),
                                         "search": ("#d8e6c0", "#2a2420"), "blueprint": ("#3d6fa8", "#f4f0e6"),
                                         HIDDEN: BACK_LOOK}
_DIALS = new_cache(64, max_mb=4)


@dataclass(frozen=True)
class HeroFacts:
    """What the panel shows of one hero."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    status: str
    stamina: int
    max_stamina: int
    health: tuple[str, ...]
    damage: tuple[tuple[str, int], ...]
    resources: tuple[tuple[str, int], ...]
    carried: int
    limit: int
    active: bool
    cards: tuple[Card, ...] = ()


def hero_cards(h: JsonObject) -> tuple[Card, ...]:
    """The hero's cards as the view shows them: its character card once kept, its items, its blueprints in hand
    (("blueprint", HIDDEN) for one the view hides)."""
    character = str(h.get("character") or "")
    out: list[Card] = [("character", character)] if character in content().characters else []
    out += [(str(i.get("deck") or "crafted"), str(i.get("number"))) for i in h.get("items") or []]
    out += [("blueprint", HIDDEN if b == HIDDEN else str(b)) for b in h.get("blueprints") or []]
    return tuple(out)


def hero_of(h: JsonObject) -> Hero:
    """The engine's Hero rebuilt from a view's hero (what the carrying rules read: character, items, threats)."""
    character = h.get("character") or ""
    return Hero(seat=int(h["seat"]), colour=str(h.get("colour") or ""),
                character=character if character in content().characters else "",
                resources=[Held(str(r["resource"]), int(r["amount"]), str(r.get("token") or "")) for r in h.get("resources") or []],
                items=[OwnedItem(str(i["deck"]), int(i["number"]), int(i.get("markers") or 0)) for i in h.get("items") or []],
                threats=[str(t) for t in h.get("threats") or []])


def hero_facts(h: JsonObject, active: int | None, lang: str) -> HeroFacts:
    """One hero's panel facts from the view, in `lang`."""
    c = content()
    hero = hero_of(h)
    name = c.characters[hero.character].name if hero.character else say("table.hero_unknown", lang)
    health = tuple(str(x) for x in h.get("health") or [])
    damage = Counter(x for x in health if x != HEART)
    held: Counter[str] = Counter()
    for r in hero.resources:
        held[r.resource] += r.amount
    order = list(c.rules.resources)
    resources = tuple(sorted(held.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order)))
    return HeroFacts(hero.seat, name, hero_rgb(hero.colour, hero.seat), str(h.get("status") or ""),
                     int(h.get("stamina") or 0), c.rules.max_stamina, health,
                     tuple((d, damage[d]) for d in c.rules.damage if damage[d]) + tuple(
                         (d, n) for d, n in damage.items() if d not in c.rules.damage),
                     resources, carried(hero), carrying_limit(hero), hero.seat == active, hero_cards(h))


def damage_name(damage: str, lang: str) -> str:
    d = content().rules.damage.get(damage)
    return d.name.get(lang) if d is not None else damage


def sentence(words: str) -> str:
    """Words that open a line start with a capital (the content's names are lower case: "hunger", "food")."""
    return words[:1].upper() + words[1:]


def dial(facts: HeroFacts, size: int) -> pygame.Surface:
    """The hero's dial: a disc in its colour, one notch per stamina point round the rim (lit up to its stamina),
    the health indicators along the bottom (a heart, or the glyph of the damage on it), stamina's number inside."""
    key = (facts.colour, facts.stamina, facts.max_stamina, facts.health, facts.active, size)
    surf = _DIALS.get(key)
    if surf is not None:
        return surf
    c = Canvas(size, size, PANEL, scale=DIAL_SS)
    r = size / 2
    c.circle(r, r, r, HIGHLIGHT if facts.active else darken(facts.colour, 0.5))
    c.circle(r, r, r * 0.93, facts.colour)
    c.circle(r, r, r * 0.7, PANEL)
    top = max(1, facts.max_stamina)
    for i in range(top):
        a = math.radians(-90 + 360 * (i + 0.5) / top)
        x0, y0 = r + math.cos(a) * r * 0.73, r + math.sin(a) * r * 0.73
        x1, y1 = r + math.cos(a) * r * 0.88, r + math.sin(a) * r * 0.88
        c.line((x0, y0), (x1, y1), GOLD if i < facts.stamina else NOTCH_OFF, max(2.0, size * 0.05))
    surf = c.done()
    number = fonts.text(str(facts.stamina), max(8, round(size * 0.32)), CREAM, bold=True)
    surf.blit(number, number.get_rect(center=(r, r * 0.8)))
    n = len(facts.health)
    spot = max(6, round(size * 0.17))
    for i, h in enumerate(facts.health):
        body, name = (HEART_COLOUR, "heart") if h == HEART else (hex_rgb(DAMAGE_LOOK.get(h, DAMAGE_FALLBACK)[0]),
                                                                  DAMAGE_LOOK.get(h, DAMAGE_FALLBACK)[1])
        x = r + (i - (n - 1) / 2) * spot * 1.1
        if h == HEART:
            g = glyph(name, spot, body)
        else:
            g = tokenart.icon_token(name, spot, body)
        surf.blit(g, g.get_rect(center=(round(x), round(r * 1.38))))
    return _DIALS.put(key, surf)


def resource_token(resource: str, size: int) -> pygame.Surface:
    body, name = RESOURCE_LOOK.get(resource, RESOURCE_FALLBACK)
    return tokenart.icon_token(name, size, hex_rgb(body))


def block_rects(area: pygame.Rect, heroes: int, scale: float) -> list[pygame.Rect]:
    """Each hero's block in the panel's area, top to bottom, as tall as they fit (at most MAX_BLOCK)."""
    gap = round(ROW_GAP * scale)
    height = min(round(MAX_BLOCK * scale), (area.height - gap * max(0, heroes - 1)) // max(1, heroes))
    return [pygame.Rect(area.x, area.y + i * (height + gap), area.width, height) for i in range(heroes)]


def card_rects(rect: pygame.Rect, count: int, scale: float) -> list[pygame.Rect]:
    """Where a hero block's small cards lie: right-aligned along its foot, as tall as a resource token (the block's
    resources take the row's room to their left)."""
    pad = round(PAD * scale)
    height = round(TOKEN_PX * scale * 1.05)
    width = round(height * CARD_RATIO)
    gap = max(1, round(2 * scale))
    bottom = rect.bottom - pad // 2 - max(1, round(scale))
    right = rect.right - pad
    return [pygame.Rect(right - (count - i) * (width + gap) + gap, bottom - height, width, height) for i in range(count)]


def small_card(card: Card, size: tuple[int, int], scale: float) -> pygame.Surface:
    """A small card: coloured by kind (character, item, blueprint, a face-down blueprint), with its number or sign."""
    key = ("card", card, size)
    surf = _DIALS.get(key)
    if surf is not None:
        return surf
    deck, cid = card
    look = HIDDEN if cid == HIDDEN else deck
    body, ink = (hex_rgb(c) for c in CARD_LOOK.get(look, CARD_LOOK["crafted"]))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(2, round(3 * scale))
    pygame.draw.rect(surf, body, r, border_radius=radius)
    pygame.draw.rect(surf, INK, r, 1, border_radius=radius)
    inner = round(min(size) * 0.8)
    if deck == "character":
        mark = glyph("star", inner, ink)
    elif cid == HIDDEN or not cid.isdigit():
        mark = glyph("question", inner, ink)
    else:
        mark = fonts.fitted(cid, size[0] - 2, round(size[1] * 0.5), 7, ink, bold=True)
    surf.blit(mark, mark.get_rect(center=r.center))
    return _DIALS.put(key, surf)


def draw_hero(surface: pygame.Surface, rect: pygame.Rect, facts: HeroFacts, lang: str, scale: float,
              owner: str = "") -> None:
    """One hero's block: the dial on the left, the words and the resources on the right; `owner` (who plays the
    hero) right-aligned on the name's line."""
    pygame.draw.rect(surface, PANEL_LIGHT if facts.active else PANEL, rect, border_radius=round(6 * scale))
    pygame.draw.rect(surface, HIGHLIGHT if facts.active else PANEL_EDGE, rect, max(1, round(2 * scale)),
                     border_radius=round(6 * scale))
    pad = round(PAD * scale)
    size = rect.height - 2 * pad
    surface.blit(dial(facts, size), (rect.x + pad, rect.y + pad))
    x = rect.x + 2 * pad + size
    width = rect.right - pad - x
    y = rect.y + pad
    line = round(LINE_PX * scale)
    tag = fonts.fitted(owner, width // 2, line, max(8, round(line * 0.75)), CREAM) if owner else None
    room = width - (tag.get_width() + pad if tag is not None else 0)
    name = fonts.fitted(facts.name, room, round(NAME_PX * scale), line, lighten(facts.colour, 0.35), bold=True)
    surface.blit(name, (x, y))
    if tag is not None:
        surface.blit(tag, tag.get_rect(topright=(rect.right - pad, y + max(0, name.get_height() - tag.get_height()))))
    y += name.get_height()
    state = say("table.stamina", lang, n=facts.stamina, max=facts.max_stamina)
    if facts.status == "eliminated":
        state = say("table.eliminated", lang)
    elif facts.status == "won":
        state = say("table.rescued", lang)
    over = facts.carried > facts.limit
    text = f"{state} · {say('table.carrying', lang, n=facts.carried, limit=facts.limit)}"
    img = fonts.fitted(text, width, line, max(8, round(line * 0.75)), DANGER if over else CREAM)
    surface.blit(img, (x, y))
    y += img.get_height()
    damage = " · ".join(say("table.damage", lang, name=damage_name(d, lang), n=n) for d, n in facts.damage)
    img = fonts.fitted(sentence(damage) or say("table.no_damage", lang), width, line, max(8, round(line * 0.8)),
                       DANGER if facts.damage else CREAM)
    surface.blit(img, (x, y))
    y += img.get_height() + round(2 * scale)
    token = round(TOKEN_PX * scale)
    if y + token > rect.bottom - pad // 2:
        token = max(10, rect.bottom - pad // 2 - y)
    chips = card_rects(rect, len(facts.cards), scale)
    for card, box in zip(facts.cards, chips):
        surface.blit(small_card(card, box.size, scale), box)
    shared = bool(chips) and chips[0].y < y + token          # a short block: the cards share the resources' row
    room_right = (chips[0].x if shared else rect.right) - pad
    tx = x
    if not facts.resources:
        img = fonts.fitted(say("table.nothing_held", lang), max(1, room_right - x), line, max(8, round(line * 0.7)), CREAM)
        surface.blit(img, (x, y))
    for resource, amount in facts.resources:
        face = resource_token(resource, token)
        badge = tokenart.counter(amount, max(8, round(token * 0.55)), fill=INK, ink=CREAM)
        step = face.get_width() + badge.get_width() // 2
        if tx + step > room_right:
            break
        surface.blit(face, face.get_rect(midleft=(tx, y + token // 2)))
        surface.blit(badge, badge.get_rect(bottomright=(tx + face.get_width() + badge.get_width() // 3, y + token)))
        tx += step + round(2 * scale)


def draw_heroes(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, lang: str, scale: float) -> list[HeroFacts]:
    """Every hero's block in `area`; returns what was shown (for tests)."""
    heroes = view.get("heroes") or []
    facts = [hero_facts(h, view.get("active"), lang) for h in heroes]
    for rect, f in zip(block_rects(area, len(facts), scale), facts):
        draw_hero(surface, rect, f, lang, scale)
    return facts
