"""Scenes by name: every move between scenes goes through the app, so no scene imports another.

Scenes and the functions that open one from data (a save, a replay, a tutorial, a new game) are
named here once and imported only when first used; `App.go` and `App.open` look them up.
"""
from __future__ import annotations

import importlib
from typing import Any

SCENES: dict[str, str] = {
    "menu": "app.scenes.menu:MenuScene",
    "new_game": "app.scenes.new_game:NewGameScene",
    "load": "app.scenes.load:LoadScene",
    "settings": "app.scenes.settings:SettingsScene",
    "table": "app.scenes.table_scene:TableScene",
    "scoring": "app.scenes.scoring:ScoringScene",
    "replay": "app.replay.scene:ReplayScene",
    "replay_picker": "app.replay.picker:ReplayPickerScene",
    "tutorial_picker": "app.tutorial.picker:TutorialPickerScene",
}

OPENERS: dict[str, str] = {
    "save": "app.scenes.load:open_save_file",
    "replay": "app.replay.scene:open_replay",
    "tutorial": "app.tutorial.scene:open_tutorial",
    "game": "app.scenes.table_scene:start_game",
}


def _load(ref: str) -> Any:
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def scene_class(name: str) -> Any:
    """The scene class registered as `name` (KeyError naming the known ones otherwise)."""
    if name not in SCENES:
        raise KeyError(f"no scene named {name!r} (known: {', '.join(sorted(SCENES))})")
    return _load(SCENES[name])


def opener(name: str) -> Any:
    """The function that opens a scene from data: `save`, `replay`, `tutorial` or `game`."""
    if name not in OPENERS:
        raise KeyError(f"no opener named {name!r} (known: {', '.join(sorted(OPENERS))})")
    return _load(OPENERS[name])
