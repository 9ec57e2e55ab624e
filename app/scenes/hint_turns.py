"""A hint asked at the table (issue 27 item 5): the search for the person's best move, on a worker thread over a
cloned state (the window keeps drawing), tied to the session cursor it was asked at (a move or undo meanwhile
voids it) and cancellable (a second press of Hint)."""
from __future__ import annotations

from typing import Any

from app.worker import SessionWorker
from engine.bots import bot_rng
from engine.bots.hint import Hint, hint
from engine.kernel import Session

HINT_SALT = 104729  # the hint's stream differs from the bots' at the same step


class HintTurn(SessionWorker[Hint]):
    """One hint in flight for `seat`; `result` is set once the thread ends (unless cancelled)."""

    def __init__(self, session: Session[Any], seat: int) -> None:
        game = session.game
        state = game.clone(session.state)
        rng = bot_rng(session.config.seed + HINT_SALT, session.cursor)
        super().__init__(session, lambda cancelled: hint(game, state, seat, rng, cancelled=cancelled), f"hint-{seat}")
        self.seat = seat
        self.start()
