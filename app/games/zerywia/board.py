"""The map of the four Kirs as the shared map layer sees it: the 40 regions (kirs.py) filled with their terrain's
colour AND pattern (a region of two terrains shows its first; the tip names both), the Abyss and the lakes as water,
each region's name inside it, its special kind or port as a printed mark, and the pieces the engine's view puts on
the map (Taint and Rifts, Threat and Hordes, watchtowers, edge stones, the heroes, the Herald) as map tokens.

Everything is read from the engine's content and view; the board never decides a rule.
"""
from __future__ import annotations

from typing import Callable, Mapping

import pygame

from app.render import tokens as tokenart
from app.render.maplayer.cells import CellId, RegionCells
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import Frame, Mark, Place
from app.render.maplayer.stacks import MapToken
from app.render.maplayer.terrain import Terrain
from app.render.palette import PLAYER_COLOURS, darken, hex_rgb
from engine.games.zerywia.content import content
from engine.kernel.canonical import JsonObject

from .kirs import KirMap, kir_map
from .text import say

LANGS = ("en", "pl")
BORDER_WORLD = 5.0        # regions are large: their borders are drawn bold enough to part two of one terrain
TOKEN_WORLD = 100.0       # a token's diameter on a roomy region (a region is some 250 across)
FRAME_WORLD = 14.0        # the coast's border
# A region's name is drawn at the first of these text sizes that fits inside it (one line or two): the whole map
# fitted beside the panel at 1280x720 leaves a region some 70 pixels across, too narrow for a long name at 14.
LABEL_SIZES = (14, 12, 11, 10, 9, 8)
# Each terrain (and water) by ground colour and pattern: leafy canopy for the Wilds, peaks for the Mountains,
# hatching for the Ruins, field tufts for the Settlements, waves for the lakes, plain dark for the Abyss.
TERRAIN_LOOK: dict[str, tuple[str, str, float]] = {
    "wilds": ("#4f8a46", "canopy", 0.5), "mountains": ("#9b958c", "peaks", 0.55),
    "ruins": ("#9a7a8c", "hatch", 0.45), "settlements": ("#cdb873", "tufts", 0.45),
    "lake": ("#5f95c6", "waves", 0.35), "abyss": ("#221d2b", "plain", 0.3),
}
# The printed symbol of each special kind of region, and of a port.
SPECIAL_GLYPH: dict[str, str] = {"cradle": "city", "stronghold": "shield", "temple_of_ist": "star",
                                 "primal_spring": "drop", "veil_breach": "eye", "sinkhole": "skull"}
PORT_GLYPH = "wave"
PLAIN_GLYPH = "dot"


def terrain_kinds() -> dict[str, Terrain]:
    """One layer Terrain per terrain and water kind, named in both languages."""
    out = {}
    for kind, (ground, pattern, ink) in TERRAIN_LOOK.items():
        rgb = hex_rgb(ground)
        key = f"water.{kind}" if kind in ("lake", "abyss") else f"terrain.{kind}"
        out[kind] = Terrain(f"zerywia-{kind}", say(key, "en"), say(key, "pl"), rgb, pattern, darken(rgb, ink))
    return out


def region_terrain(m: KirMap) -> dict[CellId, Terrain]:
    """Every cell's ground: a region's first terrain, a water's own kind."""
    kinds = terrain_kinds()
    regions = content().board.regions
    out: dict[CellId, Terrain] = {rid: kinds[regions[rid].terrains[0]] for rid in m.region_ids}
    out.update({wid: kinds[kind] for wid, kind in m.waters.items()})
    return out


def places(lang: str) -> list[Place]:
    """Each region's name in `lang`, its special kind's symbol (a plain dot for an ordinary region) at its centre."""
    return [Place(r.id, r.name.get(lang), SPECIAL_GLYPH.get(r.special or "", PLAIN_GLYPH))
            for r in content().board.regions.values()]


def marks() -> list[Mark]:
    """A port's wave beside its centre."""
    return [Mark(r.id, PORT_GLYPH, at=(0.55, -0.45), size=26.0) for r in content().board.regions.values() if r.port]


def make_layer(lang: str, terrain: Mapping[CellId, Terrain] | None = None) -> MapLayer:
    """The map of the Kirs with its names in `lang`."""
    m = kir_map()
    return MapLayer(RegionCells(m.regions), terrain or region_terrain(m), places=places(lang), marks=marks(),
                    border_world=BORDER_WORLD, token_world=TOKEN_WORLD, frame=Frame(FRAME_WORLD), names_inside=True,
                    minimap=None, label_sizes=LABEL_SIZES)


# The pieces on the regions by glyph and colour, told apart without colour.
TOKEN_LOOK: dict[str, tuple[str, str]] = {
    "taint": ("drop", "#6a3a8a"), "rift": ("flame", "#b0302a"), "threat": ("sword", "#b8782e"),
    "horde": ("skull", "#6a1f1f"), "watchtower": ("flag", "#c8a463"), "edge_stone": ("rune", "#8e8a84"),
    "herald": ("moon", "#2b2330"),
}
HERO_GLYPH = ("crown", "sword", "shield", "bolt")


def _icon(kind: str) -> Callable[[int], pygame.Surface]:
    glyph, body = TOKEN_LOOK[kind]
    return lambda size: tokenart.icon_token(glyph, size, hex_rgb(body))


def _hero_face(seat: int) -> Callable[[int], pygame.Surface]:
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    return lambda size: tokenart.marker(colour, round(size * 1.15), "normal", HERO_GLYPH[seat % len(HERO_GLYPH)])


def region_pieces(view: JsonObject) -> dict[str, list[str]]:
    """What lies on each region in the view, by kind (taint or rift, threat or horde, watchtower, edge stone, the
    Herald), in drawing order."""
    out: dict[str, list[str]] = {}
    for rid, r in (view.get("regions") or {}).items():
        kinds = [k for k in (r.get("taint"), r.get("threat")) if k in TOKEN_LOOK]
        kinds += [k for k in ("watchtower", "edge_stone") if r.get(k)]
        if kinds:
            out[rid] = kinds
    herald = view.get("herald")
    if isinstance(herald, str) and herald in content().board.regions:
        out.setdefault(herald, []).append("herald")
    return out


def map_tokens(view: JsonObject) -> list[MapToken]:
    """The view's pieces as map tokens: the heroes in play first (so their figures stand nearest the centre), then
    each region's tokens."""
    out = [MapToken(str(h["region"]), _hero_face(int(h["seat"])))
           for h in view.get("heroes") or [] if h.get("status") == "active" and h.get("region") in content().board.regions]
    for rid, kinds in region_pieces(view).items():
        out += [MapToken(rid, _icon(kind)) for kind in kinds]
    return out
