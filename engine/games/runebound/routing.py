"""The routing between phases (spec §5): after contact the final hex decides which phases follow.

It stands above the phase modules it hands over to (the Market, the Doom Track's queries) and below
those that call it when they end (contact, harm, combat, adventure).
"""
from __future__ import annotations

from engine.kernel import Context

from .content import content
from .doom import may_fight_margath
from .flow import goto
from .market import open_market
from .state import ADVENTURE, EXPERIENCE, GameState, hex_key


def has_adventure(s: GameState, here: tuple[int, int]) -> bool:
    """An adventure counter or an unresolved token on the hex (spec §5.2.4)."""
    key = hex_key(here)
    return bool(s.counters_on_hex.get(key)) or key in s.unresolved_on_hex or may_fight_margath(s)


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
    s: GameState = ctx.state
    here = s.current.position
    if here is not None and tuple(here) in content().city_at:
        open_market(ctx)
    else:
        goto(ctx, EXPERIENCE)


def to_experience(ctx: Context) -> None:
    """Declining an adventure goes straight to Experience, skipping the Market (spec §5.3.1, §16.8)."""
    goto(ctx, EXPERIENCE)
