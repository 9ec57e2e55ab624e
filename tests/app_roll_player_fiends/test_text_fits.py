"""Every text of the expansion's table fits its box, in English and Polish at 1280x720 and 1920x1080: 2 and 5
players from the familiar choice through a hunt to a late round (choosers and the hot-seat cover too), the
New game screen with the expansion on and off (the 5th seat's reason), and the end screen's rows."""
from __future__ import annotations

import random
from typing import Any, Iterator

import pygame
import pytest

from app import i18n
from app.games import table_class
from app.game_history import history_of
from app.main import App
from app.render import fit
from engine import games
from engine.kernel import Session
from tests.app_roll_player.fitcheck import overflows
from tests.app_roll_player.test_text_fits import at_table, choosers, uncovered, where
from tests.app_roll_player_fiends.fiendskit import STAGES, config, session_at

CASES = [(lang, size) for lang in ("en", "pl") for size in ((1280, 720), (1920, 1080))]
IDS = [f"{lang}-{size[0]}x{size[1]}" for lang, size in CASES]


@pytest.fixture(params=CASES, ids=IDS)
def recorded(request: pytest.FixtureRequest) -> Iterator[tuple[App, fit.Log]]:
    lang, size = request.param
    with fit.recording() as log:
        app = App(size, persist=False)
        app.set_lang(lang)
        yield app, log
    pygame.display.quit()


@pytest.mark.parametrize("players", [2, 5])
def test_every_text_fits_at_the_expansion_table(recorded: tuple[App, fit.Log], players: int) -> None:
    app, log = recorded
    found: list[str] = []
    for stage in STAGES:
        scene = at_table(app, session_at(players, stage, seed=players * 11))
        found += overflows(app, log, where(app, f"{players}p {stage}, hot seat"))
        uncovered(app, scene)
        found += overflows(app, log, where(app, f"{players}p {stage}"))
        found += choosers(app, log, scene, f"{players}p {stage}")
    assert not found, "\n".join(found)


def test_the_new_game_screen_says_why_a_fifth_seat_needs_the_expansion(recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    app.go("new_game")
    scene = app.scene
    scene.select_game("roll-player")
    app.frame(0.016)
    scene = app.scene
    assert scene.game_id == "roll-player"
    locked = scene.widgets["seat_locked_4"].text
    expansion = scene.spec.option("expansion")
    assert expansion.label.get(i18n.lang()) in locked and expansion.choices[1].label.get(i18n.lang()) in locked
    found = overflows(app, log, where(app, "new game, the 5th seat locked"))
    scene.cycle_option("expansion")
    app.frame(0.016)
    assert "seat_locked_4" not in app.scene.widgets and "seat_4" in app.scene.widgets
    found += overflows(app, log, where(app, "new game, 5 seats"))
    assert not found, "\n".join(found)


def test_the_end_screen_shows_the_expansions_rows(recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    s: Session[Any] = Session(games.get("roll-player"), config(3, 5))
    rng = random.Random(5)
    while s.decision is not None:
        s.apply(rng.choice(s.decision.legal))
    table = table_class(s.game.id)(s.game, s.config)
    b = table.breakdown(s.state)
    keys = ("familiar_goal", "familiar_backstory", "monster_stars", "champion")
    assert [i18n.t(f"roll-player.cat.{k}") for k in keys] == b.categories[6:10]
    assert b.rows[8] == [p.monster_stars for p in s.state.players]
    assert b.rows[9] == [p.champion_stars for p in s.state.players]
    for seat, total in enumerate(b.totals):
        assert sum(row[seat] for row in b.rows) == total
    assert b.totals == s.game.final_scores(s.state)
    app.go("scoring", b, None, s.game.outcome(s.state), history_of(s))
    found = overflows(app, log, where(app, "expansion scores"))
    assert not found, "\n".join(found)
