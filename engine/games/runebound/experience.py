"""The Experience phase (spec §5.6): adventure counters (XP on their backs) buy experience tokens at the
player count's rate; spent counters go to the common pool, change comes back from it, and what cannot
be paid back is banked."""
from __future__ import annotations

from itertools import product

from engine.common.steps import act
from engine.kernel import Action, Context

from .content import COLOURS, TOKEN_TYPES, Content, content
from .flow import FLOW, goto
from .state import END_TURN, EXPERIENCE, GameState, PlayerState


def rate(c: Content, players: int) -> int:
    return c.rules.xp_rates[players]


def payments(p: PlayerState, c: Content, cost: int) -> list[tuple[str, ...]]:
    """Every minimal choice of counters (by colour) that, with the banked XP, covers `cost`: no counter
    of it could be left out (larger choices only hand counters over to come back as change)."""
    have = {colour: p.counters.count(colour) for colour in COLOURS}
    values = c.rules.counter_xp
    need = cost - p.banked_xp
    if need <= 0:
        return [()]
    out: list[tuple[str, ...]] = []
    for counts in product(*(range(have[colour] + 1) for colour in COLOURS)):
        total = sum(n * values[colour] for n, colour in zip(counts, COLOURS))
        if total < need:
            continue
        if any(n and total - values[colour] >= need for n, colour in zip(counts, COLOURS)):
            continue
        out.append(tuple(colour for n, colour in zip(counts, COLOURS) for _ in range(n)))
    return out


def change(pool: dict[str, int], c: Content, surplus: int) -> tuple[list[str], int]:
    """Counters paid back from the pool, largest value first without exceeding the surplus, and the XP
    left over to bank (spec §5.6 PROJECT DECISION)."""
    back: list[str] = []
    left = dict(pool)
    for colour in sorted(COLOURS, key=lambda col: -c.rules.counter_xp[col]):
        value = c.rules.counter_xp[colour]
        while surplus >= value and left.get(colour, 0) > 0:
            back.append(colour)
            left[colour] -= 1
            surplus -= value
    return back, surplus


@FLOW.step(EXPERIENCE)
def experience_choices(s: GameState) -> tuple[int, str, list[Action]]:
    c = content()
    p = s.current
    cost = rate(c, len(s.players))
    legal = [act("train", p.seat, token=t, pay=tuple(pay)) for pay in payments(p, c, cost) for t in TOKEN_TYPES]
    legal.append(act("done", p.seat))
    return p.seat, "experience", legal


@FLOW.resolves("train")
def train(ctx: Context, action: Action) -> None:
    c = content()
    s: GameState = ctx.state
    p = s.current
    pay = list(action["pay"])
    paid = sum(c.rules.counter_xp[col] for col in pay) + p.banked_xp
    pool = dict(s.common_pool)
    for col in pay:
        pool[col] = pool.get(col, 0) + 1
    back, banked = change(pool, c, paid - rate(c, len(s.players)))
    ctx.emit("trained", player=p.seat, token=action["token"], spent=pay, change=back, banked=banked)


@FLOW.resolves("done")
def finish(ctx: Context, action: Action) -> None:
    goto(ctx, END_TURN)
