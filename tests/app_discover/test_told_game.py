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
