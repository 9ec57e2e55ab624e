"""Several players deciding at once: independent answers, hidden until revealed together,
undo that respects whose secret it is, strict mode at the reveal, bots, saves, co-op outcomes."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import games
from engine.bots import bot_for
from engine.kernel import COOPERATIVE, Action, GameConfig, Rng, Session
from engine.kernel.reveal import CHOICES_SHOWN
from engine.kernel.save import load, write_save

from .sealed_bids import GOAL, HIDDEN, ROUNDS, TIDE, SealedBids

GAME = SealedBids()


def bids(players: int = 3, seed: int = 1, strict: bool = False, **options: object) -> Session:
    return Session(GAME, GameConfig.quick("sealed-bids", players, seed=seed, **options), strict=strict)


def bid(p: int, n: int) -> Action:
    return Action.of("bid", p, n=n)


def test_the_decision_waits_on_every_player_at_once() -> None:
    s = bids(3)
    assert s.decision.is_simultaneous and s.decision.deciders() == {0, 1, 2}


def test_each_player_answers_independently_in_any_order() -> None:
    s = bids(3)
    s.apply(bid(2, 3))
    assert s.decision.deciders() == {0, 1} and not any(a.player == 2 for a in s.decision.legal)
    s.apply(bid(0, 1))
    assert s.decision.deciders() == {1} and s.decision.actor == 1


def test_answers_stay_hidden_until_the_last_is_in_then_shown_together() -> None:
    s = bids(3)
    s.apply(bid(1, 2))
    s.apply(bid(0, 2))
    assert s.view(2)["bids"] == [HIDDEN, HIDDEN, None] and s.view(0)["bids"] == [2, HIDDEN, None]
    assert not any(e.kind == "bids_shown" for _, e in s.events())
    s.apply(bid(2, 3))
    shown = [e for _, e in s.events() if e.kind == "bids_shown"]
    assert [e.data["bids"] for e in shown] == [[2, 2, 3]]
    assert s.state.scores == [0, 0, 3], "the only unique bid scores"


def test_one_player_cannot_take_back_another_players_secret_choice() -> None:
    s = bids(2)
    s.apply(bid(0, 3))
    verdict = s.can_undo(by=1)
    assert not verdict and verdict.key == "kernel.undo.secret_choice"
    assert verdict.params == {"player": 0, "name": "Player 1"}
    assert s.can_undo(by=0)
    s.undo(by=0)
    assert s.decision.deciders() == {0, 1}


def test_strict_undo_stops_at_the_reveal_and_names_it() -> None:
    s = bids(2, strict=True)
    s.apply(bid(0, 1))
    s.apply(bid(1, 2))
    verdict = s.can_undo(by=1)
    assert not verdict and verdict.params["what"] == CHOICES_SHOWN and "hidden choices were shown" in verdict.reason


def test_casual_undo_takes_back_the_last_answer_and_hides_the_bids_again() -> None:
    s = Session(GAME, replace(GameConfig.quick("sealed-bids", 2, seed=1), casual_undo=True))
    s.apply(bid(0, 1))
    s.apply(bid(1, 2))
    s.undo(by=1)
    assert s.state.bids == [1, None] and s.state.shown == []


def test_bots_answer_a_simultaneous_decision_one_seat_at_a_time() -> None:
    s = bids(4, seed=3)
    rng = Rng.from_seed(3)
    bot = bot_for("sealed-bids", "random")
    while not s.over:
        d = s.decision
        s.apply(bot.choose(GAME, s.seen(d.actor), d, d.actor, rng))
    assert s.state.round == ROUNDS + 1 and len(s.state.shown) == ROUNDS


def test_a_game_of_sealed_bids_saves_and_verifies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games._extra, GAME.id, GAME)   # for this test only: a game left registered joins other tests' game lists
    s = bids(3, seed=5)
    pick = Rng.from_seed(5)
    while not s.over:
        s.apply(pick.choice(s.decision.legal))
    write_save(tmp_path / "b.json", s)
    result = load(tmp_path / "b.json", games.get)
    assert result.ok and [st.hash for st in result.session.steps] == [st.hash for st in s.steps]


@pytest.mark.parametrize("choices, won, reason", [
    ([(1, 2), (1, 3)], True, "sealed.goal_reached"),
    ([(2, 2), (3, 3)], False, "sealed.tide_rose"),
])
def test_the_cooperative_table_wins_or_loses_together_with_the_deciding_condition(choices, won, reason) -> None:
    s = bids(2, coop=True)
    for a, b in choices:
        s.apply(bid(0, a))
        s.apply(bid(1, b))
    outcome = GAME.outcome(s.state)
    assert s.over and outcome.kind == COOPERATIVE and outcome.won is won and outcome.reason == reason
    assert outcome.winners() == ([0, 1] if won else [])
    assert outcome.params == {"table": GOAL if won else 0, "tide": 0 if won else TIDE}


def test_a_competitive_outcome_shares_a_place_on_a_tie() -> None:
    s = bids(3)
    for round_bids in ([3, 3, 1], [2, 1, 1], [1, 1, 1]):
        for p, n in enumerate(round_bids):
            s.apply(bid(p, n))
    outcome = GAME.outcome(s.state)
    assert outcome.scores == (2.0, 0.0, 1.0) and outcome.places == (1, 3, 2)


def test_the_history_follows_each_seats_score_round_by_round() -> None:
    from engine.kernel.history import score_history

    s = bids(3)
    starts = []
    for round_bids in ([3, 3, 1], [2, 1, 1], [1, 1, 1]):
        starts.append((s.cursor, f"Round {len(starts) + 1}"))
        for p, n in enumerate(round_bids):
            s.apply(bid(p, n))
    history = score_history(s, starts, "End")
    assert history.points == ("Round 1", "Round 2", "Round 3", "End") and history.tracks is None
    assert history.series == ((0, 0, 2, 2), (0, 0, 0, 0), (0, 1, 1, 1))


def test_a_cooperative_history_follows_the_games_own_tracks() -> None:
    from engine.kernel.history import score_history

    s = bids(2, coop=True)
    s.apply(bid(0, 1))
    s.apply(bid(1, 1))
    history = score_history(s, [(0, "Round 1")], "End")
    assert [t["en"] for t in history.tracks or ()] == ["Table", "Tide"]
    assert history.series == ((0.0, 0.0), (0.0, 1.0))
