"""Discover's history told in sentences (issue 24): seeded games of every size and both scenarios, told as the
history panel tells them, never fall back to a button's words ("Bot 2: Skip the free gather", "Player 3: Keep the
rest"); every line is a sentence in English and Polish, a token turned up reads whole ("a component token")."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from app.log_panel import LogPanel
from engine.kernel import Action, GameConfig, Session
from tests.discover.helpers import GAME

GAMES = ((1, 1, 1), (2, 5, 2), (3, 1, 3), (4, 5, 4), (2, 1, 5), (4, 1, 7))   # players, scenario, seed
FALLBACK = "BUTTON:"


@lru_cache(maxsize=None)
def played(players: int, expedition: int, seed: int) -> Session:
    """A seeded random game played to its end (or 1500 moves)."""
    session = Session(GAME, GameConfig.quick("discover", players, seed=seed, scenario=expedition))
    rnd = random.Random(seed)
    for _ in range(1500):
        decision = session.decision
        if decision is None:
            break
        session.apply(rnd.choice(decision.legal))
    return session


def told(session: Session, lang: str) -> list[str]:
    """The history panel's lines, a move told by its button marked FALLBACK."""
    log = LogPanel(session, lang, fallback=lambda action: f"{FALLBACK} {action.kind}")
    while log.sync(budget=10_000):
        pass
    return [line.text for line in log.lines]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_move_of_a_seeded_game_is_told_as_an_event_never_by_its_buttons_words(lang: str) -> None:
    kinds: set[str] = set()
    for game in GAMES:
        session = played(*game)
        lines = told(session, lang)
        fallen = sorted({line for line in lines if line.startswith(FALLBACK)})
        assert not fallen, fallen
        assert all(line[:1].isupper() and line.rstrip()[-1] in ".!?:" for line in lines), \
            [line for line in lines if not (line[:1].isupper() and line.rstrip()[-1] in ".!?:")][:5]
        kinds |= {s.action.kind for s in session.steps if not s.auto}
    assert {"skip_gather", "trade", "trade_add", "share_done"} <= kinds, "the moves once told by their buttons"


def test_a_resource_token_turned_up_reads_as_a_sentence_and_a_chief_vote_left_alone_too() -> None:
    lines = [line for game in GAMES for line in told(played(*game), "en")]
    turned = [line for line in lines if line.startswith("A token is turned face up")]
    assert any(line.endswith(" token.") for line in turned), turned[:5]
    assert not [line for line in turned if line.split(": ", 1)[1][:1].islower() and not line.split(": ", 1)[1].startswith("a ")]
    assert not [line for line in lines if "to the chief" in line]
    assert any("proposes no other chief" in line for line in lines)


def test_stamina_paid_for_an_action_is_no_line_of_its_own_and_a_move_or_a_scout_says_what_is_left() -> None:
    """Every stamina line left in the history is stamina a card, a threat or sleep gave or took; a move's and a
    scout's line end with the hero's stamina after it."""
    from engine.games.discover.describe import PAID

    for game in GAMES:
        session = played(*game)
        lines = told(session, "en")
        befell = [e for step in session.steps for e in step.events if e.kind == "stamina" and e.data["why"] not in PAID]
        assert len([line for line in lines if " now has " in line and line.endswith(" stamina.")]) == len(befell)
        moves = [line for line in lines if line.startswith("Player ") and (" moves onto " in line or " scouts and turns" in line)]
        assert moves and all(line.endswith(" stamina left).") for line in moves), [m for m in moves if not m.endswith(" stamina left).")][:3]


def test_a_click_on_a_lit_space_tells_the_move_with_the_stamina_left_and_no_stamina_line() -> None:
    """Played as a person plays: a click on a space the hero may move to adds the move to the history panel with the
    stamina it leaves, and no line of its own for the stamina paid."""
    import pygame

    from app.games import table_class
    from app.main import App
    from app.scenes.table_scene import TableScene
    from app.settings import Settings
    from tests.discover.helpers import day_one

    session = day_one(2)
    app = App((1280, 720), settings=Settings(lang="en", sound=False, handover=False), persist=False)
    scene = TableScene(app, session, table_class("discover")(session.game, session.config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # a test writes no save
    app.switch(scene)
    try:
        for _ in range(3):
            app.frame(0.016)
        area, holes = scene.table.map_area(), scene.table._holes()
        spots = [scene.host.target_bounds(t).center for t in scene.controller.highlighted()
                 if t.key and t.key[0] == "space" and all(a.kind == "move" for a in t.actions)]
        spot = next(p for p in spots if area.collidepoint(p) and not any(h.collidepoint(p) for h in holes))
        decision = session.decision
        assert decision is not None and decision.actor is not None
        before, mover = len(scene.log.lines), decision.actor
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=spot, button=1, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(3):
            app.frame(0.016)
        new = [line.text for line in scene.log.lines[before:]]
        left = session.state.heroes[mover].stamina
        assert any(" moves onto " in line and line.endswith(f"({left} stamina left).") for line in new), new
        assert not any(" now has " in line for line in new), new
    finally:
        pygame.quit()
