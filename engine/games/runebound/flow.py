"""The order of play's registry (engine/common/steps.py) and the routing between phases (spec §5):
after movement the final hex decides which phases follow; a knock-out or victory cuts the turn short."""
from __future__ import annotations

from typing import Any

from engine.common.hexes import Hex
from engine.common.steps import Flow
from engine.kernel import Context

from .content import content
from .state import ADVENTURE, EXPERIENCE, GameState, hex_key

SWAMP = "S"

FLOW: Flow[GameState, Any] = Flow()


def goto(ctx: Context, step: str) -> None:
    ctx.emit("step", step=step)


def has_adventure(s: GameState, here: tuple[int, int]) -> bool:
    """An adventure counter or an unresolved token on the hex (spec §5.2.4)."""
    from .doom import may_fight_margath
    key = hex_key(here)
    return bool(s.counters_on_hex.get(key)) or key in s.unresolved_on_hex or may_fight_margath(s)


def after_movement(ctx: Context) -> None:
    """Fog over the Marshes bites on a Swamp hex; then hero contact (spec §5.2.5), then the phases the final
    hex opens."""
    from .contact import CONTACT, others_here
    from .harm import harm_hero, knock_out
    s: GameState = ctx.state
    here = s.current.position
    assert here is not None
    if s.event_slot == "fog_over_the_marshes" and content().terrain[Hex(*here)] == SWAMP:
        if harm_hero(ctx, exhaustion=1):
            knock_out(ctx)
            return
    if others_here(s):
        goto(ctx, CONTACT)
        return
    route_after_contact(ctx)


def route_after_contact(ctx: Context) -> None:
    """No counter or token -> no Adventure phase; not a City -> no Market phase (spec §5.2.4, §16.8)."""
    s: GameState = ctx.state
    here = s.current.position
    assert here is not None
    if has_adventure(s, here):
        goto(ctx, ADVENTURE)
    else:
        to_market_or_experience(ctx)


def to_market_or_experience(ctx: Context) -> None:
    """After the Adventure phase (or its skip): the Market phase only in a City (spec §5.4)."""
    from .market import open_market
    s: GameState = ctx.state
    here = s.current.position
    if here is not None and tuple(here) in content().city_at:
        open_market(ctx)
    else:
        goto(ctx, EXPERIENCE)


def to_experience(ctx: Context) -> None:
    """Declining an adventure goes straight to Experience, skipping the Market (spec §5.3.1, §16.8)."""
    goto(ctx, EXPERIENCE)

