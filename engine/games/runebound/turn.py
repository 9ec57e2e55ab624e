"""The turn's frame (spec §5): Refresh, the Movement choices (roll N dice and rest, or the adjacent
step), walking die by die, and passing the turn to the left."""
from __future__ import annotations

from itertools import product
from typing import Sequence

from engine.common.dice import roll_many
from engine.common.hexes import Hex
from engine.common.steps import act, remember
from engine.kernel import Action, Context

from .character import max_dice
from .contact import CONTACT, others_here
from .content import Content, content
from .doom import lost_at
from .flow import FLOW, goto
from .harm import harm_hero, knock_out
from .movement import adjacent_hexes, legal_steps
from .routing import route_after_contact

from .state import END_TURN, MOVEMENT, MOVING, OVER, REFRESH, GameState, PlayerState


@FLOW.automatic(REFRESH)
def refresh(ctx: Context) -> None:
    """Turn the owner's face-down cards up (spec §5.1); a hero not yet on the board enters on
    Tamalir before moving (spec §5.2.1)."""
    s: GameState = ctx.state
    p = s.current
    if p.position is None:
        ctx.emit("placed", player=p.seat, hex=list(content().cities[content().start_city].hex))
    if p.hero_face_down or any(a.face_down for a in p.allies) or any(i.face_down for i in p.items):
        ctx.emit("refreshed", player=p.seat)
    goto(ctx, MOVEMENT)


@FLOW.step(MOVEMENT)
def movement_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Roll 0..max dice (fewer than 4 rests), or step to any adjacent hex (spec §5.2.2)."""
    from .abilities import after_peek, peek_actions
    c = content()
    p = s.current
    if s.peek is not None:
        return p.seat, "peek", after_peek(s)
    assert p.position is not None
    return p.seat, "movement", roll_actions(p, c) + step_actions(p.seat, p.position, c) + peek_actions(s)


# The Movement question is asked at every turn of every search playout: its two parts are kept by what they depend on.
_ROLLS: dict[tuple[int, int, int, tuple[int, ...]], list[Action]] = {}
_STEPS: dict[tuple[int, tuple[int, ...], int], list[Action]] = {}


def roll_actions(p: PlayerState, c: Content) -> list[Action]:
    """Every roll of 0..max dice with each way of sharing its rest (by the seat, the dice allowed, the exhaustion)."""
    most = max_dice(p, c)
    key = (p.seat, most, c.rules.rest_threshold, (p.exhaustion, *(a.exhaustion for a in p.allies)))
    legal = _ROLLS.get(key)
    if legal is None:
        legal = remember(_ROLLS, key, [act("roll", p.seat, dice=n, rest=split) for n in range(most + 1)
                                       for split in rest_splits(p, c.rules.rest_threshold - n)])
    return legal


def step_actions(seat: int, here: Sequence[int], c: Content) -> list[Action]:
    """The adjacent steps from `here` (by the seat and the hex; the board is the content's)."""
    key = (seat, tuple(here), id(c))
    legal = _STEPS.get(key)
    if legal is None:
        legal = remember(_STEPS, key, [act("step", seat, q=h.q, r=h.r) for h in adjacent_hexes(c, (here[0], here[1]))])
    return legal


def rest_splits(p: PlayerState, rest: int) -> list[tuple[int, ...]]:
    """How the player may share `rest` removals between the hero and his allies (spec §5.2.2): every way
    that removes as many as possible (hero first in the tuple, then each ally); excess rest is lost."""
    caps = [p.exhaustion] + [a.exhaustion for a in p.allies]
    total = min(max(rest, 0), sum(caps))
    out: list[tuple[int, ...]] = []
    for split in product(*(range(cap + 1) for cap in caps)):
        if sum(split) == total:
            out.append(tuple(split))
    return out


@FLOW.resolves("roll")
def roll(ctx: Context, action: Action) -> None:
    """Declare N, rest at once for the 4 - N unrolled dice as the player shared it (spec §5.2.2 PROJECT
    DECISION), then roll."""
    c = content()
    s: GameState = ctx.state
    p = s.current
    n = int(action["dice"])
    split = list(action["rest"])
    if n < c.rules.rest_threshold:
        ctx.emit("rested", player=p.seat, hero=split[0], allies=split[1:])
    faces = roll_many([c.movement_die] * n, ctx.rng)
    ctx.emit("rolled", player=p.seat, faces=faces)
    if n == 0:
        after_movement(ctx)
    else:
        goto(ctx, MOVING)


@FLOW.resolves("step")
def adjacent_step(ctx: Context, action: Action) -> None:
    """The adjacent step: no dice, any terrain (spec §5.2.2b)."""
    s: GameState = ctx.state
    ctx.emit("moved", player=s.active, hex=[action["q"], action["r"]], die=None)
    after_movement(ctx)


@FLOW.step(MOVING)
def moving_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """One step per die onto matching terrain, or stop here (unused dice are lost, spec §5.2.3)."""
    c = content()
    p = s.current
    assert p.position is not None
    steps = legal_steps(c, p.position, s.dice, s.dice_spent, heavy_rains=s.event_slot == "heavy_rains")
    from .abilities import dice_actions
    legal = [act("go", p.seat, q=h.q, r=h.r, die=i) for h, i in steps]
    legal.append(act("stop", p.seat))
    legal += dice_actions(s)
    return p.seat, "moving", legal


@FLOW.resolves("go")
def go(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("moved", player=s.active, hex=[action["q"], action["r"]], die=action["die"])
    if not s.movement.ready():
        after_movement(ctx)


def after_movement(ctx: Context) -> None:
    """Fog over the Marshes bites on its terrain (Swamp); then hero contact (spec §5.2.5), then the phases the
    final hex opens."""
    s: GameState = ctx.state
    here = s.current.position
    assert here is not None
    fog = content().event_in_play(s.event_slot, "fog_over_the_marshes")
    if fog is not None and content().terrain[Hex(*here)] == fog["terrain"]:
        if harm_hero(ctx, exhaustion=fog.num("exhaustion")):
            knock_out(ctx)
            return
    if others_here(s):
        goto(ctx, CONTACT)
        return
    route_after_contact(ctx)


@FLOW.resolves("stop")
def stop(ctx: Context, action: Action) -> None:
    after_movement(ctx)


@FLOW.automatic(END_TURN)
def end_turn(ctx: Context) -> None:
    """The turn passes to the left; a round ends when it comes back to the first player (spec §5)."""
    s: GameState = ctx.state
    if s.winner is not None:
        goto(ctx, OVER)
        return
    nxt = (s.active + 1) % len(s.players)
    new_round = s.round_no + (1 if nxt == s.first_player else 0)
    if lost_at(s, new_round):
        ctx.emit("doom_lost")
        goto(ctx, OVER)
        return
    if new_round > content().rules.round_limit:
        ctx.emit("round_limit", round=s.round_no)
        goto(ctx, OVER)
        return
    if new_round != s.round_no:
        ctx.emit("round", round=new_round)  # marks the round for the replay's bookmarks (the kernel's default)
    ctx.emit("turn", player=nxt, round=new_round)
    goto(ctx, REFRESH)



