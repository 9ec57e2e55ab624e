"""The day phase (spec §5.1, §6): starting with the chief and going clockwise each hero takes one turn of any
number of actions paid in stamina, and ends it explicitly (PD-TURN); after the last turn comes the night."""
from __future__ import annotations

from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .actions import legal_actions
from .flow import FLOW
from .state import DAY, NIGHT, GameState


@FLOW.step(DAY)
def _day(s: GameState) -> Legal:
    seat = s.active
    assert seat is not None
    return seat, "discover.prompt.day", legal_actions(s, seat) + [act("end_turn", seat)]


@FLOW.resolves("end_turn")
def end_turn(ctx: Context, a: Action) -> None:
    """The active hero's turn ends; the next hero still to play takes theirs, or the night falls."""
    s: GameState = ctx.state
    left = [seat for seat in s.to_play[1:] if s.heroes[seat].status == "active"]
    ctx.emit("turn_ended", player=a.player, next=left[0] if left else None)
    if not left:
        ctx.emit("step", step=NIGHT)
