"""The game list shows Runebound's own emblem (the manifest names app/games/runebound/emblem.py's
draw_emblem): seven hexes of the board round a city with a hero on it, not the generic medallion."""
from __future__ import annotations

import pygame

from app.render import emblem
from engine import games


def test_the_game_list_draws_runebounds_own_emblem(make_app) -> None:
    from app.games import emblem as game_emblem
    from app.games.runebound.emblem import draw_emblem

    make_app((1280, 720))
    assert games.manifest("runebound").emblem == "app.games.runebound.emblem:draw_emblem"
    own = game_emblem("runebound", 96)
    generic = emblem.emblem("runebound", "Runebound", 96, None)
    differ = sum(1 for x in range(0, 96, 4) for y in range(0, 96, 4) if own.get_at((x, y)) != generic.get_at((x, y)))
    assert differ > 100, "the game list shows the generic medallion"
    plain = pygame.Surface((96, 96))
    draw_emblem(plain, plain.get_rect())
    assert plain.get_at((48, 48)) != plain.get_at((0, 0)), "the hero stands at the emblem's centre"
