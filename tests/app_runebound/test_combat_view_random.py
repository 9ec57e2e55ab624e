"""The combat overlay beside random Runebound games: every step is told to it and every decision shown, and
whenever a decision is its own, each legal action of the deciding player stands in a target on the overlay
(a plan in its phase cells), no two targets overlap, and it draws without failing, also while its show plays."""
from __future__ import annotations

import os
import random
from typing import Iterator

import pygame
import pytest

from app.board.action_bar import ActionBar
from app.board.presenter import Presenter
from app.games.runebound.combat_view import PLAN_KINDS, CombatView
from engine.kernel import GameConfig, Session
from tests.runebound.helpers import GAME, register


@pytest.fixture(autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    yield


@pytest.mark.parametrize("players, seed, doom", [(1, 11, False), (2, 12, False), (3, 13, True), (2, 14, True)])
def test_random_games_seen_through_the_overlay(players: int, seed: int, doom: bool) -> None:
    register()
    s = Session(GAME, GameConfig.quick(GAME.id, players, seed=seed, doom_track=doom))
    cv = CombatView(None, "pl" if seed % 2 else "en")
    cv.layout(pygame.Rect(0, 0, 1280, 720))
    bar = ActionBar(lambda: cv.u, cv.camera)          # the board host's shared bar, holding the fight's other moves
    screen = pygame.Surface((1280, 720))
    pick = random.Random(seed)
    seen, clock = 0, [0.0]
    cv.presenter = Presenter(clock=lambda: clock[0])
    cv.attach(cv.presenter)
    while not s.over and len(s.steps) < 900:
        d = s.decision
        cv.show(s.view(None), d, None)
        if d is not None and cv.active(s.view(None), d):
            seen += 1
            targets = cv.targets(d, d.actor) + bar.place(cv.bar_area(), cv.bar_items(d, d.actor))
            for a in (a for a in d.legal if a.player == d.actor):
                spots = [t for t in targets if a in t.actions]
                if a.kind in PLAN_KINDS:
                    assert spots, f"{a}: no cell"
                else:
                    assert len(spots) == 1, f"{a}: {len(spots)} targets"
            rects = [t.shape.bounds() for t in targets]
            assert not any(x.colliderect(y) for i, x in enumerate(rects) for y in rects[i + 1:]), d.prompt
            if seen % 3 == 0:
                cv.draw(screen, clock[0])
        before = len(s.steps)
        s.apply(pick.choice(d.legal))
        cv.presenter.present(s.steps[before:])
        clock[0] += 0.37
        if cv.presenter.animating(clock[0]) and len(s.steps) % 4 == 0:
            cv.draw(screen, clock[0])
    assert seen >= 5, f"the random game met only {seen} fights' or tests' decisions"
