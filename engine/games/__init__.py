"""The registry of games: id -> Game, imported lazily so one broken game never hides the others."""
from __future__ import annotations

import importlib
from typing import Any

from engine.kernel import Game

# id -> "module:Class". A game appears here once its engine is complete.
KNOWN: dict[str, str] = {"roll-player": "engine.games.roll_player.game:RollPlayer"}
_extra: dict[str, Game[Any]] = {}
_cache: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> None:
    """Add a game object (tests register their tiny games this way)."""
    _extra[game.id] = game


def get(game_id: str) -> Game[Any]:
    """The game with this id; KeyError when unknown."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in _cache:
        module_name, cls_name = KNOWN[game_id].split(":")
        _cache[game_id] = getattr(importlib.import_module(module_name), cls_name)()
    return _cache[game_id]


def available() -> list[str]:
    return sorted(set(KNOWN) | set(_extra))
