"""What Discover gives the search bot (issue 27): a judge that sees the coming night's food and water and the way
to the stage's goal, so a search table heads for the hut and the boat and lives through the nights instead of wandering
about and starving; playouts stay random (cheap), the judge carries the knowledge."""
from __future__ import annotations

from typing import Any

import pytest

from engine import games
from engine.bots import bot_for
from engine.bots.search import SearchBot
from engine.common.hexes import Hex
from engine.games.discover.bots import GreedyBot, own
from engine.games.discover.judge import chance, evaluate, goal, night_demand
from engine.games.discover.state import Held, key
from engine.kernel import Decision, GameConfig, Rng, Seen, step_state
from tests.bench.bench_search import greedy_game

from .helpers import GAME, beside_the_first_ring


def test_the_judge_reads_what_the_coming_nights_ask_from_the_night_deck() -> None:
    _, state, _ = beside_the_first_ring(["1A", "1D"])
    state.night_draw = ["first_night", "rumbling_stomach"]          # food, then food and water
    assert night_demand(state) == (1.0, 0.5)
    state.night_draw = ["rain"]                                     # clean water falls from the sky
    assert night_demand(state) == (0.0, 0.0)


def test_a_hero_with_nothing_to_eat_before_a_hungry_night_is_judged_worse_off_than_by_supplies_alone() -> None:
    _, state, hero = beside_the_first_ring(["1A", "1D"])
    hero.resources = [Held("food"), Held("clean_water")]
    state.night_draw = ["rain"]
    fed_dry_night, = (chance(state, hero, night_demand(state)),)
    hero.resources = [Held("clean_water")]
    hungry_dry_night = chance(state, hero, night_demand(state))
    state.night_draw = ["first_night"]
    hungry_hungry_night = chance(state, hero, night_demand(state))
    assert fed_dry_night > hungry_dry_night > hungry_hungry_night


def test_meat_feeds_and_dirty_water_quenches_less_than_food_and_clean_water() -> None:
    _, state, hero = beside_the_first_ring(["1A", "1D"])
    state.night_draw = ["rumbling_stomach"]
    hero.resources = []
    nothing = chance(state, hero, night_demand(state))
    hero.resources = [Held("meat"), Held("dirty_water")]
    raw = chance(state, hero, night_demand(state))
    hero.resources = [Held("food"), Held("clean_water")]
    ready = chance(state, hero, night_demand(state))
    assert nothing < raw < ready


def test_in_stage_one_a_hero_nearer_the_hut_is_judged_better_off() -> None:
    # the hut is point of interest 1 at the Clearing's centre (1A on slot S1-1): (1,-3)
    _, state, hero = beside_the_first_ring(["1A", "1D"])
    assert goal(state) == [Hex(1, -3)]
    hero.space = key(Hex(0, 0))
    far = evaluate(state)[0]
    hero.space = key(Hex(1, -2))
    near = evaluate(state)[0]
    hero.space = key(Hex(1, -3))
    assert far < near < evaluate(state)[0]


def test_the_chiefs_token_and_the_carrying_limits_drop_are_left_to_the_rule_of_thumb_and_a_days_turn_is_weighed() -> None:
    game = games.get("discover")
    prompts: dict[str, tuple[Decision, int]] = {}
    for state in greedy_game("discover"):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is not None and seat is not None:
            prompts.setdefault(decision.prompt, (decision, seat))
    for prompt in ("discover.prompt.pass_chief", "discover.prompt.drop"):
        assert game.routine(*prompts[prompt]), prompt
    for prompt in ("discover.prompt.day", "discover.prompt.modify", "discover.prompt.chief_vote"):
        assert not game.routine(*prompts[prompt]), prompt


def test_the_search_bot_overrides_the_greedy_move_only_when_its_own_looks_better_by_discovers_margin() -> None:
    # a step or two nearer the goal is worth a few thousandths to the judge: near ties go to the rule of thumb, and
    # what the search does override it for (water in reach, a craft, a step away from a monster) is worth far more
    game = games.get("discover")
    assert game.lean_margin > 0
    overridden = 0
    for state in greedy_game("discover")[::2]:
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is None or seat is None or len(own(decision, seat)) < 2 or game.routine(decision, seat):
            continue
        bot, seen = SearchBot("normal", iterations=30), Seen(game, state, seat)
        chosen = bot.choose(game, seen, decision, seat, Rng.from_seed(seat))
        assert bot.last is not None
        rng = Rng.from_seed(seat)
        rng.next64()   # the search's own stream is drawn first, as the bot draws it
        greedy = bot_for("discover", "greedy").choose(game, seen, decision, seat, Rng(rng.next64()))
        stats = bot.last.stats
        if not stats:
            continue      # one move left to weigh: no search
        tried = max(stats, key=lambda a: stats[a][0])
        if chosen != greedy:
            overridden += 1
            assert bot.last.value(chosen) - bot.last.value(greedy) >= game.lean_margin
        elif tried != greedy and stats[tried][0] > max(v for a, (v, _) in stats.items() if a != tried):
            assert bot.last.value(tried) - bot.last.value(greedy) < game.lean_margin
    assert overridden > 0


def test_the_search_never_weighs_the_scouts_move_of_up_to_four_spaces() -> None:
    # Adam Nowak's "once per day, 1 stamina: move up to 4 spaces" offers every space within reach (spec §20.13)
    game = games.get("discover")
    for state in greedy_game("discover"):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is not None and seat is not None and \
                sum(a.kind == "use_card" and a["source"] == "character" for a in own(decision, seat)) > 4:
            break
    else:
        raise AssertionError("no Scout's move in a whole game")
    weighed = game.candidates(decision, seat, own(decision, seat))
    assert weighed and not any(a.kind == "use_card" and a["source"] == "character" for a in weighed)
    assert any(a.kind == "move" for a in weighed)
