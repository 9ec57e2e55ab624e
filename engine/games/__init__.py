"""The registry of games: id -> Game, imported lazily so one broken game never hides the others."""
from __future__ import annotations

import importlib
import os
from typing import Any

from engine.kernel import Game
from engine.kernel.save import Replay, load

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


def load_save(path: str | os.PathLike[str], *, strict: bool = False) -> Replay:
    """Read, validate and replay a save against the installed games and bots (SaveError when unreadable)."""
    from engine.bots import bot_names

    return load(path, get, strict=strict, known_bots=bot_names)
