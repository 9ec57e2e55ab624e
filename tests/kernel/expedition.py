"""Expedition: a toy many-hero game for the ways a seat takes part in a decision.

Every round each hero acts once, the heroes choosing freely who goes next (any one of several).
A hero may forage (roll a die: 1 costs a life, else a food) or call a hunt, a group action the other
heroes who have not acted yet are each asked to join (in any order) while the leader may set out with
whoever has joined so far; the hunt brings one food per
hunter, and joining counts as the hunter's action. A hero who has acted and still holds a horn may
blow it at any time (an optional response: the game does not wait for it) for one food. After
ROUNDS rounds each hero with a life and a food left survives: every survivor wins on their own.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.kernel import Action, Context, Decision, Event, Game, GameConfig, Outcome, Rng

ROUNDS = 2
LIVES = 2


@dataclass
class Hero:
    lives: int = LIVES
    food: int = 0
    acted: bool = False
    horn: bool = True


@dataclass
class Camp:
    rng: int
    heroes: list[Hero]
    round: int = 1
    hunt: int | None = None            # the hero leading a hunt being gathered
    answers: dict[int, bool] | None = None  # who has answered the call, and how


class Expedition(Game[Camp]):
    id = "expedition"
    title = {"en": "Expedition", "pl": "Wyprawa"}
    min_players = 1
    max_players = 4

    def new_state(self, config: GameConfig) -> Camp:
        return Camp(Rng.from_seed(config.seed).state, [Hero() for _ in range(config.players)])

    def decision(self, s: Camp) -> Decision | None:
        if s.round > ROUNDS:
            return None
        horns = [Action.of("horn", p) for p, h in enumerate(s.heroes) if h.acted and h.horn]
        if s.hunt is not None:
            asked = [p for p in self._idle(s) if p not in (s.answers or {})]
            if not asked:
                return Decision(None, "hunt", (Action.of("hunt", None),))
            calls = [Action.of(k, p) for p in asked for k in ("join", "stay")]
            return Decision.group("join_hunt", [Action.of("set_out", s.hunt)] + calls + horns, s.hunt, asked)
        idle = self._idle(s)
        if not idle:
            return Decision(None, "night", (Action.of("night", None),))
        moves = [Action.of(k, p) for p in idle for k in ("forage", "call")]
        return Decision.anyone("who_acts", moves + horns, among=idle)

    def _idle(self, s: Camp) -> list[int]:
        return [p for p, h in enumerate(s.heroes) if not h.acted and p != s.hunt]

    def resolve(self, ctx: Context, action: Action) -> None:
        s: Camp = ctx.state
        p = action.player
        if action.kind == "forage":
            ctx.emit("hurt" if ctx.rng.randint(1, 6) == 1 else "fed", player=p, food=1)
            ctx.emit("acted", player=p)
        elif action.kind == "call":
            ctx.emit("called", player=p)
        elif action.kind in ("join", "stay"):
            ctx.emit("answered", player=p, join=action.kind == "join")
        elif action.kind == "horn":
            ctx.emit("blown", player=p)
        elif action.kind in ("hunt", "set_out"):
            hunters = [s.hunt] + [q for q, yes in (s.answers or {}).items() if yes]
            for q in hunters:
                ctx.emit("fed", player=q, food=1)
                ctx.emit("acted", player=q)
            ctx.emit("hunted")
        else:
            ctx.emit("night")

    def apply(self, s: Camp, event: Event) -> None:
        d, kind = event.data, event.kind
        if kind == "fed":
            s.heroes[d["player"]].food += d["food"]
        elif kind == "hurt":
            s.heroes[d["player"]].lives -= 1
        elif kind == "acted":
            s.heroes[d["player"]].acted = True
        elif kind == "called":
            s.hunt, s.answers = d["player"], {}
        elif kind == "answered":
            assert s.answers is not None
            s.answers[d["player"]] = d["join"]
        elif kind == "blown":
            s.heroes[d["player"]].horn = False
            s.heroes[d["player"]].food += 1
        elif kind == "hunted":
            s.hunt, s.answers = None, None
        elif kind == "night":
            for h in s.heroes:
                h.acted = False
            s.round += 1

    def view(self, s: Camp, player: int | None) -> Any:
        v = self.encode(s)
        if player is not None:
            v["rng"] = None
        return v

    def final_scores(self, s: Camp) -> list[float]:
        return [float(h.food) for h in s.heroes]

    def outcome(self, s: Camp) -> Outcome:
        alive = [h.lives > 0 and h.food > 0 for h in s.heroes]
        why = ["" if ok else ("expedition.wounded" if h.lives <= 0 else "expedition.starved")
               for ok, h in zip(alive, s.heroes)]
        return Outcome.each(alive, "expedition.home", self.final_scores(s), why)
