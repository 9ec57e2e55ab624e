"""The Market phase (spec §5.4): the mandatory draw onto this city's stack first, then buying items,
hiring allies, selling items for half price and healing, in any order, while affordable."""
from __future__ import annotations

from engine.common.hexes import Hex
from engine.common.steps import act
from engine.kernel import Action, Context

from . import doom
from .character import may_acquire
from .content import Content, base_id, content
from .flow import FLOW, goto
from .state import EXPERIENCE, MARKET, GameState, PlayerState

HERO = -1            # heal target: the hero; 0.. = an ally's index
COURIER = "couriers_errand"


def city_here(s: GameState) -> str:
    p = s.current
    assert p.position is not None
    return content().city_at[Hex(*p.position)]


def open_market(ctx: Context) -> None:
    """Mandatory first step, also in Tamalir: the top market card onto this city's stack (spec §5.4.1);
    skipped when the deck is empty (spec §3.4)."""
    s: GameState = ctx.state
    city = city_here(s)
    drawn = s.market().draw(1, ctx.rng, reshuffle=False)
    if drawn.cards:
        ctx.emit("market_drawn", city=city, card=drawn.cards[0])
    goto(ctx, MARKET)


def buy_price(s: GameState, c: Content, p: PlayerState, card: str) -> int:
    """Items cost more under Bandit Tolls; allies less for Oskar and during the Festival in Tamalir (never
    below the rules' minimum). The amounts are the cards'."""
    base = base_id(card)
    if base in c.items:
        tolls = c.event_in_play(s.event_slot, "bandit_tolls")
        return c.items[base].price + (tolls.num("add") if tolls is not None else 0)
    price = c.allies[base].price
    oskar = c.hero_ability(p.hero, "cheaper_allies")
    if oskar is not None:
        price -= oskar.num("discount")
    festival = c.event_in_play(s.event_slot, "festival_in_tamalir")
    if festival is not None and city_here(s) == festival["city"]:
        price -= festival.num("discount")
    return max(c.rules.min_ally_price, price)


def sell_price(c: Content, p: PlayerState, card: str) -> int:
    """Half the price, rounded down (spec §5.4, §16.15); Tovah gains her card's gold more."""
    tovah = c.hero_ability(p.hero, "better_selling")
    return c.items[base_id(card)].price // c.rules.sell_divisor + (tovah.num("gold") if tovah is not None else 0)


def sellable(c: Content, card: str) -> bool:
    """An item whose half price is nothing cannot be sold, even by Tovah (spec §16.15)."""
    return c.items[base_id(card)].price // c.rules.sell_divisor > 0


def heal_cost(s: GameState) -> int:
    """The rules' price of a market heal, or Vorakesh's Plague's."""
    c = content()
    plague = c.event_in_play(s.event_slot, "vorakesh_plague")
    return plague.num("cost") if plague is not None else c.rules.heal_cost


def wounds_per_heal(s: GameState) -> int:
    """The rules' wounds per market heal, or Market Day's."""
    c = content()
    day = c.event_in_play(s.event_slot, "market_day")
    return day.num("wounds") if day is not None else c.rules.heal_wounds


@FLOW.step(MARKET)
def market_choices(s: GameState) -> tuple[int, str, list[Action]]:
    c = content()
    p = s.current
    city = city_here(s)
    legal: list[Action] = []
    for card in s.market_stacks[city]:
        if card in p.sold:
            continue                                       # never buy back what you sold this turn
        if buy_price(s, c, p, card) <= p.gold and may_acquire(p, c, card):
            legal.append(act("buy", p.seat, card=card))
    for it in p.items:
        if sellable(c, it.card) and it.card not in p.bought:
            legal.append(act("sell", p.seat, card=it.card))
    if p.gold >= heal_cost(s):
        if p.wounds:
            legal.append(act("heal", p.seat, who=HERO, what="wound"))
        if p.exhaustion:
            legal.append(act("heal", p.seat, who=HERO, what="exhaustion"))
        for i, a in enumerate(p.allies):
            if a.wounds:
                legal.append(act("heal", p.seat, who=i, what="wound"))
            if a.exhaustion:
                legal.append(act("heal", p.seat, who=i, what="exhaustion"))
    legal.append(act("leave_market", p.seat))
    return p.seat, "market", legal


@FLOW.resolves("buy")
def buy(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    c = content()
    card = action["card"]
    ctx.emit("bought", player=s.active, city=city_here(s), card=card, price=buy_price(s, c, s.current, card))


@FLOW.resolves("sell")
def sell(ctx: Context, action: Action) -> None:
    """The sold item lands on this city's stack (spec §5.4, §16.15)."""
    s: GameState = ctx.state
    card = action["card"]
    ctx.emit("sold", player=s.active, city=city_here(s), card=card, gain=sell_price(content(), s.current, card))


@FLOW.resolves("heal")
def heal(ctx: Context, action: Action) -> None:
    """The heal cost: its wounds, or all exhaustion, of one character (spec §5.4, §16.16)."""
    s: GameState = ctx.state
    p = s.current
    who = int(action["who"])
    if action["what"] == "wound":
        have = p.wounds if who == HERO else p.allies[who].wounds
        ctx.emit("healed", player=p.seat, who=who, wounds=min(have, wounds_per_heal(s)), exhaustion=0,
                 cost=heal_cost(s))
    else:
        have = p.exhaustion if who == HERO else p.allies[who].exhaustion
        ctx.emit("healed", player=p.seat, who=who, wounds=0, exhaustion=have, cost=heal_cost(s))


@FLOW.resolves("leave_market")
def leave_market(ctx: Context, action: Action) -> None:
    """A Courier's Errand is delivered when a Market phase ends in its city (Greyhaven, spec §14.6)."""
    s: GameState = ctx.state
    errand = content().encounters[COURIER]
    if COURIER in s.current.kept and city_here(s) == errand.params["city"]:
        ctx.emit("errand_delivered", player=s.active, card=COURIER, gold=errand.success.gold)
        doom.check(ctx)
    goto(ctx, EXPERIENCE)

