"""Trade (spec §7.4, DP-08): the active hero and another hero on their space exchange items, resources and
blueprint cards on any terms both accept, equal or not. The active hero puts the offer together one thing at a
time, the partner accepts or refuses; a refused or cancelled trade costs nothing (the Negotiator's always costs
nothing). Either may end over the carrying limit and then drops back under it (§10); an item already owned goes
back to its deck (§8.3)."""
from __future__ import annotations

from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .carrying import check_carrying
from .content import content
from .flow import FLOW
from .heroes import stamina
from .state import ACTIVE, DAY, GameState, Hero

TRADE, REPLY = "trade_offer", "trade_reply"
OFFER_PROMPT = "discover.prompt.trade"   # the active hero putting an offer together


def partners(s: GameState, hero: Hero) -> list[Action]:
    return [act("trade", hero.seat, partner=h.seat) for h in s.heroes
            if h.seat != hero.seat and h.status == ACTIVE and h.space == hero.space]


def trade_cost(hero: Hero) -> int:
    ability = content().characters[hero.character].effect if hero.character else None
    return 0 if ability is not None and ability.handler == "free_trade" else 1


@FLOW.resolves("trade")
def trade(ctx: Context, a: Action) -> None:
    ctx.emit("trade", trade={"partner": [str(a["partner"])], "give": [], "take": []})
    ctx.emit("step", step=TRADE)


def _things(hero: Hero, chosen: list[str]) -> list[str]:
    """What a hero could still add: one of each kind of resource token, each item, each blueprint."""
    out: list[str] = []
    seen: set[tuple[str, int, bool]] = set()
    for i, held in enumerate(hero.resources):
        label = (held.resource, held.amount, bool(held.token))
        if f"resource:{i}" not in chosen and label not in seen:
            seen.add(label)
            out.append(f"resource:{i}")
    out += [f"item:{i}" for i in range(len(hero.items)) if f"item:{i}" not in chosen]
    out += [f"blueprint:{i}" for i in range(len(hero.blueprints)) if f"blueprint:{i}" not in chosen]
    return out


@FLOW.step(TRADE)
def _offer_question(s: GameState) -> Legal:
    assert s.trade is not None and s.active is not None
    hero, partner = s.heroes[s.active], s.heroes[int(s.trade["partner"][0])]
    out = [act("trade_add", hero.seat, side="give", thing=t) for t in _things(hero, s.trade["give"])]
    out += [act("trade_add", hero.seat, side="take", thing=t) for t in _things(partner, s.trade["take"])]
    if (s.trade["give"] or s.trade["take"]) and hero.stamina >= trade_cost(hero):
        out.append(act("trade_propose", hero.seat))
    return hero.seat, OFFER_PROMPT, out + [act("trade_cancel", hero.seat)]


@FLOW.resolves("trade_add")
def trade_add(ctx: Context, a: Action) -> None:
    ctx.emit("trade_added", side=a["side"], thing=a["thing"])


@FLOW.resolves("trade_propose")
def trade_propose(ctx: Context, a: Action) -> None:
    ctx.emit("step", step=REPLY)


@FLOW.step(REPLY)
def _reply_question(s: GameState) -> Legal:
    assert s.trade is not None
    seat = int(s.trade["partner"][0])
    return seat, "discover.prompt.trade_reply", [act("trade_accept", seat), act("trade_refuse", seat)]


@FLOW.resolves("trade_cancel", "trade_refuse")
def trade_off(ctx: Context, a: Action) -> None:
    """No agreement: nothing changes hands and the action costs no stamina."""
    ctx.emit("trade_ended", done=False)
    ctx.emit("step", step=DAY)


@FLOW.resolves("trade_accept")
def trade_accept(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    assert s.trade is not None and s.active is not None
    active, partner = s.active, int(s.trade["partner"][0])
    stamina(ctx, active, -trade_cost(s.heroes[active]), "trade")
    ctx.emit("traded", giver=active, taker=partner, things=s.trade["give"], back=s.trade["take"])
    ctx.emit("trade_ended", done=True)
    ctx.emit("step", step=DAY)
    for seat in (active, partner):
        hero = s.heroes[seat]
        numbers = [i.number for i in hero.items if i.deck == "crafted"]
        for number in sorted({n for n in numbers if numbers.count(n) > 1}):
            ctx.emit("item_discarded", player=seat, index=next(i for i, it in enumerate(hero.items)
                                                                if it.deck == "crafted" and it.number == number))
    for seat in (active, partner):
        if s.step == DAY:
            check_carrying(ctx, seat)
