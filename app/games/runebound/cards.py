"""Runebound's card pictures, drawn from the content: challenges (life, the three phases' target and damage,
reward), events (rank), encounters (their test), Margath, allies, items and heroes, in English or Polish.

Each picture is rendered once per (card, width, language) and cached. A card narrower than `TEXT_MIN_WIDTH`
is a thumbnail: name, numbers and icons only (its rules text would be too small to read; the large card
shows it). Sizes are in units of a hundredth of the card's width, so one layout serves every size.
"""
from __future__ import annotations

import pygame

from app.games.runebound.combat_text import say
from app.render import fonts
from app.render.cache import new_cache
from app.render.cards import boxed_text
from app.render.draw import Canvas, dimmed, vertical_gradient
from app.render.glyphs import glyph
from app.render.palette import (
    CARD_RATIO, CREAM, GOLD, GOLD_DARK, INK, INK_SOFT, PAPER, PAPER_DARK, RGB, darken, lighten, mix,
)
from engine.games.runebound.content import PHASES, SKILLS, Content, Stats, Usage, base_id, content

TEXT_MIN_WIDTH = 110      # narrower cards are thumbnails: no rules text
MIN_TEXT = 7              # smallest rules text on a card wide enough to carry it
MIN_LABEL = 6
GEM: dict[str, RGB] = {"green": (46, 150, 70), "yellow": (196, 160, 30), "blue": (50, 100, 200), "red": (180, 45, 40)}
FRAME: dict[str, RGB] = {"ally": (64, 92, 136), "item": (128, 92, 52), "hero": (104, 66, 134), "margath": (48, 18, 22)}
PHASE_GLYPH = {"ranged": "arrow", "melee": "sword", "magic": "sparkle"}
PHASE_ROTATION = {"ranged": 315, "melee": 0, "magic": 0}
WOUND = (196, 40, 40)
TIRED = (88, 110, 150)
KIND_GLYPH = {"weapon": "sword", "armour": "shield", "artifact": "sparkle"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}

_CACHE = new_cache(512, max_mb=24)


def phase_icon(phase: str, size: int, colour: RGB) -> pygame.Surface:
    """A combat phase's sign: an arrow in flight (Ranged), a sword (Melee), a spark (Magic)."""
    img = glyph(PHASE_GLYPH[phase], size, colour)
    return pygame.transform.rotate(img, PHASE_ROTATION[phase]) if PHASE_ROTATION[phase] else img


def card_size(width: int) -> tuple[int, int]:
    return (width, round(width * CARD_RATIO))


def kind_of(card: str, c: Content | None = None) -> str:
    """'hero', 'ally', 'item', 'challenge', 'event' or 'encounter' (the duellist's card as an encounter)."""
    c = c or content()
    if base_id(card) in c.heroes:
        return "hero"
    return c.card_kind(card)


def picture(card: str, width: int, lang: str, kind: str | None = None, used: bool = False) -> pygame.Surface:
    """The card's face, `width` pixels wide; `kind` "ally" draws the duellist's encounter card as the ally
    it becomes; `used`: turned face down this turn (ACTIVATE), shown washed out."""
    c = content()
    kind = kind or kind_of(card, c)
    key = (base_id(card), kind, width, lang, used)
    surf = _CACHE.get(key)
    if surf is None:
        face = picture(card, width, lang, kind) if used else _draw(base_id(card), kind, width, lang, c)
        surf = _CACHE.put(key, dimmed(face) if used else face)
    return surf


def frame_colour(card: str, kind: str | None = None) -> RGB:
    """The colour a card is framed in (its deck's gem colour for adventure cards)."""
    c = content()
    kind = kind or kind_of(card, c)
    base = base_id(card)
    if kind == "challenge" and c.challenges[base].margath:
        return FRAME["margath"]
    if kind in ("challenge", "event", "encounter"):
        return GEM[c.colour_of(base)]
    return FRAME[kind]


# --- drawing ---------------------------------------------------------------------------------------
class _Card:
    """One card being drawn: its surface, unit and language."""

    def __init__(self, width: int, frame: RGB, lang: str) -> None:
        self.w, self.h = card_size(width)
        self.u = self.w / 100
        self.frame = frame
        self.lang = lang
        u = self.u
        c = Canvas(self.w, self.h, darken(frame, 0.5))
        c.rrect(0, 0, self.w, self.h, darken(frame, 0.45), 6 * u)
        c.rrect(1 * u, 1 * u, self.w - 2 * u, self.h - 2 * u, frame, 5.5 * u)
        c.rrect(3.5 * u, 3.5 * u, self.w - 7 * u, self.h - 7 * u, PAPER, 3.5 * u)
        c.rrect(3.5 * u, 3.5 * u, self.w - 7 * u, 15 * u, darken(frame, 0.1), 3.5 * u)
        self.surf = c.done()
        self.text_ok = self.w >= TEXT_MIN_WIDTH

    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def name(self, text: str, right: float = 0) -> None:
        """The card's name in the header band, shrunk (then narrowed) to fit beside a price coin."""
        u = self.u
        room = round(self.w - 9 * u - right)
        img = fonts.fitted(text, room, max(MIN_LABEL, self.px(8.5)), min(MIN_LABEL, self.px(8.5)), CREAM,
                           bold=True, condensed=True)
        self.surf.blit(img, img.get_rect(midleft=(round(6 * u), round(11 * u))))

    def subtitle(self, text: str, right: float = 0) -> None:
        u = self.u
        room = round(self.w - 12 * u - right)
        img = fonts.fitted(text, room, max(MIN_LABEL, self.px(6)), min(MIN_LABEL, self.px(6)), INK_SOFT,
                           bold=True, condensed=True)
        self.surf.blit(img, img.get_rect(midleft=(round(6 * u), round(23.5 * u))))

    def coin(self, value: int, cx: float, cy: float, d: float) -> None:
        size = self.px(d)
        c = Canvas(size, size, GOLD_DARK)
        c.circle(size / 2, size / 2, size / 2, GOLD_DARK)
        c.circle(size / 2, size / 2, size / 2 - size * 0.09, GOLD)
        img = c.done()
        label = fonts.text(str(value), max(MIN_LABEL, round(size * 0.55)), INK, bold=True)
        img.blit(label, label.get_rect(center=(size / 2, size / 2)))
        self.surf.blit(img, img.get_rect(center=(round(cx * self.u), round(cy * self.u))))

    def badge(self, name: str, value: str, cx: float, cy: float, d: float, colour: RGB) -> None:
        """A glyph with a number on it (a heart with the life, a drop with the damage)."""
        size = self.px(d)
        img = glyph(name, size, colour, outline=darken(colour, 0.5)).copy()
        if value:
            label = fonts.text_shadowed(value, max(MIN_LABEL, round(size * 0.5)), CREAM, offset=1, bold=True)
            img.blit(label, label.get_rect(center=(size / 2, size * 0.55)))
        self.surf.blit(img, img.get_rect(center=(round(cx * self.u), round(cy * self.u))))

    def portrait(self, top: float, bottom: float, emblem: str) -> pygame.Rect:
        """The picture window: a lit gradient in the frame's colour with a big emblem."""
        u = self.u
        rect = pygame.Rect(round(6 * u), round(top * u), round(self.w - 12 * u), round((bottom - top) * u))
        grad = vertical_gradient(rect.size, lighten(self.frame, 0.45), darken(self.frame, 0.2))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, round(2.5 * u)))
        grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surf.blit(grad, rect)
        em = glyph(emblem, round(rect.h * 0.72), lighten(self.frame, 0.8), outline=darken(self.frame, 0.5))
        self.surf.blit(em, em.get_rect(center=rect.center))
        return rect

    def text_box(self, text: str, top: float, bottom: float = 0) -> None:
        """The rules text in its box from `top` to `bottom` (units; 0 = the card's foot)."""
        if not self.text_ok or not text:
            return
        u = self.u
        end = bottom * u if bottom else self.h - 6 * u
        rect = pygame.Rect(round(6 * u), round(top * u), round(self.w - 12 * u), round(end - top * u))
        if rect.h < 8:
            return
        img = boxed_text(text, rect.size, max(MIN_TEXT, self.px(6.6)), MIN_TEXT, fill=PAPER_DARK)
        self.surf.blit(img, rect)

    def stat_rows(self, stats: Stats, top: float, row: float) -> None:
        """Per phase: its glyph, the skill's name, +skill and the damage on a drop."""
        u = self.u
        for i, phase in enumerate(PHASES):
            cy = top + row * (i + 0.5)
            self._phase_icon(phase, 10, cy, row * 0.8)
            label = say(f"skill.{SKILLS[i]}", self.lang)
            img = fonts.fitted(label, round(42 * u), max(MIN_LABEL, self.px(6.2)), min(MIN_LABEL, self.px(6.2)),
                               INK, condensed=True)
            self.surf.blit(img, img.get_rect(midleft=(round(17 * u), round(cy * u))))
            value = fonts.text(f"+{stats.skills[i]}", max(MIN_LABEL, self.px(8)), INK, bold=True)
            self.surf.blit(value, value.get_rect(midright=(round(72 * u), round(cy * u))))
            self.badge("drop", str(stats.damage[i]), 84, cy, row * 0.85, WOUND)

    def _phase_icon(self, phase: str, cx: float, cy: float, d: float) -> None:
        img = phase_icon(phase, self.px(d), INK)
        self.surf.blit(img, img.get_rect(center=(round(cx * self.u), round(cy * self.u))))

    def phase_rows(self, phases: tuple[tuple[int, int] | None, ...], top: float, row: float) -> None:
        """A challenge's three phases: name, target number in a box, damage on a drop (or a dash)."""
        u = self.u
        for i, phase in enumerate(PHASES):
            cy = top + row * (i + 0.5)
            band = pygame.Rect(round(6 * u), round((cy - row * 0.45) * u), round(self.w - 12 * u), round(row * 0.9 * u))
            pygame.draw.rect(self.surf, PAPER_DARK if i % 2 == 0 else mix(PAPER, PAPER_DARK, 0.4), band,
                             border_radius=max(1, round(1.5 * u)))
            self._phase_icon(phase, 11, cy, row * 0.7)
            label = say(f"phase.{phase}", self.lang)
            img = fonts.fitted(label, round(38 * u), max(MIN_LABEL, self.px(6.6)), min(MIN_LABEL, self.px(6.6)),
                               INK, bold=True, condensed=True)
            self.surf.blit(img, img.get_rect(midleft=(round(19 * u), round(cy * u))))
            pair = phases[i]
            if pair is None:
                dash = fonts.text("—", max(MIN_LABEL, self.px(8)), INK_SOFT, bold=True)
                self.surf.blit(dash, dash.get_rect(center=(round(72 * u), round(cy * u))))
                continue
            box = pygame.Rect(0, 0, round(17 * u), round(row * 0.72 * u))
            box.center = (round(66 * u), round(cy * u))
            pygame.draw.rect(self.surf, CREAM, box, border_radius=max(1, round(1.5 * u)))
            pygame.draw.rect(self.surf, INK, box, max(1, round(0.5 * u)), border_radius=max(1, round(1.5 * u)))
            num = fonts.text(str(pair[0]), max(MIN_LABEL, self.px(8.5)), INK, bold=True)
            self.surf.blit(num, num.get_rect(center=box.center))
            self.badge("drop", str(pair[1]), 85, cy, row * 0.85, WOUND)


def _draw(card: str, kind: str, width: int, lang: str, c: Content) -> pygame.Surface:
    return {"challenge": _challenge, "event": _event, "encounter": _encounter, "ally": _ally, "item": _item,
            "hero": _hero}[kind](card, width, lang, c)


def _challenge(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    ch = c.challenges[card]
    k = _Card(width, frame_colour(card, "challenge"), lang)
    k.name(ch.name.get(lang))
    title = "margath" if ch.margath else "dragonlord" if ch.dragonlord else "challenge"
    sub = say(f"card.{title}", lang)
    if not ch.margath:
        sub += f" · {say(f'colour.{ch.deck}' if ch.dragonlord else f'deck.{ch.deck}', lang)}"
    k.subtitle(sub)
    art = k.portrait(28, 56, "crown" if ch.margath or ch.dragonlord else "skull")
    k.badge("heart", str(ch.life), art.x / k.u + 8, 42, 15, WOUND)
    if ch.margath:
        k.badge("crown", "", 86, 42, 12, GOLD)
    elif ch.dragonlord:
        k.badge("rune", "", 80, 42, 12, GOLD)
        k.coin(ch.reward_gold, 88, 49, 11)
    else:
        k.coin(ch.reward_gold, 86, 42, 13)
    k.phase_rows(ch.phases, 58, 12.5)
    text = ch.text.get(lang) if ch.text is not None else ""
    if not text:
        text = f"{say('card.reward', lang)}: {say('card.gold', lang, n=ch.reward_gold)}"
    k.text_box(text, 97)
    return k.surf


def _event(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    ev = c.events[card]
    k = _Card(width, frame_colour(card, "event"), lang)
    k.name(ev.name.get(lang))
    k.subtitle(say("card.event", lang, rank=ROMAN.get(ev.rank, str(ev.rank))))
    art = k.portrait(28, 62, "sun")
    numeral = fonts.text_shadowed(ROMAN.get(ev.rank, str(ev.rank)), k.px(16), CREAM, offset=max(1, k.px(0.8)),
                                  title=True)
    k.surf.blit(numeral, numeral.get_rect(center=art.center))
    k.text_box(ev.text.get(lang), 66)
    return k.surf


def _encounter(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    enc = c.encounters[card]
    k = _Card(width, frame_colour(card, "encounter"), lang)
    k.name(enc.name.get(lang))
    k.subtitle(say("card.encounter", lang) + f" · {say(f'deck.{enc.deck}', lang)}")
    k.portrait(28, 58, "eye" if enc.test is not None else "question")
    top = 62.0
    if enc.test is not None:
        line = say("card.test", lang, skill=say(f"skill.{enc.test.skill}", lang), n=enc.test.target)
        img = fonts.fitted(line, round(k.w - 14 * k.u), max(MIN_LABEL, k.px(8)), min(MIN_LABEL, k.px(8)), INK,
                           bold=True, condensed=True)
        k.surf.blit(img, img.get_rect(center=(round(k.w / 2), round(66 * k.u))))
        top = 72.0
    k.text_box(enc.text.get(lang), top)
    return k.surf


def _fighter(k: _Card, name: str, sub: str, stats: Stats, text: str, emblem: str, price: int | None) -> None:
    """What heroes and allies share: life and stamina on the portrait, the three skill rows, the ability."""
    k.name(name, right=15 if price is not None else 0)
    if price is not None:
        k.coin(price, 88, 11, 12)
    k.subtitle(sub)
    k.portrait(28, 54, emblem)
    k.badge("heart", str(stats.life), 16, 41, 14, WOUND)
    k.badge("moon", str(stats.stamina), 84, 41, 13, TIRED)
    k.stat_rows(stats, 56, 12)
    k.text_box(text, 93)


def _ally(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    ally = c.ally(card)
    k = _Card(width, FRAME["ally"], lang)
    text = ally.text.get(lang) if ally.text is not None else ""
    _fighter(k, ally.name.get(lang), say("card.ally", lang), ally.stats, text, "shield", ally.price or None)
    return k.surf


def _hero(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    hero = c.heroes[card]
    k = _Card(width, FRAME["hero"], lang)
    timing = say(f"card.{hero.timing}", lang)
    _fighter(k, hero.name.get(lang), f"{say('card.hero', lang)} · {timing}", hero.stats, hero.text.get(lang), "crown",
             None)
    return k.surf


def _item(card: str, width: int, lang: str, c: Content) -> pygame.Surface:
    item = c.items[card]
    k = _Card(width, FRAME["item"], lang)
    k.name(item.name.get(lang), right=15)
    k.coin(item.price, 88, 11, 12)
    k.subtitle(say(f"card.{item.kind.value}", lang))
    k.portrait(28, 62, KIND_GLYPH[item.kind.value])
    usages = [u for u in (Usage.ALWAYS, Usage.ACTIVATE, Usage.DISCARD) if u in item.usage]
    words = " + ".join(say(f"card.{u.value}", lang) for u in usages)
    img = fonts.fitted(words, round(k.w - 14 * k.u), max(MIN_LABEL, k.px(6.6)), min(MIN_LABEL, k.px(6.6)),
                       darken(k.frame, 0.3), bold=True, condensed=True)
    k.surf.blit(img, img.get_rect(center=(round(k.w / 2), round(67 * k.u))))
    k.text_box(item.text.get(lang), 72)
    return k.surf
