"""Drawing the Roll Player table's parts with the render toolkit (dice, cards, tokens, fonts).

Everything here draws into the table's cached static layer, redrawn only when the shown state
changes; per-frame work (animations, overlays) lives in the table module.
"""
from __future__ import annotations

from typing import Hashable, Sequence

import pygame

from app.render import cards, dice, fonts, tokens
from app.render.cards import CardFace
from app.render.glyphs import glyph
from app.render.palette import (
    CREAM, DANGER, FELT_DARK, GOLD, GOLD_DARK, INK, INK_SOFT, PAPER, PAPER_DARK, PARCHMENT_EDGE, PANEL,
    PANEL_EDGE, PANEL_LIGHT, SUCCESS, darken, lighten, luminance, mix,
)

CLASS_EMBLEM = 46   # design size of a class's emblem on a tall setup tile
STATUS_MIN = 10     # pixels: the prompt line never shrinks below this; a long one takes two lines
GOAL_COLUMNS = 2    # a compact class tile's goals: two "SIŁ 9-10" cells a line
MIN_TILE_TEXT = 8   # pixels: the smallest a setup tile's words are drawn (readable, never cut)
IDENTITY_SIZE = 8   # design pixels of the race and class names on a compact sheet (a line of their own)
IDENTITY_Y = 18     # where that line sits in the compact header
POOL_TRAY_W = 96    # design width of the tray holding dice still to sort onto Initiative cards
LIGHT_CLASS = 0.6   # class colours brighter than this get dark ink for names (the white class)
from app.games.roll_player import art, pieces, tableau, text
from app.games.roll_player.pieces import DICE_COLOURS
from app.games.roll_player.layout import ATTRS, SheetLayout
from engine.games.roll_player.content import MarketCard
from engine.games.roll_player.effects import content as load_content
from engine.games.roll_player.fiends.content import Familiar, load_fiends
from engine.games.roll_player.fiends.scoring import familiar_power
from engine.games.roll_player.scoring import goal_value
from engine.games.roll_player.state import Attr, PlayerState
from engine.kernel.canonical import JsonObject

_scale = [1.0]


def set_scale(u: float) -> None:
    """Text sizes below are in design pixels; the table sets the current scale before painting."""
    _scale[0] = u
MARKET_FILL = darken(FELT_DARK, 0.15)          # the Initiative, Market and solo panels
CARDS_FILL = mix(PAPER, PAPER_DARK, 0.5)        # the viewing player's card area
TRAY_FILL = mix(FELT_DARK, GOLD_DARK, 0.3)      # the tray of dice still to sort
BACKINGS = {"market": MARKET_FILL, "init_gold": PAPER}                     # what lies under each kind of spot
DIE_BACKINGS = {"init_die": PAPER, "pool_die": TRAY_FILL, "start_die": PAPER}  # and under a die, by where it lies
SEAT_TINT = ((200, 70, 60), (70, 120, 200), (70, 160, 90), (150, 90, 190))


def colour_id(name: str) -> str:
    """Engine colour name (GREEN) → render palette id (green)."""
    return name.lower()


def die_surface(d: JsonObject, size: int, state: str = "normal") -> pygame.Surface:
    colours = [colour_id(c) for c in d["colours"]]
    value = d.get("value") or 1
    if len(colours) > 1:
        return dice.split_d6((DICE_COLOURS[colours[0]], DICE_COLOURS[colours[1]]), value, size, state)
    return dice.d6(DICE_COLOURS[colours[0]], value, size, state)


def blit_center(surface: pygame.Surface, img: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    return surface.blit(img, img.get_rect(center=center))


def label(surface: pygame.Surface, s: str, size: int, colour: tuple[int, int, int], pos: tuple[int, int],
          anchor: str = "topleft", bold: bool = False, condensed: bool = False, max_w: int = 0) -> pygame.Rect:
    """One line of text (size in design pixels); within `max_w` it shrinks, narrows a little, and only then
    is cut with "…" (a long seat name), so it never spills or stops mid-letter."""
    size = max(6, round(size * _scale[0]))
    if max_w:
        img = fonts.fitted(s, max_w, size, min(size, 7), colour, bold=bold, condensed=condensed)
    else:
        img = fonts.text(s, size, colour, bold=bold, condensed=condensed)
    return surface.blit(img, img.get_rect(**{anchor: pos}))


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], edge: tuple[int, int, int],
          radius: int, width: int = 1) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def card_face(card_id: str) -> CardFace:
    """The render toolkit's card face for a Market card, in the current language."""
    c: MarketCard = load_content().cards[card_id]
    subtitle = ""
    if c.type == "armour" and c.armour:
        subtitle = text.name(load_content().armour_sets[c.armour].name)
    elif c.type == "skill" or c.type == "trait" or c.type == "weapon":
        subtitle = text.t(c.type + "s") if text.has(c.type + "s") else c.type
    marks: tuple[str, ...] = ()
    if c.armour:
        marks = tuple(sorted(colour_id(x.name) for x in load_content().armour_sets[c.armour].colours))
    return pieces.card_face(text.name(c.name), c.type, c.cost, c.dots, c.arrow.lower() if c.arrow else None,
                            text.name(c.text), "", subtitle, c.hands or 0, marks, art.art_ref(card_id))


def card_image(card_id: str, width: int, state: str = "normal", exhausted: bool = False) -> pygame.Surface:
    return cards.card(card_face(card_id), max(16, width), state, exhausted)


# --- sheets ------------------------------------------------------------------------------------
def seat_colour(view: JsonObject, seat: int) -> tuple[int, int, int]:
    """A player's colour: their class colour once chosen, else a seat tint."""
    p = view["players"][seat]
    cls = p.get("class_id")
    if cls:
        colour = load_content().classes[cls].colour
        return DICE_COLOURS[colour_id(colour.name)].body
    return SEAT_TINT[seat % len(SEAT_TINT)]


def draw_sheet(surface: pygame.Surface, sl: SheetLayout, view: JsonObject, seat: int, name: str,
               player: PlayerState, u: float, spots: dict[Hashable, pygame.Rect], active: bool) -> None:
    """A character sheet: header, six rows with dice, race modifiers, goals and live totals,
    the backstory marks on the slots, alignment grid, cards; registers every spot drawn."""
    p = view["players"][seat]
    compact = sl.compact
    n = lambda v: max(1, round(v * u))  # noqa: E731
    edge = mix(PARCHMENT_EDGE, seat_colour(view, seat), 0.5) if not active else GOLD
    panel(surface, sl.panel, PAPER, edge, n(8), n(3) if active else n(2))
    colour = seat_colour(view, seat)
    ink = INK if luminance(colour) > LIGHT_CLASS else darken(colour, 0.45)
    head = sl.header
    pygame.draw.rect(surface, mix(PAPER, colour, 0.18), head, border_radius=n(6))
    name_size = 10 if compact else 17
    x = head.x + n(6)
    if view.get("first_player") == seat:
        fp = tokens.first_player(n(14 if compact else 24))
        blit_center(surface, fp, (x + n(7 if compact else 12), head.y + n(9 if compact else 17)))
        x += n(16 if compact else 28)
    beside = sl.gold.y < head.y + n(12)   # the money shares the name's line (else it has its own)
    right = min([sl.gold.x if beside else head.right - n(2)] + [r.x for r in sl.counters.values()])
    if not compact:
        right = _portraits(surface, p, pygame.Rect(head.x, head.y, right - head.x, head.h), u, spots, seat)
    label(surface, name, name_size, ink, (x, head.y + n(1)), bold=True, max_w=max(10, right - x - n(4)))
    if compact:
        who = label(surface, identity(p), IDENTITY_SIZE, INK_SOFT, (head.x + n(4), head.y + n(IDENTITY_Y)),
                    condensed=True, max_w=head.w - n(8))
    else:
        who = label(surface, identity(p), 12, INK_SOFT, (x, head.y + n(21)), condensed=True, max_w=right - x - n(4))
    _identity_spots(p, who, seat, spots)
    spots[("coin", seat)] = _money(surface, sl, p, u)
    spots[("charisma", seat)] = sl.charisma
    spots[("gold", seat)] = sl.gold
    _rows(surface, sl, view, p, player, u, spots, seat)
    _alignment(surface, sl, p, u)
    spots[("align", seat)] = sl.align
    _backstory(surface, sl, p, u, spots, seat)


def identity(p: JsonObject) -> str:
    """"Dwarf · Fighter": the race and class names in full, as every sheet's header shows them."""
    c = load_content()
    race = text.name(c.races[p["race"]].name) if p.get("race") else text.t("no_race")
    cls = text.name(c.classes[p["class_id"]].name) if p.get("class_id") else text.t("no_class")
    return f"{race} · {cls}"


def _identity_spots(p: JsonObject, who: pygame.Rect, seat: int, spots: dict[Hashable, pygame.Rect]) -> None:
    """The header's "Race · Class" line: its race part and its class part each show that card large on a
    right-click (split where the words are: the line is drawn as one text, shrunk alike)."""
    race, cls = p.get("race"), p.get("class_id")
    whole = identity(p)
    cut = len(whole.split(" · ")[0]) / max(1, len(whole))
    left = pygame.Rect(who.x, who.y, round(who.w * cut), who.h)
    if race:
        spots[("race", seat, race)] = left
    if cls:
        spots[("class", seat, cls)] = pygame.Rect(left.right, who.y, who.right - left.right, who.h)


def _portraits(surface: pygame.Surface, p: JsonObject, head: pygame.Rect, u: float,
               spots: dict[Hashable, pygame.Rect], seat: int) -> int:
    """The race's face and the class's emblem at the right of a large sheet's header (each shows its card large on a
    right-click); returns the x left of them."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    size = head.h - n(6)
    x = head.right - n(6)
    for pid in (p.get("class_id"), p.get("race")):
        if not pid or not art.has_picture(pid):
            continue
        x -= size
        rect = pygame.Rect(x, head.y + n(3), size, size)
        pygame.draw.rect(surface, INK_SOFT, rect.inflate(n(2), n(2)), border_radius=n(4))
        surface.blit(art.picture(pid, rect.size), rect)
        spots[("class" if pid == p.get("class_id") else "race", seat, pid)] = rect
        x -= n(4)
    return x


def _money(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, u: float) -> pygame.Rect:
    """Gold and Charisma counters; returns where the purse's coin is (gold flies there)."""
    purse = pygame.Rect(0, 0, 0, 0)
    for rect, value, token in ((sl.gold, p.get("gold", 0), "gold"), (sl.charisma, p.get("charisma", 0), "cha")):
        pygame.draw.rect(surface, mix(PAPER_DARK, PAPER, 0.3), rect, border_radius=rect.h // 2)
        d = max(8, rect.h - 4)
        img = tokens.coin(d) if token == "gold" else pieces.charisma(d)
        blit_center(surface, img, (rect.x + rect.h // 2, rect.centery))
        if token == "gold":
            purse = pygame.Rect(0, 0, d, d)
            purse.center = (rect.x + rect.h // 2, rect.centery)
        label(surface, str(value), 9 if sl.compact else 15, INK,
              (rect.x + rect.h + max(2, round(2 * u)), rect.centery), anchor="midleft", bold=True)
    return purse


def _rows(surface: pygame.Surface, sl: SheetLayout, view: JsonObject, p: JsonObject,
          player: PlayerState, u: float, spots: dict[Hashable, pygame.Rect], seat: int) -> None:
    c = load_content()
    compact = sl.compact
    n = lambda v: max(1, round(v * u))  # noqa: E731
    race = c.races[p["race"]] if p.get("race") else None
    cls = c.classes[p["class_id"]] if p.get("class_id") else None
    marks = c.backstories[p["backstory"]].pattern if p.get("backstory") else {}
    small = max(8, min(13, round(sl.rows["STR"].h / u * 0.5)))
    familiar = familiar_record(p)
    for i, a in enumerate(sl.rows):
        row = sl.rows[a]
        spots[("row", seat, a)] = row
        spots[("rowlabel", seat, a)] = sl.labels[a]
        if i % 2 == 0:
            pygame.draw.rect(surface, mix(PAPER, PAPER_DARK, 0.45), row, border_radius=n(4))
        lab = sl.labels[a]
        if compact:
            label(surface, text.t(f"attr_short.{a}"), small, INK, (lab.x + n(1), lab.centery), anchor="midleft", bold=True, condensed=True)
        else:
            label(surface, text.t(f"attr_short.{a}"), 15, INK, (lab.x + n(4), lab.y + n(2)), bold=True)
            label(surface, text.t(f"attr.{a}"), 10, INK_SOFT, (lab.x + n(4), lab.y + n(21)), condensed=True,
                  max_w=lab.w - n(36))
        mod = race.modifier(_attr(a)) if race and a in ATTRS else 0
        if mod and not compact:
            badge = pygame.Rect(0, 0, n(26), n(18))
            badge.midright = (lab.right - n(2), lab.centery)
            pygame.draw.rect(surface, SUCCESS if mod > 0 else DANGER, badge, border_radius=n(9))
            label(surface, f"{mod:+d}".replace("-", "−"), 11, CREAM, badge.center, anchor="center", bold=True)
        for k in range(3):
            slot = sl.slots[(a, k)]
            spots[("slot", seat, a, k)] = slot
            mark = marks.get(_attr(a)) if marks and a in ATTRS else None
            wanted = familiar.backstory[k] if a == FAM_ROW and familiar is not None else None
            inset = slot.inflate(-n(1), -n(1))
            pygame.draw.rect(surface, mix(PAPER_DARK, INK, 0.12), inset, border_radius=n(5))
            shown = wanted if wanted is not None else mark.colour if mark is not None and mark.index == k else None
            if shown is not None:
                dc = DICE_COLOURS[colour_id(shown.name)]
                pygame.draw.rect(surface, dc.body, inset, max(2, n(2.5)), border_radius=n(5))
                g = glyph(dc.glyph, max(6, round(inset.h * 0.45)), mix(dc.body, PAPER, 0.35))
                blit_center(surface, g, inset.center)
            d = p["sheet"][a][k]
            if d is not None:
                blit_center(surface, die_surface(d, sl.die_size), slot.center)
        if a == FAM_ROW:
            value = familiar_power(player)
            goal = familiar.power if familiar is not None else None
        else:
            value = goal_value(player, _attr(a), c) if p.get("race") else sum(
                (d or {}).get("value") or 0 for d in p["sheet"][a])
            goal = cls.goals[_attr(a)] if cls else None
        tot = sl.totals[a]
        met = goal.met(value) if goal else False
        colour = darken(SUCCESS, 0.25) if met else INK
        label(surface, str(value), small + 1 if compact else 20, colour, tot.center, anchor="center", bold=True)
        box = sl.goals[a]
        if goal is not None and box.w >= n(14):
            if compact:
                label(surface, goal.label(), small, INK_SOFT, (box.x, box.centery), anchor="midleft", condensed=True, max_w=box.w)
                if box.w > n(60):
                    star = tokens.stars(goal.stars, n(7))
                    surface.blit(star, star.get_rect(midright=(box.right - n(3), box.centery)))
            else:
                pygame.draw.rect(surface, mix(PAPER_DARK, SUCCESS, 0.35) if met else PAPER_DARK, box, border_radius=n(6))
                label(surface, goal.label(), 14, INK, (box.x + n(5), box.centery), anchor="midleft", bold=True, max_w=n(46))
                star = tokens.stars(goal.stars, n(8))
                surface.blit(star, star.get_rect(midright=(box.right - n(4), box.centery)))


FAM_ROW = "FAM"


def familiar_record(p: JsonObject) -> Familiar | None:
    """The player's kept familiar's card (the expansion), or None."""
    fid = p.get("familiar")
    return load_fiends().familiars[fid] if fid else None


def _attr(name: str) -> Attr:
    return Attr[name]


def _alignment(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, u: float) -> None:
    c = load_content()
    grid = sl.align
    n = lambda v: max(1, round(v * u))  # noqa: E731
    card = c.alignments.get(p.get("alignment_card") or "")
    cell = grid.w / 3
    if not sl.compact:
        title = text.t("alignment") + (f": {text.name(card.name)}" if card else "")
        label(surface, title, 10, INK_SOFT, (grid.centerx, grid.y - n(20)), anchor="midbottom", condensed=True,
              max_w=grid.w + n(12))
    for r in range(3):
        for col in range(3):
            rect = pygame.Rect(round(grid.x + col * cell), round(grid.y + r * cell), round(cell) - 1, round(cell) - 1)
            stars = card.grid[r][col] if card else 0
            fill = mix(PAPER_DARK, SUCCESS, 0.25 * stars) if stars > 0 else mix(PAPER_DARK, DANGER, -0.25 * stars)
            pygame.draw.rect(surface, fill, rect, border_radius=max(1, round(cell * 0.15)))
            if card and cell >= 18 * u:
                label(surface, f"{stars:+d}".replace("+0", "0").replace("-", "−"), 11 if cell >= 26 * u else 8, INK, rect.center,
                      anchor="center", bold=True)
    pos = p.get("alignment_pos") or [1, 1]
    centre = (round(grid.x + (pos[1] + 0.5) * cell), round(grid.y + (pos[0] + 0.5) * cell))
    marker = tokens.marker(GOLD if not sl.compact else GOLD_DARK, max(6, round(cell * 0.62)))
    blit_center(surface, marker, centre)


def _backstory(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, u: float,
               spots: dict[Hashable, pygame.Rect], seat: int) -> None:
    if not p.get("backstory") or sl.backstory.w < 40 * u or sl.backstory.h < 50 * u:
        return
    c = load_content()
    n = lambda v: max(1, round(v * u))  # noqa: E731
    b = c.backstories[p["backstory"]]
    box = sl.backstory
    if sl.compact:
        label(surface, text.t("backstory"), 8, INK_SOFT, (box.x, box.y), condensed=True)
        label(surface, text.name(b.name), 9, INK, (box.x, box.y + n(11)), bold=True, condensed=True, max_w=box.w)
        align = c.alignments.get(p.get("alignment_card") or "")
        if align is not None:
            label(surface, text.t("alignment"), 8, INK_SOFT, (box.x, box.y + n(28)), condensed=True)
            label(surface, text.name(align.name), 9, INK, (box.x, box.y + n(39)), bold=True, condensed=True, max_w=box.w)
        return
    label(surface, text.t("backstory"), 10, INK_SOFT, (box.x, box.y), condensed=True)
    label(surface, text.name(b.name), 13, INK, (box.x, box.y + n(13)), bold=True, max_w=box.w)
    cls = c.classes[p["class_id"]] if p.get("class_id") else None
    if cls is not None:
        label(surface, text.name(cls.ability_name), 11, INK, (box.x, box.y + n(34)), bold=True, max_w=box.w)
        block = fonts.text_block(text.name(cls.ability_text), max(7, n(9)), box.w, INK_SOFT, condensed=True)
        surface.blit(block, (box.x, box.y + n(50)), pygame.Rect(0, 0, box.w, box.bottom - box.y - n(50)))
        spots[("class", seat, cls.id)] = pygame.Rect(box.x, box.y + n(34), box.w, box.bottom - box.y - n(34))


def draw_arrows(surface: pygame.Surface, sl: SheetLayout, dirs: set[str], u: float) -> None:
    """Alignment arrows around the grid, drawn only where a Wisdom move is legal now."""
    rot = {"UP": 0, "LEFT": 90, "DOWN": 180, "RIGHT": 270}
    for d in dirs:
        rect = sl.arrows[d]
        pygame.draw.rect(surface, GOLD, rect, border_radius=max(2, rect.w // 3))
        g = glyph("arrow", max(6, round(min(rect.w, rect.h) * 0.8)), INK, rotation=rot[d])
        blit_center(surface, g, rect.center)


def draw_cards(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, seat: int, u: float,
               spots: dict[Hashable, pygame.Rect]) -> None:
    """Weapons, armour, traits and skills (exhausted skills rotated); every card is a spot."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    skills = p.get("skills") or {}
    groups = {"weapons": p.get("weapons") or [], "armour": p.get("armour") or [],
              "traits": p.get("traits") or [], "skills": list(skills)}
    if sl.compact:
        line = _owned_counts(surface, sl.cards, groups, u)
        spots[("owned", seat)] = pygame.Rect(sl.cards.x, sl.cards.y, sl.cards.w, line - sl.cards.y)
        rest = pygame.Rect(sl.cards.x, line, sl.cards.w, sl.cards.bottom - line)
        _card_row(surface, rest, [(c, bool(skills.get(c))) for c in groups["skills"]], seat, u, spots,
                  title="", compact=True)
        return
    pygame.draw.rect(surface, CARDS_FILL, sl.cards, border_radius=n(6))
    laid = tableau.plan(p, sl.cards.inflate(-n(2 * tableau.GAP), -n(2 * tableau.GAP)), u)
    tableau.draw(surface, laid, seat, u, spots)
    if not laid.tiles:
        label(surface, text.t("cards_none"), 11, INK_SOFT, sl.cards.center, anchor="center", max_w=sl.cards.w - n(12))


COUNT_GLYPHS = (("weapons", "sword"), ("armour", "shield"), ("traits", "heart"))


def _owned_counts(surface: pygame.Surface, area: pygame.Rect, groups: dict[str, list[str]], u: float) -> int:
    """A compact sheet's weapons, armour and traits as glyph counters; returns the y below them."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    x, size = area.x, n(9)
    for group, name in COUNT_GLYPHS:
        g = glyph(name, size, INK_SOFT)
        surface.blit(g, (x, area.y + n(2)))
        x += g.get_width() + n(1)
        r = label(surface, str(len(groups[group])), 9, INK, (x, area.y), bold=True, condensed=True)
        x = r.right + n(3)
    return area.y + n(13)


MIN_VISIBLE = 16   # design pixels of an overlapped card that stay visible (and clickable)


def _card_row(surface: pygame.Surface, area: pygame.Rect, items: list[tuple[str, bool]], seat: int, u: float,
              spots: dict[Hashable, pygame.Rect], title: str, compact: bool) -> None:
    """Cards side by side, overlapping (then in two rows) when they do not fit; each card's spot is
    the part of it that stays visible, so hit areas never hide under a neighbour."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    top = area.y
    if title:
        label(surface, title, 10, INK_SOFT, (area.x + n(6), area.y + n(2)), bold=True, condensed=True)
        top += n(15)
    if not items:
        return
    avail_h = area.bottom - top - n(3)
    room = area.w - n(8)
    gap = n(4)
    rows = 1
    while True:
        row_h = (avail_h - gap * (rows - 1)) // rows
        width = max(10, min(round(row_h / 1.4), n(58) if not compact else n(30)))
        slot = round(width * 1.4) if any(ex for _, ex in items) else width
        per_row = -(-len(items) // rows)
        natural = per_row * slot + gap * (per_row - 1)
        step = slot + gap if natural <= room else (room - slot) / max(1, per_row - 1)
        if step >= n(MIN_VISIBLE) or rows == 2:
            break
        rows = 2
    height = round(width * 1.4)
    for k, (card_id, exhausted) in enumerate(items):
        r, c = divmod(k, per_row)
        w, h = (height, width) if exhausted else (width, height)
        x = area.x + n(4) + round(c * step)
        y = top + r * (row_h + gap) + (row_h - h) // 2
        rect = pygame.Rect(x, y, w, h)
        img = card_image(card_id, width, "dimmed" if exhausted else "normal", exhausted)
        blit_center(surface, img, rect.center)
        last_in_row = c == per_row - 1 or k == len(items) - 1
        visible = rect if last_in_row else pygame.Rect(x, y, max(1, min(w, round(step) - 1)), h)
        spots[("card", seat, card_id)] = visible


def draw_start_dice(surface: pygame.Surface, area: pygame.Rect, p: JsonObject, u: float,
                    spots: dict[Hashable, pygame.Rect], places: Sequence[str] = ()) -> None:
    """Setup trays: starting dice to place, and the class dice drawn for the class. A starting die keeps the place
    it was dealt to (`places`: die ids, market_row.keep_places) while the others are placed, so none slides under
    the mouse between two clicks."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    y = area.y + n(4)
    for key, items in (("starting_dice", p.get("start_dice") or []), ("class_dice", p.get("class_dice") or [])):
        if not items:
            continue
        label(surface, text.t(key), 12, INK, (area.x + n(8), y), bold=True)
        y += n(18)
        size = n(38)
        index = {die_id: i for i, die_id in enumerate(places)} if key == "starting_dice" else {}
        kept = all(str(d["id"]) in index for d in items)
        for k, d in enumerate(items):
            i = index[str(d["id"])] if kept else k
            rect = pygame.Rect(area.x + n(10) + i * (size + n(10)), y, size, size)
            blit_center(surface, die_surface(d, size), rect.center)
            if key == "starting_dice":
                spots[("start_die", d["id"])] = rect
        y += size + n(10)


# --- the shared board ------------------------------------------------------------------------
def draw_initiative(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, names: list[str], u: float,
                    spots: dict[Hashable, pygame.Rect], places: Sequence[Sequence[str]] = ()) -> None:
    """The Initiative cards with their dice; `places` are the die ids each card was dealt (market_row.keep_dealt),
    so a die left on a card stays where it lay when the other is placed."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    panel(surface, area, MARKET_FILL, PANEL_EDGE, n(8))
    label(surface, text.t("initiative"), 13, CREAM, (area.x + n(8), area.y + n(4)), bold=True)
    pool = view.get("pool") or []
    cards_ = view.get("initiative") or []
    top = area.y + n(24)
    h = area.bottom - top - n(6)
    room = pygame.Rect(area.x, top, area.w, h)
    if pool:
        tray = pygame.Rect(area.right - n(POOL_TRAY_W), top, n(POOL_TRAY_W) - n(6), h)
        room.w -= tray.w + n(6)
        panel(surface, tray, TRAY_FILL, GOLD, n(6))
        label(surface, text.t("to_sort"), 10, GOLD, (tray.centerx, tray.y + n(2)), anchor="midtop", bold=True,
              max_w=tray.w - n(4))
        size = n(24)
        while size > n(10):   # smaller dice rather than dice spilling out of the tray
            cols = max(1, (tray.w - n(4)) // (size + n(4)))
            if n(16) + -(-len(pool) // cols) * (size + n(4)) <= tray.h:
                break
            size -= 1
        cols = max(1, (tray.w - n(4)) // (size + n(4)))
        for k, d in enumerate(sorted(pool, key=lambda d: d.get("value") or 0)):   # lowest first, as they are laid out
            r, c = divmod(k, cols)
            rect = pygame.Rect(tray.x + n(4) + c * (size + n(4)), tray.y + n(16) + r * (size + n(4)), size, size)
            blit_center(surface, die_surface(d, size - n(2)), rect.center)
            spots[("pool_die", d["id"])] = rect
    if not cards_:
        return
    gap = n(6)
    w = min(n(76), (room.w - n(12) - gap * (len(cards_) - 1)) // len(cards_))
    x0 = room.x + (room.w - (w * len(cards_) + gap * (len(cards_) - 1))) // 2
    for i, card in enumerate(cards_):
        rect = pygame.Rect(x0 + i * (w + gap), top, w, h)
        spots[("init_card", i)] = rect
        taken = card.get("taken_by")
        fill = PAPER if taken is None else mix(PAPER, seat_colour(view, taken), 0.35)
        panel(surface, rect, fill, GOLD_DARK, n(6), n(2))
        label(surface, str(card["label"]), 18, INK, (rect.x + n(6), rect.y + n(2)), bold=True)
        if card.get("gold"):
            coin = blit_center(surface, tokens.coin(n(18), card["gold"]), (rect.right - n(12), rect.y + n(13)))
            spots[("init_gold", i)] = pygame.Rect(0, 0, n(18), n(18))
            spots[("init_gold", i)].center = coin.center
        ds = card.get("dice") or []
        dealt = list(places[i]) if i < len(places) and all(str(d["id"]) in places[i] for d in ds) else \
            [str(d["id"]) for d in ds]
        size = n(30) if len(dealt) <= 1 else n(22)
        for d in ds:
            k = dealt.index(str(d["id"]))   # a die keeps where it was dealt while the others are placed
            cx = rect.centerx + round((k - (len(dealt) - 1) / 2) * (size + n(4)))
            drect = pygame.Rect(0, 0, size + n(2), size + n(2))
            drect.center = (cx, rect.y + n(44))
            blit_center(surface, die_surface(d, size), drect.center)
            spots[("init_die", d["id"])] = drect
        if taken is not None:
            label(surface, names[taken] if taken < len(names) else f"P{taken + 1}", 10, INK,
                  (rect.centerx, rect.bottom - n(4)), anchor="midbottom", bold=True, condensed=True, max_w=rect.w - n(4))


def draw_market(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, places: list[str | None],
                prices: dict[str, int], u: float, spots: dict[Hashable, pygame.Rect],
                blocked: frozenset[str] = frozenset()) -> None:
    """The Market: each card in its own place (None = a place emptied this Market), its name and price;
    the price of a card the player cannot buy now (`blocked`) is shown in a warning colour."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    panel(surface, area, MARKET_FILL, PANEL_EDGE, n(8))
    label(surface, text.t("market"), 13, CREAM, (area.x + n(8), area.y + n(4)), bold=True)
    if view.get("peek"):
        peek = label(surface, text.t("peek", card=text.card_name(view["peek"])), 11, GOLD,
                     (area.right - n(8), area.y + n(5)), anchor="topright", bold=True)
        spots[("peek", view["peek"])] = peek.inflate(n(4), n(4))
    if not places:
        return
    top = area.y + n(24)
    slots = max(len(places), len(view.get("initiative") or []), 3)
    gap = n(6) if slots <= 6 else n(2)   # seven cards (the expansion's five players) stand closer
    w = min(n(78), (area.w - n(8 if slots > 6 else 12) - gap * (slots - 1)) // slots)
    label_h = n(30)
    card_w = min(w, round((area.bottom - top - label_h - n(4)) / 1.4))
    x0 = area.x + (area.w - (w * len(places) + gap * (len(places) - 1))) // 2
    for i, card_id in enumerate(places):
        slot = pygame.Rect(x0 + i * (w + gap), top, w, round(card_w * 1.4))
        rect = pygame.Rect(0, 0, card_w, round(card_w * 1.4))
        rect.midtop = slot.midtop
        if card_id is None:
            pygame.draw.rect(surface, mix(FELT_DARK, PANEL_EDGE, 0.5), rect, n(1), border_radius=n(5))
            continue
        blit_center(surface, card_image(card_id, card_w), rect.center)
        spots[("market", card_id)] = rect
        name = text.card_name(card_id)
        bold = fonts.font(max(6, round(7 * u)), bold=True, condensed=True).size(name)[0] <= w  # else the narrower face
        label(surface, name, 10, CREAM, (slot.centerx, rect.bottom + n(2)), anchor="midtop", bold=bold,
              condensed=True, max_w=w)
        cost = prices.get(card_id)
        if cost is not None:
            colour = mix(GOLD, DANGER, 0.6) if card_id in blocked else GOLD
            label(surface, text.t("price", count=cost), 10, colour, (slot.centerx, rect.bottom + n(15)),
                  anchor="midtop", condensed=True, max_w=w)


def draw_solo(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, u: float,
              spots: dict[Hashable, pygame.Rect]) -> None:
    """Solo mode's opponent: the enemy die (last roll), which Market card it trashes, the trash pile."""
    from engine.games.roll_player.solo import ENEMY_TABLE

    n = lambda v: max(1, round(v * u))  # noqa: E731
    c = load_content()
    panel(surface, area, MARKET_FILL, PANEL_EDGE, n(8))
    label(surface, text.t("solo_title"), 13, CREAM, (area.x + n(8), area.y + n(4)), bold=True)
    y = area.y + n(26)
    for d in view.get("enemy_dice") or []:
        rect = pygame.Rect(area.x + n(10), y, n(34), n(34))
        blit_center(surface, die_surface(d, n(30)), rect.center)
        spots[("enemy_die", d["id"])] = rect
        label(surface, text.t("enemy_die"), 11, CREAM, (rect.right + n(8), rect.centery), anchor="midleft", bold=True)
        y += n(40)
    for card, row in ENEMY_TABLE.items():
        faces = ", ".join(f"{v + 1}→{text.t('pos.' + pos)}" for v, pos in enumerate(row) if pos)
        label(surface, text.t("enemy_row", card=card, faces=faces), 10, CREAM, (area.x + n(10), y), condensed=True,
              max_w=area.w - n(20))
        y += n(15)
    y += n(6)
    label(surface, text.t("trash", count=len(view.get("trash") or [])), 11, GOLD, (area.x + n(10), y), bold=True)
    y += n(18)
    label(surface, text.t("solo_gold", count=c.solo.gold_per_star), 10, CREAM, (area.x + n(10), y), condensed=True,
          max_w=area.w - n(20))


def draw_info(surface: pygame.Surface, area: pygame.Rect, deck: pygame.Rect, discard: pygame.Rect,
              view: JsonObject, prompt: str, u: float, spots: dict[Hashable, pygame.Rect] | None = None) -> None:
    """The top line: round and phase, the prompt, the bag (rolled dice come out of it), deck and discard pile."""
    from app.games.roll_player import model

    n = lambda v: max(1, round(v * u))  # noqa: E731
    panel(surface, area, PANEL, PANEL_EDGE, n(6))
    phase = view.get("phase", "SETUP")
    head = text.t(f"phase.{phase}")
    if view.get("round"):
        head = f"{text.t('round', n=view['round'])} · {head}"
    r = label(surface, head, 13, GOLD, (area.x + n(8), area.centery), anchor="midleft", bold=True)
    bag = text.t("bag", n=model.bag_count(view))
    b = label(surface, bag, 11, CREAM, (deck.x - n(10), area.centery), anchor="midright", condensed=True)
    if spots is not None:
        spots[("bag",)] = b
    room = pygame.Rect(r.right + n(14), area.y, max(10, b.x - r.right - n(24)), area.h)
    size = max(STATUS_MIN, round(13 * _scale[0]))
    if fonts.font(STATUS_MIN).size(prompt)[0] <= room.w:   # one line, shrunk at most to STATUS_MIN
        label(surface, prompt, 13, CREAM, (room.x, area.centery), anchor="midleft", max_w=room.w)
    else:   # a long prompt goes onto two lines at a readable size rather than shrinking to a blur
        lines = fonts.fit_block_size(prompt, room.w, room.h - n(4), size, STATUS_MIN, line_spacing=0.95)
        block = fonts.text_block(prompt, lines, room.w, CREAM, line_spacing=0.95)
        surface.blit(block, block.get_rect(midleft=(room.x, area.centery)))
    panel(surface, deck, PANEL_LIGHT, PANEL_EDGE, n(5))
    label(surface, text.t("deck", n=model.deck_count(view)), 11, CREAM, deck.center, anchor="center", condensed=True)
    panel(surface, discard, mix(PANEL_LIGHT, GOLD_DARK, 0.35), GOLD, n(5))
    label(surface, text.t("discard", n=len(view.get("discard_pile") or [])), 11, CREAM, discard.center,
          anchor="center", condensed=True, bold=True)


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, kind: str, value: str, u: float) -> None:
    """A setup choice: a race with its modifiers, or a class with its colour, goals and ability."""
    c = load_content()
    n = lambda v: max(1, round(v * u))  # noqa: E731
    if kind == "choose_race":
        race = c.races[value]
        panel(surface, rect, lighten(PAPER, 0.2), GOLD_DARK, n(6), n(2))
        # the name across the whole tile, then the face and the modifiers under it: a small tile keeps
        # "Lizardfolk" and every modifier whole instead of cutting them beside a large face
        title = label(surface, text.name(race.name), 14, INK, (rect.centerx, rect.y + n(4)), anchor="midtop",
                      bold=True, max_w=rect.w - n(8))
        below = pygame.Rect(rect.x, title.bottom, rect.w, rect.bottom - title.bottom)
        face = _tile_picture(surface, value, below, below.h - n(6), u)
        words = pygame.Rect(face.right + n(4), below.y + n(3), rect.right - face.right - n(8), below.h - n(6))
        mods_text = text.race_mods(value)
        size = fonts.fit_block_size(mods_text, words.w, words.h, n(12), min_size=min(n(12), MIN_TILE_TEXT))
        mods = fonts.text_block(mods_text, size, words.w, INK_SOFT, align="center")
        surface.blit(mods, mods.get_rect(center=words.center))
        return
    cls = c.classes[value]
    dc = DICE_COLOURS[colour_id(cls.colour.name)]
    panel(surface, rect, mix(PAPER, dc.body, 0.2), dc.edge, n(6), n(2))
    tall = rect.h >= n(120)
    # a compact tile's emblem is as tall as its title row, so the class name keeps the width it needs
    emblem = _tile_picture(surface, value, rect, n(CLASS_EMBLEM) if tall else n(22), u, right=True)
    blit_center(surface, dice.d6(dc, 6, n(18)), (rect.x + n(14), rect.y + n(14)))
    label(surface, text.name(cls.name), 13, INK, (rect.x + n(26), rect.y + n(14)), anchor="midleft", bold=True,
          max_w=emblem.x - rect.x - n(30))
    if tall:
        y = rect.y + n(28)
        for attr, goal in cls.goals.items():
            label(surface, text.t(f"attr_short.{attr.name}"), 11, INK, (rect.x + n(8), y), bold=True)
            label(surface, goal.label(), 11, INK, (rect.x + n(48), y))
            star = tokens.stars(goal.stars, n(8))
            surface.blit(star, (rect.x + n(96), y + n(3)))
            y += n(15)
        y += n(4)
        label(surface, text.name(cls.ability_name), 11, INK, (rect.x + n(8), y), bold=True, max_w=rect.w - n(16))
        block = fonts.text_block(text.name(cls.ability_text), max(7, n(10)), rect.w - n(16), INK_SOFT, condensed=True)
        surface.blit(block, (rect.x + n(8), y + n(15)), pygame.Rect(0, 0, rect.w - n(16), rect.bottom - y - n(18)))
        return
    # the goals as a grid of whole "SIŁ 9-10" cells (never wrapped between an attribute and its range),
    # then the ability's name on the last line
    top, bottom = max(emblem.bottom, rect.y + n(26)) + n(2), rect.bottom - n(15)
    goals = list(cls.goals.items())
    cols = GOAL_COLUMNS
    rows = max(1, (len(goals) + cols - 1) // cols)
    cell_w, cell_h = (rect.w - n(10)) // cols, max(1, (bottom - top) // rows)
    for i, (attr, goal) in enumerate(goals):
        r, col = divmod(i, cols)
        label(surface, f"{text.t(f'attr_short.{attr.name}')} {goal.label()}", 10, INK,
              (rect.x + n(5) + col * cell_w, top + r * cell_h + cell_h // 2), anchor="midleft", condensed=True,
              max_w=cell_w - n(3))
    label(surface, text.name(cls.ability_name), 10, INK_SOFT, (rect.x + n(5), rect.bottom - n(3)), anchor="bottomleft",
          bold=True, condensed=True, max_w=rect.w - n(10))


def _tile_picture(surface: pygame.Surface, pid: str, rect: pygame.Rect, side: int, u: float,
                  right: bool = False) -> pygame.Rect:
    """A race's face or a class's emblem in a setup tile's corner (left, or right); returns where it went."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    side = max(4, min(side, rect.h - n(10), rect.w // 3))
    box = pygame.Rect(0, 0, side, side)
    box.topright = (rect.right - n(5), rect.y + n(5)) if right else (rect.x + n(5) + side, rect.y + n(5))
    if art.has_picture(pid):
        pygame.draw.rect(surface, INK_SOFT, box.inflate(n(2), n(2)), border_radius=n(4))
        surface.blit(art.picture(pid, box.size), box)
    return box


def draw_overlay_list(surface: pygame.Surface, title: str, items: list[str], u: float, hint: str,
                      hits: dict[str, pygame.Rect] | None = None) -> pygame.Rect:
    """A card browser (the discard pile, a player's cards): a dimmed table and the cards as a grid of
    small faces; `hits` receives where each card lies, so a right-click can zoom it."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 6, 4, 180))
    surface.blit(veil, (0, 0))
    n = lambda v: max(1, round(v * u))  # noqa: E731
    width = n(86)
    cols = max(1, min(8, len(items)))
    rows = max(1, (len(items) + cols - 1) // cols)
    words = (fonts.text(title, max(6, round(16 * _scale[0])), GOLD, bold=True).get_width()
             + fonts.text(hint, max(6, round(11 * _scale[0])), CREAM).get_width() + n(36))
    grid_w = cols * (width + n(8)) + n(24)
    box = pygame.Rect(0, 0, min(surface.get_width(), max(grid_w, words)), rows * (round(width * 1.4) + n(8)) + n(64))
    box.center = surface.get_rect().center
    box = box.clamp(surface.get_rect())
    panel(surface, box, PANEL, GOLD, n(10), n(2))
    label(surface, title, 16, GOLD, (box.x + n(12), box.y + n(8)), bold=True)
    label(surface, hint, 11, CREAM, (box.right - n(12), box.y + n(12)), anchor="topright")
    if not items:
        label(surface, text.t("discard_empty"), 13, CREAM, box.center, anchor="center")
    scale = min(1.0, (box.h - n(48)) / max(1, rows * (round(width * 1.4) + n(8))))
    w = max(20, round(width * scale))
    left = box.x + (box.w - cols * (w + n(8)) + n(8)) // 2
    for i, card_id in enumerate(items):
        r, c = divmod(i, cols)
        cx = left + c * (w + n(8)) + w // 2
        cy = box.y + n(40) + r * (round(w * 1.4) + n(8)) + round(w * 0.7)
        blit_center(surface, card_image(card_id, w), (cx, cy))
        if hits is not None:
            hits[card_id] = pygame.Rect(0, 0, w, round(w * 1.4))
            hits[card_id].center = (cx, cy)
    return box
