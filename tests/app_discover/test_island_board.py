"""The Island at the table (issue 24 item 1): face-down tiles by their stack's back until scouted, face-up terrain
by colour and pattern, every piece of the engine's view on its space, and the map drawn at both window sizes."""
from __future__ import annotations

import pygame
import pytest

from app.games.discover.board import BACK_LOOK, TILE_EDGE, Island, make_island, map_tokens, piece_face, terrain_kinds
from app.render.camera import Camera
from app.render.palette import hex_rgb
from engine.common.hexes import distance
from engine.games.discover.content import content
from engine.kernel.canonical import JsonObject
from tests.discover.helpers import GAME, day_one


def _island(players: int = 2) -> tuple[Island, JsonObject, JsonObject]:
    """A first day's map synced with player 0's view; also the whole state's view (every tile's id)."""
    session = day_one(players)
    island = make_island()
    view = GAME.view(session.state, 0)
    island.sync(view)
    return island, view, GAME.view(session.state, None)


def _terrain_of(island: Island, slot: str) -> set[str]:
    c = content()
    return {island.layer.art.terrain[c.space_of(slot, i)].id for i in range(7)}


def test_unscouted_tiles_show_the_back_of_their_stack() -> None:
    island, _, _ = _island()
    for slot in content().island.slots:
        if slot.id != "S0":
            assert _terrain_of(island, slot.id) == {f"discover-back-{slot.stack}"}, slot.id
    assert len({BACK_LOOK[s.stack] for s in content().island.slots}) > 1, "the stacks' backs look alike"


def test_the_start_tile_shows_its_printed_terrain() -> None:
    island, view, _ = _island()
    tile = content().island.tiles[view["tiles"]["S0"]]
    assert _terrain_of(island, "S0") == {f"discover-{space.terrain}" for space in tile.spaces}


def test_a_scouted_tile_turns_face_up_when_the_view_shows_it() -> None:
    island, view, whole = _island()
    view["revealed"] = [*view["revealed"], "S1-1"]
    view["tiles"]["S1-1"] = whole["tiles"]["S1-1"]
    assert island.sync(view) == ["S1-1"]
    tile = content().island.tiles[whole["tiles"]["S1-1"]]
    assert _terrain_of(island, "S1-1") == {f"discover-{space.terrain}" for space in tile.spaces}
    assert island.sync(view) == [], "a tile is turned over once"


def test_terrain_is_told_apart_by_pattern_as_well_as_colour() -> None:
    kinds = terrain_kinds().values()
    assert len({k.pattern for k in kinds}) == len(kinds)
    assert len({k.ground for k in kinds}) == len(kinds)


def test_every_piece_and_every_hero_on_the_map_is_drawn() -> None:
    _, view, _ = _island(players=3)
    tokens = map_tokens(view)
    pieces = sum(len(p) for p in view["spaces"].values())
    lit = sum(1 for p in view["spaces"].values() for q in p if q["kind"] == "camp")
    face_down = len([s for s in view["tiles"] if s not in view["revealed"]])
    pois = sum(1 for sp in content().island.tiles[view["tiles"]["S0"]].spaces if sp.poi is not None)
    heroes = sum(1 for h in view["heroes"] if h["space"] is not None)
    assert heroes == 3
    assert len(tokens) == pieces + lit + face_down + pois + heroes


def test_a_face_down_landscape_token_shows_only_its_back() -> None:
    _, view, _ = _island()
    hidden = [q for p in view["spaces"].values() for q in p if q["kind"] == "landscape" and not q["up"]]
    assert hidden and all(len(q["id"]) == 1 for q in hidden), "the view must not name a face-down token"
    for q in hidden:
        face, twin = piece_face(q), piece_face({**q, "up": False, "id": q["id"] + "99"})
        assert face is not None and twin is not None and face(32) is twin(32), "two backs of a stack look alike"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_island_fits_the_window_with_its_face_up_start_tile_in_colour(size: tuple[int, int]) -> None:
    island, view, _ = _island()
    surface = pygame.Surface(size)
    camera = Camera((0, 0, *size), world=island.layer.bounds(), min_zoom=0.1)
    camera.fit(island.layer.bounds(), 16)
    stats = island.layer.draw(surface, camera)
    assert stats.tokens == len(map_tokens(view))
    x0, y0 = camera.world_to_screen(*island.layer.bounds()[:2])
    x1, y1 = camera.world_to_screen(*island.layer.bounds()[2:])
    assert x0 >= 0 and y0 >= 0 and x1 <= size[0] and y1 <= size[1]
    back = hex_rgb(BACK_LOOK["1"])
    centre = content().space_of("S1-1", 1)
    x, y = camera.world_to_screen(*island.layer.cells.centre(centre))
    seen = surface.get_at((round(x), round(y)))[:3]
    assert max(abs(a - b) for a, b in zip(seen, back)) < 60, (seen, back)


def test_the_campsites_fire_gone_out_still_shows_as_a_dead_fire() -> None:
    session = day_one(1)
    camp = next(p for ps in session.state.spaces.values() for p in ps if p.kind == "camp")
    camp.lit = False
    view = GAME.view(session.state, 0)
    where = next(k for k, ps in view["spaces"].items() if any(p["kind"] == "camp" for p in ps))
    faces = [t.face(32) for t in map_tokens(view) if f"{t.cell[0]},{t.cell[1]}" == where]
    dead, burning = (piece_face({"kind": "fire", "id": "F1", "up": True, "lit": lit}) for lit in (False, True))
    assert dead is not None and burning is not None
    assert dead(32) in faces and burning(32) not in faces


def _settled(island: Island, surface: pygame.Surface, camera: Camera) -> None:
    """The layer drawn until every chunk on screen is painted at the camera's zoom (no stand-in left)."""
    for _ in range(50):
        island.layer.draw(surface, camera)
        if island.layer.chunks.settled:
            return
    raise AssertionError("the map's chunks never settled")


def test_face_down_tiles_of_one_stack_read_apart_by_the_line_between_them() -> None:
    """The line where two tiles meet is printed into the map's picture (under the pieces and the minimap)."""
    c = content()
    ones = [s.id for s in c.island.slots if s.stack == "1"]
    a, b = next((a, b) for a in c.cells for b in c.cells if c.cells[a][0] in ones and c.cells[b][0] in ones
                and c.cells[a][0] != c.cells[b][0] and distance(a, b) == 1)
    size = (1280, 720)
    seen = []
    for outlined in (True, False):
        island, _, _ = _island()
        if not outlined:
            island.layer.art.outlines = None
        surface = pygame.Surface(size)
        camera = Camera((0, 0, *size), world=island.layer.bounds(), min_zoom=0.1)
        camera.fit(island.layer.bounds(), 16)
        _settled(island, surface, camera)
        ax, ay = island.layer.cells.centre(a)
        bx, by = island.layer.cells.centre(b)
        x, y = camera.world_to_screen((ax + bx) / 2, (ay + by) / 2)
        seen.append(surface.get_at((round(x), round(y)))[:3])
    assert seen[0] == TILE_EDGE and seen[1] != TILE_EDGE

def test_the_lines_between_tiles_pass_under_the_minimap_never_across_it() -> None:
    """With a line between two tiles panned under the minimap, the table's picture shows the minimap whole: the same
    pixels as the minimap drawn again over it."""
    from tests.app_discover.test_table import table_at

    table = table_at(day_one(2), 0, (1920, 1080))
    camera = Camera((0, 0, 1920, 1080), zoom=1.0)
    table.camera = camera
    layer = table.island.layer
    assert layer.minimap is not None and layer.art.outlines is not None
    mini = layer.minimap_rect(camera)
    (x0, y0), (x1, y1) = layer.art.outlines.edges[0]
    sx, sy = camera.world_to_screen((x0 + x1) / 2, (y0 + y1) / 2)
    camera.pan_screen(mini.centerx - sx, mini.centery - sy)
    surface = pygame.Surface((1920, 1080))
    for _ in range(50):
        table.draw(surface, 0.0)
        if layer.chunks.settled:
            break
    drawn = pygame.image.tobytes(surface.subsurface(mini), "RGB")
    layer.minimap.draw(surface, camera, layer.chunks.overview(), layer.chunks.version)
    assert drawn == pygame.image.tobytes(surface.subsurface(mini), "RGB")
