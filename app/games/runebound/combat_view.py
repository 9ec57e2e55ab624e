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

from typing import Any, Callable, Hashable, Sequence

import pygame

from app.board.presenter import Presenter
from app.games.runebound.combat_paint import CombatPaint
from app.games.runebound.combat_plan import (
    BAR_H, Beat, BUTTON_MAX, BUTTON_MIN, CARD_BUTTON_KINDS, CONTROLS_W, CORNER, DEFEND, EVENT_S, FLIP_S, HEIGHT, ITEM_GAP,
    ITEM_W, LABEL_W, mode_of, NONE, Place, PLAN_KINDS, RESULT_S, ROLL_S, ROW_H,
    Scene, THUMB_W, VEIL,
)
from app.games.runebound.combat_rolls import Roll, Shown, read_steps
from app.games.runebound.combat_text import say
from app.input.shapes import ScreenRect
from app.render import fonts
from app.render.areas import fill
from app.render.camera import Camera
from app.render.palette import PARCHMENT_EDGE
from app.input.targets import BarItem, Target
from engine.games.runebound.content import PHASES, base_id, content
from engine.kernel import Action, Decision, Step
from engine.kernel.canonical import JsonObject


class CombatView(CombatPaint):
    """The combat overlay; the table delegates layout, show, targets and drawing to it while `active`, and keeps
    drawing it while its show plays (a fight's last rolls and its reward): beats made from each batch of steps and
    run, paced and skipped by the board host's Presenter with every other animation (it keeps no clock)."""

    def __init__(self, table_strings: Callable[[Action], str] | None = None, lang: str | Callable[[], str] = "en",
                 camera: Callable[[], Camera] | None = None) -> None:
        self.label_of = table_strings
        self._lang = lang
        fixed = Camera.fixed((0, 0, 0, 0))
        self.camera: Callable[[], Camera] = camera or (lambda: fixed)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0
        self.ox = self.oy = 0
        self.view: JsonObject | None = None
        self.decision: Decision | None = None
        self.viewer: int | None = None
        self.scene: Scene | None = None
        self.rolls: list[Roll] = []
        self.presenter = Presenter()   # the board host's once the table attaches it (alone: a Presenter of its own)
        self._still_drawing = False
        self.shown_result: Shown | None = None
        self._still_surface: pygame.Surface | None = None
        self._still_key: tuple[Any, ...] | None = None
        self._shift = (0, 0)        # places are kept in window pixels; the still panel draws them shifted
        self._version = 0           # bumped by show and layout: the still panel is drawn afresh

    @property
    def lang(self) -> str:
        """The language of its words: a fixed one, or the table's current one when given as a function."""
        return self._lang() if callable(self._lang) else self._lang

    @lang.setter
    def lang(self, value: str | Callable[[], str]) -> None:
        self._lang = value

    # --- the table's API ---------------------------------------------------------------------
    def active(self, view: Any, decision: Decision | None) -> bool:
        return mode_of(view, decision) is not None

    def layout(self, rect: pygame.Rect) -> None:
        self.fit(rect)
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
            self.scene.decision, self.scene.places, self.scene.bar = None, [], []

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

    def attach(self, presenter: Presenter) -> None:
        """Run the show in `presenter` (the board host's): its beats are made from each batch of steps."""
        self.presenter = presenter
        presenter.animate_batch(self.show_steps)

    def show_steps(self, steps: Sequence[Step]) -> list[Beat]:
        """New steps, read before the board shows them: their drawn cards, rolls and ending join the round's log and
        become beats after those still playing (an undo or a jump, `steps` empty, drops the rolls shown, which belong
        to another moment of the game; the Presenter has dropped the beats)."""
        if not steps:
            self.rolls = []
            self.shown_result = None
            return []
        shown = read_steps(steps, self.view)
        if shown.begun or shown.new_round or (shown.drawn and not shown.rolls):
            self.rolls = []                              # a new round's log: earlier rolls still queued go too
            self.presenter.drop(lambda a: isinstance(a, Beat) and a.kind == "roll")
        pace = self.presenter.pace
        t = max((b.remaining for b in self.presenter.running(Beat) if not b.done), default=0.0) / pace
        beats: list[Beat] = []

        def beat(kind: str, length: float, **what: Any) -> None:
            nonlocal t
            beats.append(Beat(length * pace, delay=t * pace, kind=kind, pace=pace, **what))
            t += length

        drawn = list(shown.drawn)
        if shown.fought is not None and (shown.fought, None) not in drawn:
            drawn.append((shown.fought, None))          # an unresolved challenge is fought without a draw
        for card, accepted in drawn:
            if accepted is None:
                beat("flip", FLIP_S, card=card)
            else:
                beat("event", EVENT_S, card=card, accepted=accepted)
        base = len(self.rolls)
        self.rolls += shown.rolls
        for i, roll in enumerate(shown.rolls):
            beat("roll", ROLL_S, roll=roll, index=base + i)
        if shown.result is not None:
            self.shown_result = shown
            beat("result", RESULT_S)
        return beats

    def showing(self) -> bool:
        """True while its show (rolls, drawn cards, the result) has beats left to play."""
        return bool(self.beats)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        scene = self.scene
        live = scene is not None and mode_of(self.view, self.decision) is not None
        if not live and not self.beats:
            return
        if scene is not None and (live or self._rolling()):
            self._veil(surface)
            if any(b.kind in ("flip", "event") for b in self.beats):
                self._draw_scene(surface, scene, live)
            else:
                surface.blit(self._still(scene, live), self.panel())
                if self.beats:
                    self._draw_moving(surface, scene)
        else:
            fill(surface, VEIL, self.rect, pygame.BLEND_RGB_MULT)
        self._draw_beats(surface)
        if self.beats:
            hint = fonts.text(say("roll.skip", self.lang), self.px(13), PARCHMENT_EDGE)
            surface.blit(hint, hint.get_rect(bottomleft=(self.X(22), self.Y(HEIGHT - 12))))

    def opaque(self) -> pygame.Rect | None:
        """Where draw covers the board with opaque pixels: the panel inside its veiled rounded corners, while the
        panel shows (none while only the result is shown over the veiled board)."""
        scene = self.scene
        live = scene is not None and mode_of(self.view, self.decision) is not None
        if scene is None or not (live or self._rolling()):
            return None
        return self.panel().inflate(-2 * self.px(CORNER), -2 * self.px(CORNER))

    def _rolling(self) -> bool:
        """The fight is over but its last rolls still play on its panel (its result alone is shown over the
        veiled board, so no value of the finished fight shows through the banner)."""
        return any(b.kind == "roll" for b in self.beats)

    # --- the show ---------------------------------------------------------------------------------
    @property
    def beats(self) -> list[Beat]:
        """The show's beats running now, in the board host's Presenter (none while the still panel is drawn)."""
        return [] if self._still_drawing else self.presenter.running(Beat)

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
        on_cards: dict[tuple[str, ...], list[Action]] = {}
        for a in decision.legal:
            if a.kind in PLAN_KINDS and all(a.get(ph) is not None for ph in PHASES):
                for ph in PHASES:
                    who = str(a[ph])
                    if who != NONE:
                        groups.setdefault((a.kind, ph, who), []).append(a)
            elif a.kind in CARD_BUTTON_KINDS and (card_key := self._card_key(a, view, mode)) is not None:
                on_cards.setdefault(card_key, []).append(a)
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
        scene.bar = list(dict.fromkeys(bar))
        return places

    def _card_key(self, a: Action, view: JsonObject, mode: str) -> tuple[str, ...] | None:
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
        if card in self._items_shown(view, mode):
            return ("item", card)
        return None

    def _card_buttons(self, on_cards: dict[tuple[str, ...], list[Action]], fighters: list[tuple[str, str, str]],
                      view: JsonObject, mode: str) -> list[Place]:
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

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves with no place on the picture (Fight!, Escape, Done …) in words, for the board host's shared
        action bar, which lays them out in `bar_area` and makes them targets like the cells."""
        if self.scene is None or mode_of(self.view, decision) is None:
            return []
        return [BarItem(self.action_label(a), (a,), self._action_key(a)) for a in self.scene.bar if a.player == player]

    def bar_area(self) -> pygame.Rect | None:
        """Where the fight's bar lies: a strip along the panel's foot, right of the items and left of the board
        host's zoom buttons, as wide as its buttons' words want."""
        if self.scene is None or not self.scene.bar:
            return None
        right, y = self.width - CONTROLS_W, HEIGHT - 16 - BAR_H
        view, mode = self.scene.view, self.scene.mode
        items_end = self.grid_x() + len(self._items_shown(view, mode)) * (ITEM_W + ITEM_GAP)
        left = max(self.side_x() - 240, items_end)
        font = fonts.font(self.px(16), bold=True)
        want = sum(min(BUTTON_MAX, max(BUTTON_MIN, font.size(self.action_label(a))[0] / self.u + 28)) + 10
                   for a in self.scene.bar) - 10
        return self.R(max(left, right - want), y, min(want, right - left), BAR_H)

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
        if kind == "play_card" and a.get("card") == "hero":
            return say("button.hero_ability", lang)         # the hero's own card: its ability, never "Play hero"
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

    def _cell_tip(self, who: str, phase: str, view: JsonObject, mode: str) -> str:
        ph = say(f"phase.{phase}", self.lang)
        if who == DEFEND:
            return say("cell.tip_defend", self.lang, phase=ph)
        return say("cell.tip", self.lang, who=self.who_name(who, view, mode), phase=ph)
