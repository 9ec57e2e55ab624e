"""Runebound's replay bookmarks: one per round, and one at the start of each combat naming the hero and
the challenge (engine/games/runebound/milestones.py, the hook its manifest names)."""
from __future__ import annotations

import pytest

from engine import games
from engine.bots import bot_for, game_bot_rng
from engine.games.runebound.milestones import milestone
from engine.kernel import Event, GameConfig, Seat, Session
from engine.kernel.milestones import bookmarks

GAME = "runebound"


@pytest.fixture(scope="module")
def played() -> Session:
    """Eight rounds of two greedy bots: enough for several fights."""
    game = games.get(GAME)
    session = Session(game, GameConfig(GAME, 3, (Seat("A", "greedy"), Seat("B", "greedy")), {}))
    bot, rng = bot_for(GAME, "greedy"), game_bot_rng(3)
    while not session.over and session.state.round_no < 9:
        decision = session.decision
        session.apply(bot.choose(game, session.seen(decision.actor), decision, decision.actor, rng))
    return session


def test_the_manifest_names_the_hook() -> None:
    assert games.milestone_hook(GAME) is milestone


def test_a_combat_names_the_hero_and_the_challenge_in_both_languages() -> None:
    event = Event("combat_begun", {"card": "wild_boar.2", "colour": "green", "slot": None, "aside": False,
                                   "player": 0, "hero": "brenna"})
    assert milestone(event, "en") == "Brenna Ironhand fights Wild Boar"
    assert milestone(event, "pl") == "Brenna Żelazna Dłoń walczy: Dzik"


def test_rounds_keep_the_kernels_wording_and_other_events_mark_nothing() -> None:
    assert milestone(Event("round", {"round": 4})) == "Round 4"
    assert milestone(Event("round", {"round": 4}), "pl") == "Runda 4"
    assert milestone(Event("moved", {"player": 0, "hex": [1, 0], "die": 0})) is None


def test_every_round_and_every_combat_of_a_game_is_a_bookmark(played: Session) -> None:
    game = played.game
    marks = bookmarks(game, (step.events for step in played.steps), "en", games.milestone_hook(GAME))
    rounds = [m for m in marks if m.major]
    fights = [m for m in marks if not m.major]
    assert [m.label for m in rounds] == [f"Round {n}" for n in range(1, played.state.round_no + 1)]
    begun = [(i + 1, e) for i, step in enumerate(played.steps) for e in step.events if e.kind == "combat_begun"]
    assert len(begun) >= 3 and len(fights) == len(begun)
    names = [p.hero for p in played.state.players]
    for mark, (cursor, event) in zip(fights, begun):
        assert mark.cursor == cursor
        assert event.data["hero"] == names[event.data["player"]]
        assert mark.label == milestone(event, "en") and " fights " in mark.label


def test_polish_bookmarks_name_the_same_places(played: Session) -> None:
    hook = games.milestone_hook(GAME)
    en = bookmarks(played.game, (step.events for step in played.steps), "en", hook)
    pl = bookmarks(played.game, (step.events for step in played.steps), "pl", hook)
    assert [m.cursor for m in en] == [m.cursor for m in pl]
    assert all(" walczy: " in m.label for m in pl if not m.major)


def test_a_fight_between_heroes_names_both_heroes_in_both_languages() -> None:
    event = Event("contact", {"player": 0, "seat": 1, "what": "attack", "hero": "brenna", "foe": "varikas"})
    assert milestone(event, "en") == "Brenna Ironhand attacks Varikas the Dead"
    assert milestone(event, "pl").startswith("Brenna Żelazna Dłoń atakuje: ")
    trade = Event("contact", {"player": 0, "seat": 1, "what": "trade"})
    assert milestone(trade, "en") is None, "meeting to trade is no fight"
