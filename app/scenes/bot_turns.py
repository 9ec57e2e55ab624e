"""A bot's move computed off the drawing loop: a worker thread on a cloned state, shown for a moment."""
from __future__ import annotations

import time
from typing import Any

from app.worker import SessionWorker
from engine.bots import bot_for, bot_rng
from engine.kernel import Action, Seen, Session


class BotTurn(SessionWorker[Action]):
    """One bot decision in flight; `result` is ready once the thread ends and the delay has passed.

    The move is tied to the session cursor it was computed for, so an undo meanwhile voids it.
    """

    def __init__(self, session: Session[Any], player: int, bot_name: str, delay: float) -> None:
        game = session.game
        seen = Seen(game, game.clone(session.state), player)   # the thread's own copy: the table may undo meanwhile
        decision = session.decision
        assert decision is not None, "a bot turn needs a decision"
        bot = bot_for(game.id, bot_name)
        rng = bot_rng(session.config.seed, session.cursor)
        super().__init__(session, lambda cancelled: bot.choose(game, seen, decision, player, rng), f"bot-{player}")
        self.player = player
        self.started = time.monotonic()
        self.delay = delay
        self.start()

    def ready(self, now: float) -> bool:
        return self.finished and now - self.started >= self.delay
