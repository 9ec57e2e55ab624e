"""Drawing the Fiends & Familiars parts of the table: familiar cards, imps, XP/Glory/Damage counters,
Adventure tokens, the minion hunt with its combat dice, the Monster and its Adventure cards.

Everything here is painted into the table's cached layer like the base game's parts, and records the
spots the expansion's actions stand for (see spots.py).
"""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

from app.games.roll_player import art, pieces, text
from app.games.roll_player.layout import SheetLayout
from app.games.roll_player.model import revealed_minion
from app.games.roll_player.paint import blit_center, label, panel
from app.games.roll_player.pieces import DICE_COLOURS
from app.render import dice, fonts, tokens
from app.render.palette import (
    CREAM, DANGER, GOLD, GOLD_DARK, INK, INK_SOFT, PANEL_EDGE, PAPER, PAPER_DARK, darken, mix,
)
from engine.games.roll_player.fiends.content import Familiar, Minion, RewardLevel, load_fiends
from engine.kernel.canonical import JsonObject

IMP_RED = (168, 52, 48)
IMP_BACK = (74, 40, 52)
IMP_TEXT_LINES = 3    # lines of an imp's words under its name on a large sheet
MINION_FILL = (226, 214, 190)
MONSTER_FILL = (92, 54, 58)
ADVENTURE_BACK = (58, 72, 96)
FAMILIAR_FILL = (216, 226, 206)
COUNTER_FILL = {"xp": (70, 120, 190), "glory": GOLD_DARK, "damage": DANGER}


def _n(u: float) -> Callable[[float], int]:
    return lambda v: max(1, round(v * u))


def reward_words(level: RewardLevel) -> str:
    """'2 XP, 1 Glory' — a reward level's gains in the catalogue's words."""
    parts = []
    for r in level.rewards:
        if r.kind == "attribute_action":
            attr = text.t(f"attr_short.{r.attr.name}") if r.attr is not None else text.t("fiends.reward.any_attr")
            parts.append(text.t("fiends.reward.attribute_action", attr=attr))
        else:
            parts.append(text.t(f"fiends.reward.{r.kind}", count=r.amount))
    if level.trophy:
        parts.append(text.t("fiends.reward.trophy"))
    return ", ".join(parts)


def level_range(level: RewardLevel) -> str:
    return f"{level.low}+" if level.high is None else f"{level.low}–{level.high}"


# --- a sheet's expansion parts ---------------------------------------------------------------------
def draw_counters(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, seat: int, u: float,
                  spots: dict[Hashable, pygame.Rect]) -> None:
    """XP, Glory and Damage as chips in a large sheet's header; a line of them on a compact sheet."""
    n = _n(u)
    if sl.compact:
        _compact_line(surface, sl, p, seat, u, spots)
        return
    for name, rect in sl.counters.items():
        pygame.draw.rect(surface, mix(PAPER_DARK, PAPER, 0.3), rect, border_radius=rect.h // 2)
        disc = pygame.Rect(0, 0, rect.h - n(4), rect.h - n(4))
        disc.midleft = (rect.x + n(2), rect.centery)
        pygame.draw.ellipse(surface, COUNTER_FILL[name], disc)
        label(surface, text.t(f"fiends.counter_short.{name}"), 8, CREAM, disc.center, anchor="center", bold=True,
              max_w=disc.w - n(2))
        label(surface, str(p.get(name, 0)), 15, INK, (disc.right + n(4), rect.centery), anchor="midleft", bold=True)
        spots[("counter", seat, name)] = rect


def _compact_line(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, seat: int, u: float,
                  spots: dict[Hashable, pygame.Rect]) -> None:
    """XP, Glory, Damage as coloured discs with their numbers, then the imp head with the imps held."""
    n = _n(u)
    area = sl.extras
    imps = len(p.get("imps_active") or []) + len(p.get("imps_pending") or [])
    items = [("xp", p.get("xp", 0)), ("glory", p.get("glory", 0)), ("damage", p.get("damage", 0)), ("imps", imps)]
    if area.w >= n(110):   # room for the Adventure tokens too
        items.append(("tokens", len(p.get("adventure_tokens") or [])))
    step = area.w // len(items)
    d = max(6, area.h - n(3))
    for k, (name, value) in enumerate(items):
        cx = area.x + k * step + d // 2
        if name == "imps":
            imp_icon(surface, (cx, area.centery), d + n(1))
        elif name == "tokens":
            pygame.draw.circle(surface, ADVENTURE_BACK, (cx, area.centery), d // 2)
            pygame.draw.circle(surface, GOLD, (cx, area.centery), d // 2, 1)
        else:
            pygame.draw.circle(surface, COUNTER_FILL[name], (cx, area.centery), d // 2)
        label(surface, str(value), 9, INK, (cx + d // 2 + n(2), area.centery), anchor="midleft", bold=True,
              max_w=step - d - n(3))


def familiar_picture(fid: str) -> str:
    """The familiar's own animal, or the kind's picture for a familiar the art does not know yet."""
    return fid if fid in art.fiends_pictures() else "familiar"


def draw_familiar(surface: pygame.Surface, rect: pygame.Rect, fid: str | None, u: float,
                  title: bool = True) -> None:
    """A familiar card: its name, the Power goal (stars), the backstory colours of slots 1–3, the action."""
    n = _n(u)
    panel(surface, rect, FAMILIAR_FILL, GOLD_DARK, n(6), n(2))
    if fid is None:
        label(surface, text.t("fiends.no_familiar"), 10, INK_SOFT, rect.center, anchor="center", max_w=rect.w - n(6))
        return
    fam: Familiar = load_fiends().familiars[fid]
    x, y, w = rect.x + n(5), rect.y + n(3), rect.w - n(10)
    if rect.h >= n(150):   # a setup tile: the picture across the top
        band = pygame.Rect(rect.x + n(4), rect.y + n(4), rect.w - n(8), round(rect.h * 0.38))
        surface.blit(art.fiends_picture(familiar_picture(fid), band.size), band)
        y = band.bottom + n(4)
        thumb = 0
    else:
        thumb = n(24)
        surface.blit(art.fiends_picture(familiar_picture(fid), (thumb, thumb)), (rect.right - n(4) - thumb, rect.y + n(4)))
    if title:
        label(surface, text.t("fiends.familiar"), 8, INK_SOFT, (x, y), condensed=True, max_w=w - thumb)
        y += n(10)
    label(surface, text.name(fam.name), 12, INK, (x, y), bold=True, max_w=w - thumb)
    y += n(16)
    label(surface, text.t("fiends.power_goal", goal=fam.power.label()), 9, INK, (x, y + n(1)), bold=True,
          condensed=True, max_w=w - n(34))
    star = tokens.stars(fam.power.stars, n(7))
    surface.blit(star, star.get_rect(topright=(rect.right - n(5), y + n(2))))
    y += n(14)
    size = n(13)
    for k, colour in enumerate(fam.backstory):
        dc = DICE_COLOURS[colour.name.lower()]
        cell = pygame.Rect(x + k * (size + n(4)), y, size, size)
        pygame.draw.rect(surface, dc.body, cell, border_radius=n(3))
        pygame.draw.rect(surface, darken(dc.body, 0.4), cell, 1, border_radius=n(3))
        label(surface, str(k + 1), 8, dc.pip, cell.center, anchor="center", bold=True)
    room_w = w - 3 * (size + n(4))
    words = text.t("fiends.familiar_backstory")
    if fonts.text(words, 7, condensed=True).get_width() * 0.8 > room_w:   # a narrow card: the short caption
        words = text.t("fiends.familiar_backstory_short")
    label(surface, words, 8, INK_SOFT, (x + 3 * (size + n(4)), y + size // 2), anchor="midleft", condensed=True,
          max_w=room_w)
    y += size + n(3)
    room = rect.bottom - n(3) - y
    if room > n(8):
        size_px = fonts.fit_block_size(text.name(fam.action), w, room, max(7, n(9)), 6, condensed=True)
        block = fonts.text_block(text.name(fam.action), size_px, w, INK, condensed=True)
        surface.blit(block, (x, y), pygame.Rect(0, 0, w, room))


def imp_icon(surface: pygame.Surface, center: tuple[int, int], size: int, face_up: bool = True) -> pygame.Rect:
    """A little horned imp head (face up) or the imp card's back (face down)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = center
    if not face_up:
        pygame.draw.rect(surface, IMP_BACK, r, border_radius=max(2, size // 5))
        pygame.draw.rect(surface, GOLD_DARK, r, 1, border_radius=max(2, size // 5))
        return r
    head = r.inflate(-size // 5, -size // 4).move(0, size // 10)
    for side in (-1, 1):
        tip = (head.centerx + side * head.w // 2, r.top)
        base = [(head.centerx + side * head.w // 5, head.top + 2), (head.centerx + side * head.w // 2, head.centery)]
        pygame.draw.polygon(surface, darken(IMP_RED, 0.3), [tip, *base])
    pygame.draw.ellipse(surface, IMP_RED, head)
    eye = max(1, size // 9)
    for side in (-1, 1):
        pygame.draw.circle(surface, GOLD, (head.centerx + side * head.w // 5, head.centery - eye), eye)
    return r


def draw_extras(surface: pygame.Surface, sl: SheetLayout, p: JsonObject, seat: int, u: float,
                spots: dict[Hashable, pygame.Rect]) -> None:
    """A large sheet's strip of imps (active, pending, banished face down) and Adventure tokens, trophies."""
    n = _n(u)
    area = sl.extras
    pygame.draw.rect(surface, mix(PAPER_DARK, IMP_BACK, 0.15), area, border_radius=n(6))
    x, y, w = area.x + n(4), area.y + n(3), area.w - n(8)
    label(surface, text.t("fiends.imps"), 9, INK_SOFT, (x, y), bold=True, condensed=True, max_w=w)
    y += n(13)
    imps = [(i, "active") for i in p.get("imps_active") or []] + [(i, "pending") for i in p.get("imps_pending") or []]
    imps += [(i, "banished") for i in p.get("imps_banished") or []]
    records = load_fiends().imps
    row_h = n(17)
    if not imps:
        label(surface, text.t("fiends.no_imps"), 8, INK_SOFT, (x, y), condensed=True, max_w=w)
        y += row_h
    shown = imps[:4]
    text_size = max(6, round(7 * u))
    for imp, how in shown:
        lines = [] if how == "banished" else \
            fonts.wrap(text.name(records[imp].text), fonts.font(text_size, condensed=True), w - n(19))
        if len(lines) > IMP_TEXT_LINES:   # the rest joins the last line, which narrows to hold it whole
            lines = lines[:IMP_TEXT_LINES - 1] + [" ".join(lines[IMP_TEXT_LINES - 1:])]
        rect = pygame.Rect(x, y, w, row_h - n(2) + len(lines) * n(9))
        fill = {"active": mix(PAPER, IMP_RED, 0.3), "pending": mix(PAPER, GOLD, 0.3), "banished": mix(PAPER_DARK, IMP_BACK, 0.5)}[how]
        pygame.draw.rect(surface, fill, rect, border_radius=n(4))
        head = pygame.Rect(rect.x, rect.y, rect.w, row_h - n(2))
        imp_icon(surface, (rect.x + n(8), head.centery), n(13), face_up=how != "banished")
        words = text.t(f"fiends.imp_{how}") if how == "banished" else text.name(records[imp].name)
        room = rect.w - n(19) - (n(36) if how == "active" else 0)   # an active imp keeps room for its banish costs
        label(surface, words, 8, INK if how != "banished" else CREAM, (rect.x + n(17), head.centery), anchor="midleft",
              condensed=True, max_w=room)
        for k, line in enumerate(lines):   # what the imp does, always in sight
            img = fonts.fitted(line, w - n(19), text_size, text_size, INK_SOFT, condensed=True)
            surface.blit(img, (rect.x + n(17), head.bottom - n(1) + k * n(9)))
        spots[("imp", seat, imp)] = rect
        y += rect.h + n(2)
    if len(imps) > len(shown):
        label(surface, text.t("fiends.more", count=len(imps) - len(shown)), 8, INK_SOFT, (x, y), condensed=True, max_w=w)
        y += n(11)
    y = max(y + n(2), area.bottom - n(66))
    prices = load_fiends().prices
    label(surface, text.t("fiends.xp_prices"), 8, INK_SOFT, (x, y), bold=True, condensed=True, max_w=w)
    label(surface, text.t("fiends.xp_price_list", reroll=prices.reroll_xp, damage=prices.discard_damage_xp,
                          action=prices.attribute_action_xp), 8, INK, (x, y + n(10)), condensed=True, max_w=w)
    y = area.bottom - n(40)
    label(surface, text.t("fiends.adventure_tokens"), 9, INK_SOFT, (x, y), bold=True, condensed=True, max_w=w)
    y += n(12)
    size = n(22)
    for k, token in enumerate(p.get("adventure_tokens") or []):
        rect = pygame.Rect(x + k * (size + n(3)), y, size, size)
        pygame.draw.ellipse(surface, ADVENTURE_BACK, rect)
        pygame.draw.ellipse(surface, GOLD, rect, 1)
        label(surface, text.t(f"fiends.token_short.{token}"), 9, CREAM, rect.center, anchor="center", bold=True,
              max_w=rect.w - n(2))
        spots[("adv_token", seat, k)] = rect
    trophies = len(p.get("trophies") or [])
    label(surface, text.t("fiends.trophies", count=trophies), 8, INK, (area.right - n(4), y + size // 2),
          anchor="midright", condensed=True, max_w=w - 3 * (size + n(3)))


def draw_costs(surface: pygame.Surface, rect: pygame.Rect, costs: list[tuple[str, int]], u: float) -> None:
    """Prices at the right end of a row (an imp's banishing): a Charisma token or a coin with its number."""
    n = _n(u)
    x = rect.right - n(2)
    d = max(6, rect.h - n(4))
    for what, amount in reversed(costs):
        img = tokens.coin(d) if what == "gold" else pieces.charisma(d)
        number = label(surface, str(amount), 8, INK, (x, rect.centery), anchor="midright", bold=True)
        x = number.x - n(1)
        surface.blit(img, img.get_rect(midright=(x, rect.centery)))
        x -= d + n(3)


# --- the Initiative cards' imps -------------------------------------------------------------------
def draw_card_imps(surface: pygame.Surface, rect: pygame.Rect, imps: list[str], space: bool, index: int, u: float,
                   spots: dict[Hashable, pygame.Rect]) -> None:
    """Imps lying face up on an Initiative card (top middle); an empty imp space as a faint ring."""
    n = _n(u)
    size = n(12)
    cx = rect.right - n(3) - size // 2
    if not imps and space:
        ring = pygame.Rect(0, 0, size, size)
        ring.center = (cx, rect.y + n(34))
        pygame.draw.ellipse(surface, mix(PAPER, IMP_RED, 0.5), ring, 1)
        return
    for k, imp in enumerate(imps[:3]):
        r = imp_icon(surface, (cx, rect.y + n(34) + k * (size + n(1))), size)
        spots[("card_imp", index, imp)] = r


# --- the hunt strip: minion, combat dice, Monster, Adventure cards ------------------------------------
def draw_hunt(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, u: float,
              spots: dict[Hashable, pygame.Rect], to_roll: int | None = None) -> None:
    n = _n(u)
    panel(surface, area, mix(PANEL_EDGE, IMP_BACK, 0.4), PANEL_EDGE, n(8))
    f = load_fiends()
    top = revealed_minion(view)
    frame = _hunt_frame(view)
    inner = area.inflate(-n(8), -n(8))
    minion_w = n(156)
    mrect = pygame.Rect(inner.x, inner.y, minion_w, inner.h)
    result = sum(frame["data"]["rolls"]) if frame and frame["data"].get("rolls") else None
    if top is not None:
        draw_minion(surface, mrect, f.minions[top], result, u)
        spots[("minion", top)] = mrect
    else:
        panel(surface, mrect, mix(MINION_FILL, INK, 0.4), GOLD_DARK, n(6))
        words = text.t("fiends.no_minion" if view.get("monster") else "fiends.no_minion_yet")  # none before setup deals them
        label(surface, words, 10, CREAM, mrect.center, anchor="center", max_w=mrect.w - n(6))
    drect = pygame.Rect(mrect.right + n(6), inner.y, n(74), inner.h)
    _combat(surface, drect, frame, u, spots, to_roll)
    right = pygame.Rect(drect.right + n(6), inner.y, inner.right - drect.right - n(6), inner.h)
    _monster(surface, right, view, u, spots)


def _hunt_frame(view: JsonObject) -> JsonObject | None:
    stack = view.get("stack") or []
    frames = [f for f in stack if f.get("kind") == "hunt"]
    return frames[-1] if frames else None


def draw_minion(surface: pygame.Surface, rect: pygame.Rect, m: Minion, result: int | None, u: float) -> None:
    n = _n(u)
    panel(surface, rect, MINION_FILL, GOLD_DARK, n(6), n(2))
    x, w = rect.x + n(5), rect.w - n(10)
    thumb = n(22)
    surface.blit(art.fiends_picture("minion", (thumb, thumb)), (rect.right - n(3) - thumb, rect.y + n(3)))
    label(surface, text.t("fiends.minion"), 8, INK_SOFT, (x, rect.y + n(2)), condensed=True, max_w=w - thumb - n(14))
    dots = "•" * m.dots
    label(surface, dots, 10, INK, (rect.right - n(6) - thumb, rect.y + n(1)), anchor="topright", bold=True)
    label(surface, text.name(m.name), 11, INK, (x, rect.y + n(11)), bold=True, max_w=w - thumb - n(2))
    weak = text.name(m.weakness.text)
    block = fonts.text_block(weak, fonts.fit_block_size(weak, w, n(18), max(7, n(8)), 6, condensed=True), w,
                             INK_SOFT, condensed=True)
    surface.blit(block, (x, rect.y + n(25)), pygame.Rect(0, 0, w, n(18)))
    y = rect.y + n(44)
    line = max(n(6), (rect.bottom - n(2) - y) // max(1, len(m.levels)))
    for level in m.levels:
        reached = result is not None and result >= level.low and (level.high is None or result <= level.high)
        row = pygame.Rect(rect.x + n(2), y, rect.w - n(4), line)
        if reached:
            pygame.draw.rect(surface, mix(GOLD, PAPER, 0.3), row, border_radius=n(3))
            pygame.draw.rect(surface, GOLD_DARK, row, 1, border_radius=n(3))
        label(surface, level_range(level), 7, INK, (x, row.centery), anchor="midleft", bold=True, max_w=n(26))
        label(surface, reward_words(level), 7, INK, (x + n(28), row.centery), anchor="midleft", condensed=True,
              max_w=rect.right - n(5) - x - n(28))
        y += line


def _combat(surface: pygame.Surface, rect: pygame.Rect, frame: JsonObject | None, u: float,
            spots: dict[Hashable, pygame.Rect], to_roll: int | None = None) -> None:
    """The hunt's combat dice (each a re-roll target), the mercenaries hired, the total."""
    n = _n(u)
    pygame.draw.rect(surface, mix(PANEL_EDGE, PAPER, 0.15), rect, border_radius=n(6))
    label(surface, text.t("fiends.combat"), 8, CREAM, (rect.centerx, rect.y + n(2)), anchor="midtop", bold=True,
          max_w=rect.w - n(4))
    if frame is None:
        label(surface, text.t("fiends.no_hunt"), 8, mix(CREAM, PANEL_EDGE, 0.3), rect.center, anchor="center",
              condensed=True, max_w=rect.w - n(4))
        return
    data = frame["data"]
    rolls = data.get("rolls")
    merc = data.get("mercenaries", 0)
    label(surface, text.t("fiends.mercenaries", count=merc), 8, CREAM, (rect.centerx, rect.bottom - n(3)),
          anchor="midbottom", condensed=True, max_w=rect.w - n(4))
    if not rolls:
        if to_roll is not None:
            label(surface, text.t("fiends.dice_to_roll", count=to_roll), 9, GOLD, rect.center, anchor="center",
                  bold=True, max_w=rect.w - n(4))
        return
    room = rect.h - n(14) - n(26)   # between the title and the total with the mercenaries
    size = n(20)
    while size > n(8):
        cols = max(1, (rect.w - n(4)) // (size + n(3)))
        if -(-len(rolls) // cols) * (size + n(3)) <= room:
            break
        size -= 1
    cols = max(1, (rect.w - n(4)) // (size + n(3)))
    for k, v in enumerate(rolls):
        r, c = divmod(k, cols)
        cell = pygame.Rect(rect.x + n(3) + c * (size + n(3)), rect.y + n(14) + r * (size + n(3)), size, size)
        blit_center(surface, combat_die(v, size), cell.center)
        spots[("combat_die", k)] = cell
    label(surface, text.t("fiends.total", total=sum(rolls)), 9, GOLD, (rect.centerx, rect.bottom - n(14)),
          anchor="midbottom", bold=True, max_w=rect.w - n(4))


def combat_die(value: int, size: int) -> pygame.Surface:
    """A combat die: black with its value in gold (the expansion's d6 of the hunt and the battle)."""
    return dice.d6(DICE_COLOURS["black"], value, size)


def _monster(surface: pygame.Surface, rect: pygame.Rect, view: JsonObject, u: float,
             spots: dict[Hashable, pygame.Rect]) -> None:
    n = _n(u)
    f = load_fiends()
    mid = view.get("monster")
    adv = view.get("adventure") or []
    aw = n(23)
    mrect = pygame.Rect(rect.x, rect.y, rect.w - 3 * (aw + n(3)), rect.h)
    panel(surface, mrect, MONSTER_FILL, GOLD, n(6), n(2))
    x, w = mrect.x + n(5), mrect.w - n(10)
    label(surface, text.t("fiends.monster"), 8, mix(CREAM, MONSTER_FILL, 0.3), (x, mrect.y + n(2)), condensed=True,
          max_w=w)
    if mid:
        m = f.monsters[mid]
        version = m.one_p if view.get("solo") else m.two_plus
        label(surface, text.name(m.name), 11, CREAM, (x, mrect.y + n(12)), bold=True, max_w=w)
        label(surface, text.t("fiends.strength", value=version.strength), 9, GOLD, (x, mrect.y + n(28)), bold=True,
              max_w=w)
        label(surface, text.name(m.ability_name), 8, CREAM, (x, mrect.y + n(41)), condensed=True, max_w=w)
        label(surface, text.t("fiends.champion", stars=version.champion), 8, CREAM, (x, mrect.y + n(53)),
              condensed=True, max_w=w)
        spots[("monster", mid)] = mrect
    for k in range(3):
        card = adv[k] if k < len(adv) else None
        r = pygame.Rect(mrect.right + n(3) + k * (aw + n(3)), rect.y, aw, rect.h)
        if card:
            panel(surface, r, PAPER, GOLD, n(4), n(1))
            a = f.adventures[card]
            label(surface, text.t(f"fiends.token_short.{a.type}"), 10, INK, (r.centerx, r.y + n(4)), anchor="midtop",
                  bold=True, max_w=r.w - n(2))
            spots[("adventure", card)] = r
        else:
            panel(surface, r, ADVENTURE_BACK, GOLD_DARK, n(4), n(1))
            pic = r.w - n(4)
            surface.blit(art.fiends_picture(("lair", "trap", "attack")[k], (pic, pic)), (r.x + n(2), r.y + n(4)))
            label(surface, "?", 14, GOLD, (r.centerx, r.y + n(8) + pic), anchor="midtop", bold=True)
            spots[("adventure_back", k)] = r
        kind = ("lair", "trap", "attack")[k]
        label(surface, text.t(f"fiends.token_short.{kind}"), 8, CREAM if not card else INK_SOFT,
              (r.centerx, r.bottom - n(3)), anchor="midbottom", bold=True, max_w=r.w - n(2))


def draw_adventure_card(surface: pygame.Surface, rect: pygame.Rect, card: str, u: float) -> None:
    """An Adventure card face up, as its token's holder peeks at it: its type and Monster, its picture, its name
    and its whole text, large enough to read (the table's slot beside the Monster only has room for its letter)."""
    n = _n(u)
    f = load_fiends()
    a = f.adventures[card]
    panel(surface, rect, PAPER, GOLD, n(8), n(2))
    x, w = rect.x + n(8), rect.w - n(16)
    kind = text.t(f"fiends.adventure_type.{a.type}")
    monster = text.name(f.monsters[a.monster].name) if a.monster in f.monsters else ""
    label(surface, " · ".join(s for s in (kind, monster) if s), 10, INK_SOFT, (x, rect.y + n(6)), condensed=True,
          max_w=w)
    band = pygame.Rect(rect.x + n(8), rect.y + n(22), rect.w - n(16), round(rect.h * 0.32))
    pygame.draw.rect(surface, ADVENTURE_BACK, band, border_radius=n(5))
    pic = min(band.w, band.h) - n(6)
    blit_center(surface, art.fiends_picture(a.type, (pic, pic)), band.center)
    title = label(surface, text.name(a.name), 14, INK, (rect.centerx, band.bottom + n(6)), anchor="midtop",
                  bold=True, max_w=w)
    y = title.bottom + n(6)
    words = text.name(a.text)
    size = fonts.fit_block_size(words, w, rect.bottom - n(8) - y, max(7, round(11 * u)), 6)
    surface.blit(fonts.text_block(words, size, w, INK), (x, y))


def adventure_words(card: str) -> str:
    """An Adventure card's name and text (its holder's peek, the tooltip and the explanation)."""
    a = load_fiends().adventures[card]
    return f"{text.name(a.name)}: {text.name(a.text)}"


def familiar_words(fid: str) -> str:
    fam = load_fiends().familiars[fid]
    return f"{text.name(fam.name)} — {text.t('fiends.power_goal', goal=fam.power.label())}: {text.name(fam.action)}"


def draw_imp_card(surface: pygame.Surface, rect: pygame.Rect, imp: str, u: float) -> None:
    """An imp's card: its horned head, its name and what it does (a zoom reads it before anyone takes it)."""
    n = _n(u)
    record = load_fiends().imps[imp]
    panel(surface, rect, mix(PAPER, IMP_RED, 0.18), IMP_RED, n(8), n(2))
    imp_icon(surface, (rect.centerx, rect.y + n(26)), n(34))
    title = label(surface, text.name(record.name), 13, INK, (rect.centerx, rect.y + n(48)), anchor="midtop",
                  bold=True, max_w=rect.w - n(12))
    y = title.bottom + n(8)
    size = max(6, round(10 * u))
    for line in fonts.wrap(text.name(record.text), fonts.font(size), rect.w - n(16)):
        img = fonts.text(line, size, INK)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += img.get_height()


def imp_words(imp: str) -> str:
    i = load_fiends().imps[imp]
    return f"{text.name(i.name)}: {text.name(i.text)}"


def minion_words(mid: str) -> str:
    m = load_fiends().minions[mid]
    levels = "; ".join(f"{level_range(lv)}: {reward_words(lv)}" for lv in m.levels)
    return f"{text.name(m.name)} — {text.name(m.weakness.text)} ({levels})"


def monster_words(mid: str, solo: bool) -> str:
    m = load_fiends().monsters[mid]
    return f"{text.name(m.name)} — {text.name(m.ability_name)}: {text.name(m.ability_text)}"

