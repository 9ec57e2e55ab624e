"""The history in plain words (issue 22 play-test): every choice a person makes is told in a sentence, never a
button's text ("Ala: Leave the market", "Ala: Done"); a roll says what it was for and how it ended; allies are
named, the duellist from "A Question of Honour" as the duellist."""
from __future__ import annotations

import random

import pytest

from engine import games
from engine.games.runebound.describe import describe_event
from engine.games.runebound.state import AllyState
from engine.kernel import Action, Event, GameConfig
from engine.kernel.game import narrate
from engine.kernel.timeline import Session

GAME = games.get("runebound")
NAMES = ["Ala", "Olek", "Ewa"]


def a_game(seed: int, steps: int = 1500) -> Session:
    session = Session(GAME, GameConfig.quick("runebound", 3, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if session.decision is None:
            break
        session.apply(rng.choice(session.decision.legal))
    return session


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_log_tells_every_choice_in_words_never_ala_leave_the_market_or_ala_done(lang):
    session = a_game(2)
    untold = set()
    for i, step in enumerate(session.steps):
        if step.auto:
            continue
        state = session.state_at(i)
        told = GAME.tell(step.action, state, lang, NAMES)
        if not told and not any(narrate(GAME, state, e, lang, NAMES) for e in step.events):
            untold.add(step.action.kind)
    assert not untold


def test_leaving_the_market_and_ending_the_turn_read_as_sentences():
    state = a_game(2, steps=0).state
    assert GAME.tell(Action.of("leave_market", 0), state, "en", NAMES) == "Ala leaves the market."
    assert GAME.tell(Action.of("stop", 1), state, "pl", NAMES) == "Olek kończy ruch."


@pytest.mark.parametrize("why, said", [
    ("attack:melee", "Ala rolls 5 + 6 to attack (Melee): 13 against 12, a hit."),
    ("defend:ranged", "Ala rolls 5 + 6 to defend (Ranged): 13 against 12, held."),
    ("test:mind", "Ala rolls 5 + 6 for the Mind test: 13 against 12, a success."),
])
def test_the_log_says_what_a_roll_was_for(why, said):
    state = a_game(2, steps=0).state
    event = Event("rolled_d10", {"player": 0, "dice": [5, 6], "why": why, "total": 13, "target": 12, "success": True,
                                 "reroll": False, "ally": ""})
    assert describe_event(event, state, "en", NAMES) == said


def test_the_ally_from_a_question_of_honour_is_named_as_the_duellist():
    state = GAME.clone(a_game(2, steps=60).state)
    state.players[0].allies = [AllyState("kwestia_honoru")]
    hurt = describe_event(Event("harm", {"player": 0, "who": 0, "wounds": 1, "exhaustion": 0}), state, "en", NAMES)
    killed = describe_event(Event("ally_killed", {"player": 0, "who": 0}), state, "en", NAMES)
    assert hurt == "Ala's Honour-bound Duellist takes 1 wound."
    assert killed == "Ala's Honour-bound Duellist is killed."


def lines_of_the_tutorials_move(before_step: str, lang: str = "en") -> list[str]:
    """The history lines of the learner's last move before the tutorial's step `before_step` (its first chapter's
    fixed position and rolls: Lost Child's Mind test passed with 5 + 6, the Wild Boar drawn next)."""
    from engine.tutorial import NEXT, Runner, load_script, scripts_for

    runner = Runner(GAME, load_script(scripts_for("runebound")[0]))
    while runner.step.id != before_step:
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    session = runner.session
    state, step = session.state_at(len(session.steps) - 1), session.steps[-1]
    told = [GAME.tell(step.action, state, lang, ["Brenna", "Oskar"])]
    told += [narrate(GAME, state, e, lang, ["Brenna", "Oskar"]) for e in step.events]
    return [line for line in told if line]


def test_a_skill_test_is_told_once_not_as_a_roll_and_again_as_a_test():
    """Issue 22 play-test: "Brenna rolls 5 + 6 for the Mind test: 12 against 10, a success." was followed by
    "Brenna tests Mind against 10: 12, success." for the same roll."""
    lines = lines_of_the_tutorials_move("fight")
    assert sum("Mind" in line for line in lines) == 1, lines


@pytest.mark.parametrize("lang, said", [("en", "Brenna gains 2 gold."), ("pl", "Brenna zyskuje 2 zł.")])
def test_the_gold_an_encounter_gives_is_told(lang, said):
    """Issue 22 play-test: Lost Child's reward of 2 gold came with no line in the history."""
    assert said in lines_of_the_tutorials_move("fight", lang)


@pytest.mark.parametrize("lang, said", [("en", "Brenna escapes."), ("pl", "Brenna ucieka.")])
def test_escaping_a_fight_is_told_before_the_challenge_stays_unresolved(lang, said):
    """Issue 22 play-test: after an escape the history said only "Troll remains unresolved.", never who escaped."""
    lines = lines_of_the_tutorials_move("unresolved", lang)
    assert lines[0] == said and len(lines) >= 2, lines
