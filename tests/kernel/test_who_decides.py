"""Who decides: the flow says for every seat how it takes part, and the kernel holds every move to it.

The modes: the one deciding; several answering secretly (tests/kernel/test_simultaneous.py, the sealed
bids); any one of several taking it first; optional responders; a group action others are asked to join.
"""
from __future__ import annotations

import pytest

from engine.kernel import EACH, Action, Decision, GameConfig, IllegalAction, Session
from engine.kernel.decision import DECIDES, FIRST, JOINS, RESPONDS, SECRET
from engine.simulate import play

from .expedition import LIVES, ROUNDS, Expedition

GAME = Expedition()


def camp(players: int = 3, seed: int = 1, strict: bool = False, casual: bool = False) -> Session:
    config = GameConfig.quick("expedition", players, seed=seed)
    if casual:
        config = GameConfig(config.game, config.seed, config.seats, config.options, casual_undo=True)
    return Session(GAME, config, strict=strict)


def act(kind: str, player: int) -> Action:
    return Action.of(kind, player)


def test_any_one_hero_may_act_next_and_the_game_waits_on_all_of_them() -> None:
    s = camp(3)
    d = s.decision
    assert d.roles() == {0: FIRST, 1: FIRST, 2: FIRST} and d.deciders() == {0, 1, 2}
    s.apply(act("forage", 2))
    assert s.decision.deciders() == {0, 1} and s.decision.part(2) == RESPONDS


def test_a_hero_who_has_acted_this_round_is_refused_by_name() -> None:
    s = camp(3)
    s.apply(act("forage", 1))
    with pytest.raises(IllegalAction) as refused:
        s.apply(act("forage", 1))
    assert refused.value.key == "kernel.illegal.other_kind" and "horn" in str(refused.value)


def test_a_responder_may_act_at_any_time_but_the_game_does_not_wait_for_them() -> None:
    s = camp(2)
    s.apply(act("forage", 0))
    assert s.decision.responders() == {0} and 0 not in s.decision.deciders()
    s.apply(act("horn", 0))
    assert s.state.heroes[0].horn is False and s.decision.deciders() == {1}
    s.apply(act("forage", 1))
    assert s.state.round == 2, "the round ended without waiting for the second hero's horn"


def test_a_group_action_asks_each_other_hero_to_join_in_any_order() -> None:
    s = camp(3)
    s.apply(act("call", 0))
    d = s.decision
    assert d.roles() == {0: DECIDES, 1: JOINS, 2: JOINS} and d.actor == 0
    s.apply(act("join", 2))
    assert s.decision.roles() == {0: DECIDES, 1: JOINS}
    s.apply(act("stay", 1))
    hunters = [h.food for h in s.state.heroes]
    assert hunters == [1, 0, 1] and s.state.heroes[0].acted and s.state.heroes[2].acted
    assert s.decision.deciders() == {1}, "only the hero who stayed behind still acts this round"


def test_the_leader_may_set_out_with_whoever_has_joined_so_far() -> None:
    s = camp(3)
    s.apply(act("call", 1))
    s.apply(act("join", 0))
    s.apply(act("set_out", 1))
    assert [h.food for h in s.state.heroes] == [1, 1, 0] and s.decision.deciders() == {2}


def test_a_hero_not_asked_to_join_cannot_answer_the_call() -> None:
    s = camp(3)
    s.apply(act("forage", 2))
    s.apply(act("call", 0))
    with pytest.raises(IllegalAction) as refused:
        s.apply(act("join", 2))
    assert refused.value.key == "kernel.illegal.other_kind"
    with pytest.raises(IllegalAction) as refused:
        s.apply(act("join", 0))
    assert refused.value.key == "kernel.illegal.other_kind"


def test_a_seat_with_no_part_in_the_decision_is_told_it_is_not_theirs() -> None:
    s = camp(2)
    with pytest.raises(IllegalAction) as refused:
        s.apply(act("forage", 3))
    assert refused.value.key == "kernel.illegal.not_deciding" and refused.value.params["player"] == 4


def test_undo_of_a_free_choice_gives_the_choice_back_to_everyone() -> None:
    s = camp(3, casual=True)
    s.apply(act("forage", 1))
    s.apply(act("call", 2))
    s.undo(by=0)
    s.undo(by=0)
    assert s.decision.roles() == {0: FIRST, 1: FIRST, 2: FIRST}
    s.redo()
    assert s.decision.deciders() == {0, 2}


def test_without_casual_undo_a_person_takes_back_only_their_own_choice() -> None:
    s = camp(3)
    s.apply(act("call", 2))
    refused = s.can_undo(by=0)
    assert not refused and refused.key == "kernel.undo.other_person"
    assert s.can_undo(by=2)


def test_strict_undo_stops_at_a_roll_and_at_another_seats_move() -> None:
    s = camp(2, strict=True)
    s.apply(act("forage", 0))
    verdict = s.can_undo(by=0)
    assert not verdict and verdict.key == "kernel.undo.strict_reveal"
    s2 = camp(3, strict=True)
    s2.apply(act("call", 0))
    s2.apply(act("join", 1))
    verdict = s2.can_undo(by=1)
    assert not verdict and verdict.key == "kernel.undo.strict_other_player", "strict mode stays as it was"
    s3 = camp(3)
    s3.apply(act("call", 0))
    s3.apply(act("join", 1))
    assert s3.can_undo(by=1), "without strict mode a joiner takes back their own answer"


def test_a_decision_names_a_part_for_every_seat_that_can_act() -> None:
    with pytest.raises(ValueError, match="no part"):
        Decision(0, "x", (act("a", 0), act("b", 1)), {}, {0: DECIDES})
    with pytest.raises(ValueError, match="no legal action"):
        Decision(0, "x", (act("a", 0),), {}, {0: DECIDES, 1: SECRET})
    with pytest.raises(ValueError, match="unknown part"):
        Decision(0, "x", (act("a", 0),), {}, {0: "boss"})
    with pytest.raises(ValueError, match="takes no part"):
        Decision(1, "x", (act("a", 0),), {}, {0: DECIDES})


def test_a_secret_answer_is_told_apart_from_an_open_one() -> None:
    secret = Decision.secret("bid", [act("a", 0), act("a", 1), act("skill", 2)], among=[0, 1], first=1)
    assert secret.is_simultaneous and secret.actor == 1 and secret.roles() == {0: SECRET, 1: SECRET, 2: RESPONDS}
    free = Decision.anyone("who", [act("a", 0), act("a", 1)])
    assert not free.is_simultaneous and free.next_seat() == 0


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_with_each_hero_judged_on_their_own(players: int) -> None:
    for seed in range(12):
        run = play(GAME, GameConfig.quick("expedition", players, seed=seed), ["random"] * players)
        assert run.finished and not run.violations
        state = GAME.new_state(GameConfig.quick("expedition", players, seed=seed))
        assert run.steps >= ROUNDS * players // 2 + ROUNDS and state.heroes[0].lives == LIVES


def test_every_survivor_wins_and_each_loss_says_why() -> None:
    s = camp(3, seed=3)
    state = GAME.clone(s.state)
    state.heroes[0].food, state.heroes[1].food, state.heroes[1].lives = 2, 1, 0
    outcome = GAME.outcome(state)
    assert outcome.kind == EACH and outcome.winners() == [0]
    assert [outcome.result(p) for p in range(3)] == [True, False, False]
    assert outcome.seat_reasons == ("", "expedition.wounded", "expedition.starved") and outcome.won
