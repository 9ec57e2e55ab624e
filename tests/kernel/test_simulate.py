"""`simulate` plays whole games with bots and reports figures."""
from engine.bots import bot_for, game_bot_rng
from engine.kernel import Context, GameConfig, Seen
from engine.simulate import play, simulate

from .expedition import Expedition


def test_simulate_plays_every_game_to_the_end(race):
    report = simulate(race, 2, games=20, seed=1, options={"target": 20})
    assert report["games"] == report["finished"] == 20
    assert report["invariant_violations"] == 0
    assert report["mean_steps_per_game"] > 2
    assert len(report["mean_score_per_seat"]) == 2 and max(report["mean_score_per_seat"]) > 0


def test_simulate_is_deterministic_in_the_seed(race):
    a = simulate(race, 2, games=5, seed=9)
    b = simulate(race, 2, games=5, seed=9)
    assert a["steps"] == b["steps"]


def test_a_game_where_each_seat_wins_on_its_own_reports_its_survival_rate() -> None:
    """Outcome.each (every survivor wins): the report gives each seat's win rate and the survival rate, the share of
    all heroes in all games who won, counted from the games' own outcomes."""
    game = Expedition()
    report = simulate(game, 3, games=12, seed=4)
    won = [[game.outcome(state).result(seat) for seat in range(3)]
           for state in (_end(game, GameConfig.quick("expedition", 3, seed=4 + k)) for k in range(12))]
    assert report["survival_rate"] == round(sum(sum(w) for w in won) / 36, 3)
    assert report["win_rate_per_seat"] == [round(sum(w[i] for w in won) / 12, 3) for i in range(3)]
    assert 0 < report["survival_rate"] < 1
    assert play(game, GameConfig.quick("expedition", 3, seed=4), ["random"] * 3).kind == "each"


def test_a_competitive_game_reports_win_rates_but_no_survival_rate(race):
    report = simulate(race, 2, games=10, seed=2)
    assert "survival_rate" not in report and sum(report["win_rate_per_seat"]) >= 1


def _end(game, config):
    """The final state of the game `simulate` plays for this config (the same bots' random choices)."""
    bots = [bot_for(game.id, "random")] * config.players
    rng = game_bot_rng(config.seed)
    state = game.new_state(config)
    while (decision := game.decision(state)) is not None:
        actor = decision.next_seat()
        action = decision.legal[0] if actor is None else \
            bots[actor].choose(game, Seen(game, state, actor), decision, actor, rng)
        ctx = Context(game, state)
        game.resolve(ctx, action)
        ctx.finish()
    return state
