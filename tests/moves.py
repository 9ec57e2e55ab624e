"""Making a move in a rule test by naming it: the one legal action of a kind whose arguments include the ones given."""
from __future__ import annotations

from typing import Any

from engine.kernel import Action, Session


def do(session: Session, kind: str, player: int | None = None, **args: Any) -> None:
    """Apply the one legal action of this kind (and player) whose arguments include these."""
    decision = session.decision
    assert decision is not None, "the game is over"
    matches = [a for a in decision.legal if a.kind == kind and (player is None or a.player == player)
               and all(a.get(k, object()) == v for k, v in args.items())]
    assert len(matches) == 1, (f"{kind}{args} matches {[str(a) for a in matches]}; "
                               f"legal: {[str(a) for a in decision.legal]}")
    session.apply(matches[0])


def legal(session: Session, kind: str | None = None) -> list[Action]:
    """The legal actions now, of one kind or all."""
    decision = session.decision
    assert decision is not None
    return [a for a in decision.legal if kind is None or a.kind == kind]
