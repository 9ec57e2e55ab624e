"""A monkey: random clicks, wheel turns and shortcut keys across the menus and the tables of every registered
game (and the dice race), no exception; every game's table is visited, its targets clicked where the window
shows them (a table with a camera, like Runebound's map, shows them away from their world place).

One run per game, each starting only its game (1,200 events; one run of 5,000 went round the three before): the
same menus, keys and tables are walked, and xdist runs the games side by side instead of one 150-second test."""
from __future__ import annotations

import random

import pygame
import pytest

from app.scenes.menu import MenuScene
from app.scenes.table_scene import start_game
from app.settings import BOT_SPEEDS
from engine import games
from engine.kernel import GameConfig, Seat

EVENTS_PER_GAME = 1200
GAME_EVERY = 400         # events between starts of the game when the monkey has left its table
MONKEY_GAMES = sorted({"dice-race", *games.shown()})   # the dice race is registered by the app tests' fixture
KEYS = [(pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL), (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT),
        (pygame.K_s, pygame.KMOD_CTRL), (pygame.K_ESCAPE, 0), (pygame.K_F11, 0), (pygame.K_RETURN, 0), (pygame.K_a, 0)]


def random_event(rng: random.Random, size: tuple[int, int], buttons: dict[str, pygame.Rect]) -> list[pygame.event.Event]:
    roll = rng.random()
    if roll < 0.5 and buttons:
        rect = rng.choice(list(buttons.values()))
        pos = (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
    else:
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.85:
        button = 3 if rng.random() < 0.05 else 1
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if roll < 0.9:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0, precise_y=0.0)]
    key, mod = rng.choice(KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", MONKEY_GAMES)
def test_monkey_clicks_and_keys_never_raise(game_id: str, make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)
    rng = random.Random(f"20261121-{game_id}")
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    seen: set[str] = set()
    tables: set[str] = set()
    for n in range(EVENTS_PER_GAME):
        if not app.running:
            app.running = True
            app.switch(MenuScene(app))
        if n % GAME_EVERY == 0 and app.scene.name != "table":
            seats = (Seat("Ala"), Seat("Bot", "random")) if n % (2 * GAME_EVERY) == 0 else (Seat("Ala"), Seat("Olek"))
            start_game(app, GameConfig(game_id, n, seats, {"target": 15} if game_id == "dice-race" else {}))
        buttons = {k: w.get_abs_rect() for k, w in app.scene.widgets.items() if getattr(w, "is_enabled", True)}
        if app.scene.name == "table":
            tables.add(app.scene.session.game.id)
            buttons.update({f"t{i}": app.scene.host.target_bounds(t) for i, t in enumerate(app.scene.controller.targets)})
        for event in random_event(rng, app.size, buttons):
            pygame.event.post(event)
        app.frame(0.016)
        seen.add(app.scene.name)
    assert {"menu", "table", "settings", "new_game", "load"} <= seen
    assert game_id in tables, f"the {game_id} table was never visited"
