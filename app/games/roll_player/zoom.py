"""What a right-click shows large: a Market card as its card face, a race or a class as its setup tile.

Market cards, races and classes have distinct ids in the content (B01, R01, C1a), so one id says
what to draw. Sizes are design units of the setup tile, scaled to a share of the window's height.
"""
from __future__ import annotations


import pygame

from app.games.roll_player import paint
from app.render import cards
from engine.games.roll_player.effects import content as load_content
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel.canonical import JsonObject

HEIGHT_SHARE = 0.6           # a zoomed card or tile is this share of the window's height (as the card toolkit's)
RACE_TILE = (240, 90)        # design size of a zoomed race tile: its face and modifiers, as on the setup tile
CLASS_TILE = (200, 230)      # design size of a zoomed class tile: tall enough for goals, stars and ability
OWNED = ("weapons", "armour", "traits", "skills")
FIENDS_CARD = (200, 260)     # design size of a zoomed familiar, minion or Monster card
IMP_CARD = (160, 150)        # design size of a zoomed imp
ADVENTURE_CARD = (180, 230)  # design size of a peeked Adventure card shown large


def zoomable(item: str) -> bool:
    """True for the ids a zoom can show: Market cards, races, classes, and the expansion's familiars,
    minions, Monsters, imps and Adventure cards (only a card its viewer may see is ever named)."""
    c = load_content()
    f = load_fiends()
    return item in c.cards or item in c.races or item in c.classes or item in f.familiars or item in f.minions \
        or item in f.monsters or item in f.imps or item in f.adventures


def draw(surface: pygame.Surface, item: str, u: float, solo: bool = False) -> None:
    """Dim the window and show `item` large in its middle; the table's scale `u` is restored after."""
    c = load_content()
    if item in c.cards:
        cards.draw_zoom(surface, paint.card_face(item))
        return
    f = load_fiends()
    if item in f.familiars or item in f.minions or item in f.monsters or item in f.imps or item in f.adventures:
        _fiends_card(surface, item, u, solo)
        return
    kind, (w, h) = ("choose_race", RACE_TILE) if item in c.races else ("choose_class", CLASS_TILE)
    surface.fill(cards.ZOOM_VEIL, special_flags=pygame.BLEND_RGB_MULT)
    k = surface.get_height() * HEIGHT_SHARE / CLASS_TILE[1]   # races and classes at one scale
    rect = pygame.Rect(0, 0, round(w * k), round(h * k))
    rect.center = surface.get_rect().center
    paint.set_scale(k)
    try:
        paint.draw_tile(surface, rect, kind, item, k)
    finally:
        paint.set_scale(u)


def owned(player: JsonObject) -> list[str]:
    """A player's cards in their sheet's order: weapons, armour, traits, skills."""
    out: list[str] = []
    for group in OWNED:
        out.extend(player.get(group) or [])
    return out


def _fiends_card(surface: pygame.Surface, item: str, u: float, solo: bool) -> None:
    """A familiar, a minion, a Monster, an imp or an Adventure card large, at the zoom's scale."""
    from app.games.roll_player import battle_paint, fiends_paint
    f = load_fiends()
    surface.fill(cards.ZOOM_VEIL, special_flags=pygame.BLEND_RGB_MULT)
    k = surface.get_height() * HEIGHT_SHARE / FIENDS_CARD[1]
    w, h = FIENDS_CARD
    if item in f.minions:
        w, h = 200, 150
    elif item in f.imps:
        w, h = IMP_CARD
    elif item in f.adventures:
        w, h = ADVENTURE_CARD
    rect = pygame.Rect(0, 0, round(w * k), round(h * k))
    rect.center = surface.get_rect().center
    paint.set_scale(k)
    try:
        if item in f.familiars:
            fiends_paint.draw_familiar(surface, rect, item, k)
        elif item in f.imps:
            fiends_paint.draw_imp_card(surface, rect, item, k)
        elif item in f.adventures:
            fiends_paint.draw_adventure_card(surface, rect, item, k)
        elif item in f.minions:
            fiends_paint.draw_minion(surface, rect, f.minions[item], None, k)
        else:
            m = f.monsters[item]
            battle_paint.draw_monster_card(surface, rect, m, m.one_p if solo else m.two_plus, None, k, {})
    finally:
        paint.set_scale(u)
