"""A challenge or an attribute Test as an overlay over the map (issue 26, item 4): who faces what, the difficulty
symbols, every hero taking part (a group challenge's whole party, each lit while it decides, marked once it has
passed), the attribute dice in their attribute's colour and the Nica dice, each showing its rolled face by symbol
(hit, critical, blank; damage, Taint) over its owner's colour, the cards whose abilities work at this timing
(Initiation, Determination, Resolution, a Test) and, in the overlay's own action bar, the other moves in words.

A card's move is clicked on that card; a group's move that names a hero (who bears a loss, who gets a Trophy) is
clicked on that hero. Everything is read from the view's `challenge` or `test`; the engine decides every result."""
from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from app import i18n
from app.board.overlays import Fight, OverlayStack
from app.input.shapes import ScreenRect
from app.render.camera import Camera
from app.input.targets import Target
from engine.kernel import Action, Decision

from app.render import dice, fit, fonts
from app.render.areas import bar_inside, centred
from app.render.palette import CREAM, GOLD_LIGHT, HIGHLIGHT, INK, PANEL, PANEL_EDGE, PANEL_LIGHT, DieColour, hex_rgb
from engine.games.zerywia.challenges import FX_LOSS, PAY_LOSS
from engine.games.zerywia.content import content
from engine.games.zerywia.effects import printed
from engine.kernel.canonical import JsonObject

from .abilities import ability_words, card_words, enemy_words
from .forecast import forecast_lines
from .herocard import MUTED, granted_by
from .panel import ATTR_LOOK, card_button, hero_rgb
from .text import say
from .words import name_of

# The questions asked while a challenge or a Test is under way: the overlay stays up for each of them.
PROMPTS = frozenset({"zerywia.prompt.ch_buy", "zerywia.prompt.ch_det", "zerywia.prompt.ch_alloc", "zerywia.prompt.group_loss",
                     "zerywia.prompt.group_split", "zerywia.prompt.test"})
WIDTH, HEIGHT = 0.9, 0.92      # of the map area
TITLE_PX, LINE_PX, DIE_PX = 20, 15, 44
CHIP_PX, TILE_PX = 40, 42      # a party hero's chip, an ability card's tile (its name, what it does), at 1280x720
TIMING = {"zerywia.prompt.ch_buy": "init", "zerywia.prompt.ch_det": "det", "zerywia.prompt.ch_alloc": "res",
          "zerywia.prompt.test": "test"}
SEAT_KINDS = frozenset({"bear_loss", "group_split"})   # a group's moves that name the hero they fall to
LOSS_PROMPT, SPLIT_PROMPT = "zerywia.prompt.group_loss", "zerywia.prompt.group_split"
GROUP_PROMPTS = frozenset({LOSS_PROMPT, SPLIT_PROMPT})   # asked once a group challenge is over: who bears, who gains
BAR_ROWS = 4                   # the overlay's action bar: room for this many buttons, at 1280x720
BUTTON_PX = 34
# A die face by symbol, told apart without colour.
FACE_GLYPH: dict[str, str] = {"hit": "sword", "crit": "star", "blank": "", "damage": "skull", "taint": "drop",
                              "": "question"}
CORNER_PX = 10                 # the panel's rounded corners, at 1280x720
KEY = (255, 0, 255)            # the kept picture's see-through corners: no colour the panel paints
NICA = DieColour("nica", hex_rgb("#2b2330"), CREAM, hex_rgb("#120f16"), "", "Nica", "Nica")


def foe(challenge: Any, lang: str) -> str:
    """What a challenge is fought against, by name: an enemy, a Herald attack, or the exploration card whose own
    challenge it is (not an enemy: it read 'Weda against —')."""
    c = content()
    key = str(challenge)
    found = c.enemies.get(key) or c.herald.attacks.get(key)
    if found is not None:
        return found.name.get(lang)
    return name_of(key, lang) if key in c.exploration else "—"


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
                 hero: Callable[[int], str], lang: Callable[[], str],
                 label: Callable[[Action], str] = str, decision: Callable[[], Decision | None] = lambda: None,
                 camera: Callable[[], Camera] = lambda: Camera.fixed((0, 0, 0, 0)),
                 version: Callable[[], Hashable] = lambda: None) -> None:
        self._area, self._scale, self._view, self._hero, self._lang = area, scale, view, hero, lang
        self._label, self._decision, self._camera, self._version = label, decision, camera, version
        self._shift = (0, 0)           # while the kept picture is painted: the panel's corner at (0, 0)
        self._picture: tuple[Hashable, pygame.Surface] | None = None

    def px(self, value: float) -> int:
        return round(value * self._scale())

    # --- who takes part and what their cards may do now ---------------------------------------------
    def party(self) -> list[int]:
        """The heroes facing it: a group challenge's party (once it is over, the heroes a loss or a Trophy may go
        to), else the one hero."""
        f = facing(self._view()) or {}
        party = [int(x) for x in f.get("party") or []]
        d = self._decision()
        if not party and d is not None:
            party = sorted({int(a["to"]) for a in d.legal if a.kind in SEAT_KINDS and isinstance(a.get("to"), int)})
        return party or [int(f.get("seat") or 0)]

    def _hero_view(self, seat: int | None) -> JsonObject:
        heroes = self._view().get("heroes") or []
        return heroes[seat] if isinstance(seat, int) and 0 <= seat < len(heroes) else {}

    def split(self, actions: list[Action]) -> tuple[dict[tuple[int, str], list[Action]], dict[int, list[Action]],
                                                     list[Action]]:
        """The moves made on a card (by its owner and card), on a hero of the party (the hero it names), and the
        rest (the action bar's)."""
        party = self.party()
        cards: dict[tuple[int, str], list[Action]] = {}
        heroes: dict[int, list[Action]] = {}
        rest = []
        for a in actions:
            card = granted_by(a, self._hero_view(a.player)) if a.player is not None else None
            to = a.get("to")
            if card is not None and a.player is not None:
                cards.setdefault((a.player, card), []).append(a)
            elif a.kind in SEAT_KINDS and isinstance(to, int) and to in party:
                heroes.setdefault(to, []).append(a)
            else:
                rest.append(a)
        return cards, heroes, rest

    def rest(self, actions: list[Action]) -> list[Action]:
        return self.split(actions)[2]

    def chip_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each party hero's chip, side by side under the title."""
        r = self.rect()
        pad = self.px(14)
        party = self.party()
        gap = self.px(8)
        w = min(self.px(200), (r.w - 2 * pad - gap * (len(party) - 1)) // max(1, len(party)))
        top = r.y + pad + self.px(TITLE_PX + 6) + self.px(LINE_PX + 4) * (len(self.lines()) - 1)
        return [(seat, pygame.Rect(r.x + pad + k * (w + gap), top, w, self.px(CHIP_PX))) for k, seat in enumerate(party)]

    def card_buttons(self) -> list[tuple[int, pygame.Rect]]:
        """Each party hero's button that opens its hero card, in the chip's top right corner (as on its block)."""
        return [(seat, card_button(r, self._scale())) for seat, r in self.chip_rects()]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The hero whose card a click at `pos` opens: its chip's Card button, or its chip where the chip makes no
        move."""
        d = self._decision()
        _, heroes, _ = self.split(list(d.legal)) if d is not None else ({}, {}, [])
        for (seat, chip), (_, button) in zip(self.chip_rects(), self.card_buttons()):
            if button.collidepoint(pos) or chip.collidepoint(pos) and not heroes.get(seat):
                return seat
        return None

    def deciding(self) -> int:
        """The hero the question waits on (the first of several), else the one facing it: the card the I key opens."""
        d = self._decision()
        acting = sorted({a.player for a in d.legal if isinstance(a.player, int)}) if d is not None else []
        return acting[0] if acting else self.party()[0]

    def tile_rects(self) -> list[tuple[tuple[int, str], pygame.Rect]]:
        """The cards whose abilities work now, two to a row, above the action bar."""
        d = self._decision()
        cards = list(self.split(list(d.legal))[0]) if d is not None else []
        bar = self.bar_area()
        r = self.rect()
        pad, gap = self.px(14), self.px(6)
        w = (r.w - 2 * pad - gap) // 2
        h = self.px(TILE_PX)
        rows = -(-len(cards) // 2)
        top = bar.y - self.px(6) - rows * (h + gap)
        return [(card, pygame.Rect(r.x + pad + (k % 2) * (w + gap), top + (k // 2) * (h + gap), w, h))
                for k, card in enumerate(cards)]

    def targets(self, decision: Decision, player: int) -> list[Target]:
        """A card's moves on its tile, a group's move naming a hero on that hero's chip."""
        cards, heroes, _ = self.split(list(decision.legal))
        out: list[Target] = []
        for card, r in self.tile_rects():
            acts = cards.get(card, [])
            if acts:
                tip = "\n".join([self._card_name(card)] + [self._label(a) for a in acts])
                out.append(Target(ScreenRect(r.x, r.y, r.w, r.h, self._camera), tuple(acts), tip, key=("ability", *card)))
        for (seat, r), (_, button) in zip(self.chip_rects(), self.card_buttons()):
            acts = heroes.get(seat, [])
            if acts:    # the chip less its Card button, which opens the card
                tip = "\n".join(self._label(a) for a in acts)
                w = button.x - self.px(2) - r.x
                out.append(Target(ScreenRect(r.x, r.y, w, r.h, self._camera), tuple(acts), tip, key=("party", seat)))
        return out

    def _card_name(self, card: tuple[int, str]) -> str:
        seat, cid = card
        lang = self._lang()
        name = say("card.hero_ability", lang, hero=self._hero(seat)) if cid == "hero" else name_of(cid, lang)
        return say("challenge.card_of", lang, card=name, hero=self._hero(seat)) if len(self.party()) > 1 else name

    def rect(self) -> pygame.Rect:
        return centred(self._area(), WIDTH, HEIGHT).move(self._shift)

    def opaque(self) -> pygame.Rect:
        """Where draw covers the map with opaque pixels: the panel but the columns of its rounded corners (the map
        under it is not drawn, and a redraw of the map alone leaves it as shown)."""
        return self.rect().inflate(-2 * (self.px(CORNER_PX) + 1), 0)

    def bar_area(self) -> pygame.Rect:
        return bar_inside(self.rect(), BAR_ROWS, BUTTON_PX, self._scale())

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        view, lang = self._view(), self._lang()
        f = facing(view) or {}
        who = self._hero(int(f.get("seat") or 0))
        out: list[tuple[str, int, tuple[int, int, int]]] = []
        d = self._decision()
        if not f and d is not None and d.prompt in GROUP_PROMPTS:
            out.append((i18n.t(str(d.prompt)), TITLE_PX, GOLD_LIGHT))
            item = str((view.get("todo") or [""])[0])
            parts = item.split(":")
            if d.prompt == LOSS_PROMPT and len(parts) == 3 and parts[2].isdigit():
                out.append((say("challenge.loss", lang, n=int(parts[2]), what=name_of(parts[1], lang)), LINE_PX, CREAM))
            elif d.prompt == LOSS_PROMPT and parts[1:2] == [FX_LOSS]:      # a card's loss or an enemy's Doom
                what = ability_words(printed(":".join(parts[1:])), lang)
                out.append((say("challenge.loss_effect", lang, what=what), LINE_PX, CREAM))
            elif d.prompt == LOSS_PROMPT and parts[1:2] == [PAY_LOSS] and len(parts) == 4:   # a card's cost
                out.append((say("challenge.cost", lang, n=int(parts[3]), what=name_of(parts[2], lang)), LINE_PX, CREAM))
            return out
        if "needed" in f:
            out.append((say("test.title", lang, attr=name_of(f.get("attr"), lang), who=who, needed=f.get("needed")),
                        TITLE_PX, GOLD_LIGHT))
            hits = sum(1 for d in f.get("dice") or [] if d in ("hit", "crit"))
            out.append((say("test.hits", lang, hits=hits), LINE_PX, CREAM))
        else:
            party = self.party()
            title = "challenge.party_title" if len(party) > 1 else "challenge.title"
            out.append((say(title, lang, who=self.heroes(party), enemy=foe(f.get("challenge"), lang)),
                        TITLE_PX, GOLD_LIGHT))
            symbols = ", ".join(name_of(x, lang) for x in f.get("symbols") or [])
            shields = [name_of(x, lang) for x in f.get("enemy_shields") or []]
            needed = len(f.get("symbols") or []) + len(shields)
            out.append((say("challenge.symbols", lang, symbols=symbols or "—", count=needed), LINE_PX, CREAM))
            if shields:
                out.append((say("challenge.shields", lang, shields=", ".join(shields)), LINE_PX, CREAM))
            own = enemy_words(str(f.get("challenge")), lang)
            if own:
                out.append((own, LINE_PX, CREAM))
            if not f.get("rolled"):
                out.append((say("challenge.not_rolled", lang), LINE_PX, CREAM))
            out += [(line, LINE_PX, CREAM) for line in forecast_lines(f.get("forecast"), lang)]
        return out

    def heroes(self, seats: list[int]) -> str:
        """Every hero taking part, the lead first: 'Goryw, Weda and Hekser'."""
        names = [self._hero(seat) for seat in seats]
        return names[0] if len(names) < 2 else ", ".join(names[:-1]) + say("challenge.and", self._lang()) + names[-1]

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
        """The panel changes only with the state shown, the language and the layout (`version`): it is painted once
        for them and then blitted, so a frame of the map panning behind it costs one blit (a text-fit recording
        paints it afresh)."""
        r = self.rect()
        key = (self._version(), tuple(r), self._scale())
        if fit.recording_now() or self._version() is None:
            self.paint(surface)
            return
        if self._picture is None or self._picture[0] != key:
            picture = pygame.Surface(r.size, 0, surface)
            picture.fill(KEY)
            self._shift = (-r.x, -r.y)
            try:
                self.paint(picture)
            finally:
                self._shift = (0, 0)
            picture.set_colorkey(KEY, pygame.RLEACCEL)
            self._picture = (key, picture)
        surface.blit(self._picture[1], r)

    def paint(self, surface: pygame.Surface) -> None:
        """Everything the panel shows: the facts, the party, the dice and the abilities at this timing."""
        s = self._scale()
        r = self.rect()
        pygame.draw.rect(surface, PANEL, r, border_radius=self.px(CORNER_PX))
        pygame.draw.rect(surface, PANEL_EDGE, r, max(1, round(2 * s)), border_radius=self.px(CORNER_PX))
        pad = round(14 * s)
        y = r.y + pad
        for words, size, colour in self.lines():
            img = fonts.fitted(words, r.w - 2 * pad, round(size * s), 9, colour, bold=size == TITLE_PX)
            surface.blit(img, (r.x + pad, y))
            y = r.y + pad + self.px(TITLE_PX + 6) if size == TITLE_PX else y + self.px(LINE_PX + 4)
        self._draw_party(surface)
        y = max(y, max((c.bottom for _, c in self.chip_rects()), default=y)) + self.px(4)
        size = round(DIE_PX * s)
        owners = [int(o) for o in (facing(self._view()) or {}).get("owners") or []]
        several = len(self.party()) > 1
        lang = self._lang()
        for n, row in enumerate(self.dice_rows()):
            y += round(6 * s)
            gap = round(8 * s)
            x = r.centerx - (len(row) * (size + gap) - gap) // 2
            caption = fonts.fitted(say("challenge.row.nica" if n else "challenge.row.dice", lang),
                                   x - r.x - 2 * pad, self.px(13), 7, MUTED, bold=True)
            surface.blit(caption, caption.get_rect(midright=(x - self.px(10), y + size // 2)))
            for k, (face, body) in enumerate(row):
                die = dice.custom_die(FACE_GLYPH.get(face, "question"), size, colour=body)
                dice.blit_die(surface, die, (x + size / 2, y + size / 2))
                if several and n == 0 and k < len(owners):
                    pygame.draw.rect(surface, hero_rgb(owners[k]), pygame.Rect(x, y + size + self.px(2), size,
                                                                               max(2, self.px(4))))
                number = fonts.fitted(str(k + 1), size, self.px(12), 7, CREAM)   # the moves name dice by number
                surface.blit(number, number.get_rect(midtop=(x + size // 2, y + size + self.px(7))))
                x += size + gap
            y += size + self.px(6) + self.px(14)
        self._draw_abilities(surface)

    def _draw_party(self, surface: pygame.Surface) -> None:
        """Each hero taking part: its colour, name and attribute points; lit while it decides, dim once passed."""
        f = facing(self._view()) or {}
        passed = {int(x) for x in f.get("passed") or []}
        d = self._decision()
        acting = {a.player for a in d.legal} if d is not None else set()
        _, heroes, _ = self.split(list(d.legal)) if d is not None else ({}, {}, [])
        lang = self._lang()
        for seat, r in self.chip_rects():
            h = self._hero_view(seat)
            lit = seat in acting or seat in heroes
            pygame.draw.rect(surface, PANEL_LIGHT, r, border_radius=self.px(6))
            pygame.draw.rect(surface, hero_rgb(seat), pygame.Rect(r.x, r.y, self.px(6), r.h))
            pygame.draw.rect(surface, HIGHLIGHT if lit else PANEL_EDGE, r, max(1, self.px(2 if lit else 1)),
                             border_radius=self.px(6))
            state = say("challenge.passed", lang) if seat in passed else say("challenge.deciding", lang) \
                if seat in acting else ""
            name = self._hero(seat) + (f" · {state}" if state else "")
            x = r.x + self.px(10)
            button = card_button(r, self._scale())
            pygame.draw.rect(surface, PANEL_EDGE, button, border_radius=self.px(4))
            pygame.draw.rect(surface, GOLD_LIGHT, button, max(1, self.px(1)), border_radius=self.px(4))
            img = fonts.fitted(say("hero.card", lang), button.w - self.px(6), self.px(12), 7, CREAM, bold=True)
            surface.blit(img, img.get_rect(center=button.center))
            img = fonts.fitted(name, button.x - x - self.px(4), self.px(14), 8,
                               GOLD_LIGHT if lit else CREAM if seat not in passed else PANEL_EDGE, bold=True)
            surface.blit(img, (x, r.y + self.px(3)))
            points = "  ".join(f"{name_of(a, lang)[:3]} {int(t.get('pos', 0)) - int(t.get('flaw', 0))}"
                               for a, t in (h.get("attributes") or {}).items())
            img = fonts.fitted(points, r.right - x - self.px(4), self.px(12), 7, CREAM)
            surface.blit(img, (x, r.bottom - img.get_height() - self.px(3)))

    def _draw_abilities(self, surface: pygame.Surface) -> None:
        """The cards whose abilities work at this timing, headed by the timing, each lit (clicked to use)."""
        tiles = self.tile_rects()
        if not tiles:
            return
        d = self._decision()
        lang = self._lang()
        timing = TIMING.get(str(d.prompt) if d is not None else "", "")
        head = say("challenge.abilities", lang, timing=say(f"timing.{timing}", lang) if timing else "—")
        top = min(r.y for _, r in tiles)
        r0 = self.rect()
        img = fonts.fitted(head, r0.w - self.px(28), self.px(LINE_PX), 8, GOLD_LIGHT, bold=True)
        surface.blit(img, (r0.x + self.px(14), top - img.get_height() - self.px(4)))
        moves = self.split(list(d.legal))[0] if d is not None else {}
        for card, r in tiles:
            pygame.draw.rect(surface, PANEL_LIGHT, r, border_radius=self.px(5))
            pygame.draw.rect(surface, HIGHLIGHT, r, max(1, self.px(2)), border_radius=self.px(5))
            if len(self.party()) > 1:
                pygame.draw.rect(surface, hero_rgb(card[0]), pygame.Rect(r.x, r.y, self.px(5), r.h))
            img = fonts.fitted(self._card_name(card), r.w - self.px(14), self.px(14), 8, CREAM, bold=True)
            surface.blit(img, (r.x + self.px(9), r.y + self.px(4)))
            does = card_words(card[1], str(self._hero_view(card[0]).get("hero") or ""), moves.get(card, []), lang)
            if does:
                img = fonts.fitted(does, r.w - self.px(14), self.px(12), 7, MUTED)
                surface.blit(img, (r.x + self.px(9), r.bottom - img.get_height() - self.px(4)))


def live_for(prompt: Any, view: JsonObject) -> bool:
    """A challenge or a test is on and its question is asked, or a group challenge's loss or Trophy is handed out."""
    return prompt in PROMPTS and (facing(view) is not None or prompt in GROUP_PROMPTS)


class ChallengeFight(Fight):
    """The challenge overlay: besides its moves, a hero's Card button (or its chip, where the chip makes no move) and
    the I key (the hero deciding) open that hero's card over it; closing the card returns to the challenge."""

    def __init__(self, panel: ChallengePanel, live: Callable[[], bool],
                 bar_items: Callable[[Decision, int], list[Any]], open_card: Callable[[int], None]) -> None:
        super().__init__("challenge", panel.draw, panel.targets, live, bar_items, panel.bar_area, panel.opaque)
        self.panel, self.open_card = panel, open_card

    def click(self, pos: tuple[int, int], button: int, stack: OverlayStack) -> bool:
        seat = self.panel.card_at(pos) if button == 1 else None
        if seat is None:
            return False
        self.open_card(seat)
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or event.key != pygame.K_i or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        self.open_card(self.panel.deciding())
        return True
