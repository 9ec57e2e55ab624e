"""The side panel's blocks: the statue of Świętowit (the cycle, the turn of day, which stone each Kir is under, the
Black stones in the Abyss against the scenario's limit, where the Herald stands) and each hero's block (its name and
player, its region, the three attributes as points against their caps with Flaws marked, Pierw, the day wheel,
Trophies, Offerings, Items and expedition tokens; lit while that hero may act).

Facts come from the engine's view and content only; no rule is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from app import i18n
from app.render import fonts
from app.render.palette import CREAM, DANGER, GOLD_LIGHT, HIGHLIGHT, INK, PANEL_EDGE, PANEL_LIGHT, PLAYER_COLOURS, hex_rgb
from engine.games.zerywia.content import content
from engine.kernel.canonical import JsonObject

from .text import NAMESPACE, say
from .words import name_of

TITLE_PX, LINE_PX, SMALL_PX = 16, 14, 12
PAD = 8                      # a block's inner margin at 720 lines
ROW_GAP = 6                  # pixels between blocks at 720 lines
CARD_BUTTON = (58, 18)       # the hero card button's size at 720 lines
STONE_LOOK: dict[str, str] = {"life": "#4f9a4f", "war": "#c8443a", "destiny": "#e8e2d4", "soul": "#3f7fc8",
                              "black": "#141116"}
STONE_FALLBACK = "#888888"
ATTR_LOOK: dict[str, str] = {"V": "#c8443a", "I": "#4f9a4f", "W": "#3f7fc8"}


def stone_rgb(stone: str) -> tuple[int, int, int]:
    return hex_rgb(STONE_LOOK.get(stone, STONE_FALLBACK))


def hero_rgb(seat: int) -> tuple[int, int, int]:
    """A hero's colour: its seat's."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def black_limit(view: JsonObject) -> int:
    """How many Black stones in the Abyss end the game in this ritual (the scenario's)."""
    scenario = content().scenarios.get(str(view.get("scenario")))
    ritual = int(view.get("ritual") or 0)
    if scenario is None or not scenario.rituals:
        return content().rules.limits.nica_rifts
    return scenario.rituals[min(ritual, len(scenario.rituals) - 1)]


def black_stones(view: JsonObject) -> int:
    return sum(1 for r in view.get("rifts") or [] if r == "black")


def when(view: JsonObject, lang: str) -> str:
    """What the table is doing in the cycle: the Expedition phase's turn of day, else the step or phase by name."""
    c = content()
    turn = str(view.get("turn") or "")
    step = str(view.get("step") or "")
    if step == "expedition_phase" and turn in c.rules.time_names:
        return c.rules.time_names[turn].name.get(lang)
    return say(f"step.{step}", lang) if i18n.has(f"{NAMESPACE}.step.{step}") else say("step.setup", lang)


def statue_lines(view: JsonObject, lang: str) -> list[tuple[str, tuple[int, int, int] | None]]:
    """The statue's block in words: cycle and turn of day, each Kir with the stone its face shows (its colour)."""
    c = content()
    time = when(view, lang)
    out: list[tuple[str, tuple[int, int, int] | None]] = [
        (say("statue.cycle", lang, n=view.get("cycle") or 1, time=time), None)]
    faces = view.get("faces") or {}
    for kir in c.rules.kir_order:
        stone = str(faces.get(kir, ""))
        named = c.rules.stones[stone].name.get(lang) if stone in c.rules.stones else c.rules.black_stone.get(lang)
        out.append((say("statue.face", lang, kir=c.rules.kirs[kir].name.get(lang), stone=named), stone_rgb(stone)))
    return out


def herald_words(view: JsonObject, lang: str) -> str:
    where = str(view.get("herald") or "abyss")
    return say("statue.herald", lang, where=say("water.abyss", lang) if where == "abyss" else name_of(where, lang))


def draw_statue(surface: pygame.Surface, rect: pygame.Rect, view: JsonObject, lang: str, s: float) -> None:
    """The statue's block: its title, the cycle and turn, the four faces, the Black stones and the Herald."""
    pygame.draw.rect(surface, PANEL_LIGHT, rect, border_radius=round(6 * s))
    pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=round(6 * s))
    pad = round(PAD * s)
    room = rect.w - 2 * pad
    y = rect.y + pad // 2
    title = fonts.fitted(content().rules.statue.get(lang), room, round(TITLE_PX * s), 9, GOLD_LIGHT, bold=True)
    surface.blit(title, (rect.x + pad, y))
    y += title.get_height()
    dot = round(10 * s)
    for words, colour in statue_lines(view, lang):
        x = rect.x + pad
        if colour is not None:
            pygame.draw.circle(surface, colour, (x + dot // 2, y + round(LINE_PX * s) // 2 + 2), dot // 2)
            pygame.draw.circle(surface, INK, (x + dot // 2, y + round(LINE_PX * s) // 2 + 2), dot // 2, 1)
            x += dot + round(5 * s)
        img = fonts.fitted(words, rect.right - pad - x, round(LINE_PX * s), 8, CREAM)
        surface.blit(img, (x, y))
        y += round((LINE_PX + 3) * s)
    n, limit = black_stones(view), black_limit(view)
    words = say("statue.black", lang, n=n, limit=limit)
    img = fonts.fitted(words, room, round(LINE_PX * s), 8, DANGER if n >= limit - 1 else CREAM, bold=True)
    surface.blit(img, (rect.x + pad, y))
    y += round((LINE_PX + 3) * s)
    img = fonts.fitted(herald_words(view, lang), room, round(LINE_PX * s), 8, CREAM)
    surface.blit(img, (rect.x + pad, y))


def statue_height(s: float) -> int:
    """The statue block's height: its title and seven lines."""
    return round((TITLE_PX + 4 + 7 * (LINE_PX + 3) + PAD) * s)


@dataclass(frozen=True)
class HeroFacts:
    """What one hero's block shows, in words."""

    seat: int
    title: str
    where: str
    attributes: str
    more: str
    lit: bool
    out: bool


def hero_facts(h: JsonObject, owner: str, lang: str, lit: bool) -> HeroFacts:
    c = content()
    seat = int(h.get("seat") or 0)
    hero = c.heroes.get(str(h.get("hero")))
    name = hero.name.get(lang) if hero is not None else say("hero.choosing", lang)
    form = say("hero.gardzica", lang) if h.get("form") == "gardzica" else ""
    title = say("hero.title", lang, hero=name + (f" ({form})" if form else ""), player=owner)
    region = str(h.get("region") or "")
    where = name_of(region, lang) if region in c.board.regions else "—"
    parts = []
    for attr, t in (h.get("attributes") or {}).items():
        flawed = int(t.get("flaw", 0))     # a Flaw takes the zero place: points to spend of the most, as on the card
        cap = int(t.get("base", 0)) - int(t.get("inj", 0)) - int(t.get("pflaw", 0)) - flawed
        mark = "×" if flawed or t.get("pflaw") else ""
        short = c.rules.attributes[attr].name.get(lang)[:3] if attr in c.rules.attributes else attr
        parts.append(f"{short} {int(t.get('pos', 0)) - flawed}/{cap}{mark}")
    parts.append(say("hero.pierw", lang, n=h.get("pierw", 0)))
    wheel = str(h.get("day_wheel") or "")
    time = c.rules.time_names[wheel].name.get(lang) if wheel in c.rules.time_names else say("hero.camp", lang)
    more = say("hero.more", lang, time=time, trophies=h.get("trophies", 0), offerings=h.get("offerings", 0),
               items=len(h.get("items") or []), tokens=len(h.get("expedition_tokens") or []))
    return HeroFacts(seat, title, where, "  ".join(parts), more, lit, h.get("status") not in (None, "active"))


def hero_height(s: float) -> int:
    return round((TITLE_PX + 3 * (LINE_PX + 2) + PAD + 4) * s)


def block_rects(area: pygame.Rect, n: int, s: float) -> list[pygame.Rect]:
    """Each hero's block, stacked in `area` (shrunk alike when they do not all fit)."""
    if n == 0:
        return []
    gap = round(ROW_GAP * s)
    h = min(hero_height(s), (area.h - gap * (n - 1)) // n)
    return [pygame.Rect(area.x, area.y + k * (h + gap), area.w, h) for k in range(n)]


def card_button(rect: pygame.Rect, s: float) -> pygame.Rect:
    """The button in a hero's block that opens its hero card: the block's top right corner."""
    w, h = round(CARD_BUTTON[0] * s), round(CARD_BUTTON[1] * s)
    pad = round(4 * s)
    return pygame.Rect(rect.right - pad - w, rect.y + pad, w, min(h, max(1, rect.h - 2 * pad)))


def draw_hero(surface: pygame.Surface, rect: pygame.Rect, facts: HeroFacts, lang: str, s: float) -> None:
    """A hero's block: a band of its colour, lit with a bright edge while it may act, dimmed when it is out; the
    button to its hero card in the top right corner."""
    pygame.draw.rect(surface, PANEL_LIGHT, rect, border_radius=round(6 * s))
    band = pygame.Rect(rect.x, rect.y, round(6 * s), rect.h)
    pygame.draw.rect(surface, hero_rgb(facts.seat), band, border_top_left_radius=round(6 * s),
                     border_bottom_left_radius=round(6 * s))
    edge = HIGHLIGHT if facts.lit else PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, max(1, round((3 if facts.lit else 1) * s)), border_radius=round(6 * s))
    pad = round(PAD * s)
    x = band.right + pad
    room = rect.right - pad - x
    y = rect.y + pad // 2
    colour = CREAM if not facts.out else PANEL_EDGE
    button = card_button(rect, s)
    pygame.draw.rect(surface, PANEL_EDGE, button, border_radius=round(4 * s))
    pygame.draw.rect(surface, GOLD_LIGHT, button, max(1, round(s)), border_radius=round(4 * s))
    img = fonts.fitted(say("hero.card", lang), button.w - round(6 * s), round(SMALL_PX * s), 7, CREAM, bold=True)
    surface.blit(img, img.get_rect(center=button.center))
    first = True
    for words, size, bold in ((facts.title, TITLE_PX, True), (facts.where, LINE_PX, False),
                              (facts.attributes, LINE_PX, False), (facts.more, SMALL_PX, False)):
        if y + round(size * s) > rect.bottom:
            break
        width = button.x - round(4 * s) - x if first else room
        first = False
        img = fonts.fitted(words, width, round(size * s), 8, GOLD_LIGHT if bold and facts.lit else colour, bold=bold)
        surface.blit(img, (x, y))
        y += img.get_height() + round(1 * s)
