"""The day phase (spec §5.1, §6): starting with the chief and going clockwise each hero takes one turn of any
number of actions paid in stamina, and ends it explicitly (PD-TURN; a hero eliminated in their turn ends it at
once); after the last turn comes the night, or the end when no hero is left on the map (§12.4)."""
from __future__ import annotations

from engine.common.steps import Legal, act, system
from engine.kernel import Action, Context

from .actions import legal_actions
from .anytime import anytime_options
from .flow import FLOW
from .state import ACTIVE, DAY, NIGHT, OVER, GameState

TURN_OVER = "turn_over"


@FLOW.step(DAY)
def _day(s: GameState) -> Legal:
    seat = s.active
    assert seat is not None
    if s.next_stage is not None:
        return None, "stage_pending", [system("stage_pending")]
    if s.heroes[seat].status != ACTIVE:
        return None, TURN_OVER, [system(TURN_OVER)]
    actions = legal_actions(s, seat) + anytime_options(s, s.heroes[seat])
    return seat, "discover.prompt.day", actions if s.free_gather else actions + [act("end_turn", seat)]


@FLOW.resolves("end_turn", TURN_OVER)
def end_turn(ctx: Context, a: Action) -> None:
    """The active hero's turn ends; the next hero still to play takes theirs, or the night falls."""
    s: GameState = ctx.state
    seat = s.active
    left = [other for other in s.to_play if other != seat and s.heroes[other].status == ACTIVE]
    ctx.emit("turn_ended", player=seat, next=left[0] if left else None)
    if not left:
        ctx.emit("step", step=NIGHT if s.active_seats() else OVER)
