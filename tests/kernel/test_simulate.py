"""`simulate` plays whole games with bots and reports figures."""
from engine.simulate import simulate


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
