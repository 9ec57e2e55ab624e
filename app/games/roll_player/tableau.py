"""The viewing player's own cards as readable tiles: picture, name and the whole rules text.

Mini cards made their rules a few pixels high; a tile gives the text the width of half the
sheet at a size readable without zooming (13 px and more at 1920×1080). Armour pieces of one
set print the same rules, so they share a tile (each keeps its own picture, its own spot). The
tiles flow in two columns, weapons first, then armour, traits and skills; only when even the
smallest readable size cannot hold every text is a tile's text cut, and the zoom shows it all.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

import pygame

from app.games.roll_player import art, text
from app.games.roll_player.pieces import CARD_KINDS
from app.render import fonts
from app.render.glyphs import glyph
from app.render.palette import (
    CARD_RATIO, CREAM, INK, INK_SOFT, PAPER, PAPER_DARK, darken, lighten, mix,
)
from engine.games.roll_player.effects import content as load_content
from engine.kernel.canonical import JsonObject

RULES_SIZES = (10, 9)   # design pixels of the rules text, largest first (9 is 13.5 px at 1920×1080)
NAME_SIZE = 10          # design pixels of a card's name
THUMB_W = 26            # design width of a card's picture in its tile (height by the card ratio)
PAD = 3                 # design pixels inside a tile
GAP = 4                 # design pixels between tiles and between the two columns
COLUMNS = 2
BADGE = 11              # design size of the arrow and hand marks beside a name
LEADING = 1.12         # line pitch as a share of the font size
TAG_SIZE = 8            # design pixels of the "exhausted" label
TINT = 0.13             # how much of its card type's colour a tile's paper takes
EXHAUSTED_FADE = 0.45   # how far an exhausted skill's tile fades towards the paper
ARROW_TURN = {"UP": 0, "LEFT": 90, "DOWN": 180, "RIGHT": 270}
ORDER = ("weapons", "armour", "traits", "skills")
KIND = {"weapons": "weapon", "armour": "armour", "traits": "trait", "skills": "skill"}


@dataclass
class Tile:
    """One tile: its cards (several only for armour of one set), where it and each picture sit, its text."""

    group: str
    cards: tuple[str, ...]
    exhausted: bool
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    thumbs: list[pygame.Rect] = field(default_factory=list)
    name_lines: list[str] = field(default_factory=list)
    rules_lines: list[str] = field(default_factory=list)
    cut: bool = False


@dataclass
class Plan:
    """The tiles laid out in an area, and the pixel sizes of their text."""

    rules_px: int
    name_px: int
    tiles: list[Tile]

    @property
    def cut(self) -> bool:
        """True when some rules text did not fit even at the smallest readable size."""
        return any(t.cut for t in self.tiles)

    def group_rect(self, group: str) -> pygame.Rect | None:
        rects = [t.rect for t in self.tiles if t.group == group]
        return rects[0].unionall(rects[1:]) if rects else None


def tiles_for(p: JsonObject) -> list[Tile]:
    """The player's cards in tile order; armour sharing its rules text shares a tile."""
    c = load_content()
    skills = p.get("skills") or {}
    groups = {"weapons": p.get("weapons") or [], "armour": p.get("armour") or [],
              "traits": p.get("traits") or [], "skills": list(skills)}
    out: list[Tile] = []
    for group in ORDER:
        by_text: dict[str, Tile] = {}
        for card in groups[group]:
            key = str(c.cards[card].text) if group == "armour" else card
            if key in by_text:
                by_text[key].cards += (card,)
                continue
            tile = Tile(group, (card,), bool(skills.get(card)) if group == "skills" else False)
            by_text[key] = tile
            out.append(tile)
    return out


def plan(p: JsonObject, area: pygame.Rect, u: float) -> Plan:
    """Lay the player's tiles out in `area` at the largest readable size that holds every text.

    When even the smallest size cannot, pictures shrink to their text's height and the longest
    texts of an overfull column lose their last lines (ending with "…"), down to the names alone.
    """
    tiles = tiles_for(p)
    gap = max(1, round(GAP * u))
    col_w = (area.w - gap * (COLUMNS - 1)) // COLUMNS
    name_px = max(1, round(NAME_SIZE * u))
    for size in RULES_SIZES:
        rules_px = max(1, round(size * u))
        for tile in tiles:
            _wrap(tile, col_w, name_px, rules_px, u)
        heights = [_height(t, name_px, rules_px, u, tight=False) for t in tiles]
        columns = _split(heights, gap)
        if all(_column_height(heights, col, gap) <= area.h for col in columns):
            break
    else:
        heights = [_height(t, name_px, rules_px, u, tight=True) for t in tiles]
        columns = _split(heights, gap)
        for col in columns:
            _cut_to_fit(tiles, heights, col, area.h, name_px, rules_px, u, gap)
    for k, col in enumerate(columns):
        y = area.y
        for i in col:
            tiles[i].rect = pygame.Rect(area.x + k * (col_w + gap), y, col_w, heights[i])
            _place_thumbs(tiles[i], u)
            y += heights[i] + gap
    return Plan(rules_px, name_px, tiles)


def _thumb_size(u: float) -> tuple[int, int]:
    w = max(8, round(THUMB_W * u))
    return w, round(w * CARD_RATIO)


def _wrap(tile: Tile, col_w: int, name_px: int, rules_px: int, u: float) -> None:
    """Wrap a tile's names and rules text to the width beside its picture."""
    c = load_content()
    width = col_w - _thumb_size(u)[0] - 3 * max(1, round(PAD * u))
    names = " · ".join(text.name(c.cards[card].name) for card in tile.cards)
    tile.name_lines = fonts.wrap(names, fonts.font(name_px, bold=True, condensed=True), width - _badges_width(tile, u))
    tile.rules_lines = fonts.wrap(text.name(c.cards[tile.cards[0]].text), fonts.font(rules_px, condensed=True), width)
    tile.cut = False


def _height(tile: Tile, name_px: int, rules_px: int, u: float, tight: bool) -> int:
    """A tile's height: its text, or its picture when taller (unless space is tight)."""
    body = len(tile.name_lines) * _pitch(name_px) + len(tile.rules_lines) * _pitch(rules_px)
    return (body if tight else max(body, _thumb_size(u)[1])) + 2 * max(1, round(PAD * u))


def _pitch(px: int) -> int:
    """Line to line distance: a little tighter than the font's own, which leaves room for accents above capitals."""
    return max(px + 1, round(px * LEADING))


def _split(heights: list[int], gap: int) -> list[list[int]]:
    """Two columns in reading order, split where the taller column is shortest (the left one fuller on a tie)."""
    if not heights:
        return [[], []]
    best: tuple[int, int] | None = None
    for k in range(len(heights) + 1):
        tall = max(_column_height(heights, list(range(k)), gap), _column_height(heights, list(range(k, len(heights))), gap))
        if best is None or tall <= best[0]:
            best = (tall, k)
    assert best is not None
    return [list(range(best[1])), list(range(best[1], len(heights)))]


def _column_height(heights: list[int], col: Iterable[int], gap: int) -> int:
    items = [heights[i] for i in col]
    return sum(items) + gap * max(0, len(items) - 1)


def _cut_to_fit(tiles: list[Tile], heights: list[int], col: list[int], room: int, name_px: int, rules_px: int,
                u: float, gap: int) -> None:
    """Take the last line off the longest rules text of an overfull column until it fits (names stay)."""
    while _column_height(heights, col, gap) > room:
        longest = max(col, key=lambda i: len(tiles[i].rules_lines), default=None)
        if longest is None or not tiles[longest].rules_lines:
            return
        t = tiles[longest]
        t.rules_lines = t.rules_lines[:-1]
        if t.rules_lines:
            t.rules_lines[-1] = t.rules_lines[-1].rstrip(" .,;:") + "…"
        t.cut = True
        heights[longest] = _height(t, name_px, rules_px, u, tight=True)


def _place_thumbs(tile: Tile, u: float) -> None:
    """Each card's picture at the tile's left (no taller than the tile); a set's pictures overlap like a fanned hand."""
    pad = max(1, round(PAD * u))
    w, h = _thumb_size(u)
    if h > tile.rect.h - 2 * pad:
        h = max(4, tile.rect.h - 2 * pad)
        w = max(3, round(h / CARD_RATIO))
    n = len(tile.cards)
    room = tile.rect.h - 2 * pad - h
    step = min(max(2, round(4 * u)), room // max(1, n - 1)) if n > 1 else 0
    top = tile.rect.y + pad + max(0, (room - step * (n - 1)) // 2)
    tile.thumbs = [pygame.Rect(tile.rect.x + pad + k * max(1, round(2 * u)), top + k * step, w, h) for k in range(n)]


def _badges_width(tile: Tile, u: float) -> int:
    """Room kept on the name line for the marks in the corner (and an exhausted skill's tag)."""
    card = load_content().cards[tile.cards[0]]
    count = (card.hands or 0) + (1 if card.arrow else 0)
    tag = _tag(u).get_width() + max(1, round(2 * u)) if tile.exhausted else 0
    return count * (max(6, round(BADGE * u)) + max(1, round(2 * u))) + tag


def _tag(u: float) -> pygame.Surface:
    """The "exhausted" label of a skill turned on its side."""
    return fonts.text(text.t("exhausted"), max(7, round(TAG_SIZE * u)), CREAM, bold=True, condensed=True)


def draw(surface: pygame.Surface, the_plan: Plan, seat: int, u: float, spots: dict[Any, pygame.Rect]) -> None:
    """Paint the tiles and register each card's spot (its tile, or its picture in a shared tile)."""
    for tile in the_plan.tiles:
        _draw_tile(surface, tile, the_plan, u)
        for card, thumb in zip(tile.cards, tile.thumbs):
            spots[("card", seat, card)] = tile.rect if len(tile.cards) == 1 else thumb
            spots[("card_art", seat, card)] = thumb
    for group in ORDER:
        rect = the_plan.group_rect(group)
        if rect is not None:
            spots[("group", seat, group)] = rect


def _draw_tile(surface: pygame.Surface, tile: Tile, the_plan: Plan, u: float) -> None:
    c = load_content()
    n = lambda v: max(1, round(v * u))  # noqa: E731
    frame, _ = CARD_KINDS[KIND[tile.group]]
    fill = mix(PAPER, frame, TINT)
    ink, soft = INK, INK_SOFT
    if tile.exhausted:
        fill = mix(fill, PAPER_DARK, EXHAUSTED_FADE)
        ink, soft = INK_SOFT, mix(INK_SOFT, PAPER_DARK, 0.3)
    rect = tile.rect
    pygame.draw.rect(surface, fill, rect, border_radius=n(5))
    pygame.draw.rect(surface, darken(frame, 0.15), rect, max(1, n(1.2)), border_radius=n(5))
    for card, thumb in zip(tile.cards, tile.thumbs):
        _thumb(surface, card, thumb, frame, tile.exhausted, u)
    pad = n(PAD)
    x = rect.x + 2 * pad + _thumb_size(u)[0]
    y = rect.y + pad
    for line in tile.name_lines:
        surface.blit(fonts.text(line, the_plan.name_px, ink, bold=True, condensed=True), (x, y))
        y += _pitch(the_plan.name_px)
    left = _badges(surface, c.cards[tile.cards[0]], rect, u)
    if tile.exhausted:
        tag = _tag(u)
        box = tag.get_rect(topright=(left, rect.y + pad)).inflate(n(4), 0)
        pygame.draw.rect(surface, darken(frame, 0.2), box, border_radius=n(3))
        surface.blit(tag, tag.get_rect(center=box.center))
    for line in tile.rules_lines:
        surface.blit(fonts.text(line, the_plan.rules_px, soft if tile.exhausted else ink, condensed=True), (x, y))
        y += _pitch(the_plan.rules_px)


def _thumb(surface: pygame.Surface, card: str, rect: pygame.Rect, frame: tuple[int, int, int], exhausted: bool,
           u: float) -> None:
    """The card's picture in a frame of its type's colour; an exhausted skill lies turned on its side."""
    border = max(1, round(1.5 * u))
    img = art.picture(card, (rect.w - 2 * border, rect.h - 2 * border))
    framed = pygame.Surface(rect.size)
    framed.fill(darken(frame, 0.1))
    framed.blit(img, (border, border))
    if exhausted:
        framed = pygame.transform.rotate(framed, -90)
        k = rect.w / framed.get_width()
        framed = pygame.transform.smoothscale(framed, (rect.w, max(1, round(framed.get_height() * k))))
        framed.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(framed, framed.get_rect(center=rect.center))


def _badges(surface: pygame.Surface, card: Any, rect: pygame.Rect, u: float) -> int:
    """The alignment arrow (traits and skills) and hand symbols (weapons) in the tile's top right corner;
    returns the x left of them."""
    size = max(6, round(BADGE * u))
    x = rect.right - max(1, round(PAD * u)) - size
    y = rect.y + max(1, round(PAD * u))
    if card.arrow:
        pygame.draw.circle(surface, INK, (x + size // 2, y + size // 2), size // 2)
        arrow = glyph("arrow", max(4, round(size * 0.7)), CREAM, rotation=ARROW_TURN[card.arrow])
        surface.blit(arrow, arrow.get_rect(center=(x + size // 2, y + size // 2)))
        x -= size + max(1, round(2 * u))
    for _ in range(card.hands or 0):
        hand = glyph("hand", size, lighten(INK, 0.1))
        surface.blit(hand, (x, y))
        x -= size + max(1, round(2 * u))
    return x + size
