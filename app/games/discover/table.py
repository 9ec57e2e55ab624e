"""Discover's table (issue 24): the Island on the shared map layer under the host's movable camera (board.py), with
a side panel fixed to the window holding the expedition card (stage.py), every hero's dial and what they carry
(panel.py) and, below them, the action bar.

Moves that name a map space are targets on that space (Move & gather, a monster's retreat, a flight, a card used on
a space, the chief's tie broken between spaces), with the stamina they cost drawn on the space and said in the tip;
Scout is a click on the face-down tile (its stack's number); every other move is an action-bar button labelled
with what it does and what it costs (words.py). Everything shown is read from the view; the board decides no rule.
"""
from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from app import i18n
from app.board.overlays import Fight, Overlay, Picture
from app.board.presenter import Presenter
from app.games.discover import cards, motion, told
from app.games.discover.board import HEX_WORLD, TOKEN_WORLD, Island, make_island
from app.games.discover.compass import draw_compass
from app.games.discover.describe import describe_space
from app.games.discover.fight import FIGHT_PROMPTS, FightPanel, fighting
from app.games.discover.panel import block_rects, card_rects, damage_name, draw_hero, hero_cards, hero_facts, sentence
from app.games.discover.stage import draw_stage
from app.games.discover.text import say
from app.games.discover.words import Words, space_of
from app.input.shapes import MapHex
from app.input.targets import BarItem, Look, Target
from app.render import fit, fonts
from app.render.cache import new_cache
from app.render.hexgrid import Layout
from app.render.tween import Animation
from app.render.palette import CREAM, INK, hex_rgb
from app.scenes import style
from app.seat_names import seat_name, seat_names
from app.table import Inspection, PanelBesideMap, ScoreBreakdown
from engine.common.hexes import Hex
from engine.games.discover.content import content
from engine.kernel import Action, Decision, Event, Step
from engine.kernel.canonical import JsonObject

PANEL_WIDTH = 320          # the side panel at 1280x720
STAGE_H = 124              # the expedition card's box at 1280x720
HERO_H = 96                # a hero's block at its tallest, at 1280x720
CARD_LINE = 26              # the last card's line at 1280x720
BAR_MIN = 150              # the least room the action bar keeps below the heroes, at 1280x720
COMPASS_PX = 96            # the compass at 1280x720
COST_PX = 15               # a space's stamina badge text at 1280x720
COST_BODY = hex_rgb("#f2d16b")
SCOUT_BODY = hex_rgb("#9fd3f0")
# Where a space's stamina badge may stand, in hex sizes from its centre, tried in order: lower edge, upper edge, sides
BADGE_SPOTS = ((0.0, 0.55), (0.0, -0.55), (-0.45, 0.3), (0.45, 0.3), (-0.45, -0.3), (0.45, -0.3))
_BADGES = new_cache(64, max_mb=2)
MAX_TIP = 8                # lines of a bar button's tip listing its moves
DICE_EVENTS = frozenset({"rolled", "combat_rolled", "duel_rolled", "compass_rolled"})
CARD_EVENTS = frozenset({"tile_turned", "night_drawn", "threat_drawn", "found", "item_gained", "blueprint_drawn"})


def stage_fresh(steps: Sequence[Step]) -> bool:
    """A stage was reached by the last move a player (or a bot) made, or by the game's own steps after it."""
    for step in reversed(steps):
        if any(e.kind == "stage" for e in step.events):
            return True
        if not step.auto:
            return False
    return False


def compass_rolled(steps: Sequence[Step]) -> int | None:
    """The face of the last roll these steps made that monsters then moved by (a compass roll), None when none."""
    face: int | None = None
    rolled: int | None = None
    for step in steps:
        for event in step.events:
            if event.kind == "rolled" and isinstance(event.data.get("value"), int):
                rolled = int(event.data["value"])
            elif event.kind == "monster_stepped" and rolled is not None:
                face = rolled
    return face


def badge_picture(words: str, size: int, box: tuple[int, int]) -> pygame.Surface:
    """A stamina badge `box` pixels large: the cost's words on a rounded label (a scout's blue, a move's yellow), made
    once, blitted every frame the view pans."""
    key = (words, size, box)
    picture = _BADGES.get(key)
    if picture is None:
        picture = pygame.Surface(box, pygame.SRCALPHA)
        r = picture.get_rect()
        pygame.draw.rect(picture, SCOUT_BODY if words.startswith("?") else COST_BODY, r, border_radius=size // 3)
        pygame.draw.rect(picture, INK, r, 1, border_radius=size // 3)
        img = fonts.text(words, size, INK, bold=True)
        picture.blit(img, img.get_rect(center=r.center))
        picture = _BADGES.put(key, picture)
    return picture


class DiscoverTable(PanelBesideMap):
    panel_width = PANEL_WIDTH

    game_id = "discover"
    zoom_range = (1.0, 4.0)
    layout_px = Layout.flat(HEX_WORLD)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bar_actions: list[Action] = []
        self.badges: dict[Hex, str] = {}      # the stamina a lit space's move costs, drawn on it
        self._island: Island | None = None
        self._holes_for: tuple[tuple[int, int, int, int], tuple[pygame.Rect, ...]] | None = None
        self.card: cards.Card | None = None    # the last card the steps told brought up (named in the panel)
        self.new_stage = False                 # a stage was just reached: announced until a player's next move
        self.compass: int | None = None        # the last compass roll that moved the monsters, lit on the compass
        self._badge_boxes: tuple[Hashable, dict[Hex, pygame.Rect]] | None = None
        self._badge_at: tuple[Hashable, dict[Hex, tuple[float, float]]] | None = None
        self.spans: told.Spans = {}            # the last night and threat cards drawn and how far their telling reaches
        self._did: tuple[Hashable, tuple[str, ...]] | None = None
        self._panel_version = 0                # bumped whenever the state shown changes (the panel is drawn anew)
        self._panel_cache: tuple[Hashable, pygame.Surface] | None = None
        self.fight = FightPanel(self.map_area, lambda: self.scale, self._view, self._names, lambda: self.lang,
                                self.next_step)

    # --- the map layer -------------------------------------------------------------------------
    @property
    def island(self) -> Island:
        """The Island's layer, made on first use (face down), turned up to the shown view."""
        if self._island is None:
            self._island = make_island(self.layout_px)
            if isinstance(self.view, dict):
                self._island.sync(self.view)
        return self._island

    def _view(self) -> JsonObject:
        return self.view if isinstance(self.view, dict) else {}

    def _names(self) -> list[str]:
        return seat_names(self.config.seats)

    def words(self) -> Words:
        return Words(self._view(), self._names(), self.lang)

    # --- geometry ------------------------------------------------------------------------------
    def world(self) -> tuple[float, float, float, float]:
        """The Island, fitted beside the panel."""
        return self.beside_panel(self.island.layer.bounds(), HEX_WORLD * 0.2)

    def compass_rect(self) -> pygame.Rect:
        size = round(COMPASS_PX * self.scale)
        area = self.map_area()
        return pygame.Rect(area.x + size // 8, area.bottom - size // 8 - size, size, size)

    def minimap_rect(self) -> pygame.Rect | None:
        if not self.camera.movable:
            return None
        mini = self.island.layer.minimap_rect(self.camera)
        return None if mini is None else mini.inflate(8, 8)

    def _holes(self) -> tuple[pygame.Rect, ...]:
        """The minimap and the compass as holes in every space target (worked out once per viewport)."""
        viewport = self.camera.viewport
        if self._holes_for is None or self._holes_for[0] != viewport:
            mini = self.minimap_rect()
            self._holes_for = (viewport, ((self.compass_rect(),) + (() if mini is None else (mini,))))
        return self._holes_for[1]

    def space_shape(self, h: Hex) -> MapHex:
        return MapHex(tuple(self.layout_px.corners(h)), lambda: self.camera, self.map_area, self._holes)

    def stage_rect(self) -> pygame.Rect:
        s = self.scale
        pad = round(8 * s)
        return pygame.Rect(self.panel.x + pad, self.panel.y + pad, self.panel.w - 2 * pad, round(STAGE_H * s))

    def heroes_rect(self) -> pygame.Rect:
        s = self.scale
        top = self.stage_rect().bottom + round(8 * s)
        n = max(1, len(self._view().get("heroes") or []))
        room = self.panel.bottom - top - round((BAR_MIN + CARD_LINE) * s)
        height = min(round((HERO_H + 6) * s) * n, max(round(40 * s) * n, room))
        return pygame.Rect(self.stage_rect().x, top, self.stage_rect().w, height)

    def card_rect(self) -> pygame.Rect:
        """The line naming the last card brought up, below the heroes (none before one is)."""
        s = self.scale
        top = self.heroes_rect().bottom + round(6 * s)
        return pygame.Rect(self.stage_rect().x, top, self.stage_rect().w, round(CARD_LINE * s) if self.card else 0)

    def bar_area(self) -> pygame.Rect:
        """The action bar lies in the panel, below the heroes and the last card's line."""
        s = self.scale
        top = self.card_rect().bottom + round(8 * s)
        return pygame.Rect(self.stage_rect().x, top, self.stage_rect().w, max(0, self.panel.bottom - round(8 * s) - top))

    def hero_blocks(self) -> list[tuple[int, pygame.Rect]]:
        heroes = self._view().get("heroes") or []
        return [(int(h["seat"]), r) for h, r in zip(heroes, block_rects(self.heroes_rect(), len(heroes), self.scale))]

    def panels(self) -> list[pygame.Rect]:
        return [self.panel]

    def still_rect(self) -> pygame.Rect | None:
        """The side panel: drawn from the state shown alone (its picture kept), whatever the map does beside it."""
        return pygame.Rect(self.panel)

    def opaque_rect(self) -> pygame.Rect | None:
        return pygame.Rect(self.camera.viewport).clip(self.rect)

    def settling(self) -> bool:
        return self._island is not None and not self._island.layer.chunks.settled

    def keep_clear(self) -> list[pygame.Rect]:
        mini = self.minimap_rect()
        return [pygame.Rect(self.panel.x, self.panel.y, self.panel.w, self.bar_area().y - self.panel.y),
                self.compass_rect()] + ([] if mini is None else [mini])

    def minimap_at(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        return self.island.layer.minimap_at(self.camera, pos) if self.camera.movable else None

    # --- state ---------------------------------------------------------------------------------
    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        super().show(view, decision, viewer)
        self._panel_version += 1
        if isinstance(view, dict) and self._island is not None:
            self._island.sync(view)
        self.bar_actions = []
        self.badges = {}
        if self.fight_open() and self.overlays.find(Fight) is None:
            self.overlays.push(Fight("fight", self.fight.draw, lambda decision, player: [], self.fight_open,
                                     self._fight_bar, self.fight.bar_area))

    def fight_open(self) -> bool:
        """A fight or a duel is on and its question is asked: the fight's overlay lies over the map."""
        d = self.decision
        return d is not None and d.prompt in FIGHT_PROMPTS and fighting(self._view()) is not None

    def _fight_bar(self, decision: Decision, player: int) -> list[BarItem]:
        """Every move of the fight as a button in its panel, in words."""
        self.bar_actions = list(decision.legal)
        return self.bar_items(decision, player)

    def register(self, presenter: Presenter) -> None:
        """A scouted tile turns over, a monster glides along its path (motion.py); dice for a roll (a fight's, the
        compass's, a dirty-water roll), a card for a tile turned or a card drawn."""
        super().register(presenter)
        motion.register(presenter, self.layout_px, lambda: self.camera,
                        lambda: round(TOKEN_WORLD * self.camera.zoom * 0.8),
                        lambda key: motion.spot(self.layout_px, self.camera, key))
        presenter.animate(told.DRAWN, self._card_shown)
        presenter.sound(DICE_EVENTS, "dice")
        presenter.sound(CARD_EVENTS, "card")

    def on_events(self, steps: Sequence[Step]) -> None:
        """The last card the steps brought up is kept to be named in the panel, with what a night or threat card did;
        after an undo or a jump (no steps) all of it is read again from the game's record up to its cursor."""
        session = self.timeline()
        if not steps:
            past = session.steps[:session.cursor] if session is not None else []
            self.card, self.compass = cards.last_card(past), compass_rolled(past)
            self.new_stage, self.spans = stage_fresh(past), told.recalled(past)
            return
        self.card = cards.last_card(steps) or self.card
        self.compass = compass_rolled(steps) or self.compass
        reached = any(e.kind == "stage" for step in steps for e in step.events)
        self.new_stage = reached or (self.new_stage and all(step.auto for step in steps))
        offset = session.cursor - len(steps) if session is not None else 0
        self.spans = told.follow(self.spans, steps, offset)

    def _card_shown(self, event: Event, _batch: Any) -> list[Animation]:
        """A night or threat card drawn shows over the map for a moment with what it did."""
        card = (event.kind.split("_")[0], str(event.data.get("card")))
        if cards.words(card, self.lang) is None:
            return []
        area = lambda: cards.shown_rect(self.map_area(), self.rect.h)   # noqa: E731
        return [cards.CardShown(cards.SHOWN_S, to=("card_shown", card), where=lambda key: area(), card=card,
                                area=area, did=self.did, lang=lambda: self.lang)]

    def did(self, card: cards.Card | None) -> tuple[str, ...]:
        """What the last night or threat card did, in the history's words (nothing for another card)."""
        session = self.timeline()
        span = self.spans.get(card) if card is not None else None
        if span is None or session is None:
            return ()
        key = (span, self.lang, session.cursor)
        if self._did is None or self._did[0] != key:
            lines = told.did(span, session, self.lang, self._names())
            self._did = (key, lines or ((say("card.did_none", self.lang),) if span.closed else ()))
        return self._did[1]

    def look_at(self, pos: tuple[int, int]) -> Look | None:
        """A hero's small cards, the last card's line and the expedition card: a click (or a right-click) shows the
        card large."""
        card = self.card_at(pos)
        if card is not None:
            name = ("card", *card)
            return Look(name, large=name, browse=name)
        if self.card is not None and self.card_rect().collidepoint(pos):
            name = ("card", *self.card)
            return Look(name, large=name, browse=name)
        view = self._view()
        if view and self.stage_rect().collidepoint(pos):
            name = ("card", "stage", f"{view.get('expedition') or 1}:{view.get('stage') or 1}")
            return Look(name, large=name, browse=name)
        return None

    def hero_card_rects(self) -> list[tuple[cards.Card, pygame.Rect]]:
        """Every hero's small cards (character, items, blueprints) where the panel draws them."""
        out: list[tuple[cards.Card, pygame.Rect]] = []
        for (_, rect), h in zip(self.hero_blocks(), self._view().get("heroes") or []):
            shown = hero_cards(h)
            out += list(zip(shown, card_rects(rect, len(shown), self.scale)))
        return out

    def card_at(self, pos: tuple[int, int]) -> cards.Card | None:
        """The face-up small card of a hero drawn at `pos` (a face-down blueprint shows nothing)."""
        if not self.panel.collidepoint(pos):
            return None
        return next((c for c, r in self.hero_card_rects() if r.collidepoint(pos) and c[1] != cards.HIDDEN), None)

    def card_picture(self, card: str, width: int) -> pygame.Surface | None:
        deck, _, cid = card.partition(":")
        return cards.picture((deck, cid), width, self.lang)

    def picture(self, name: Hashable) -> Overlay | None:
        if isinstance(name, tuple) and len(name) == 3 and name[0] == "card":
            card = (str(name[1]), str(name[2]))
            return Picture(name, lambda surface: cards.draw_large(surface, card, self.lang, self.did(card)))
        return None

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The map beside the panel (nothing of it is painted under the panel's opaque box), then the panel."""
        old_clip = surface.get_clip()
        surface.set_clip(self.map_area().clip(self.rect).clip(old_clip))
        self.island.layer.draw(surface, self.camera, self.covered)
        self._draw_badges(surface)
        draw_compass(surface, self.map_area(), round(COMPASS_PX * self.scale), self.compass)
        surface.set_clip(self.rect.clip(old_clip))
        self._draw_panel(surface)
        surface.set_clip(old_clip)

    def _badge_size(self) -> int:
        return max(9, round(COST_PX * self.scale * min(1.6, max(0.7, self.camera.zoom))))

    def badge_rects(self) -> dict[Hex, pygame.Rect]:
        """Where each lit space's stamina badge lies on the window: on the space's lower edge, else its upper edge,
        else beside its centre, the first spot that leaves the space's tokens uncovered (the least covered, when none
        does; chosen once for a zoom, so a pan only moves it); a badge under the minimap or the compass is left out."""
        if not self.badges or not self.camera.movable:
            return {}
        key = (self.camera.offset, self.camera.zoom, self.camera.viewport, tuple(self.badges.items()),
               id(self.island.layer.placed))
        if self._badge_boxes is not None and self._badge_boxes[0] == key:
            return self._badge_boxes[1]
        size = self._badge_size()
        holes = self._holes()
        out: dict[Hex, pygame.Rect] = {}
        for h, (x, y) in self._badge_spots().items():
            img = fonts.text(self.badges[h], size, INK, bold=True)
            sx, sy = self.camera.world_to_screen(x, y)
            box = img.get_rect(center=(round(sx), round(sy))).inflate(size // 2, 2)
            if not any(box.colliderect(r) for r in holes):
                out[h] = box
        self._badge_boxes = (key, out)
        return out

    def _badge_spots(self) -> dict[Hex, tuple[float, float]]:
        """The world point each lit space's badge is centred on (badge_rects), worked out once for a zoom and the
        pieces on the map."""
        key = (self.camera.zoom, self.camera.viewport, tuple(self.badges.items()), id(self.island.layer.placed))
        if self._badge_at is not None and self._badge_at[0] == key:
            return self._badge_at[1]
        size = self._badge_size()
        tokens: dict[Hex, list[pygame.Rect]] = {}
        for placed in self.island.layer.placed:
            (x, y), d = placed.centre, placed.size
            x0, y0 = self.camera.world_to_screen(x - d / 2, y - d / 2)
            x1, y1 = self.camera.world_to_screen(x + d / 2, y + d / 2)
            cell = placed.token.cell
            if isinstance(cell, Hex):
                tokens.setdefault(cell, []).append(pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)))
        out: dict[Hex, tuple[float, float]] = {}
        for h, words in self.badges.items():
            x, y = self.layout_px.hex_to_pixel(h)
            img = fonts.text(words, size, INK, bold=True)
            best: tuple[int, tuple[float, float]] | None = None
            for dx, dy in BADGE_SPOTS:
                spot = (x + HEX_WORLD * dx, y + HEX_WORLD * dy)
                sx, sy = self.camera.world_to_screen(*spot)
                box = img.get_rect(center=(round(sx), round(sy))).inflate(size // 2, 2)
                covered = sum(box.clip(t).w * box.clip(t).h for t in tokens.get(h, ()))
                if best is None or covered < best[0]:
                    best = (covered, spot)
                if not covered:
                    break
            if best is not None:
                out[h] = best[1]
        self._badge_at = (key, out)
        return out

    def _draw_badges(self, surface: pygame.Surface) -> None:
        """The stamina a lit space's move or scout costs, on the space (beside its tokens), so it is seen before the
        click."""
        boxes = self.badge_rects()
        if not boxes:
            return
        clip = surface.get_clip()
        surface.set_clip(self.map_area().clip(clip))
        size = self._badge_size()
        for h, box in boxes.items():
            surface.blit(badge_picture(self.badges[h], size, box.size), box)
        surface.set_clip(clip)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The panel changes only with the state shown, the last card, a stage's announcement and the language: while
        the view pans, the last picture of it is blitted (a text-fit recording always draws it afresh)."""
        key = (self._panel_version, self.card, self.new_stage, i18n.version(), self.lang, tuple(self.panel))
        cached = self._panel_cache
        if cached is not None and cached[0] == key and not fit.recording_now():
            surface.blit(cached[1], self.panel.topleft)
            return
        self._paint_panel(surface)
        if surface.get_clip().contains(self.panel) and surface.get_rect().contains(self.panel):
            self._panel_cache = (key, surface.subsurface(self.panel).copy())

    def _paint_panel(self, surface: pygame.Surface) -> None:
        s = self.scale
        pygame.draw.rect(surface, style.PANEL, self.panel)
        edge = max(1, round(2 * s))
        pygame.draw.rect(surface, style.PANEL_EDGE, pygame.Rect(self.panel.right - edge, self.panel.y, edge, self.panel.h))
        view = self._view()
        if not view:
            return
        draw_stage(surface, self.stage_rect(), view, self.lang, s, self.new_stage)
        if self.card is not None:
            box = self.card_rect()
            pygame.draw.rect(surface, style.PANEL_LIGHT, box, border_radius=round(5 * s))
            pygame.draw.rect(surface, style.PANEL_EDGE, box, 1, border_radius=round(5 * s))
            room = box.w - round(12 * s)
            img = fonts.fitted(cards.line(self.card, self.lang, room, 9), room, round(13 * s), 9, CREAM)
            surface.blit(img, img.get_rect(midleft=(box.x + round(6 * s), box.centery)))
        heroes = view.get("heroes") or []
        for (seat, rect), h in zip(self.hero_blocks(), heroes):
            facts = hero_facts(h, self._deciding(), self.lang)
            draw_hero(surface, rect, facts, self.lang, s, self._owner(seat))

    def _owner(self, seat: int) -> str:
        """Who plays the hero (and the chief's token beside the chief)."""
        words = seat_name(self.config.seats, seat)
        return say("table.chief", self.lang, name=words) if self._view().get("chief") == seat else words

    def _deciding(self) -> int | None:
        d = self.decision
        if d is not None and isinstance(d.actor, int):
            return d.actor
        active = self._view().get("active")
        return active if isinstance(active, int) else None

    # --- targets -------------------------------------------------------------------------------
    def targets(self, decision: Decision, player: int) -> list[Target]:
        words = self.words()
        spaces: dict[Hex, list[Action]] = {}
        scouts: dict[str, list[Action]] = {}
        rest: list[Action] = []
        for a in decision.legal:
            h = space_of(a)
            if h is not None and h in content().cells:
                spaces.setdefault(h, []).append(a)
            elif a.kind == "scout":
                scouts.setdefault(str(a["slot"]), []).append(a)
            else:
                rest.append(a)
        out: list[Target] = []
        self.badges = {}
        for h, acts in spaces.items():
            lines = describe_space(self._view(), h, player, self.lang)
            tip = "\n".join([words.label(a) for a in acts] + lines)
            out.append(Target(self.space_shape(h), tuple(acts), tip, key=("space", h.q, h.r)))
            cost = next((words.cost(a) for a in acts if a.kind == "move"), None)
            if cost is not None:
                self.badges[h] = say("table.cost_badge", self.lang, n=cost)
        slots = {slot.id: slot for slot in content().island.slots}
        for slot_id, acts in scouts.items():
            slot = slots.get(slot_id)
            if slot is None:
                rest.extend(acts)
                continue
            centre = slot.centre
            cost = words.cost(acts[0])
            tip = "\n".join([words.label(a) for a in acts] + describe_space(self._view(), centre, player, self.lang))
            out.append(Target(self.space_shape(centre), tuple(acts), tip, key=("scout", slot_id)))
            self.badges[centre] = say("table.scout_badge", self.lang, n=cost if cost is not None else 1)
        self.bar_actions = rest
        return out

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves with no place on the map, in words with their costs; short of room, a kind's moves share one
        button that opens the chooser."""
        words = self.words()
        out = []
        for a in self.bar_actions:
            label = words.label(a)
            out.append(BarItem(label, (a,), ("one", a), self._group(a), self._tip(a, label)))
        return out

    def _tip(self, a: Action, label: str) -> str:
        """A button's tip: its words, and for a character to keep its role and ability, for a support card its text."""
        character = content().characters.get(self.words().dealt(a)) if a.kind == "keep_character" else None
        if character is not None:
            return f"{label}\n{character.role.get(self.lang)}: {character.text.get(self.lang)}"
        support = content().support.get(str(a.get("card"))) if a.kind in ("support", "duel_support") else None
        return f"{label}\n{support.text.get(self.lang)}" if support is not None else label

    def _group(self, a: Action) -> str:
        key = f"group.{a.kind}"
        return say(key, self.lang) if i18n.has(f"discover.{key}") else say("group.other", self.lang)

    def action_label(self, action: Action) -> str:
        return self.words().label(action)

    def next_step(self) -> str | None:
        d = self.decision
        if d is None:
            return None
        kinds = {a.kind for a in d.legal}
        if "skip_gather" in kinds:
            return say("next.free_gather", self.lang)
        if "move" in kinds or "scout" in kinds:
            return say("next.day", self.lang)
        if "end_turn" in kinds:
            return say("next.day_bar", self.lang)
        prompt = d.prompt if isinstance(d.prompt, str) else None
        return i18n.t(prompt) if prompt and i18n.has(prompt) else None

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        sx, sy = self.camera.world_to_screen(*pos)
        if self.panel.collidepoint(sx, sy) or not self.map_area().collidepoint(sx, sy):
            return None
        h = self.layout_px.pixel_to_hex(*pos)
        if h not in content().cells:
            return None
        lines = describe_space(self._view(), h, self._deciding(), self.lang)
        return say("table.not_now", self.lang, what=lines[0]) if lines else None

    # --- seats ---------------------------------------------------------------------------------
    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """A hero's block opens the inspector on that seat, except on its face-up small cards (each shown large)."""
        if self.card_at(pos) is not None:
            return None
        return next((seat for seat, rect in self.hero_blocks() if rect.collidepoint(pos)), None)

    def inspect(self, seat: int) -> Inspection | None:
        """A hero's stamina, what it carries against its limit, its damage by type, its items and blueprints (another
        person's face down, as the panel shows them)."""
        heroes = self._view().get("heroes") or []
        if not 0 <= seat < len(heroes):
            return None
        h = heroes[seat]
        facts = hero_facts(h, None, self.lang)
        w = self.words()
        lines = [say("table.stamina", self.lang, n=facts.stamina, max=facts.max_stamina),
                 say("table.carrying", self.lang, n=facts.carried, limit=facts.limit)]
        lines.append(" · ".join(say("table.damage", self.lang, name=damage_name(d, self.lang), n=n)
                                for d, n in facts.damage) or say("table.no_damage", self.lang))
        held = ", ".join(w.resource(r, n) if n == 1 else f"{w.resource(r)} ×{n}" for r, n in facts.resources)
        lines.append(held or say("table.nothing_held", self.lang))
        items = [w.item(seat, i) for i in range(len(h.get("items") or []))]
        if items:
            lines.append(say("table.items", self.lang, items=", ".join(items)))
        blueprints = h.get("blueprints")
        count = len(blueprints) if isinstance(blueprints, list) else int(h.get("blueprints_count") or 0)
        lines.append(say("table.blueprints", self.lang, n=count))
        shown = tuple(f"{deck}:{cid}" for deck, cid in hero_cards(h))
        groups = ((say("table.cards", self.lang), shown),) if shown else ()
        return Inspection(f"{seat_name(self.config.seats, seat)} · {facts.name}", tuple(sentence(x) for x in lines), groups)

    def breakdown(self, state: Any) -> ScoreBreakdown:
        """Who was rescued, eliminated or stranded (Scenario 1), or the one survivor (Scenario 5)."""
        names = self._names()
        heroes = list(getattr(state, "heroes", []))
        statuses: list[int | float | str] = [say(f"end.{h.status}", self.lang) if i18n.has(f"discover.end.{h.status}") else
                    say("end.stranded", self.lang) for h in heroes]
        won = [i for i, h in enumerate(heroes) if h.status == "won"]
        c = content()
        characters: list[int | float | str] = [c.characters[h.character].name if h.character in c.characters else "—" for h in heroes]
        return ScoreBreakdown(names, [say("end.hero", self.lang), say("end.fate", self.lang)],
                              [characters, statuses], [1 if i in won else 0 for i in range(len(heroes))], won)
