"""Refusals in the rules' words (issue 25 item 10): an illegal action is refused naming the rule that forbids it."""
from __future__ import annotations

from engine.games.zerywia.state import GameState
from engine.kernel import Action, Session
from tests.zerywia.helpers import GAME, do, set_up

MARKS = ["znamie_moroza", "znamie_jeszy"]


def refused(session: Session[GameState], action: Action) -> str:
    message = GAME.refusal(session.state, action)
    assert message is not None
    return message.key


def test_rest_in_a_region_with_a_threat_is_refused_naming_the_threat() -> None:
    session = set_up(["swara"], marks=MARKS, position={"regions": {"IST10": {"threat": "threat"}}})
    assert refused(session, Action.of("rest", 0)) == "zerywia.refused.rest_threat"


def test_a_second_hero_cannot_act_while_anothers_turn_runs() -> None:
    session = set_up(["swara", "weda"], marks=MARKS)
    do(session, "rest", 0)
    assert refused(session, Action.of("rest", 1)) == "zerywia.refused.other_turn"


def test_a_hero_takes_one_action_per_turn() -> None:
    session = set_up(["swara", "weda"], marks=MARKS)
    do(session, "rest", 0)
    do(session, "end_turn", 0)
    assert refused(session, Action.of("rest", 0)) == "zerywia.refused.acted"


def test_use_port_outside_a_port_and_a_rift_absorbed_are_refused_in_the_rules_words() -> None:
    session = set_up(["swara"], marks=MARKS, position={"heroes": [{"region": "IST04"}],
                                                       "regions": {"IST04": {"taint": "rift"}}})
    assert refused(session, Action.of("use_port", 0, to="LEG10")) == "zerywia.refused.port_here"
    do(session, "rest", 0)
    assert refused(session, Action.of("absorb", 0, by="test")) == "zerywia.refused.absorb_rift"
    assert refused(session, Action.of("search", 0)) == "zerywia.refused.special.sinkhole"


def test_explore_is_refused_beyond_a_neighbouring_region_in_the_rules_words() -> None:
    session = set_up(["swara"], marks=MARKS)                       # Swara in Istogród (IST10)
    assert refused(session, Action.of("explore", 0, to="LEG04")) == "zerywia.refused.explore_target"
