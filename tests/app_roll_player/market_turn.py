"""Ala's Market turn from scenarios/market_choices.toml in the real app, and the mouse moves the
scene tests make there (hover, click a chooser's line)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app.scenes.table_scene import start_game
from engine.kernel import Action
from engine.scenario import read_scenario, scenario_from_text
from tests.app.drive import click, pump

SCENARIOS = Path(__file__).parent / "scenarios"
RAPIER, HAUBERK, GLOVES = "B36", "B46", "B47"   # the scenario's Market, left to right
MACE, SLING, MEDITATION = "B38", "B40", "B24"   # Ala's cards
ALA, BARTEK = 0, 1


def market_turn(make_app: Any) -> Any:
    """Ala's Market turn in scenarios/market_choices.toml, at 1280x720."""
    app = make_app((1280, 720))
    assert start_game(app, read_scenario(SCENARIOS / "market_choices.toml").config()) is None
    pump(app, 2)
    return app


def scenario_app(make_app: Any, *changes: tuple[str, str]) -> Any:
    """The market_choices scenario with some of its lines changed (another class, another card)."""
    text = (SCENARIOS / "market_choices.toml").read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    app = make_app((1280, 720))
    assert start_game(app, scenario_from_text(text).config()) is None
    pump(app, 2)
    return app


def centre(app: Any, key: tuple[Any, ...]) -> tuple[int, int]:
    return app.scene.table.spots[key].center


def hover(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


def chosen(app: Any) -> list[Action]:
    chooser = app.scene.controller.chooser
    assert chooser is not None, "no chooser opened"
    return list(chooser.options)


def pick(app: Any, action: Action) -> None:
    chooser = app.scene.controller.chooser
    click(app, chooser.rects[chooser.options.index(action)].center)
    pump(app)


