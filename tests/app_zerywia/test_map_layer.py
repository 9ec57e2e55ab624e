"""The map of the Kirs on the shared map layer (issue 26, item 1): terrain by colour and pattern, names inside the
regions in both languages, special regions and ports marked."""
from __future__ import annotations

import pygame

from app.games.zerywia.board import PORT_GLYPH, SPECIAL_GLYPH, make_layer
from app.render.camera import Camera
from app.render.maplayer import chunks
from engine.games.zerywia.content import content


def test_every_region_is_named_inside_itself_in_both_languages_at_the_closest_zoom():
    regions = content().board.regions
    for lang in ("en", "pl"):
        layer = make_layer(lang)
        names = {p.cell: p.name for p in layer.art.places}
        assert names == {rid: r.name.get(lang) for rid, r in regions.items()}
        cam = Camera((0, 0, 1280, 720), world=layer.bounds())
        cam.fit(layer.bounds())
        cam.zoom = cam.max_zoom = cam.zoom * 3
        cam.center_on(*layer.cells.centre("LEG07"))
        for place, _, rect in layer.labels(cam):
            if pygame.Rect(0, 0, 1280, 720).contains(rect):
                corners = [cam.screen_to_world(*p) for p in (rect.topleft, rect.topright, rect.bottomleft,
                                                              rect.bottomright)]
                assert all(layer.cells.cell_at(*c) == place.cell for c in corners), place.name


def test_each_special_region_shows_its_kind_and_each_port_its_wave():
    layer = make_layer("en")
    regions = content().board.regions
    marks = {p.cell: p.mark for p in layer.art.places}
    assert all(marks[r.id] == SPECIAL_GLYPH[r.special] for r in regions.values() if r.special)
    assert {m.cell for m in layer.art.marks if m.glyph == PORT_GLYPH} == {r.id for r in regions.values() if r.port}


def test_regions_of_different_terrain_are_painted_apart_and_the_abyss_dark():
    layer = make_layer("en")
    layer.chunks.build_budget_ms = None
    cam = Camera((0, 0, 1280, 720), world=layer.bounds())
    cam.fit(layer.bounds())
    target = pygame.Surface((1280, 720))
    for _ in range(chunks.SETTLE_FRAMES + 2):
        layer.draw(target, cam)
    terrains = {r.terrains[0] for r in content().board.regions.values()}
    seen = {layer.art.terrain[rid].ground for rid in content().board.regions}
    assert len(seen) == len(terrains) == 4
    x, y = cam.world_to_screen(*layer.cells.centre("abyss"))
    assert sum(target.get_at((round(x), round(y + 30)))[:3]) < 150


def test_at_the_larger_window_a_long_name_folds_onto_two_lines_inside_its_region():
    """Fitted beside the panel at 1920x1080, a two-word name too wide for its region on one line is drawn on two, and
    every name but at most one then lies wholly inside its own region (one line each, 14 did not)."""
    layer = make_layer("en")
    cam = Camera((0, 0, 1400, 1080), world=layer.bounds())
    cam.fit(layer.bounds())
    labels = layer.labels(cam)
    one_line = min(img.get_height() for _, img, _ in labels)
    folded = [place.name for place, img, _ in labels if img.get_height() > one_line]
    assert folded, "some name needs two lines"
    outside = []
    for place, _, rect in labels:
        corners = [cam.screen_to_world(*p) for p in (rect.topleft, (rect.right - 1, rect.top),
                                                      (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))]
        if not all(layer.cells.cell_at(*c) == place.cell for c in corners):
            outside.append(place.name)
    assert len(outside) <= 1, outside
