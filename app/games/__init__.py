"""Game tables, emblems and string tables, found through the games' manifests: the table class a
manifest names (`table = "module:Class"`), imported on first use, or the generic list-of-moves table;
the picture it draws for the game list (`emblem = "module:function"`); and the string files it
lists (`strings = ["package:file.toml"]`)."""
from __future__ import annotations

from pathlib import Path

import pygame

from app import i18n
from app.render import emblem as emblem_art
from app.render.emblem import Painter
from app.table import Table
from engine import games
from engine.manifest import Manifest

_extra: dict[str, type[Table]] = {}


def register_table(game_id: str, cls: type[Table]) -> None:
    """Add a table class directly (tests register their tiny tables this way)."""
    _extra[game_id] = cls


def table_class(game_id: str) -> type[Table]:
    """The table for a game; the generic list-of-moves table when its manifest names none (or it is unknown)."""
    if game_id in _extra:
        return _extra[game_id]
    try:
        ref = games.manifest(game_id).table
    except KeyError:
        ref = None
    if ref:
        cls: type[Table] = games.load_object(ref)
        return cls
    from app.scenes.generic_table import GenericTable

    return GenericTable


def emblem(game_id: str, size: int) -> pygame.Surface:
    """The game's picture for the game list at `size` pixels: the drawing its manifest names
    (`emblem = "module:function"`), or the generic medallion when it names none or that cannot be loaded."""
    spec = games.manifest(game_id)
    painter: Painter | None = None
    if spec.emblem:
        try:
            painter = games.load_object(spec.emblem)
        except (ImportError, AttributeError):
            painter = None
    return emblem_art.emblem(game_id, spec.name.en, size, painter)


def strings_files(game_id: str) -> list[Path]:
    """The string tables the game's manifest lists, as files (the catalogue loads them under the game's id)."""
    return games.manifest(game_id).string_files()


def game_title(spec: Manifest) -> str:
    """The game's name in the current language, marked when everyone plays against the game."""
    name = spec.name.get(i18n.lang())
    return i18n.t("new_game.coop_game", game=name) if spec.cooperative else name
