"""The kernel's dice race with rounds, phases and log lines, so the viewer has bookmarks to test.

A round is both players' turns; each turn is a phase named after its player. Every event has an
en/pl log line. Only the events differ from the plain race, never the dice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from engine.kernel import Action, Context, Event
from tests.kernel.dice_race import DiceRace, RaceState

LINES: dict[str, dict[str, str]] = {
    "rolled": {"en": "P{p} rolls {value}", "pl": "G{p} wyrzuca {value}"},
    "banked": {"en": "P{p} banks {points} (total {total})", "pl": "G{p} zapisuje {points} (razem {total})"},
    "won": {"en": "P{p} wins", "pl": "G{p} wygrywa"},
}


@dataclass
class RoundState(RaceState):
    round: int = 1


class RoundRace(DiceRace):
    id = "round-race"

    def new_state(self, config: Any) -> RoundState:
        base = super().new_state(config)
        return RoundState(rng=base.rng, target=base.target, scores=base.scores, secret=base.secret)

    def resolve(self, ctx: Context, action: Action) -> None:
        super().resolve(ctx, action)
        s: RoundState = ctx.state
        if action.kind == "check" and s.winner is None:
            if s.active == 0:
                ctx.emit("round_started", round=s.round + 1)
            ctx.emit("phase_started", phase=f"p{s.active + 1}_turn")

    def apply(self, s: RoundState, e: Event) -> None:  # type: ignore[override]
        if e.kind == "round_started":
            s.round = e.data["round"]
        elif e.kind != "phase_started":
            super().apply(s, e)

    def clone(self, s: RoundState) -> RoundState:  # type: ignore[override]
        return RoundState(s.rng, s.target, list(s.scores), s.turn_points, s.active, s.rolled, s.checking,
                          s.winner, list(s.secret), s.round)

    def describe(self, event: Event, state: RoundState, lang: str = "en", names: Sequence[str] = ()) -> str | None:  # type: ignore[override]
        if event.kind not in LINES:
            return None
        d = event.data
        p = d["player"] + 1
        total = state.scores[d["player"]]
        return LINES[event.kind][lang].format(p=p, value=d.get("value"), points=d.get("points"), total=total)

    def content_hash(self) -> str:
        return "round-race-1"
