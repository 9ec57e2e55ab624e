"""The goal's progress the end-of-game chart follows (spec §5.3 item 6, §5.4 item 8, §11.7): the goal asks its tasks of
the heroes in play, so the chart counts the tasks they have left; a hero out of play takes its tasks out of the goal,
done or not, and the count reaches none as the goal is met."""
from __future__ import annotations

from engine.games.zerywia.progress import goal_tasks
from tests.zerywia.helpers import GAME, do, set_up
from tests.zerywia.test_tales import at_wilcza_brama


def goal_left(session) -> float:
    return GAME.progress(session.state)[1]


def test_the_goals_tasks_left_fall_to_none_as_droga_wybranca_is_won() -> None:
    session = at_wilcza_brama({"LEG04": {"taint": "none"}})
    assert goal_left(session) == 1                      # the Tale; Stronghold and Temple are clear
    do(session, "resolve_tale", 0, option=1)
    assert session.state.result == "won" and goal_left(session) == 0


def test_a_heros_death_takes_its_tasks_out_of_the_goal_and_never_adds_to_those_left() -> None:
    """Swara (her Stronghold cleared, one task done) dies of an Injury she cannot take: the goal is then Weda's three
    tasks alone; the tasks done fell from one to none, the tasks left fell from five to three."""
    session = set_up(["swara", "weda"], marks=["znamie_jaruny", "znamie_moroza"], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "LEG03", "injuries": {"V": 3}}, {}],
                               "regions": {"LEG06": {"threat": "none"}}})
    assert [t.done for t in goal_tasks(session.state)] == [False, True, False, False, False, False]
    assert goal_left(session) == 5
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert [h.status for h in session.state.heroes] == ["dead", "active"]
    assert {t.seat for t in goal_tasks(session.state)} == {1}
    assert goal_left(session) == 3


def test_with_no_hero_in_play_every_seats_tasks_are_left() -> None:
    """The goal cannot be met by nobody: the last hero's death leaves the whole goal undone, never none left."""
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "LEG03", "injuries": {"V": 3}}]})
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert session.state.heroes[0].status == "dead" and goal_left(session) == 3
