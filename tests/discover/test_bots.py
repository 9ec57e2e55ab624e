"""The greedy bot (issue 23 item 8): it answers every question of whole games, 1-4 players in Scenario 1 and 2-4 in
Scenario 5, with one of the legal actions, and its heroes are rescued where random ones are not."""
from __future__ import annotations

import pytest

from engine.common.hexes import Hex
from engine.games.discover.bots import GreedyBot
from engine.kernel import GameConfig, Rng, Session

from .helpers import GAME, beside_the_first_ring

CONFIGS = [(1, 1), (3, 1), (2, 5), (4, 5)]


@pytest.mark.parametrize(("players", "expedition"), CONFIGS, ids=[f"{p}p-s{e}" for p, e in CONFIGS])
def test_the_greedy_bot_plays_whole_games(players: int, expedition: int) -> None:
    bot, rng = GreedyBot(), Rng.from_seed(7)
    session = Session(GAME, GameConfig.quick("discover", players, seed=3, scenario=expedition))
    for _ in range(5_000):
        decision = session.decision
        if decision is None:
            break
        seat = decision.actor if decision.actor is not None else 0
        action = bot.choose(GAME, session.seen(seat), decision, seat, rng) \
            if decision.actor is not None else decision.legal[0]
        assert action in decision.legal
        session.apply(action)
        assert not GAME.check(session.state)
    assert session.decision is None


def test_over_the_carrying_limit_the_greedy_bot_drops_its_surplus_never_its_last_water() -> None:
    from engine.games.discover.state import Held, Hero
    from engine.kernel import Action
    hero = Hero(seat=0, resources=[Held("clean_water"), Held("meat"), Held("meat"), Held("meat"), Held("meat"),
                                   Held("poison")])
    drops = [Action.of("drop", 0, index=i) for i in range(len(hero.resources))]
    assert hero.resources[int(str(GreedyBot()._drop(hero, drops)["index"]))].resource == "meat"


def test_the_greedy_bot_survives_scenario_1_more_often_than_the_random_bot() -> None:
    """Issue 23's must-show in small: over the same three 2-player games (seeds 1-3, as `stolik simulate --seed 1`
    starts) greedy heroes are rescued and random ones are not."""
    from engine.simulate import simulate
    greedy = simulate(GAME, 2, 3, seed=1, bot="greedy", check_every_step=False)
    random = simulate(GAME, 2, 3, seed=1, bot="random", check_every_step=False)
    assert greedy["survival_rate"] > random["survival_rate"]


def test_the_greedy_bot_fetches_the_silver_key_before_opening_the_hut() -> None:
    # the Clearing (the hut, point of interest 1) and the Rocky Ridge (point 33, the Silver Key) both face up: with
    # the key the hut's blocked door resolves the bed, not the cut through the back window (§16.5, §20.8)
    bot, state, hero = beside_the_first_ring(["1A", "1C"])
    assert bot.goals(state, hero) == {Hex(2, -1)}


def test_the_greedy_bot_with_only_meat_goes_to_a_fire_to_cook_before_the_stages_goal() -> None:
    from engine.games.discover.state import Held
    bot, state, hero = beside_the_first_ring(["1A", "1C"])
    hero.resources = [Held("clean_water"), Held("meat")]
    bot.seen.add((0, 33))                               # the key's point already looked at: the hut is the goal
    assert bot.goals(state, hero) == {Hex(0, 0)}        # the lit campsite, within the day's walk


def test_the_greedy_bot_does_not_craft_an_item_it_owns() -> None:
    # a second copy would only replace the first (§8.3): the Fishing Rod face up on the table, the hero has one
    from engine.games.discover.state import OwnedItem
    from engine.kernel import Action
    bot, state, hero = beside_the_first_ring(["1A", "1C"])
    hero.items = [OwnedItem("crafted", 7)]
    assert bot._craft(state, hero, [Action.of("craft", 0, number=7, source="table", swap="")]) is None
    hero.items = []
    assert bot._craft(state, hero, [Action.of("craft", 0, number=7, source="table", swap="")]) is not None
