"""Runebound's board as the shared map layer sees it: the 169 hexes with their terrain kinds, the rivers
from the map file and the roads traced through the Road hexes, the eight cities, the printed gems and
sun rays, and the pieces that stand on hexes (adventure counters, unresolved challenges, market piles,
heroes) as map tokens.

Everything here is read from the engine's content; the table only asks for the layer and the tokens.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from app import i18n
from app.render import tokens as tokenart
from app.render.cache import new_cache
from app.render.draw import Canvas
from app.render.glyphs import glyph
from app.render.hexgrid import Layout
from app.render.maplayer.cells import CellId, HexCells
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import Feature, Frame, Mark, Place
from app.render.maplayer.stacks import MapToken
from app.render.maplayer.terrain import Terrain
from app.render.palette import CREAM, INK, PAPER, PLAYER_COLOURS, darken, hex_rgb, lighten, luminance
from engine.common.hexes import Hex, neighbours
from engine.games.runebound.content import CITY, Content, content
from engine.kernel.canonical import JsonObject

HEX_WORLD = 48.0          # a hex's centre-to-corner in world pixels
TOKEN_WORLD = 38.0        # a piece's diameter on a roomy hex
FRAME_WORLD = 14.0        # the board's decorative border
ROAD, RIVER = "R", "W"

# Terrain by the map's letters: each has its own ground colour AND pattern (spec §3.1), so the board
# reads in greyscale or for a colour-blind player.
TERRAIN_LOOK: dict[str, tuple[str, str, float]] = {
    "P": ("#a9c46f", "tufts", 0.42), "R": ("#d8c795", "dots", 0.35), "W": ("#5f95c6", "waves", 0.35),
    "S": ("#6f8f78", "reeds", 0.5), "F": ("#4f8a46", "canopy", 0.5), "H": ("#bfa86a", "humps", 0.45),
    "M": ("#9b958c", "peaks", 0.55), "C": ("#cdbf9f", "plain", 0.4),
}
GEM_COLOUR = {"green": hex_rgb("#3e9b4f"), "yellow": hex_rgb("#e0b13c"), "blue": hex_rgb("#2f6fc0"),
              "red": hex_rgb("#c83a32")}
GEM_GLYPH = {"green": "leaf", "yellow": "star", "blue": "drop", "red": "flame"}  # told apart without colour
SEAT_GLYPH = ("crown", "sword", "shield", "bolt", "heart", "eye")
SUN_COLOUR = hex_rgb("#ffd75e")
HIGHLIGHT_RIM = hex_rgb("#ffd75e")
UNRESOLVED_COLOUR = hex_rgb("#5b2a2a")
MARKET_COLOUR = hex_rgb("#7a4f31")
DARK_FIGURE = 0.2         # a figure darker than this gets a light rim (it would vanish on a dark panel)
FIGURE_TALL = 1.35        # a hero's figure stands this many token sizes tall: it towers over counters
_FACES = new_cache(512, max_mb=8)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def terrain_kinds() -> dict[str, Terrain]:
    """One layer Terrain per map letter, named in both languages from the strings catalogue."""
    out = {}
    for letter, (ground, pattern, ink) in TERRAIN_LOOK.items():
        rgb = hex_rgb(ground)
        out[letter] = Terrain(f"runebound-{letter}", i18n.text(f"runebound.terrain.{letter}", "en"),
                              i18n.text(f"runebound.terrain.{letter}", "pl"), rgb, pattern, darken(rgb, ink))
    return out


def road_chains(c: Content) -> list[tuple[Hex, ...]]:
    """The road network cut into chains: Road hexes linked to each other and to the cities they touch,
    split at every crossing and end, so each chain is drawn as one unbroken line."""
    nodes = {h for h, t in c.terrain.items() if t == ROAD}
    links: dict[Hex, set[Hex]] = {}
    for h in nodes:
        for n in neighbours(h):
            if c.terrain.get(n) in (ROAD, CITY):
                links.setdefault(h, set()).add(n)
                links.setdefault(n, set()).add(h)
    used: set[frozenset[Hex]] = set()
    chains: list[tuple[Hex, ...]] = []

    def walk(a: Hex, b: Hex) -> tuple[Hex, ...]:
        path = [a, b]
        used.add(frozenset((a, b)))
        while len(links[path[-1]]) == 2 and c.terrain[path[-1]] == ROAD:
            nxt = next((n for n in sorted(links[path[-1]]) if frozenset((path[-1], n)) not in used), None)
            if nxt is None:
                break
            used.add(frozenset((path[-1], nxt)))
            path.append(nxt)
        return tuple(path)

    for h in sorted(links):
        if len(links[h]) != 2 or c.terrain[h] != ROAD:
            for n in sorted(links[h]):
                if frozenset((h, n)) not in used:
                    chains.append(walk(h, n))
    for h in sorted(links):
        for n in sorted(links[h]):
            if frozenset((h, n)) not in used:
                chains.append(walk(h, n))
    return chains


def make_layer(layout: Layout, lang: str) -> MapLayer:
    """The whole board for the map layer, city names in `lang`."""
    c = content()
    kinds = terrain_kinds()
    cells = HexCells(layout, sorted(c.terrain))
    terrain: dict[CellId, Terrain] = {h: kinds[t] for h, t in c.terrain.items()}
    features = [Feature("river", course) for course in c.rivers.values() if len(course) > 1]
    features += [Feature("road", chain) for chain in road_chains(c)]
    places = [Place(city.hex, city.name.get(lang)) for city in c.cities.values()]
    marks = [Mark(h, "dot", (0.0, 0.62), 12.0, GEM_COLOUR[colour]) for h, colour in c.gems.items()]
    marks += [Mark(h, "sun", (0.58, -0.5), 20.0, SUN_COLOUR) for h in c.sun]
    return MapLayer(cells, terrain, features=features, places=places, marks=marks, frame=Frame(FRAME_WORLD),
                    token_world=TOKEN_WORLD, minimap="topright")


def _cached(key: tuple[object, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _FACES.get(key)
    if surf is None:
        surf = _FACES.put(key, build())
    return surf


def gem_face(colour: str, size: int) -> pygame.Surface:
    """An adventure counter: a cut gem (an octagon with a lit table facet) in its colour, with the colour's
    glyph, so it reads apart from the round badges and the heroes' figures, and without colour too."""
    def build() -> pygame.Surface:
        body = GEM_COLOUR.get(colour, CREAM)
        c = Canvas(size, size, darken(body, 0.5))
        r = size / 2
        outer = [(r + r * 0.98 * math.cos(math.radians(22.5 + 45 * k)), r + r * 0.98 * math.sin(math.radians(22.5 + 45 * k)))
                 for k in range(8)]
        inner = [(r + r * 0.62 * math.cos(math.radians(22.5 + 45 * k)), r + r * 0.62 * math.sin(math.radians(22.5 + 45 * k)))
                 for k in range(8)]
        c.poly(outer, darken(body, 0.5))
        c.poly([(r + (x - r) * 0.9, r + (y - r) * 0.9) for x, y in outer], body)
        c.poly(inner, lighten(body, 0.18))
        c.poly([inner[4], inner[5], inner[6], (r, r)], lighten(body, 0.4))
        face = c.done()
        ink = INK if luminance(body) > 0.55 else CREAM
        mark = glyph(GEM_GLYPH.get(colour, "dot"), max(4, round(size * 0.5)), ink)
        face.blit(mark, mark.get_rect(center=(r, r)))
        return face
    return _cached(("gem", colour, size), build)


def figure_face(seat: int, size: int, active: bool = False) -> pygame.Surface:
    """A hero's standing figure in the player's colour with the seat's glyph on its chest, FIGURE_TALL
    times the token size (it stands on its hex's spot); the active hero has a gold rim."""
    def build() -> pygame.Surface:
        colour = seat_colour(seat)
        w, h = size, round(size * FIGURE_TALL)
        c = Canvas(w, h, darken(colour, 0.55))
        dark = luminance(colour) < DARK_FIGURE
        edge = HIGHLIGHT_RIM if active else (lighten(colour, 0.55) if dark else darken(colour, 0.55))
        t = max(1.0, size * (0.09 if active else 0.06))
        head = (w / 2, h * 0.2, w * 0.2)
        body = [(w * 0.14, h * 0.96), (w * 0.24, h * 0.5), (w * 0.38, h * 0.38), (w * 0.62, h * 0.38),
                (w * 0.76, h * 0.5), (w * 0.86, h * 0.96)]
        c.poly(body, edge)
        c.circle(*head[:2], head[2] + t, edge)
        c.poly([(w * 0.14 + t, h * 0.96 - t), (w * 0.24 + t * 0.7, h * 0.5), (w * 0.38 + t * 0.3, h * 0.38 + t),
                (w * 0.62 - t * 0.3, h * 0.38 + t), (w * 0.76 - t * 0.7, h * 0.5), (w * 0.86 - t, h * 0.96 - t)], colour)
        c.circle(*head, colour)
        c.circle(head[0] - head[2] * 0.3, head[1] - head[2] * 0.3, head[2] * 0.35, lighten(colour, 0.3))
        face = c.done()
        ink = INK if luminance(colour) > 0.55 else CREAM
        mark = glyph(SEAT_GLYPH[seat % len(SEAT_GLYPH)], max(4, round(size * 0.34)), ink)
        face.blit(mark, mark.get_rect(center=(w / 2, h * 0.68)))
        out = pygame.Surface((w, h + h // 2), pygame.SRCALPHA)
        out.blit(face, (0, 0))
        return out
    return _cached(("figure", seat, size, active), build)


def pile_face(count: int, size: int) -> pygame.Surface:
    """A city's market pile: a small card on a card, with how many lie there."""
    def build() -> pygame.Surface:
        w, h = round(size * 0.72), size
        c = Canvas(w, h, INK)
        c.rrect(w * 0.14, 0, w * 0.86, h * 0.9, darken(PAPER, 0.3), w * 0.1)
        c.rrect(0, h * 0.1, w * 0.86, h * 0.9, INK, w * 0.1)
        c.rrect(w * 0.05, h * 0.14, w * 0.76, h * 0.82, MARKET_COLOUR, w * 0.08)
        face = c.done()
        label = tokenart.counter(count, max(6, round(size * 0.46)), fill=PAPER, ink=INK)
        face.blit(label, label.get_rect(center=(w * 0.43, h * 0.55)))
        return face
    return _cached(("pile", count, size), build)


def _gem(colour: str) -> Callable[[int], pygame.Surface]:
    return lambda size: gem_face(colour, size)


def _hero(seat: int, active: bool) -> Callable[[int], pygame.Surface]:
    return lambda size: figure_face(seat, size, active)


def _numbered(value: int | str, body: tuple[int, int, int]) -> Callable[[int], pygame.Surface]:
    return lambda size: tokenart.counter(value, size, fill=body)


def _pile(count: int) -> Callable[[int], pygame.Surface]:
    return lambda size: pile_face(count, size)


def hex_of(key: str) -> Hex:
    q, r = (int(v) for v in key.split(","))
    return Hex(q, r)


def hero_face(seat: int, active: bool = False) -> Callable[[int], pygame.Surface]:
    """A hero's figure (the table draws it itself while it walks)."""
    return _hero(seat, active)


def map_tokens(view: JsonObject, hide: Iterable[int] = ()) -> list[MapToken]:
    """The pieces on the board in this view: counters, unresolved challenges (their track number), each
    city's market pile (its size), and the heroes (the active one lit); heroes in `hide` are left out."""
    c = content()
    out: list[MapToken] = []
    for key, colours in (view.get("counters_on_hex") or {}).items():
        out += [MapToken(hex_of(key), _gem(colour)) for colour in colours]
    for key, slot in (view.get("unresolved_on_hex") or {}).items():
        out.append(MapToken(hex_of(key), _numbered(slot, UNRESOLVED_COLOUR)))
    for city_id, cards in (view.get("market_stacks") or {}).items():
        city = c.cities.get(city_id)
        if city is not None and cards:
            out.append(MapToken(city.hex, _pile(len(cards))))
    hidden = set(hide)
    active = view.get("active")
    for p in view.get("players") or []:
        if p.get("position") is not None and p["seat"] not in hidden:
            out.append(MapToken(Hex(*p["position"]), _hero(p["seat"], p["seat"] == active)))
    return out
