"""A hint for a person (issue 27 item 5): the search, at the normal level, asked for the best move of the seat whose
decision it is, answered with what it expects of that move and of the next best.

The search sees only what the seat may see (engine/bots/search.py), so a hint never tells hidden information.
A game may word the reason better with an optional `hint_reason(seen, seat, hint) -> Text | None` on its Game
(given the seat's `Seen`, like a bot, so the words cannot tell what the seat may not see);
without one (or when it answers None) the table says the generic line with the two expected results.

`STOLIK_HINT_ITERATIONS` (an environment variable, for tests only) caps the search's iterations so that a hint is
reproducible: the same position, seed and cap give the same move.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Any, Callable

from engine.common.content import Text
from engine.kernel import Action, Game, Rng, Seen

from .search import LEVELS, Level, Search, Thought, own_actions

HINT_LEVEL = "normal"
ITERATIONS_ENV = "STOLIK_HINT_ITERATIONS"


@dataclass(frozen=True)
class Hint:
    """The suggested move for `seat`, its expected result and the next best one's (in [0, 1]; None when the seat had
    one move only), and the game's own words for why (None: the generic line)."""

    seat: int
    action: Action
    value: float | None
    runner_up: float | None
    iterations: int
    reason: Text | None = None


def hint_level(iterations: int | None = None) -> Level:
    """The normal level's time, capped by `iterations` or by STOLIK_HINT_ITERATIONS when set."""
    base = LEVELS[HINT_LEVEL]
    if iterations is None:
        raw = os.environ.get(ITERATIONS_ENV, "").strip()
        iterations = int(raw) if raw.isdigit() and int(raw) > 0 else None
    return Level(base.seconds, iterations if iterations is not None else base.iterations)


def hint(game: Game[Any], state: Any, seat: int, rng: Rng, level: Level | None = None,
         cancelled: Callable[[], bool] = lambda: False) -> Hint:
    """The search's best move for `seat` now, with the expected results of it and of the next best move."""
    decision = game.decision(state)
    if decision is None:
        raise ValueError("the game is over: there is no move to hint")
    legal = own_actions(decision, seat)
    if len(legal) == 1:
        return Hint(seat, legal[0], None, None, 0)
    thought: Thought = Search.at(game, state, seat, rng).run(level or hint_level(), cancelled=cancelled)
    tried = sorted(((visits, mean, a) for a, (visits, mean) in thought.stats.items() if a != thought.action and visits),
                   key=lambda item: (-item[0], -item[1]))
    runner_up = tried[0][1] if tried else None
    found = Hint(seat, thought.action, thought.value(), runner_up, thought.iterations)
    words = getattr(game, "hint_reason", None)
    reason = words(Seen(game, state, seat), seat, found) if callable(words) else None
    return found if reason is None else replace(found, reason=reason)
