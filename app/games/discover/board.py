"""The Island as the shared map layer sees it: every space of the layout, face-down tiles by their stack's back
until a hero scouts them (MapLayer.reveal turns a tile's seven spaces over), face-up terrain told apart by colour
AND pattern, and the pieces on the spaces (landscape, water and supply tokens, the campsite and its fire, monsters,
markers, the heroes) as map tokens.

Everything is read from the engine's view and content; the board never decides a rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

import pygame

from app.render import tokens as tokenart
from app.render.hexgrid import Layout
from app.render.maplayer.cells import CellId, Edge, HexCells, boundary
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import Frame, Outlines
from app.render.maplayer.stacks import MapToken
from app.render.maplayer.terrain import Terrain
from app.render.palette import CREAM, INK, PLAYER_COLOURS, darken, hex_rgb
from engine.common.hexes import Hex
from engine.games.discover.content import Content, LandscapeToken, content
from engine.kernel.canonical import JsonObject

from .text import say

HEX_WORLD = 48.0          # a space's centre-to-corner in world pixels
TOKEN_WORLD = 34.0        # a token's diameter on a roomy space
FRAME_WORLD = 12.0        # the map's border
TILE_EDGE_WORLD = 2.5     # the line round each tile (a scout turns a whole tile: its outline shows which)
TILE_EDGE = hex_rgb("#1c1714")
LANGS = ("en", "pl")

# Terrain by the content's codes (spec §20.3): each its own ground colour and pattern, so the Island reads in
# greyscale or for a colour-blind player: grass tufts, underbrush canopy, mountain peaks, ocean waves.
TERRAIN_LOOK: dict[str, tuple[str, str, float]] = {
    "T": ("#a6c865", "tufts", 0.42), "Z": ("#4d7f3f", "canopy", 0.5), "G": ("#9a938a", "peaks", 0.55),
    "O": ("#3f7db8", "waves", 0.35),
}
# A face-down tile shows its back: cross-hatched card in its stack's shade (the stack's number lies on its centre).
BACK_LOOK: dict[str, str] = {"start": "#6f5b43", "1": "#5b4a3b", "2": "#433b4d", "3": "#3b4a4d"}
BACK_FALLBACK = "#4a4440"
BACK_PATTERN, BACK_INK = "hatch", 0.3
BACK_BADGE = hex_rgb("#2b2320")
# Landscape tokens by the picture on their backs (the stacks' ids in content), and their glyphs, told apart without colour.
LANDSCAPE_LOOK: dict[str, tuple[str, str]] = {"B": ("#e3cf8e", "wave"), "J": ("#3f8a4a", "leaf"),
                                              "R": ("#8e8a84", "mountain")}
LANDSCAPE_FALLBACK = ("#b9a27a", "question")
RESOURCE_LOOK: dict[str, tuple[str, str]] = {
    "food": ("#d9893b", "leaf"), "meat": ("#b44a3c", "paw"), "clean_water": ("#6fb7e6", "drop"),
    "dirty_water": ("#8a6a3d", "drop"), "wood": ("#8a5a32", "tree"), "stone": ("#a7a7a7", "mountain"),
    "poison": ("#6e3f8f", "skull"), "component": ("#c9a24a", "bolt"), "medicine": ("#e8e2d4", "heart"),
}
RESOURCE_FALLBACK = ("#c0b090", "dot")
WATER_HIDDEN = "#4a86b8"
ENEMY_BODY = hex_rgb("#8f2f28")
SPECIAL_BODY = hex_rgb("#5a2a6e")
SEARCH_BODY = hex_rgb("#d8c9a3")
CAMP_BODY = hex_rgb("#c8a463")
FIRE_LIT = hex_rgb("#f08a24")
FIRE_OUT = hex_rgb("#6b6660")
MARKER_BODY = hex_rgb("#d9a931")
POI_BODY = hex_rgb("#f1e6cc")
HERO_COLOURS: dict[str, str] = {"blue": "#2f6fc0", "red": "#c83a32", "green": "#3e9b4f", "yellow": "#e0b13c"}
HERO_GLYPH = ("crown", "sword", "shield", "bolt")


def hero_rgb(colour: str, seat: int) -> tuple[int, int, int]:
    """A hero's dial colour (the seat's player colour until the dial is dealt)."""
    return hex_rgb(HERO_COLOURS[colour]) if colour in HERO_COLOURS else PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def _names(c: Content, code: str) -> tuple[str, str]:
    t = c.rules.terrain.get(code)
    return (t.name.get("en"), t.name.get("pl")) if t is not None else (code, code)


def terrain_kinds() -> dict[str, Terrain]:
    """One layer Terrain per terrain code, named in both languages from the content."""
    c = content()
    out = {}
    for code, (ground, pattern, ink) in TERRAIN_LOOK.items():
        rgb = hex_rgb(ground)
        en, pl = _names(c, code)
        out[code] = Terrain(f"discover-{code}", en, pl, rgb, pattern, darken(rgb, ink))
    return out


def back_kind(stack: str) -> Terrain:
    """A face-down tile's back: named as such in both languages, its stack's shade, cross-hatched."""
    rgb = hex_rgb(BACK_LOOK.get(stack, BACK_FALLBACK))
    names = [say("table.face_down_start", lang) if stack == "start" else say("table.face_down", lang, stack=stack)
             for lang in LANGS]
    return Terrain(f"discover-back-{stack}", names[0], names[1], rgb, BACK_PATTERN, darken(rgb, BACK_INK))


def hex_of(k: str) -> Hex:
    q, r = (int(v) for v in k.split(","))
    return Hex(q, r)


def slot_stacks() -> dict[str, str]:
    """Each layout slot's stack (which back its face-down tile shows)."""
    return {slot.id: slot.stack for slot in content().island.slots}


def face_up_terrain(tiles: Mapping[str, str], slots: Iterable[str]) -> dict[CellId, Terrain]:
    """The printed terrain of these face-up slots' spaces, from the tiles lying there."""
    c = content()
    kinds = terrain_kinds()
    out: dict[CellId, Terrain] = {}
    for slot in slots:
        tile = c.island.tiles.get(tiles.get(slot, ""))
        if tile is None:
            continue
        for i, space in enumerate(tile.spaces):
            kind = kinds.get(space.terrain)
            if kind is not None:
                out[c.space_of(slot, i)] = kind
    return out


@dataclass
class Island:
    """The Island's map layer (the lines where two tiles meet printed into its picture, under the pieces and the
    minimap, so that tiles of one stack read apart) and which tiles it shows face up (it turns the newly revealed
    ones on each sync)."""

    layer: MapLayer
    shown: set[str]

    def sync(self, view: JsonObject) -> list[str]:
        """Turn over the tiles the view shows face up that the layer still shows face down; returns their slots."""
        revealed = [slot for slot in view.get("revealed") or [] if slot not in self.shown]
        if revealed:
            self.layer.reveal(face_up_terrain(view.get("tiles") or {}, revealed))
            self.shown.update(revealed)
        self.layer.set_tokens(map_tokens(view))
        return revealed


def make_island(layout: Layout | None = None) -> Island:
    """The whole layout face down (each slot its stack's back), ready to sync with a view."""
    c = content()
    stacks = slot_stacks()
    backs = {stack: back_kind(stack) for stack in set(stacks.values())}
    cells = HexCells(layout or Layout.flat(HEX_WORLD), sorted(c.cells))
    terrain: dict[CellId, Terrain] = {h: backs[stacks[slot]] for h, (slot, _) in c.cells.items()}
    edges: dict[frozenset[tuple[float, float]], list[Edge]] = {}
    for slot in c.island.slots:
        for a, b in boundary(cells, [h for h, (s, _) in c.cells.items() if s == slot.id]):
            edges.setdefault(frozenset((_snap(a), _snap(b))), []).append((a, b))
    between = Outlines(tuple(pair[0] for pair in edges.values() if len(pair) > 1), TILE_EDGE, TILE_EDGE_WORLD)
    layer = MapLayer(cells, terrain, frame=Frame(FRAME_WORLD), token_world=TOKEN_WORLD, minimap="topright",
                     outlines=between)
    return Island(layer, set())


def _snap(p: tuple[float, float]) -> tuple[float, float]:
    """A corner rounded so the same corner worked out from two tiles is one key."""
    return (round(p[0], 3), round(p[1], 3))


# --- the pieces ---------------------------------------------------------------------------------------------------
Face = Callable[[int], pygame.Surface]


def _icon(glyph: str, body: tuple[int, int, int]) -> Face:
    return lambda size: tokenart.icon_token(glyph, size, body)


def _number(value: int | str, body: tuple[int, int, int], ink: tuple[int, int, int] = CREAM) -> Face:
    return lambda size: tokenart.counter(value, size, fill=body, ink=ink)


def _hero(colour: str, seat: int, active: bool) -> Face:
    rgb = hero_rgb(colour, seat)
    state = "highlight" if active else "normal"
    return lambda size: tokenart.marker(rgb, round(size * 1.15), state, HERO_GLYPH[seat % len(HERO_GLYPH)])


def resource_face(resource: str) -> Face:
    body, glyph = RESOURCE_LOOK.get(resource, RESOURCE_FALLBACK)
    return _icon(glyph, hex_rgb(body))


def landscape_token(pid: str) -> LandscapeToken | None:
    """A face-up landscape token's record by its id."""
    for stack in content().island.landscape.values():
        for token in stack.tokens:
            if token.id == pid:
                return token
    return None


def piece_face(piece: JsonObject) -> Face | None:
    """How one piece on a space looks: face-down tokens by their backs, face-up ones by what they are."""
    c = content()
    kind, pid, up = piece["kind"], str(piece["id"]), bool(piece["up"])
    if kind == "landscape":
        token = landscape_token(pid) if up else None
        if token is None:
            body, glyph = LANDSCAPE_LOOK.get(pid[:1], LANDSCAPE_FALLBACK)
            return _icon(glyph, hex_rgb(body))
        if token.resource is not None:
            return resource_face(token.resource)
        if token.enemy is not None:
            return _number(token.enemy, ENEMY_BODY)
        return _icon("scroll", SEARCH_BODY)
    if kind == "water":
        water = dict(c.island.water_sources).get(pid) if up else None
        return resource_face(water) if water is not None else _icon("drop", hex_rgb(WATER_HIDDEN))
    if kind == "monster":
        number = dict(c.island.monsters).get(pid)
        return _number(number, ENEMY_BODY) if number is not None else _icon("skull", ENEMY_BODY)
    if kind == "special":
        return _icon("skull", SPECIAL_BODY)
    if kind == "resource":
        return resource_face(pid)
    if kind == "camp":
        return _icon("flag", CAMP_BODY)
    if kind == "fire":
        return _icon("flame", FIRE_LIT if piece.get("lit") else FIRE_OUT)
    if kind == "marker":
        return _icon("dot", MARKER_BODY)
    return None


def map_tokens(view: JsonObject) -> list[MapToken]:
    """The pieces in this view: a stack number on each face-down tile's centre, the printed points of interest of
    face-up tiles, every token on a space (the campsite also shows its fire, lit or gone out), and the heroes (the active one lit)."""
    c = content()
    revealed = set(view.get("revealed") or [])
    out: list[MapToken] = []
    for slot in c.island.slots:
        if slot.id not in revealed and slot.id in (view.get("tiles") or {}):
            out.append(MapToken(slot.centre, _number(slot.stack if slot.stack != "start" else "S", BACK_BADGE)))
        elif slot.id in revealed:
            tile = c.island.tiles.get((view.get("tiles") or {}).get(slot.id, ""))
            for i, space in enumerate(tile.spaces if tile is not None else ()):
                if space.poi is not None:
                    out.append(MapToken(c.space_of(slot.id, i), _number(space.poi, POI_BODY, INK)))
    for k, pieces in (view.get("spaces") or {}).items():
        h = hex_of(k)
        for piece in pieces:
            face = piece_face(piece)
            if face is not None:
                out.append(MapToken(h, face, max(1, int(piece.get("amount", 1)))))
            if piece["kind"] == "camp":
                out.append(MapToken(h, _icon("flame", FIRE_LIT if piece.get("lit") else FIRE_OUT)))
    active = view.get("active")
    for hero in view.get("heroes") or []:
        if hero.get("space") is not None and hero.get("status") == "active":
            out.append(MapToken(hex_of(hero["space"]), _hero(str(hero.get("colour", "")), hero["seat"],
                                                              hero["seat"] == active)))
    return out
