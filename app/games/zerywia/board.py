"""The map of the four Kirs as the shared map layer sees it: the 40 regions (kirs.py) filled with their terrain's
colour AND pattern (a region of two terrains shows its first; the tip names both), the Abyss and the lakes as water,
each region's name inside it, its special kind or port as a printed mark, and the pieces the engine's view puts on
the map (Taint and Rifts, Threat and Hordes, watchtowers, edge stones, the heroes, the Herald) as map tokens.

Everything is read from the engine's content and view; the board never decides a rule.
"""
from __future__ import annotations

from typing import Mapping

from app.render.maplayer.cells import CellId, RegionCells
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import Frame, Mark, Place
from app.render.maplayer.terrain import Terrain
from app.render.palette import darken, hex_rgb
from engine.games.zerywia.content import content

from .kirs import KirMap, kir_map
from .text import say

LANGS = ("en", "pl")
BORDER_WORLD = 5.0        # regions are large: their borders are drawn bold enough to part two of one terrain
TOKEN_WORLD = 46.0        # a token's diameter on a roomy region
FRAME_WORLD = 14.0        # the coast's border
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
                    minimap=None)
