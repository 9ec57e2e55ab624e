"""Runebound's first table (issue 14, items 1-2): the 169-hex map under a movable camera, heroes, gems
and city names on it; moves are hex targets on the map; every other legal action of the deciding
player is a button in a side panel fixed to the window (ScreenRect), with the turn's facts above them.

The terrain is drawn once per zoom level into a cached surface (colour AND a pattern per terrain, so
it reads without colour); each frame blits the visible part of it, then the pieces on top.
"""
from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from app.games.runebound.shapes import MapHex, ScreenRect
from app.render.hexgrid import Layout
from app.scenes import style
from app.table import Table, Target
from engine.common.hexes import Hex, neighbours
from engine.games.runebound.content import PHASES, base_id, content
from engine.games.runebound.movement import Moves
from engine.kernel import Action, Decision

HEX_SIZE = 40.0
MAX_MAP_SIDE = 2800        # the cached terrain surface's longest side; beyond it the cache is scaled up
PANEL_WIDTH = 290          # at 1280x720
MOVE_KINDS = ("go", "step")

TERRAIN_COLOUR = {
    "P": (150, 180, 95), "R": (196, 170, 120), "W": (80, 135, 200), "S": (95, 110, 75),
    "F": (50, 105, 55), "H": (170, 140, 85), "M": (125, 120, 118), "C": (205, 195, 175),
}
TERRAIN_NAME = {
    "P": ("Plains", "Równiny"), "R": ("Road", "Droga"), "W": ("River", "Rzeka"), "S": ("Swamp", "Bagno"),
    "F": ("Forest", "Las"), "H": ("Hills", "Wzgórza"), "M": ("Mountains", "Góry"), "C": ("City", "Miasto"),
}
GEM_COLOUR = {"green": (60, 200, 90), "yellow": (240, 215, 60), "blue": (70, 130, 240), "red": (220, 60, 50)}
SEAT_COLOUR = [(220, 60, 60), (60, 120, 230), (240, 200, 50), (70, 180, 90), (170, 90, 200), (240, 140, 40)]

KIND_LABEL: dict[str, tuple[str, str]] = {
    "roll": ("Roll", "Rzuć"), "step": ("Step", "Krok"), "go": ("Move", "Idź"), "stop": ("Stop moving", "Koniec ruchu"),
    "adventure": ("Adventure", "Przygoda"), "face_encounter": ("Face the encounter", "Zmierz się"),
    "accept": ("Accept", "Przyjmij"), "refuse": ("Refuse", "Odmów"), "decline": ("Decline", "Odrzuć"),
    "done": ("Done", "Gotowe"), "heal": ("Heal", "Lecz"), "discard": ("Discard", "Odrzuć kartę"),
    "use": ("Use", "Użyj"), "turn_die": ("Turn a die", "Obróć kość"), "reroll": ("Reroll", "Przerzuć"),
    "train": ("Train", "Trenuj"), "buy": ("Buy", "Kup"), "buy_revealed": ("Buy revealed", "Kup odkrytą"),
    "sell": ("Sell", "Sprzedaj"), "refill": ("Refill", "Uzupełnij"), "leave_market": ("Leave the market", "Opuść targ"),
    "start_fight": ("Fight", "Walcz"), "fight_on": ("Fight on", "Walcz dalej"), "escape": ("Escape", "Uciekaj"),
    "give_up": ("Give up", "Poddaj się"), "assign": ("Assign", "Przydziel"), "ready": ("Ready", "Przygotuj"),
    "bless": ("Bless", "Błogosław"), "hero_ability": ("Hero ability", "Zdolność bohatera"),
    "ally_ability": ("Ally ability", "Zdolność sojusznika"), "free_token": ("Free token", "Darmowy żeton"),
    "take_spoils": ("Take the spoils", "Weź łup"), "leave_spoils": ("Leave the spoils", "Zostaw łup"),
    "pay_toll": ("Pay the toll", "Zapłać myto"), "fight_unresolved": ("Fight the unresolved", "Walcz z nierozstrzygniętym"),
    "fight_margath": ("Fight Margath", "Walcz z Margathem"), "peek": ("Peek", "Podejrzyj"),
    "peek_keep": ("Keep on top", "Zostaw na wierzchu"), "peek_bottom": ("Put at the bottom", "Pod spód"),
    "trade_with": ("Trade with", "Handluj z"), "attack_hero": ("Attack hero", "Zaatakuj bohatera"),
    "no_contact": ("No contact", "Bez kontaktu"), "propose": ("Propose", "Zaproponuj"),
    "offer_gold": ("Offer gold", "Daj złoto"), "offer_card": ("Offer card", "Daj kartę"),
    "ask_gold": ("Ask gold", "Żądaj złota"), "ask_card": ("Ask card", "Żądaj karty"),
    "accept_trade": ("Accept the trade", "Przyjmij wymianę"), "reject_trade": ("Reject the trade", "Odrzuć wymianę"),
    "end_trade": ("End the trade", "Zakończ handel"), "break_off": ("Break off", "Przerwij"),
    "pvp_plan": ("Plan", "Plan"), "pvp_fight_on": ("Fight on", "Walcz dalej"),
}


PROMPTS: dict[str, tuple[str, str]] = {
    "movement": ("roll the dice, or step to an adjacent hex", "rzuć kośćmi albo zrób krok na sąsiednie pole"),
    "moving": ("walk die by die, or stop", "idź kość po kości albo zakończ ruch"),
    "adventure": ("take an adventure?", "podejmiesz przygodę?"),
    "encounter": ("the encounter", "spotkanie"),
    "market": ("market: buy, sell, heal or leave", "targ: kup, sprzedaj, lecz albo wyjdź"),
    "experience": ("experience: train or finish", "doświadczenie: trenuj albo zakończ"),
    "before_combat": ("before the fight", "przed walką"),
    "assign": ("who fights in each phase?", "kto walczy w której fazie?"),
    "round_end": ("fight on or escape?", "walczysz dalej czy uciekasz?"),
    "trade": ("trade", "handel"), "contact": ("another hero is here", "spotykasz innego bohatera"),
    "peek": ("the top card of the deck", "wierzchnia karta talii"),
}
PHASE_WORDS = {"ranged": "Ranged", "melee": "Melee", "magic": "Magic", "hero": "hero", "defend": "defend"}
PHASE_WORDS_PL = {"ranged": "Dystans", "melee": "Wręcz", "magic": "Magia", "hero": "bohater", "defend": "obrona"}


def card_name(card: str, lang: str) -> str:
    """A card's printed name ("wild_boar.2" -> "Wild Boar"), or the id when it names no card."""
    c = content()
    base = base_id(card)
    for table in (c.items, c.allies, c.challenges, c.events, c.encounters, c.heroes):
        record = table.get(base)  # type: ignore[attr-defined]
        if record is not None:
            return record.name.get(lang)
    if c.duellist.card == base:
        return c.duellist.name.get(lang)
    return card


def fitted(label: str, size: int, colour: tuple[int, int, int], width: int, bold: bool = False) -> pygame.Surface:
    """The label in at most `width` pixels: a smaller font first (down to 3/4 of `size`), then cut with an ellipsis."""
    small = max(8, round(size * 0.75))
    for px in range(size, small - 1, -1):
        if style.font(px, bold=bold).size(label)[0] <= width:
            return style.text(label, px, colour, bold=bold, box=width)
    f = style.font(small, bold=bold)
    cut = label
    while len(cut) > 1 and f.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return style.text(cut.rstrip(" ,:") + "…", small, colour, bold=bold, box=width)


def terrain_name(symbol: str, lang: str) -> str:
    en, pl = TERRAIN_NAME.get(symbol, (symbol, symbol))
    return pl if lang == "pl" else en


class RuneboundTable(Table):
    game_id = "runebound"
    zoom_range = (1.0, 5.0)
    layout_px = Layout.pointy(HEX_SIZE)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        c = content()
        self.hexes = sorted(c.terrain)
        self.map_bounds = self.layout_px.bounds(self.hexes)
        self._terrain_cache: dict[float, pygame.Surface] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.mouse: tuple[int, int] = (-1, -1)
        self.reach: list[Hex] = []
        self.buttons_top = 0

    # --- geometry ----------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return max(0.6, self.rect.h / 720) if self.rect.h else 1.0

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        width = min(round(PANEL_WIDTH * self.scale), rect.w // 2)
        self.panel = pygame.Rect(rect.x, rect.y, width, rect.h)

    def world(self) -> tuple[float, float, float, float]:
        """The map's pixel bounds, widened on the left by the panel's share of the board, so that the
        fitted map shows beside the panel rather than under it."""
        x0, y0, x1, y1 = self.map_bounds
        free = self.rect.w - self.panel.w
        pad = (x1 - x0) * self.panel.w / free if free > 0 and self.panel.w else 0.0
        margin = HEX_SIZE * 0.3
        return (x0 - pad - margin, y0 - margin, x1 + margin, y1 + margin)

    def map_area(self) -> pygame.Rect:
        """The board's window area beside the panel, where the map shows."""
        return pygame.Rect(self.panel.right, self.rect.y, max(0, self.rect.right - self.panel.right), self.rect.h)

    def hex_shape(self, h: Hex) -> MapHex:
        return MapHex(tuple(self.layout_px.corners(h)), lambda: self.camera, self.map_area)

    def hex_centre(self, h: tuple[int, int]) -> tuple[float, float]:
        return self.layout_px.hex_to_pixel(Hex(*h))

    # --- the terrain, cached per zoom level ----------------------------------------------------
    def _terrain(self, k: float) -> pygame.Surface:
        key = round(k, 4)
        surf = self._terrain_cache.get(key)
        if surf is None:
            if len(self._terrain_cache) >= 2:
                self._terrain_cache.pop(next(iter(self._terrain_cache)))
            surf = self._paint_terrain(key)
            self._terrain_cache[key] = surf
        return surf

    def _paint_terrain(self, k: float) -> pygame.Surface:
        c = content()
        x0, y0, x1, y1 = self.map_bounds
        surf = pygame.Surface((max(1, math.ceil((x1 - x0) * k)), max(1, math.ceil((y1 - y0) * k))), pygame.SRCALPHA)
        size = HEX_SIZE * k

        def local(x: float, y: float) -> tuple[float, float]:
            return ((x - x0) * k, (y - y0) * k)

        for h in self.hexes:
            symbol = c.terrain[h]
            corners = [local(*p) for p in self.layout_px.corners(h)]
            pygame.draw.polygon(surf, TERRAIN_COLOUR[symbol], corners)
            cx, cy = local(*self.layout_px.hex_to_pixel(h))
            _pattern(surf, symbol, cx, cy, size, h, c.terrain, lambda n: local(*self.layout_px.hex_to_pixel(n)))
            if h in c.sun:
                pygame.draw.circle(surf, (250, 225, 120), (cx + size * 0.55, cy - size * 0.45), max(2, size * 0.09))
            pygame.draw.polygon(surf, (40, 38, 30), corners, max(1, round(size / 30)))
        return surf

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        pygame.draw.rect(surface, (28, 44, 58), self.rect)
        old_clip = surface.get_clip()
        surface.set_clip(self.rect)
        self._draw_map(surface)
        self._draw_pieces(surface)
        self._draw_panel(surface)
        surface.set_clip(old_clip)

    def _draw_map(self, surface: pygame.Surface) -> None:
        cam = self.camera
        zoom = cam.zoom
        x0, y0, x1, y1 = self.map_bounds
        k = min(zoom, MAX_MAP_SIDE / max(x1 - x0, y1 - y0))
        terrain = self._terrain(k)
        vx0, vy0, vx1, vy1 = cam.visible_world()
        ix0, iy0, ix1, iy1 = max(vx0, x0), max(vy0, y0), min(vx1, x1), min(vy1, y1)
        if ix1 <= ix0 or iy1 <= iy0:
            return
        src = pygame.Rect(math.floor((ix0 - x0) * k), math.floor((iy0 - y0) * k),
                          math.ceil((ix1 - ix0) * k) + 1, math.ceil((iy1 - iy0) * k) + 1)
        src = src.clip(terrain.get_rect())
        if src.w <= 0 or src.h <= 0:
            return
        part = terrain.subsurface(src)
        wx, wy = x0 + src.x / k, y0 + src.y / k
        sx, sy = cam.world_to_screen(wx, wy)
        if abs(k - zoom) > 1e-6:
            part = pygame.transform.scale(part, (max(1, round(src.w * zoom / k)), max(1, round(src.h * zoom / k))))
        surface.blit(part, (round(sx), round(sy)))

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        view = self.view if isinstance(self.view, dict) else {}
        cam = self.camera
        zoom = cam.zoom
        size = HEX_SIZE * zoom
        c = content()
        lang = self.lang
        # where the unspent dice can still take the hero: a pale inner ring
        for h in self.reach:
            cx, cy = self.hex_centre((h.q, h.r))
            ring = [cam.world_to_screen(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in self.layout_px.corners(h)]
            pygame.draw.polygon(surface, (250, 244, 220), ring, max(1, round(zoom * 1.5)))
        # city names
        font_px = round(12 * zoom)
        if font_px >= 8:
            for city in c.cities.values():
                x, y = self.hex_centre(city.hex)
                sx, sy = cam.world_to_screen(x, y + HEX_SIZE * 0.62)
                label = style.text(city.name.get(lang), font_px, (250, 245, 230), bold=True)
                back = label.get_rect(center=(round(sx), round(sy))).inflate(6, 2)
                pygame.draw.rect(surface, (30, 28, 24), back, border_radius=4)
                surface.blit(label, label.get_rect(center=back.center))
        # market stacks: a card with the number of cards laid out in each city
        stacks = view.get("market_stacks") or {}
        for city_id, cards in stacks.items():
            city = c.cities.get(city_id)
            if city is None or not cards or size < 14:
                continue
            x, y = self.hex_centre(city.hex)
            sx, sy = cam.world_to_screen(x + HEX_SIZE * 0.5, y - HEX_SIZE * 0.55)
            card = pygame.Rect(0, 0, max(8, round(size * 0.3)), max(11, round(size * 0.42)))
            card.center = (round(sx), round(sy))
            pygame.draw.rect(surface, (120, 40, 40), card, border_radius=2)
            pygame.draw.rect(surface, (245, 225, 170), card, 1, border_radius=2)
            n = style.text(str(len(cards)), max(8, card.h - 4), (255, 245, 220), bold=True)
            surface.blit(n, n.get_rect(center=card.center))
        # unresolved adventures
        for key, slot in (view.get("unresolved_on_hex") or {}).items():
            q, r = (int(v) for v in key.split(","))
            sx, sy = cam.world_to_screen(*self.hex_centre((q, r)))
            box = pygame.Rect(0, 0, max(6, round(size * 0.42)), max(6, round(size * 0.42)))
            box.center = (round(sx - size * 0.4), round(sy - size * 0.35))
            pygame.draw.rect(surface, (245, 240, 225), box, border_radius=3)
            pygame.draw.rect(surface, (60, 40, 30), box, 1, border_radius=3)
            if box.h >= 10:
                n = style.text(str(slot), max(8, box.h - 3), (60, 40, 30), bold=True)
                surface.blit(n, n.get_rect(center=box.center))
        # gems (counters) as coloured dots
        for key, colours in (view.get("counters_on_hex") or {}).items():
            q, r = (int(v) for v in key.split(","))
            cx, cy = cam.world_to_screen(*self.hex_centre((q, r)))
            rad = max(3, round(size * 0.16))
            for i, colour in enumerate(colours):
                ox = (i - (len(colours) - 1) / 2) * rad * 2.2
                centre = (round(cx + ox), round(cy - size * 0.05))
                pygame.draw.circle(surface, (20, 20, 20), centre, rad + 1)
                pygame.draw.circle(surface, GEM_COLOUR.get(colour, (200, 200, 200)), centre, rad)
                pygame.draw.circle(surface, (255, 255, 255), (centre[0] - rad // 3, centre[1] - rad // 3), max(1, rad // 3))
        # heroes
        by_hex: dict[tuple[int, int], list[int]] = {}
        for p in view.get("players") or []:
            if p.get("position") is not None:
                by_hex.setdefault(tuple(p["position"]), []).append(p["seat"])
        active = view.get("active")
        for pos, seats in by_hex.items():
            cx, cy = cam.world_to_screen(*self.hex_centre(pos))
            rad = max(5, round(size * 0.3))
            for i, seat in enumerate(seats):
                ang = 2 * math.pi * i / len(seats)
                off = 0 if len(seats) == 1 else size * 0.32
                centre = (round(cx + off * math.cos(ang)), round(cy + size * 0.22 + off * math.sin(ang)))
                if seat == active:
                    pygame.draw.circle(surface, (255, 250, 210), centre, rad + max(2, rad // 4))
                pygame.draw.circle(surface, (15, 15, 15), centre, rad + 1)
                pygame.draw.circle(surface, SEAT_COLOUR[seat % len(SEAT_COLOUR)], centre, rad)
                if rad >= 7:
                    n = style.text(str(seat + 1), max(8, round(rad * 1.3)), (255, 255, 255), bold=True)
                    surface.blit(n, n.get_rect(center=centre))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        s = self.scale
        panel = self.panel
        pygame.draw.rect(surface, style.PANEL, panel)
        pygame.draw.line(surface, style.PANEL_EDGE, panel.topright, panel.bottomright, max(1, round(2 * s)))
        view = self.view if isinstance(self.view, dict) else {}
        x, y = panel.x + round(12 * s), panel.y + round(10 * s)
        width = panel.w - round(24 * s)
        lang = self.lang
        names = [seat.name for seat in self.config.seats]

        def line(text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> None:
            nonlocal y
            img = fitted(text, round(size * s), colour, width, bold=bold)
            surface.blit(img, (x, y))
            y += img.get_height() + round(3 * s)

        active = view.get("active", 0)
        round_word = "Runda" if lang == "pl" else "Round"
        line(f"{round_word} {view.get('round_no', 1)}", 18, style.ACCENT, bold=True)
        if self.decision is not None:
            actor = self.decision.actor if self.decision.actor is not None else active
            who = names[actor] if 0 <= actor < len(names) else f"P{actor + 1}"
            en, pl = PROMPTS.get(self.decision.prompt, (self.decision.prompt.replace("_", " "),) * 2)
            line(f"{who}:", 15, style.TEXT, bold=True)
            for part in style.wrap(pl if lang == "pl" else en, style.font(round(14 * s)), width)[:2]:
                line(part, 14, style.TEXT)
        dice = (view.get("dice") or []) if view.get("step") == "moving" else []
        if dice:
            spent = view.get("dice_spent") or [False] * len(dice)
            faces = content().faces
            bx = x
            box = round(34 * s)
            for i, face in enumerate(dice):
                r = pygame.Rect(bx, y, box * 2, box)
                used = i < len(spent) and spent[i]
                pygame.draw.rect(surface, (90, 85, 80) if used else (240, 232, 210), r, border_radius=4)
                letters = f"{i + 1}: " + "".join(sorted(faces.get(face, ())))
                img = fitted(letters, round(13 * s), (140, 135, 130) if used else (40, 30, 20), r.w - 4, bold=True)
                surface.blit(img, img.get_rect(center=r.center))
                bx += r.w + round(4 * s)
                if bx + r.w > panel.right - round(8 * s) and i + 1 < len(dice):
                    bx = x
                    y += box + round(4 * s)
            y += box + round(6 * s)
        combat = view.get("combat") or {}
        card = view.get("drawn") or combat.get("card")
        if card:
            line(card_name(card, lang), 15, style.ACCENT)
            foe = content().challenges.get(base_id(card))
            if foe is not None:
                words = PHASE_WORDS_PL if lang == "pl" else PHASE_WORDS
                wounds = combat.get("wounds", 0) if combat.get("card") == card else 0
                life = "życie" if lang == "pl" else "life"
                line(f"{life} {foe.life - wounds}/{foe.life}", 12, style.TEXT)
                parts = [f"{words[ph]} {'—' if v is None else f'{v[0]}/{v[1]}'}" for ph, v in zip(PHASES, foe.phases)]
                line(" · ".join(parts), 12, style.MUTED)
        for name, price in self._market_here(view):
            line(f"{name} · {price} {'zł' if lang == 'pl' else 'g'}", 13, style.ACCENT)
        for p in view.get("players") or []:
            seat = p["seat"]
            who = names[seat] if seat < len(names) else f"P{seat + 1}"
            hero = card_name(p["hero"], lang) if p.get("hero") else ""
            pygame.draw.circle(surface, SEAT_COLOUR[seat % len(SEAT_COLOUR)], (x + round(6 * s), y + round(9 * s)), round(6 * s))
            img = fitted(f"{who} {hero}".strip(), round(14 * s), style.TEXT, width - round(16 * s), bold=seat == active)
            surface.blit(img, (x + round(16 * s), y))
            y += img.get_height()
            gold = "złoto" if lang == "pl" else "gold"
            wounds = "rany" if lang == "pl" else "wounds"
            tired = "zmęczenie" if lang == "pl" else "exhaustion"
            line(f"   {p['gold']} {gold} · {p['wounds']} {wounds} · {p['exhaustion']} {tired} · {len(p['xp_tokens'])} XP",
                 12, style.MUTED)
        self.buttons_top = y + round(8 * s)
        for rect, label in self.buttons:
            pygame.draw.rect(surface, style.PANEL_LIGHT, rect, border_radius=round(6 * s))
            pygame.draw.rect(surface, style.PANEL_EDGE, rect, 1, border_radius=round(6 * s))
            img = fitted(label, round(14 * s), style.TEXT, rect.w - round(12 * s))
            surface.blit(img, img.get_rect(center=rect.center))

    # --- targets -----------------------------------------------------------------------------
    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        super().show(view, decision, viewer)
        self.buttons = []
        self.reach = self._reach(view)

    def _market_here(self, view: Any) -> list[tuple[str, int]]:
        """In the Market step: the cards laid out in the active hero's city, with their prices."""
        if not isinstance(view, dict) or view.get("step") != "market":
            return []
        players = view.get("players") or []
        active = view.get("active", 0)
        if not 0 <= active < len(players) or players[active].get("position") is None:
            return []
        c = content()
        city = c.city_at.get(Hex(*players[active]["position"]))
        cards = (view.get("market_stacks") or {}).get(city, []) if city else []
        return [(card_name(card, self.lang), c.price(card)) for card in cards[:6]]

    def _reach(self, view: Any) -> list[Hex]:
        """While a hero walks die by die: every hex the unspent dice can still end on (the plan's horizon)."""
        if not isinstance(view, dict) or view.get("step") != "moving":
            return []
        players = view.get("players") or []
        active = view.get("active", 0)
        if not 0 <= active < len(players) or players[active].get("position") is None:
            return []
        dice, spent = view.get("dice") or [], view.get("dice_spent") or []
        faces = [f for i, f in enumerate(dice) if not (i < len(spent) and spent[i])]
        start = tuple(players[active]["position"])
        try:
            moves = Moves(content(), start, faces, heavy_rains=view.get("event_slot") == "heavy_rains")
        except (KeyError, ValueError, IndexError):
            return []
        return [h for h in moves.ends() if (h.q, h.r) != start]

    def _panel_top(self) -> int:
        """Where the buttons start: below the panel's facts (estimated from what the panel lists)."""
        s = self.scale
        view = self.view if isinstance(self.view, dict) else {}
        top = 10 + 26 + 22 + 2 * 20
        dice = (view.get("dice") or []) if view.get("step") == "moving" else []
        if dice:
            per_row = max(1, (self.panel.w - round(24 * s)) // round(72 * s))
            top += 38 * math.ceil(len(dice) / per_row) + 6
        card = view.get("drawn") or (view.get("combat") or {}).get("card")
        if card:
            top += 22 + (36 if base_id(card) in content().challenges else 0)
        top += 38 * len(view.get("players") or []) + 20 * len(self._market_here(view))
        return self.panel.y + round((top + 10) * s)

    def targets(self, decision: Decision, player: int) -> list[Target]:
        own = [a for a in decision.legal if a.player == player]
        self.buttons = []
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
            out.append(Target(self.hex_shape(Hex(q, r)), tuple(acts), tip, key=("hex", q, r)))
        out += self._panel_targets(rest)
        return out

    def _move_tip(self, a: Action) -> str:
        lang = self.lang
        where = terrain_name(content().terrain.get(Hex(a["q"], a["r"]), "?"), lang)
        if a.kind == "step":
            return (f"Krok na sąsiednie pole ({where}), bez kości" if lang == "pl"
                    else f"Step to the adjacent hex ({where}), no die")
        die = int(a["die"])
        view = self.view if isinstance(self.view, dict) else {}
        dice = view.get("dice") or []
        face = dice[die] if die < len(dice) else "?"
        symbols = "/".join(terrain_name(t, lang) for t in sorted(content().faces.get(face, ())))
        return (f"Idź: {where}, zużywa kość {die + 1} ({symbols})" if lang == "pl"
                else f"Move to {where}, spending die {die + 1} ({symbols})")

    def _panel_targets(self, actions: list[Action]) -> list[Target]:
        if not actions:
            return []
        s = self.scale
        top = self._panel_top()
        h, gap = round(34 * s), round(6 * s)
        bottom = self.panel.bottom - round(10 * s)
        slots = max(1, (bottom - top + gap) // (h + gap))
        groups: dict[Hashable, list[Action]] = {}
        for a in actions:
            groups.setdefault(self._button_key(a), []).append(a)
        if len(groups) > slots:
            groups = {}
            for a in actions:
                groups.setdefault((a.kind,), []).append(a)
        items = list(groups.items())
        if len(items) > slots:
            keep = items[:slots - 1]
            more = [a for _, acts in items[slots - 1:] for a in acts]
            items = keep + [(("more",), more)]
        out: list[Target] = []
        x = self.panel.x + round(12 * s)
        w = self.panel.w - round(24 * s)
        camera = lambda: self.camera  # noqa: E731  (the camera object changes on layout)
        for i, (key, acts) in enumerate(items):
            rect = pygame.Rect(x, top + i * (h + gap), w, h)
            label = self._button_label(key, acts)
            self.buttons.append((rect, label))
            tip = "\n".join(self.action_label(a) for a in acts[:8]) + ("\n…" if len(acts) > 8 else "")
            out.append(Target(ScreenRect(rect.x, rect.y, rect.w, rect.h, camera), tuple(acts), tip, key=("panel", key)))
        return out

    def _button_key(self, a: Action) -> Hashable:
        if a.kind == "roll":
            return ("roll", a["dice"])
        return ("one", a)

    def _button_label(self, key: Any, acts: list[Action]) -> str:
        if len(acts) == 1:
            return self.action_label(acts[0])
        pl = self.lang == "pl"
        if key[0] == "more":
            return "Więcej…" if pl else "More…"
        if key[0] == "roll":
            return self._roll_words(int(key[1])) + " …"
        return self._kind(acts[0].kind) + " …"

    def _kind(self, kind: str) -> str:
        en, pl = KIND_LABEL.get(kind, (kind.replace("_", " ").capitalize(),) * 2)
        return pl if self.lang == "pl" else en

    def _roll_words(self, n: int) -> str:
        if self.lang == "pl":
            return f"Rzuć {n} {'kością' if n == 1 else 'kośćmi'}" if n else "Odpoczywaj (bez rzutu)"
        return f"Roll {n} {'die' if n == 1 else 'dice'}" if n else "Rest (no roll)"

    def action_label(self, action: Action) -> str:
        lang = self.lang
        if action.kind == "roll":
            text = self._roll_words(int(action["dice"]))
            rest = action.get("rest")
            if rest and any(rest):
                word = "odpoczynek" if lang == "pl" else "rest"
                text += f" ({word}: " + ", ".join(str(v) for v in rest) + ")"
            return text
        if action.kind in MOVE_KINDS and action.get("q") is not None:
            return self._move_tip(action)
        if action.kind == "assign" and all(action.get(p) is not None for p in PHASES):
            words = PHASE_WORDS_PL if lang == "pl" else PHASE_WORDS
            return " · ".join(f"{words.get(p, p)}: {self._fighter(str(action[p]), action.player, words)}" for p in PHASES)
        parts = []
        for k, v in action.args:
            if _is_card(v):
                value = card_name(v, lang)
            elif isinstance(v, (list, tuple)):
                value = ", ".join(card_name(x, lang) if _is_card(x) else str(x) for x in v)
            else:
                value = str(v).replace("_", " ")
            parts.append(value if len(action.args) == 1 else f"{k.replace('_', ' ')}: {value}")
        inner = ", ".join(parts)
        return f"{self._kind(action.kind)}: {inner}" if inner else self._kind(action.kind)

    def _fighter(self, who: str, player: int | None, words: dict[str, str]) -> str:
        """"hero", "defend" or "ally:<index>" (that ally's card name) in an assignment."""
        if who.startswith("ally:") and isinstance(self.view, dict) and player is not None:
            try:
                card = self.view["players"][player]["allies"][int(who[5:])]["card"]
                return card_name(card, self.lang)
            except (KeyError, IndexError, ValueError, TypeError):
                return who
        return words.get(who, who)

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        sx, sy = self.camera.world_to_screen(*pos)
        if self.panel.collidepoint(sx, sy):
            return None
        moving = self.decision is not None and any(a.kind in MOVE_KINDS for a in self.decision.legal)
        h = self.layout_px.pixel_to_hex(*pos)
        if moving and h in content().terrain:
            name = terrain_name(content().terrain[h], self.lang)
            return f"{name}: nie możesz tu teraz iść" if self.lang == "pl" else f"{name}: you cannot move here now"
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the panel's background are the panel's (no hex under it is taken); wheel over it does nothing."""
        from app.input.gesture import BOARD_CLICK
        if event.type == BOARD_CLICK and self.panel.collidepoint(event.pos):
            return not any(rect.collidepoint(event.pos) for rect, _ in self.buttons)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.panel.collidepoint(self.mouse)
        return False


def _is_card(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    c = content()
    base = base_id(value)
    return any(base in t for t in (c.items, c.allies, c.challenges, c.events, c.encounters))


def _pattern(surf: pygame.Surface, symbol: str, cx: float, cy: float, size: float, h: Hex,
             terrain: dict[Hex, str], centre_of: Any) -> None:
    """The terrain's pattern inside one hex (centre cx, cy; radius `size`), so terrains differ without colour."""
    w = max(1, round(size / 18))
    if symbol == "P":
        for dx, dy in ((-0.35, -0.2), (0.25, 0.1), (-0.1, 0.4), (0.4, -0.35)):
            x, y = cx + dx * size, cy + dy * size
            pygame.draw.line(surf, (110, 145, 70), (x, y), (x - size * 0.06, y - size * 0.14), w)
            pygame.draw.line(surf, (110, 145, 70), (x, y), (x + size * 0.06, y - size * 0.14), w)
    elif symbol == "R":
        links = [n for n in neighbours(h) if terrain.get(n) in ("R", "C")]
        for n in links:
            nx, ny = centre_of(n)
            pygame.draw.line(surf, (120, 90, 55), (cx, cy), ((cx + nx) / 2, (cy + ny) / 2), max(2, round(size / 7)))
        pygame.draw.circle(surf, (120, 90, 55), (cx, cy), max(2, round(size / 12)))
    elif symbol == "W":
        for row in (-0.3, 0.0, 0.3):
            pts = [(cx + t * size, cy + row * size + math.sin(t * 9) * size * 0.07) for t in
                   [i / 10 - 0.6 for i in range(13)]]
            pygame.draw.lines(surf, (190, 215, 245), False, pts, w)
    elif symbol == "S":
        for dx, dy in ((-0.4, -0.25), (0.0, -0.3), (0.35, -0.15), (-0.25, 0.15), (0.2, 0.25), (-0.05, 0.45)):
            x, y = cx + dx * size, cy + dy * size
            pygame.draw.line(surf, (60, 75, 50), (x - size * 0.12, y), (x + size * 0.12, y), w)
            pygame.draw.line(surf, (130, 150, 90), (x, y), (x, y - size * 0.12), w)
    elif symbol == "F":
        for dx, dy in ((-0.3, -0.15), (0.3, -0.2), (0.0, 0.25), (-0.35, 0.35), (0.35, 0.3)):
            x, y = cx + dx * size, cy + dy * size
            t = size * 0.16
            pygame.draw.polygon(surf, (25, 70, 35), [(x, y - 1.6 * t), (x - t, y + 0.4 * t), (x + t, y + 0.4 * t)])
    elif symbol == "H":
        for dx, dy in ((-0.25, -0.1), (0.25, 0.25)):
            r = pygame.Rect(0, 0, size * 0.6, size * 0.4)
            r.center = (round(cx + dx * size), round(cy + dy * size))
            pygame.draw.arc(surf, (120, 95, 50), r, 0, math.pi, max(1, round(size / 12)))
    elif symbol == "M":
        for dx, scale in ((-0.25, 0.9), (0.22, 1.1)):
            x, base = cx + dx * size, cy + size * 0.35
            t = size * 0.32 * scale
            peak = (x, base - 1.6 * t)
            pygame.draw.polygon(surf, (90, 85, 85), [peak, (x - t, base), (x + t, base)])
            pygame.draw.polygon(surf, (240, 240, 245), [peak, (x - t * 0.3, peak[1] + t * 0.48), (x + t * 0.3, peak[1] + t * 0.48)])
    elif symbol == "C":
        t = size * 0.5
        body = pygame.Rect(0, 0, t * 1.4, t * 0.8)
        body.center = (round(cx), round(cy - size * 0.05))
        pygame.draw.rect(surf, (110, 100, 90), body)
        for i in range(4):
            tooth = pygame.Rect(body.x + i * body.w / 3.5, body.y - t * 0.22, body.w / 7, t * 0.22)
            pygame.draw.rect(surf, (110, 100, 90), tooth)
        gate = pygame.Rect(0, 0, t * 0.3, t * 0.4)
        gate.midbottom = body.midbottom
        pygame.draw.rect(surf, (50, 40, 35), gate)
