"""The table with the combat overlay plugged in through its hook (`table.combat_view`, as whoever wires it
will): random games clicked through several rounds, fights included, never raise, and while a fight's decision
is open every lit target is the overlay's."""
from __future__ import annotations

import random

import pytest

from app.games.runebound.combat_view import CombatView
from app.settings import BOT_SPEEDS
from engine.kernel import Seat
from tests.app.drive import pump
from tests.app_runebound.test_table import open_table, random_click, settle


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


@pytest.mark.parametrize("seed", [3, 8])
def test_random_games_with_the_combat_overlay_plugged_in(make_app, seed: int) -> None:
    scene = open_table(make_app, seed=seed, seats=(Seat("Ala"), Seat("Olek"), Seat("Ewa")))
    table = scene.table
    table.combat_view = CombatView(table.action_label, table.lang, camera=lambda: table.camera)
    table.combat_view.attach(scene.host.presenter)
    scene.host.layout(scene.table_rect)
    pump(scene.app)
    rng = random.Random(seed)
    fights = 0
    for _ in range(1500):
        if scene.session.decision is None or scene.session.state.round_no >= 6:
            break
        random_click(scene, rng)
        settle(scene)
        if table.combat_open() and scene.handoff is None:
            fights += 1
            lit = scene.host.controller.highlighted()
            assert lit and not any(t.key and t.key[0] == "hex" for t in lit)
            fight = table.combat_view.bar_area()
            assert all(fight is not None and fight.contains(r) for r, _ in scene.host.bar.buttons), \
                "the table's own bar steps aside: the bar holds the fight's buttons, at the fight's foot"
    assert fights, "no fight came up"
