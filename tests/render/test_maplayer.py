"""The map layer: chunks culled to the view and bounded in memory, cells hit through a moving
camera, tokens fanned without overlap, the route the engine found, fog, the minimap."""

import math

import pygame
import pytest

from app.render.cache import SurfaceCache
from app.render.camera import Camera
from app.render.hexgrid import Hex, Layout, hex_range
from app.render.maplayer import chunks, stacks
from app.render.maplayer.cells import HexCells, RegionCells, boundary, clearance
from app.render.maplayer.layer import PATH_COLOUR, MapLayer
from app.render.maplayer.paint import Place
from app.render.maplayer.stacks import FAN_GAP, MapToken
from app.render.maplayer.terrain import TERRAINS, pattern_tile
from app.render.tokens import marker
from engine.common import hexes
from tools import gallery
from tools import sample_maps as sample

VIEW = (0, 0, 640, 400)
RED = (200, 50, 40)


def red(size: int) -> pygame.Surface:
    return marker(RED, size)


@pytest.fixture(scope="module")
def hex_demo() -> sample.Sample:
    return sample.hex_sample()


@pytest.fixture(scope="module")
def region_demo() -> sample.Sample:
    return sample.region_sample()


def small_map(**kw) -> MapLayer:
    """A radius-6 hex map of plains and forest, painted without a time budget (deterministic)."""
    cells = HexCells(Layout.pointy(30.0), hex_range(Hex(0, 0), 6))
    terrain = {h: TERRAINS["forest" if h.q > 0 else "plains"] for h in cells.ids}
    return MapLayer(cells, terrain, build_budget_ms=None, **kw)


def camera_on(layer: MapLayer, zoom: float, centre: tuple[float, float] = (0.0, 0.0),
              viewport: tuple[int, int, int, int] = VIEW) -> Camera:
    cam = Camera(viewport, zoom=zoom, world=layer.bounds())
    cam.center_on(*centre)
    return cam


class CountingSurface(pygame.Surface):
    """A target that counts the blits made onto it."""

    blits_made = 0

    def blit(self, *args, **kwargs):  # type: ignore[override]
        self.blits_made += 1
        return super().blit(*args, **kwargs)


def on_screen(layer: MapLayer, level: float, cam: Camera) -> list[tuple[int, int]]:
    """The culled chunks that cover at least a pixel of the viewport."""
    view = pygame.Rect(cam.viewport)
    return [ij for ij in layer.chunks.visible(level, cam) if layer.chunks.screen_rect(level, *ij, cam).clip(view).width
            and layer.chunks.screen_rect(level, *ij, cam).clip(view).height]


def drawn_at_rest(layer: MapLayer, target: pygame.Surface, cam: Camera) -> chunks.ChunkStats:
    """Draw until the still view shows chunks at exactly its zoom, then return that frame's stats."""
    for _ in range(chunks.SETTLE_FRAMES + 2):
        stats = layer.draw(target, cam).chunks
    return stats


# --- chunks: culling, levels, the cache --------------------------------------------------------
def test_only_the_chunks_in_view_are_blitted():
    layer = small_map(minimap=None)
    cam = camera_on(layer, 2.0, centre=(-150.0, -100.0))
    target = CountingSurface(VIEW[2:])
    stats = layer.draw(target, cam).chunks
    store = layer.chunks
    cols, rows = store.grid(stats.level)
    assert 0 < stats.drawn == len(on_screen(layer, stats.level, cam)) < cols * rows
    assert target.blits_made == stats.drawn  # no tokens, no minimap: every blit is a chunk
    view = pygame.Rect(VIEW)
    assert all(store.screen_rect(*key, cam).colliderect(view) for key in stats.blits)


def test_panning_brings_other_chunks_into_view():
    layer = small_map(minimap=None)
    target = pygame.Surface(VIEW[2:])
    left = set(layer.draw(target, camera_on(layer, 2.0, centre=(-200.0, 0.0))).chunks.blits)
    right = set(layer.draw(target, camera_on(layer, 2.0, centre=(200.0, 0.0))).chunks.blits)
    assert left and right and left != right


def test_a_moving_zoom_draws_level_chunks_scaled_and_a_still_one_exact_chunks():
    layer = small_map(minimap=None)
    cam = camera_on(layer, 1.3)
    target = pygame.Surface(VIEW[2:])
    moving = layer.draw(target, cam).chunks
    assert moving.level == chunks.level_for(1.3) < 1.3 and moving.scaled == moving.drawn
    still = drawn_at_rest(layer, target, cam)
    assert still.level == 1.3 and still.scaled == 0 and still.drawn > 0


def test_zoom_levels_are_a_few_steps_below_the_zoom():
    for zoom in (0.3, 0.71, 1.0, 1.2, 2.9):
        level = chunks.level_for(zoom)
        assert level <= zoom * (1 + chunks.EXACT_TOLERANCE) and zoom / level < chunks.LEVEL_RATIO


def test_a_chunk_not_painted_yet_shows_the_overview_instead():
    layer = small_map(minimap=None)
    layer.chunks.budget_ms = 0.0  # one chunk a frame
    target = pygame.Surface(VIEW[2:])
    cam = camera_on(layer, 2.0)
    stats = layer.draw(target, cam).chunks
    assert stats.built == 1 and stats.overview == len(on_screen(layer, stats.level, cam)) - 1


def test_an_exact_chunk_not_painted_yet_shows_the_levels_chunks_in_its_place():
    layer = small_map(minimap=None)
    cam = camera_on(layer, 1.3)
    target = pygame.Surface(VIEW[2:])
    layer.draw(target, cam)  # the level's chunks, all painted (no budget)
    layer.chunks.budget_ms = 0.0  # from now on one chunk a frame
    for _ in range(chunks.SETTLE_FRAMES):
        stats = layer.draw(target, cam).chunks
    exact = len(on_screen(layer, 1.3, cam))
    assert stats.level == 1.3 and stats.built == 1
    assert stats.stand_in == exact - 1 and stats.overview == 0


def test_the_chunk_cache_stays_within_its_caps(monkeypatch):
    small = SurfaceCache(capacity=6, max_bytes=8 * 256 * 256 * 4)
    monkeypatch.setattr(chunks, "_CHUNKS", small)
    layer = small_map(minimap=None)
    target = pygame.Surface(VIEW[2:])
    painted = 0
    for k in range(40):
        cam = camera_on(layer, 0.8 + k * 0.05, centre=(math.cos(k) * 150, math.sin(k) * 150))
        stats = layer.draw(target, cam).chunks
        painted += stats.built
        assert len(small) <= 6 and small.bytes <= small.max_bytes
        assert stats.drawn == len(on_screen(layer, stats.level, cam))
    assert painted > 6  # it had to evict to get there


def test_the_shared_chunk_cache_has_named_caps():
    held, size = chunks.chunk_cache_stats()
    assert held <= chunks.CHUNK_CACHE_ENTRIES and size <= chunks.CHUNK_CACHE_MB * 1024 * 1024


def test_changing_the_shading_repaints_only_the_chunks_it_touches():
    layer = small_map(minimap=None)
    cam = camera_on(layer, 2.0)
    target = pygame.Surface(VIEW[2:])
    layer.draw(target, cam)
    store = layer.chunks
    before = {ij: store.signature(2.0, *ij) for ij in store.visible(2.0, cam)}
    layer.set_reach([Hex(-6, 3)])  # a corner hex: only chunks over it change
    after = {ij: store.signature(2.0, *ij) for ij in store.visible(2.0, cam)}
    changed = [ij for ij in before if before[ij] != after[ij]]
    assert 0 < len(changed) < len(before)


# --- hit tests ------------------------------------------------------------------------------------
@pytest.mark.parametrize("zoom,centre", [(1.0, (0, 0)), (2.3, (120, -80)), (0.6, (-40, 30))])
def test_the_hex_under_the_mouse_follows_pan_and_zoom(hex_demo, zoom, centre):
    layer = hex_demo.layer
    cam = Camera((40, 30, 900, 600), zoom=zoom)
    cam.center_on(*centre)
    for h in layer.cells.ids:
        x, y = layer.cells.centre(h)
        pos = cam.world_to_screen(x + 5, y - 4)
        if pygame.Rect(cam.viewport).collidepoint(pos) and not layer.on_minimap(cam, pos):
            assert layer.cell_at(cam, pos) == h


def test_the_region_under_the_mouse_follows_pan_and_zoom(region_demo):
    layer = region_demo.layer
    for zoom, centre in ((0.5, (800, 500)), (1.7, (300, 260))):
        cam = Camera((0, 0, 1280, 720), zoom=zoom)
        cam.center_on(*centre)
        for r in layer.cells.ids:
            pos = cam.world_to_screen(*layer.cells.centre(r))
            if pygame.Rect(cam.viewport).collidepoint(pos) and not layer.on_minimap(cam, pos):
                assert layer.cell_at(cam, pos) == r


def test_off_the_map_outside_the_view_and_on_the_minimap_no_cell_is_hit(hex_demo):
    layer = hex_demo.layer
    cam = gallery.map_camera(layer, (100, 0, 1180, 720))
    assert layer.cell_at(cam, (50, 300)) is None  # left of the viewport
    assert layer.cell_at(cam, cam.world_to_screen(2000, 2000)) is None
    assert layer.cell_at(cam, layer.minimap_rect(cam).center) is None


# --- tokens ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(1, 10))
def test_tokens_sharing_a_hex_fan_out_without_touching_and_stay_inside(n):
    cells = HexCells(Layout.pointy(48.0), hex_range(Hex(0, 0), 1))
    placed = stacks.place(cells, [MapToken(Hex(0, 0), red) for _ in range(n)], 40.0)
    assert len(placed) == n
    for i, a in enumerate(placed):
        assert clearance(cells, Hex(0, 0), a.centre) >= a.size / 2
        for b in placed[i + 1:]:
            assert math.dist(a.centre, b.centre) >= a.size * FAN_GAP * 0.999


def test_a_lone_token_stands_on_the_centre_at_full_size():
    cells = HexCells(Layout.pointy(48.0), [Hex(0, 0)])
    (p,) = stacks.place(cells, [MapToken(Hex(0, 0), red)], 40.0)
    assert p.centre == pytest.approx(cells.centre(Hex(0, 0))) and p.size == 40.0


def test_a_stack_shows_a_pile_and_a_count_badge():
    cam = Camera((0, 0, 200, 200))
    cam.center_on(0, 0)
    cells = HexCells(Layout.pointy(48.0), [Hex(0, 0)])
    one, pile = pygame.Surface((200, 200)), CountingSurface((200, 200))
    stacks.draw(one, cam, stacks.place(cells, [MapToken(Hex(0, 0), red)], 40.0))
    stacks.draw(pile, cam, stacks.place(cells, [MapToken(Hex(0, 0), red, count=5)], 40.0))
    assert pile.blits_made == stacks.PILE_LAYERS + 1  # the pile's layers, then the badge
    bx, by = 100 + stacks.BADGE_AT[0] * 40, 100 + stacks.BADGE_AT[1] * 40
    assert one.get_at((round(bx), round(by))) != pile.get_at((round(bx), round(by)))


def test_tokens_stand_beside_a_place_mark_where_the_region_has_room(region_demo):
    layer = region_demo.layer
    for place in layer.art.places:
        mine = [p for p in layer.placed if p.token.cell == place.cell]
        centre = layer.cells.centre(place.cell)
        for p in mine:
            if p.size >= stacks.MIN_BESIDE * layer.token_world:
                assert math.dist(p.centre, centre) >= p.size / 2


def test_tokens_on_fogged_cells_are_hidden():
    layer = small_map(minimap=None)
    layer.set_tokens([MapToken(Hex(0, 0), red), MapToken(Hex(1, 0), red)])
    layer.set_fog([Hex(1, 0)])
    stats = layer.draw(pygame.Surface(VIEW[2:]), camera_on(layer, 1.0))
    assert stats.tokens == 1


def test_under_an_opaque_cover_nothing_is_drawn_and_everything_around_it_looks_the_same():
    layer = small_map(minimap=None)
    layer.set_tokens([MapToken(h, red) for h in hex_range(Hex(0, 0), 2)])
    cam = camera_on(layer, 1.0)
    whole = pygame.Surface(VIEW[2:])
    seen = layer.draw(whole, cam)
    level = seen.chunks.level
    middle = next(r for r in (layer.chunks.screen_rect(level, i, j, cam) for i, j in layer.chunks.visible(level, cam))
                  if r.collidepoint(VIEW[2] // 2, VIEW[3] // 2))
    cover = middle.inflate(60, 60).clip(pygame.Rect(VIEW))
    target = pygame.Surface(VIEW[2:])
    target.fill((1, 2, 3))
    left = layer.draw(target, cam, cover)
    assert left.chunks.drawn < seen.chunks.drawn and left.tokens < seen.tokens, "the covered part is left out"
    assert target.get_at(cover.center) == (1, 2, 3)
    for part in (pygame.Rect(0, 0, VIEW[2], cover.y), pygame.Rect(0, cover.bottom, VIEW[2], VIEW[3] - cover.bottom),
                 pygame.Rect(0, 0, cover.x, VIEW[3]), pygame.Rect(cover.right, 0, VIEW[2] - cover.right, VIEW[3])):
        if part.width and part.height:
            assert pygame.image.tobytes(target.subsurface(part), "RGB") == pygame.image.tobytes(whole.subsurface(part), "RGB")


# --- the route, the reach, the fog -----------------------------------------------------------------
def test_the_route_preview_follows_the_engines_path(hex_demo):
    layer = hex_demo.layer
    terrain = layer.art.terrain
    cost = lambda a, b: sample.MOVE_COST[terrain[b].id] if b in terrain else None  # noqa: E731
    found = hexes.path(hex_demo.start, hex_demo.goal, cost, min_step_cost=1)
    assert found is not None and hex_demo.route == found.hexes and hex_demo.cost == found.cost
    cam = gallery.map_camera(layer, (0, 0, 1280, 720))
    points = layer.preview_points(cam)
    assert points == [cam.world_to_screen(*layer.cells.centre(h)) for h in found.hexes]
    target = pygame.Surface((1280, 720))
    layer.draw(target, cam)
    (ax, ay), (bx, by) = points[1], points[2]
    assert target.get_at((round((ax + bx) / 2), round((ay + by) / 2)))[:3] == PATH_COLOUR


def test_the_region_route_is_the_graphs_shortest_path(region_demo):
    assert len(region_demo.route) - 1 == region_demo.cost
    layer = region_demo.layer
    assert layer.preview is not None and list(layer.preview.route) == region_demo.route


def test_no_route_no_preview():
    layer = small_map()
    layer.set_preview(None)
    assert layer.preview is None and layer.preview_points(camera_on(layer, 1.0)) == []


def colourfulness(c: pygame.Color) -> int:
    return max(c[:3]) - min(c[:3])


def test_fog_covers_unexplored_cells_and_leaves_explored_ones_clear():
    clear_layer, fog_layer = small_map(minimap=None), small_map(minimap=None)
    fogged = [h for h in fog_layer.cells.ids if h.q >= 3]
    fog_layer.set_fog(fogged)
    cam = camera_on(clear_layer, 1.0)
    clear, foggy = pygame.Surface(VIEW[2:]), pygame.Surface(VIEW[2:])
    drawn_at_rest(clear_layer, clear, cam)
    drawn_at_rest(fog_layer, foggy, cam)
    for h in fog_layer.cells.ids:
        pos = [round(v) for v in cam.world_to_screen(*fog_layer.cells.centre(h))]
        if not pygame.Rect(VIEW).collidepoint(pos):
            continue
        if h in fogged:
            assert colourfulness(foggy.get_at(pos)) < colourfulness(clear.get_at(pos))
            assert foggy.get_at(pos) != clear.get_at(pos)
        else:
            assert foggy.get_at(pos) == clear.get_at(pos)


def test_reachable_cells_are_shaded_and_outlined_once():
    layer = small_map(minimap=None)
    reach = [h for h in layer.cells.ids if hexes.distance(h, Hex(0, 0)) <= 1]
    edges = boundary(layer.cells, reach)
    assert len(edges) == 18  # the outline of a radius-1 patch, inner edges left out
    plain, shaded = pygame.Surface(VIEW[2:]), pygame.Surface(VIEW[2:])
    cam = camera_on(layer, 1.0)
    drawn_at_rest(layer, plain, cam)
    layer.set_reach(reach)
    drawn_at_rest(layer, shaded, cam)
    centre = [round(v) for v in cam.world_to_screen(0, 0)]
    far = [round(v) for v in cam.world_to_screen(*layer.cells.centre(Hex(-4, 0)))]
    assert sum(shaded.get_at(centre)[:3]) > sum(plain.get_at(centre)[:3])
    assert shaded.get_at(far) == plain.get_at(far)


def test_fog_hides_place_names():
    def blits(fog: list[Hex]) -> int:
        cells = HexCells(Layout.pointy(30.0), hex_range(Hex(0, 0), 6))
        layer = MapLayer(cells, {h: TERRAINS["plains"] for h in cells.ids}, places=[Place(Hex(2, 0), "Gród")],
                         build_budget_ms=None, minimap=None)
        layer.set_fog(fog)
        target = CountingSurface(VIEW[2:])
        chunk_blits = layer.draw(target, camera_on(layer, 1.5)).chunks.drawn
        return target.blits_made - chunk_blits

    assert blits([]) == 1 and blits([Hex(2, 0)]) == 0


# --- the minimap ------------------------------------------------------------------------------------
def test_a_click_on_the_minimap_moves_the_camera_there(hex_demo):
    layer = hex_demo.layer
    cam = Camera((0, 0, 1280, 720), zoom=2.0, world=layer.bounds())
    cam.center_on(0, 0)
    mini = layer.minimap_rect(cam)
    target = (mini.x + mini.width * 2 // 5, mini.y + mini.height * 3 // 5)  # inside the clamped range
    spot = layer.minimap_at(cam, target)
    assert spot is not None
    cam.center_on(*spot)
    wx, wy = cam.screen_to_world(640, 360)
    ex, ey = layer.minimap.to_world(mini, target)
    assert (wx, wy) == pytest.approx((ex, ey), abs=1.0)


def test_a_click_beside_the_minimap_leaves_the_camera_alone(hex_demo):
    layer = hex_demo.layer
    cam = Camera((0, 0, 1280, 720), zoom=2.0, world=layer.bounds())
    before = cam.offset
    assert layer.minimap_at(cam, (20, 20)) is None
    assert cam.offset == before


def test_the_minimap_shows_the_view_rectangle(hex_demo):
    layer = hex_demo.layer
    cam = Camera((0, 0, 1280, 720), zoom=2.0, world=layer.bounds())
    cam.center_on(0, 0)
    target = pygame.Surface((1280, 720))
    layer.draw(target, cam)
    mini = layer.minimap_rect(cam)
    x0, y0, x1, y1 = cam.visible_world()
    left = layer.minimap.to_minimap(mini, x0, (y0 + y1) / 2)
    assert target.get_at((round(left[0]), round(left[1])))[:3] == (255, 215, 94)


# --- the demo maps and the look of terrain ------------------------------------------------------------
def test_the_hex_demo_has_169_hexes_eight_terrains_a_river_a_road_cities_and_40_tokens(hex_demo):
    layer = hex_demo.layer
    assert len(layer.cells.ids) == 169
    assert set(layer.art.terrain.values()) == set(TERRAINS.values())
    kinds = {f.kind for f in layer.art.features}
    assert kinds == {"river", "road"}
    for f in layer.art.features:
        assert all(hexes.distance(a, b) == 1 for a, b in zip(f.cells, f.cells[1:]))  # unbroken
    assert len(layer.art.places) >= 3 and len(hex_demo.tokens) == 40


def test_the_region_demo_has_40_regions_bordering_as_the_engine_graph_says(region_demo):
    layer = region_demo.layer
    cells = layer.cells
    assert isinstance(cells, RegionCells) and len(cells.ids) == 40 and len(region_demo.tokens) == 40
    graph_route = region_demo.route
    for a, b in zip(graph_route, graph_route[1:]):
        shared = set(cells.outline(a)) & set(cells.outline(b))
        assert len(shared) >= 2  # neighbours on the route share a stretch of border


def test_terrains_differ_by_pattern_not_only_by_colour():
    """With colour taken away (ink against ground), every two terrains' tiles still differ."""
    def ink(kind) -> set[tuple[int, int]]:
        tile = pattern_tile(kind, 64)
        g = sum(kind.ground) / 3
        return {(x, y) for x in range(64) for y in range(64) if abs(sum(tile.get_at((x, y))[:3]) / 3 - g) > 18}

    masks = {k.id: ink(k) for k in TERRAINS.values()}
    ids = sorted(masks)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            differ = len(masks[a] ^ masks[b])
            assert differ > 0.05 * 64 * 64, (a, b)


def test_the_gallery_draws_both_maps_at_both_sizes(tmp_path):
    for kind in ("hex", "regions"):
        surf = gallery.render_map(kind, (1280, 720), str(tmp_path / f"{kind}.png"))
        assert surf.get_size() == (1280, 720) and (tmp_path / f"{kind}.png").is_file()


# --- turning tiles face up (Discover) -------------------------------------------------------------
def test_turning_a_tile_face_up_repaints_only_the_chunks_it_touches_without_rebuilding_the_map():
    layer = small_map(minimap=None)
    cam = camera_on(layer, 2.0)
    target = pygame.Surface(VIEW[2:])
    stats = drawn_at_rest(layer, target, cam)
    store, art = layer.chunks, layer.chunks.art
    centre = Hex(-2, 1)
    tile = [centre, *hexes.neighbours(centre)]            # a seven-hex tile, all plains until turned
    at = tuple(round(v) for v in cam.world_to_screen(*layer.cells.centre(centre)))
    far = tuple(round(v) for v in cam.world_to_screen(*layer.cells.centre(Hex(3, -1))))
    before_here, before_far = target.get_at(at), target.get_at(far)
    visible = on_screen(layer, stats.level, cam)
    layer.reveal({h: TERRAINS["water"] for h in tile})
    assert layer.chunks is store and store.art is art, "the map is not rebuilt"
    stale = [ij for ij in visible if store.cached(stats.level, *ij) is None]
    assert 0 < len(stale) < len(visible), "only the chunks under the tile are painted again"
    drawn_at_rest(layer, target, cam)
    assert all(art.terrain[h] is TERRAINS["water"] for h in tile)
    assert target.get_at(at) != before_here and target.get_at(far) == before_far


ROUNDING = 2   # colour steps an edge may differ by when painted from another pixel origin


def test_the_overview_shows_a_turned_tile_as_a_whole_repaint_would():
    """Only the tile's corner of the overview is painted again, and it looks as a whole repaint would."""
    layer = small_map()
    store = layer.chunks
    tile = [Hex(2, -1), *hexes.neighbours(Hex(2, -1))]
    cx, cy = (round(v) for v in store._overview_transform().point(layer.cells.centre(Hex(2, -1))))
    forest = store.overview().get_at((cx, cy))
    layer.reveal({h: TERRAINS["water"] for h in tile})
    whole = store._paint_overview()                        # what painting the whole map again gives
    w, h = whole.get_size()
    shown = store.overview()
    worst = max(max(abs(a - b) for a, b in zip(shown.get_at((x, y)), whole.get_at((x, y))))
                for x in range(0, w, 2) for y in range(0, h, 2))
    assert worst <= ROUNDING, "the same picture but for a shade of sub-pixel rounding at edges"
    assert shown.get_at((cx, cy)) != forest, "the tile shows its new terrain"


def test_a_single_hex_can_be_turned_and_a_cell_off_the_map_is_refused():
    layer = small_map(minimap=None)
    layer.reveal({Hex(0, 0): TERRAINS["desert"]})
    assert layer.chunks.art.terrain[Hex(0, 0)] is TERRAINS["desert"]
    with pytest.raises(ValueError, match="not on this map"):
        layer.reveal({Hex(40, 0): TERRAINS["desert"]})


# --- a region map of 40 named regions (Zerywia) ---------------------------------------------------
FIRST = ("Dolina", "Przełęcz", "Puszcza", "Grań", "Wzgórza", "Bagna", "Kir", "Brzegi")
SECOND = ("Mglista", "Północna", "Sowia", "Kamienna", "Wilcza")


@pytest.fixture(scope="module")
def named_regions() -> MapLayer:
    """The generated 40-region map with every region named (two words, as Zerywia's names are)."""
    regions, _ = sample.region_map()
    names = [f"{FIRST[k % len(FIRST)]} {SECOND[k % len(SECOND)]}" for k in range(len(regions))]
    ids = [r.id for r in regions.regions]
    kinds = list(TERRAINS.values())
    return MapLayer(RegionCells(regions), {r: kinds[k % len(kinds)] for k, r in enumerate(ids)},
                    places=[Place(r, n) for r, n in zip(ids, names)], minimap=None, build_budget_ms=None,
                    names_inside=True)


def test_every_point_of_each_of_the_forty_regions_hits_that_region(named_regions):
    layer = named_regions
    assert len(layer.cells.ids) == 40
    cam = Camera((0, 0, 1280, 720), zoom=0.8, world=layer.bounds())
    cam.fit(layer.bounds())
    for r in layer.cells.ids:
        region = layer.cells.regions[r]
        x0, y0, x1, y1 = region.box
        probes = [(x0 + (x1 - x0) * i / 6, y0 + (y1 - y0) * j / 6) for i in range(1, 6) for j in range(1, 6)]
        inside = [p for p in probes if region.contains(*p)]
        assert inside, r
        for p in inside:
            pos = cam.world_to_screen(*p)
            assert layer.cells.cell_at(*p) == r
            if pygame.Rect(cam.viewport).collidepoint(pos):
                assert layer.cell_at(cam, pos) == r


@pytest.mark.parametrize("zoom", [1.0, 1.5])   # the whole 40-region map fits 1920x1080 at about 1.0
def test_every_region_name_lies_inside_its_region(named_regions, zoom):
    layer = named_regions
    cam = Camera((0, 0, 1920, 1080), zoom=zoom, world=layer.bounds())
    shown = 0
    for r in layer.cells.ids:
        cam.center_on(*layer.cells.centre(r))
        for place, _, rect in layer.labels(cam):
            if place.cell != r:
                continue
            shown += 1
            corners = [cam.screen_to_world(*p) for p in (rect.topleft, rect.topright, rect.bottomleft,
                                                         rect.bottomright)]
            assert all(layer.cells.regions[r].contains(*c) for c in corners), (place.name, r)
    assert shown == 40


def right_edge(target: pygame.Surface) -> int:
    """The rightmost column where the map (anything but the sea) shows."""
    from app.render.maplayer.paint import BACKDROP
    w, h = target.get_size()
    return max((x for x in range(w) for y in range(0, h, 4) if target.get_at((x, y))[:3] != BACKDROP), default=-1)


def test_a_chunk_at_the_maps_edge_shown_from_the_overview_is_not_stretched():
    """The tutorial's first frames drew a double-size piece of map by Riverwatch: a stand-in for a chunk reaching
    past the map's edge stretched the overview's last strip over the whole chunk."""
    painted, standing_in = small_map(minimap=None), small_map(minimap=None)
    standing_in.chunks.budget_ms = 0.0  # one chunk a frame: the rest come from the overview
    whole, first = pygame.Surface(VIEW[2:]), pygame.Surface(VIEW[2:])
    painted.draw(whole, camera_on(painted, 0.7))
    stats = standing_in.draw(first, camera_on(standing_in, 0.7)).chunks
    assert stats.overview > 0
    assert abs(right_edge(first) - right_edge(whole)) <= 2


def test_a_map_smaller_than_the_view_has_sea_painted_around_it_only_where_no_chunk_reaches(monkeypatch) -> None:
    """The chunks along the map's right and lower edges reach past its picture with sea painted in them: the margins
    are filled only beyond them (a tall narrow fill costs ~0.5 ms), and the view shows sea all round the map."""
    from app.render.maplayer.paint import BACKDROP

    layer = small_map(minimap=None)
    cam = camera_on(layer, 0.5)
    target = pygame.Surface(VIEW[2:])
    target.fill((255, 0, 255))
    filled: list[pygame.Rect] = []
    fill = chunks.fill
    monkeypatch.setattr(chunks, "fill", lambda surface, colour, rect: (filled.append(pygame.Rect(rect)),
                                                                       fill(surface, colour, rect)))
    stats = layer.draw(target, cam).chunks
    covered = [layer.chunks.screen_rect(stats.level, i, j, cam) for _, i, j in stats.blits]
    assert filled and covered
    assert not any(f.clip(c).w > 1 and f.clip(c).h > 1 for f in filled for c in covered), "no sea filled under a chunk"
    x0, y0 = cam.world_to_screen(*layer.bounds()[:2])
    x1, y1 = cam.world_to_screen(*layer.bounds()[2:])
    assert 0 < x0 and x1 < VIEW[2] - 1, "the map is narrower than the view"
    for x in range(0, VIEW[2], 7):
        for y in range(0, VIEW[3], 7):
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                assert target.get_at((x, y))[:3] == BACKDROP, (x, y)
