"""A tiny two-player dice race that exercises every kernel feature.

Each turn the active player rolls a d6 and then may "push" (roll again, losing the turn's
points on a 1) or "bank" them. Banking passes the turn. An automatic step after each bank
checks the finish line (first to `target`), so the timeline has system steps too. Each
player's last banked roll is hidden from the opponent's view.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.kernel import Action, Context, Decision, Event, Game, GameConfig, Rng


@dataclass
class RaceState:
    rng: int
    target: int
    scores: list[int]
    turn_points: int = 0
    active: int = 0
    rolled: bool = False
    checking: bool = False
    winner: int | None = None
    secret: list[int] = field(default_factory=list)


class DiceRace(Game[RaceState]):
    id = "dice-race"
    title = {"en": "Dice race", "pl": "Wyścig kości"}
    min_players = 2
    max_players = 2

    def new_state(self, config: GameConfig) -> RaceState:
        rng = Rng.from_seed(config.seed)
        return RaceState(rng=rng.state, target=int(config.options.get("target", 30)), scores=[0, 0], secret=[0, 0])

    def decision(self, s: RaceState) -> Decision | None:
        if s.winner is not None:
            return None
        if s.checking:
            return Decision(None, "check_finish", (Action.of("check", None),))
        p = s.active
        if not s.rolled:
            return Decision(p, "roll", (Action.of("roll", p),))
        return Decision(p, "push_or_bank", (Action.of("push", p), Action.of("bank", p)))

    def resolve(self, ctx: Context, action: Action) -> None:
        s: RaceState = ctx.state
        if action.kind in ("roll", "push"):
            ctx.emit("rolled", player=action.player, value=ctx.rng.randint(1, 6))
        elif action.kind == "bank":
            ctx.emit("banked", player=action.player, points=s.turn_points)
        elif action.kind == "check":
            leader = max(range(2), key=lambda i: s.scores[i])
            if s.scores[leader] >= s.target:
                ctx.emit("won", player=leader)
            else:
                ctx.emit("turn_passed", to=1 - s.active)

    def apply(self, s: RaceState, e: Event) -> None:
        d = e.data
        if e.kind == "rolled":
            s.rolled = True
            if d["value"] == 1:
                s.turn_points = 0
                s.rolled = False
                s.active = 1 - s.active
            else:
                s.turn_points += d["value"]
                s.secret[d["player"]] = d["value"]
        elif e.kind == "banked":
            s.scores[d["player"]] += d["points"]
            s.turn_points = 0
            s.checking = True
        elif e.kind == "turn_passed":
            s.active = d["to"]
            s.rolled = False
            s.checking = False
        elif e.kind == "won":
            s.winner = d["player"]
            s.checking = False

    def clone(self, s: RaceState) -> RaceState:
        return RaceState(s.rng, s.target, list(s.scores), s.turn_points, s.active, s.rolled, s.checking, s.winner, list(s.secret))

    def view(self, s: RaceState, player: int | None) -> Any:
        data = self.encode(s)
        if player is not None:
            data["secret"] = [v if i == player else None for i, v in enumerate(s.secret)]
            data["rng"] = None
        return data

    def final_scores(self, s: RaceState) -> list[float]:
        return [float(v) for v in s.scores]

    def check(self, s: RaceState) -> list[str]:
        return [f"negative score {v}" for v in s.scores if v < 0]

    def content_hash(self) -> str:
        return "dice-race-1"
