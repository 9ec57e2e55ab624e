"""Painting a map's still picture — terrain, borders, rivers, roads, places — and its overlays
(reachable shading, fog) onto any surface under a world→pixel transform.

One painter serves the cached chunks, the minimap's overview and the naive benchmark, so all
three show the same picture. Patterned areas are filled through a colour-keyed mask: the
tiled pattern is cut to the cells' polygons in one blit per terrain kind.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import pygame

from app.render.glyphs import Pen, glyph, register_glyph
from app.render.maplayer.cells import CellId, Cells, Edge, boundary, cells_in
from app.render.maplayer.terrain import FOG_EDGE, FOG_TILE_WORLD, Terrain, fog_tile, pattern_tile, tile_px
from app.render.palette import CREAM, HIGHLIGHT, INK, RGB, darken, hex_rgb
from app.render.regionmap import BBox, Point

BACKDROP = hex_rgb("#22303a")   # the sea around the map
KEY = (255, 0, 255)             # mask colour: never used by any pattern, fog or tint
SOLID = (0, 0, 0)               # mask colour of the kept area
SMOOTHING = 2                   # corner-cutting passes that round a route through cell centres
CORNER_CUT = 0.25               # how far along each segment a cut starts
REACH_TINT = hex_rgb("#fff6dc")  # a warm white: brightens the ground without changing its hue much
REACH_ALPHA = 84
REACH_EDGE = HIGHLIGHT
REACH_EDGE_WORLD = 3.0          # the reachable area's outline width, world pixels
FOG_EDGE_WORLD = 3.0
PLACE_WORLD = 44.0              # a place mark's size in world pixels
BORDER_WORLD = 1.2              # cell borders' width in world pixels (at least a pixel on screen)
BORDER_DARKEN = 0.5             # a border is its cell's ground this much darker
FEATURE_EDGE_WORLD = 2.0        # a river's or road's dark edge shows this much wider than its body
MIN_MARK_PX = 10                # smaller marks are left out (unreadable specks)
FRAME_OUTER = hex_rgb("#3b2417")  # the map's decorative border: a dark wooden band...
FRAME_INNER = hex_rgb("#d9a931")  # ...with a gilded line along its middle
FRAME_LINE_SHARE = 0.28         # the gilded line's width as a share of the band's


@dataclass(frozen=True)
class Transform:
    """World → pixels of one target surface: p * scale + (dx, dy)."""

    scale: float
    dx: float
    dy: float

    def point(self, p: Point) -> tuple[float, float]:
        """One world point in target pixels."""
        return (p[0] * self.scale + self.dx, p[1] * self.scale + self.dy)

    def points(self, ring: Sequence[Point]) -> list[tuple[float, float]]:
        """A ring of world points in target pixels (the hot loop of painting, kept inline)."""
        s, dx, dy = self.scale, self.dx, self.dy
        return [(x * s + dx, y * s + dy) for x, y in ring]

    def world_rect(self, size: tuple[int, int]) -> BBox:
        """The world rectangle a target of `size` pixels shows."""
        return (-self.dx / self.scale, -self.dy / self.scale,
                (size[0] - self.dx) / self.scale, (size[1] - self.dy) / self.scale)


@dataclass(frozen=True)
class FeatureStyle:
    """How a line feature looks: band widths (world pixels) and colours; dashes mark roads."""

    width: float
    edge: RGB
    body: RGB
    centre: RGB
    centre_width: float
    dash: float = 0.0


FEATURE_STYLES: dict[str, FeatureStyle] = {
    "river": FeatureStyle(11.0, hex_rgb("#1f4f7a"), hex_rgb("#4f8fd0"), hex_rgb("#a9d3f5"), 2.5),
    "road": FeatureStyle(9.0, hex_rgb("#3f2a18"), hex_rgb("#e2c993"), hex_rgb("#6b4c2c"), 2.0, dash=8.0),
}


@dataclass(frozen=True)
class Feature:
    """A river or a road: one line through the centres of `cells`, unbroken across them.
    `run_off` continues it a cell past each end (a river flowing off the map's edge)."""

    kind: str
    cells: tuple[CellId, ...]
    run_off: bool = False

    def __post_init__(self) -> None:
        if self.kind not in FEATURE_STYLES:
            raise ValueError(f"unknown feature {self.kind!r}; known: {sorted(FEATURE_STYLES)}")
        if len(self.cells) < 2:
            raise ValueError("a feature needs at least two cells")


@dataclass(frozen=True)
class Place:
    """A named place on a cell (a city, a Kir): a mark in the picture and a label above it."""

    cell: CellId
    name: str
    mark: str = "city"


@dataclass(frozen=True)
class Mark:
    """A small symbol printed on a cell beside its centre (a sun ray, a camp): `at` is the offset
    from the centre in shares of the cell's room, `size` the symbol's side in world pixels."""

    cell: CellId
    glyph: str
    at: Point = (0.55, -0.45)
    size: float = 18.0
    colour: RGB = CREAM


@dataclass(frozen=True)
class Frame:
    """A decorative border along the map's outer edge (the union of its cells), `width` world pixels."""

    width: float = 10.0
    outer: RGB = FRAME_OUTER
    inner: RGB = FRAME_INNER


@dataclass(frozen=True)
class Outlines:
    """Lines printed over the cells' own borders where groups of cells meet (the edges between a game's tiles), so
    that neighbouring groups read apart: `width` world pixels (at least a pixel on screen)."""

    edges: tuple[Edge, ...]
    colour: RGB = INK
    width: float = 2.5


@register_glyph("city")
def _city(p: Pen) -> None:
    """A walled town: a gate wall between three towers."""
    p.rrect(0.08, 0.5, 0.84, 0.42, 0.03)
    for u, top in ((0.1, 0.3), (0.4, 0.08), (0.7, 0.3)):
        p.rrect(u, top, 0.2, 0.92 - top, 0.02)
        p.poly([(u - 0.04, top + 0.02), (u + 0.1, top - 0.16), (u + 0.24, top + 0.02)])
    p.cut_poly([(0.42, 0.92), (0.42, 0.72), (0.5, 0.64), (0.58, 0.72), (0.58, 0.92)])


def smooth(points: Sequence[Point], passes: int = SMOOTHING) -> list[Point]:
    """Chaikin corner cutting with the ends kept: a route of cell centres becomes a gentle curve."""
    pts = list(points)
    for _ in range(passes):
        if len(pts) < 3:
            break
        out = [pts[0]]
        for a, b in zip(pts, pts[1:]):
            out.append((a[0] + (b[0] - a[0]) * CORNER_CUT, a[1] + (b[1] - a[1]) * CORNER_CUT))
            out.append((a[0] + (b[0] - a[0]) * (1 - CORNER_CUT), a[1] + (b[1] - a[1]) * (1 - CORNER_CUT)))
        out[1:2] = []
        out[-1:] = []
        out.append(pts[-1])
        pts = out
    return pts


def band(target: pygame.Surface, pts: Sequence[tuple[float, float]], colour: RGB, width: float) -> None:
    """A thick anti-aliased polyline with round joins (pygame's thick lines have ragged joins)."""
    if width < 1.0:
        return
    w = max(1, round(width))
    for a, b in zip(pts, pts[1:]):
        pygame.draw.aaline(target, colour, a, b, w)
    if w > 2:
        for q in pts:
            pygame.draw.aacircle(target, colour, q, w / 2)


def dashes(target: pygame.Surface, pts: Sequence[tuple[float, float]], colour: RGB, width: float,
           dash: float) -> None:
    """Dashes of length `dash` with equal gaps, measured along the polyline (so they pace evenly)."""
    if dash < 2.0 or width < 1.0:
        return
    w = max(1, round(width))
    for a, b in dash_pieces(pts, dash):
        pygame.draw.aaline(target, colour, a, b, w)


def dash_pieces(pts: Sequence[tuple[float, float]], dash: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The straight pieces dashes() draws along the polyline: a dash bending at a corner is two pieces."""
    out = []
    on, left = True, dash
    for a, b in zip(pts, pts[1:]):
        seg = math.dist(a, b)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            if on:
                t0, t1 = pos / seg, (pos + step) / seg
                out.append(((a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                            (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)))
            pos += step
            left -= step
            if left <= 0:
                on, left = not on, dash
    return out


def fill_cells(target: pygame.Surface, shapes: Sequence[tuple[list[tuple[float, float]], list[list[tuple[float, float]]]]],
               tile: pygame.Surface | None, colour: RGB, anchor: tuple[float, float], alpha: int = 255) -> None:
    """Fill polygons (outer ring, holes) with a tile anchored at `anchor` (or a flat colour),
    through one colour-keyed mask: the pattern runs on across every polygon filled together."""
    clip = target.get_clip()
    xs = [x for outer, _ in shapes for x, _ in outer]
    ys = [y for outer, _ in shapes for _, y in outer]
    if not xs:
        return
    area = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), 0, 0)
    area.width, area.height = math.ceil(max(xs)) - area.x + 1, math.ceil(max(ys)) - area.y + 1
    area = area.clip(clip)
    if area.width <= 0 or area.height <= 0:
        return
    patch = pygame.Surface(area.size, 0, target)
    if tile is None:
        patch.fill(colour)
    else:
        t = tile.get_width()
        x = (round(anchor[0]) - area.x) % t - t
        y0 = (round(anchor[1]) - area.y) % t - t
        while y0 < area.height:
            for xx in range(x, area.width, t):
                patch.blit(tile, (xx, y0))
            y0 += t
    mask = pygame.Surface(area.size, 0, target)
    mask.fill(KEY)
    ox, oy = area.x, area.y
    for outer, holes in shapes:
        ring = [(x - ox, y - oy) for x, y in outer]
        pygame.draw.polygon(mask, SOLID, ring)
        pygame.draw.lines(mask, SOLID, True, ring)  # pygame leaves some edge pixels unfilled: close the seams
        for hole in holes:
            pygame.draw.polygon(mask, KEY, [(x - ox, y - oy) for x, y in hole])
    mask.set_colorkey(SOLID)
    patch.blit(mask, (0, 0))
    patch.set_colorkey(KEY)
    if alpha < 255:
        patch.set_alpha(alpha)
    target.blit(patch, area.topleft)


class MapArt:
    """A map's still picture: cells with their terrain, borders, line features and places."""

    def __init__(self, cells: Cells, terrain: Mapping[CellId, Terrain], features: Iterable[Feature] = (),
                 places: Iterable[Place] = (), border_world: float = BORDER_WORLD,
                 marks: Iterable[Mark] = (), frame: Frame | None = None, outlines: Outlines | None = None) -> None:
        missing = [c for c in cells.ids if c not in terrain]
        if missing:
            raise ValueError(f"{len(missing)} cells have no terrain, e.g. {missing[0]!r}")
        self.cells = cells
        self.terrain = dict(terrain)
        self.features = tuple(features)
        self.places = tuple(places)
        self.border_world = border_world
        self.marks = tuple(marks)
        self.frame = frame
        self.outlines = outlines
        self._lines = {f: self._feature_line(f) for f in self.features}
        self._frame_edges = boundary(cells, cells.ids) if frame is not None else []

    def retile(self, terrain: Mapping[CellId, Terrain]) -> None:
        """Give cells a new terrain (a tile turned face up); only cells the map already has."""
        unknown = [c for c in terrain if c not in self.terrain]
        if unknown:
            raise ValueError(f"{len(unknown)} cells are not on this map, e.g. {unknown[0]!r}")
        self.terrain.update(terrain)

    def bounds(self) -> BBox:
        """The picture's world rectangle: the cells' box, widened by the frame's half that lies outside them."""
        x0, y0, x1, y1 = self.cells.bounds()
        pad = self.frame.width / 2 if self.frame is not None else 0.0
        return (x0 - pad, y0 - pad, x1 + pad, y1 + pad)

    def _feature_line(self, f: Feature) -> list[Point]:
        """The smoothed world polyline of a feature, worked out once."""
        pts = [self.cells.centre(c) for c in f.cells]
        if f.run_off:
            (a, b), (y, z) = pts[:2], pts[-2:]
            pts = [(2 * a[0] - b[0], 2 * a[1] - b[1]), *pts, (2 * z[0] - y[0], 2 * z[1] - y[1])]
        return smooth(pts)

    def _shapes(self, xf: Transform, chosen: Iterable[CellId]
                ) -> list[tuple[list[tuple[float, float]], list[list[tuple[float, float]]]]]:
        """The chosen cells' rings and holes in target pixels, as fill_cells takes them."""
        return [(xf.points(self.cells.outline(c)), [xf.points(h) for h in self.cells.holes(c)]) for c in chosen]

    def paint(self, target: pygame.Surface, xf: Transform, tile_scale: float | None = None) -> None:
        """Paint everything that shows on `target` (cells outside it are skipped).
        `tile_scale` picks the pattern tiles' size when it should differ from the geometry's."""
        target.fill(BACKDROP)
        rect = xf.world_rect(target.get_size())
        shown = cells_in(self.cells, rect)
        t = tile_px(xf.scale if tile_scale is None else tile_scale)
        by_kind: dict[Terrain, list[CellId]] = {}
        for c in shown:
            by_kind.setdefault(self.terrain[c], []).append(c)
        anchor = xf.point((0.0, 0.0))
        for kind, group in by_kind.items():
            fill_cells(target, self._shapes(xf, group), pattern_tile(kind, t) if t else None, kind.ground, anchor)
        width = self.border_world * xf.scale
        for c in shown:
            ring = xf.points(self.cells.outline(c))
            band(target, [*ring, ring[0]], darken(self.terrain[c].ground, BORDER_DARKEN), max(1.0, width))
        self._paint_outlines(target, xf)
        for f in self.features:
            self._paint_feature(target, xf, f)
        self._paint_places(target, xf)
        self._paint_marks(target, xf, set(shown))
        self._paint_frame(target, xf)

    def _paint_marks(self, target: pygame.Surface, xf: Transform, shown: set[CellId]) -> None:
        """Each mark's symbol beside its cell's centre, outlined so it reads on any ground."""
        for mark in self.marks:
            size = round(mark.size * xf.scale)
            if size < MIN_MARK_PX or mark.cell not in shown:
                continue
            cx, cy = self.cells.centre(mark.cell)
            room = self.cells.room(mark.cell)
            x, y = xf.point((cx + mark.at[0] * room, cy + mark.at[1] * room))
            pic = glyph(mark.glyph, size, mark.colour, outline=INK)
            target.blit(pic, pic.get_rect(center=(round(x), round(y))))

    def _paint_outlines(self, target: pygame.Surface, xf: Transform) -> None:
        """The lines between groups of cells, over the cells' borders."""
        if self.outlines is None:
            return
        width = max(1, round(self.outlines.width * xf.scale))
        for a, b in self.outlines.edges:
            pygame.draw.line(target, self.outlines.colour, xf.point(a), xf.point(b), width)

    def _paint_frame(self, target: pygame.Surface, xf: Transform) -> None:
        """The border along the map's outer edge: a dark band with a gilded line down its middle."""
        if self.frame is None:
            return
        width = self.frame.width * xf.scale
        for a, b in self._frame_edges:
            pts = [xf.point(a), xf.point(b)]
            band(target, pts, self.frame.outer, max(2.0, width))
        for a, b in self._frame_edges:
            band(target, [xf.point(a), xf.point(b)], self.frame.inner, max(1.0, width * FRAME_LINE_SHARE))

    def _paint_feature(self, target: pygame.Surface, xf: Transform, f: Feature) -> None:
        """A river or road: dark edge, body, then a highlight line or dashes (roads)."""
        style = FEATURE_STYLES[f.kind]
        pts = xf.points(self._lines[f])
        s = xf.scale
        band(target, pts, style.edge, (style.width + FEATURE_EDGE_WORLD) * s)
        band(target, pts, style.body, style.width * s)
        if style.dash:
            dashes(target, pts, style.centre, style.centre_width * s, style.dash * s)
        else:
            band(target, pts, style.centre, style.centre_width * s)

    def _paint_places(self, target: pygame.Surface, xf: Transform) -> None:
        """Place marks at the cells' centres (their names are drawn per frame, at a readable size)."""
        size = round(PLACE_WORLD * xf.scale)
        if size < MIN_MARK_PX:
            return
        for place in self.places:
            x, y = xf.point(self.cells.centre(place.cell))
            mark = glyph(place.mark, size, CREAM, outline=INK)
            target.blit(mark, mark.get_rect(center=(round(x), round(y))))

    def paint_overlay(self, target: pygame.Surface, xf: Transform, overlay: Overlay) -> None:
        """Shade the reachable cells and cover the unexplored ones with cloud, each area with
        one outline round it (so the shaded area reads as a whole, not as separate cells)."""
        rect = xf.world_rect(target.get_size())
        shown = set(cells_in(self.cells, rect))
        s = xf.scale
        lit = [c for c in overlay.reach if c in shown]
        if lit:
            fill_cells(target, self._shapes(xf, lit), None, REACH_TINT, (0.0, 0.0), REACH_ALPHA)
            for a, b in overlay.reach_edges:
                band(target, [xf.point(a), xf.point(b)], REACH_EDGE, max(2.0, REACH_EDGE_WORLD * s))
        hidden = [c for c in overlay.fog if c in shown]
        if hidden:
            t = tile_px(s, FOG_TILE_WORLD)
            fill_cells(target, self._shapes(xf, hidden), fog_tile(t) if t else None, FOG_EDGE, xf.point((0.0, 0.0)))
            for a, b in overlay.fog_edges:
                band(target, [xf.point(a), xf.point(b)], FOG_EDGE, max(2.0, FOG_EDGE_WORLD * s))


@dataclass(frozen=True)
class Overlay:
    """What lies over the terrain for one game state: reachable cells and unexplored ones, with
    their outlines worked out once (every chunk of the state reuses them)."""

    reach: frozenset[CellId] = frozenset()
    fog: frozenset[CellId] = frozenset()
    reach_edges: tuple[Edge, ...] = ()
    fog_edges: tuple[Edge, ...] = ()

    @classmethod
    def of(cls, cells: Cells, reach: Iterable[CellId] = (), fog: Iterable[CellId] = ()) -> Overlay:
        """The overlay for these sets (fogged cells are never shown as reachable)."""
        hidden = frozenset(fog)
        lit = frozenset(c for c in reach if c not in hidden)
        return cls(lit, hidden, tuple(boundary(cells, lit)), tuple(boundary(cells, hidden)))

    @property
    def empty(self) -> bool:
        """No shading and no fog: chunks show the bare terrain."""
        return not self.reach and not self.fog
