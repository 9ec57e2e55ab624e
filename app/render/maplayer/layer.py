"""MapLayer: one hex or region map drawn through a camera — cached terrain chunks, reachable
shading and fog, tokens, a path preview with its cost, place labels and a minimap — plus the
hit tests that turn a screen point back into a cell.

Everything lives in world coordinates; the camera alone maps it to the screen, so the map
stays right while the view pans and zooms. The layer draws what the game tells it (which
cells are reachable, which unexplored, which route and cost); it never decides rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Iterable, Mapping, Sequence

import pygame

from app.render import fonts
from app.render.areas import draw_around, hidden
from app.render.camera import Camera
from app.render.maplayer import stacks
from app.render.maplayer.cells import CellId, Cells
from app.render.maplayer.chunks import BUILD_BUDGET_MS, ChunkStats, ChunkStore
from app.render.maplayer.minimap import FRAME_PX, Minimap
from app.render.maplayer.paint import BORDER_WORLD, PLACE_WORLD, Feature, Frame, MapArt, Mark, Outlines, Overlay, Place, band
from app.render.maplayer.stacks import MapToken, Placed
from app.render.maplayer.terrain import Terrain
from app.render.palette import CREAM, INK, PANEL, hex_rgb
from app.render.regionmap import BBox
from app.render.tokens import counter

TOKEN_WORLD = 40.0        # a token's diameter in world pixels on a roomy cell
PATH_PX = 6               # the route line's width on screen (fixed, readable at any zoom)
PATH_EDGE_PX = 3          # the dark edge on each side of it
STEP_DOT_PX = 5           # radius of the dot marking each step's cell
GOAL_RING = 0.62          # the destination ring's radius, in shares of the cell's room or a token (the less)
GOAL_RING_PX = 4          # its line width
COST_BADGE_PX = 30        # the cost label's height
LABEL_PX = 14             # place names' text size
LABEL_BELOW = 0.72        # a place name sits this far below the cell's centre, in shares of its room
LABEL_SLIDES = (0.0, -0.15, 0.15, -0.3, 0.3)  # sideways shifts a name may take to stay inside its cell, in its widths
LABEL_MARGIN_PX = 3       # a name keeps this far inside its cell's border (rounding never pushes it out)
LABEL_SCAN_ROWS = 9       # lines across a cell tried for a name that fits neither below, on nor above the centre
LABEL_SCAN_REACH = 1.5    # how far up and down those lines go, in shares of the cell's room
MIN_LABEL_ROOM_PX = 16    # a cell smaller than this on screen shows no name (names would pile up)
PATH_COLOUR = hex_rgb("#ffffff")  # white: apart from every terrain, the blue rivers and the yellow reach
PATH_EDGE = INK


@dataclass(frozen=True)
class Preview:
    """A hovered route: the cells walked (start to destination) and what walking it costs."""

    route: tuple[CellId, ...]
    cost: int | str


@dataclass
class FrameStats:
    """What one frame drew, for tests and benchmarks."""

    chunks: ChunkStats
    tokens: int = 0


class MapLayer:
    """A map (hexes or regions) with everything a board game shows on it."""

    def __init__(self, cells: Cells, terrain: Mapping[CellId, Terrain], *, features: Iterable[Feature] = (),
                 places: Iterable[Place] = (), border_world: float = BORDER_WORLD, token_world: float = TOKEN_WORLD,
                 build_budget_ms: float | None = BUILD_BUDGET_MS, minimap: str | None = "bottomright",
                 marks: Iterable[Mark] = (), frame: Frame | None = None, names_inside: bool = False,
                 outlines: Outlines | None = None, label_sizes: tuple[int, ...] = (LABEL_PX,)) -> None:
        self.cells = cells
        self.names_inside = names_inside   # region maps: each name is moved to where it fits inside its cell
        self.label_sizes = label_sizes     # with names_inside, the text sizes a name tries, largest first
        self.art = MapArt(cells, terrain, features, places, border_world, marks, frame, outlines)
        self.chunks = ChunkStore(self.art, build_budget_ms)
        self.token_world = token_world
        self.minimap = Minimap(self.art.bounds(), minimap) if minimap else None
        self.preview: Preview | None = None
        self._tokens: tuple[MapToken, ...] = ()
        self._placed: list[Placed] = []
        self._reach: frozenset[CellId] = frozenset()
        self._fog: frozenset[CellId] = frozenset()
        self._label_spots: dict[tuple[CellId, float, tuple[int, int]], tuple[float, float] | None] = {}
        self._folded: dict[tuple[str, int], pygame.Surface] = {}
        self._fits: dict[tuple[CellId, float], tuple[pygame.Surface, tuple[float, float]] | None] = {}

    # --- what the game tells the layer ----------------------------------------------------------
    def bounds(self) -> BBox:
        """The map's world rectangle (give it to Camera.world and Camera.fit)."""
        return self.chunks.world

    def set_tokens(self, tokens: Iterable[MapToken]) -> None:
        """Put these tokens on the map (replacing the last set); fans are worked out once here,
        beside a place's mark where the cell has room for both. Tokens on fogged cells are hidden."""
        self._tokens = tuple(tokens)
        marks = {p.cell: PLACE_WORLD / 2 for p in self.art.places}
        self._placed = stacks.place(self.cells, self._tokens, self.token_world, marks)

    @property
    def placed(self) -> list[Placed]:
        """Where every token stands (world units): what each frame draws, for tests and the naive benchmark."""
        return self._placed

    def set_reach(self, cells: Iterable[CellId]) -> None:
        """Tint these cells (where the active piece can move)."""
        self._reach = frozenset(cells)
        self._overlay_changed()

    def set_fog(self, cells: Iterable[CellId]) -> None:
        """Cover these cells with cloud (unexplored); every other cell shows clear."""
        self._fog = frozenset(cells)
        self._overlay_changed()

    def reveal(self, terrain: Mapping[CellId, Terrain]) -> None:
        """Turn cells face up after the map was built (one hex, or the hexes of a tile, as a game turns
        tiles): they show their terrain from now on, repainted only in the chunks they touch."""
        self.chunks.turn(terrain)

    def _overlay_changed(self) -> None:
        """Tell the chunks, which repaint only where the shading or fog changed."""
        self.chunks.set_overlay(Overlay.of(self.cells, self._reach, self._fog))

    def set_preview(self, route: Sequence[CellId] | None, cost: int | str | None = None) -> None:
        """Show a route (from an engine path search) and its cost, or nothing (None)."""
        if not route:
            self.preview = None
            return
        self.preview = Preview(tuple(route), "" if cost is None else cost)

    # --- hit tests ------------------------------------------------------------------------------
    def minimap_rect(self, camera: Camera) -> pygame.Rect | None:
        """The minimap's map area on screen (None when the layer has no minimap)."""
        return None if self.minimap is None else self.minimap.rect(camera.viewport)

    def cell_at(self, camera: Camera, pos: tuple[float, float]) -> CellId | None:
        """The cell under a screen point (None off the map, outside the viewport or on the minimap)."""
        if not pygame.Rect(camera.viewport).collidepoint(pos):
            return None
        if self.on_minimap(camera, pos):
            return None
        return self.cells.cell_at(*camera.screen_to_world(*pos))

    def on_minimap(self, camera: Camera, pos: tuple[float, float]) -> bool:
        """Whether a screen point falls on the minimap or its frame (the map under it is hidden)."""
        mini = self.minimap_rect(camera)
        return mini is not None and mini.inflate(2 * FRAME_PX, 2 * FRAME_PX).collidepoint(pos)

    def minimap_at(self, camera: Camera, pos: tuple[float, float]) -> tuple[float, float] | None:
        """The world point the minimap shows at a screen point (a click there moves the view to it), None off it."""
        mini = self.minimap_rect(camera)
        if self.minimap is None or mini is None or not mini.collidepoint(pos):
            return None
        return self.minimap.to_world(mini, pos)

    def preview_points(self, camera: Camera) -> list[tuple[float, float]]:
        """The route's screen points: each step's cell centre through the camera."""
        if self.preview is None:
            return []
        return [camera.world_to_screen(*self.cells.centre(c)) for c in self.preview.route]

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface, camera: Camera, covered: pygame.Rect | None = None) -> FrameStats:
        """Draw the whole layer into the camera's viewport (nothing outside it is touched); the map, its tokens
        and names are left out where `covered` hides them (a window area drawn over opaquely afterwards)."""
        clip = target.get_clip()
        target.set_clip(pygame.Rect(camera.viewport).clip(clip))
        stats = FrameStats(self.chunks.draw(target, camera, covered))
        points = self.preview_points(camera)
        if points:
            draw_around(target, covered, partial(self._draw_route, target, points))
        stats.tokens = stacks.draw(target, camera, self._placed, self._fog, covered)
        self._draw_labels(target, camera, covered)
        if points:
            draw_around(target, covered, partial(self._draw_goal, target, camera, points[-1]))
        if self.minimap is not None:
            draw_around(target, covered, partial(self.minimap.draw, target, camera, self.chunks.overview(),
                                                 self.chunks.version), self.minimap.area(camera.viewport))
        target.set_clip(clip)
        return stats

    def _draw_route(self, target: pygame.Surface, points: list[tuple[float, float]]) -> None:
        """The previewed route: a band along its steps and a dot on each step between its ends."""
        if len(points) > 1:
            band(target, points, PATH_EDGE, PATH_PX + 2 * PATH_EDGE_PX)
            band(target, points, PATH_COLOUR, PATH_PX)
        for p in points[1:-1]:
            pygame.draw.circle(target, PATH_EDGE, p, STEP_DOT_PX + 1)
            pygame.draw.circle(target, CREAM, p, STEP_DOT_PX - 1)

    def _draw_goal(self, target: pygame.Surface, camera: Camera, at: tuple[float, float]) -> None:
        """The destination: a ring round the cell's centre and the cost in a badge above it."""
        assert self.preview is not None
        goal = self.preview.route[-1]
        r = max(PATH_PX * 2, min(self.cells.room(goal), self.token_world) * GOAL_RING * camera.zoom)
        pygame.draw.circle(target, PATH_EDGE, at, r + 2, GOAL_RING_PX + 4)
        pygame.draw.circle(target, PATH_COLOUR, at, r, GOAL_RING_PX)
        if self.preview.cost != "":
            badge = counter(self.preview.cost, COST_BADGE_PX, fill=PANEL, ink=CREAM, edge=PATH_COLOUR)
            target.blit(badge, badge.get_rect(midbottom=(round(at[0]), round(at[1] - r - GOAL_RING_PX))))

    def labels(self, camera: Camera) -> list[tuple[Place, pygame.Surface, pygame.Rect]]:
        """Each place name shown at this camera and where it lands on screen (none on fog or on a cell
        too small to hold it): the names a frame draws, and what tests check lie inside their cells. With
        `names_inside`, a name of several words that fits its cell on no line of its own is tried on two lines, at
        each of `label_sizes`; a name that fits its cell at none is not drawn at this zoom (it would spill over its
        neighbours' names), the cell's hover tip still names it."""
        out = []
        for place in self.art.places:
            if place.cell in self._fog:
                continue
            room = self.cells.room(place.cell) * camera.zoom
            if room < MIN_LABEL_ROOM_PX:
                continue
            label = fonts.text_shadowed(place.name, LABEL_PX, CREAM, shadow=INK, offset=1, outline=1)
            x, y = camera.world_to_screen(*self.cells.centre(place.cell))
            if not self.names_inside:
                out.append((place, label, label.get_rect(midtop=(round(x), round(y + room * LABEL_BELOW)))))
                continue
            fitted = self._fitted(place, camera.zoom)
            if fitted is None:
                continue
            label, spot = fitted
            out.append((place, label, label.get_rect(topleft=(round(x + spot[0]), round(y + spot[1])))))
        return out

    def _fitted(self, place: Place, zoom: float) -> tuple[pygame.Surface, tuple[float, float]] | None:
        """With `names_inside`, the name as drawn and where it sits from its cell's centre: at each of
        `label_sizes` in turn, on one line, else (a name of several words) on two, the first that fits wholly
        inside the cell; None when none does. Worked out once a cell and zoom (a panned frame asks again)."""
        key = (place.cell, zoom)
        if key not in self._fits:
            self._fits[key] = self._fit(place, zoom)
        return self._fits[key]

    def _fit(self, place: Place, zoom: float) -> tuple[pygame.Surface, tuple[float, float]] | None:
        for px in self.label_sizes:
            label = fonts.text_shadowed(place.name, px, CREAM, shadow=INK, offset=1, outline=1)
            spot = self._spot(place.cell, label.get_size(), zoom)
            if spot is None and " " in place.name.strip():
                label = self._two_lines(place.name, px)
                spot = self._spot(place.cell, label.get_size(), zoom)
            if spot is not None:
                return label, spot
        return None

    def _spot(self, cell: CellId, size: tuple[int, int], zoom: float) -> tuple[float, float] | None:
        """Where a name of this size fits inside its cell (worked out once a zoom), None where it fits nowhere."""
        key = (cell, zoom, size)
        if key not in self._label_spots:
            self._label_spots[key] = self._label_spot(cell, size, zoom)
        return self._label_spots[key]

    def _two_lines(self, name: str, px: int = LABEL_PX) -> pygame.Surface:
        """A name folded at the space nearest its middle, each half centred (made once per name and size)."""
        folded = self._folded.get((name, px))
        if folded is None:
            words = name.split()
            cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
            lines = [fonts.text_shadowed(" ".join(part), px, CREAM, shadow=INK, offset=1, outline=1)
                     for part in (words[:cut], words[cut:])]
            folded = pygame.Surface((max(l.get_width() for l in lines), sum(l.get_height() for l in lines)),
                                    pygame.SRCALPHA)
            top = 0
            for line in lines:
                folded.blit(line, ((folded.get_width() - line.get_width()) // 2, top))
                top += line.get_height()
            self._folded[(name, px)] = folded
        return folded

    def _label_spot(self, cell: CellId, size: tuple[int, int], zoom: float) -> tuple[float, float] | None:
        """With `names_inside`, where a name's top-left corner sits from its cell's centre, in screen pixels:
        below the centre (beside a place's mark), else centred on it, else above it, else on the first of a
        few lines across the cell, each also slid a little sideways — the first that keeps the whole name
        inside the cell (a long name in a narrow region), None when none does."""
        w, h = size
        room = self.cells.room(cell) * zoom
        cx, cy = self.cells.centre(cell)
        reach = room * LABEL_SCAN_REACH
        scan = [-reach - h / 2 + 2 * reach * k / (LABEL_SCAN_ROWS - 1) for k in range(LABEL_SCAN_ROWS)]
        rows = (room * LABEL_BELOW, -h / 2, -room * LABEL_BELOW - h, *scan)
        tries = [(-w / 2 + w * slide, dy) for dy in rows for slide in LABEL_SLIDES]
        for dx, dy in tries:
            m = LABEL_MARGIN_PX
            corners = ((dx - m, dy - m), (dx + w + m, dy - m), (dx - m, dy + h + m), (dx + w + m, dy + h + m))
            if all(self.cells.cell_at(cx + px / zoom, cy + py / zoom) == cell for px, py in corners):
                return dx, dy
        return None

    def _draw_labels(self, target: pygame.Surface, camera: Camera, covered: pygame.Rect | None = None) -> None:
        """Place names at a fixed readable size, on a dark shadow so they read on any ground."""
        for _, label, rect in self.labels(camera):
            if covered is None or not rect.colliderect(covered):
                target.blit(label, rect)
            elif not hidden(rect, covered):
                draw_around(target, covered, partial(target.blit, label, rect), rect)    # its edge under the cover
