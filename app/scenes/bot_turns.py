"""A bot's move computed off the drawing loop: a worker thread on a cloned state, shown for a moment."""
from __future__ import annotations

import threading
import time
from typing import Any

from engine.bots import bot_for, bot_rng
from engine.kernel import Action, Rng, Seen, Session


class BotTurn:
    """One bot decision in flight; `result` is ready once the thread ends and the delay has passed.

    The move is tied to the session cursor it was computed for, so an undo meanwhile voids it.
    """

    def __init__(self, session: Session[Any], player: int, bot_name: str, delay: float) -> None:
        self.session = session
        self.player = player
        self.cursor = session.cursor
        self.started = time.monotonic()
        self.delay = delay
        self.result: Action | None = None
        self.error: BaseException | None = None
        game = session.game
        state = game.clone(session.state)
        decision = session.decision
        bot = bot_for(game.id, bot_name)
        rng = bot_rng(session.config.seed, session.cursor)
        self._thread = threading.Thread(target=self._run, args=(bot, game, state, decision, rng), daemon=True,
                                        name=f"bot-{player}")
        self._thread.start()

    def _run(self, bot: Any, game: Any, state: Any, decision: Any, rng: Rng) -> None:
        try:
            self.result = bot.choose(game, Seen(game, state, self.player), decision, self.player, rng)
        except BaseException as exc:  # reported on the main thread, never lost in the worker
            self.error = exc

    @property
    def finished(self) -> bool:
        return not self._thread.is_alive()

    def ready(self, now: float) -> bool:
        return self.finished and now - self.started >= self.delay

    @property
    def stale(self) -> bool:
        return self.session.cursor != self.cursor

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
