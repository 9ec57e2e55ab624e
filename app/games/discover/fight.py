"""A fight as an overlay over the Island (issue 24 item 3): the enemy card (its name, defence, attack, health and
words), who fights and who supports with which card, the grey and red dice with their modifiers against the enemy's
defence and attack (a duel's: against 10), and, in the overlay's own action bar, the moves of the fight in words:
support cards, spending resources or items on the dice, the fighter's ability, fleeing by direction, leaving the
dice. Everything is read from the view's `combat` or `duel`; the result is the engine's own rule of the roll's
total against the number printed, shown as the engine applies it."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.render import dice, fonts
from app.render.areas import bar_inside, centred
from app.render.palette import CREAM, DANGER, GOLD_LIGHT, INK, PANEL, PANEL_EDGE, DieColour, hex_rgb
from engine.games.discover.content import content
from engine.kernel.canonical import JsonObject

from .text import say

# The prompts of a fight: the overlay is up while one of them is asked with a fight or a duel in the view.
FIGHT_PROMPTS = frozenset({"discover.prompt.support", "discover.prompt.modify", "discover.prompt.share",
                           "discover.prompt.take_resource"})
GREY = DieColour("grey", hex_rgb("#9a9a9a"), INK, hex_rgb("#5a5a5a"), "", "grey", "szara")
RED = DieColour("red", hex_rgb("#c8443a"), CREAM, hex_rgb("#7a231c"), "", "red", "czerwona")
DUEL_TARGET = 10            # a duel's hit: a final 10 or more (spec §18.3)
WIDTH, HEIGHT = 0.62, 0.8   # of the map area
TITLE_PX, LINE_PX, DIE_PX = 22, 15, 54
BAR_ROWS = 4                # the overlay's action bar: room for this many buttons, at 1280x720
BUTTON_PX = 34


def fighting(view: JsonObject) -> JsonObject | None:
    """The view's fight or duel in progress."""
    fight = view.get("combat") or view.get("duel")
    return fight if isinstance(fight, dict) else None


class FightPanel:
    """Paints a fight or a duel in a panel over the map and says where its buttons go."""

    def __init__(self, area: Callable[[], pygame.Rect], scale: Callable[[], float], view: Callable[[], JsonObject],
                 names: Callable[[], list[str]], lang: Callable[[], str], prompt: Callable[[], str | None]) -> None:
        self._area, self._scale, self._view, self._names, self._lang, self._prompt = area, scale, view, names, lang, prompt

    def rect(self) -> pygame.Rect:
        return centred(self._area(), WIDTH, HEIGHT)

    def bar_area(self) -> pygame.Rect:
        return bar_inside(self.rect(), BAR_ROWS, BUTTON_PX, self._scale())

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """The panel's words above the dice (text, size at 720 lines, colour)."""
        view, lang, names = self._view(), self._lang(), self._names()
        fight = fighting(view) or {}

        def seat(i: Any) -> str:
            return names[i] if isinstance(i, int) and 0 <= i < len(names) else "—"

        out: list[tuple[str, int, tuple[int, int, int]]] = []
        if "attacker" in fight:
            out.append((say("fight.duel", lang, attacker=seat(fight.get("attacker")), defender=seat(fight.get("defender"))),
                        TITLE_PX, GOLD_LIGHT))
        else:
            enemy = self.enemy(fight)
            name = enemy.name.get(lang) if enemy is not None else "—"
            out.append((say("fight.title", lang, enemy=name, who=seat(fight.get("fighter"))), TITLE_PX, GOLD_LIGHT))
            if enemy is not None:
                attack = "—" if enemy.attack is None else enemy.attack
                out.append((say("fight.enemy", lang, defence=enemy.defense, attack=attack, health=enemy.health),
                            LINE_PX, CREAM))
                if enemy.text is not None:
                    out.append((enemy.text.get(lang), LINE_PX - 2, CREAM))
        support = content().support
        for who, card in sorted((fight.get("played") or {}).items()):
            words = support[card].name.get(lang) if card in support else say("fight.no_support", lang)
            out.append((say("fight.supports", lang, who=seat(int(who)), card=words), LINE_PX, CREAM))
        prompt = self._prompt()
        if prompt:
            out.append((prompt, LINE_PX, GOLD_LIGHT))
        return out

    @staticmethod
    def enemy(fight: JsonObject) -> Any:
        c = content()
        number = fight.get("number")
        if not isinstance(number, int):
            return None
        if fight.get("deck") == "search" and number in c.search:
            return c.search[number].enemy
        return c.enemies.get(number)

    def dice_words(self) -> list[tuple[str, int, int, str, bool]]:
        """Each die rolled: (colour, face, modifier, against what, whether it succeeds)."""
        fight = fighting(self._view()) or {}
        lang = self._lang()
        duel = "attacker" in fight
        if not duel and not fight.get("rolled"):
            return []
        enemy = None if duel else self.enemy(fight)
        out = []
        for colour in ("grey", "red"):
            face, mod = int(fight.get(colour) or 0), int(fight.get(f"{colour}_mod") or 0)
            if duel:
                target, what = DUEL_TARGET, say("fight.vs_duel", lang, n=DUEL_TARGET)
            elif colour == "grey":
                target = enemy.defense if enemy is not None else 0
                what = say("fight.vs_defence", lang, n=target)
            else:
                target = enemy.attack if enemy is not None and enemy.attack is not None else 0
                what = say("fight.vs_attack", lang, n=target) if target else say("fight.no_attack", lang)
            out.append((colour, face, mod, what, bool(target) and face + mod >= target))
        return out

    def draw(self, surface: pygame.Surface, now: float) -> None:
        s = self._scale()
        r = self.rect()
        lang = self._lang()
        shade = pygame.Surface(self._area().size, pygame.SRCALPHA)
        shade.fill((10, 8, 6, 110))
        surface.blit(shade, self._area().topleft)
        pygame.draw.rect(surface, PANEL, r, border_radius=round(10 * s))
        pygame.draw.rect(surface, PANEL_EDGE, r, max(1, round(3 * s)), border_radius=round(10 * s))
        pad = round(14 * s)
        width = r.w - 2 * pad
        y = r.y + pad
        for words, size, colour in self.lines():
            block = fonts.text_block(words, round(size * s), width, colour)
            surface.blit(block, (r.x + pad, y))
            y += block.get_height() + round(4 * s)
        die_px = round(DIE_PX * s)
        y += round(6 * s)
        for die, face, mod, what, success in self.dice_words():
            face_img = dice.d10(face, die_px, colour=GREY if die == "grey" else RED)
            surface.blit(face_img, (r.x + pad, y))
            total = face + mod
            key = "fight.hit" if die == "grey" else "fight.hurt"
            result = say(key if success else f"{key}_not", lang)   # where the dice stand now; the engine deals the damage
            words = say("fight.die", lang, face=face, mod=f"{mod:+d}", total=total, against=what, result=result)
            img = fonts.fitted(words, width - die_px - pad, round(LINE_PX * s), 9, DANGER if die == "red" and success else CREAM)
            surface.blit(img, img.get_rect(midleft=(r.x + pad + die_px + pad, y + die_px // 2)))
            y += die_px + round(6 * s)
