"""Runebound's table (issue 14): the 169-hex board drawn through the shared map layer (terrain by colour
and pattern, rivers, roads, cities, gems, sun rays, a border, the minimap) under the host's movable
camera, with the heroes and counters on it; moves are hex targets on the map; every other legal action
of the deciding player is a button in a side panel fixed to the window (ScreenRect).

While a hero walks die by die, every hex the unspent dice reach is shaded; hovering one shows the route
and lights the dice it spends; a click takes the route's first step, each step the figure takes walks
across the board (walk.py, run by the board host's Presenter), and the next die follows once it stands,
or the status line says why the route stopped short.

Fights are shown by `self.combat_view` (combat_view.py), pushed on the board host's overlay stack as a
Fight while `combat_view.active(view, decision)` says the decision is its own (a fight, a hero-vs-hero
fight, a skill test) or its closing show plays: the host then takes its targets instead of the board's.
It gets the table's layout and show calls; its show's beats are made from each batch of steps and run by
the Presenter (registered with the rest of the table's looks). A card or a die's legend under the mouse is previewed beside the
panel, as a non-modal overlay.
"""
from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from app import i18n
from app.board.overlays import Fight, Overlay, Picture
from app.board.presenter import Presenter
from app.games.runebound import cards as pictures
from app.games.runebound import ending, sheet, text
from app.seat_names import seat_name, seat_names
from app.games.runebound.board import HEX_WORLD, make_layer, map_tokens
from app.games.runebound.combat_view import CombatView
from app.games.runebound.panel import (
    LEGEND_ROW, LEGEND_W, TRACK_CAPTION, PanelPlan, draw_dice, draw_legend, draw_track, fitted,
)
from app.input.shapes import MapHex, ScreenRect
from app.games.runebound import walk
from app.games.runebound.walk import Walk
from app.render import fit
from app.render.areas import around
from app.render.hexgrid import Layout
from app.render.maplayer.layer import MapLayer
from app.render.palette import CARD_RATIO
from app.scenes import style
from app.table import Inspection, ScoreBreakdown, Table
from app.input.targets import BarItem, Look, Target
from engine.common.hexes import Hex
from engine.games.runebound.content import PHASES, base_id, content
from engine.games.runebound.movement import Moves
from engine.kernel import Action, Decision, Step
from engine.kernel.canonical import JsonObject

PANEL_WIDTH = 290          # at 1280x720
MOVE_KINDS = ("go", "step")
# The decisions of a fight (engine/games/runebound/combat.py, and contact.py's hero-vs-hero fight): the
# combat view answers these and whatever else its `active` claims.
COMBAT_PROMPTS = frozenset({"before_combat", "assign", "round_end", "pvp_assign", "pvp_round_end"})
DIE_PX = 46                # a movement die's height in the panel at 1280x720
DIE_WIDE = 1.3             # and its width, in heights (room for three terrain symbols side by side)
MARKET_CARD = 84           # a market card's width in the panel at 1280x720 (three to a row)
MARKET_MAX = 6
TRACK_CARD = 26            # the event's and the unresolved challenges' small cards, width at 1280x720
TRACK_EVENT = 70           # the event's column (its caption is the wider)
TRACK_DOOM = 44            # the Doom Track's box
ZOOM_CARD = 220            # a hovered card shown large, width at 1280x720
CARD_KINDS = ("buy", "sell", "discard", "use")   # actions made by clicking the card they name
DICE_EVENTS = frozenset({"rolled", "rolled_d10", "tested"})
CARD_EVENTS = frozenset({"adventure_drawn", "market_drawn", "market_revealed", "card_played", "event_played"})
COIN_EVENTS = frozenset({"bought", "sold", "healed", "traded"})


class RuneboundTable(Table):
    game_id = "runebound"
    zoom_range = (1.0, 5.0)
    layout_px = Layout.pointy(HEX_WORLD)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        c = content()
        self.hexes = sorted(c.terrain)
        self.map_bounds = self.layout_px.bounds(self.hexes)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bar_actions: list[Action] = []     # the deciding player's moves with no hex or card: the action bar's
        self.card_rects: list[pygame.Rect] = []   # cards in the panel that stand for actions
        self.dice_rects: list[pygame.Rect] = []
        self.reach: list[Hex] = []
        self.combat_view: Any = CombatView(self.action_label, lambda: self.lang, camera=lambda: self.camera)
        self._layer: MapLayer | None = None
        self._layer_lang = ""
        self._moves: Moves | None = None
        self._unspent: list[int] = []
        self._hovered: Hex | None = None
        self._goal: Hex | None = None          # the far hex a click set out for: its route stays shown
        self._landed: Hex | None = None        # where the last step toward the goal put the hero
        self._heading: Hex | None = None       # and the goal it was taken toward
        self.lit_dice: set[int] = set()
        self.zoomed: str | None = None        # the card shown large while the mouse is over it
        self._zoom_at = 0                     # level with the small card it enlarges
        self.die_hovered: int | None = None   # the movement die whose legend is shown
        self._zoom_shown: pygame.Rect | None = None
        self._panel_version = 0               # bumped whenever what the panel shows may have changed
        self._holes_for: tuple[tuple[int, int, int, int], tuple[pygame.Rect, ...]] | None = None
        self._panel_cache: tuple[Hashable, pygame.Surface] | None = None

    # --- the map layer -------------------------------------------------------------------------
    @property
    def layer(self) -> MapLayer:
        """The board for the map layer, made on first use and again when the language (city names) changes."""
        if self._layer is None or self._layer_lang != self.lang:
            old = self._layer
            self._layer = make_layer(self.layout_px, self.lang)
            self._layer_lang = self.lang
            if old is not None:
                self._sync_layer()
        return self._layer

    def _sync_layer(self) -> None:
        """Tokens, shading and route as the shown view has them (the walking figure is drawn apart)."""
        layer = self.layer
        view = self.view if isinstance(self.view, dict) else {}
        walking = [w.seat for w in self.presenter.running(Walk)] if self.presenter is not None else []
        layer.set_tokens(map_tokens(view, hide=walking))
        layer.set_reach(self.reach)
        self._set_preview()

    # --- geometry ------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        width = min(round(PANEL_WIDTH * self.scale), rect.w // 2)
        self.panel = pygame.Rect(rect.x, rect.y, width, rect.h)
        if self.combat_view is not None:
            self.combat_view.layout(pygame.Rect(rect))

    def next_step(self) -> str | None:
        """The decision's next move in words ("Click a lit hex to walk there die by die, or Stop moving")."""
        prompt = self.decision.prompt if self.decision is not None else None
        if prompt == "experience" and self.decision is not None and all(a.kind == "done" for a in self.decision.legal):
            prompt = "experience_nothing"   # no counters to spend: "train ... or Done" would offer what is not there
        return text.t(f"next.{prompt}") if prompt and text.has(f"next.{prompt}") else None

    def settling(self) -> bool:
        return self._layer is not None and not self._layer.chunks.settled

    def opaque_rect(self) -> pygame.Rect | None:
        """The map fills the camera's viewport every frame (the sea past its edges), and the panel lies on it."""
        return pygame.Rect(self.camera.viewport).clip(self.rect)

    def world(self) -> tuple[float, float, float, float]:
        """The board's world rectangle, widened on the left by the panel's share of the window, so that
        the fitted board shows beside the panel rather than under it."""
        x0, y0, x1, y1 = self.layer.bounds()
        free = self.rect.w - self.panel.w
        pad = (x1 - x0) * self.panel.w / free if free > 0 and self.panel.w else 0.0
        margin = HEX_WORLD * 0.2
        return (x0 - pad - margin, y0 - margin, x1 + margin, y1 + margin)

    def map_area(self) -> pygame.Rect:
        """The board's window area beside the panel, where the map shows."""
        return pygame.Rect(self.panel.right, self.rect.y, max(0, self.rect.right - self.panel.right), self.rect.h)

    def minimap_rect(self) -> pygame.Rect | None:
        """The minimap with its frame, in window pixels (hexes under it cannot be clicked)."""
        if not self.camera.movable:
            return None
        mini = self.layer.minimap_rect(self.camera)
        return None if mini is None else mini.inflate(8, 8)

    def _holes(self) -> tuple[pygame.Rect, ...]:
        """The minimap's rectangle as a hole in every hex target (worked out once per viewport: the glow
        asks for it for every lit hex, thirty times a second)."""
        viewport = self.camera.viewport
        if self._holes_for is None or self._holes_for[0] != viewport:
            mini = self.minimap_rect()
            self._holes_for = (viewport, () if mini is None else (mini,))
        return self._holes_for[1]

    def hex_shape(self, h: Hex) -> MapHex:
        return MapHex(tuple(self.layout_px.corners(h)), lambda: self.camera, self.map_area, self._holes)

    def hex_centre(self, h: tuple[int, int]) -> tuple[float, float]:
        return self.layout_px.hex_to_pixel(Hex(*h))

    # --- state -----------------------------------------------------------------------------------
    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        super().show(view, decision, viewer)
        if self.combat_view is not None:
            self.combat_view.show(view, decision, viewer)
            if self.combat_open() and self.overlays.find(Fight) is None:
                self.overlays.push(Fight("fight", self.combat_view.draw, self.combat_view.targets, self._fighting,
                                         self.combat_view.bar_items, self.combat_view.bar_area,
                                         self.combat_view.opaque))
        self._panel_version += 1
        self.bar_actions = []
        self.card_rects = []
        self._moves, self._unspent = self._moves_of(view)
        start = self._moves.start if self._moves is not None else None
        self.reach = [h for h in self._moves.ends() if h != start] if self._moves is not None else []
        if self._goal is not None and self._goal not in self.reach:
            self._goal = None
        self._sync_layer()
        self.dice_rects = self._plan(view if isinstance(view, dict) else {}).dice if self.rect.w else []
        self.die_hovered = self.zoomed = None   # the host drops the preview: the mouse's next move finds what lies there

    def _fighting(self) -> bool:
        """The fight's overlay stays while its decision is up or its last rolls and result still play."""
        return self.combat_open() or self.combat_view.showing()

    def _moves_of(self, view: Any) -> tuple[Moves | None, list[int]]:
        """While a hero walks die by die: the engine's query over the unspent dice, and their indices."""
        if not isinstance(view, dict) or view.get("step") != "moving":
            return None, []
        players = view.get("players") or []
        active = view.get("active", 0)
        if not 0 <= active < len(players) or players[active].get("position") is None:
            return None, []
        dice, spent = view.get("dice") or [], view.get("dice_spent") or []
        unspent = [i for i in range(len(dice)) if not (i < len(spent) and spent[i])]
        try:
            moves = Moves(content(), tuple(players[active]["position"]), [dice[i] for i in unspent],
                          heavy_rains=view.get("event_slot") == "heavy_rains")
        except (KeyError, ValueError, IndexError):
            return None, []
        return moves, unspent

    def route(self, goal: Hex) -> tuple[list[Hex], list[int]]:
        """The cells walked to `goal` (start first) and the dice (indices in the roll) the steps spend."""
        if self._moves is None or goal not in self._moves:
            return [], []
        steps = self._moves.route(goal)
        return [self._moves.start] + [h for h, _ in steps], [self._unspent[i] for _, i in steps]

    def _set_preview(self) -> None:
        goal = self._hovered if self._hovered in self.reach else self._goal
        cells, dice = self.route(goal) if goal is not None else ([], [])
        self.layer.set_preview(cells if len(cells) > 1 else None, len(dice))
        self.lit_dice = set(dice)

    def zoom_rect(self) -> pygame.Rect | None:
        """Where the hovered card is shown large: beside the panel, level with the card, inside the board."""
        if self.zoomed is None:
            return None
        w = round(ZOOM_CARD * self.scale)
        r = pygame.Rect(self.panel.right + round(10 * self.scale), 0, w, round(w * CARD_RATIO))
        r.centery = self._zoom_at
        return r.clamp(self.rect)

    def _die_symbols(self) -> list[str]:
        view = self.view if isinstance(self.view, dict) else {}
        dice = view.get("dice") or []
        if self.die_hovered is None or not 0 <= self.die_hovered < len(dice):
            return []
        return sorted(content().faces.get(dice[self.die_hovered], ()))

    def legend_rect(self) -> pygame.Rect | None:
        """Where the hovered die's legend goes: beside the panel, level with the die."""
        symbols = self._die_symbols()
        if not symbols or self.die_hovered is None or self.die_hovered >= len(self.dice_rects):
            return None
        s = self.scale
        r = pygame.Rect(self.panel.right + round(10 * s), 0, round(LEGEND_W * s),
                        round((10 + LEGEND_ROW * len(symbols)) * s))
        r.centery = self.dice_rects[self.die_hovered].centery
        return r.clamp(self.rect)

    def overlay_rect(self) -> pygame.Rect | None:
        """What the preview shows now beside the panel: a card shown large, or a die's legend."""
        return self.zoom_rect() or self.legend_rect()

    def _draw_peek(self, surface: pygame.Surface) -> None:
        rect = self.zoom_rect()
        if rect is not None and self.zoomed is not None:
            surface.blit(pictures.picture(self.zoomed, rect.w, i18n.lang()), rect.topleft)
            return
        box = self.legend_rect()
        if box is not None:
            draw_legend(surface, box, self._die_symbols(), self.scale)

    def _hover_hex(self, h: Hex | None) -> None:
        if h != self._hovered:
            self._hovered = h
            self._set_preview()
            self._changed()

    # --- animation -----------------------------------------------------------------------------
    def register(self, presenter: Presenter) -> None:
        """A hero that moved walks its path hex by hex (walk.py); the fight's show plays its beats (combat_view.py); dice
        for a roll (movement or 2d10), a card for a card drawn, laid out or played, a coin for gold changing
        hands (a click for any other move a player made)."""
        super().register(presenter)
        figure = walk.figure(lambda: self.camera, lambda: self.layer.token_world, self.map_area)
        walk.register(presenter, lambda: walk.positions(self.view), self.hex_centre, figure, self._walked)
        self.combat_view.attach(presenter)
        presenter.sound(DICE_EVENTS, "dice")
        presenter.sound(CARD_EVENTS, "card")
        presenter.sound(COIN_EVENTS, "coin")

    def on_events(self, steps: Sequence[Step]) -> None:
        """A route a click set out on notes where its last step landed (an
        undo, `steps` empty, ends the route)."""
        self._landed = self._heading = None
        if not steps:
            self._goal = None
            return
        last = steps[-1].action
        if self._goal is not None and last is not None and last.kind == "go":
            self._landed, self._heading = Hex(last["q"], last["r"]), self._goal

    def follow_up(self, decision: Decision) -> Action | str | None:
        """The next die of the route a click on a far hex set out on, once the figure stands where the last step
        put it; else why the route stopped short of its end (an undo, or any other move, ends it quietly)."""
        landed, goal = self._landed, self._heading
        self._landed = self._heading = None
        if landed is None or goal is None or landed == goal:
            return None
        where = text.place_name(goal)
        if self._moves is None or tuple(self._moves.start) != landed:
            return text.t("route_over", terrain=where)
        hops = self._moves.route(goal) if goal in self._moves else []
        action = None
        if hops:
            (q, r), i = hops[0]
            action = next((a for a in decision.legal if a.kind == "go" and (a["q"], a["r"]) == (q, r)
                           and a["die"] == self._unspent[i]), None)
        return action if action is not None else text.t("route_short", terrain=where)

    def _walked(self) -> None:
        """A walk ended: the figure stands on the map again."""
        if self._layer is not None:
            self._sync_layer()
        self._changed()

    def _changed(self) -> None:
        """Something drawn changed without a step (a hovered route, a card shown large, a walk's end): the map,
        the panel and the large card are drawn again at the next frame."""
        shown, self._zoom_shown = self._zoom_shown, self.overlay_rect()
        if self.presenter is not None:
            self.presenter.redraw(self.map_area(), self.panel, *(r for r in (shown, self._zoom_shown) if r is not None))

    # --- drawing -------------------------------------------------------------------------------
    def combat_open(self) -> bool:
        """The decision now is the combat view's (a fight, or whatever else it claims), and there is one."""
        if self.combat_view is None:
            return False
        fight = self.decision is not None and self.decision.prompt in COMBAT_PROMPTS
        return fight or bool(self.combat_view.active(self.view, self.decision))

    def draw(self, surface: pygame.Surface, now: float) -> None:
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip))
        self.layer.draw(surface, self.camera, self.covered)
        self._draw_panel(surface)
        surface.set_clip(old_clip)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The panel changes only with the state, its buttons, the lit dice and the language: while the
        view pans, the last picture of it is blitted (a text-fit recording always draws it afresh)."""
        key = (self._panel_version, tuple(sorted(self.lit_dice)), i18n.version(), tuple(self.panel))
        cached = self._panel_cache
        if cached is not None and cached[0] == key and not fit.recording_now():
            for part in around(self.panel, self.covered):
                surface.blit(cached[1], part.topleft, part.move(-self.panel.x, -self.panel.y))
            return
        self._paint_panel(surface)
        if surface.get_clip().contains(self.panel) and surface.get_rect().contains(self.panel):
            self._panel_cache = (key, surface.subsurface(self.panel).copy())

    def _paint_panel(self, surface: pygame.Surface) -> None:
        s = self.scale
        panel = self.panel
        pygame.draw.rect(surface, style.PANEL, panel)
        edge = max(1, round(2 * s))
        pygame.draw.rect(surface, style.PANEL_EDGE, pygame.Rect(panel.right - edge, panel.y, edge, panel.h))
        view = self.view if isinstance(self.view, dict) else {}
        plan = self._plan(view)
        x, width = plan.x, plan.width
        y = panel.y + round(10 * s)
        for words, size, colour, bold in self._facts(view):
            img = fitted(words, round(size * s), colour, width, bold=bold)
            surface.blit(img, (x, y))
            y += style.font(round(size * s), bold=bold).get_height() + round(3 * s)
        self.dice_rects = plan.dice
        draw_dice(surface, view, plan.dice, self.lit_dice, s)
        lang = i18n.lang()
        for card, rect in plan.market:
            surface.blit(pictures.picture(card, rect.w, lang), rect.topleft)
            if card not in plan.usable:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((20, 16, 12, 120))
                surface.blit(shade, rect.topleft)
        draw_track(surface, view, plan, s)
        players = view.get("players") or []
        if plan.focus is not None:
            sheet.draw(surface, players[plan.focus], self._name(plan.focus), x, plan.sheet_top, width, s, fitted)
        y = plan.others_top
        for p in players:
            if p["seat"] != plan.focus:
                y = sheet.compact(surface, p, self._name(p["seat"]), x, y, width, s, fitted, p["seat"] == view.get("active"))

    def _facts(self, view: JsonObject) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """The panel's opening lines (text, size at 1280x720, colour, bold): the round, who decides and the
        question, and the drawn card or the foe with its life and phases."""
        s = self.scale
        width = self.panel.w - round(24 * s)
        out = [(text.t("round", n=view.get("round_no", 1)), 18, style.ACCENT, True)]
        if self.decision is not None:   # "Round 2 · Ala:" on one line leaves the sheet's skills row its room
            actor = self.decision.actor if self.decision.actor is not None else view.get("active", 0)
            out[0] = (text.t("round_who", round=out[0][0], name=self._name(actor)), 18, style.ACCENT, True)
            out += [(part, 14, style.TEXT, False)
                    for part in style.wrap(text.prompt(self.decision.prompt), style.font(round(14 * s)), width)[:2]]
        trade = view.get("trade")
        if isinstance(trade, dict) and trade.get("partner") is not None:
            partner = int(trade["partner"])
            replying = self.decision is not None and self.decision.actor == partner
            other = view.get("active", 0) if replying else partner
            out.append((text.t("trade.title", name=self._name(other)), 15, style.ACCENT, False))
            sides = [(trade.get("give") or [], trade.get("give_gold", 0)), (trade.get("take") or [], trade.get("take_gold", 0))]
            if replying:
                sides.reverse()
            for key, (cards, gold) in zip(("trade.give", "trade.take"), sides):
                things = [text.card_name(c) for c in cards] + ([text.t("gold_short", n=gold)] if gold else [])
                out.append((text.t(key, things=", ".join(things) if things else "—"), 12, style.TEXT, False))
        combat = view.get("combat") or {}
        card = view.get("drawn") or combat.get("card")
        if card:
            out.append((text.card_name(card), 15, style.ACCENT, False))
            foe = content().challenges.get(base_id(card))
            if foe is not None:
                wounds = combat.get("wounds", 0) if combat.get("card") == card else 0
                out.append((text.t("life", left=foe.life - wounds, full=foe.life), 12, style.TEXT, False))
                parts = [f"{text.t(f'phase.{ph}')} {'—' if v is None else f'{v[0]}/{v[1]}'}"
                         for ph, v in zip(PHASES, foe.phases)]
                out.append((" · ".join(parts), 12, style.MUTED, False))
        return out

    def _plan(self, view: JsonObject) -> PanelPlan:
        """Where the panel's parts go, worked out from fixed line heights (so the targets and the drawing agree):
        the facts, the movement dice, the market's cards, the deciding hero's sheet, the other heroes' lines,
        and the top of the buttons."""
        s = self.scale
        x, width = self.panel.x + round(12 * s), self.panel.w - round(24 * s)
        y = self.panel.y + round(10 * s)
        for _, size, _, bold in self._facts(view):
            y += style.font(round(size * s), bold=bold).get_height() + round(3 * s)
        dice = self._dice_layout(view, x, y, width)
        if dice:
            y = dice[-1].bottom + round(8 * s)
        market: list[tuple[str, pygame.Rect]] = []
        cards = self._market_here(view)
        if cards:
            gap = round(6 * s)
            cw = min(round(MARKET_CARD * s), (width - 2 * gap) // 3)
            ch = round(cw * CARD_RATIO)
            market = [(card, pygame.Rect(x + (k % 3) * (cw + gap), y + (k // 3) * (ch + gap), cw, ch))
                      for k, card in enumerate(cards)]
            y = market[-1][1].bottom + round(8 * s)
        track = self._track_layout(view, x, y + round(TRACK_CAPTION * s), width)
        if track:
            y = max(r.bottom for _, _, r in track) + round(8 * s)
        players = view.get("players") or []
        focus = self._focus(view)
        sheet_top = y
        if focus is not None:
            y += sheet.height(players[focus], s) + round(sheet.ROW * 0.4 * s)
        others_top = y
        y += round(sheet.ROW * s) * (len(players) - (focus is not None))
        thumbs = sheet.thumb_rects(players[focus], x, sheet_top, width, s) if focus is not None else []
        usable = {card for a in self._own_actions() if (card := self._card_of(a, view)) is not None}
        return PanelPlan(x, width, dice, market, focus, sheet_top, thumbs, others_top, y + round(8 * s),
                         frozenset(usable), track)

    def _track_layout(self, view: JsonObject, x: int, y: int, width: int) -> list[tuple[str, str | None, pygame.Rect]]:
        """The board's shared state in one row: the event in play, the six unresolved-challenge slots (spec
        §3.5, §3.6) and, with the variant on, the Doom Track; (what, card, rect) for each box."""
        if not view.get("players"):
            return []
        s = self.scale
        w, h, gap = round(TRACK_CARD * s), round(TRACK_CARD * CARD_RATIO * s), round(4 * s)
        out: list[tuple[str, str | None, pygame.Rect]] = [("event", view.get("event_slot"), pygame.Rect(x, y, w, h))]
        slots = view.get("unresolved_slots") or {}
        left = x + round(TRACK_EVENT * s)
        small = min(w, (width - (left - x) - 5 * gap - (round(TRACK_DOOM * s) if view.get("doom") else 0)) // 6)
        for k in range(1, 7):
            out.append((f"slot{k}", slots.get(str(k)), pygame.Rect(left + (k - 1) * (small + gap), y, small, h)))
        if view.get("doom"):
            out.append(("doom", None, pygame.Rect(x + width - round(TRACK_DOOM * s), y, round(TRACK_DOOM * s), h)))
        return out

    def inspect(self, seat: int) -> Inspection | None:
        """A hero's life, stamina, purse and counters, and their hero card, allies and items."""
        players = (self.view if isinstance(self.view, dict) else {}).get("players") or []
        if not 0 <= seat < len(players):
            return None
        p = players[seat]
        hero = text.card_name(p["hero"]) if p.get("hero") else ""
        life, stamina = sheet.hero_life(p), sheet.hero_stamina(p)
        facts = (text.t("sheet.life", left=max(0, life - p.get("wounds", 0)), full=life),
                 text.t("sheet.stamina", left=max(0, stamina - p.get("exhaustion", 0)), full=stamina),
                 text.t("player_line", gold=p.get("gold", 0), wounds=p.get("wounds", 0),
                        exhaustion=p.get("exhaustion", 0), xp=len(p.get("xp_tokens") or [])))
        groups = [(text.t("inspect.hero"), (p["hero"],))] if p.get("hero") else []
        for key, cards in (("inspect.allies", [a["card"] for a in p.get("allies") or []]),
                           ("inspect.items", [i["card"] for i in p.get("items") or []])):
            if cards:
                groups.append((text.t(key), tuple(cards)))
        title = f"{self._name(seat)} · {hero}" if hero else self._name(seat)
        return Inspection(title, facts, tuple(groups))

    def card_picture(self, card: str, width: int) -> pygame.Surface | None:
        return pictures.picture(card, width, i18n.lang())

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose name line lies under `pos` in the panel: the full sheet's first line or a compact one."""
        if not self.panel.collidepoint(pos) or self.combat_open():
            return None
        view = self.view if isinstance(self.view, dict) else {}
        plan = self._plan(view)
        row = round(sheet.ROW * self.scale)
        lines = [(plan.focus, plan.sheet_top)] if plan.focus is not None else []
        others = [p["seat"] for p in view.get("players") or [] if p["seat"] != plan.focus]
        lines += [(seat, plan.others_top + k * row) for k, seat in enumerate(others)]
        return next((seat for seat, top in lines if top <= pos[1] < top + row), None)

    def _own_actions(self) -> list[Action]:
        d = self.decision
        if d is None or d.actor is None:
            return []
        return [a for a in d.legal if a.player == d.actor]

    def _name(self, seat: int) -> str:
        return seat_name(self.config.seats, seat)

    def _focus(self, view: JsonObject) -> int | None:
        """Whose sheet the panel shows in full: the player deciding now, else the active one."""
        players = view.get("players") or []
        seat = self.decision.actor if self.decision is not None and self.decision.actor is not None else view.get("active")
        return seat if isinstance(seat, int) and 0 <= seat < len(players) else None

    def _dice_layout(self, view: JsonObject, x: int, y: int, width: int) -> list[pygame.Rect]:
        """Where each rolled movement die sits in the panel (rows of as many as fit)."""
        dice = (view.get("dice") or []) if view.get("step") == "moving" else []
        s = self.scale
        side, gap = round(DIE_PX * s), round(6 * s)
        wide = round(side * DIE_WIDE)
        per_row = max(1, (width + gap) // (wide + gap))
        return [pygame.Rect(x + (i % per_row) * (wide + gap), y + (i // per_row) * (side + gap), wide, side)
                for i in range(len(dice))]

    # --- targets -------------------------------------------------------------------------------
    def _market_here(self, view: Any) -> list[str]:
        """In the Market step: the cards laid out in the active hero's city."""
        if not isinstance(view, dict) or view.get("step") != "market":
            return []
        players = view.get("players") or []
        active = view.get("active", 0)
        if not 0 <= active < len(players) or players[active].get("position") is None:
            return []
        city = content().city_at.get(Hex(*players[active]["position"]))
        return list((view.get("market_stacks") or {}).get(city, []))[:MARKET_MAX] if city else []

    def bar_area(self) -> pygame.Rect:
        """The action bar lies in the panel, below everything else the panel shows."""
        s = self.scale
        top = self._plan(self.view if isinstance(self.view, dict) else {}).bottom
        return pygame.Rect(self.panel.x + round(12 * s), top, self.panel.w - round(24 * s),
                           max(0, self.panel.bottom - round(10 * s) - top))

    def targets(self, decision: Decision, player: int) -> list[Target]:
        if self.combat_open():
            return []   # the fight's moves are its overlay's targets (the host asks the Fight on its stack)
        own = list(decision.legal)   # what the board host lets this person click
        self._panel_version += 1
        self.bar_actions = []
        self.card_rects = []
        out: list[Target] = []
        hexes: dict[tuple[int, int], list[Action]] = {}
        rest: list[Action] = []
        for a in own:
            if a.kind in MOVE_KINDS and a.get("q") is not None:
                hexes.setdefault((a["q"], a["r"]), []).append(a)
            else:
                rest.append(a)
        for (q, r), acts in hexes.items():
            tip = "\n".join(self._move_tip(a) for a in acts)
            note = text.t("which_die") if len({a.get("die") for a in acts}) > 1 else ""
            out.append(Target(self.hex_shape(Hex(q, r)), tuple(acts), tip, key=("hex", q, r), note=note,
                              toward=("hex", q, r)))
        out += self._far_targets(own, set(hexes))
        cards, self.bar_actions = self._card_targets(rest)
        return out + cards

    def _card_of(self, a: Action, view: JsonObject) -> str | None:
        """The card an action is made by clicking: the card it names (buy, sell, discard, use), the hero's
        own card for its ability, an ally's card for the ally's."""
        if a.kind in CARD_KINDS:
            card = a.get("card")
            return card if isinstance(card, str) else None
        players = view.get("players") or []
        me = players[a.player] if a.player is not None and 0 <= a.player < len(players) else None
        if me is None:
            return None
        if a.kind == "hero_ability":
            return me.get("hero")
        allies = me.get("allies") or []
        who = a.get("who")
        if a.kind == "ally_ability" and isinstance(who, int) and 0 <= who < len(allies):
            return allies[who]["card"]
        return None

    def _card_targets(self, actions: list[Action]) -> tuple[list[Target], list[Action]]:
        """Buying, selling, discarding, using and the heroes' and allies' abilities are done by clicking the
        card the rules talk about: a market card, or the hero's, an ally's or an item's card on the sheet.
        Returns those targets and the actions left for buttons. A card standing for one action keeps that
        action's button key."""
        view = self.view if isinstance(self.view, dict) else {}
        plan = self._plan(view)
        shown = dict(plan.market + plan.thumbs)
        on_card: dict[str, list[Action]] = {}
        rest = []
        for a in actions:
            card = self._card_of(a, view)
            if isinstance(card, str) and card in shown:
                on_card.setdefault(card, []).append(a)
            else:
                rest.append(a)
        camera = lambda: self.camera  # noqa: E731  (the camera object changes on layout)
        out = []
        for card, acts in on_card.items():
            r = shown[card]
            key = ("panel", ("one", acts[0])) if len(acts) == 1 else ("panel", ("card", card))
            tip = "\n".join([text.card_name(card)] + [self.action_label(a) for a in acts])
            out.append(Target(ScreenRect(r.x, r.y, r.w, r.h, camera), tuple(acts), tip, key=key))
            self.card_rects.append(pygame.Rect(r))
        return out, rest

    def _far_targets(self, own: list[Action], near: set[tuple[int, int]]) -> list[Target]:
        """Every hex the dice reach beyond the adjacent ones: the target takes the route's first step
        (the die the route spends first, or one with the same face), and the route stays shown."""
        if self._moves is None:
            return []
        view = self.view if isinstance(self.view, dict) else {}
        dice = view.get("dice") or []
        goes = [a for a in own if a.kind == "go"]
        out = []
        for h in self.reach:
            if (h.q, h.r) in near:
                continue
            cells, used = self.route(h)
            if len(cells) < 2:
                continue
            first = cells[1]
            face = dice[used[0]] if used and used[0] < len(dice) else None
            action = next((a for a in goes if (a["q"], a["r"]) == (first.q, first.r)
                           and int(a["die"]) < len(dice) and dice[int(a["die"])] == face), None)
            if action is None:
                continue
            tip = text.t("walk_tip", count=len(used), terrain=text.place_name(h))
            tip += "\n" + text.t("walk_first", terrain=text.place_name(first))
            out.append(Target(self.hex_shape(h), (action,), tip, key=("hex", h.q, h.r), toward=("hex", h.q, h.r)))
        return out

    def _move_tip(self, a: Action) -> str:
        where = text.place_name(Hex(a["q"], a["r"]))
        if a.kind == "step":
            return text.t("step_tip", terrain=where)
        die = int(a["die"])
        view = self.view if isinstance(self.view, dict) else {}
        dice = view.get("dice") or []
        face = dice[die] if die < len(dice) else "?"
        return text.t("go_tip", terrain=where, symbols=text.symbols(face))

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves left over by the hexes and cards (Roll, Rest, Stop moving, Done …), in words, for the action
        bar: the roll choices of one count of dice share a button; short of room, a kind's moves share one."""
        groups: dict[Hashable, list[Action]] = {}
        for a in self.bar_actions:
            groups.setdefault(self._button_key(a), []).append(a)
        out = []
        for key, acts in groups.items():
            tip = "\n".join(self.action_label(a) for a in acts[:8]) + ("\n…" if len(acts) > 8 else "")
            out.append(BarItem(self._button_label(key, acts), tuple(acts), key,
                               text.kind_word(acts[0].kind) + " …", tip))
        return out

    def _button_key(self, a: Action) -> Hashable:
        if a.kind == "roll":
            return ("roll", a["dice"])
        return ("one", a)

    def _button_label(self, key: Any, acts: list[Action]) -> str:
        if len(acts) == 1:
            return self.action_label(acts[0])
        if key[0] == "roll" and len(key) > 1:
            return text.roll_words(int(key[1])) + " …"
        return text.kind_word(acts[0].kind) + " …"

    def choice_picture(self, action: Action, height: int) -> pygame.Surface | None:
        """A walk's die drawn as on the panel, with its terrain symbols: a hex two different dice reach asks which
        by showing them."""
        view = self.view if isinstance(self.view, dict) else {}
        dice = view.get("dice") or []
        die = action.get("die") if action.kind in MOVE_KINDS else None
        if not isinstance(die, int) or not 0 <= die < len(dice):
            return None
        picture = pygame.Surface((round(height * DIE_WIDE), height), pygame.SRCALPHA)
        draw_dice(picture, {"dice": [dice[die]]}, [picture.get_rect()], set(), height / DIE_PX)
        return picture

    def action_label(self, action: Action) -> str:
        if action.kind == "roll":
            return text.roll_label(action, self.view)
        if action.kind in MOVE_KINDS and action.get("q") is not None:
            return self._move_tip(action)
        if action.kind == "assign" and all(action.get(p) is not None for p in PHASES):
            return text.assignment(action, self.view)
        return text.label(action, self.view, seat_names(self.config.seats)) or text.generic(action)

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        sx, sy = self.camera.world_to_screen(*pos)
        if self.panel.collidepoint(sx, sy):
            return None
        moving = self.decision is not None and any(a.kind in MOVE_KINDS for a in self.decision.legal)
        h = self.layout_px.pixel_to_hex(*pos)
        if moving and h in content().terrain:
            return text.t("cannot_move", terrain=text.terrain_name(content().terrain[h]))
        return None

    def look_at(self, pos: tuple[int, int]) -> Look | None:
        """A card in the panel (the market's, the sheet's, the event and the challenges) is previewed large beside
        it, a movement die with its terrains' legend; a hex the dice reach shows its route while pointed at."""
        if self.panel.collidepoint(pos):
            plan = self._plan(self.view if isinstance(self.view, dict) else {})
            shown = plan.market + plan.thumbs + [(c, r) for _, c, r in plan.track if c]
            card = next(((c, r.centery) for c, r in shown if r.collidepoint(pos)), None)
            if card is not None:
                return Look(("card", *card), peek=("card", *card))
            die = next((i for i, r in enumerate(self.dice_rects) if r.collidepoint(pos)), None)
            return None if die is None else Look(("die", die), peek=("die", die))
        cell = self._cell_at(pos)
        return Look(("hex", cell.q, cell.r)) if cell is not None and cell in self.reach else None

    def pointed_at(self, key: Hashable) -> None:
        """The mouse rests on a reachable hex (its route is drawn and its dice lit), a card or a die (shown large
        or with its legend beside the panel), or nothing."""
        what = key if isinstance(key, tuple) else (None,)
        self._hover_hex(Hex(what[1], what[2]) if what[0] == "hex" else None)
        card, anchor = (what[1], what[2]) if what[0] == "card" else (None, 0)
        die = what[1] if what[0] == "die" else None
        if (card, die) != (self.zoomed, self.die_hovered):
            self.zoomed, self._zoom_at, self.die_hovered = card, anchor, die
            self._changed()

    def picture(self, name: Hashable) -> Overlay | None:
        """The preview of the card or die the mouse rests on, beside the panel (a non-modal overlay)."""
        rect = self.overlay_rect()
        if rect is None:
            return None
        return Picture(("peek", name, tuple(rect)), self._draw_peek, modal=False, area=lambda window: pygame.Rect(rect))

    def keep_clear(self) -> list[pygame.Rect]:
        """The cities' names (the tutorial's words send the learner toward them), the minimap and what the side panel
        shows above its buttons."""
        mini = self.minimap_rect()
        shown = self._plan(self.view if isinstance(self.view, dict) else {}).bottom - self.panel.y
        panel = pygame.Rect(self.panel.x, self.panel.y, self.panel.w, shown)
        return [rect for _place, _label, rect in self.layer.labels(self.camera)] + [panel] + ([] if mini is None else [mini])

    def minimap_at(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        """The world point the minimap shows at `pos` (a click there moves the view to it)."""
        return self.layer.minimap_at(self.camera, pos) if self.camera.movable else None

    def panels(self) -> list[pygame.Rect]:
        """The side panel lies over the map: a click on it takes only its cards and buttons."""
        return [self.panel]

    def still_rect(self) -> pygame.Rect | None:
        """The side panel: drawn from the state shown alone (its picture kept), whatever the map does under it."""
        return pygame.Rect(self.panel)

    def set_out(self, toward: Hashable) -> None:
        """A click on a hex set out for it (a far one: its route's first step): the route stays shown and walks on
        (follow_up)."""
        if isinstance(toward, tuple) and toward[0] == "hex":
            self._goal = Hex(toward[1], toward[2])

    def breakdown(self, state: Any) -> ScoreBreakdown:
        """Dragon Runes, then experience tokens and gold, with what decided the game (app/games/runebound/ending.py)."""
        return ending.breakdown(state, seat_names(self.config.seats))

    def _cell_at(self, pos: tuple[int, int]) -> Hex | None:
        if not self.map_area().collidepoint(pos) or not self.camera.movable:
            return None
        cell = self.layer.cell_at(self.camera, pos)
        return cell if isinstance(cell, Hex) else None

