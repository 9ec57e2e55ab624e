"""The greedy bot's survival plan in Scenario 1 (issue 23), one rule of thumb per test: it drinks when out of
water and the expedition is beyond the day's walk, keeps out of the hut's back window while the Silver Key may
still lie on a face-down tile of the first ring, holds on at the signal fire when the boat comes tomorrow, and so
is rescued alone more often than a random player."""
from __future__ import annotations

from engine.common.hexes import Hex
from engine.games.discover.bots import GreedyBot
from engine.games.discover.content import content
from engine.games.discover.state import Held, Piece

from .helpers import GAME, beside_the_first_ring, day_one


def test_the_greedy_hero_who_is_thirsty_walks_toward_known_water() -> None:
    # the Stream (1B) turned on slot S1-1 shows its water source at its centre (1,-3); the hero holds no water and
    # has too little stamina left to reach the Silver Key on the Rocky Ridge (1C) today
    bot, state, hero = beside_the_first_ring(["1B", "1C"])
    hero.resources = [Held("food")]
    hero.stamina = 2
    assert bot.goals(state, hero) == {Hex(1, -3)}


def test_with_water_in_hand_the_hero_goes_for_the_silver_key_within_the_days_walk() -> None:
    bot, state, hero = beside_the_first_ring(["1B", "1C"])
    hero.resources = [Held("food"), Held("clean_water"), Held("clean_water")]
    assert bot.goals(state, hero) == {Hex(2, -1)}


def test_the_greedy_hero_leaves_the_hut_shut_while_the_silver_key_may_lie_on_the_first_ring() -> None:
    # the hut (point 1 at the Clearing's centre, 1A) is in view, the Rocky Ridge not yet turned: entering now means
    # the back window and its cut (search cards 1 and 3); the Silver Key would open the door on the bed (§16.5, §20.8)
    bot, state, hero = beside_the_first_ring(["1A", "1D"])
    goals = bot.goals(state, hero)
    assert goals and Hex(1, -3) not in goals
    assert not bot._worth_investigating(state, hero, 1)


def test_with_the_first_ring_turned_the_hero_enters_the_hut_without_the_key() -> None:
    bot, state, hero = beside_the_first_ring(["1A", "1D"])
    state.revealed = sorted(set(state.revealed) | {s.id for s in content().island.slots if s.stack == "1"})
    assert bot._worth_investigating(state, hero, 1)


def test_at_the_signal_fire_the_hungry_hero_waits_for_the_boat_due_tomorrow() -> None:
    # the last stage with one marker left (solo: # = 1, spec §20.14): the boat answers a fire on an objective
    # space tomorrow, so the hero stays by it even with nothing to eat tonight
    session = day_one(tiles2=["2B"])                  # the Bay, its objective symbol at its centre, on slot S2-1
    state = session.state_at(len(session.steps))
    bot, hero = GreedyBot(), state.heroes[0]
    state.revealed.append("S2-1")
    state.stage, state.stage_markers = 3, 1
    hero.space = "4,-5"
    state.spaces.setdefault(hero.space, []).append(Piece("fire", "fire1", up=True, lit=True))
    hero.resources = [Held("clean_water")]
    assert bot._waiting_for_the_boat(state, hero)
    state.stage_markers = 2                           # two nights to go: hunger first
    assert not bot._waiting_for_the_boat(state, hero)


def test_the_greedy_bot_survives_scenario_1_solo_more_often_than_random() -> None:
    """Issue 23's must-show for the lone hero, in small: over the same solo games (seeds 1-20, as
    `stolik simulate --seed 1` starts) greedy heroes are rescued and random ones are not."""
    from engine.simulate import simulate
    greedy = simulate(GAME, 1, 20, seed=1, bot="greedy", check_every_step=False)
    random = simulate(GAME, 1, 20, seed=1, bot="random", check_every_step=False)
    assert greedy["survival_rate"] > random["survival_rate"]
