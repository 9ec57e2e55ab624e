"""The map of the four Kirs as drawn: region shapes grown from the seed points in kirs.toml (a Voronoi partition of
the round land, app/render/voronoi.py) with hand-drawn borders, the Abyss at the centre and the lakes between Kirs.

The rules' borders live in the engine's map (content/map.toml); this file only gives them shapes, and the shapes are
checked against the rules when they are made (tests/app_zerywia/test_kirs_map.py proves they match exactly).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from app.render import voronoi
from app.render.regionmap import Point, Region, RegionMap
from engine.common.content import Node, read_toml

LAYOUT_FILE = "kirs.toml"
WATER_KINDS = ("abyss", "lake")
WOBBLE_LEVELS = 3          # midpoint displacements per border (2**3 pieces)
WOBBLE = 0.09              # each displacement, as a share of the piece's length
COORD_MAX = 100_000        # world units: a seed farther out is a typing slip


@dataclass(frozen=True)
class KirMap:
    """The drawn map: the 40 regions then the waters as one region map, which cells are waters and of which kind,
    the land's centre and radius, and the least border length that reads as a border."""

    regions: RegionMap
    region_ids: tuple[str, ...]
    waters: Mapping[str, str]
    centre: Point
    radius: float
    min_border: float

    def borders(self) -> set[frozenset[str]]:
        """Every two regions (waters left out) whose drawn outlines share a border at least `min_border` long."""
        rings = [r.outer for r in self.regions.regions]
        ids = [r.id for r in self.regions.regions]
        return {frozenset((ids[a], ids[b])) for (a, b), length in voronoi.borders(rings).items()
                if length >= self.min_border and ids[a] not in self.waters and ids[b] not in self.waters}

    def short_borders(self) -> dict[frozenset[str], float]:
        """Borders drawn too short to read as one (none on a good map): the two cells and the length."""
        rings = [r.outer for r in self.regions.regions]
        ids = [r.id for r in self.regions.regions]
        return {frozenset((ids[a], ids[b])): length for (a, b), length in voronoi.borders(rings).items()
                if length < self.min_border}


def _point(node: Node) -> Point:
    x, y = (n.as_int(lo=-COORD_MAX, hi=COORD_MAX) for n in node.elements(length=2))
    return (float(x), float(y))


def read_layout(root: Path, name: str, known: set[str]) -> KirMap:
    """The map drawn from `root/name` through the guarded door; every region of the rules (`known`) needs a seed and
    no seed names another; a malformed file raises a ContentError naming the key."""
    node = read_toml(root, name).root
    node.only(("land", "regions", "waters"))
    land = node.table("land").only(("centre", "radius", "sides", "min_border"))
    centre = _point(land.child("centre"))
    radius = float(land.int("radius", lo=1, hi=COORD_MAX))
    sides = land.int("sides", lo=8, hi=720)
    min_border = float(land.int("min_border", lo=0, hi=COORD_MAX))
    seeds: dict[str, Point] = {}
    for rid, value in node.table("regions").items():
        if rid not in known:
            value.fail(f"expected a region of the rules' map (engine/games/zerywia/content/map.toml), got {rid!r}")
        seeds[rid] = _point(value)
    missing = sorted(known - set(seeds))
    if missing:
        node.table("regions").fail(f"missing a seed for {', '.join(missing)}")
    waters: dict[str, str] = {}
    for wid, value in node.table("waters").items():
        value.only(("kind", "at"))
        waters[wid] = value.str("kind", choices=WATER_KINDS)
        seeds[wid] = _point(value.child("at"))
    ids = list(seeds)
    polys = voronoi.cells([seeds[i] for i in ids], voronoi.circle(centre, radius, sides))
    rings = voronoi.bend(polys, _wobbled)
    regions = RegionMap(Region(i, ring) for i, ring in zip(ids, rings))
    return KirMap(regions, tuple(i for i in ids if i not in waters), waters, centre, radius, min_border)


def _wobbled(p: Point, q: Point) -> list[Point]:
    """A border's hand-drawn bends, the same every time for the same two corners."""
    rng = random.Random(f"{p[0]:.2f},{p[1]:.2f},{q[0]:.2f},{q[1]:.2f}")
    return voronoi.wobble(p, q, rng, WOBBLE_LEVELS, WOBBLE)


@lru_cache(maxsize=1)
def kir_map() -> KirMap:
    """The map of the four Kirs, made once."""
    from engine.games.zerywia.content import content

    return read_layout(Path(__file__).parent, LAYOUT_FILE, set(content().board.regions))
