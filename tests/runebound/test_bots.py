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
