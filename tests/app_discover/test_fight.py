"""A fight as an overlay (issue 24 item 3): while a fight's question is asked, a Fight lies over the Island naming the
enemy with its defence, attack and health, who fights, the grey and red dice as the engine rolled them against what
they must reach, and every move of the fight as a button in its own bar, in words (en, pl)."""
from __future__ import annotations

import itertools
import random
from dataclasses import replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.board.overlays import Fight
from app.games.discover.fight import FIGHT_PROMPTS
from app.games import table_class
from app.games.discover.table import DiscoverTable
from app.scenes.table_scene import TableScene
from engine import games
from engine.games.discover.content import content
from engine.kernel import GameConfig, Seat, Session
from tests.conformance.clicks import PACE, Bench, Tally, check_position
from tests.discover.helpers import GAME


def at_a_fight(prompt: str) -> Session:
    """A two-player random game stopped at the first time this fight question is asked with a choice in it."""
    for seed in range(1, 40):
        session = Session(GAME, GameConfig.quick("discover", 2, seed=seed))
        rnd = random.Random(seed)
        for _ in range(1500):
            decision = session.decision
            if decision is None:
                break
            if decision.prompt == prompt and len(decision.legal) > 1:
                return session
            session.apply(rnd.choice(decision.legal))
    raise AssertionError(f"no random game met {prompt}")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_fight_lies_over_the_map_with_the_enemy_the_dice_and_every_move_of_it_as_a_button(lang: str) -> None:
    i18n.set_lang(lang)
    try:
        session = at_a_fight("discover.prompt.modify")
        decision = session.decision
        assert decision is not None and decision.prompt in FIGHT_PROMPTS
        seat = decision.actor
        assert isinstance(seat, int)
        table = DiscoverTable(GAME, session.config)
        table.layout(pygame.Rect(0, 0, 1280, 720))
        table.show(GAME.view(session.state, seat), decision, seat)
        fight = table.overlays.find(Fight)
        assert fight is not None and fight.live()
        combat = session.state.combat
        assert combat is not None
        enemy = content().enemies[combat.number] if combat.deck != "search" else content().search[combat.number].enemy
        assert enemy is not None
        title = table.fight.lines()[0][0]
        assert enemy.name.get(lang) in title
        assert [(die, face, mod) for die, face, mod, _, _ in table.fight.dice_words()] == \
            [("grey", combat.grey, combat.grey_mod), ("red", combat.red, combat.red_mod)]
        buttons = fight.bar_items(decision, seat)
        assert {a for item in buttons for a in item.actions} == set(decision.legal)
        assert fight.targets(decision, seat) == []
        assert table.map_area().contains(table.fight.rect()) and table.fight.rect().contains(table.fight.bar_area())
    finally:
        i18n.set_lang("en")


def bench_on(session: Session, size: tuple[int, int] = (1280, 720), lang: str = "en") -> tuple[Bench, Session]:
    """The real table scene in a window, on a copy of `session` whose seats are two named people, at its last step."""
    bench = Bench(size, lang)
    game = games.get("discover")
    names = ("Ala", "Olek", "Ewa", "Jan")[: len(session.config.seats)]
    live: Session[Any] = Session(game, replace(session.config, seats=tuple(Seat(n) for n in names)), autorun=False)
    for step in session.steps:
        live.apply_recorded(step.action)
    scene = TableScene(bench.app, live, table_class("discover")(game, live.config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # no file is written per try
    scene.host.clock = itertools.count(0.0, PACE).__next__
    bench.app.switch(scene)
    bench.scene = scene
    return bench, live


@pytest.mark.parametrize("prompt", ["discover.prompt.support", "discover.prompt.modify"])
def test_every_move_of_a_fight_is_made_by_clicks_on_what_the_overlay_draws(prompt: str) -> None:
    """The click conformance bench at a fight's question: each legal move of each seat asked is made by real clicks
    at points found in the painted window, and every click answers."""
    session = at_a_fight(prompt)
    bench, live = bench_on(session)
    try:
        asked = live.decision
        assert asked is not None and asked.prompt == prompt
        tally = Tally()
        check_position(bench, live.cursor, tally)
        assert not tally.problems, tally.report()
        assert tally.actions == len(asked.legal)
    finally:
        pygame.quit()
        from app.scenes import style
        style.reset()
