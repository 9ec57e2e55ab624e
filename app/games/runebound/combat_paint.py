"""How the combat overlay looks: the challenge (or the other hero) large with its wounds and life, the
fighters' rows with their markers, the phase track lit while its roll plays, the phase cells, the roll
panel (tumbling d10s, the sum against the target, a green or red verdict), the round's log, the buttons,
and the show's beats: a drawn card flipping open, an event shown large, how the fight ended."""
from __future__ import annotations

import math
from typing import Any

import pygame

from app.games.runebound import cards
from app.games.runebound.combat_plan import (
    BAD_INK, Beat, CARD_BUTTON_KINDS, COL_W, CORNER, DEFEND, DEFEND_H, FLIP_S, GOOD_INK, HEADER_H, ITEM_GAP, ITEM_W, KEY,
    LABEL_W, MAX_LOG, NAME_LEAST, NAME_SIZE, NAME_SQUEEZE, ON, READABLE_PX, PANEL_RADIUS, Plan, PLAN_KINDS, ROLL_S, ROW_H, Scene, THUMB_W, TUMBLE_S, VEIL, ZERO_FACE,
)
from app.games.runebound.combat_rolls import Roll, Shown, challenge_numbers, player_state
from app.games.runebound.combat_text import has, say
from app.render import dice, fonts
from app.render.areas import fill
from app.render.glyphs import glyph
from app.render.palette import (
    CREAM, DANGER, GOLD, GOLD_LIGHT, HIGHLIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, PARCHMENT_EDGE, RGB,
    darken, lighten, mix,
)
from app.render.tween import DiceTumble
from engine.games.runebound.character import (
    ally_life, ally_stamina, hero_attack_damage, hero_life, hero_skill, hero_stamina, item_bonus,
)
from engine.games.runebound.content import PHASES, SKILLS, base_id, content
from engine.games.runebound.rolls import chance_to_reach, skill_bonus
from engine.games.runebound.state import GameState
from engine.kernel import Decision
from engine.kernel.canonical import JsonObject


class CombatPaint(Plan):
    """The drawing half of the overlay (CombatView adds its clicks, its words for actions and its show's beats)."""

    scene: Scene | None
    view: JsonObject | None
    decision: Decision | None
    viewer: int | None
    rolls: list[Roll]
    _still_drawing: bool
    shown_result: Shown | None
    _still_surface: pygame.Surface | None
    _still_key: tuple[Any, ...] | None
    _shift: tuple[int, int]
    _version: int
    lang: str                   # CombatView's: fixed, or the table's current language

    def _draw_scene(self, surface: pygame.Surface, scene: Scene, live: bool) -> None:
        self._panel(surface)
        if scene.mode == "test":
            self._draw_test(surface, scene)
        else:
            self._draw_fight(surface, scene)
        self._draw_places(surface, scene, live)

    def _veil(self, surface: pygame.Surface) -> None:
        """Darken the board around the panel (the panel itself is opaque; its rounded corners are veiled)."""
        panel, r = self.panel(), self.px(CORNER)
        for strip in (pygame.Rect(self.rect.x, self.rect.y, self.rect.w, panel.y - self.rect.y + r),
                      pygame.Rect(self.rect.x, panel.bottom - r, self.rect.w, self.rect.bottom - panel.bottom + r),
                      pygame.Rect(self.rect.x, panel.y + r, panel.x - self.rect.x + r, panel.h - 2 * r),
                      pygame.Rect(panel.right - r, panel.y + r, self.rect.right - panel.right + r, panel.h - 2 * r)):
            fill(surface, VEIL, strip.clip(self.rect), pygame.BLEND_RGB_MULT)

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
            self._still_drawing = True           # the still panel shows the show's end
            try:
                self._draw_scene(surf, scene, live)
            finally:
                self.ox, self.oy = ox, oy
                self._shift = (0, 0)
                self._still_drawing = False
            surf.set_colorkey(KEY, pygame.RLEACCEL)  # run-length coded once: each frame's blit ~3x cheaper
            self._still_surface, self._still_key = surf, key
        return self._still_surface

    @property
    def beats(self) -> list[Beat]:
        """The show's beats playing now (CombatView's)."""
        return []

    def _local(self, beat: Beat) -> float:
        return beat.local()

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

    # --- who is in the fight --------------------------------------------------------------------
    def _side(self, view: JsonObject, mode: str) -> JsonObject | None:
        players = view.get("players") or []
        seat = (view.get("pvp") or {}).get("hero_side") if mode == "pvp" else view.get("active", 0)
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None

    def _foe_seat(self, view: JsonObject) -> int | None:
        pvp = view.get("pvp") or {}
        if not pvp:
            return None
        return pvp["defender"] if pvp.get("hero_side") == pvp.get("attacker") else pvp["attacker"]

    def _fighters(self, view: JsonObject, mode: str) -> list[tuple[str, str, str]]:
        """(who in a plan, card, kind) for the hero and each ally on the Hero side."""
        p = self._side(view, mode)
        if p is None or not p.get("hero"):
            return []
        out = [("hero", p["hero"], "hero")]
        if mode != "test":
            out += [(f"ally{i}", a["card"], "ally") for i, a in enumerate(p.get("allies") or [])]
        return out

    def _valued(self, view: JsonObject, mode: str) -> list[bool]:
        """Which phases take place (a challenge's '—' takes none; heroes fight in all three)."""
        card = (view.get("combat") or {}).get("card")
        if mode == "combat" and card and base_id(card) in content().challenges:
            return [p is not None for p in content().challenges[base_id(card)].phases]
        return [True, True, True]

    def _items(self, view: JsonObject, mode: str) -> list[str]:
        p = self._side(view, mode)
        return [i["card"] for i in (p.get("items") or [])] if p is not None else []

    def _mode(self) -> str:
        return self.scene.mode if self.scene is not None else "combat"

    def card_name(self, card: str) -> str:
        c = content()
        base = base_id(card)
        for table in (c.heroes, c.items, c.allies, c.challenges, c.events, c.encounters):
            if base in table:
                return table[base].name.get(self.lang)
        if base == c.duellist.card:
            return c.duellist.name.get(self.lang)
        return card

    def who_name(self, who: str, view: JsonObject, mode: str) -> str:
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

    # --- drawing: the frame ------------------------------------------------------------------------
    def _panel(self, surface: pygame.Surface) -> None:
        panel = self.panel()
        pygame.draw.rect(surface, darken(PANEL, 0.15), panel, border_radius=self.px(PANEL_RADIUS))
        pygame.draw.rect(surface, PANEL_EDGE, panel, self.px(2), border_radius=self.px(PANEL_RADIUS))

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
        self._text(surface, title, 22, 14, self.width - 44, 24, GOLD_LIGHT, bold=True)
        self._text(surface, self._prompt(scene), 22, 48, self.width - 44, 16, CREAM)

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
        self._headers(surface, view, mode)
        valued = self._valued(view, mode)
        fighters = self._fighters(view, mode)
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

    def _draw_moving(self, surface: pygame.Surface, scene: Scene) -> None:
        """What changes while rolls play, over the still panel: the phase track, the roll panel, the log."""
        if scene.mode != "test":
            self._headers(surface, scene.view, scene.mode)
            self._log(surface, scene.view, scene.mode)
        self._roll_panel(surface, scene.view, scene.mode)

    def _headers(self, surface: pygame.Surface, view: JsonObject, mode: str) -> None:
        """The phase track, the phase of the roll on show (or of a roll waiting for a card) lit."""
        roll, t = self._current_roll()
        lit = roll.phase if roll is not None and t < ROLL_S and self.beats else None
        strike = view.get("strike") or {}
        if not self.beats and 0 <= int(strike.get("phase", -1)) < len(PHASES):
            lit = PHASES[int(strike["phase"])]
        valued = self._valued(view, mode)
        for i, phase in enumerate(PHASES):
            self._header(surface, view, mode, i, valued[i], lit == phase)

    def _draw_foe(self, surface: pygame.Surface, view: JsonObject, mode: str) -> None:
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
        self._tokens(surface, rect, wounds, tired, self.px(30), across=0.7, down=0.42)
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
                across: float = 0.0, down: float = 0.32) -> None:
        """Wound and exhaustion markers on a card: a disc each with the count, by its right edge (or `across`
        its width, clear of a large card's reward coin), `down` its width from the top."""
        x = card.x + round(card.w * across) if across else card.right - size // 2 - self.px(4)
        y = card.y + round(card.w * down)
        for count, colour, name in ((wounds, cards.WOUND, "drop"), (tired, cards.TIRED, "moon")):
            if count <= 0:
                continue
            pygame.draw.circle(surface, darken(colour, 0.5), (x, y), size // 2 + 1)
            pygame.draw.circle(surface, colour, (x, y), size // 2 - 1)
            num = fonts.text_shadowed(str(count), max(8, round(size * 0.55)), CREAM, offset=1, bold=True)
            surface.blit(num, num.get_rect(center=(x, y)))
            y += size + self.px(4)

    def _header(self, surface: pygame.Surface, view: JsonObject, mode: str, i: int, valued: bool,
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

    def _phase_lines(self, view: JsonObject, mode: str, i: int) -> list[str]:
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
        numbers = challenge_numbers((view.get("combat") or {}).get("card"), i, view.get("event_slot"))
        if numbers is None:
            return []
        return [say("target", lang, n=numbers[0]), say("damage", lang, n=numbers[1])]

    def _fighter_row(self, surface: pygame.Surface, view: JsonObject, mode: str, row: int, who: str, card: str,
                     kind: str) -> None:
        """A fighter's card with its markers, its name, life and exhaustion."""
        y = self.row_y(row)
        thumb = self.R(self.grid_x(), y + (ROW_H - THUMB_W * 1.4) / 2, THUMB_W, THUMB_W * 1.4)
        p = self._side(view, mode) or {}
        allies = p.get("allies") or []
        used = bool(p.get("hero_face_down")) if who == "hero" else \
            bool(allies[int(who[4:])].get("face_down")) if who[4:].isdigit() and int(who[4:]) < len(allies) else False
        surface.blit(cards.picture(card, thumb.w, self.lang, kind, used=used), thumb)
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
        below, step = self._fighter_name(surface, self.card_name(card), x, y, w)
        self._text(surface, say("life", self.lang, left=max(0, life - wounds), full=life), x, below, w, 13,
                   lighten(DANGER, 0.35))
        tired_ink = lighten(cards.TIRED, 0.45)
        self._text(surface, say("tired", self.lang, n=tired, full=stamina), x, below + step, w, 13, tired_ink)

    def _fighter_name(self, surface: pygame.Surface, name: str, x: float, y: float, w: float) -> tuple[float, float]:
        """A fighter's name kept readable: shrunk a little, else wrapped onto two lines (each narrowed a little at
        most), cut with "…" only past that (a long Polish name used to shrink to a tiny font); returns the unit y
        where the lines under it start and their spacing (closer under two lines, clear of a button on the card)."""
        width, least = self.px(w), max(READABLE_PX, self.px(NAME_LEAST))
        size = max(least, self.px(NAME_SIZE))
        while size > least and fonts.font(size, True).size(name)[0] > width:
            size -= 1
        if fonts.font(size, True).size(name)[0] <= width:
            surface.blit(fonts.fitted(name, width, size, size, CREAM, bold=True), (self.X(x), self.Y(y + 4)))
            return y + 26, 18
        f = fonts.font(least, True)
        lines = fonts.wrap(name, f, int(width / NAME_SQUEEZE))
        shown = lines[:1] + [fonts.elide(" ".join(lines[1:]), f, width)] if len(lines) > 2 else lines
        top = self.Y(y + 1)
        for line in shown:
            img = fonts.fitted(line, width, least, least, CREAM, bold=True, squeeze=NAME_SQUEEZE)
            surface.blit(img, (self.X(x), top))
            top += f.get_height()
        return (top - self.oy) / self.u + 1, 16

    def _cell(self, surface: pygame.Surface, view: JsonObject, mode: str, row: int, who: str, i: int,
              valued: bool, planned: bool, fighters: list[tuple[str, str, str]]) -> None:
        """One phase x fighter square: what attacking (or defending) there rolls; lit when it is the plan."""
        rect = self._cell_rect(i, row, fighters)
        if not valued:
            pygame.draw.rect(surface, darken(PANEL, 0.3), rect, border_radius=self.px(8))
            return
        key = ("pvp_plan" if mode == "pvp" else "assign", PHASES[i], who)
        scene = self.scene
        legal = scene is not None and self._mine(scene) and any(p.key == key for p in scene.places)
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
            odds = self._odds(view, mode, i, skill)
            hit = say("damage", self.lang, n=dmg) + ("" if odds is None else " · " + say("odds", self.lang, n=odds))
            for k, line in enumerate((f"{say(f'skill.{SKILLS[i]}', self.lang)} +{skill}", hit)):
                t = fonts.fitted(line, rect.w - self.px(14), self.px(13), self.px(9), ink)
                surface.blit(t, t.get_rect(midleft=(rect.x + self.px(10), rect.y + self.px(46 + 20 * k))))

    def _odds(self, view: JsonObject, mode: str, i: int, skill: int) -> int | None:
        """The chance in percent that an attack in phase `i` hits the challenge's printed target (the engine's odds);
        None where the target is rolled (a fight between heroes) or the challenge has no such phase."""
        card = (view.get("combat") or {}).get("card")
        foe = content().challenges.get(base_id(str(card))) if mode != "pvp" and card else None
        phase = foe.phases[i] if foe is not None else None
        if phase is None:
            return None
        return round(100 * chance_to_reach(phase[0], skill))

    def _attack_numbers(self, view: JsonObject, mode: str, who: str, i: int) -> tuple[int, int]:
        p = self._side(view, mode) or {}
        c = content()
        if who == "hero":
            ps = player_state(p)
            dmg = hero_attack_damage(ps, c, i)
            return hero_skill(ps, c, SKILLS[i]) + item_bonus(ps, c, "attack", PHASES[i]), dmg
        allies = p.get("allies") or []
        k = int(who[4:])
        if k >= len(allies):
            return 0, 0
        stats = c.ally(allies[k]["card"]).stats
        return stats.skills[i], stats.damage[i]

    def _items_shown(self, view: JsonObject, mode: str) -> list[str]:
        """The hero's items that fit the strip left of the roll panel (the rest are used from the bar)."""
        room = int((self.side_x() - 10 - self.grid_x() + ITEM_GAP) // (ITEM_W + ITEM_GAP))
        return self._items(view, mode)[:max(0, room)]

    def _draw_items(self, surface: pygame.Surface, view: JsonObject, mode: str) -> None:
        """The hero's items, washed out when turned face down this turn."""
        down = {i["card"] for i in (self._side(view, mode) or {}).get("items") or [] if i.get("face_down")}
        for i, card in enumerate(self._items_shown(view, mode)):
            rect = self._item_rect(i)
            surface.blit(cards.picture(card, rect.w, self.lang, "item", used=card in down), rect)

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
            heading = say("card.test", self.lang, skill=skill, n=enc.test.target)
            self._text(surface, heading, x, 92, self.side_w + 60, 26,
                       GOLD_LIGHT, bold=True)
            self._text(surface, say("test_formula", self.lang, bonus=bonus, target=enc.test.target), x, 128,
                       self.side_w + 60, 22, CREAM, bold=True)
        self._draw_items(surface, view, "test")
        self._roll_panel(surface, view, "test")

    # --- drawing: rolls ----------------------------------------------------------------------------
    def _roll_panel(self, surface: pygame.Surface, view: JsonObject, mode: str) -> None:
        """The roll on show: what it is, the two d10s (tumbling, then still), the sum against the target and
        a verdict in green or red."""
        box = self.R(self.side_x(), 78, self.side_w, 250)
        pygame.draw.rect(surface, PANEL_LIGHT, box, border_radius=self.px(10))
        pygame.draw.rect(surface, PANEL_EDGE, box, self.px(1), border_radius=self.px(10))
        roll, t = self._current_roll()
        x = self.side_x()
        strike = (self.view or {}).get("strike") if not self.beats else None
        if strike and strike.get("stage") in ("pre_roll", "pre_target"):
            self._pending(surface, strike, view, mode)
            return
        if roll is None:
            mid = x + self.side_w / 2
            self._text(surface, say("roll.hint", self.lang), mid, 190, self.side_w - 20, 22, PARCHMENT_EDGE,
                       bold=True, anchor="center")
            return
        self._text(surface, self.roll_title(roll, view, mode), x + 12, 88, self.side_w - 24, 16, CREAM, bold=True)
        size = self.px(70)
        for k, value in enumerate(roll.dice):
            centre = (self.X(x + self.side_w / 2 + (k - 0.5) * 86), self.Y(160))
            face = value or ZERO_FACE
            if t < TUMBLE_S:
                spot = pygame.Rect(0, 0, size, size)
                spot.center = centre
                anim = DiceTumble(TUMBLE_S, to="die", where=lambda key: spot, value=face, seed=k * 3,
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
        self._text(surface, total, x + self.side_w / 2, 226, self.side_w - 24, 22, CREAM, bold=True, anchor="center")
        if roll.target is not None:
            needs = say("roll.needs", self.lang, n=roll.target)
            self._text(surface, needs, x + self.side_w / 2, 254, self.side_w - 24, 16,
                       PARCHMENT_EDGE, anchor="center")
        verdict = self.verdict(roll)
        colour = GOLD_LIGHT if roll.good is None else GOOD_INK if roll.good else BAD_INK
        self._text(surface, verdict, x + self.side_w / 2, 294, self.side_w - 24, 28, colour, bold=True, anchor="center")

    def _pending(self, surface: pygame.Surface, strike: JsonObject, view: JsonObject, mode: str) -> None:
        """A roll about to be made (a card may still be played before it): what it is and what it needs."""
        x = self.side_x()
        phase = PHASES[strike["phase"]] if 0 <= int(strike.get("phase", -1)) < len(PHASES) else None
        actor = str(strike.get("actor", "hero"))
        kind = {"hero": "attack", "defend": "defend", "ally": "ally", "test": "test"}.get(actor, "other")
        if strike.get("before"):
            kind = "bolt"
        who = f"seat{strike['seat']}" if mode == "pvp" else (strike.get("ally") or "hero")
        pending = Roll(kind, phase, strike.get("skill") or None, who, ())
        self._text(surface, self.roll_title(pending, view, mode), x + 12, 88, self.side_w - 24, 16, CREAM, bold=True)
        size = self.px(70)
        for k in range(2):
            img = dice.d10(ZERO_FACE, size, state="dimmed")
            dice.blit_die(surface, img, (self.X(x + self.side_w / 2 + (k - 0.5) * 86), self.Y(160)))
        if strike.get("bonus"):
            bonus = f"+{strike['bonus']}"
            self._text(surface, bonus, x + self.side_w / 2, 226, self.side_w - 24, 22, GOLD_LIGHT, bold=True,
                       anchor="center")
        if strike.get("target"):
            needs = say("roll.needs", self.lang, n=strike["target"])
            self._text(surface, needs, x + self.side_w / 2, 254, self.side_w - 24,
                       18, CREAM, anchor="center")

    def roll_title(self, roll: Roll, view: JsonObject, mode: str) -> str:
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
        if roll.verdict == "miss" and roll.amount:   # a missed attack takes the phase's damage (spec §7.2): say so
            return say("roll.miss_hurt", self.lang, count=roll.amount)
        return say(f"roll.{roll.verdict}", self.lang) if roll.verdict else ""

    def _log(self, surface: pygame.Surface, view: JsonObject, mode: str) -> None:
        """This round's rolls so far, the latest at the foot (each wrapped, never shrunk), green for the
        fighters' successes and red for their failures."""
        box = self.R(self.side_x(), 338, self.side_w, 196)
        pygame.draw.rect(surface, darken(PANEL_LIGHT, 0.2), box, border_radius=self.px(10))
        inner = box.inflate(-self.px(24), -self.px(16))
        blocks: list[pygame.Surface] = []
        for roll in self._rolls_shown()[-MAX_LOG:]:
            if roll.kind == "target":
                continue
            line = say("roll.line", self.lang, title=self.roll_title(roll, view, mode), verdict=self.verdict(roll))
            colour = CREAM if roll.good is None else lighten(GOOD_INK, 0.2) if roll.good else lighten(BAD_INK, 0.25)
            blocks.append(fonts.text_block(line, max(9, self.px(14)), inner.w, colour))
        gap = self.px(4)
        shown: list[pygame.Surface] = []
        room = inner.h
        for block in reversed(blocks):
            if block.get_height() > room:
                break
            shown.insert(0, block)
            room -= block.get_height() + gap
        y = inner.y
        for block in shown:
            surface.blit(block, (inner.x, y))
            y += block.get_height() + gap

    # --- drawing: places and beats ------------------------------------------------------------------
    def _draw_places(self, surface: pygame.Surface, scene: Scene, live: bool) -> None:
        """The buttons on cards (cells draw themselves; the host's shared bar draws the rest); greyed when it is
        not this viewer's choice."""
        mine = live and self._mine(scene)
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

    def _mine(self, scene: Scene) -> bool:
        """Whether the player at the mouse decides now (else the buttons and cells are shown greyed)."""
        d = scene.decision
        return d is not None and (self.viewer is None or d.actor == self.viewer)

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
        share = min(1.0, t / beat.length)
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
        ink = GOLD_LIGHT if good else CREAM
        img = fonts.fitted(head, box.w - self.px(30), self.px(34), self.px(16), ink, bold=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + self.px(16))))
        if details:
            coin = glyph("coin", self.px(26), GOLD)
            line = fonts.fitted("  ·  ".join(details), box.w - self.px(70), self.px(20), self.px(11), CREAM, bold=True)
            row = pygame.Rect(0, 0, coin.get_width() + self.px(8) + line.get_width(), max(coin.get_height(),
                                                                                       line.get_height()))
            row.midtop = (box.centerx, box.y + self.px(72))
            surface.blit(coin, coin.get_rect(midleft=row.midleft))
            surface.blit(line, line.get_rect(midright=row.midright))
