"""Declared reveals (Break-in's look at the deck top stops strict undo) and the game's outcome."""
from __future__ import annotations

from engine import games

from engine.kernel import COMPETITIVE, SOLO, Action, GameConfig, Rng, Session
from engine.kernel.reveal import CARD_SEEN, ROLL

from .helpers import config

GAME = games.get("roll-player")
BREAK_IN = "B21"


def session_before_break_in(strict: bool) -> tuple[Session, Action]:
    """A real 2-player game played by random choices up to the first chance to use Break-in."""
    for seed in range(1, 200):
        session = Session(GAME, GameConfig.quick("roll-player", 2, seed=seed), strict=strict)
        pick = Rng.from_seed(seed)
        while not session.over:
            offer = [a for a in session.decision.legal if a.kind == "use_skill" and a.get("card") == BREAK_IN]
            if offer:
                return session, offer[0]
            session.apply(pick.choice(session.decision.legal))
    raise AssertionError("no game offered Break-in")


def test_break_in_declares_the_deck_top_seen_by_its_user() -> None:
    session, use = session_before_break_in(strict=False)
    start = session.cursor
    session.apply(use)
    reveals = [r for i in range(start, session.cursor) for r in session.reveals(i)]
    assert [(r.what, r.player) for r in reveals if r.what == CARD_SEEN] == [(CARD_SEEN, use.player)]
    assert all(r.what != ROLL for r in reveals), "looking at the deck rolls nothing: only the declaration stops undo"


def test_strict_undo_refuses_to_take_back_a_look_at_the_deck_and_names_it() -> None:
    session, use = session_before_break_in(strict=True)
    session.apply(use)
    verdict = session.can_undo()
    assert not verdict and verdict.key == "kernel.undo.strict_reveal" and verdict.params["what"] == CARD_SEEN
    assert "a hidden card was seen" in verdict.reason


def test_relaxed_undo_may_take_back_a_look_at_the_deck() -> None:
    session, use = session_before_break_in(strict=False)
    session.apply(use)
    assert session.can_undo()


def finished(players: int, seed: int) -> Session:
    session = Session(GAME, config(players, seed))
    pick = Rng.from_seed(seed)
    while not session.over:
        session.apply(pick.choice(session.decision.legal))
    return session


def test_the_outcome_ranks_players_with_the_tie_breakers_of_scoring() -> None:
    from engine.games.roll_player import scoring
    from engine.games.roll_player.effects import content

    session = finished(3, 2)
    outcome = GAME.outcome(session.state)
    standings = {s.seat: s.place for s in scoring.rank(session.state, content())}
    assert outcome.kind == COMPETITIVE and outcome.places == tuple(standings[i] for i in range(3))
    assert outcome.scores == tuple(GAME.final_scores(session.state))


def test_a_solo_game_ends_with_its_rank() -> None:
    from engine.games.roll_player import scoring
    from engine.games.roll_player.effects import content

    session = finished(1, 4)
    outcome = GAME.outcome(session.state)
    total = int(outcome.scores[0])
    assert outcome.kind == SOLO and outcome.rank == scoring.solo_rank(total, content()).id
