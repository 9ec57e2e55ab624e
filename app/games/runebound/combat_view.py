"""Runebound's combat overlay (issue 14, item 3): shown while the engine's decision is a fight (Before Combat,
a round's assignment, the round's end, hero-vs-hero combat) or an encounter's skill test; the table hands
it those decisions and draws it over the map.

Everything clickable is one of the decision's legal actions: a phase cell (phase x participant) stands for
every assignment with that participant in that phase, so the board host's multi-click narrowing picks the
plan; abilities and readied cards are buttons on the card that grants them; anything else (escape, fight
on, a kind this overlay has never heard of) is a button in the action bar. Rolls, drawn cards and the
fight's end are animated from the steps' events (combat_rolls.py) and never hold the game: a click skips them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

import pygame

from app.games.runebound import cards
from app.games.runebound.combat_rolls import Roll, Shown, player_state, read_steps
from app.games.runebound.combat_text import has, say
from app.games.runebound.shapes import ScreenRect
from app.render import dice, fonts
from app.render.camera import Camera
from app.render.glyphs import glyph
from app.render.palette import (
    CREAM, DANGER, GOLD, GOLD_LIGHT, HIGHLIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, PARCHMENT_EDGE, RGB, SUCCESS,
    darken, lighten, mix,
)
from app.render.tween import DiceTumble
from app.table import Target
from engine.games.runebound.character import ally_life, ally_stamina, hero_life, hero_skill, hero_stamina, item_bonus
from engine.games.runebound.content import PHASES, SKILLS, base_id, content
from engine.games.runebound.rolls import skill_bonus
from engine.games.runebound.state import GameState
from engine.kernel import Action, Decision, Step

COMBAT_PROMPTS = ("before_combat", "assign", "round_end")
PVP_PROMPTS = ("pvp_assign", "pvp_round_end")
TEST_PROMPTS = ("encounter", "toll", "accept_duellist", "caravan", "free_token")
STRIKE_STAGES = ("pre_target", "pre_roll", "after_roll", "after_hit", "before_damage")
PLAN_KINDS = ("assign", "pvp_plan")
DEFEND, NONE = "defend", "none"
CARD_BUTTON_KINDS = ("hero_ability", "ally_ability", "ready", "bless", "play_card", "use")

# the overlay's plan, in units of 1/720 of a 1280x720 window (scaled by `u`)
WIDTH, HEIGHT = 1240, 696
CARD_W = 236
THUMB_W = 66
ITEM_W = 76
LABEL_W = 214
COL_W, COL_GAP = 124, 6
ROW_H, ROW_GAP = 100, 6
DEFEND_H = 52
HEADER_H = 70
SIDE_W = 326
BAR_H = 40
BUTTON_MIN, BUTTON_MAX = 150, 320

FLIP_S = 0.5
EVENT_S = 1.6
TUMBLE_S = 0.55
ROLL_S = 0.95
RESULT_S = 2.2
VEIL = (72, 68, 64)
ON: RGB = (88, 70, 40)
GOOD_INK, BAD_INK = SUCCESS, DANGER
KEY = (255, 0, 255)      # the still panel's see-through corners
ZERO_FACE = 10
MAX_LOG = 9


@dataclass
class Place:
    """A clickable spot and the legal actions it stands for (every player's: targets() keeps the asker's)."""

    key: Hashable
    rect: pygame.Rect
    actions: tuple[Action, ...]
    label: str
    tooltip: str = ""


@dataclass
class Beat:
    """One timed piece of the show: a card flipping open, an event shown, a roll, the fight's end."""

    kind: str                 # flip, event, roll, result
    offset: float
    duration: float
    card: str = ""
    accepted: bool | None = None
    roll: Roll | None = None
    index: int = 0


@dataclass
class Scene:
    """What the overlay draws: a view and its mode (kept after the fight ends, for the closing animations)."""

    view: dict[str, Any]
    mode: str
    decision: Decision | None = None
    places: list[Place] = field(default_factory=list)


def mode_of(view: Any, decision: Decision | None) -> str | None:
    """'combat', 'pvp', 'test' or None (not the overlay's decision)."""
    if not isinstance(view, dict):
        return None
    if view.get("pvp"):
        return "pvp"
    if view.get("combat"):
        return "combat"
    if view.get("drawn") and (view.get("strike") or decision is not None and decision.prompt in TEST_PROMPTS):
        return "test"
    return None


class CombatView:
    """The combat overlay; the table delegates layout, show, targets, drawing and animation to it while
    `active`, and keeps drawing it while `animating` (a fight's last rolls and its reward)."""

    def __init__(self, table_strings: Callable[[Action], str] | None = None, lang: str = "en",
                 camera: Callable[[], Camera] | None = None) -> None:
        self.label_of = table_strings
        self.lang = lang
        fixed = Camera.fixed((0, 0, 0, 0))
        self.camera: Callable[[], Camera] = camera or (lambda: fixed)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0
        self.ox = self.oy = 0
        self.view: dict[str, Any] | None = None
        self.decision: Decision | None = None
        self.viewer: int | None = None
        self.scene: Scene | None = None
        self.rolls: list[Roll] = []
        self.beats: list[Beat] = []
        self.start: float | None = None
        self.clock = 0.0
        self.shown_result: Shown | None = None
        self._still_surface: pygame.Surface | None = None
        self._still_key: tuple[Any, ...] | None = None
        self._shift = (0, 0)        # places are kept in window pixels; the still panel draws them shifted
        self._version = 0           # bumped by show and layout: the still panel is drawn afresh

    # --- the table's API ---------------------------------------------------------------------
    def active(self, view: Any, decision: Decision | None) -> bool:
        return mode_of(view, decision) is not None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.u = min(rect.w / (WIDTH + 40), rect.h / (HEIGHT + 24)) if rect.w and rect.h else 1.0
        self.ox = rect.x + round((rect.w - WIDTH * self.u) / 2)
        self.oy = rect.y + round((rect.h - HEIGHT * self.u) / 2)
        self._version += 1
        if self.scene is not None:
            self.scene.places = self._places(self.scene)

    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        self._version += 1
        self.view = view if isinstance(view, dict) else None
        self.decision, self.viewer = decision, viewer
        mode = mode_of(view, decision)
        if mode is not None and self.view is not None:
            self.scene = Scene(self.view, mode, decision)
            self.scene.places = self._places(self.scene)
        elif self.scene is not None:
            self.scene.decision, self.scene.places = None, []

    def targets(self, decision: Decision, player: int) -> list[Target]:
        if self.scene is None or mode_of(self.view, decision) is None:
            return []
        out: list[Target] = []
        for place in self.scene.places:
            acts = tuple(a for a in place.actions if a.player == player)
            if acts:
                r = place.rect
                out.append(Target(ScreenRect(r.x, r.y, r.w, r.h, self.camera), acts, place.tooltip or place.label,
                                  key=place.key))
        return out

    def on_events(self, steps: Sequence[Step]) -> None:
        """New steps: queue their drawn cards, rolls and ending (undo, `steps` empty, drops the show)."""
        if not steps:
            self.skip_animations()
            return
        shown = read_steps(steps, self.view)
        if shown.begun or shown.new_round or (shown.drawn and not shown.rolls):
            self.rolls = []
        t = self._end_of_beats()
        for card, accepted in shown.drawn:
            if accepted is None:
                self.beats.append(Beat("flip", t, FLIP_S, card=card))
                t += FLIP_S
            else:
                self.beats.append(Beat("event", t, EVENT_S, card=card, accepted=accepted))
                t += EVENT_S
        if shown.rolls:
            base = len(self.rolls)
            self.rolls += shown.rolls
            for i, roll in enumerate(shown.rolls):
                self.beats.append(Beat("roll", t, ROLL_S, roll=roll, index=base + i))
                t += ROLL_S
        if shown.result is not None:
            self.shown_result = shown
            self.beats.append(Beat("result", t, RESULT_S))

    def animating(self, now: float) -> bool:
        self._advance(now)
        return bool(self.beats)

    def skip_animations(self) -> None:
        self.beats.clear()
        self.start = None

    def animation_rects(self, now: float) -> list[pygame.Rect] | None:
        self._advance(now)
        return [self.panel()] if self.beats else None

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self._advance(now)
        scene = self.scene
        live = scene is not None and mode_of(self.view, self.decision) is not None
        if not live and not self.beats:
            return
        if scene is not None and (live or self._closing()):
            self._veil(surface)
            if self.beats:
                self._draw_scene(surface, scene, live)
            else:
                surface.blit(self._still(scene, live), self.panel())
        else:
            surface.fill(VEIL, self.rect, special_flags=pygame.BLEND_RGB_MULT)
        self._draw_beats(surface)
        if self.beats:
            hint = fonts.text(say("roll.skip", self.lang), self.px(13), PARCHMENT_EDGE)
            surface.blit(hint, hint.get_rect(bottomleft=(self.X(22), self.Y(HEIGHT - 12))))

    def _draw_scene(self, surface: pygame.Surface, scene: Scene, live: bool) -> None:
        self._panel(surface)
        if scene.mode == "test":
            self._draw_test(surface, scene)
        else:
            self._draw_fight(surface, scene)
        self._draw_places(surface, scene, live)

    def _veil(self, surface: pygame.Surface) -> None:
        """Darken the board around the panel (the panel itself is opaque; its rounded corners are veiled)."""
        panel, r = self.panel(), self.px(16)
        for strip in (pygame.Rect(self.rect.x, self.rect.y, self.rect.w, panel.y - self.rect.y + r),
                      pygame.Rect(self.rect.x, panel.bottom - r, self.rect.w, self.rect.bottom - panel.bottom + r),
                      pygame.Rect(self.rect.x, panel.y + r, panel.x - self.rect.x + r, panel.h - 2 * r),
                      pygame.Rect(panel.right - r, panel.y + r, self.rect.right - panel.right + r, panel.h - 2 * r)):
            surface.fill(VEIL, strip.clip(self.rect), special_flags=pygame.BLEND_RGB_MULT)

    def _still(self, scene: Scene, live: bool) -> pygame.Surface:
        """The panel while nothing moves, drawn once per shown decision (and layout) and then only blitted,
        so an open overlay costs a frame one blit while the board pans behind it."""
        key = (self._version, live, self.viewer, self.lang, tuple(self.panel()))
        if self._still_key != key or self._still_surface is None:
            panel = self.panel()
            surf = pygame.Surface(panel.size)
            surf.fill(KEY)
            ox, oy = self.ox, self.oy
            self.ox, self.oy = ox - panel.x, oy - panel.y
            self._shift = (-panel.x, -panel.y)
            try:
                self._draw_scene(surf, scene, live)
            finally:
                self.ox, self.oy = ox, oy
                self._shift = (0, 0)
            surf.set_colorkey(KEY)
            self._still_surface, self._still_key = surf, key
        return self._still_surface

    # --- time ----------------------------------------------------------------------------------
    def _advance(self, now: float) -> None:
        """Start the queued show at the first clock reading after it was queued; drop finished beats."""
        self.clock = now
        if not self.beats:
            self.start = None
            return
        if self.start is None:
            self.start = now
        t = now - self.start
        self.beats = [b for b in self.beats if t < b.offset + b.duration]
        if not self.beats:
            self.start = None

    def _end_of_beats(self) -> float:
        """Where a new batch's beats start: after the running ones (relative to the running show)."""
        if not self.beats or self.start is None:
            self.start = None
            return max((b.offset + b.duration for b in self.beats), default=0.0)
        return max(b.offset + b.duration for b in self.beats)

    def _local(self, beat: Beat) -> float:
        if self.start is None:
            return -1.0
        return self.clock - self.start - beat.offset

    def _closing(self) -> bool:
        """The fight is over but its last rolls or its result still play."""
        return any(b.kind in ("roll", "result") for b in self.beats)

    def _current_roll(self) -> tuple[Roll | None, float]:
        """The roll on show and how far into its beat (a large number once all have played)."""
        for b in self.beats:
            if b.kind == "roll" and b.roll is not None:
                t = self._local(b)
                return (b.roll, t) if t >= 0 else (self._previous(b), math.inf)
        return (self.rolls[-1] if self.rolls else None), math.inf

    def _previous(self, beat: Beat) -> Roll | None:
        return self.rolls[beat.index - 1] if beat.index > 0 and beat.index - 1 < len(self.rolls) else None

    def _rolls_shown(self) -> list[Roll]:
        """The rolls whose dice have settled (the whole batch once the show is over)."""
        for b in self.beats:
            if b.kind == "roll":
                t = self._local(b)
                return self.rolls[: b.index + (1 if t >= TUMBLE_S else 0)]
        return list(self.rolls)

    # --- geometry -------------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def X(self, v: float) -> int:  # noqa: N802  (a unit-plan x to the window)
        return self.ox + round(v * self.u)

    def Y(self, v: float) -> int:  # noqa: N802
        return self.oy + round(v * self.u)

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:  # noqa: N802
        return pygame.Rect(self.X(x), self.Y(y), self.px(w), self.px(h))

    def panel(self) -> pygame.Rect:
        return self.R(0, 0, WIDTH, HEIGHT)

    def card_rect(self) -> pygame.Rect:
        w = self.px(CARD_W)
        return pygame.Rect(self.X(20), self.Y(78), w, round(w * 1.4))

    def grid_x(self) -> float:
        return 20 + CARD_W + 22

    def col_x(self, i: int) -> float:
        return self.grid_x() + LABEL_W + i * (COL_W + COL_GAP)

    def side_x(self) -> float:
        return WIDTH - 20 - SIDE_W

    def row_y(self, i: int) -> float:
        return 78 + HEADER_H + 8 + i * (ROW_H + ROW_GAP)

    # --- who is in the fight --------------------------------------------------------------------
    def _side(self, view: dict[str, Any], mode: str) -> dict[str, Any] | None:
        players = view.get("players") or []
        seat = (view.get("pvp") or {}).get("hero_side") if mode == "pvp" else view.get("active", 0)
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None

    def _foe_seat(self, view: dict[str, Any]) -> int | None:
        pvp = view.get("pvp") or {}
        if not pvp:
            return None
        return pvp["defender"] if pvp.get("hero_side") == pvp.get("attacker") else pvp["attacker"]

    def _fighters(self, view: dict[str, Any], mode: str) -> list[tuple[str, str, str]]:
        """(who in a plan, card, kind) for the hero and each ally on the Hero side."""
        p = self._side(view, mode)
        if p is None or not p.get("hero"):
            return []
        out = [("hero", p["hero"], "hero")]
        if mode != "test":
            out += [(f"ally{i}", a["card"], "ally") for i, a in enumerate(p.get("allies") or [])]
        return out

    def _valued(self, view: dict[str, Any], mode: str) -> list[bool]:
        """Which phases take place (a challenge's '—' takes none; heroes fight in all three)."""
        card = (view.get("combat") or {}).get("card")
        if mode == "combat" and card and base_id(card) in content().challenges:
            return [p is not None for p in content().challenges[base_id(card)].phases]
        return [True, True, True]

    # --- places (the decision's actions on screen) ----------------------------------------------
    def _places(self, scene: Scene) -> list[Place]:
        decision = scene.decision
        if decision is None:
            return []
        view, mode = scene.view, scene.mode
        places: list[Place] = []
        fighters = self._fighters(view, mode)
        rows = {who: i for i, (who, _, _) in enumerate(fighters)}
        groups: dict[tuple[str, str, str], list[Action]] = {}
        bar: list[Action] = []
        on_cards: dict[Hashable, list[Action]] = {}
        for a in decision.legal:
            if a.kind in PLAN_KINDS and all(a.get(ph) is not None for ph in PHASES):
                for ph in PHASES:
                    who = str(a[ph])
                    if who != NONE:
                        groups.setdefault((a.kind, ph, who), []).append(a)
            elif a.kind in CARD_BUTTON_KINDS and self._card_key(a, view, mode) is not None:
                on_cards.setdefault(self._card_key(a, view, mode), []).append(a)
            else:
                bar.append(a)
        for (kind, ph, who), acts in groups.items():
            row = len(fighters) if who == DEFEND else rows.get(who)
            if row is None:
                bar.extend(acts)
                continue
            rect = self._cell_rect(PHASES.index(ph), row, fighters)
            places.append(Place((kind, ph, who), rect, tuple(dict.fromkeys(acts)), self._cell_tip(who, ph, view, mode)))
        places += self._card_buttons(on_cards, fighters, view, mode)
        places += self._bar(bar)
        return places

    def _cell_rect(self, phase: int, row: int, fighters: list[tuple[str, str, str]]) -> pygame.Rect:
        if row >= len(fighters):
            return self.R(self.col_x(phase), self.row_y(len(fighters)), COL_W, DEFEND_H)
        return self.R(self.col_x(phase), self.row_y(row), COL_W, ROW_H)

    def _card_key(self, a: Action, view: dict[str, Any], mode: str) -> Hashable | None:
        """Which card grants an ability: ("row", who) for the hero or an ally, ("item", card) for an item."""
        p = self._side(view, mode)
        if p is None:
            return None
        if a.player is not None and a.player != p.get("seat"):
            return ("foe",)
        allies = [x["card"] for x in p.get("allies") or []]
        if a.kind == "hero_ability":
            return ("row", "hero")
        if a.kind in ("ally_ability", "bless"):
            return ("row", f"ally{int(a['who'])}")
        card = str(a.get("card", ""))
        if card == "hero":
            return ("row", "hero")
        if card in allies:
            return ("row", f"ally{allies.index(card)}")
        if card in [i["card"] for i in p.get("items") or []]:
            return ("item", card)
        return None

    def _card_buttons(self, on_cards: dict[Hashable, list[Action]], fighters: list[tuple[str, str, str]],
                      view: dict[str, Any], mode: str) -> list[Place]:
        """Buttons on the card that grants them: in a fighter's row beside its card, or on an item's card."""
        out: list[Place] = []
        items = self._items(view, mode)
        rows = {who: i for i, (who, _, _) in enumerate(fighters)}
        for key, acts in on_cards.items():
            if key[0] == "foe":
                card = self.card_rect()
                for i, a in enumerate(acts):
                    rect = pygame.Rect(card.x + self.px(8), card.bottom - self.px(36) * (i + 1), card.w - self.px(16),
                                       self.px(32))
                    out.append(Place(self._action_key(a), rect, (a,), self.action_label(a), self.action_label(a)))
            elif key[0] == "row":
                row = rows.get(key[1])
                if row is None:
                    continue
                x0, y0 = self.grid_x() + THUMB_W + 8, self.row_y(row) + ROW_H - 32
                w = (LABEL_W - THUMB_W - 12 - 4 * (len(acts) - 1)) / len(acts)
                for i, a in enumerate(acts):
                    rect = self.R(x0 + i * (w + 4), y0, w, 28)
                    out.append(Place(self._action_key(a), rect, (a,), self.action_label(a, short=True),
                                     self._card_tip(a)))
            else:
                if key[1] not in items:
                    continue
                card = self._item_rect(items.index(key[1]))
                for i, a in enumerate(acts):
                    rect = pygame.Rect(card.x + self.px(3), card.bottom - self.px(30) * (i + 1), card.w - self.px(6),
                                       self.px(26))
                    out.append(Place(self._action_key(a), rect, (a,), self.action_label(a, short=True),
                                     self._card_tip(a)))
        return out

    def _card_tip(self, a: Action) -> str:
        """A card button's tooltip: what it does, and the card's own text."""
        card = str(a.get("card", ""))
        side = self._side(self.view or {}, self._mode()) or {}
        if a.kind == "hero_ability" or card == "hero":
            card = str(side.get("hero", ""))
        elif a.kind == "ally_ability" and int(a["who"]) < len(side.get("allies") or []):
            card = side["allies"][int(a["who"])]["card"]
        c = content()
        record = c.items.get(base_id(card)) or c.allies.get(base_id(card)) or c.heroes.get(base_id(card))
        text = record.text.get(self.lang) if record is not None and record.text is not None else ""
        return f"{self.action_label(a)}\n{self.card_name(card)}: {text}" if text else self.action_label(a)

    def _items(self, view: dict[str, Any], mode: str) -> list[str]:
        p = self._side(view, mode)
        return [i["card"] for i in (p.get("items") or [])] if p is not None else []

    def _item_rect(self, i: int) -> pygame.Rect:
        w = self.px(ITEM_W)
        return pygame.Rect(self.X(self.grid_x() + i * (ITEM_W + 8)), self.Y(548), w, round(w * 1.4))

    def _bar(self, actions: list[Action]) -> list[Place]:
        """The action bar along the foot, right to left; a second row above when one is not enough."""
        out: list[Place] = []
        right, y = WIDTH - 20.0, HEIGHT - 16 - BAR_H
        size = 16
        for a in actions:
            label = self.action_label(a)
            w = min(BUTTON_MAX, max(BUTTON_MIN, fonts.font(self.px(size), bold=True).size(label)[0] / self.u + 28))
            if right - w < self.side_x() - 240:
                right, y = WIDTH - 20.0, y - BAR_H - 8
            out.append(Place(self._action_key(a), self.R(right - w, y, w, BAR_H), (a,), label))
            right -= w + 10
        return out

    @staticmethod
    def _action_key(a: Action) -> Hashable:
        return (a.kind, *(v for _, v in a.args))

    # --- words ---------------------------------------------------------------------------------
    def action_label(self, a: Action, short: bool = False) -> str:
        """A button's words: this overlay's own for the kinds it knows, the table's (or the kind) for others."""
        lang = self.lang
        kind = a.kind
        if kind == "bless":
            phase = say(f"phase.{a['phase']}", lang)
            return phase if short else say("button.bless", lang, phase=phase)
        if kind == "face_encounter":
            return say("button.face_with_charm" if a.get("charm") else "button.face_encounter", lang)
        if kind == "pay_toll":
            drawn = (self.view or {}).get("drawn")
            pay = content().encounters[base_id(drawn)].pay if drawn and base_id(drawn) in content().encounters else 0
            return say("button.pay_toll", lang, n=pay)
        if kind == "accept" and a.get("discard"):
            return say("button.accept_discard", lang, card=self.card_name(str(a["discard"])))
        if kind == "free_token":
            return say("button.free_token", lang, token=say(f"token.{a['token']}", lang))
        if kind == "use":
            who = int(a.get("who", -1))
            name = self.who_name("hero" if who < 0 else f"ally{who}", self.view or {}, self._mode())
            if short:
                return say("card.hero", lang) if who < 0 else name
            return say("button.use", lang, who=name)
        if kind == "play_card":
            return say("button.play_card", lang) if short else \
                say("button.play_named", lang, card=self.card_name(str(a.get("card", ""))))
        if kind == "proceed":
            stage = self.decision.prompt if self.decision is not None else ""
            return say("button.proceed_roll" if stage == "pre_roll" else "button.proceed", lang)
        if kind == "take_counter":
            return say("button.take_counter", lang, colour=say(f"colour.{a['colour']}", lang))
        if kind == "end_before":
            return say("button.end_before", lang)
        if kind in ("start_fight", "fight_on", "escape", "pvp_fight_on", "break_off", "hero_ability", "ally_ability",
                    "ready", "accept", "refuse", "buy_revealed"):
            return say(f"button.{kind}", lang)
        if self.label_of is not None:
            return self.label_of(a)
        words = kind.replace("_", " ").capitalize()
        args = ", ".join(self.card_name(str(v)) for _, v in a.args)
        return say("button.other", lang, kind=f"{words}: {args}" if args else words)

    def _mode(self) -> str:
        return self.scene.mode if self.scene is not None else "combat"

    def card_name(self, card: str) -> str:
        c = content()
        base = base_id(card)
        for table in (c.heroes, c.items, c.allies, c.challenges, c.events, c.encounters):
            if base in table:
                return table[base].name.get(self.lang)  # type: ignore[attr-defined, no-any-return]
        if base == c.duellist.card:
            return c.duellist.name.get(self.lang)
        return card

    def who_name(self, who: str, view: dict[str, Any], mode: str) -> str:
        if who.startswith("seat") and who[4:].isdigit():
            players = view.get("players") or []
            seat = int(who[4:])
            return self.card_name(players[seat]["hero"]) if seat < len(players) else who
        if who == "hero":
            p = self._side(view, mode)
            return self.card_name(p["hero"]) if p else who
        if who.startswith("ally") and who[4:].isdigit():
            p = self._side(view, mode)
            allies = (p or {}).get("allies") or []
            i = int(who[4:])
            return self.card_name(allies[i]["card"]) if i < len(allies) else who
        return self.card_name(who)

    def _cell_tip(self, who: str, phase: str, view: dict[str, Any], mode: str) -> str:
        ph = say(f"phase.{phase}", self.lang)
        if who == DEFEND:
            return say("cell.tip_defend", self.lang, phase=ph)
        return say("cell.tip", self.lang, who=self.who_name(who, view, mode), phase=ph)

    # --- drawing: the frame ------------------------------------------------------------------------
    def _panel(self, surface: pygame.Surface) -> None:
        panel = self.panel()
        pygame.draw.rect(surface, darken(PANEL, 0.15), panel, border_radius=self.px(14))
        pygame.draw.rect(surface, PANEL_EDGE, panel, self.px(2), border_radius=self.px(14))

    def _text(self, surface: pygame.Surface, s: str, x: float, y: float, w: float, size: float, colour: RGB,
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        """One line fitted to `w` units (smaller, then narrowed; only then cut) at unit point (x, y)."""
        img = fonts.fitted(s, self.px(w), self.px(size), max(8, self.px(size * 0.7)), colour, bold=bold)
        rect = img.get_rect(**{anchor: (self.X(x), self.Y(y))})
        surface.blit(img, rect)
        return rect

    def _title(self, surface: pygame.Surface, scene: Scene) -> None:
        view, mode = scene.view, scene.mode
        lang = self.lang
        if mode == "test":
            title = say("title.test", lang, card=self.card_name(str(view.get("drawn"))))
        elif mode == "pvp":
            foe = self._foe_seat(view)
            side = self._side(view, mode)
            other = self.who_name(f"seat{foe}", view, mode) if foe is not None else ""
            title = say("title.pvp", lang, hero=self.card_name(side["hero"]) if side else "", other=other)
            title += "  ·  " + say("round", lang, n=(view.get("pvp") or {}).get("round", 1))
        else:
            combat = view.get("combat") or {}
            key = "title.before" if scene.decision is not None and scene.decision.prompt == "before_combat" \
                else "title.combat"
            title = say(key, lang, card=self.card_name(str(combat.get("card"))))
            if key == "title.combat":
                title += "  ·  " + say("round", lang, n=combat.get("round", 1))
        self._text(surface, title, 22, 14, WIDTH - 44, 24, GOLD_LIGHT, bold=True)
        self._text(surface, self._prompt(scene), 22, 48, WIDTH - 44, 16, CREAM)

    def _prompt(self, scene: Scene) -> str:
        d = scene.decision
        if d is None:
            return ""
        if self.viewer is not None and d.actor is not None and d.actor != self.viewer:
            players = scene.view.get("players") or []
            name = self.card_name(players[d.actor]["hero"]) if d.actor < len(players) else f"P{d.actor + 1}"
            return say("prompt.waiting", self.lang, name=name)
        key = f"prompt.{d.prompt}"
        return say(key, self.lang) if has(key) else say("prompt.other", self.lang)

    # --- drawing: a fight --------------------------------------------------------------------------
    def _draw_fight(self, surface: pygame.Surface, scene: Scene) -> None:
        view, mode = scene.view, scene.mode
        self._title(surface, scene)
        self._draw_foe(surface, view, mode)
        roll, t = self._current_roll()
        lit = roll.phase if roll is not None and t < ROLL_S and self.beats else None
        valued = self._valued(view, mode)
        fighters = self._fighters(view, mode)
        for i, phase in enumerate(PHASES):
            self._header(surface, view, mode, i, valued[i], lit == phase)
        plan = (view.get("pvp") or view.get("combat") or {}).get("assignment") or {}
        shown_plan = plan if scene.decision is None or scene.decision.prompt not in ("assign", "pvp_assign") else {}
        for row, (who, card, kind) in enumerate(fighters):
            self._fighter_row(surface, view, mode, row, who, card, kind)
            for i, phase in enumerate(PHASES):
                self._cell(surface, view, mode, row, who, i, valued[i], shown_plan.get(phase) == who, fighters)
        for i, phase in enumerate(PHASES):
            if valued[i]:
                self._cell(surface, view, mode, len(fighters), DEFEND, i, True, shown_plan.get(phase) == DEFEND,
                           fighters)
        label = self.R(self.grid_x(), self.row_y(len(fighters)), LABEL_W - 8, DEFEND_H)
        img = fonts.fitted(say("defend_row", self.lang), label.w, self.px(15), self.px(10), CREAM, bold=True)
        surface.blit(img, img.get_rect(midleft=label.midleft))
        self._draw_items(surface, view, mode)
        self._roll_panel(surface, view, mode)
        self._log(surface, view, mode)

    def _draw_foe(self, surface: pygame.Surface, view: dict[str, Any], mode: str) -> None:
        """The challenge (or the Challenge side's hero) large, with its wounds, and its life below."""
        rect = self.card_rect()
        if mode == "pvp":
            seat = self._foe_seat(view)
            p = (view.get("players") or [])[seat] if seat is not None else None
            if p is None:
                return
            card, kind = p["hero"], "hero"
            ps = player_state(p)
            life, wounds = hero_life(ps, content()), p["wounds"]
            tired, stamina = p["exhaustion"], hero_stamina(ps, content())
        else:
            combat = view.get("combat") or {}
            card, kind = str(combat.get("card")), "challenge"
            if base_id(card) not in content().challenges:
                return
            life, wounds = content().challenges[base_id(card)].life, int(combat.get("wounds", 0))
            tired = stamina = 0
        if not self._flipping(card):
            surface.blit(cards.picture(card, rect.w, self.lang, kind), rect)
        self._tokens(surface, rect, wounds, tired, self.px(34), across=0.68)
        bar = pygame.Rect(rect.x, rect.bottom + self.px(10), rect.w, self.px(22))
        self._life_bar(surface, bar, life, wounds)
        line = say("life", self.lang, left=max(0, life - wounds), full=life)
        if stamina:
            line += " · " + say("tired", self.lang, n=tired, full=stamina)
        img = fonts.fitted(line, rect.w, self.px(15), self.px(10), CREAM, bold=True)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, bar.bottom + self.px(6))))
        if mode == "pvp":
            tag = fonts.fitted(say("challenge_side", self.lang), rect.w, self.px(13), self.px(9), PARCHMENT_EDGE)
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, bar.bottom + self.px(28))))

    def _life_bar(self, surface: pygame.Surface, bar: pygame.Rect, life: int, wounds: int) -> None:
        pygame.draw.rect(surface, darken(DANGER, 0.6), bar, border_radius=bar.h // 2)
        left = max(0, life - wounds)
        if life and left:
            fill = pygame.Rect(bar.x, bar.y, round(bar.w * left / life), bar.h)
            pygame.draw.rect(surface, DANGER, fill, border_radius=bar.h // 2)
        for i in range(1, life):
            x = bar.x + round(bar.w * i / life)
            pygame.draw.line(surface, darken(DANGER, 0.7), (x, bar.y + 2), (x, bar.bottom - 3), 1)
        pygame.draw.rect(surface, darken(DANGER, 0.75), bar, max(1, self.px(1.5)), border_radius=bar.h // 2)

    def _tokens(self, surface: pygame.Surface, card: pygame.Rect, wounds: int, tired: int, size: int,
                across: float = 0.0) -> None:
        """Wound and exhaustion markers on a card: a disc each with the count, by its right edge (or `across`
        its width, clear of a large card's reward coin)."""
        x = card.x + round(card.w * across) if across else card.right - size // 2 - self.px(4)
        y = card.y + round(card.w * 0.32)
        for count, colour, name in ((wounds, cards.WOUND, "drop"), (tired, cards.TIRED, "moon")):
            if count <= 0:
                continue
            pygame.draw.circle(surface, darken(colour, 0.5), (x, y), size // 2 + 1)
            pygame.draw.circle(surface, colour, (x, y), size // 2 - 1)
            num = fonts.text_shadowed(str(count), max(8, round(size * 0.55)), CREAM, offset=1, bold=True)
            surface.blit(num, num.get_rect(center=(x, y)))
            y += size + self.px(4)

    def _header(self, surface: pygame.Surface, view: dict[str, Any], mode: str, i: int, valued: bool,
                lit: bool) -> None:
        phase = PHASES[i]
        rect = self.R(self.col_x(i), 78, COL_W, HEADER_H)
        fill = mix(PANEL_LIGHT, HIGHLIGHT, 0.55) if lit else PANEL_LIGHT
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(8))
        pygame.draw.rect(surface, HIGHLIGHT if lit else PANEL_EDGE, rect, self.px(3 if lit else 1),
                         border_radius=self.px(8))
        ink = INK if lit else CREAM
        icon = cards.phase_icon(phase, self.px(22), ink)
        surface.blit(icon, icon.get_rect(center=(rect.x + self.px(18), rect.y + self.px(18))))
        name = fonts.fitted(say(f"phase.{phase}", self.lang), rect.w - self.px(40), self.px(17), self.px(11), ink,
                            bold=True)
        surface.blit(name, name.get_rect(midleft=(rect.x + self.px(34), rect.y + self.px(18))))
        lines = self._phase_lines(view, mode, i) if valued else [say("no_phase", self.lang)]
        for k, line in enumerate(lines):
            img = fonts.fitted(line, rect.w - self.px(12), self.px(14), self.px(9), ink if valued else PARCHMENT_EDGE)
            surface.blit(img, img.get_rect(midleft=(rect.x + self.px(8), rect.y + self.px(40 + 17 * k))))

    def _phase_lines(self, view: dict[str, Any], mode: str, i: int) -> list[str]:
        lang = self.lang
        if mode == "pvp":
            seat = self._foe_seat(view)
            p = (view.get("players") or [])[seat] if seat is not None else None
            if p is None:
                return []
            ps = player_state(p)
            skill = hero_skill(ps, content(), SKILLS[i]) + item_bonus(ps, content(), "defend", PHASES[i])
            dmg = content().heroes[p["hero"]].stats.damage[i]
            return [say("rolls_target", lang, n=skill), say("damage", lang, n=dmg)]
        card = (view.get("combat") or {}).get("card")
        if not card or base_id(card) not in content().challenges:
            return []
        ch = content().challenges[base_id(card)]
        pair = ch.phases[i]
        if pair is None:
            return []
        omens = 1 if view.get("event_slot") == "dark_omens" and ch.deck in ("blue", "red") else 0
        return [say("target", lang, n=pair[0] + omens), say("damage", lang, n=pair[1])]

    def _fighter_row(self, surface: pygame.Surface, view: dict[str, Any], mode: str, row: int, who: str, card: str,
                     kind: str) -> None:
        """A fighter's card with its markers, its name, life and exhaustion."""
        y = self.row_y(row)
        thumb = self.R(self.grid_x(), y + (ROW_H - THUMB_W * 1.4) / 2, THUMB_W, THUMB_W * 1.4)
        surface.blit(cards.picture(card, thumb.w, self.lang, kind), thumb)
        p = self._side(view, mode) or {}
        c = content()
        if who == "hero":
            ps = player_state(p)
            wounds, tired, life, stamina = p["wounds"], p["exhaustion"], hero_life(ps, c), hero_stamina(ps, c)
        else:
            from engine.games.runebound.state import AllyState
            a = (p.get("allies") or [])[int(who[4:])]
            ally = AllyState(**a)
            wounds, tired, life, stamina = a["wounds"], a["exhaustion"], ally_life(ally, c), ally_stamina(ally, c)
        self._tokens(surface, thumb, wounds, tired, self.px(22))
        x = self.grid_x() + THUMB_W + 8
        w = LABEL_W - THUMB_W - 14
        self._text(surface, self.card_name(card), x, y + 4, w, 15, CREAM, bold=True)
        self._text(surface, say("life", self.lang, left=max(0, life - wounds), full=life), x, y + 26, w, 13,
                   lighten(DANGER, 0.35))
        self._text(surface, say("tired", self.lang, n=tired, full=stamina), x, y + 44, w, 13, lighten(cards.TIRED, 0.45))

    def _cell(self, surface: pygame.Surface, view: dict[str, Any], mode: str, row: int, who: str, i: int,
              valued: bool, planned: bool, fighters: list[tuple[str, str, str]]) -> None:
        """One phase x fighter square: what attacking (or defending) there rolls; lit when it is the plan."""
        rect = self._cell_rect(i, row, fighters)
        if not valued:
            pygame.draw.rect(surface, darken(PANEL, 0.3), rect, border_radius=self.px(8))
            return
        key = ("pvp_plan" if mode == "pvp" else "assign", PHASES[i], who)
        legal = any(p.key == key for p in (self.scene.places if self.scene is not None else []))
        fill = ON if planned else PANEL_LIGHT if legal else darken(PANEL, 0.2)
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(8))
        edge = GOLD if planned else (mix(PANEL_EDGE, HIGHLIGHT, 0.5) if legal else darken(PANEL_EDGE, 0.4))
        pygame.draw.rect(surface, edge, rect, self.px(2 if planned or legal else 1), border_radius=self.px(8))
        ink = CREAM if legal or planned else PARCHMENT_EDGE
        word = say("cell.defend" if who == DEFEND else "cell.attack", self.lang)
        icon = glyph("shield", self.px(18), ink) if who == DEFEND else cards.phase_icon(PHASES[i], self.px(18), ink)
        top = rect.y + (self.px(18) if who != DEFEND else rect.h // 2)
        surface.blit(icon, icon.get_rect(center=(rect.x + self.px(16), top)))
        img = fonts.fitted(word, rect.w - self.px(36), self.px(15), self.px(10), ink, bold=True)
        surface.blit(img, img.get_rect(midleft=(rect.x + self.px(30), top)))
        if who != DEFEND:
            skill, dmg = self._attack_numbers(view, mode, who, i)
            for k, line in enumerate((f"{say(f'skill.{SKILLS[i]}', self.lang)} +{skill}",
                                      say("damage", self.lang, n=dmg))):
                t = fonts.fitted(line, rect.w - self.px(14), self.px(13), self.px(9), ink)
                surface.blit(t, t.get_rect(midleft=(rect.x + self.px(10), rect.y + self.px(46 + 20 * k))))

    def _attack_numbers(self, view: dict[str, Any], mode: str, who: str, i: int) -> tuple[int, int]:
        p = self._side(view, mode) or {}
        c = content()
        if who == "hero":
            ps = player_state(p)
            dmg = c.heroes[p["hero"]].stats.damage[i] + (1 if i == 1 and c.heroes[p["hero"]].ability == "grum_brawler"
                                                          else 0)
            return hero_skill(ps, c, SKILLS[i]) + item_bonus(ps, c, "attack", PHASES[i]), dmg
        allies = p.get("allies") or []
        k = int(who[4:])
        if k >= len(allies):
            return 0, 0
        stats = c.ally(allies[k]["card"]).stats
        return stats.skills[i], stats.damage[i]

    def _draw_items(self, surface: pygame.Surface, view: dict[str, Any], mode: str) -> None:
        for i, card in enumerate(self._items(view, mode)):
            rect = self._item_rect(i)
            if rect.right > self.X(self.side_x() - 10):
                break
            surface.blit(cards.picture(card, rect.w, self.lang, "item"), rect)

    # --- drawing: a skill test -------------------------------------------------------------------
    def _draw_test(self, surface: pygame.Surface, scene: Scene) -> None:
        view = scene.view
        self._title(surface, scene)
        card = str(view.get("drawn"))
        rect = self.card_rect()
        if not self._flipping(card) and base_id(card) in content().encounters:
            surface.blit(cards.picture(card, rect.w, self.lang, "encounter"), rect)
        fighters = self._fighters(view, "test")
        if fighters:
            self._fighter_row(surface, view, "test", 0, *fighters[0])
        enc = content().encounters.get(base_id(card))
        p = self._side(view, "test")
        if enc is not None and enc.test is not None and p is not None:
            ps = player_state(p)
            state = GameState(rng=0, event_slot=view.get("event_slot"))
            bonus = hero_skill(ps, content(), enc.test.skill) + skill_bonus(state, content(), ps, enc.test.skill)
            skill = say(f"skill.{enc.test.skill}", self.lang)
            x = self.col_x(0)
            self._text(surface, say("card.test", self.lang, skill=skill, n=enc.test.target), x, 92, SIDE_W + 60, 26,
                       GOLD_LIGHT, bold=True)
            self._text(surface, f"2d10 + {bonus} ≥ {enc.test.target}", x, 128, SIDE_W + 60, 22, CREAM, bold=True)
        self._draw_items(surface, view, "test")
        self._roll_panel(surface, view, "test")

    # --- drawing: rolls ----------------------------------------------------------------------------
    def _roll_panel(self, surface: pygame.Surface, view: dict[str, Any], mode: str) -> None:
        """The roll on show: what it is, the two d10s (tumbling, then still), the sum against the target and
        a verdict in green or red."""
        box = self.R(self.side_x(), 78, SIDE_W, 250)
        pygame.draw.rect(surface, PANEL_LIGHT, box, border_radius=self.px(10))
        pygame.draw.rect(surface, PANEL_EDGE, box, self.px(1), border_radius=self.px(10))
        roll, t = self._current_roll()
        x = self.side_x()
        strike = (self.view or {}).get("strike") if not self.beats else None
        if strike and strike.get("stage") in ("pre_roll", "pre_target"):
            self._pending(surface, strike, view, mode)
            return
        if roll is None:
            self._text(surface, say("roll.hint", self.lang), x + SIDE_W / 2, 190, SIDE_W - 20, 22, PARCHMENT_EDGE,
                       bold=True, anchor="center")
            return
        self._text(surface, self.roll_title(roll, view, mode), x + 12, 88, SIDE_W - 24, 16, CREAM, bold=True)
        size = self.px(70)
        for k, value in enumerate(roll.dice):
            centre = (self.X(x + SIDE_W / 2 + (k - 0.5) * 86), self.Y(160))
            face = value or ZERO_FACE
            if t < TUMBLE_S:
                spot = pygame.Rect(0, 0, size, size)
                spot.center = centre
                anim = DiceTumble(TUMBLE_S, to="die", where=lambda key, r=spot: r, value=face, seed=k * 3,
                                  face=lambda v, r: dice.d10(v if v != 0 else ZERO_FACE, r.w))
                anim.elapsed = max(0.0, t)
                anim.draw(surface)
            else:
                dice.blit_die(surface, dice.d10(face, size), centre)
        if t < TUMBLE_S:
            return
        total = (say("roll.total", self.lang, dice=" + ".join(str(d or ZERO_FACE) for d in roll.dice),
                     bonus=roll.bonus, total=roll.total) if roll.bonus is not None else
                 say("roll.sum", self.lang, dice=" + ".join(str(d or ZERO_FACE) for d in roll.dice), total=roll.sum))
        self._text(surface, total, x + SIDE_W / 2, 226, SIDE_W - 24, 22, CREAM, bold=True, anchor="center")
        if roll.target is not None:
            self._text(surface, say("roll.needs", self.lang, n=roll.target), x + SIDE_W / 2, 254, SIDE_W - 24, 16,
                       PARCHMENT_EDGE, anchor="center")
        verdict = self.verdict(roll)
        colour = GOLD_LIGHT if roll.good is None else GOOD_INK if roll.good else BAD_INK
        self._text(surface, verdict, x + SIDE_W / 2, 294, SIDE_W - 24, 28, colour, bold=True, anchor="center")

    def _pending(self, surface: pygame.Surface, strike: dict[str, Any], view: dict[str, Any], mode: str) -> None:
        """A roll about to be made (a card may still be played before it): what it is and what it needs."""
        x = self.side_x()
        phase = PHASES[strike["phase"]] if 0 <= int(strike.get("phase", -1)) < len(PHASES) else None
        actor = str(strike.get("actor", "hero"))
        kind = {"hero": "attack", "defend": "defend", "ally": "ally", "test": "test"}.get(actor, "other")
        if strike.get("before"):
            kind = "bolt"
        who = f"seat{strike['seat']}" if mode == "pvp" else (strike.get("ally") or "hero")
        pending = Roll(kind, phase, strike.get("skill") or None, who, ())
        self._text(surface, self.roll_title(pending, view, mode), x + 12, 88, SIDE_W - 24, 16, CREAM, bold=True)
        size = self.px(70)
        for k in range(2):
            img = dice.d10(ZERO_FACE, size, state="dimmed")
            dice.blit_die(surface, img, (self.X(x + SIDE_W / 2 + (k - 0.5) * 86), self.Y(160)))
        if strike.get("bonus"):
            self._text(surface, f"+{strike['bonus']}", x + SIDE_W / 2, 226, SIDE_W - 24, 22, GOLD_LIGHT, bold=True,
                       anchor="center")
        if strike.get("target"):
            self._text(surface, say("roll.needs", self.lang, n=strike["target"]), x + SIDE_W / 2, 254, SIDE_W - 24,
                       18, CREAM, anchor="center")

    def roll_title(self, roll: Roll, view: dict[str, Any], mode: str) -> str:
        lang = self.lang
        phase = say(f"phase.{roll.phase}", lang) if roll.phase else ""
        who = self.who_name(roll.who, view, mode)
        if roll.kind in ("attack", "ally"):
            return say("roll.attack", lang, who=who, phase=phase)
        if roll.kind == "defend":
            return say("roll.defend", lang, phase=phase)
        if roll.kind == "test":
            return say("roll.test", lang, skill=say(f"skill.{roll.skill}", lang) if roll.skill else "")
        if roll.kind == "bolt":
            return say("roll.bolt", lang)
        if roll.kind == "target":
            return say("roll.target", lang, who=who, phase=phase)
        return say("roll.other", lang)

    def verdict(self, roll: Roll) -> str:
        if roll.verdict == "target_set":
            return say("roll.target_set", self.lang, n=roll.total) if roll.bonus is not None else ""
        return say(f"roll.{roll.verdict}", self.lang) if roll.verdict else ""

    def _log(self, surface: pygame.Surface, view: dict[str, Any], mode: str) -> None:
        """This round's rolls so far, one line each, green for the fighters' successes and red for failures."""
        box = self.R(self.side_x(), 338, SIDE_W, 196)
        pygame.draw.rect(surface, darken(PANEL_LIGHT, 0.2), box, border_radius=self.px(10))
        y = 346.0
        for roll in self._rolls_shown()[-MAX_LOG:]:
            if roll.kind == "target":
                continue
            line = f"{self.roll_title(roll, view, mode)}: {self.verdict(roll)}"
            colour = CREAM if roll.good is None else lighten(GOOD_INK, 0.2) if roll.good else lighten(BAD_INK, 0.25)
            self._text(surface, line, self.side_x() + 12, y, SIDE_W - 24, 14, colour)
            y += 20
            if y > 338 + 196 - 18:
                break

    # --- drawing: places and beats ------------------------------------------------------------------
    def _draw_places(self, surface: pygame.Surface, scene: Scene, live: bool) -> None:
        """The bar's buttons and the buttons on cards (cells draw themselves); greyed when it is not this
        viewer's choice."""
        mine = live and scene.decision is not None and (self.viewer is None or scene.decision.actor == self.viewer)
        for place in scene.places:
            if place.key and isinstance(place.key, tuple) and place.key[0] in PLAN_KINDS:
                continue
            rect = place.rect.move(self._shift)
            on_card = place.key[0] in CARD_BUTTON_KINDS if isinstance(place.key, tuple) else False
            fill = (mix(GOLD, PANEL_LIGHT, 0.25) if on_card else mix(PANEL_LIGHT, GOLD, 0.18)) if mine else PANEL
            pygame.draw.rect(surface, fill, rect, border_radius=self.px(7))
            pygame.draw.rect(surface, HIGHLIGHT if mine else PANEL_EDGE, rect, self.px(2 if mine else 1),
                             border_radius=self.px(7))
            ink = INK if on_card and mine else CREAM if mine else PARCHMENT_EDGE
            img = fonts.fitted(place.label, rect.w - self.px(10), self.px(15 if not on_card else 13),
                               max(8, self.px(9)), ink, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))

    def _flipping(self, card: str) -> bool:
        """True while `card` waits to flip open (its flip beat has not ended): the beat draws it instead."""
        return any(b.kind == "flip" and b.card == card for b in self.beats)

    def _draw_beats(self, surface: pygame.Surface) -> None:
        for b in self.beats:
            t = self._local(b)
            if b.kind == "flip":
                self._flip(surface, b, max(0.0, t))
            elif b.kind == "event" and t >= 0:
                self._event(surface, b, t)
            elif b.kind == "result" and t >= 0:
                self._result(surface)

    def _flip(self, surface: pygame.Surface, beat: Beat, t: float) -> None:
        """A drawn card turning over where it will lie: its back narrows, its face widens."""
        rect = self.card_rect()
        share = min(1.0, t / beat.duration)
        width = max(1, round(rect.w * abs(math.cos(math.pi * share))))
        if share < 0.5:
            img = pygame.Surface(rect.size, pygame.SRCALPHA)
            colour = cards.frame_colour(beat.card)
            pygame.draw.rect(img, darken(colour, 0.55), img.get_rect(), border_radius=self.px(12))
            pygame.draw.rect(img, GOLD, img.get_rect().inflate(-self.px(16), -self.px(16)), self.px(3),
                             border_radius=self.px(8))
            rune = glyph("rune", rect.w // 2, GOLD)
            img.blit(rune, rune.get_rect(center=img.get_rect().center))
        else:
            img = cards.picture(beat.card, rect.w, self.lang)
        img = pygame.transform.smoothscale(img, (width, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))

    def _event(self, surface: pygame.Surface, beat: Beat, t: float) -> None:
        """An event drawn: shown large in the middle, with whether it took effect."""
        w = self.px(250)
        img = cards.picture(beat.card, w, self.lang, "event")
        share = min(1.0, t / FLIP_S)
        width = max(1, round(w * min(1.0, share * 1.2)))
        if width < w:
            img = pygame.transform.smoothscale(img, (width, img.get_height()))
        centre = self.panel().center
        rect = img.get_rect(center=(centre[0], centre[1] - self.px(30)))
        surface.blit(img, rect)
        caption = say("result.event_in" if beat.accepted else "result.event_out", self.lang)
        box = pygame.Rect(0, 0, self.px(560), self.px(40))
        box.midtop = (centre[0], rect.bottom + self.px(8))
        pygame.draw.rect(surface, PANEL, box, border_radius=self.px(8))
        pygame.draw.rect(surface, GOLD if beat.accepted else PANEL_EDGE, box, self.px(2), border_radius=self.px(8))
        txt = fonts.fitted(caption, box.w - self.px(16), self.px(18), self.px(11), CREAM, bold=True)
        surface.blit(txt, txt.get_rect(center=box.center))

    def _result(self, surface: pygame.Surface) -> None:
        """How the fight ended: victory with its rewards, an escape, a knock-out."""
        shown = self.shown_result
        if shown is None or shown.result is None:
            return
        r = shown.result
        lang = self.lang
        view = self.scene.view if self.scene is not None else {}
        details: list[str] = []
        good = r.kind == "victory"
        if r.kind == "victory":
            head = say("result.victory", lang)
            if r.wins:
                players = view.get("players") or []
                seat = view.get("active", 0)
                name = self.card_name(players[seat]["hero"]) if seat < len(players) else ""
                head = say("result.wins", lang, name=name)
            if r.gold:
                details.append(say("result.gold", lang, n=r.gold))
            if r.counter:
                details.append(say("result.counter", lang, colour=say(f"colour.{r.counter}", lang)))
            if r.rune:
                details.append(say("result.rune", lang))
        elif r.kind == "escaped":
            head = say("result.escaped", lang)
        elif r.kind == "knocked_out":
            head = say("result.knocked_out", lang)
        else:
            players = view.get("players") or []
            if r.loser is not None and r.loser < len(players):
                head = say("result.pvp_ko", lang, name=self.card_name(players[r.loser]["hero"]))
            else:
                head = say("result.pvp_over", lang)
        box = pygame.Rect(0, 0, self.px(640), self.px(130 if details else 90))
        box.center = self.panel().center
        pygame.draw.rect(surface, darken(PANEL, 0.3), box, border_radius=self.px(14))
        pygame.draw.rect(surface, GOLD if good else DANGER, box, self.px(3), border_radius=self.px(14))
        img = fonts.fitted(head, box.w - self.px(30), self.px(34), self.px(16), GOLD_LIGHT if good else CREAM, bold=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + self.px(16))))
        if details:
            coin = glyph("coin", self.px(26), GOLD)
            line = fonts.fitted("  ·  ".join(details), box.w - self.px(70), self.px(20), self.px(11), CREAM, bold=True)
            row = pygame.Rect(0, 0, coin.get_width() + self.px(8) + line.get_width(), max(coin.get_height(),
                                                                                       line.get_height()))
            row.midtop = (box.centerx, box.y + self.px(72))
            surface.blit(coin, coin.get_rect(midleft=row.midleft))
            surface.blit(line, line.get_rect(midright=row.midright))
