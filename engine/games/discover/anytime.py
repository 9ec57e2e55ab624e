"""Free "any time" options (spec §10, DP-31, DP-32, PD-ANYTIME): breaking a double token into two single tokens
at the supply (for good: they never join again) and moving resources onto and off a carrier item such as the
Backpack (resources on it do not count toward the carrying limit; the item still does). Offered with the
owner's questions by day and while dropping over the limit; they cost nothing and are not actions."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from .carrying import carried, carrying_limit, check_carrying
from .content import content
from .flow import FLOW
from .state import DAY, GameState, Hero


def capacity(hero: Hero, index: int) -> int:
    item = hero.items[index]
    return content().items[item.number].carries if item.deck == "crafted" else 0


def anytime_options(s: GameState, hero: Hero) -> list[Action]:
    out: list[Action] = []
    seen: set[str] = set()
    for i, held in enumerate(hero.resources):
        if held.amount == 2 and held.resource not in seen:
            seen.add(held.resource)
            out.append(act("break_token", hero.seat, index=i))
    for n, item in enumerate(hero.items):
        room = capacity(hero, n) - len(item.carried)
        kinds: set[tuple[str, int]] = set()
        for i, held in enumerate(hero.resources):
            if room > 0 and (held.resource, held.amount) not in kinds:
                kinds.add((held.resource, held.amount))
                out.append(act("load", hero.seat, item=n, index=i))
        kinds = set()
        for i, held in enumerate(item.carried):
            if (held.resource, held.amount) not in kinds:
                kinds.add((held.resource, held.amount))
                out.append(act("unload", hero.seat, item=n, index=i))
    return out


@FLOW.resolves("break_token")
def break_token(ctx: Context, a: Action) -> None:
    ctx.emit("token_broken", player=a.player, index=a["index"])
    _at_most_the_limit(ctx, a)


def _at_most_the_limit(ctx: Context, a: Action) -> None:
    """Two singles where a double was, or a resource taken off a carrier, may put the hero over the limit by day:
    they drop down to it at once (spec §10 "at any moment", PD-CARRY-CHECK). While dropping they just drop more."""
    s: GameState = ctx.state
    assert a.player is not None
    if s.step == DAY and s.over_limit is None and s.combat is None:
        check_carrying(ctx, a.player)


@FLOW.resolves("load", "unload")
def load(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    assert a.player is not None
    ctx.emit("carried" if a.kind == "load" else "uncarried", player=a.player, item=a["item"], index=a["index"])
    if s.over_limit == a.player:
        hero = s.heroes[a.player]
        if carried(hero) <= carrying_limit(hero):
            ctx.emit("over_limit", player=None)
            ctx.emit("step", step=DAY)
    else:
        _at_most_the_limit(ctx, a)
