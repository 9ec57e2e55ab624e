"""A hero's card over the table (issue 26, item 1): the Chosen board (each attribute's track with its marker, the
block marker's reach, injuries and Flaws; the Pierw markers; the day wheel), the sagas being developed with each
active Tale and its tasks done or still to do, and the cards the hero holds (its own ability, feats, prepared saga
cards, items, the creature, the deity) with Trophies, Offerings and expedition tokens.

A move a card grants (a feat used or recovered, an item, the creature, a card's reroll…) is a target on that card
while it is legal, so the card is where the player clicks it. Everything is read from the view and content.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from app.board.overlays import OverlayStack, Paged
from app.input.shapes import ScreenRect
from app.input.targets import Target
from app.render import fonts
from app.render.camera import Camera
from app.render.palette import CREAM, DANGER, GOLD_LIGHT, HIGHLIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, hex_rgb
from engine.games.zerywia.content import content
from engine.kernel import Action, Decision, GameConfig
from engine.kernel.canonical import JsonObject

from .panel import ATTR_LOOK, hero_rgb
from .text import say
from .words import Words, name_of


class CardTable(Protocol):
    """What a hero's card reads from the Zerywia table (named here so the card need not import the table)."""

    rect: pygame.Rect
    config: GameConfig
    decision: Decision | None
    camera: Camera

    @property
    def lang(self) -> str: ...

    @property
    def scale(self) -> float: ...

    def view_data(self) -> JsonObject: ...

    def words(self) -> Words: ...


TITLE_PX, HEAD_PX, TEXT_PX, SMALL_PX = 22, 17, 15, 12
SLOT_PX = 26            # an attribute track's box at 720 lines
FOOT_SLACK = 8          # room kept under the tallest column, above the hint
TILE_PX = 30            # a card's tile
PAD, GAP = 14, 4
MUTED = hex_rgb("#a89f8c")
DONE, UNDONE = hex_rgb("#7fc27a"), hex_rgb("#c98a6a")
WHEEL = ("camp", "dawn", "noon", "dusk", "night")
# The moves a card grants, by the argument that names the card; the creature's moves name none.
CARD_ARGS = ("feat", "item", "source", "card", "god")
CREATURE_KINDS = frozenset({"use_creature", "creature_special", "creature_special_die", "creature_special_nica",
                            "use_camp_creature"})
HERO_SOURCE = "hero"


@dataclass(frozen=True)
class Tile:
    """One card on the hero's card: what it is (a content id, or 'hero' for the hero's own ability), its words."""

    card: str
    name: str
    note: str


def granted_by(action: Action, hero: JsonObject) -> str | None:
    """The card of `hero` whose ability `action` uses (None: a move no card of the hero grants)."""
    if action.kind in CREATURE_KINDS:
        creature = hero.get("creature")
        return str(creature) if creature else None
    if action.kind in ("use_map",) and action.get("source") == HERO_SOURCE:
        return HERO_SOURCE
    if action.kind == "ability_reroll" and action.get("source") == HERO_SOURCE:
        return HERO_SOURCE
    held = held_cards(hero)
    for key in CARD_ARGS:
        value = action.get(key)
        if isinstance(value, str) and value in held:
            return value
    return None


def held_cards(hero: JsonObject) -> set[str]:
    feats = {str(f.get("card")) for f in hero.get("feats") or [] if isinstance(f, dict)}
    return feats | {str(x) for x in (hero.get("prepared") or []) + (hero.get("items") or [])} | \
        ({str(hero["creature"])} if hero.get("creature") else set()) | \
        ({str(hero["deity"])} if hero.get("deity") else set())


def timing_words(timing: str | None, lang: str) -> str:
    return say(f"timing.{timing}", lang) if timing else ""


def tiles(hero: JsonObject, lang: str) -> list[tuple[str, list[Tile]]]:
    """The hero's cards in headed groups: its ability, feats, prepared saga cards, items, creature and deity."""
    c = content()
    chosen = c.heroes.get(str(hero.get("hero")))
    out: list[tuple[str, list[Tile]]] = []
    if chosen is not None:
        out.append((say("card.ability", lang), [Tile(HERO_SOURCE, say("card.hero_ability", lang,
                                                                      hero=chosen.name.get(lang)),
                                                     timing_words(chosen.ability.timing, lang))]))
    feats = []
    for f in hero.get("feats") or []:
        card = str(f.get("card"))
        feat = c.feats.get(card) or c.sagas.get(card)
        timing = getattr(getattr(feat, "ability", None), "timing", None)
        state = say("card.ready" if f.get("ready") else "card.exhausted", lang)
        feats.append(Tile(card, name_of(card, lang), " · ".join(x for x in (timing_words(timing, lang), state) if x)))
    out.append((say("card.feats", lang), feats))
    prepared = []
    for card in hero.get("prepared") or []:
        saga = c.sagas.get(str(card))
        kind = say(f"card.type.{saga.type}", lang) if saga is not None else ""
        timing = saga.ability.timing if saga is not None and saga.ability is not None else None
        prepared.append(Tile(str(card), name_of(card, lang), " · ".join(x for x in (kind, timing_words(timing, lang))
                                                                          if x)))
    out.append((say("card.prepared", lang), prepared))
    items = []
    for card in hero.get("items") or []:
        item = c.items.get(str(card))
        items.append(Tile(str(card), name_of(card, lang), timing_words(item.main.timing if item else None, lang)))
    out.append((say("card.items", lang), items))
    others = []
    if hero.get("creature"):
        creature = c.creatures.get(str(hero["creature"]))
        others.append(Tile(str(hero["creature"]), name_of(hero["creature"], lang),
                           say("card.creature", lang) + (" · " + timing_words(creature.main.timing, lang)
                                                         if creature and creature.main.timing else "")))
    if hero.get("deity"):
        others.append(Tile(str(hero["deity"]), name_of(hero["deity"], lang), say("card.deity", lang)))
    out.append((say("card.companions", lang), others))
    return out


def tale_lines(hero: JsonObject, lang: str) -> list[tuple[str, bool | None]]:
    """Each saga being developed, its active Tale and the Tale's tasks, each marked done (True), still to do (False)
    or a choice (None)."""
    c = content()
    out: list[tuple[str, bool | None]] = []
    held = [str(t.get("terrain")) for t in hero.get("expedition_tokens") or [] if isinstance(t, dict)]
    here = str(hero.get("region") or "")
    region = c.board.regions.get(here)
    for stack in hero.get("stacks") or []:
        tales = stack.get("tales") or []
        saga = name_of(stack.get("saga"), lang)
        if not tales:
            out.append((say("saga.complete", lang, saga=saga), True))
            continue
        tale = c.tales[str(tales[0])]
        out.append((saga, None))
        out.append(("   " + say("saga.tale", lang, tale=tale.name.get(lang), stage=tale.stage), None))
        left = list(held)
        for terrain in tale.tokens:
            have = terrain in left
            if have:
                left.remove(terrain)
            out.append(("   " + say("saga.token", lang, terrain=name_of(terrain, lang)), have))
        place = tale.place
        if place.region is not None:
            where, there = name_of(place.region, lang), here == place.region
        elif place.port:
            where, there = say("region.port", lang), bool(region and region.port)
        else:
            where = say(f"special.{place.special}", lang)
            there = bool(region and region.special == place.special and
                         (place.kir != "birth" or region.kir == hero.get("birth_kir")))
            if place.kir == "birth":
                where = say("saga.birth", lang, place=where)
        out.append(("   " + say("saga.place", lang, place=where), there))
        if tale.challenge is not None:
            out.append(("   " + say("saga.challenge", lang), None))
        for i, option in enumerate(tale.options):
            cost = ", ".join(f"{n} {name_of(k, lang)}" for k, n in option.cost.items()) or say("saga.free", lang)
            out.append(("   " + say("saga.option", lang, n=i + 1, cost=cost, reward=name_of(option.reward, lang)),
                        None))
    return out


class HeroCard(Paged):
    """One hero's card over the table; ← and → (or the arrows) go to the other heroes; Esc or a click beside it
    closes it."""

    def __init__(self, seat: int, table: CardTable) -> None:
        super().__init__(("herocard",))
        self.seat, self.table = seat, table
        self.spots: dict[str, pygame.Rect] = {}
        self.arrows: dict[int, pygame.Rect] = {}
        self.box = pygame.Rect(0, 0, 0, 0)
        self._fitted: tuple[tuple[object, ...], pygame.Rect] | None = None

    # --- what it shows ----------------------------------------------------------------------------
    def hero(self) -> JsonObject:
        heroes = self.table.view_data().get("heroes") or []
        return heroes[self.seat] if 0 <= self.seat < len(heroes) else {}

    def px(self, value: float) -> int:
        return round(value * self.table.scale)

    def room(self) -> pygame.Rect:
        """The most the card may cover: the table less a margin."""
        r = self.table.rect
        return r.inflate(-max(r.w // 14, self.px(40)), -max(r.h // 14, self.px(24)))

    def rect(self) -> pygame.Rect:
        """The card, as tall as the tallest hero of the table needs (no empty foot on a tall window, and no jump of its
        height as ← → turn through the heroes), centred in its room."""
        room = self.room()
        heroes = [h for h in self.table.view_data().get("heroes") or [] if isinstance(h, dict) and h] or [self.hero()]
        key = (self.table.lang, tuple(room), repr(heroes))
        if self._fitted is None or self._fitted[0] != key:
            need = max(self._needs(hero, room) for hero in heroes)
            box = pygame.Rect(room.x, room.y, room.w, min(room.h, need))
            box.centery = room.centery
            self._fitted = (key, box)
        return pygame.Rect(self._fitted[1])

    def _needs(self, hero: JsonObject, room: pygame.Rect) -> int:
        """How tall a card in `room` must be to show `hero` whole: its tallest column, then the hint below."""
        board, sagas, cards = self.columns(room)
        lines = len(tale_lines(hero, self.table.lang)) or 1
        bottom = max(self._board(pygame.Surface((1, 1)), board, hero, self.table.lang),
                     sagas.y + self.px(HEAD_PX + 8) + lines * self.px(TEXT_PX + 5),
                     max((r.bottom for _, _, r in self.tile_rects(cards, hero)), default=cards.y))
        return bottom + self.px(PAD + SMALL_PX + 6 + FOOT_SLACK) - room.y

    def area(self, window: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(window)

    def granted(self, actions: list[Action]) -> dict[str, list[Action]]:
        """The moves among `actions` made by this hero's cards, by card."""
        hero = self.hero()
        out: dict[str, list[Action]] = {}
        for a in actions:
            if a.player != self.seat:
                continue
            card = granted_by(a, hero)
            if card is not None:
                out.setdefault(card, []).append(a)
        return out

    # --- input ------------------------------------------------------------------------------------
    def targets(self, decision: Decision, player: int) -> list[Target]:
        self.layout()
        out = []
        words = self.table.words()
        for card, acts in self.granted(list(decision.legal)).items():
            r = self.spots.get(card)
            if r is None:
                continue
            tip = "\n".join([self._name(card)] + [words.label(a) for a in acts])
            out.append(Target(ScreenRect(r.x, r.y, r.w, r.h, lambda: self.table.camera), tuple(acts), tip,
                              key=("herocard", self.seat, card)))
        return out

    def _name(self, card: str) -> str:
        if card == HERO_SOURCE:
            return say("card.hero_ability", self.table.lang, hero=self.table.words().hero(self.seat))
        return name_of(card, self.table.lang)

    def turn(self, step: int) -> None:
        n = len(self.table.view_data().get("heroes") or [])
        if n:
            self.seat = (self.seat + step) % n

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        return self.turned(pos, button, stack) or (self.box.collidepoint(pos) and button == 1)

    def live(self) -> bool:
        return bool(self.hero())

    # --- layout and drawing -----------------------------------------------------------------------
    def columns(self, box: pygame.Rect | None = None) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The Chosen board, the sagas and the cards, side by side under the title (of the card, or of `box`)."""
        box = box if box is not None else self.rect()
        pad = self.px(PAD)
        top = box.y + pad + self.px(TITLE_PX + 14)
        inner = pygame.Rect(box.x + pad + self.px(30), top, box.w - 2 * (pad + self.px(30)),
                            box.bottom - pad - self.px(SMALL_PX + 6) - top)
        gap = self.px(16)
        w0 = round((inner.w - 2 * gap) * 0.34)
        w1 = round((inner.w - 2 * gap) * 0.36)
        w2 = inner.w - 2 * gap - w0 - w1
        return (pygame.Rect(inner.x, inner.y, w0, inner.h), pygame.Rect(inner.x + w0 + gap, inner.y, w1, inner.h),
                pygame.Rect(inner.x + w0 + w1 + 2 * gap, inner.y, w2, inner.h))

    def tile_rects(self, col: pygame.Rect | None = None,
                   hero: JsonObject | None = None) -> list[tuple[str | None, str, pygame.Rect]]:
        """Where each group heading (card None) and each card tile of the hero shown (or `hero`) lies in the cards'
        column (or `col`)."""
        col = col if col is not None else self.columns()[2]
        groups = tiles(self.hero() if hero is None else hero, self.table.lang)
        count = sum(len(t) for _, t in groups)
        head = self.px(HEAD_PX + 6)
        room = col.h - head * len(groups) - self.px(SMALL_PX + 6) * sum(1 for _, t in groups if not t)
        tile = max(self.px(16), min(self.px(TILE_PX), room // max(1, count) - self.px(GAP)))
        out: list[tuple[str | None, str, pygame.Rect]] = []
        y = col.y
        for heading, group in groups:
            out.append((None, heading, pygame.Rect(col.x, y, col.w, head)))
            y += head
            if not group:
                out.append(("", say("card.nothing", self.table.lang), pygame.Rect(col.x, y, col.w, self.px(SMALL_PX + 4))))
                y += self.px(SMALL_PX + 6)
            for t in group:
                out.append((t.card, t.name, pygame.Rect(col.x, y, col.w, tile)))
                y += tile + self.px(GAP)
        return out

    def layout(self) -> None:
        self.box = self.rect()
        self.spots = {card: r for card, _, r in self.tile_rects() if card}

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.layout()
        lang = self.table.lang
        hero = self.hero()
        surface.fill((70, 70, 70), special_flags=pygame.BLEND_RGB_MULT)
        box = self.box
        pygame.draw.rect(surface, PANEL, box, border_radius=self.px(12))
        pygame.draw.rect(surface, hero_rgb(self.seat), box, max(2, self.px(3)), border_radius=self.px(12))
        if not hero:
            return
        pad = self.px(PAD)
        from app.seat_names import seat_name
        chosen = content().heroes.get(str(hero.get("hero")))
        title = say("hero.title", lang, hero=(chosen.name.get(lang) if chosen else "—") +
                    (f" ({say('hero.gardzica', lang)})" if hero.get("form") == "gardzica" else ""),
                    player=seat_name(self.table.config.seats, self.seat))
        where = hero.get("region")
        if where in content().board.regions:
            title = say("card.title_where", lang, title=title, region=name_of(where, lang))
        img = fonts.fitted(title, box.w - 2 * pad - self.px(70), self.px(TITLE_PX), 10, GOLD_LIGHT, bold=True)
        surface.blit(img, (box.x + pad + self.px(30), box.y + pad))
        board, sagas, cards = self.columns()
        self._board(surface, board, hero, lang)
        self._sagas(surface, sagas, hero, lang)
        self._cards(surface, hero, lang)
        hint = fonts.fitted(say("card.hint", lang), box.w - 2 * pad, self.px(SMALL_PX), 8, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - self.px(6))))
        self._arrows(surface)

    def _text(self, surface: pygame.Surface, words: str, x: int, y: int, width: int, size: int,
              colour: tuple[int, int, int], bold: bool = False) -> int:
        img = fonts.fitted(words, width, self.px(size), 8, colour, bold=bold)
        surface.blit(img, (x, y))
        return y + img.get_height() + self.px(2)

    def _board(self, surface: pygame.Surface, col: pygame.Rect, hero: JsonObject, lang: str) -> int:
        """The Chosen board: a track per attribute, Pierw, the day wheel, Trophies, Offerings, expedition tokens;
        where it ends."""
        c = content()
        y = self._text(surface, say("card.board", lang), col.x, col.y, col.w, HEAD_PX, CREAM, bold=True)
        slot = self.px(SLOT_PX)
        label_w = self.px(96)
        for attr, t in (hero.get("attributes") or {}).items():
            base, pos = int(t.get("base", 0)), int(t.get("pos", 0))
            inj, pflaw, flaw = int(t.get("inj", 0)), int(t.get("pflaw", 0)), int(t.get("flaw", 0))
            cap = base - inj - pflaw
            name = c.rules.attributes[attr].name.get(lang) if attr in c.rules.attributes else attr
            self._text(surface, f"{name} {pos - flaw}/{cap - flaw}", col.x, y + self.px(3), label_w - self.px(4),
                       TEXT_PX, CREAM)
            colour = hex_rgb(ATTR_LOOK.get(attr, "#9a9a9a"))
            x0 = col.x + label_w
            step = min(slot + self.px(3), (col.right - x0) // max(1, base + 1))
            for k in range(base + 1):
                r = pygame.Rect(x0 + k * step, y, step - self.px(3), slot)
                if k == 0 and flaw:
                    pygame.draw.rect(surface, DANGER, r, border_radius=self.px(3))
                    pygame.draw.line(surface, INK, r.topleft, r.bottomright, max(1, self.px(2)))
                    pygame.draw.line(surface, INK, r.topright, r.bottomleft, max(1, self.px(2)))
                elif k > cap:
                    pygame.draw.rect(surface, INK, r, border_radius=self.px(3))
                    pygame.draw.line(surface, DANGER, r.topleft, r.bottomright, max(1, self.px(2)))
                elif 0 < k <= pos:
                    pygame.draw.rect(surface, colour, r, border_radius=self.px(3))
                else:
                    pygame.draw.rect(surface, PANEL_LIGHT, r, border_radius=self.px(3))
                pygame.draw.rect(surface, PANEL_EDGE, r, 1, border_radius=self.px(3))
                if k == cap:
                    block = pygame.Rect(r.right - self.px(1), r.y - self.px(3), max(2, self.px(3)), r.h + self.px(6))
                    pygame.draw.rect(surface, GOLD_LIGHT, block)
            y += slot + self.px(5)
        pflaws = sum(int(t.get("pflaw", 0)) for t in (hero.get("attributes") or {}).values())
        pierw = int(hero.get("pierw") or 0)
        self._text(surface, say("hero.pierw", lang, n=pierw), col.x, y + self.px(3), label_w - self.px(4), TEXT_PX,
                   CREAM)
        radius = slot // 2 - self.px(1)
        for k in range(3):
            centre = (col.x + label_w + k * (slot + self.px(3)) + slot // 2, y + slot // 2)
            if k >= 3 - pflaws:
                pygame.draw.circle(surface, INK, centre, radius)
                pygame.draw.line(surface, DANGER, (centre[0] - radius, centre[1] - radius),
                                 (centre[0] + radius, centre[1] + radius), max(1, self.px(2)))
            else:
                pygame.draw.circle(surface, GOLD_LIGHT if k < pierw else PANEL_LIGHT, centre, radius)
            pygame.draw.circle(surface, PANEL_EDGE, centre, radius, 1)
        y += slot + self.px(8)
        y = self._text(surface, say("card.wheel", lang), col.x, y, col.w, TEXT_PX, CREAM)
        now_at = str(hero.get("day_wheel") or "camp")
        chip_w = (col.w - 4 * self.px(3)) // len(WHEEL)
        for k, time in enumerate(WHEEL):
            r = pygame.Rect(col.x + k * (chip_w + self.px(3)), y, chip_w, self.px(22))
            lit = time == now_at
            pygame.draw.rect(surface, HIGHLIGHT if lit else PANEL_LIGHT, r, border_radius=self.px(5))
            words = c.rules.time_names[time].name.get(lang) if time in c.rules.time_names else say("hero.camp", lang)
            img = fonts.fitted(words, r.w - self.px(4), self.px(SMALL_PX), 7, INK if lit else CREAM, bold=lit)
            surface.blit(img, img.get_rect(center=r.center))
        y += self.px(28)
        y = self._text(surface, say("card.counts", lang, trophies=hero.get("trophies", 0),
                                    offerings=hero.get("offerings", 0)), col.x, y, col.w, TEXT_PX, CREAM)
        tokens = [say("card.token", lang, terrain=name_of(t.get("terrain"), lang), kir=name_of(t.get("kir"), lang))
                  for t in hero.get("expedition_tokens") or [] if isinstance(t, dict)]
        y = self._text(surface, say("card.tokens", lang, tokens=", ".join(tokens) or "—"), col.x, y, col.w,
                       TEXT_PX, CREAM)
        return y

    def _sagas(self, surface: pygame.Surface, col: pygame.Rect, hero: JsonObject, lang: str) -> None:
        y = self._text(surface, say("card.sagas", lang), col.x, col.y, col.w, HEAD_PX, CREAM, bold=True)
        lines = tale_lines(hero, lang) or [(say("card.none", lang), None)]
        size = TEXT_PX if len(lines) * self.px(TEXT_PX + 5) <= col.bottom - y else SMALL_PX
        for words, done in lines:
            mark = "" if done is None else ("✓ " if done else "✗ ")
            if done is None and words.startswith("   "):
                y = self._text(surface, words, col.x, y, col.w, size, GOLD_LIGHT)
                continue
            colour = CREAM if done is None else DONE if done else UNDONE
            y = self._text(surface, words.replace("   ", "   " + mark, 1) if mark else words, col.x, y, col.w, size,
                           colour, bold=done is None and not words.startswith("   "))
            if y > col.bottom:
                break

    def _cards(self, surface: pygame.Surface, hero: JsonObject, lang: str) -> None:
        decision = self.table.decision
        lit = self.granted(list(decision.legal)) if decision is not None else {}
        notes = {t.card: t.note for _, group in tiles(hero, lang) for t in group}
        ready = {str(f.get("card")): bool(f.get("ready")) for f in hero.get("feats") or [] if isinstance(f, dict)}
        for card, words, r in self.tile_rects():
            if card is None:
                self._text(surface, words, r.x, r.y + self.px(2), r.w, HEAD_PX, CREAM, bold=True)
                continue
            if card == "":
                self._text(surface, words, r.x + self.px(6), r.y, r.w, SMALL_PX, MUTED)
                continue
            on = card in lit
            pygame.draw.rect(surface, PANEL_LIGHT if ready.get(card, True) else INK, r, border_radius=self.px(5))
            pygame.draw.rect(surface, HIGHLIGHT if on else PANEL_EDGE, r, max(1, self.px(2 if on else 1)),
                             border_radius=self.px(5))
            note = notes.get(card, "")
            note_img = fonts.fitted(note, r.w // 2 - self.px(8), self.px(SMALL_PX), 7, MUTED) if note else None
            room = r.w - self.px(12) - (note_img.get_width() + self.px(6) if note_img else 0)
            img = fonts.fitted(words, room, self.px(TEXT_PX), 7, GOLD_LIGHT if on else CREAM, bold=on)
            surface.blit(img, img.get_rect(midleft=(r.x + self.px(6), r.centery)))
            if note_img is not None:
                surface.blit(note_img, note_img.get_rect(midright=(r.right - self.px(6), r.centery)))

    def _arrows(self, surface: pygame.Surface) -> None:
        self.arrows = {}
        if len(self.table.view_data().get("heroes") or []) < 2:
            return
        side = self.px(26)
        for step, glyph, x in ((-1, "\u25c0", self.box.x + self.px(6)), (1, "\u25b6", self.box.right - self.px(6) - side)):
            r = pygame.Rect(x, self.box.centery - side // 2, side, side * 2)
            self.arrows[step] = r
            pygame.draw.rect(surface, PANEL_LIGHT, r, border_radius=self.px(6))
            img = fonts.fitted(glyph, side, self.px(16), 8, CREAM, bold=True)
            surface.blit(img, img.get_rect(center=r.center))

