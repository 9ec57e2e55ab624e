"""The expansion's setup tiles as a player finds them (issue 22 item 2): every race has its portrait (Gnome,
Catfolk, Lizardfolk and Minotaur had none), every familiar its own animal (the Raven and the Unicorn were both
drawn as the owl)."""
from __future__ import annotations

import hashlib
from typing import Any

import pygame

from app.games.roll_player import fiends_paint
from engine import games
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel import Session
from tests.app_roll_player.positions import play_until
from tests.app_roll_player.tablekit import shown_table
from tests.app_roll_player_fiends.fiendskit import config

PORTRAIT_COLOURS = 40   # a flat panel holds a handful of colours; a painted face hundreds


def _at(prompt: str, players: int = 1) -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), config(players, 4))
    return play_until(s, lambda s, d: d.prompt == prompt, 4, limit=2000)


def _tiles(s: Session[Any], size: tuple[int, int]) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    table = shown_table(s, size)
    surface = pygame.Surface(size)
    table.draw(surface, 0.0)
    shown = {table._tile_value(key[1]): rect
             for key, rect in table.spots.items() if key[0] == "tile"}
    return surface, {str(v): r for v, r in shown.items() if v is not None}


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    crop = surface.subsurface(rect.clip(surface.get_rect()))
    return len(set(zip(*[iter(pygame.image.tobytes(crop, "RGB"))] * 3)))


def test_every_expansion_race_tile_shows_its_portrait(screen: pygame.Surface) -> None:
    s = _at("choose_race")
    for size in ((1280, 720), (1920, 1080)):
        surface, tiles = _tiles(s, size)
        for race in load_fiends().races:
            assert race in tiles, (race, sorted(tiles))
            rect = tiles[race]
            face = pygame.Rect(rect.x, rect.y + rect.h // 3, rect.w // 3, rect.h * 2 // 3).inflate(-6, -6)
            assert _colours(surface, face) > PORTRAIT_COLOURS, (size, race)


def test_every_familiar_has_its_own_picture_not_the_owl(screen: pygame.Surface) -> None:
    """Each familiar's setup tile shows its own animal: the Raven's and the Unicorn's are not the Owl's."""
    pictures = {}
    for fid in load_fiends().familiars:
        tile = pygame.Surface((160, 220))
        fiends_paint.draw_familiar(tile, tile.get_rect(), fid, 1.0)
        band = tile.subsurface(pygame.Rect(8, 8, 144, 70))
        pictures[fid] = hashlib.sha1(pygame.image.tobytes(band, "RGB")).hexdigest()
    assert len(set(pictures.values())) == len(pictures), pictures


def test_the_familiars_dealt_at_setup_show_different_animals(screen: pygame.Surface) -> None:
    s = _at("choose_familiar")
    surface, tiles = _tiles(s, (1280, 720))
    assert len(tiles) == 2, tiles
    bands = [hashlib.sha1(pygame.image.tobytes(surface.subsurface(r.x + 6, r.y + 6, r.w - 12, r.h // 3), "RGB"))
             .hexdigest() for r in tiles.values()]
    assert bands[0] != bands[1]


def test_race_and_class_names_on_setup_tiles_are_never_cut(screen: pygame.Surface) -> None:
    """"Beastm…", "Lizardf…" and a class's goals wrapped between "CHA" and "8-9" under its ability: every word
    of a race or class tile is drawn whole, inside its tile, in both languages at both window sizes."""
    from app import i18n
    from app.games.roll_player import paint
    from app.render import fit
    faults = []
    for prompt, kind in (("choose_race", "choose_race"), ("choose_class", "choose_class")):
        s = _at(prompt)
        for size in ((1280, 720), (1920, 1080)):
            table = shown_table(s, size)
            tiles = {table._tile_value(key[1]): rect for key, rect in table.spots.items() if key[0] == "tile"}
            values = load_fiends().races if kind == "choose_race" else load_fiends().classes
            rect = next(iter(tiles.values()))
            for lang in ("en", "pl"):
                i18n.set_lang(lang)
                try:
                    for value in values:
                        canvas = fit.Screen(size)
                        with fit.recording() as log:
                            paint.draw_tile(canvas, rect, kind, value, table._u())
                        faults += [(size, lang, value, f.text) for f in log.cuts() + log.overflows()]
                        faults += [(size, lang, value, p.text) for p in canvas.placed if not rect.contains(p.rect)]
                finally:
                    i18n.set_lang("en")
    assert not faults, faults
