"""Roll Player's replay bookmarks with Fiends & Familiars: besides every round and phase, the end of
character creation (its last chance) and the Monster battle (the Adventure cards turned over) are places
to jump to, in English and Polish (engine/games/roll_player/milestones.py, the hook the manifest names)."""
from __future__ import annotations

import pytest

from engine import games
from engine.bots import bot_for, game_bot_rng
from engine.games.roll_player.milestones import milestone
from engine.kernel import Event, GameConfig, Seat, Session
from engine.kernel.milestones import bookmarks

GAME = "roll-player"
LABELS = {"en": ("End of creation", "Monster battle", "Final scoring"),
          "pl": ("Koniec tworzenia postaci", "Walka z Potworem", "Końcowe Podliczanie")}


def play(players: int, seed: int, options: dict[str, str]) -> Session:
    """A whole game of random bots."""
    game = games.get(GAME)
    seats = tuple(Seat(f"Bot {i + 1}", "random") for i in range(players))
    session = Session(game, GameConfig(GAME, seed, seats, dict(options)))
    bot, rng = bot_for(GAME, "random"), game_bot_rng(seed)
    while not session.over:
        decision = session.decision
        session.apply(bot.choose(game, session.seen(decision.actor), decision, decision.actor, rng))
    return session


@pytest.fixture(scope="module")
def fiends() -> Session:
    return play(2, 5, {"expansion": "fiends"})


def first_step_with(session: Session, kind: str, **data: object) -> int:
    """The cursor just after the first step holding such an event (where a bookmark of it points)."""
    return next(i + 1 for i, step in enumerate(session.steps) for e in step.events
                if e.kind == kind and all(e.data.get(k) == v for k, v in data.items()))


def test_the_manifest_names_the_hook() -> None:
    assert games.milestone_hook(GAME) is milestone


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_end_of_creation_and_the_monster_battle_are_named_in_both_languages(lang: str) -> None:
    end, battle, scoring = LABELS[lang]
    assert milestone(Event("flow", {"phase": "CLEANUP", "step": "last_chance", "current": 0, "turn": 0}), lang) == end
    assert milestone(Event("adventures_revealed", {"cards": ["AD03", "AD05", "AD09"]}), lang) == battle
    assert milestone(Event("game_over", {}), lang) == scoring
    assert milestone(Event("battle_rolled", {"player": 0, "rolls": [4]}), lang) is None


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_an_expansion_game_jumps_to_its_end_of_creation_then_its_monster_battle(fiends: Session, lang: str) -> None:
    marks = bookmarks(fiends.game, (step.events for step in fiends.steps), lang, games.milestone_hook(GAME))
    labels = [m.label for m in marks]
    end, battle, scoring = LABELS[lang]
    assert labels[-3:] == [end, battle, scoring]
    at = {m.label: m.cursor for m in marks}
    assert at[end] == first_step_with(fiends, "flow", step="last_chance")
    assert at[battle] == first_step_with(fiends, "adventures_revealed")
    assert at[end] < at[battle] <= at[scoring] == len(fiends.steps)
    rounds = [m for m in marks if m.major]
    assert len(rounds) == fiends.state.round and rounds[0].cursor < at[end]


def test_english_and_polish_bookmarks_point_at_the_same_steps(fiends: Session) -> None:
    hook = games.milestone_hook(GAME)
    en = bookmarks(fiends.game, (step.events for step in fiends.steps), "en", hook)
    pl = bookmarks(fiends.game, (step.events for step in fiends.steps), "pl", hook)
    assert [m.cursor for m in en] == [m.cursor for m in pl] and [m.major for m in en] == [m.major for m in pl]


def test_a_base_game_has_no_monster_battle_to_jump_to() -> None:
    base = play(2, 5, {})
    labels = [m.label for m in bookmarks(base.game, (s.events for s in base.steps), "en", games.milestone_hook(GAME))]
    assert "Monster battle" not in labels and "End of creation" not in labels and labels[-1] == "Final scoring"
