"""Seeded demo maps of the map layer for the gallery, the tests and the benchmark (tools, not the app): a 169-hex map (radius-7
hexagon: clustered terrain of eight kinds, a river and a road unbroken across hexes, named
cities) and a 40-region map (a jittered Voronoi partition with wobbly shared borders whose
adjacency graph is engine/common/regions.py's), each with 40 tokens, a route, reachable
shading and fog. Routes, reach and river courses come from the engine's own searches.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import AbstractSet, Callable, Sequence

import pygame

from app.render import tokens as tokenart
from app.render.hexgrid import Hex, Layout, distance, hex_range
from app.render.maplayer.cells import CellId, HexCells, RegionCells
from app.render.maplayer.layer import MapLayer
from app.render.maplayer.paint import Feature, Place
from app.render.maplayer.stacks import MapToken
from app.render.maplayer.terrain import TERRAINS, Terrain
from app.render.palette import GOLD, PLAYER_COLOURS, hex_rgb
from app.render import voronoi
from app.render.regionmap import Region, RegionMap
from engine.common import hexes
from engine.common.regions import RegionGraph

HEX_SEED = 7
REGION_SEED = 40
HEX_RADIUS = 7                 # rings round the centre: 1 + 3·7·8 = 169 hexes
HEX_WORLD = 48.0               # hex centre-to-corner in world pixels
TERRAIN_SEEDS = 16             # clusters the hex terrain grows from
TOKENS = 40
HERO_MOVES = 4                 # the hero's movement budget for the reachable shading
CITY_NAMES = ("Srebrny Bród", "Wysoka Brama", "Lisia Wola", "Karak Dun", "Mglisty Gród")
MIN_CITY_GAP = 4               # hexes between cities
RIVER_WEIGHTS = (1, 5)         # random step weights that make the river meander
# Demo movement costs per terrain (None = impassable); a real game's rules own its own.
MOVE_COST: dict[str, int | None] = {"plains": 1, "desert": 1, "forest": 2, "hills": 2, "wastes": 2,
                                    "swamp": 3, "mountains": 3, "water": None}
ROAD_COST: dict[str, int | None] = {**MOVE_COST, "mountains": 6, "swamp": 5}

REGION_COLS, REGION_ROWS = 8, 5   # 40 regions
REGION_CELL = 210.0               # world pixels between region seeds
REGION_JITTER = 0.34              # how far a seed strays from its grid point, in cells
WOBBLE_LEVELS = 3                 # midpoint displacements per border (2**3 pieces)
WOBBLE = 0.13                     # displacement, as a share of the piece's length
SNAP = 1e-3                       # Voronoi corners computed from two sides agree far closer than this
KIR_NAMES = ("Kir Północny", "Kir Wschodni", "Kir Zachodni", "Kir Południowy")
REGION_MOVES = 2
REGION_BORDER_WORLD = 2.4         # regions are bigger than hexes: their borders are drawn bolder
HEROES = 4                        # the first tokens are the players' heroes
CROWDS = (5, 4, 3, 3, 2, 2, 2)    # tokens on the busiest cells; the rest stand alone
STACK_SIZES = (1, 1, 1, 2, 3, 5)  # how many like tokens a monster or loot stack holds
FOG_SHARE = 0.25                  # the rightmost quarter of each map is unexplored


@dataclass
class Sample:
    """A demo map ready to draw, with the engine answers its overlays were made from."""

    name: str
    layer: MapLayer
    tokens: list[MapToken]
    start: CellId
    goal: CellId
    route: list[CellId]
    cost: int
    reach: set[CellId]
    fog: set[CellId]


def _face(kind: int, colour_index: int) -> Callable[[int], pygame.Surface]:
    """A token face: heroes are player markers with their glyph, then monsters, then loot."""
    if kind == 0:
        colour = PLAYER_COLOURS[colour_index % len(PLAYER_COLOURS)]
        mark = ("flame", "drop", "leaf", "crown", "star", "skull")[colour_index % len(PLAYER_COLOURS)]
        return lambda size: tokenart.marker(colour, size, glyph_name=mark)
    if kind == 1:
        name, body = (("skull", hex_rgb("#5d5f66")), ("paw", hex_rgb("#7a4a2a")), ("eye", hex_rgb("#5b3f7a")))[
            colour_index % 3]
        return lambda size: tokenart.icon_token(name, size, body)
    if kind == 2:
        return lambda size: tokenart.coin(size)
    return lambda size: tokenart.icon_token("scroll", size, GOLD)


def _tokens(rng: random.Random, free: Sequence[CellId], start: CellId) -> list[MapToken]:
    """Forty tokens: four heroes (one on `start`), monsters, loot; some cells crowded, some stacks."""
    cells = [c for c in free if c != start]
    rng.shuffle(cells)
    spots: list[CellId] = [start]
    for n, cell in zip(CROWDS, cells):
        spots += [cell] * n
    spots += cells[len(CROWDS):len(CROWDS) + TOKENS - len(spots)]
    out = []
    for i, cell in enumerate(spots[:TOKENS]):
        kind = 0 if i < HEROES else (1 if i % 3 else 2 + i % 2)
        count = 1 if kind == 0 else rng.choice(STACK_SIZES)
        out.append(MapToken(start if i == 0 else cell, _face(kind, i), count))
    return out


# --- the hex map --------------------------------------------------------------------------------
def _hex_terrain(rng: random.Random, cells: Sequence[Hex]) -> dict[Hex, Terrain]:
    """Clusters: each hex takes the kind of its nearest seed (ties broken by a fixed random pull)."""
    kinds = list(TERRAINS.values())
    seeds = rng.sample(list(cells), TERRAIN_SEEDS)
    seed_kind = [kinds[i % len(kinds)] for i in range(TERRAIN_SEEDS)]
    rng.shuffle(seed_kind)
    pull = [rng.random() for _ in seeds]
    return {h: seed_kind[min(range(len(seeds)), key=lambda k: distance(h, seeds[k]) + pull[k])] for h in cells}


def _cost_fn(terrain: dict[Hex, Terrain], table: dict[str, int | None]) -> hexes.StepCost:
    """A step cost for the engine's searches: the price of entering a hex, None off the map."""
    return lambda a, b: table[terrain[b].id] if b in terrain else None


def hex_sample(seed: int = HEX_SEED) -> Sample:
    """The 169-hex map: terrain clusters, a river and a road, five cities, 40 tokens, a route."""
    rng = random.Random(seed)
    cells = list(hex_range(Hex(0, 0), HEX_RADIUS))
    terrain = _hex_terrain(rng, cells)
    edge = hexes.ring(Hex(0, 0), HEX_RADIUS)
    source = edge[rng.randrange(len(edge))]
    mouth = max(edge, key=lambda h: distance(h, source))
    weight = {h: rng.randint(*RIVER_WEIGHTS) for h in cells}
    river = hexes.path(source, mouth, lambda a, b: weight.get(b))
    assert river is not None
    land = [h for h in cells if MOVE_COST[terrain[h].id] is not None and h not in river.hexes]
    cities: list[Hex] = [rng.choice(land)]
    while len(cities) < len(CITY_NAMES):
        far = max(land, key=lambda h: min(distance(h, c) for c in cities))
        if min(distance(far, c) for c in cities) < MIN_CITY_GAP:
            break
        cities.append(far)
    road_cost = _cost_fn(terrain, ROAD_COST)
    road: list[Hex] = []
    for a, b in zip(cities, cities[1:3]):
        leg = hexes.path(a, b, road_cost)
        if leg is not None:
            road += leg.hexes if not road else leg.hexes[1:]
    features = [Feature("river", tuple(river.hexes), run_off=True)]
    if len(road) > 1:
        features.append(Feature("road", tuple(road)))
    places = [Place(c, n) for c, n in zip(cities, CITY_NAMES)]
    fog = {h for h in cells if h.q + h.r / 2 > HEX_RADIUS * (1 - 2 * FOG_SHARE)}
    clear = [h for h in cells if h not in fog and MOVE_COST[terrain[h].id] is not None]
    start = min(clear, key=lambda h: distance(h, Hex(-1, 1)))
    move_cost = _cost_fn(terrain, MOVE_COST)
    reach = hexes.reachable(start, HERO_MOVES, move_cost)
    goal = max((h for h in reach if h not in fog), key=lambda h: (distance(start, h), h))
    route = hexes.path(start, goal, move_cost, min_step_cost=1)
    assert route is not None
    by_cell: dict[CellId, Terrain] = {h: t for h, t in terrain.items()}
    layer = MapLayer(HexCells(Layout.pointy(HEX_WORLD), cells), by_cell, features=features, places=places)
    toks = _tokens(rng, clear, start)
    return _finish("hex", layer, toks, start, goal, route.hexes, route.cost, set(reach), fog)


def _finish(name: str, layer: MapLayer, toks: list[MapToken], start: CellId, goal: CellId,
            route: Sequence[CellId], cost: int, reach: AbstractSet[CellId], fog: AbstractSet[CellId]) -> Sample:
    """Hand the layer its tokens and overlays, as a game's table would after each action."""
    layer.set_tokens(toks)
    layer.set_reach(reach)
    layer.set_fog(fog)
    layer.set_preview(route, cost)
    return Sample(name, layer, toks, start, goal, list(route), cost, set(reach), set(fog))


# --- the region map -----------------------------------------------------------------------------
def _regions(rng: random.Random) -> tuple[RegionMap, list[tuple[str, str]]]:
    """Forty regions with shared wobbly borders (jittered-grid seeds and their Voronoi cells in the map rectangle,
    app/render/voronoi.py), and the borders between them (the graph's edges)."""
    w, h = REGION_COLS * REGION_CELL, REGION_ROWS * REGION_CELL
    seeds = [((c + 0.5 + rng.uniform(-REGION_JITTER, REGION_JITTER)) * REGION_CELL,
              (r + 0.5 + rng.uniform(-REGION_JITTER, REGION_JITTER)) * REGION_CELL)
             for r in range(REGION_ROWS) for c in range(REGION_COLS)]
    polys = voronoi.cells(seeds, [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)], reach=3 * REGION_CELL, tolerance=SNAP)
    ids = [f"r{i:02d}" for i in range(len(polys))]
    rings = voronoi.bend(polys, lambda p, q: voronoi.wobble(p, q, random.Random(f"{rng.random()}"), WOBBLE_LEVELS,
                                                            WOBBLE))
    borders = sorted((ids[a], ids[b]) for a, b in voronoi.borders(polys))
    return RegionMap(Region(ids[k], ring) for k, ring in enumerate(rings)), borders


def region_map(seed: int = REGION_SEED) -> tuple[RegionMap, list[tuple[str, str]]]:
    """The 40 regions alone (outlines and borders), for a game or a test to name and colour its own way."""
    return _regions(random.Random(seed))


def region_sample(seed: int = REGION_SEED) -> Sample:
    """The 40-region map: terrain spreading over the border graph, four Kirs, a road, 40 tokens."""
    rng = random.Random(seed)
    regions, borders = _regions(rng)
    ids = [r.id for r in regions.regions]
    graph = RegionGraph.from_borders(ids, borders)
    kinds = list(TERRAINS.values())
    seeds = rng.sample(ids, len(kinds))
    reach_from = {s: graph.distances(s) for s in seeds}
    pull = {s: rng.random() for s in seeds}
    terrain: dict[CellId, Terrain] = {r: kinds[min(range(len(seeds)), key=lambda k: reach_from[seeds[k]][r] + pull[seeds[k]])] for r in ids}
    width = REGION_COLS * REGION_CELL
    fog = {r.id for r in regions.regions if r.label[0] > width * (1 - FOG_SHARE)}
    clear = [r for r in ids if r not in fog]
    kirs = [clear[round(i * (len(clear) - 1) / (len(KIR_NAMES) - 1))] for i in range(len(KIR_NAMES))]
    start = min(clear, key=lambda r: math.dist(regions[r].label, (width * 0.35, REGION_ROWS * REGION_CELL / 2)))
    reach = graph.within(start, REGION_MOVES)
    goal = max((r for r in reach if r not in fog), key=lambda r: (reach[r], r))
    route = graph.path(start, goal)
    assert route is not None
    road = graph.path(kirs[0], kirs[-1])
    features = [Feature("road", tuple(road))] if road and len(road) > 1 else []
    layer = MapLayer(RegionCells(regions), terrain, features=features,
                     places=[Place(r, n) for r, n in zip(kirs, KIR_NAMES)], border_world=REGION_BORDER_WORLD)
    toks = _tokens(rng, clear, start)
    return _finish("regions", layer, toks, start, goal, route, len(route) - 1, set(reach), fog)
