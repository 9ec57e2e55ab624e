"""The map layer: hex and region maps with cached terrain, tokens, routes, fog and a minimap.

    cells     HexCells(layout, hexes) / RegionCells(region_map): outline, centre, room, hit test
    terrain   Terrain kinds told apart by pattern (TERRAINS), pattern_tile, fog_tile, swatch
    paint     MapArt (the still picture), Feature (river/road), Place, Mark (a printed symbol),
              Frame (a decorative border), Outlines (lines where groups of cells meet), Overlay (reach + fog)
    chunks    ChunkStore: the picture in cached chunks per zoom level (LRU, named caps)
    stacks    MapToken(cell, face, count): fanned tokens, piles with count badges
    minimap   Minimap: the whole map in a corner; click to move the camera
    layer     MapLayer(cells, terrain, ..., marks, frame): set_tokens / set_reach / set_fog / set_preview,
              draw(target, camera), cell_at(camera, pos), click(camera, pos)
"""
