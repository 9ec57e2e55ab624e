"""The greedy bot finishes games and beats random play; every game ends at the round limit at the latest
(rules.toml `round_limit`, an open project decision), ranked by Dragon Runes, then experience tokens."""
from __future__ import annotations

from engine.bots import bot_for, game_bot_rng
from engine.games.runebound.bots import GreedyBot, chance_at_least
from engine.games.runebound.content import content
from engine.games.runebound.state import OVER
from engine.kernel import Context, GameConfig, Seen
from engine.simulate import play

from .helpers import GAME, register


def test_two_d10_odds_count_a_zero_as_ten() -> None:
    assert chance_at_least(2) == 1.0
    assert chance_at_least(20) == 0.01
    assert chance_at_least(21) == 0.0


def test_the_manifest_offers_the_greedy_bot() -> None:
    assert isinstance(bot_for("runebound", "greedy"), GreedyBot)


def test_greedy_games_finish_and_keep_the_invariants() -> None:
    register()
    for seed in (1, 2):
        run = play(GAME, GameConfig.quick(GAME.id, 2, seed=seed), ["greedy", "greedy"])
        assert run.finished and not run.violations


def test_greedy_wins_most_games_against_random() -> None:
    register()
    greedy_wins = 0
    games = 8
    for k in range(games):
        seats = ["greedy", "random"] if k % 2 == 0 else ["random", "greedy"]
        run = play(GAME, GameConfig.quick(GAME.id, 2, seed=500 + k), seats, check_every_step=False)
        assert run.finished and not run.violations
        me = seats.index("greedy")
        greedy_wins += run.scores[me] > run.scores[1 - me]
    assert greedy_wins >= games * 3 // 4


def test_the_game_ends_when_the_last_round_is_over() -> None:
    register()
    limit = content().rules.round_limit
    state = GAME.new_state(GameConfig.quick(GAME.id, 2, seed=3))
    state.round_no = limit
    bot = bot_for("runebound", "random")
    rng = game_bot_rng(3)
    kinds: list[str] = []
    while (decision := GAME.decision(state)) is not None:
        seat = decision.actor
        action = decision.legal[0] if seat is None else bot.choose(GAME, Seen(GAME, state, seat), decision, seat, rng)
        ctx = Context(GAME, state)
        GAME.resolve(ctx, action)
        kinds += [e.kind for e in ctx.finish()]
    assert state.step == OVER and state.round_no == limit and "round_limit" in kinds
    outcome = GAME.outcome(state)
    assert len(outcome.places) == 2


def test_a_wounded_hero_with_no_gold_tries_an_adventure_rather_than_wait_for_ever() -> None:
    """§8.2–8.3: resting never removes wounds and healing costs gold, so a broke, badly wounded hero heals only by
    being knocked out. Standing on a red counter with only red ones left on the board, the greedy hero used to decline
    it every turn until unwounded (one stood on one hex from round 25 to the end of the game); now he tries it."""
    from engine.bots.search import own_actions
    from engine.games.runebound.bots import hero_life
    from tests.bench.bench_search import greedy_game
    c = content()
    met = 0
    for state in greedy_game("runebound"):
        decision = GAME.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if decision is None or seat is None or decision.prompt != "adventure" or \
                not any(a.kind == "adventure" for a in own_actions(decision, seat)):
            continue
        broke = GAME.clone(state)
        p = broke.players[seat]
        p.gold, p.wounds = 0, hero_life(p, c) - 1
        here = f"{p.position[0]},{p.position[1]}"
        broke.counters_on_hex = {key: ["red"] for key in broke.counters_on_hex if broke.counters_on_hex[key]}
        asked = GAME.decision(broke)
        assert asked is not None and asked.prompt == "adventure" and here in broke.counters_on_hex
        for bot_rng in (1, 2):
            chosen = GreedyBot().decide(broke, asked.prompt, seat, own_actions(asked, seat), game_bot_rng(bot_rng))
            assert chosen.kind == "adventure" and chosen["colour"] == "red", (p.hero, chosen)
        p.gold = 3   # with gold he may yet heal in a city: he declines and goes there
        assert GreedyBot().decide(broke, asked.prompt, seat, own_actions(asked, seat), game_bot_rng(1)).kind == "decline"
        met += 1
        if met == 3:
            return
    raise AssertionError(f"only {met} adventure choices met in a greedy game")
