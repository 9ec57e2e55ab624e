"""Where everything sits on the Roll Player table, as rectangles scaled from one design size.

The table is designed at 930×614 (the shell's table area at 1280×720) and scaled uniformly,
so 1920×1080 is the same picture 1.5× larger. Regions never overlap; tests check it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

DESIGN_W, DESIGN_H = 930, 614
GAP = 6
INFO_H = 30
BAR_H = 40
MAIN_W = 512
INIT_H = 112
MARKET_H = 182
ROW_H = 44
SHEET_HEADER_H = 42
ATTR_COUNT = 6
SLOTS = 3
WIDE_COMPACT = 300
COMPACT_BOTTOM = 62
CHIP_W, CHIP_H, CHIP_GAP = 32, 15, 2   # a compact sheet's gold and Charisma counters, on the name's line


@dataclass
class Scaler:
    """Design units → pixels for one table rectangle (uniform scale, centred horizontally)."""

    rect: pygame.Rect
    u: float = 1.0
    ox: int = 0
    oy: int = 0

    @classmethod
    def fit(cls, rect: pygame.Rect) -> "Scaler":
        u = max(0.3, min(rect.w / DESIGN_W, rect.h / DESIGN_H))
        ox = rect.x + round((rect.w - DESIGN_W * u) / 2)
        return cls(pygame.Rect(rect), u, ox, rect.y)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = round(self.ox + x * self.u), round(self.oy + y * self.u)
        return pygame.Rect(x0, y0, round(self.ox + (x + w) * self.u) - x0, round(self.oy + (y + h) * self.u) - y0)

    def n(self, v: float) -> int:
        return max(1, round(v * self.u))


@dataclass
class SheetLayout:
    """One player's sheet: its panel, the header, the six rows with their slots, and side areas."""

    panel: pygame.Rect
    compact: bool
    header: pygame.Rect
    rows: dict[str, pygame.Rect] = field(default_factory=dict)        # full row strip
    labels: dict[str, pygame.Rect] = field(default_factory=dict)      # row name + race modifier
    slots: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)
    totals: dict[str, pygame.Rect] = field(default_factory=dict)
    goals: dict[str, pygame.Rect] = field(default_factory=dict)
    gold: pygame.Rect = field(default_factory=pygame.Rect)
    charisma: pygame.Rect = field(default_factory=pygame.Rect)
    align: pygame.Rect = field(default_factory=pygame.Rect)           # the 3×3 grid
    arrows: dict[str, pygame.Rect] = field(default_factory=dict)      # WIS directions
    backstory: pygame.Rect = field(default_factory=pygame.Rect)
    cards: pygame.Rect = field(default_factory=pygame.Rect)           # weapons/armour/traits/skills
    die_size: int = 0
    # the expansion's (empty rects without it): XP, Glory, Damage counters, the familiar card, imps and tokens
    counters: dict[str, pygame.Rect] = field(default_factory=dict)
    familiar: pygame.Rect = field(default_factory=pygame.Rect)
    extras: pygame.Rect = field(default_factory=pygame.Rect)


ATTRS = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
FIENDS_ROWS = ATTRS + ("FAM",)   # the familiar row is the sheet's seventh row with the expansion
COUNTERS = ("xp", "glory", "damage")
FIENDS_ROW_H = 38
FIENDS_INIT_H = 104
FIENDS_MARKET_H = 140
HUNT_H = 80
EXTRAS_W = 132
FIENDS_NAME_W = 120   # a compact sheet narrower than this puts its money under the name
GROUPS = ("weapons", "armour", "traits", "skills")   # the card areas a tutorial can point at


def main_sheet(s: Scaler, x: float, y: float, w: float, h: float, fiends: bool = False) -> SheetLayout:
    """The large sheet of the viewing player (design units in, pixels out); with the expansion a
    seventh row (the familiar's), the familiar card under the backstory, XP/Glory/Damage counters in
    the header and a strip of imps and tokens beside the cards."""
    sl = SheetLayout(s.r(x, y, w, h), False, s.r(x + 6, y + 4, w - 12, SHEET_HEADER_H - 6))
    sl.gold = s.r(x + w - 138, y + 8, 62, 28)
    sl.charisma = s.r(x + w - 72, y + 8, 62, 28)
    top = y + SHEET_HEADER_H + 4
    rows, row_h = (FIENDS_ROWS, FIENDS_ROW_H) if fiends else (ATTRS, ROW_H)
    sl.die_size = s.n(row_h - 8)
    for i, a in enumerate(rows):
        ry = top + i * row_h
        sl.rows[a] = s.r(x + 6, ry, 384, row_h - 4)
        sl.labels[a] = s.r(x + 6, ry, 116, row_h - 4)
        for k in range(SLOTS):
            sl.slots[(a, k)] = s.r(x + 126 + k * 46, ry + 1, 42, row_h - 6)
        sl.totals[a] = s.r(x + 266, ry, 38, row_h - 4)
        sl.goals[a] = s.r(x + 306, ry, 88, row_h - 4)
    if fiends:
        return _fiends_main(s, sl, x, y, w, h, top)
    side_x = x + 398
    sl.align = s.r(side_x + 14, top + 22, 90, 90)
    arrow = 20
    gx, gy, gs = side_x + 14, top + 22, 90
    sl.arrows = {
        "UP": s.r(gx + gs / 2 - arrow / 2, gy - arrow - 1, arrow, arrow),
        "DOWN": s.r(gx + gs / 2 - arrow / 2, gy + gs + 1, arrow, arrow),
        "LEFT": s.r(gx - arrow + 2, gy + gs / 2 - arrow / 2, arrow - 4, arrow),
        "RIGHT": s.r(gx + gs + 2, gy + gs / 2 - arrow / 2, arrow - 4, arrow),
    }
    sl.backstory = s.r(side_x, top + 140, w - 398 - 6, 120)
    cards_y = top + ATTR_COUNT * ROW_H + 4
    sl.cards = s.r(x + 6, cards_y, w - 12, y + h - cards_y - 6)
    return sl


def _fiends_main(s: Scaler, sl: SheetLayout, x: float, y: float, w: float, h: float, top: float) -> SheetLayout:
    """The expansion's side column (alignment, backstory, familiar card), counters and extras strip."""
    for k, name in enumerate(COUNTERS):
        sl.counters[name] = s.r(x + w - 300 + k * 52, y + 8, 50, 28)
    side_x = x + 398
    gx, gy, gs, arrow = side_x + 20, top + 20, 78, 18
    sl.align = s.r(gx, gy, gs, gs)
    sl.arrows = {
        "UP": s.r(gx + gs / 2 - arrow / 2, gy - arrow - 1, arrow, arrow),
        "DOWN": s.r(gx + gs / 2 - arrow / 2, gy + gs + 1, arrow, arrow),
        "LEFT": s.r(gx - arrow + 2, gy + gs / 2 - arrow / 2, arrow - 4, arrow),
        "RIGHT": s.r(gx + gs + 2, gy + gs / 2 - arrow / 2, arrow - 4, arrow),
    }
    sl.backstory = s.r(side_x, top + 120, w - 398 - 6, 50)
    rows_bottom = top + len(FIENDS_ROWS) * FIENDS_ROW_H
    sl.familiar = s.r(side_x, top + 174, w - 398 - 6, rows_bottom - top - 178)
    cards_y = rows_bottom + 2
    sl.cards = s.r(x + 6, cards_y, w - 12 - EXTRAS_W - 4, y + h - cards_y - 6)
    sl.extras = s.r(x + w - 6 - EXTRAS_W, cards_y, EXTRAS_W, y + h - cards_y - 6)
    return sl


def _compact_rows(sl: SheetLayout, s: Scaler, rows: Sequence[str], x: float, top: float, rows_w: float,
                  row_h: float, label_w: float, total_w: float) -> None:
    """A small sheet's rows: label, three slots, the total and the goal, one row under another."""
    for i, a in enumerate(rows):
        ry = top + i * row_h
        sl.rows[a] = s.r(x + 4, ry, rows_w, row_h - 2)
        sl.labels[a] = s.r(x + 4, ry, label_w, row_h - 2)
        for k in range(SLOTS):
            sl.slots[(a, k)] = s.r(x + 5 + label_w + k * row_h, ry, row_h - 2, row_h - 2)
        tx = x + 5 + label_w + SLOTS * row_h + 1
        sl.totals[a] = s.r(tx, ry, total_w, row_h - 2)
        sl.goals[a] = s.r(tx + total_w + 1, ry, max(0.0, x + 4 + rows_w - tx - total_w - 1), row_h - 2)


def compact_fiends(s: Scaler, x: float, y: float, w: float, h: float) -> SheetLayout:
    """Another player's small sheet with the expansion: the name and money, a line of counters (XP,
    Glory, Damage, imps), then seven rows; no room for the alignment grid or the cards, whose counts
    the counters line gives instead (they open with a click)."""
    if w >= FIENDS_NAME_W:
        sl = SheetLayout(s.r(x, y, w, h), True, s.r(x + 4, y + 3, w - 8, 44))
        sl.gold = s.r(x + w - 6 - 2 * CHIP_W - CHIP_GAP, y + 4, CHIP_W, CHIP_H)
        sl.charisma = s.r(x + w - 6 - CHIP_W, y + 4, CHIP_W, CHIP_H)
        sl.extras = s.r(x + 6, y + 31, w - 12, 13)
        top = y + 50
    else:   # too narrow for the name beside the money: the money gets a line of its own
        sl = SheetLayout(s.r(x, y, w, h), True, s.r(x + 4, y + 3, w - 8, 60))
        sl.gold = s.r(x + 8, y + 30, CHIP_W, CHIP_H)
        sl.charisma = s.r(x + 8 + CHIP_W + CHIP_GAP, y + 30, CHIP_W, CHIP_H)
        sl.extras = s.r(x + 6, y + 48, w - 12, 13)
        top = y + 66
    wide = w >= WIDE_COMPACT
    side = 0.0 if not wide else min(150.0, w * 0.36)
    row_h = min(28.0, (y + h - top - 4) / len(FIENDS_ROWS))
    label_w = 22.0 if not wide else 34.0
    sl.die_size = s.n(row_h - 4)
    _compact_rows(sl, s, FIENDS_ROWS, x, top, w - 8 - side, row_h, label_w, 15.0 if not wide else 28.0)
    if wide:
        sx = x + w - side
        grid = min(66.0, side - 12)
        sl.align = s.r(sx + 4, top + 4, grid, grid)
        sl.backstory = s.r(sx + grid + 10, top + 4, side - grid - 14, grid)
        sl.cards = s.r(sx, top + grid + 10, side - 4, y + h - top - grid - 14)
    else:
        sl.cards = s.r(x + 4, y + h - 4, w - 8, 0)
    return sl


def compact_sheet(s: Scaler, x: float, y: float, w: float, h: float) -> SheetLayout:
    """A small sheet for another player: name, money, the dice grid, alignment and skills.

    Narrow (three opponents) it stacks alignment and skills under the rows; wide (one or two
    opponents) it puts them beside the rows, so the dice can be larger.
    """
    sl = SheetLayout(s.r(x, y, w, h), True, s.r(x + 4, y + 3, w - 8, 34))
    sl.gold = s.r(x + w - 6 - 2 * CHIP_W - CHIP_GAP, y + 4, CHIP_W, CHIP_H)
    sl.charisma = s.r(x + w - 6 - CHIP_W, y + 4, CHIP_W, CHIP_H)
    top = y + 42
    wide = w >= WIDE_COMPACT
    side = 0.0 if not wide else min(150.0, w * 0.36)
    bottom_h = 0.0 if wide else float(COMPACT_BOTTOM)
    row_h = min(30.0, (h - 42 - bottom_h - 4) / ATTR_COUNT)
    label_w = 26.0 if not wide else 34.0
    sl.die_size = s.n(row_h - 4)
    _compact_rows(sl, s, ATTRS, x, top, w - 8 - side, row_h, label_w, 18.0 if not wide else 28.0)
    if wide:
        sx = x + w - side
        grid = min(66.0, side - 12)
        sl.align = s.r(sx + 4, top + 4, grid, grid)
        sl.backstory = s.r(sx + grid + 10, top + 4, side - grid - 14, grid)
        sl.cards = s.r(sx, top + grid + 10, side - 4, y + h - top - grid - 14)
    else:
        bottom = top + ATTR_COUNT * row_h + 2
        grid = y + h - bottom - 6
        sl.align = s.r(x + 6, bottom, grid, grid)
        sl.backstory = s.r(x + 6, bottom + grid, grid, 0)
        sl.cards = s.r(x + grid + 12, bottom, w - grid - 18, y + h - bottom - 4)
    return sl


@dataclass
class TableLayout:
    """Every region of the table for one rectangle, player count and viewing seat."""

    scaler: Scaler
    info: pygame.Rect
    main: SheetLayout
    initiative: pygame.Rect
    market: pygame.Rect
    others_area: pygame.Rect
    others: dict[int, SheetLayout]
    bar: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    main_seat: int
    hunt: pygame.Rect | None = None   # the expansion's minion, Monster and Adventure cards


    def regions(self) -> dict[str, pygame.Rect]:
        """The top-level regions (pairwise disjoint, all inside the table rectangle)."""
        out = {"info": self.info, "main": self.main.panel, "initiative": self.initiative, "market": self.market,
               "bar": self.bar}
        for seat, sheet in self.others.items():
            out[f"sheet{seat}"] = sheet.panel
        if not self.others:
            out["solo"] = self.others_area
        if self.hunt is not None:
            out["hunt"] = self.hunt
        return out


def build(rect: pygame.Rect, players: int, main_seat: int, fiends: bool = False) -> TableLayout:
    """The table's regions; with the expansion (`fiends`) a hunt strip sits under the Market and the
    sheets carry the familiar row."""
    s = Scaler.fit(rect)
    info = s.r(0, 0, DESIGN_W, INFO_H)
    body_y = INFO_H + GAP
    body_h = DESIGN_H - BAR_H - GAP - body_y
    main = main_sheet(s, 0, body_y, MAIN_W, body_h, fiends)
    side_x = MAIN_W + GAP
    side_w = DESIGN_W - side_x
    init_h, market_h = (FIENDS_INIT_H, FIENDS_MARKET_H) if fiends else (INIT_H, MARKET_H)
    initiative = s.r(side_x, body_y, side_w, init_h)
    market = s.r(side_x, body_y + init_h + GAP, side_w, market_h)
    oy = body_y + init_h + GAP + market_h + GAP
    hunt = None
    if fiends:
        hunt = s.r(side_x, oy, side_w, HUNT_H)
        oy += HUNT_H + GAP
    oh = body_y + body_h - oy
    others_area = s.r(side_x, oy, side_w, oh)
    seats = [(main_seat + k) % players for k in range(1, players)]
    others: dict[int, SheetLayout] = {}
    if seats:
        n = len(seats)
        w = (side_w - GAP * (n - 1)) / n
        sheet = compact_fiends if fiends else compact_sheet
        for k, seat in enumerate(seats):
            others[seat] = sheet(s, side_x + k * (w + GAP), oy, w, oh)
    bar = s.r(0, DESIGN_H - BAR_H, DESIGN_W, BAR_H)
    deck = s.r(DESIGN_W - 228, 4, 100, INFO_H - 8)
    discard = s.r(DESIGN_W - 124, 4, 120, INFO_H - 8)
    return TableLayout(s, info, main, initiative, market, others_area, others, bar, deck, discard, main_seat, hunt)
