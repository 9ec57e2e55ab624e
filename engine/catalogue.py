"""What this Stolik has installed: the games with the bots that may sit at their seats, and saves
opened against both. It sits above the game and bot registries, so neither needs the other."""
from __future__ import annotations

import os

from engine import games
from engine.bots import bot_label, bot_names
from engine.kernel.canonical import JsonObject
from engine.kernel.save import Replay, load


def describe(game_id: str) -> JsonObject:
    """The manifest's facts as JSON-able data, with every bot a seat may take (the generic ones first)."""
    out = games.manifest(game_id).to_json()
    labels = {name: bot_label(game_id, name) for name in bot_names(game_id)}
    out["bots"] = [{"id": name, "label": {"en": text.en, "pl": text.pl}} for name, text in labels.items()]
    return out


def load_save(path: str | os.PathLike[str], *, strict: bool = False) -> Replay:
    """Read, validate and replay a save against the installed games and bots (SaveError when unreadable)."""
    return load(path, games.get, strict=strict, known_bots=bot_names)
