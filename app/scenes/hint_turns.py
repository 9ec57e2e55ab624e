"""A hint asked at the table (issue 27 item 5): the search for the person's best move, on a worker thread over a
cloned state (the window keeps drawing), tied to the session cursor it was asked at (a move or undo meanwhile
voids it) and cancellable (a second press of Hint)."""
from __future__ import annotations

import threading
from typing import Any

from engine.bots import bot_rng
from engine.bots.hint import Hint, hint
from engine.kernel import Session

HINT_SALT = 104729  # the hint's stream differs from the bots' at the same step


class HintTurn:
    """One hint in flight for `seat`; `result` is set once the thread ends (unless cancelled)."""

    def __init__(self, session: Session[Any], seat: int) -> None:
        self.session = session
        self.seat = seat
        self.cursor = session.cursor
        self.result: Hint | None = None
        self.error: BaseException | None = None
        self._cancel = threading.Event()
        game = session.game
        state = game.clone(session.state)
        rng = bot_rng(session.config.seed + HINT_SALT, session.cursor)
        self._thread = threading.Thread(target=self._run, args=(game, state, rng), daemon=True, name=f"hint-{seat}")
        self._thread.start()

    def _run(self, game: Any, state: Any, rng: Any) -> None:
        try:
            self.result = hint(game, state, self.seat, rng, cancelled=self._cancel.is_set)
        except BaseException as exc:  # told in the status line, never lost in the worker
            self.error = exc

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def finished(self) -> bool:
        return not self._thread.is_alive()

    @property
    def stale(self) -> bool:
        return self.session.cursor != self.cursor

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
