"""The map's picture cut into square chunks per zoom level: painted once, blitted every frame.

A camera zooming smoothly would force a repaint every frame, so while the zoom moves chunks
come from a few zoom levels (a geometric series) and are scaled to the camera's zoom on the
way to the screen; once the zoom has rested a few frames, chunks at exactly that zoom are
painted (crisp, no scaling) and replace them all at once. Missing chunks are painted lazily
within a per-frame budget; meanwhile the area shows the last frame's chunk or the
always-ready overview of the whole map, so a new zoom never stalls a frame. Every chunk
lives in one LRU cache with named caps.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass, field
from typing import Hashable, Iterable, Mapping

import pygame

from app.render.areas import around, fill, hidden
from app.render.cache import new_cache
from app.render.camera import Camera
from app.render.maplayer.cells import CellId, overlaps
from app.render.maplayer.paint import BACKDROP, MapArt, Overlay, Transform
from app.render.maplayer.terrain import Terrain

CHUNK_PX = 256              # a chunk's side in pixels (small enough to cull finely, big enough to blit few)
LEVEL_RATIO = 2 ** 0.5      # neighbouring zoom levels differ by this factor (fewer levels: less memory)
CHUNK_CACHE_MB = 64         # pixel memory all maps' chunks may hold together (4 levels of a big map)
CHUNK_CACHE_ENTRIES = 1024  # and how many chunks
REPAINT_MARGIN_PX = 4      # a repainted part of the overview is painted this much wider, so lines crossing its edge match
TURNED = "turned"           # a signature entry: a cell whose terrain changed after the map was built
OVERLAY_REACH_WORLD = 4.0   # how far an overlay's outline strays past its cells' boxes, world pixels
BUILD_BUDGET_MS = 3.0       # painting time a frame may spend on missing chunks (one is always allowed)
SETTLE_FRAMES = 3           # frames the zoom must rest before chunks are painted at exactly that zoom
EXACT_TOLERANCE = 1e-6      # a zoom this close to a level uses the level's chunks as they are
OVERVIEW_PX = 1024          # the whole-map picture's longest side (fallback and minimap source)

_CHUNKS = new_cache(CHUNK_CACHE_ENTRIES, max_mb=CHUNK_CACHE_MB)
_serials = itertools.count()

ChunkKey = tuple[float, int, int]


def chunk_cache_stats() -> tuple[int, int]:
    """(chunks held, bytes held) across every map: what the caps bound."""
    return len(_CHUNKS), _CHUNKS.bytes


def level_for(zoom: float) -> float:
    """The largest level at or below `zoom`: a moving view scales chunks up by less than
    LEVEL_RATIO, and the fewest pixels are painted and kept per level (half the memory of
    the level above)."""
    k = math.floor(math.log(zoom) / math.log(LEVEL_RATIO) + EXACT_TOLERANCE)
    return float(LEVEL_RATIO ** k)


@dataclass
class ChunkStats:
    """What one frame did: chunks blitted (scaled or not), painted, and areas shown from a
    fallback (an older picture, the level's chunks in place of an exact one, the overview)."""

    drawn: int = 0
    scaled: int = 0
    built: int = 0
    stale: int = 0
    stand_in: int = 0
    overview: int = 0
    level: float = 1.0
    blits: list[ChunkKey] = field(default_factory=list)


class _Budget:
    """Painting time left this frame; the first chunk is always allowed so progress never stops."""

    def __init__(self, ms: float | None) -> None:
        self.deadline = None if ms is None else time.perf_counter() + ms / 1000.0
        self.used = 0

    def allows(self) -> bool:
        """Whether another chunk may be painted this frame."""
        return self.deadline is None or self.used == 0 or time.perf_counter() < self.deadline


class ChunkStore:
    """One map's chunks at every level it has been seen at, plus its overview."""

    def __init__(self, art: MapArt, build_budget_ms: float | None = BUILD_BUDGET_MS,
                 chunk_px: int = CHUNK_PX) -> None:
        self.art = art
        self.budget_ms = build_budget_ms
        self.chunk_px = chunk_px
        self.world = art.bounds()
        self.serial = next(_serials)
        self.overlay = Overlay()
        self.version = 0
        self._last_zoom = 0.0
        self._still = 0
        self.settled = False   # the last frame showed every chunk painted at its final zoom (no stand-in left)
        self._shown: dict[ChunkKey, pygame.Surface] = {}
        self._signatures: dict[ChunkKey, frozenset[tuple[str, CellId, int]]] = {}
        self._turned: dict[CellId, int] = {}   # cells whose terrain changed since the map was built: how often
        w, h = self.world[2] - self.world[0], self.world[3] - self.world[1]
        self.overview_scale = OVERVIEW_PX / max(w, h)
        self._overview_base = self._paint_overview()
        self._overview: tuple[int, pygame.Surface] = (0, self._overview_base)

    # --- state ----------------------------------------------------------------------------
    def set_overlay(self, overlay: Overlay) -> None:
        """New shading or fog: the chunks it touches are repainted as they are needed."""
        if overlay != self.overlay:
            self.overlay = overlay
            self.version += 1
            self._signatures.clear()

    def turn(self, terrain: Mapping[CellId, Terrain]) -> None:
        """Cells turned face up (one hex, or a tile's group): their new terrain goes into the chunks they
        touch as those are needed; every other painted chunk stays in the cache, and the store is not rebuilt."""
        self.art.retile(terrain)
        for cell in terrain:
            self._turned[cell] = self._turned.get(cell, 0) + 1
        self.version += 1
        self._signatures.clear()
        self._repaint_overview(terrain)

    def overview(self) -> pygame.Surface:
        """The whole map with its overlay at OVERVIEW_PX (repainted once per overlay version)."""
        version, surf = self._overview
        if version != self.version:
            surf = self._overview_base
            if not self.overlay.empty:
                surf = self._overview_base.copy()
                self.art.paint_overlay(surf, self._overview_transform(), self.overlay)
            self._overview = (self.version, surf)
        return surf

    def _overview_transform(self) -> Transform:
        """World → overview pixels: the map's corner at (0, 0)."""
        s = self.overview_scale
        return Transform(s, -self.world[0] * s, -self.world[1] * s)

    def _paint_overview(self) -> pygame.Surface:
        """The whole map without overlays, once: the base every overlay version copies."""
        s = self.overview_scale
        size = (math.ceil((self.world[2] - self.world[0]) * s), math.ceil((self.world[3] - self.world[1]) * s))
        surf = pygame.Surface(size)
        self.art.paint(surf, self._overview_transform())
        return surf

    def _repaint_overview(self, cells: Iterable[CellId]) -> None:
        """Paint the overview again only where these cells lie (with what overlaps them there): a turned
        tile costs a corner of the overview, not the whole map."""
        boxes = [self.art.cells.box(c) for c in cells]
        if not boxes:
            return
        s, base = self.overview_scale, self._overview_base
        x0 = min(b[0] for b in boxes) - OVERLAY_REACH_WORLD
        y0 = min(b[1] for b in boxes) - OVERLAY_REACH_WORLD
        x1 = max(b[2] for b in boxes) + OVERLAY_REACH_WORLD
        y1 = max(b[3] for b in boxes) + OVERLAY_REACH_WORLD
        rect = pygame.Rect(math.floor((x0 - self.world[0]) * s), math.floor((y0 - self.world[1]) * s), 0, 0)
        rect.width = math.ceil((x1 - self.world[0]) * s) - rect.x
        rect.height = math.ceil((y1 - self.world[1]) * s) - rect.y
        rect = rect.clip(base.get_rect())
        if rect.width and rect.height:
            xf = self._overview_transform()
            outer = rect.inflate(2 * REPAINT_MARGIN_PX, 2 * REPAINT_MARGIN_PX)   # edges drawn whole, then cut
            part = pygame.Surface(outer.size)
            self.art.paint(part, Transform(s, xf.dx - outer.x, xf.dy - outer.y))
            base.blit(part, rect, pygame.Rect(rect.x - outer.x, rect.y - outer.y, rect.width, rect.height))

    # --- chunk geometry -----------------------------------------------------------------------
    def transform(self, level: float, i: int, j: int) -> Transform:
        """World → pixels of chunk (i, j) at `level`: chunk (0, 0) starts at the map's corner."""
        c = self.chunk_px
        return Transform(level, -self.world[0] * level - i * c, -self.world[1] * level - j * c)

    def grid(self, level: float) -> tuple[int, int]:
        """How many chunks across and down the map needs at `level`."""
        c = self.chunk_px
        return (max(1, math.ceil((self.world[2] - self.world[0]) * level / c)),
                max(1, math.ceil((self.world[3] - self.world[1]) * level / c)))

    def visible(self, level: float, camera: Camera) -> list[tuple[int, int]]:
        """The chunks at `level` that meet the camera's view (the culling)."""
        vx0, vy0, vx1, vy1 = camera.visible_world()
        c = self.chunk_px
        cols, rows = self.grid(level)
        i0 = max(0, math.floor((vx0 - self.world[0]) * level / c))
        i1 = min(cols - 1, math.ceil((vx1 - self.world[0]) * level / c) - 1)
        j0 = max(0, math.floor((vy0 - self.world[1]) * level / c))
        j1 = min(rows - 1, math.ceil((vy1 - self.world[1]) * level / c) - 1)
        return [(i, j) for j in range(j0, j1 + 1) for i in range(i0, i1 + 1)]

    def screen_rect(self, level: float, i: int, j: int, camera: Camera) -> pygame.Rect:
        """Where chunk (i, j) lands on screen; edges rounded the same way for neighbours, so
        scaled chunks meet without gaps or overlaps."""
        c = self.chunk_px
        x0, y0 = camera.world_to_screen(self.world[0] + i * c / level, self.world[1] + j * c / level)
        x1, y1 = camera.world_to_screen(self.world[0] + (i + 1) * c / level, self.world[1] + (j + 1) * c / level)
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    # --- the cache ----------------------------------------------------------------------------
    def signature(self, level: float, i: int, j: int) -> frozenset[tuple[str, CellId, int]]:
        """The overlay cells and turned cells that show in chunk (i, j): part of its cache key, so a change
        of shading, fog or terrain repaints only the chunks it touches and the rest stay as they are."""
        key = (level, i, j)
        sig = self._signatures.get(key)
        if sig is None:
            c = self.chunk_px
            x0, y0 = self.world[0] + i * c / level, self.world[1] + j * c / level
            rect = (x0 - OVERLAY_REACH_WORLD, y0 - OVERLAY_REACH_WORLD,
                    x0 + c / level + OVERLAY_REACH_WORLD, y0 + c / level + OVERLAY_REACH_WORLD)
            cells = self.art.cells
            sig = frozenset([("reach", cell, 0) for cell in self.overlay.reach if overlaps(cells.box(cell), rect)]
                            + [("fog", cell, 0) for cell in self.overlay.fog if overlaps(cells.box(cell), rect)]
                            + [(TURNED, cell, n) for cell, n in self._turned.items() if overlaps(cells.box(cell), rect)])
            self._signatures[key] = sig
        return sig

    def _key(self, level: float, i: int, j: int) -> Hashable:
        """The cache key: this map, the level, the chunk and the overlay it shows."""
        return (self.serial, level, i, j, self.signature(level, i, j))

    def cached(self, level: float, i: int, j: int) -> pygame.Surface | None:
        """The chunk as the current overlay has it, if it is painted already."""
        return _CHUNKS.get(self._key(level, i, j))

    def build(self, level: float, i: int, j: int) -> pygame.Surface:
        """Paint chunk (i, j) at `level`: terrain, then the overlay where it shows."""
        surf = pygame.Surface((self.chunk_px, self.chunk_px))
        xf = self.transform(level, i, j)
        self.art.paint(surf, xf)
        if any(kind != TURNED for kind, _, _ in self.signature(level, i, j)):
            self.art.paint_overlay(surf, xf, self.overlay)
        return _CHUNKS.put(self._key(level, i, j), surf)

    def _get(self, level: float, i: int, j: int, budget: _Budget, stats: ChunkStats) -> pygame.Surface | None:
        """The chunk from the cache, or painted now if the frame's budget allows, else None."""
        surf = self.cached(level, i, j)
        if surf is None and budget.allows():
            surf = self.build(level, i, j)
            budget.used += 1
            stats.built += 1
        return surf

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface, camera: Camera, covered: pygame.Rect | None = None) -> ChunkStats:
        """Cover the camera's viewport with the map: chunks at the zoom when it rests, at the
        level below it while it moves. An exact chunk not painted yet shows the level's chunks
        in its place; a level chunk not painted yet shows its last picture, else the overview.
        Nothing is blitted under `covered` (a window area something opaque is drawn over afterwards)."""
        z = camera.zoom
        self._still = self._still + 1 if z == self._last_zoom else 0
        self._last_zoom = z
        budget = _Budget(self.budget_ms)
        stepped = level_for(z)
        exact = self._still >= SETTLE_FRAMES and abs(z / stepped - 1.0) > EXACT_TOLERANCE
        level = z if exact else stepped
        stats = ChunkStats(level=level)
        (rx, ry), (sx, sy) = self.reach(level), self.reach(stepped)
        self._fill_margins(target, camera, covered, (min(rx, sx), min(ry, sy)))
        clip = target.get_clip()
        shown: dict[ChunkKey, pygame.Surface] = {}
        for i, j in self.visible(level, camera):
            if covered is not None and hidden(self._visible_part(target, camera, self.screen_rect(level, i, j, camera)),
                                              covered):
                continue
            surf = self._get(level, i, j, budget, stats)
            if surf is None:
                surf = self._shown.get((level, i, j))
                stats.stale += surf is not None
            if surf is not None:
                shown[(level, i, j)] = surf
                self._blit(target, camera, level, i, j, surf, stats, covered)
            elif exact:
                stats.stand_in += 1
                target.set_clip(self.screen_rect(level, i, j, camera).clip(clip))
                self._stand_in(target, camera, stepped, stats, shown, covered)
                target.set_clip(clip)
            else:
                self._blit_overview(target, camera, level, i, j, covered)
                stats.overview += 1
        self._shown = shown
        self.settled = (stats.stale == stats.stand_in == stats.overview == 0
                        and (exact or abs(z / stepped - 1.0) <= EXACT_TOLERANCE))
        return stats

    def _stand_in(self, target: pygame.Surface, camera: Camera, level: float, stats: ChunkStats,
                  shown: dict[ChunkKey, pygame.Surface], covered: pygame.Rect | None = None) -> None:
        """Fill the target's clip (but `covered`) from `level`'s chunks already painted (no painting here: the
        frame's budget goes to the exact chunks), the overview where none is."""
        area = target.get_clip()
        for i, j in self.visible(level, camera):
            if not self.screen_rect(level, i, j, camera).colliderect(area):
                continue
            surf = self.cached(level, i, j) or self._shown.get((level, i, j))
            if surf is None:
                self._blit_overview(target, camera, level, i, j, covered)
                stats.overview += 1
                continue
            shown[(level, i, j)] = surf
            self._blit(target, camera, level, i, j, surf, stats, covered)

    def _visible_part(self, target: pygame.Surface, camera: Camera, dst: pygame.Rect) -> pygame.Rect:
        """The part of a screen rectangle that can show: inside the viewport and the clip."""
        return dst.clip(pygame.Rect(camera.viewport)).clip(target.get_clip())

    def _blit(self, target: pygame.Surface, camera: Camera, level: float, i: int, j: int,
              surf: pygame.Surface, stats: ChunkStats, covered: pygame.Rect | None = None) -> None:
        """One chunk to the screen (only its parts outside `covered`): a plain blit at its own zoom, else its visible
        part scaled (the same picture however `covered` cuts it)."""
        dst = self.screen_rect(level, i, j, camera)
        vis = self._visible_part(target, camera, dst)
        if vis.width <= 0 or vis.height <= 0:
            return
        stats.drawn += 1
        stats.blits.append((level, i, j))
        c = self.chunk_px
        if dst.size == (c, c):
            for part in around(vis, covered):
                target.blit(surf, part.topleft, pygame.Rect(part.x - dst.x, part.y - dst.y, part.width, part.height))
            return
        fx, fy = c / dst.width, c / dst.height
        src = pygame.Rect(math.floor((vis.x - dst.x) * fx), math.floor((vis.y - dst.y) * fy),
                          max(1, round(vis.width * fx)), max(1, round(vis.height * fy))).clip(surf.get_rect())
        scaled = pygame.transform.scale(surf.subsurface(src), vis.size)
        for part in around(vis, covered):
            target.blit(scaled, part.topleft, part.move(-vis.x, -vis.y))
        stats.scaled += 1

    def _blit_overview(self, target: pygame.Surface, camera: Camera, level: float, i: int, j: int,
                       covered: pygame.Rect | None = None) -> None:
        """Stand-in for a chunk not painted yet: the same area cut from the overview and scaled (but under
        `covered`)."""
        vis = self._visible_part(target, camera, self.screen_rect(level, i, j, camera))
        if vis.width <= 0 or vis.height <= 0:
            return
        overview = self.overview()
        s = self.overview_scale
        src = pygame.Rect(0, 0, 0, 0)
        src.size = overview.get_size()
        x0, y0 = camera.world_to_screen(self.world[0], self.world[1])
        whole = pygame.Rect(math.floor(x0), math.floor(y0), 0, 0)   # the overview's picture on screen
        whole.width = max(1, math.ceil(x0 + src.width / s * camera.zoom) - whole.x)
        whole.height = max(1, math.ceil(y0 + src.height / s * camera.zoom) - whole.y)
        on_map = vis.clip(whole)
        for sea in around(vis, covered):     # a chunk at the map's edge reaches past the overview: sea there, never a stretch
            target.fill(BACKDROP, sea)
        if on_map.width <= 0 or on_map.height <= 0:
            return
        fx, fy = src.width / whole.width, src.height / whole.height
        part = pygame.Rect(math.floor((on_map.x - whole.x) * fx), math.floor((on_map.y - whole.y) * fy),
                           max(1, round(on_map.width * fx)), max(1, round(on_map.height * fy))).clip(src)
        if part.width > 0 and part.height > 0:
            scaled = pygame.transform.scale(overview.subsurface(part), on_map.size)
            for shown in around(on_map, covered):
                target.blit(scaled, shown.topleft, shown.move(-on_map.x, -on_map.y))

    def reach(self, level: float) -> tuple[float, float]:
        """The world point where `level`'s chunk grid ends, right and down: its last chunks reach past the map's
        picture, with sea painted in them."""
        cols, rows = self.grid(level)
        return (self.world[0] + cols * self.chunk_px / level, self.world[1] + rows * self.chunk_px / level)

    def _fill_margins(self, target: pygame.Surface, camera: Camera, covered: pygame.Rect | None = None,
                      reach: tuple[float, float] | None = None) -> None:
        """Paint the sea where the view reaches past the map (a map smaller than the view), except under
        `covered` and where the chunks drawn next reach (`reach`: the world point their grid ends at, right and down;
        their sea is the same colour); the strips reach a pixel into what the chunks cover."""
        view = pygame.Rect(camera.viewport)
        x0, y0 = camera.world_to_screen(self.world[0], self.world[1])
        x1, y1 = camera.world_to_screen(*(reach or self.world[2:]))
        land = pygame.Rect(math.ceil(x0), math.ceil(y0), 0, 0)
        land.width, land.height = math.floor(x1) - land.x, math.floor(y1) - land.y
        if land.contains(view):
            return
        inside = land.clip(view)
        for strip in around(view, inside if inside.width > 0 and inside.height > 0 else None):
            for part in around(strip, covered):
                fill(target, BACKDROP, part)
