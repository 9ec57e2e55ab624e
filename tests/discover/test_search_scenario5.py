"""Scenario 5's search (issue 27, spec §18, §20.15): one hero wins, the last on the map (or at the end the one with
the fewest damage), so each hero is judged by its chance against its rivals: their damage is its gain, its last life
is worth far less than the others, and a food spent to heal a hunger is a life bought back. Its playouts follow the
greedy rules of thumb for every hero (the rollout algorithm)."""
from __future__ import annotations

import math
from typing import Any

import pytest

from engine import games
from engine.bots import bot_for
from engine.games.discover.bots import GreedyBot, own
from engine.games.discover.game import FREE
from engine.games.discover.judge import evaluate, standings, worth
from engine.games.discover.state import HEART, GameState, Held
from engine.kernel import Action, GameConfig, Rng, Seen, step_state

from .helpers import choose_first, fresh


def two_heroes() -> GameState:
    """Two heroes on day 1 of Scenario 5, each as dealt (3 hearts, the starting food and water)."""
    session = fresh(2, expedition=5)
    choose_first(session)
    return session.state_at(len(session.steps))


def test_only_one_hero_wins_so_the_heroes_chances_add_up_to_one() -> None:
    state = two_heroes()
    state.heroes[1].health = ["hunger", HEART, HEART]
    chances = evaluate(state)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] > 0.5 > chances[1]


def test_a_rivals_damage_is_the_heros_gain() -> None:
    state = two_heroes()
    before = standings(state)[0]
    state.heroes[1].health = ["injury", HEART, HEART]
    hurt_once = standings(state)[0]
    state.heroes[1].health = ["injury", "injury", "injury"]
    on_last_life = standings(state)[0]
    assert before == pytest.approx(0.5) and before < hurt_once < on_last_life


def test_the_last_life_is_worth_more_than_the_others_because_any_damage_then_eliminates() -> None:
    # in the log-odds of winning (the hero's worth): the third damage costs more than the first or the second
    hero = two_heroes().heroes[0]
    worths = []
    for damaged in range(4):
        hero.health = ["injury"] * damaged + [HEART] * (3 - damaged)
        worths.append(worth(hero))
    drops = [a - b for a, b in zip(worths, worths[1:])]
    assert drops[2] > drops[1] > 0 and drops[1] == pytest.approx(drops[0])


def test_a_food_spent_to_heal_a_hunger_by_rest_is_judged_a_gain() -> None:
    state = two_heroes()
    hero = state.heroes[0]
    hero.health = ["hunger", "hunger", HEART]
    hero.resources = [Held("food"), Held("food")]
    hungry = standings(state)[0]
    hero.health = ["hunger", HEART, HEART]
    hero.resources = [Held("food")]
    assert standings(state)[0] > hungry


def test_an_eliminated_hero_has_no_chance_and_a_winner_is_sure() -> None:
    state = two_heroes()
    state.heroes[1].status = "eliminated"
    assert standings(state) == [1.0, 0.0]
    state.heroes[1].status = "active"
    state.heroes[0].status = "won"
    assert standings(state) == [1.0, 0.0]


def test_scenario_5_is_played_out_by_the_rules_of_thumb_for_every_hero_and_judged_by_the_heroes_chances() -> None:
    # the rollout algorithm: a move is weighed by what follows when both heroes play on as the greedy bot would
    game = games.get("discover")
    days = [s for s in greedy_game_of_scenario_5() if (d := game.decision(s)) is not None
            and d.prompt == "discover.prompt.day" and len(own(d, d.next_seat() or 0)) > 3]
    assert {game.decision(s).next_seat() for s in days} == {0, 1}  # type: ignore[union-attr]
    for state in days:
        decision = game.decision(state)
        assert decision is not None
        seat = decision.next_seat()
        assert seat is not None
        assert game.evaluate(state) == standings(state)
        rule = GreedyBot().answer(game.clone(state), state.heroes[seat], decision.prompt, own(decision, seat))
        assert rule is not None
        assert game.playout(state, decision, seat, Rng.from_seed(9)) == rule


def greedy_game_of_scenario_5() -> list[Any]:
    """The states of a 2-player Scenario 5 game played by the greedy bots."""
    game = games.get("discover")
    bot, rng = bot_for("discover", "greedy"), Rng.from_seed(5)
    state = game.new_state(GameConfig.quick("discover", 2, seed=5, scenario=5))
    states: list[Any] = []
    while (decision := game.decision(state)) is not None and len(states) < 60:
        seat = decision.next_seat()
        step_state(game, state, decision.legal[0] if seat is None else
                   bot.choose(game, Seen(game, state, seat), decision, seat, rng))
        states.append(game.clone(state))
    return states


def test_a_free_move_is_never_weighed_by_the_search_and_the_rule_of_thumbs_free_move_is_kept() -> None:
    # a trade opened and cancelled, a resource onto or off a carrier, a double token broken cost nothing (spec §7.4,
    # §10): weighed, they spent the search's horizon and a table judged earlier looked better, so it opened and
    # cancelled one trade thousands of times in a round
    game = games.get("discover")
    state = two_heroes()
    decision = game.decision(state)
    assert decision is not None
    seat = decision.next_seat()
    assert seat is not None
    mine = own(decision, seat)
    assert any(a.kind == "trade" for a in mine), "the heroes start on one space: a trade is open to them"
    weighed = game.candidates(decision, seat, mine)
    assert weighed and not any(a.kind in FREE for a in weighed)
    view = Seen(game, state, seat).view
    for kind in sorted(FREE):
        assert game.lean(view, Action.of(kind, seat)) == math.inf
    assert game.lean(view, Action.of("move", seat, to="0,0")) == game.lean_margin
