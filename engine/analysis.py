"""Post-game analysis: the search asked at every decision one seat made, the expected result each move kept or
lost, and the moves that lost most flagged as a chess program would (an inaccuracy, a mistake, a blunder).

The search at a past decision sees what that seat saw then (it draws the hidden information itself), so a move
is judged by what its player could know, never by how the cards later fell.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.bots.search import Level, Search, own_actions
from engine.bots.seed import bot_rng
from engine.kernel import Action, Game, Session
from engine.kernel.canonical import JsonObject

ITERATIONS = 400                                 # per decision: enough for every move to be tried a few times
INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"


@dataclass(frozen=True)
class Judged:
    """One decision of the seat: the move made, the search's best, and the expected result of each."""

    step: int              # the step index in the save (0 = the first step)
    played: Action
    best: Action
    played_value: float
    best_value: float
    flag: str | None

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    def to_json(self) -> JsonObject:
        return {"step": self.step, "played": str(self.played), "best": str(self.best),
                "played_value": round(self.played_value, 3), "best_value": round(self.best_value, 3),
                "loss": round(self.loss, 3), "flag": self.flag}


def flag_for(loss: float, thresholds: tuple[float, float, float]) -> str | None:
    """The mark of a move that lost `loss` of expected result, by the game's thresholds (inaccuracy, mistake, blunder).

    >>> flag_for(0.02, (0.05, 0.1, 0.2)), flag_for(0.12, (0.05, 0.1, 0.2)), flag_for(0.3, (0.05, 0.1, 0.2))
    (None, 'mistake', 'blunder')
    """
    inaccuracy, mistake, blunder = thresholds
    if loss >= blunder:
        return BLUNDER
    if loss >= mistake:
        return MISTAKE
    if loss >= inaccuracy:
        return INACCURACY
    return None


def decisions_of(session: Session[Any], seat: int) -> list[int]:
    """The steps at which `seat` chose among more than one move of its own."""
    game = session.game
    out = []
    for index, step in enumerate(session.steps):
        if step.auto or step.action.player != seat:
            continue
        decision = game.decision(session.state_at(index))
        if decision is not None and len(own_actions(decision, seat)) > 1:
            out.append(index)
    return out


def judge(game: Game[Any], state: Any, seat: int, played: Action, step: int, seed: int, iterations: int) -> Judged:
    """The search's verdict on one move: its best move's expected result against the one played."""
    budget = Level(seconds=float("inf"), iterations=iterations)
    thought = Search.at(game, state, seat, bot_rng(seed, step)).run(budget)
    best_value = thought.value()
    if played == thought.action:
        played_value = best_value
    else:   # the played move weighed on its own, as often as the best: one or two tries judge nothing
        alone = Search.at(game, state, seat, bot_rng(seed, step), only=[played])
        played_value = alone.run(Level(float("inf"), max(1, thought.stats[thought.action][0]))).value(played)
    loss = max(0.0, best_value - played_value)
    return Judged(step, played, thought.action, played_value, best_value, flag_for(loss, game.analysis_thresholds))


def analyse(session: Session[Any], seat: int, *, iterations: int = ITERATIONS,
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] = lambda: False) -> list[Judged]:
    """Judge every decision `seat` made in the session (stops early, keeping what it judged, when cancelled)."""
    steps = decisions_of(session, seat)
    out: list[Judged] = []
    if progress:
        progress(0, len(steps))
    for n, index in enumerate(steps):
        if cancelled():
            break
        state = session.state_at(index)
        out.append(judge(session.game, state, seat, session.steps[index].action, index, session.config.seed,
                         iterations))
        if progress:
            progress(n + 1, len(steps))
    return out


def report(session: Session[Any], seat: int, judged: list[Judged]) -> JsonObject:
    """The analysis as one JSON document: every judged move, the flagged ones, the expected result over the game."""
    flagged = [j.to_json() for j in judged if j.flag is not None]
    return {
        "game": session.game.id,
        "seat": seat,
        "decisions": len(judged),
        "flagged": flagged,
        "counts": {kind: sum(j.flag == kind for j in judged) for kind in (INACCURACY, MISTAKE, BLUNDER)},
        "expected_result": [[j.step, round(j.best_value, 3)] for j in judged],
        "moves": [j.to_json() for j in judged],
    }
