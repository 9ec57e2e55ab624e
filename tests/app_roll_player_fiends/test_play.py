"""Expansion rounds played only by clicking targets through the shell's input controller and the real
engine: the familiar kept by clicking its card, dice placed on the familiar row, imps banished, minions
hunted (the minion card, then the bar's hire/roll/accept, the combat dice for re-rolls)."""
from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from app.games.roll_player.table import RollPlayerTable
from app.board.host import BoardHost
from engine import games
from engine.kernel import Session
from tests.app_roll_player.tablekit import table_rect
from tests.app_roll_player_fiends.fiendskit import config

CLICK_LIMIT = 6000
PREFERRED = ("keep_familiar", "hunt", "hunt_roll", "hunt_reroll", "banish_imp")


def play_by_clicks(players: int, seed: int, size: tuple[int, int], rounds: int) -> tuple[Session[Any], set[str]]:
    """Click random highlighted targets (the expansion's own first, when offered) until `rounds` rounds are
    played; returns the session and the action kinds that clicks made."""
    game = games.get("roll-player")
    s: Session[Any] = Session(game, config(players, seed))
    table = RollPlayerTable(game, s.config)
    host = BoardHost(table)   # its presenter shows the steps; its controller takes the table's and the bar's targets
    shows, controller = host.presenter, host.controller
    table.layout(table_rect(size))
    rng = random.Random(seed)
    made: set[str] = set()
    for _ in range(CLICK_LIMIT):
        d = s.decision
        if d is None or s.state.round > rounds:
            return s, made
        if d.automatic:
            shows.present(s.apply(d.legal[0]))
            continue
        if controller.decision is not d:
            table.show(s.view(d.actor), d, d.actor)
            controller.refresh(d, d.actor)
            clickable = {a for t in controller.targets for a in t.actions}
            missing = {a for a in d.legal if a.player == d.actor} - clickable
            assert not missing, f"{d.prompt}: no target for {sorted(map(str, missing))}"
            for t in controller.targets:
                box = t.shape.bounds()
                assert table.rect.contains(box) and min(box.size) >= 12, (t.key, box)
                assert controller.target_at(box.center) is t, f"{t.key} is covered"
        if controller.chooser is not None:
            result = controller.click(rng.choice(controller.chooser.rects).center)
        else:
            targets = controller.highlighted()
            liked = [t for t in targets if any(a.kind in PREFERRED for a in t.actions)]
            target = rng.choice(liked if liked and rng.random() < 0.8 else targets)
            result = controller.click(target.shape.bounds().center)
        if result.action is not None:
            assert result.action in d.legal
            made.add(result.action.kind)
            shows.present(s.apply(result.action))
    raise AssertionError("the rounds did not finish")


@pytest.mark.parametrize("players,seed,size", [(2, 3, (1280, 720)), (5, 8, (1920, 1080)), (1, 4, (1280, 720))])
def test_expansion_rounds_are_playable_by_clicking_targets(screen: pygame.Surface, players: int, seed: int,
                                                           size: tuple[int, int]) -> None:
    s, made = play_by_clicks(players, seed, size, rounds=4)
    assert s.state.round > 4 or s.over
    assert all(p.familiar for p in s.state.players), "every familiar was kept by a click on its card"
    assert "keep_familiar" in made
    assert s.game.check(s.state) == []


def test_a_hunt_is_made_by_clicks(screen: pygame.Surface) -> None:
    s, made = play_by_clicks(3, 6, (1280, 720), rounds=5)
    assert {"hunt", "hunt_roll", "hunt_accept"} <= made, sorted(made)


def test_a_whole_expansion_game_ends_with_the_monster_battle_by_clicks(screen: pygame.Surface) -> None:
    s, made = play_by_clicks(2, 11, (1280, 720), rounds=99)
    assert s.over and s.state.phase.name == "GAME_OVER"
    assert {"last_chance_pass", "battle_roll", "battle_done"} <= made, sorted(made)
    assert len(s.state.battle_pool) == len(s.state.battle_result) == 2
