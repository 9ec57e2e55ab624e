"""The registry of game tables: game id -> Table class, imported lazily; other games get a generic table."""
from __future__ import annotations

import importlib
from typing import Any

from app.table import Table

# id -> "module:Class"; each game's table adds its line here when it lands.
TABLES: dict[str, str] = {
    "roll-player": "app.games.roll_player.table:RollPlayerTable",
}
_extra: dict[str, type[Table]] = {}


def register_table(game_id: str, cls: type[Table]) -> None:
    """Add a table class directly (tests register their tiny tables this way)."""
    _extra[game_id] = cls


def table_class(game_id: str) -> type[Table]:
    """The table for a game; the generic list-of-moves table when the game has none yet."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id in TABLES:
        module_name, cls_name = TABLES[game_id].split(":")
        cls: Any = getattr(importlib.import_module(module_name), cls_name)
        return cls
    from app.scenes.generic_table import GenericTable

    return GenericTable
