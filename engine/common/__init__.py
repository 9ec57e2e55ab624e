"""Pieces every game shares, written once (pure Python, no pygame, no app):

    hexes     axial Hex(q, r): neighbours, distance, ring, spiral, line, path (A*), reachable
    regions   RegionGraph: borders checked symmetric; distance, path, within k, components
    decks     Deck (draw pile + discards) and Bag as lists of ids; pick; view hides the order
    dice      die specs with any faces, roll / roll_many, Pool of dice rolled and spent
    steps     Flow: a game's step, frame and resolver registries; automatic steps; action builders
    content   TOML content read into typed records, errors naming file and key
"""
