"""Zerywia's table (issue 26): the map of the four Kirs on the shared map layer under the host's movable camera
(board.py), with a side panel fixed to the window holding the statue of Świętowit (cycle, turn of day, the stone
each Kir is under, the Black stones, the Herald), every hero's block and, below them, the action bar.

Moves that name a region (Explore, Use port, placing or spilling Taint, crossing the Veil) are targets on that
region. In a co-operative turn several heroes may act: each hero's block is a target too, standing for that hero's
moves on the map, so a click on a hero lights where it can go and a click on a region several heroes can reach
lights those heroes (the host's two-click selection). Every other move is an action-bar button in words
(words.py); a challenge or a Test lies over the map with its dice and its own buttons (challenge.py). Everything
shown is read from the view; the board decides no rule.
"""
from __future__ import annotations

import math
from functools import partial
from typing import Any, Hashable

import pygame

from app import i18n
from app.board.overlays import Fight, Overlay
from app.games.zerywia.herocard import HeroCard
from app.games.zerywia import regions
from app.games.zerywia.board import PORT_GLYPH, make_layer, map_tokens
from app.games.zerywia.challenge import ChallengeFight, ChallengePanel, live_for
from app.games.zerywia.kirs import kir_map
from app.games.zerywia.lit import LitRegion
from app.games.zerywia.panel import block_rects, card_button, draw_hero, draw_statue, hero_facts, statue_height, stone_rgb
from app.games.zerywia.text import say
from app.games.zerywia.tips import choice_tip
from app.games.zerywia.words import MARK_KINDS, REGION_KINDS, Words, name_of
from app.input.shapes import MapHex, ScreenRect
from app.input.targets import BarItem, Look, Target
from app.render import fit
from app.render.palette import GOLD_LIGHT, INK, hex_rgb
from app.render import tokens as tokenart
from app.render.maplayer.layer import MapLayer
from app.render.areas import around, draw_around, hidden
from app.render.maplayer.paint import dash_pieces
from app.scenes import style
from app.seat_names import seat_name, seat_names
from app.table import Inspection, PanelBesideMap, ScoreBreakdown
from engine.games.zerywia.content import content
from engine.kernel import Action, Decision
from engine.kernel.canonical import JsonObject

PANEL_WIDTH = 330          # the side panel at 1280x720
BAR_MIN = 170              # the least room the action bar keeps below the heroes, at 1280x720
MARGIN_WORLD = 40.0        # room round the land when the map is fitted
STATUE_PILLAR, STATUE_FACE, STATUE_REACH = 34.0, 26.0, 70.0   # the statue's pillar, a face, a face from the centre
STATUE_STONE = hex_rgb("#8a8175")
# The sea lane linking the ports (every port sails to every other, spec §6.5): a dashed ring just off the coast, in
# world units, with each port's anchor on it.
LANE_OUT, LANE_WIDTH, LANE_DASH, LANE_SIDES, ANCHOR_WORLD = 20.0, 7.0, 40.0, 128, 84.0
# ... and, however far the map is zoomed out, at least this wide and this far off the coast (pixels at 720 lines): a
# pale dashed lane over a deep-blue band with a dark edge, which reads against the sea at any zoom.
LANE_PX, LANE_GAP_PX, LANE_EDGE_PX = 5, 10, 2
LANE_RGB, LANE_BODY, LANE_EDGE = hex_rgb("#a9d3f2"), hex_rgb("#2f6f9f"), hex_rgb("#0e2233")
ANCHOR_CLEAR = 8           # pixels at 720 lines between an anchor and the coast (a lit region's band lies there)
# Which way each Kir lies from the statue on the window (LEG east, IST north, NUR west, RAN south; spec §3.1).
KIR_DIRECTION: dict[str, tuple[int, int]] = {"LEG": (1, 0), "IST": (0, -1), "NUR": (-1, 0), "RAN": (0, 1)}
# The families of moves the action bar gathers under one button when it has no room for each.
GROUPS: dict[str, frozenset[str]] = {
    "reroll": frozenset({"ability_reroll", "banner_reroll", "pierw_reroll", "reroll_pierw", "offering_reroll",
                         "reroll_offering", "shield_break"}),
    "dice": frozenset({"buy_die", "roll", "resolve", "end_test"}),
    "cards": frozenset({"prepare", "react", "reserve", "take_saga", "new_saga", "leave_undeveloped", "use_feat",
                        "camp_feat", "recover_feat", "keep", "summon_deity", "choose_creature"}),
    "points": frozenset({"recover_any", "recover_one", "destiny", "take_flaw", "primal_flaw", "discard_flaw",
                         "leave_by", "absorb"}),
    "items": frozenset({"buy_item", "take_revealed", "drop_item", "give_item", "give_trophy", "buy_nothing"}),
}


def span(a: tuple[float, float], b: tuple[float, float], width: int) -> pygame.Rect:
    """The window area a stroke `width` pixels wide from a to b may paint."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    reach = width + 2
    return pygame.Rect(math.floor(x0) - reach, math.floor(y0) - reach, math.ceil(x1 - x0) + 2 * reach + 1,
                       math.ceil(y1 - y0) + 2 * reach + 1)


def region_of(action: Action) -> str | None:
    """The region a move names (where it goes or what it marks), None for a move with no place on the map."""
    value = action.get("region") if action.kind in MARK_KINDS else action.get("to") if action.kind in REGION_KINDS \
        else None
    return value if isinstance(value, str) and value in content().board.regions else None


class ZerywiaTable(PanelBesideMap):
    panel_width = PANEL_WIDTH

    game_id = "zerywia"
    zoom_range = (1.0, 4.0)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bar_actions: list[Action] = []
        self._layers: dict[str, MapLayer] = {}
        self._panel_version = 0
        self._panel_cache: tuple[Any, pygame.Surface] | None = None
        self._ports_at: tuple[Any, dict[str, float]] | None = None
        self._lane_at: tuple[Any, list[tuple[tuple[float, float], tuple[float, float]]], list[pygame.Rect]] | None = None
        self._picking: set[int] = set()     # the seats whose block picks that hero's moves now
        self.challenge = ChallengePanel(self.map_area, lambda: self.scale, self._view, lambda seat: self.words().hero(seat),
                                        lambda: self.lang, self.action_label, lambda: self.decision, lambda: self.camera,
                                        lambda: (self._panel_version, i18n.version(), self.lang))

    # --- the map --------------------------------------------------------------------------------
    @property
    def layer(self) -> MapLayer:
        """The map in the current language (its names are painted into it), with the view's pieces on it."""
        layer = self._layers.get(self.lang)
        if layer is None:
            layer = self._layers[self.lang] = make_layer(self.lang)
            layer.set_tokens(map_tokens(self._view()))
        return layer

    def _view(self) -> JsonObject:
        return self.view if isinstance(self.view, dict) else {}

    def view_data(self) -> JsonObject:
        """The view shown, as a mapping (empty before the first show)."""
        return self._view()

    def _names(self) -> list[str]:
        return seat_names(self.config.seats)

    def words(self) -> Words:
        return Words(self._view(), self._names(), self.lang)

    # --- geometry -------------------------------------------------------------------------------
    def world(self) -> tuple[float, float, float, float]:
        """The land, fitted beside the panel."""
        return self.beside_panel(self.layer.bounds(), MARGIN_WORLD)

    def statue_rect(self) -> pygame.Rect:
        s = self.scale
        pad = round(8 * s)
        return pygame.Rect(self.panel.x + pad, self.panel.y + pad, self.panel.w - 2 * pad, statue_height(s))

    def heroes_rect(self) -> pygame.Rect:
        s = self.scale
        top = self.statue_rect().bottom + round(8 * s)
        room = self.panel.bottom - top - round(BAR_MIN * s)
        n = max(1, len(self._view().get("heroes") or []))
        from app.games.zerywia.panel import ROW_GAP, hero_height

        height = min((hero_height(s) + round(ROW_GAP * s)) * n, max(0, room))
        return pygame.Rect(self.statue_rect().x, top, self.statue_rect().w, height)

    def bar_area(self) -> pygame.Rect:
        s = self.scale
        top = self.heroes_rect().bottom + round(8 * s)
        return pygame.Rect(self.statue_rect().x, top, self.statue_rect().w, max(0, self.panel.bottom - round(8 * s) - top))

    def hero_blocks(self) -> list[tuple[int, pygame.Rect]]:
        heroes = self._view().get("heroes") or []
        return [(int(h["seat"]), r) for h, r in zip(heroes, block_rects(self.heroes_rect(), len(heroes), self.scale))]

    def panels(self) -> list[pygame.Rect]:
        return [self.panel]

    def opaque_rect(self) -> pygame.Rect | None:
        return pygame.Rect(self.camera.viewport).clip(self.rect)

    def still_rect(self) -> pygame.Rect | None:
        """The side panel: drawn from the state shown alone (its picture kept), whatever the map does beside it."""
        return pygame.Rect(self.panel)

    def settling(self) -> bool:
        return any(not layer.chunks.settled for layer in self._layers.values())

    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.panel.x, self.panel.y, self.panel.w, self.bar_area().y - self.panel.y)]

    def region_shape(self, rid: str) -> MapHex:
        return LitRegion(tuple(kir_map().regions[rid].outer), lambda: self.camera, self.map_area, tuple)

    # --- state ----------------------------------------------------------------------------------
    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        super().show(view, decision, viewer)
        self._panel_version += 1
        for layer in self._layers.values():
            layer.set_tokens(map_tokens(self._view()))
        self.bar_actions = []
        if self.challenge_open() and self.overlays.find(Fight) is None:
            self.overlays.push(ChallengeFight(self.challenge, self.challenge_open, self._challenge_bar, self.open_card))

    def open_card(self, seat: int) -> None:
        """Show a hero's card over the table (over the challenge, when one is on: closing it returns there)."""
        card = self.seat_overlay(seat)
        if card is not None:
            self.overlays.push(card)

    def challenge_open(self) -> bool:
        d = self.decision
        return d is not None and live_for(d.prompt, self._view())

    def _challenge_bar(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves of the challenge or Test made on no card and no hero, as buttons in its panel, in words."""
        self.bar_actions = self.challenge.rest(list(decision.legal))
        return self.bar_items(decision, player)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The map beside the panel (nothing of it is painted under the panel), then the panel."""
        old_clip = surface.get_clip()
        surface.set_clip(self.map_area().clip(self.rect).clip(old_clip))
        self.layer.draw(surface, self.camera, self.covered)
        self._draw_ports(surface)
        self._draw_statue(surface)
        surface.set_clip(self.rect.clip(old_clip))
        self._draw_panel(surface)
        surface.set_clip(old_clip)

    def statue_spots(self) -> list[tuple[str, tuple[int, int], int]]:
        """The statue in the Abyss on the window: each face (the stone it holds) turned toward the Kir it looks at,
        as (stone, centre, radius)."""
        m = kir_map()
        cx, cy = self.camera.world_to_screen(*m.centre)
        reach = STATUE_REACH * self.camera.zoom
        radius = max(4, round(STATUE_FACE * self.camera.zoom))
        faces = self._view().get("faces") or {}
        out = []
        for kir, (dx, dy) in KIR_DIRECTION.items():
            stone = str(faces.get(kir, ""))
            out.append((stone, (round(cx + dx * reach), round(cy + dy * reach)), radius))
        return out

    def port_spots(self) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
        """Each port on the window: (region, its anchor just inside the port's own coast, where it joins the sea
        lane)."""
        m = kir_map()
        cx, cy = m.centre
        out = []
        inland = m.radius - self._anchor_inset()
        for rid, angle in self._port_angles().items():
            ux, uy = math.cos(angle), math.sin(angle)
            shore = self.camera.world_to_screen(cx + ux * inland, cy + uy * inland)
            sea = m.radius + self.lane_out()
            lane = self.camera.world_to_screen(cx + ux * sea, cy + uy * sea)
            out.append((rid, (round(shore[0]), round(shore[1])), (round(lane[0]), round(lane[1]))))
        return out

    def _port_angles(self) -> dict[str, float]:
        """Where on its coast each port's anchor stands, as an angle about the land's centre: toward the port's name,
        else the nearest spot of its coast where the anchor covers no name drawn at this zoom (worked out once per
        zoom and language)."""
        key = (round(self.camera.zoom, 5), self.lang)
        if self._ports_at is not None and self._ports_at[0] == key:
            return self._ports_at[1]
        m = kir_map()
        cx, cy = m.centre
        names = [r for _, _, r in self.layer.labels(self.camera)]
        side = self._anchor_px()
        inland = m.radius - self._anchor_inset()
        out: dict[str, float] = {}
        for rid in content().board.ports():
            region = m.regions[rid]
            base = math.atan2(region.label[1] - cy, region.label[0] - cx)
            coast = [math.remainder(math.atan2(y - cy, x - cx) - base, math.tau) for x, y in region.outer
                     if math.hypot(x - cx, y - cy) >= m.radius * 0.995]
            pad = ANCHOR_WORLD / 2 / m.radius
            lo, hi = (min(coast) + pad, max(coast) - pad) if coast else (0.0, 0.0)
            tries = sorted((lo + (hi - lo) * k / 24 for k in range(25)), key=abs) if hi > lo else [0.0]
            for turn in tries:
                x, y = self.camera.world_to_screen(cx + math.cos(base + turn) * inland,
                                                   cy + math.sin(base + turn) * inland)
                box = pygame.Rect(0, 0, side, side)
                box.center = (round(x), round(y))
                if not any(box.colliderect(n) for n in names):
                    out[rid] = base + turn
                    break
            else:
                out[rid] = base + min(max(0.0, lo), hi) if hi > lo else base
        self._ports_at = (key, out)
        return out

    def lane_out(self) -> float:
        """How far off the coast the sea lane runs (world units): LANE_OUT, or LANE_GAP_PX on the window when the map
        is zoomed out."""
        return max(LANE_OUT, LANE_GAP_PX * self.scale / max(self.camera.zoom, 1e-6))

    def lane_width(self) -> int:
        """The sea lane's width on the window (pixels)."""
        return max(round(LANE_PX * self.scale), round(LANE_WIDTH * self.camera.zoom))

    def _anchor_px(self) -> int:
        return max(20, round(ANCHOR_WORLD * self.camera.zoom))

    def _anchor_inset(self) -> float:
        """How far inside the coast an anchor's centre stands (world units): clear of the broad band that rings a
        lit port along its coast."""
        return (self._anchor_px() / 2 + ANCHOR_CLEAR * self.scale) / max(self.camera.zoom, 1e-6)

    def _lane_dashes(self, r: float, width: int, dash: float) -> tuple[list[tuple[tuple[float, float], tuple[float, float]]],
                                                                         list[pygame.Rect]]:
        """The sea lane's dashes round a centre at (0, 0) and the area each may paint, worked out once a zoom (a
        panned frame only moves them)."""
        key = (r, width, dash)
        if self._lane_at is None or self._lane_at[0] != key:
            ring = [(r * math.cos(k * math.tau / LANE_SIDES), r * math.sin(k * math.tau / LANE_SIDES))
                    for k in range(LANE_SIDES + 1)]
            pieces = dash_pieces(ring, dash)
            self._lane_at = (key, pieces, [span(a, b, width + 1) for a, b in pieces])
        return self._lane_at[1], self._lane_at[2]

    def _draw_ports(self, surface: pygame.Surface) -> None:
        """The sea lane round the coast that links every port to every other (spec §6.5), each port's anchor on it
        joined to the port's shore; nothing of it under the overlay's opaque area (a redraw of the map alone leaves
        that as shown), and of the lane's dashes only those within the parts drawn."""
        m = kir_map()
        zoom = self.camera.zoom
        cx, cy = self.camera.world_to_screen(*m.centre)
        r = (m.radius + self.lane_out()) * zoom
        width = self.lane_width()
        edge = max(1, round(LANE_EDGE_PX * self.scale))
        spots = self.port_spots()
        centre = (round(cx), round(cy))
        dash_w = max(2, width - 2 * edge)
        pieces, reaches = self._lane_dashes(r, dash_w, max(6.0, LANE_DASH * zoom, 3.0 * width))
        face = tokenart.icon_token(PORT_GLYPH, self._anchor_px(), LANE_BODY)
        clip = surface.get_clip()
        for part in around(clip, self.covered):
            surface.set_clip(part)
            for _, shore, lane in spots:     # each port's link to the lane: a band like the lane's, under it
                pygame.draw.line(surface, LANE_EDGE, shore, lane, width + 2 * edge)
            pygame.draw.circle(surface, LANE_EDGE, centre, round(r + width / 2 + edge), width + 2 * edge)
            pygame.draw.circle(surface, LANE_BODY, centre, round(r + width / 2), width)
            for k in part.move(-centre[0], -centre[1]).collidelistall(reaches):
                (ax, ay), (bx, by) = pieces[k]
                pygame.draw.aaline(surface, LANE_RGB, (cx + ax, cy + ay), (cx + bx, cy + by), dash_w)
            for _, shore, lane in spots:
                pygame.draw.line(surface, LANE_BODY, shore, lane, width)
                surface.blit(face, face.get_rect(center=shore))
        surface.set_clip(clip)

    def _draw_statue(self, surface: pygame.Surface) -> None:
        """Świętowit's pillar at the centre with its four faces, each in its stone's colour (black when gone out);
        nothing of it under the overlay's opaque area."""
        spots = self.statue_spots()
        if not spots:
            return
        reach = pygame.Rect(spots[0][1], (0, 0)).unionall([pygame.Rect(at, (0, 0)) for _, at, _ in spots])
        reach = reach.inflate(2 * spots[0][2] + 4, 2 * spots[0][2] + 4)
        if not hidden(reach, self.covered):
            draw_around(surface, self.covered, partial(self._paint_statue, surface, spots), reach)

    def _paint_statue(self, surface: pygame.Surface, spots: list[tuple[str, tuple[int, int], int]]) -> None:
        m = kir_map()
        cx, cy = (round(v) for v in self.camera.world_to_screen(*m.centre))
        pillar = max(3, round(STATUE_PILLAR * self.camera.zoom))
        pygame.draw.circle(surface, STATUE_STONE, (cx, cy), pillar)
        pygame.draw.circle(surface, INK, (cx, cy), pillar, max(1, pillar // 6))
        for stone, at, radius in spots:
            pygame.draw.line(surface, STATUE_STONE, (cx, cy), at, max(2, radius // 2))
            pygame.draw.circle(surface, stone_rgb(stone), at, radius)
            pygame.draw.circle(surface, GOLD_LIGHT, at, radius, max(1, radius // 4))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The panel changes only with the state shown and the language: while the view pans, its last picture is
        blitted (a text-fit recording always draws it afresh)."""
        key = (self._panel_version, i18n.version(), self.lang, tuple(self.panel))
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
        draw_statue(surface, self.statue_rect(), view, self.lang, s)
        acting = self._acting()
        for (seat, rect), h in zip(self.hero_blocks(), view.get("heroes") or []):
            draw_hero(surface, rect, hero_facts(h, seat_name(self.config.seats, seat), self.lang, seat in acting),
                      self.lang, s)

    def _acting(self) -> set[int]:
        """The seats whose heroes the decision waits on."""
        d = self.decision
        if d is None:
            return set()
        return {a.player for a in d.legal if isinstance(a.player, int)}

    # --- targets --------------------------------------------------------------------------------
    def _several(self) -> bool:
        return len(self._acting()) > 1

    def targets(self, decision: Decision, player: int) -> list[Target]:
        if self.challenge_open():
            self.bar_actions = list(decision.legal)
            return []
        several = self._several()
        places: dict[str, list[Action]] = {}
        rest: list[Action] = []
        for a in decision.legal:
            rid = region_of(a)
            if rid is not None:
                places.setdefault(rid, []).append(a)
            else:
                rest.append(a)
        out: list[Target] = []
        for rid, acts in places.items():
            out.append(Target(self.region_shape(rid), tuple(acts), self.region_tip(rid, acts, several),
                              key=("region", rid)))
        self._picking = set()
        if several:
            for seat, rect in self.hero_blocks():
                mine = tuple(a for acts in places.values() for a in acts if a.player == seat)
                if mine:
                    self._picking.add(seat)
                    shape = ScreenRect(rect.x, rect.y, rect.w, rect.h, lambda: self.camera)
                    out.append(Target(shape, mine, say("table.who_acts", self.lang), key=("hero", seat)))
        self.bar_actions = rest
        return out

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves with no place on the map, in words (the hero's name first when several heroes may act)."""
        words = self.words()
        several = self._several()
        return [BarItem(words.label(a, several), (a,), ("one", a), self._group(a, several),
                        "\n".join(x for x in (words.label(a, several), choice_tip(a, self._view(), self.lang)) if x))
                for a in self.bar_actions]

    def _group(self, a: Action, several: bool) -> str:
        """Short of room, a hero's moves share one button that opens the chooser (one hero acting: its moves of a
        family do)."""
        if several and a.player is not None:
            return self.words().hero(a.player)
        family = next((f for f, kinds in GROUPS.items() if a.kind in kinds), "other")
        return say(f"group.{family}", self.lang)

    def action_label(self, action: Action) -> str:
        return self.words().label(action, self._several())

    def log_line(self, action: Action, who: str) -> str:
        """The history tells what a hero did, in the past tense, naming the hero once with its player: 'Weda (Player 2)
        took the suggested sagas.' (the engine's own lines name heroes alike)."""
        words = self.words()
        if action.player is None:
            return words.past(action, "")
        hero = words.hero(action.player)
        return words.past(action, who if hero == who else say("log.hero", self.lang, hero=hero, player=who))

    def next_step(self) -> str | None:
        d = self.decision
        if d is None:
            return None
        if self._several() and any(region_of(a) is not None for a in d.legal):
            return say("table.who_acts", self.lang)
        prompt = d.prompt if isinstance(d.prompt, str) else None
        return i18n.t(prompt) if prompt and i18n.has(prompt) else None

    def describe_region(self, rid: str) -> list[str]:
        """What a region is and what lies there: its name, terrains, special kind or port, tokens, heroes."""
        return regions.describe(self._view(), rid, self.lang, self.words().hero)

    def region_tip(self, rid: str, acts: list[Action], several: bool) -> str:
        """A lit region's tooltip: each move into it (worded as the action bar and the tutorial word it, the first on
        the first line) with its whole price, then what the region is and what lies there."""
        words, lang, view = self.words(), self.lang, self._view()
        lines = []
        for a in acts:
            label = words.label(a, several)
            lines.append(regions.move_line(label, regions.entry_costs(view, a, lang), lang)
                         if a.kind in regions.MOVING_KINDS else label)
        lines += self.describe_region(rid)
        return "\n".join(lines)

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        sx, sy = self.camera.world_to_screen(*pos)
        if self.panel.collidepoint(sx, sy) or not self.map_area().collidepoint(sx, sy):
            return None
        rid = kir_map().regions.hit(*pos)
        if rid is None or rid.id not in content().board.regions:
            return None
        return " · ".join(self.describe_region(rid.id))

    # --- seats ----------------------------------------------------------------------------------
    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """No seat opens the shared inspector from the panel: a hero's block opens its hero card (look_at)."""
        return None

    def look_at(self, pos: tuple[int, int]) -> Look | None:
        """A hero's card button, or its block where a click picks no hero, opens the hero card."""
        for seat, rect in self.hero_blocks():
            if card_button(rect, self.scale).collidepoint(pos) or \
                    (rect.collidepoint(pos) and seat not in self._picking):
                return Look(("herocard", seat), browse=("herocard", seat))
        return None

    def picture(self, name: Hashable) -> Overlay | None:
        if isinstance(name, tuple) and len(name) == 2 and name[0] == "herocard" and isinstance(name[1], int):
            return HeroCard(name[1], self)
        return None

    def seat_overlay(self, seat: int) -> Overlay | None:
        """The I key opens a hero's card, the same picture its block's Card button opens."""
        return HeroCard(seat, self) if 0 <= seat < len(self._view().get("heroes") or []) else None

    def inspect(self, seat: int) -> Inspection | None:
        """A hero's attributes, Pierw, day wheel, feats, sagas and what it holds, in words."""
        heroes = self._view().get("heroes") or []
        if not 0 <= seat < len(heroes):
            return None
        h = heroes[seat]
        facts = hero_facts(h, seat_name(self.config.seats, seat), self.lang, False)
        lang = self.lang
        lines = [facts.where, facts.attributes, facts.more]
        feats = [name_of(f.get("card"), lang) for f in h.get("feats") or [] if isinstance(f, dict)]
        if feats:
            lines.append(", ".join(feats))
        held = [name_of(x, lang) for x in (h.get("prepared") or []) + (h.get("items") or [])]
        if held:
            lines.append(", ".join(held))
        return Inspection(facts.title, tuple(lines), ())

    def breakdown(self, state: Any) -> ScoreBreakdown:
        """Each hero's fate and its tasks of the goal, done or not, and the Black stones against the limit (whether the
        table won or lost and the deciding condition are the outcome's lines above them); no totals: the table wins or
        loses as one."""
        from engine.games.zerywia.progress import black_limit, goal_tasks

        names = self._names()
        heroes = list(getattr(state, "heroes", []))
        lang = self.lang
        won = getattr(state, "result", None) == "won"
        fates: list[int | float | str] = [say(f"end.{'lost_hero' if h.status == 'lost' else h.status}", lang)
                                          if i18n.has(f"zerywia.end.{'lost_hero' if h.status == 'lost' else h.status}")
                                          else h.status for h in heroes]
        chosen: list[int | float | str] = [name_of(h.hero, lang) for h in heroes]
        categories, rows = [say("end.hero", lang), say("end.fate", lang)], [chosen, fates]
        tasks = goal_tasks(state) if getattr(state, "regions", None) else []
        for what in dict.fromkeys(t.what for t in tasks):
            by_seat = {t.seat: t.done for t in tasks if t.what == what}
            categories.append(say(f"end.task.{what}", lang))
            rows.append([say("end.done" if by_seat[i] else "end.not_done", lang) if i in by_seat else "—"
                         for i in range(len(heroes))])
        if tasks:    # the last row, drawn as a total: each hero's tasks done
            categories.append(say("end.hero_tasks", lang))
            rows.append([say("end.of", lang, n=sum(t.done for t in tasks if t.seat == i),
                             total=sum(1 for t in tasks if t.seat == i)) if any(t.seat == i for t in tasks) else "—"
                         for i in range(len(heroes))])
        notes = [say("end.black", lang, n=state.black_stones(), limit=black_limit(state)),
                 say("end.tasks", lang, n=sum(t.done for t in tasks), total=len(tasks))]
        return ScoreBreakdown(names, categories, rows, [1 if won else 0 for _ in heroes],
                              list(range(len(heroes))) if won else [], notes=notes, places=[])
