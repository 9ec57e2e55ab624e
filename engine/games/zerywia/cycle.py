"""The Cycle (spec §6): the question of the current step, and the Świętowit phase — the statue turns a quarter
counter-clockwise at the start of every Cycle, the first included (G6), so every Kir falls under another Dawn
stone's influence."""
from __future__ import annotations

from engine.kernel import Context, Decision

from . import battle, camp, effects, expedition, group, hero_rules as hr
from .content import content
from .flow import FLOW, goto
from .state import BATTLE, CAMP, EXPEDITION, SWIETOWIT, GameState


def decision(s: GameState) -> Decision:
    """The question now: what the active hero settles, a new hero turn (several players may start one), else the
    current step's."""
    if s.invite is not None:
        return group.join_decision(s)
    if s.keeping is not None:
        return effects.keep_decision(s)
    if s.todo and s.active is not None:
        return hr.settle(s)
    if s.proposal is not None:
        return battle.proposal_decision(s)
    if s.step == BATTLE:
        return battle.battle_decision(s)
    if s.step == EXPEDITION:
        return expedition.expedition_decision(s)
    if s.step == CAMP:
        return camp.camp_decision(s)
    return FLOW.decision(s, s.step, ())


def turned(faces: dict[str, str]) -> dict[str, str]:
    """The statue a quarter further: the face looking at a Kir now looks at the next Kir counter-clockwise
    (East -> North -> West -> South -> East, §6.1); a face holding a Black stone turns too."""
    order = content().rules.kir_order
    return {order[(i + 1) % len(order)]: faces[kir] for i, kir in enumerate(order)}


def influencing(s: GameState, kir: str) -> str:
    """The stone on the face looking at `kir`: a Dawn stone, or "black" for an extinguished face (§6.6)."""
    return s.faces[kir]


@FLOW.automatic(SWIETOWIT)
def swietowit_phase(ctx: Context) -> None:
    """A new Cycle: the statue turns (§6.1), then the Expedition phase begins with the Dawn turn."""
    s: GameState = ctx.state
    ctx.emit("cycle_started", cycle=s.cycle + 1, faces=turned(s.faces))
    ctx.emit("turn_started", turn=content().rules.times[0])
    goto(ctx, EXPEDITION)
