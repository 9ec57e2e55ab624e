"""Whole games played only by clicking: random targets' centres through the shell's input controller."""
from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from app.board.host import BoardHost
from engine import games
from engine.kernel import Session
from tests.app_roll_player.positions import config
from tests.app_roll_player.tablekit import table_rect
from app.games.roll_player.table import RollPlayerTable

CLICK_LIMIT = 20000


def play_by_clicks(players: int, seed: int, size: tuple[int, int]) -> Session[Any]:
    game = games.get("roll-player")
    s: Session[Any] = Session(game, config(players, seed))
    table = RollPlayerTable(game, s.config)
    host = BoardHost(table)   # its presenter shows the steps; its controller takes the table's and the bar's targets
    shows, controller = host.presenter, host.controller
    table.layout(table_rect(size))
    rng = random.Random(seed)
    for _ in range(CLICK_LIMIT):
        d = s.decision
        if d is None:
            return s
        if d.automatic:
            steps = s.apply(d.legal[0])
            shows.present(steps)
            continue
        if controller.decision is not d:
            table.show(s.view(d.actor), d, d.actor)
            controller.refresh(d, d.actor)
            clickable = {a for t in controller.targets for a in t.actions}
            missing = {a for a in d.legal if a.player == d.actor or a.kind == "use_skill"} - clickable
            assert not missing, f"{d.prompt}: no target for {sorted(map(str, missing))}"
            for t in controller.targets:
                box = t.shape.bounds()
                assert table.rect.contains(box) and min(box.size) >= 12, (t.key, box)
                assert controller.target_at(box.center) is t, f"{t.key} is covered"
        if controller.chooser is not None:
            option = rng.choice(controller.chooser.rects)
            result = controller.click(option.center)
        else:
            target = rng.choice(controller.highlighted())
            result = controller.click(target.shape.bounds().center)
        if result.action is not None:
            assert result.action in d.legal
            shows.present(s.apply(result.action))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players,seed,size", [(1, 3, (1280, 720)), (2, 5, (1920, 1080)), (3, 6, (1280, 720)),
                                               (4, 9, (1920, 1080))])
def test_a_whole_game_is_playable_by_clicking_targets(screen: pygame.Surface, players: int, seed: int,
                                                      size: tuple[int, int]) -> None:
    s = play_by_clicks(players, seed, size)
    assert s.over and s.state.phase.name == "GAME_OVER"
    assert all(p.full() for p in s.state.players)
