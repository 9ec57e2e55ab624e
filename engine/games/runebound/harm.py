"""Wounds and exhaustion taken or healed (spec §8): imposed exhaustion beyond stamina becomes wounds,
healing never goes below zero, and a hero whose wounds reach his life is knocked out (§8.3)."""
from __future__ import annotations

from engine.kernel import Context

from .character import ally_life, ally_stamina, hero_life, hero_stamina, take_exhaustion
from .content import ALL, Outcome, content
from .state import GameState

HERO = -1


def harm_hero(ctx: Context, wounds: int = 0, exhaustion: int = 0, seat: int | None = None) -> bool:
    """Impose wounds and exhaustion on a hero (the active one by default); True when that knocks him out."""
    c = content()
    s: GameState = ctx.state
    p = s.current if seat is None else s.players[seat]
    gained, overflow = take_exhaustion(p.exhaustion, hero_stamina(p, c), exhaustion)
    total = min(wounds + overflow, hero_life(p, c) - p.wounds)
    if total or gained:
        ctx.emit("harm", player=p.seat, who=HERO, wounds=total, exhaustion=gained)
    return p.wounds >= hero_life(p, c)


def harm_ally(ctx: Context, who: int, wounds: int = 0, exhaustion: int = 0, seat: int | None = None) -> bool:
    """Impose on an ally; True when it is killed (it then goes to the bottom of the market deck)."""
    c = content()
    s: GameState = ctx.state
    owner = s.active if seat is None else seat
    a = s.players[owner].allies[who]
    gained, overflow = take_exhaustion(a.exhaustion, ally_stamina(a, c), exhaustion)
    total = min(wounds + overflow, ally_life(a, c) - a.wounds)
    if total or gained:
        ctx.emit("harm", player=owner, who=who, wounds=total, exhaustion=gained)
    if a.wounds >= ally_life(a, c):
        ctx.emit("ally_killed", player=owner, who=who)
        return True
    return False


def heal_hero(ctx: Context, wounds: int = 0, exhaustion: int = 0) -> None:
    """Remove up to `wounds` and `exhaustion` (ALL = every one) from the hero."""
    p = ctx.state.current
    w = p.wounds if wounds == ALL else min(wounds, p.wounds)
    e = p.exhaustion if exhaustion == ALL else min(exhaustion, p.exhaustion)
    if w or e:
        ctx.emit("harm", player=p.seat, who=HERO, wounds=-w, exhaustion=-e)


def apply_outcome(ctx: Context, o: Outcome) -> bool:
    """A declarative card result; True when the hero is knocked out by it."""
    if o.gold:
        ctx.emit("gold", player=ctx.state.active, amount=o.gold)
    if o.heal_wounds or o.heal_exhaustion:
        heal_hero(ctx, o.heal_wounds, o.heal_exhaustion)
    if o.wounds or o.exhaustion:
        return harm_hero(ctx, o.wounds, o.exhaustion)
    return False


def knock_out(ctx: Context, seat: int | None = None, winner: int | None = None) -> None:
    """Knocked out (spec §8.3): all gold to the bank, the single highest-priced item or ally to the bottom of
    the market deck (the first of equals), wounds and exhaustion removed. Beaten by another hero (§11.3), the
    gold goes to him and he takes the card when his limits allow."""
    from .character import may_acquire
    c = content()
    s: GameState = ctx.state
    p = s.current if seat is None else s.players[seat]
    owned = [a.card for a in p.allies] + [i.card for i in p.items]
    if owned:
        best = max(owned, key=lambda card: (c.price(card), -owned.index(card)))
        if winner is not None and not c.is_duellist(best) and may_acquire(s.players[winner], c, best):
            ctx.emit("card_discarded", player=p.seat, card=best, to="winner", winner=winner)
        else:
            ctx.emit("card_discarded", player=p.seat, card=best)
    if winner is not None and p.gold:
        ctx.emit("gold", player=winner, amount=p.gold)
    ctx.emit("knocked_out", player=p.seat, gold=p.gold)
