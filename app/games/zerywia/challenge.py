"""A challenge or an attribute Test as an overlay over the map (issue 26, item 4): who faces what, the difficulty
symbols, the attribute dice in their attribute's colour and the Nica dice, each showing its rolled face by symbol
(hit, critical, blank; damage, Taint), and, in the overlay's own action bar, the moves of the challenge in words.
Everything is read from the view's `challenge` or `test`; the engine decides every result."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.render import dice, fonts
from app.render.areas import bar_inside, centred
from app.render.palette import CREAM, GOLD_LIGHT, INK, PANEL, PANEL_EDGE, DieColour, hex_rgb
from engine.games.zerywia.content import content
from engine.kernel.canonical import JsonObject

from .panel import ATTR_LOOK
from .text import say
from .words import name_of

# The questions asked while a challenge or a Test is under way: the overlay stays up for each of them.
PROMPTS = frozenset({"zerywia.prompt.ch_buy", "zerywia.prompt.ch_det", "zerywia.prompt.ch_alloc", "zerywia.prompt.group_loss",
                     "zerywia.prompt.group_split", "zerywia.prompt.test"})
WIDTH, HEIGHT = 0.6, 0.78      # of the map area
TITLE_PX, LINE_PX, DIE_PX = 20, 15, 50
BAR_ROWS = 4                   # the overlay's action bar: room for this many buttons, at 1280x720
BUTTON_PX = 34
# A die face by symbol, told apart without colour.
FACE_GLYPH: dict[str, str] = {"hit": "sword", "crit": "star", "blank": "", "damage": "skull", "taint": "drop",
                              "": "question"}
NICA = DieColour("nica", hex_rgb("#2b2330"), CREAM, hex_rgb("#120f16"), "", "Nica", "Nica")


def attr_die(attr: str) -> DieColour:
    body = hex_rgb(ATTR_LOOK.get(attr, "#9a9a9a"))
    return DieColour(f"attr-{attr}", body, CREAM, INK, "", attr, attr)


def facing(view: JsonObject) -> JsonObject | None:
    """The view's challenge or test under way."""
    found = view.get("challenge") or view.get("test")
    return found if isinstance(found, dict) else None


class ChallengePanel:
    """Paints a challenge or a test in a panel over the map and says where its buttons go."""

    def __init__(self, area: Callable[[], pygame.Rect], scale: Callable[[], float], view: Callable[[], JsonObject],
                 hero: Callable[[int], str], lang: Callable[[], str]) -> None:
        self._area, self._scale, self._view, self._hero, self._lang = area, scale, view, hero, lang

    def rect(self) -> pygame.Rect:
        return centred(self._area(), WIDTH, HEIGHT)

    def bar_area(self) -> pygame.Rect:
        return bar_inside(self.rect(), BAR_ROWS, BUTTON_PX, self._scale())

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        view, lang = self._view(), self._lang()
        f = facing(view) or {}
        who = self._hero(int(f.get("seat") or 0))
        out: list[tuple[str, int, tuple[int, int, int]]] = []
        if "needed" in f:
            out.append((say("test.title", lang, attr=name_of(f.get("attr"), lang), who=who, needed=f.get("needed")),
                        TITLE_PX, GOLD_LIGHT))
            hits = sum(1 for d in f.get("dice") or [] if d in ("hit", "crit"))
            out.append((say("test.hits", lang, hits=hits), LINE_PX, CREAM))
        else:
            enemy = content().enemies.get(str(f.get("challenge")))
            out.append((say("challenge.title", lang, who=who, enemy=enemy.name.get(lang) if enemy else "—"),
                        TITLE_PX, GOLD_LIGHT))
            symbols = ", ".join(name_of(x, lang) for x in f.get("symbols") or [])
            shields = [name_of(x, lang) for x in f.get("enemy_shields") or []]
            needed = len(f.get("symbols") or []) + len(shields)
            out.append((say("challenge.symbols", lang, symbols=symbols or "—", count=needed), LINE_PX, CREAM))
            if shields:
                out.append((say("challenge.shields", lang, shields=", ".join(shields)), LINE_PX, CREAM))
            if not f.get("rolled"):
                out.append((say("challenge.not_rolled", lang), LINE_PX, CREAM))
        return out

    def dice_rows(self) -> list[list[tuple[str, DieColour]]]:
        """The attribute dice (face, colour) and the Nica dice, one row each."""
        f = facing(self._view()) or {}
        kinds = f.get("kinds") or []
        default = str(f.get("attr") or "")
        attr = [(str(face), attr_die(str(kinds[i]) if i < len(kinds) else default))
                for i, face in enumerate(f.get("dice") or [])]
        nica = [(str(face), NICA) for face in f.get("nica") or []]
        return [row for row in (attr, nica) if row]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        s = self._scale()
        r = self.rect()
        pygame.draw.rect(surface, PANEL, r, border_radius=round(10 * s))
        pygame.draw.rect(surface, PANEL_EDGE, r, max(1, round(2 * s)), border_radius=round(10 * s))
        pad = round(14 * s)
        y = r.y + pad
        for words, size, colour in self.lines():
            img = fonts.fitted(words, r.w - 2 * pad, round(size * s), 9, colour, bold=size == TITLE_PX)
            surface.blit(img, (r.x + pad, y))
            y += img.get_height() + round(4 * s)
        size = round(DIE_PX * s)
        for row in self.dice_rows():
            y += round(6 * s)
            gap = round(8 * s)
            x = r.centerx - (len(row) * (size + gap) - gap) // 2
            for face, body in row:
                die = dice.custom_die(FACE_GLYPH.get(face, "question"), size, colour=body)
                dice.blit_die(surface, die, (x + size / 2, y + size / 2))
                x += size + gap
            y += size


def live_for(prompt: Any, view: JsonObject) -> bool:
    """A challenge or a test is on and its question is asked."""
    return prompt in PROMPTS and facing(view) is not None
