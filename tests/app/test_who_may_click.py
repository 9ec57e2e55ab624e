"""The board host derives who the table serves and what a click may make from the decision's parts alone."""
from __future__ import annotations

from app.board.seats import bot_to_move, clickable, for_clicks, person_to_serve, shown_options
from engine.kernel import Action, Decision, Seat

PEOPLE = (Seat("Ada"), Seat("Ola"), Seat("Bot", "random"), Seat("Jan"))


def a(kind: str, player: int) -> Action:
    return Action.of(kind, player)


def test_the_one_deciding_clicks_their_moves_and_other_peoples_skills_but_never_a_bots() -> None:
    d = Decision(0, "move", (a("move", 0), a("skill", 1), a("skill", 2)))
    assert person_to_serve(d, PEOPLE) == 0 and bot_to_move(d, PEOPLE) is None
    assert clickable(d, PEOPLE, 0) == (a("move", 0), a("skill", 1))


def test_a_secret_answer_is_clicked_only_by_its_owner_and_bots_answer_on_their_own() -> None:
    d = Decision.secret("bid", [a("bid", p) for p in (0, 1, 2)])
    assert person_to_serve(d, PEOPLE, at_mouse=1) == 1 and person_to_serve(d, PEOPLE) == 0
    assert clickable(d, PEOPLE, 1) == (a("bid", 1),)
    assert bot_to_move(d, PEOPLE) == 2


def test_in_a_free_choice_of_who_acts_the_people_choose_and_the_bot_waits() -> None:
    d = Decision.anyone("who", [a("act", p) for p in (0, 2, 3)])
    assert bot_to_move(d, PEOPLE) is None
    assert clickable(d, PEOPLE, 0) == (a("act", 0), a("act", 3)), "any person at the screen picks a hero"
    only_bots = Decision.anyone("who", [a("act", 2)])
    assert bot_to_move(only_bots, PEOPLE) == 2 and person_to_serve(only_bots, PEOPLE) is None


def test_a_group_action_serves_each_joiner_in_turn() -> None:
    d = Decision.group("join", [a("set_out", 0), a("join", 1), a("join", 3)], leader=0, joiners=[1, 3])
    assert person_to_serve(d, PEOPLE) == 0 and person_to_serve(d, PEOPLE, at_mouse=3) == 3
    assert clickable(d, PEOPLE, 3) == (a("join", 3),)


def test_nobody_at_the_mouse_clicks_nothing_and_a_replay_shows_the_persons_options() -> None:
    d = Decision(2, "move", (a("move", 2), a("skill", 0)))
    assert for_clicks(d, PEOPLE, None) is None
    assert shown_options(d, PEOPLE).legal == (), "a bot's turn shows no options to click"
    mine = Decision(1, "move", (a("move", 1), a("skill", 0)))
    assert shown_options(mine, PEOPLE).legal == (a("move", 1), a("skill", 0))
