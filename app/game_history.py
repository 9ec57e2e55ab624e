"""A played game's course for the end-of-game chart: each seat's score at every round start and the end."""
from __future__ import annotations

from typing import Any

from app import i18n
from engine.games import milestone_hook
from engine.kernel import Session
from engine.kernel.history import ScoreHistory, score_history
from engine.kernel.milestones import bookmarks


def history_of(session: Session[Any]) -> ScoreHistory:
    """Sampled at every round bookmark (the game's own milestones) and after the last step."""
    lang = i18n.lang()
    marks = bookmarks(session.game, (step.events for step in session.steps), lang, hook=milestone_hook(session.game.id))
    return score_history(session, [(b.cursor, b.label) for b in marks if b.major], i18n.t("score.end"))
