"""Routine decisions (`Game.routine`): the search bot keeps its time for the choices a game says matter and answers
the others with the game's greedy rule of thumb, so a whole Runebound game is played in minutes, not hours."""
from __future__ import annotations

from typing import Any

from engine import games
from engine.bots import bot_for
from engine.bots.search import Level, Search, SearchBot, own_actions
from engine.kernel import Game, Rng, Seen, step_state
from tests.bench.bench_search import greedy_game

RUNEBOUND = "runebound"


def first_choice(game: Game[Any], routine: bool) -> tuple[Any, int]:
    """The first state of a greedy Runebound game whose seat has a choice that the game calls routine (or not)."""
    for state in greedy_game(RUNEBOUND):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if seat is not None and len(own_actions(decision, seat)) > 1 and game.routine(decision, seat) == routine:
            return state, seat
    raise AssertionError(f"no {'routine' if routine else 'weighty'} choice in a whole game")


def grown_kinds(search: Search) -> set[str]:
    """The kinds of every move the search grew an edge for, anywhere in its tree."""
    kinds: set[str] = set()
    nodes = [search.root]
    while nodes:
        node = nodes.pop()
        kinds |= {action.kind for action in node.edges}
        nodes += [edge.node for edge in node.edges.values()]
    return kinds


def test_a_game_that_says_nothing_has_no_routine_decisions() -> None:
    game = games.get("roll-player")
    state = greedy_game("roll-player")[10]
    decision = game.decision(state)
    assert not game.routine(decision, decision.next_seat())


def test_runebound_leaves_moving_and_the_combat_plan_to_its_rules_of_thumb_and_weighs_adventures_and_escapes() -> None:
    game = games.get(RUNEBOUND)
    routine, weighty = set(), set()
    for state in greedy_game(RUNEBOUND):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is not None and seat is not None and len(own_actions(decision, seat)) > 1:
            (routine if game.routine(decision, seat) else weighty).add(decision.prompt)
    assert {"movement", "moving", "assign"} <= routine
    assert {"adventure", "round_end", "market"} <= weighty


def test_a_runebound_choice_between_one_move_and_discarding_a_card_is_routine() -> None:
    game = games.get(RUNEBOUND)
    for state in greedy_game(RUNEBOUND):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if seat is None or decision is None:
            continue
        kinds = {a.kind for a in own_actions(decision, seat)}
        if kinds == {"discard", "done"}:
            assert game.routine(decision, seat)
            return
    raise AssertionError("no experience step with only a discard besides going on")


def test_the_search_does_not_think_on_a_decision_the_game_marks_routine() -> None:
    game = games.get(RUNEBOUND)
    state, seat = first_choice(game, routine=True)
    decision = game.decision(state)
    bot = SearchBot("hard")   # three seconds a decision, were it to think
    chosen = bot.choose(game, Seen(game, state, seat), decision, seat, Rng.from_seed(4))
    assert bot.last is None
    rng = Rng.from_seed(4)
    rng.next64()   # the search's own stream is drawn first, as the bot draws it
    assert chosen == bot_for(RUNEBOUND, "greedy").choose(game, Seen(game, state, seat), decision, seat, Rng(rng.next64()))


def test_the_search_thinks_on_a_decision_that_is_not_routine() -> None:
    game = games.get(RUNEBOUND)
    state, seat = first_choice(game, routine=False)
    bot = SearchBot("normal", iterations=30)
    bot.choose(game, Seen(game, state, seat), game.decision(state), seat, Rng.from_seed(4))   # type: ignore[arg-type]
    assert bot.last is not None and bot.last.iterations == 30


def test_the_same_seed_and_cap_give_the_same_moves_over_routine_and_weighty_decisions() -> None:
    game = games.get(RUNEBOUND)
    states = greedy_game(RUNEBOUND)[300:340]

    def answers() -> list[Any]:
        bot, rng, out = SearchBot("normal", iterations=20), Rng.from_seed(6), []
        for state in states:
            decision = game.decision(state)
            seat = decision.next_seat() if decision is not None else None
            if decision is not None and seat is not None:
                out.append(bot.choose(game, Seen(game, state, seat), decision, seat, rng))
        return out

    assert answers() == answers()


def test_the_search_never_branches_on_a_decision_the_game_calls_routine() -> None:
    """Inside its tree the search plays a routine decision by the game's playout, so every edge it grows is a weighty
    choice (Runebound: no step of a path, no combat plan)."""
    game = games.get(RUNEBOUND)
    state, seat = first_choice(game, routine=False)
    search = Search.at(game, state, seat, Rng.from_seed(3))
    search.run(Level(60.0, 150))
    kinds = grown_kinds(search)
    assert kinds and not kinds & {"go", "stop", "step", "roll", "assign"}


def test_runebound_playouts_never_throw_a_card_away_when_the_turn_can_go_on() -> None:
    game = games.get(RUNEBOUND)
    met = 0
    for state in greedy_game(RUNEBOUND)[::7]:
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is None or seat is None:
            continue
        kinds = {a.kind for a in own_actions(decision, seat)}
        if "discard" in kinds and kinds - {"discard", "use"}:
            met += 1
            assert game.playout(state, decision, seat, Rng.from_seed(met)).kind != "discard"
    assert met > 20


def test_a_game_that_plays_out_at_random_draws_its_playout_from_the_searchs_stream() -> None:
    game = games.get("zerywia")
    state = greedy_game("zerywia")[40]
    decision = game.decision(state)
    seat = decision.next_seat()
    legal = own_actions(decision, seat)
    picks = {game.playout(state, decision, seat, Rng.from_seed(k)) for k in range(40)}
    assert picks <= set(legal) and len(picks) > 1
    assert game.playout(state, decision, seat, Rng.from_seed(2)) == legal[Rng.from_seed(2).below(len(legal))]


def discover_offer() -> tuple[Any, int]:
    """A Discover state where the active hero has just opened a trade with a hero on its space (no radio to build)."""
    game = games.get("discover")
    for state in greedy_game("discover"):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        trade = next((a for a in own_actions(decision, seat) if a.kind == "trade"), None) if seat is not None else None
        if trade is not None and state.stage != 2:
            state = game.clone(state)
            step_state(game, state, trade)
            return state, seat
    raise AssertionError("no hero could open a trade in a whole game")


def test_discover_leaves_putting_an_offer_together_to_its_rule_of_thumb_and_weighs_opening_a_trade() -> None:
    game = games.get("discover")
    state, seat = discover_offer()
    offer = game.decision(state)
    assert offer is not None and offer.prompt == "discover.prompt.trade" and game.routine(offer, seat)
    bot = SearchBot("hard")
    assert bot.choose(game, Seen(game, state, seat), offer, seat, Rng.from_seed(4)).kind == "trade_cancel"
    assert bot.last is None
    day = next(game.decision(s) for s in greedy_game("discover")[5:] if game.decision(s) is not None
               and game.decision(s).prompt == "discover.prompt.day")
    assert not game.routine(day, day.next_seat())


def test_a_discover_playout_cancels_an_offer_that_is_not_for_the_radio() -> None:
    game = games.get("discover")
    state, seat = discover_offer()
    offer = game.decision(state)
    assert game.playout(state, offer, seat, Rng.from_seed(1)).kind == "trade_cancel"


def weighty_choices(game: Game[Any], every: int) -> list[tuple[Any, Any, int]]:
    """(state, decision, seat) for every `every`-th state of a greedy Runebound game whose seat has a weighty choice."""
    out = []
    for state in greedy_game(RUNEBOUND)[::every]:
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is not None and seat is not None and len(own_actions(decision, seat)) > 1 \
                and not game.routine(decision, seat):
            out.append((state, decision, seat))
    return out


def test_the_search_bot_overrides_the_greedy_move_only_when_its_own_looks_better_by_the_games_margin() -> None:
    game = games.get(RUNEBOUND)
    assert game.lean_margin > 0 and games.get("roll-player").lean_margin == 0   # the other games' search as measured
    kept = 0
    for state, decision, seat in weighty_choices(game, 7):
        bot, seen = SearchBot("normal", iterations=60), Seen(game, state, seat)
        chosen = bot.choose(game, seen, decision, seat, Rng.from_seed(seat))
        assert bot.last is not None
        rng = Rng.from_seed(seat)
        rng.next64()   # the search's own stream is drawn first, as the bot draws it
        greedy = bot_for(RUNEBOUND, "greedy").choose(game, seen, decision, seat, Rng(rng.next64()))
        stats = bot.last.stats
        if not stats:
            continue   # one move worth weighing (the greedy one): nothing to overrule
        tried = max(stats, key=lambda a: stats[a][1])   # every move tried alike (a paired search): the best result
        if chosen != greedy:
            assert bot.last.value(chosen) - bot.last.value(greedy) >= game.lean_margin
        elif tried != greedy:
            kept += 1   # the search alone would have played `tried`, not clearly better: the rule's move stands
    assert kept > 0


def test_a_runebound_search_never_weighs_throwing_a_card_away_while_the_turn_can_go_on() -> None:
    game = games.get(RUNEBOUND)
    for state, decision, seat in weighty_choices(game, 5):
        mine = own_actions(decision, seat)
        if any(a.kind == "discard" for a in mine) and len(game.candidates(decision, seat, mine)) > 1:
            break
    else:
        raise AssertionError("no weighty choice with a discard in a whole game")
    search = Search.at(game, state, seat, Rng.from_seed(5))
    search.run(Level(60.0, 150))
    kinds = grown_kinds(search)
    assert len(kinds) > 1 and "discard" not in kinds


def adventure_choice(game: Game[Any], greedy_takes: bool) -> tuple[Any, Any, int, Any]:
    """(state, decision, seat, greedy's move) at the first adventure offered where the rule of thumb takes one (or
    declines)."""
    bot = bot_for(RUNEBOUND, "greedy")
    for state, decision, seat in weighty_choices(game, 1):
        if decision.prompt != "adventure" or not any(a.kind == "decline" for a in own_actions(decision, seat)):
            continue
        greedy = bot.choose(game, Seen(game, state, seat), decision, seat, Rng.from_seed(1))
        if (greedy.kind != "decline") == greedy_takes:
            return state, decision, seat, greedy
    raise AssertionError("no such adventure in a whole game")


def test_a_runebound_search_never_weighs_declining_an_adventure_its_rule_of_thumb_takes() -> None:
    """Declining only waits a turn (the hero's plan brings him back to the same counter), which a playout to the turn's
    end cannot see: the search weighs which adventure to take, not whether to lose the turn."""
    game = games.get(RUNEBOUND)
    state, decision, seat, greedy = adventure_choice(game, greedy_takes=True)
    moves = Search.at(game, state, seat, Rng.from_seed(1), prior=greedy).root_moves()
    assert greedy in moves and all(a.kind != "decline" for a in moves)


def test_a_runebound_search_weighs_an_adventure_its_rule_of_thumb_declines_against_declining() -> None:
    game = games.get(RUNEBOUND)
    state, decision, seat, greedy = adventure_choice(game, greedy_takes=False)
    moves = Search.at(game, state, seat, Rng.from_seed(1), prior=greedy).root_moves()
    assert greedy in moves and any(a.kind != "decline" for a in moves)


def test_a_paired_search_leaves_the_greedy_move_only_for_a_gain_that_stands_clear_of_the_noise() -> None:
    """The rollout algorithm (`Game.paired_root`): each root move played on from the same drawn table; the best move
    replaces the rule of thumb's only when its gain, sweep by sweep, is more than chance would give."""
    game = games.get(RUNEBOUND)
    assert game.paired_root and not games.get("roll-player").paired_root
    state, decision, seat, greedy = adventure_choice(game, greedy_takes=False)
    other = next(a for a in own_actions(decision, seat) if a != greedy)
    search = Search.at(game, state, seat, Rng.from_seed(1), prior=greedy)
    legal = [greedy, other]
    search.sweeps = {greedy: [0.5] * 20, other: [0.5 + (0.3 if k % 2 else -0.29) for k in range(20)]}
    assert search.paired_choice(legal, other) == greedy      # better on average by 0.005, swinging by 0.3 a sweep
    search.sweeps[other] = [0.52 + (0.01 if k % 2 else -0.01) for k in range(20)]
    assert search.paired_choice(legal, other) == other       # 0.02 better in every sweep


def test_a_paired_search_plays_every_root_move_from_the_same_drawn_tables() -> None:
    game = games.get(RUNEBOUND)
    state, seat = first_choice(game, routine=False)
    search = Search.at(game, state, seat, Rng.from_seed(3))
    moves = search.root_moves()
    thought = search.run(Level(60.0, 10 * len(moves)))
    assert thought.iterations == 10 * len(moves) and all(len(search.sweeps[a]) == 10 for a in moves)
    assert set(thought.stats) == set(moves)
