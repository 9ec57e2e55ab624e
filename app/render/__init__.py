"""Stolik's render toolkit, shared by every game: it draws what it is given, never rules, and
names no game: a game gives its own colours, card kinds and marks (tests/render/test_no_game_here.py).

Geometry (pure, no pygame):
    hexgrid     Layout.pointy/flat: hex_to_pixel, pixel_to_hex, corners; re-exports the
                engine's hex maths (engine/common/hexes.py): Hex(q, r), neighbours, distance,
                ring, spiral, line
    camera      Camera(viewport): world_to_screen / screen_to_world, pan_screen, zoom_at
                (about the cursor), fit, clamped to the world rectangle
    regionmap   Region(id, outer, holes), RegionMap.hit(x, y), centroid, label_point, bbox

Drawing (pygame-ce; every function returns a cached surface, so per frame it is a blit):
    palette     colours, spacing, radii, seat colours; DieColour (body, pips, edge, glyph) and
                plain die bodies (NEUTRAL_DIE, STONE_DIE) for games that give none
    fonts       font(size, bold=...), text(...), text_block(...) (word wrap), wrap, elide,
                fit_size(...), text_shadowed(...)
    glyphs      glyph(name, size, fill, outline=None): leaf drop flame crown skull star coin,
                heart bolt sword shield scroll hand arrow sparkle flag, terrain symbols...;
                register_glyph(name) adds game symbols
    dice        d6(colour, value, size, state) in a DieColour the game gives, split_d6, d10,
                custom_die; blit_die(target, surf, center); states: normal / highlight / selected / dimmed
    cards       CardFace(name, frame, icon, cost, text, ..., pips, corner, chips, art); card(face,
                width, state, exhausted), card_back, big_card, draw_zoom (right-click zoom);
                blit_card(target, surf, center); register_art(namespace, painter)
    tokens      coin, marker (wooden cylinder), first_player, icon_token, counter (number badge),
                stars
    maplayer    MapLayer(HexCells | RegionCells, terrain, features, places): a whole game map —
                terrain told apart by pattern, painted once into cached chunks per zoom level,
                tokens fanned and stacked, reach shading, fog, a route with its cost, a
                minimap; cell_at(camera, pos) hit test; see maplayer/__init__.py
    voronoi     cells(seeds, land): a convex land cut into Voronoi regions, corners snapped; borders(rings):
                which rings share a border and how long; bend / wobble: hand-drawn borders kept shared
    table       table(size, mat): the wooden table with a felt mat (opaque, cached)
    tooltip     Tooltip (hover → delayed box near the cursor, kept on screen)
    tween       DiceTumble, Slide, CoinPop: animations landing on a spot looked up every frame
                (a relayout mid-flight stays right), drawn by the host's callbacks;
                AnimationManager (advance_to(now) / update(dt), draw, clear, ends_at)
    cache       every cache is LRU-bounded in entries and bytes; clear_all() after a resize,
                fonts.reset() as well after pygame.quit()/init
    theme       theme_dict() / make_manager(size, lang): the pygame-gui theme art/theme.json

The gallery of every component and the demo maps are tools beside the app: tools/gallery.py
[out.png] | --bench N | --maps DIR, and tools/sample_maps.py.

Dice, cards and round tokens are rendered onto surfaces larger than the object (room for
shadow and glow): always position them by centre with the blit_* helpers, and hit-test
with dice.hit_rect / cards.hit_rect / tokens.hit_circle.

A frame, typically:

    screen.blit(table.table(screen.get_size()), (0, 0))
    dice.blit_die(screen, dice.d6(colour, 5, 64, "highlight"), (x, y))     # colour: a DieColour
    cards.blit_card(screen, cards.card(CardFace("Łuk", frame=RED, icon="sword", cost=3), 170), (cx, cy))
    animations.advance_to(now); animations.draw(screen)          # tween.AnimationManager
    tip.hover(text_under_mouse); tip.update(dt); tip.draw(screen, mouse)
"""
