"""The log tells Discover in words, en and pl: every event a reader follows has a line naming the players by their
seats' names and the cards, tokens and resources by their printed names; the bookkeeping events are silent on
purpose (describe.SILENT); no line shows a placeholder or an internal id."""
from __future__ import annotations

import random
import re

import pytest

from engine.games.discover.describe import LINES, PAID, SILENT
from engine.games.discover.reducer import REDUCERS
from engine.kernel import fold
from engine.kernel.game import narrate

from .helpers import GAME, fresh

NAMES = ["Ala", "Olek", "Ewa", "Jan"]
INTERNAL = re.compile(r"[{}]|\bNone\b|\b[A-Z]\d{2}\b|_[a-z]+|#\d|\bP\d\b")


def test_every_event_kind_is_told_or_silent_on_purpose() -> None:
    assert set(REDUCERS) - set(LINES) - SILENT == set()
    assert not set(LINES) & SILENT


def _played(players: int, expedition: int, seed: int) -> list[tuple[str, dict[str, str | None]]]:
    """A random game told twice, in English and in Polish, event by event."""
    session = fresh(players, seed=seed, expedition=expedition)
    pick = random.Random(seed)
    while not session.over and len(session.steps) < 3000:
        decision = session.decision
        assert decision is not None
        session.apply(pick.choice(decision.legal))
    states = {lang: GAME.new_state(session.config) for lang in ("en", "pl")}
    out = []
    for step in session.steps:
        for event in step.events:
            lines = {lang: narrate(GAME, states[lang], event, lang, NAMES[:players]) for lang in ("en", "pl")}
            paid = event.kind == "stamina" and event.data["why"] in PAID     # told by its action's line
            out.append(("paid" if paid else event.kind, lines))
    return out


@pytest.mark.parametrize(("players", "expedition", "seed"), [(1, 1, 3), (3, 1, 4), (4, 5, 5)])
def test_a_random_game_is_told_in_both_languages_without_placeholders(players: int, expedition: int,
                                                                        seed: int) -> None:
    told = _played(players, expedition, seed)
    assert any(lines["en"] for _, lines in told)
    for kind, lines in told:
        if kind in SILENT or kind == "rng":
            continue
        if kind == "paid":
            assert lines == {"en": None, "pl": None}
            continue
        assert lines["en"] and lines["pl"] and lines["en"] != lines["pl"], (kind, lines)
        for line in lines.values():
            assert line is not None and not INTERNAL.search(line), (kind, line)
    assert any("Ala" in (lines["en"] or "") for _, lines in told)


def test_a_spent_resource_is_named_from_the_hand_it_left() -> None:
    """`annotate` reads the resource before the event takes it from the hand: "Ala spends Food."."""
    session = fresh(1, seed=3)
    pick = random.Random(1)
    while not any(e.kind == "spent" for s in session.steps for e in s.events) and not session.over:
        session.apply(pick.choice(session.decision.legal))  # type: ignore[union-attr]
    state = GAME.new_state(session.config)
    lines = []
    for step in session.steps:
        for event in step.events:
            line = narrate(GAME, state, event, "en", ["Ala"])
            if event.kind == "spent":
                lines.append(line)
    assert lines and all(re.fullmatch(r"Ala spends (\d× )?[a-z][a-z ]+\.", line or "") for line in lines), lines


def test_the_event_stream_folds_the_same_after_being_told() -> None:
    """Telling a line never changes the state it is told from (annotate only reads)."""
    session = fresh(2, seed=9)
    pick = random.Random(2)
    for _ in range(80):
        if session.over:
            break
        session.apply(pick.choice(session.decision.legal))  # type: ignore[union-attr]
    told, plain = GAME.new_state(session.config), GAME.new_state(session.config)
    for step in session.steps:
        for event in step.events:
            narrate(GAME, told, event, "pl", NAMES)
            fold(GAME, plain, event)
    assert GAME.encode(told) == GAME.encode(plain)
