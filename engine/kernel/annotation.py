"""Annotations: facts about how a game was played that are not rules' facts (a hint taken), kept beside the steps.

An annotation is never folded into the state and never hashed, so it cannot change the game a save replays; it
belongs to the decision answered by step `at` (it was made with the cursor at `at`). It follows its decision through
undo and redo: undo keeps it with the redo tail (redo brings it back), and a new move after undo, which discards the
steps from the cursor on, discards the annotations of the decisions those steps led to (`at` beyond the cursor); one
made at the cursor itself stays, as that decision is still the one being answered.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .action import Action
from .canonical import JsonObject

HINT = "hint"
KINDS = frozenset({HINT})
MAX_REASON_CHARS = 300
MAX_ANNOTATIONS = 10_000


@dataclass(frozen=True, slots=True)
class Annotation:
    """A hint taken by `seat` at the decision step `at` answers: the suggested `action`, the search's expected
    result of it and of the next best move (in [0, 1], None when not searched), and the game's own words for why
    (language → text, empty when the table said the generic line)."""

    at: int
    seat: int
    action: Action
    value: float | None = None
    runner_up: float | None = None
    reason: tuple[tuple[str, str], ...] = ()
    kind: str = HINT

    @staticmethod
    def hint(at: int, seat: int, action: Action, value: float | None = None, runner_up: float | None = None,
             reason: Mapping[str, str] | None = None) -> "Annotation":
        return Annotation(at, seat, action, value, runner_up, tuple(sorted((reason or {}).items())))

    def words(self, lang: str) -> str | None:
        """The game's reason in `lang` (English when that language has none), or None."""
        table = dict(self.reason)
        return table.get(lang) or table.get("en")

    def to_json(self) -> JsonObject:
        return {"at": self.at, "kind": self.kind, "seat": self.seat, "action": self.action.to_json(),
                "value": self.value, "runner_up": self.runner_up, "reason": dict(self.reason) or None}

    @staticmethod
    def from_json(data: JsonObject) -> "Annotation":
        """From a checked save (engine/kernel/save.py validates every field first)."""
        reason, action = data.get("reason") or {}, data["action"]
        assert isinstance(reason, dict) and isinstance(action, dict)
        return Annotation(int(data["at"]), int(data["seat"]), Action.from_json(action),
                          _share(data.get("value")), _share(data.get("runner_up")),
                          tuple(sorted((str(k), str(v)) for k, v in reason.items())), str(data["kind"]))


def _share(value: object) -> float | None:
    return None if value is None else float(value)  # type: ignore[arg-type]
