"""Wounds and exhaustion taken or healed (spec §8): imposed exhaustion beyond stamina becomes wounds,
healing never goes below zero, and a hero whose wounds reach his life is knocked out (§8.3)."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from .character import ally_life, ally_stamina, hero_life, hero_stamina, may_acquire, take_exhaustion
from .content import ALL, Outcome, content
from .flow import FLOW, goto
from .routing import route_after_contact
from .state import END_TURN, GameState

KO_CHOICE, SPOILS = "knock_out_choice", "spoils"
AFTER_CONTACT = "after_contact"

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


def knock_out(ctx: Context, seat: int | None = None, winner: int | None = None, then: str = END_TURN) -> None:
    """Knocked out (spec §8.3): all gold to the bank, the single highest-priced item or ally (the player
    chooses among equals) to the bottom of the market deck, wounds and exhaustion removed. Beaten by another
    hero (§11.3) the gold goes to him, and the card too when his limits allow. `then`: END_TURN, or
    AFTER_CONTACT when a beaten defender's attacker goes on with his turn."""
    c = content()
    s: GameState = ctx.state
    p = s.current if seat is None else s.players[seat]
    if winner is not None and p.gold:
        ctx.emit("gold", player=winner, amount=p.gold)
    ctx.emit("knocked_out", player=p.seat, gold=p.gold)
    owned = [a.card for a in p.allies] + [i.card for i in p.items]
    top = max((c.price(card) for card in owned), default=0)
    tied = [card for card in owned if c.price(card) == top]
    if len(tied) > 1:
        ctx.emit("ko_choice", player=p.seat, winner=winner, then=then, options=tied)
        goto(ctx, KO_CHOICE)
        return
    finish_knock_out(ctx, p.seat, winner, tied[0] if tied else None, then)


def finish_knock_out(ctx: Context, seat: int, winner: int | None, card: str | None, then: str) -> None:
    c = content()
    s: GameState = ctx.state
    if card is not None and winner is not None and not c.is_duellist(card) and \
            may_acquire(s.players[winner], c, card):
        ctx.emit("ko_choice", player=seat, winner=winner, then=then, options=[card])
        goto(ctx, SPOILS)
        return
    if card is not None:
        ctx.emit("card_discarded", player=seat, card=card)
    continue_after(ctx, then)


def continue_after(ctx: Context, then: str) -> None:
    if ctx.state.ko is not None:
        ctx.emit("ko_done")
    if then == END_TURN:
        goto(ctx, END_TURN)
    else:
        route_after_contact(ctx)


@FLOW.step(SPOILS)
def spoils_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """The winner of a hero-vs-hero combat may take the card the loser gives up (spec §11.3)."""
    assert s.ko is not None
    winner = s.ko["winner"]
    return winner, "spoils", [act("take_spoils", winner), act("leave_spoils", winner)]


@FLOW.resolves("take_spoils", "leave_spoils")
def spoils(ctx: Context, action: Action) -> None:
    ko = ctx.state.ko
    card = ko["options"][0]
    if action.kind == "take_spoils":
        ctx.emit("card_discarded", player=ko["player"], card=card, to="winner", winner=ko["winner"])
    else:
        ctx.emit("card_discarded", player=ko["player"], card=card)
    continue_after(ctx, ko["then"])


@FLOW.step(KO_CHOICE)
def ko_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Which of the equally highest-priced cards the knocked-out hero gives up."""
    assert s.ko is not None
    seat = s.ko["player"]
    return seat, "knocked_out", [act("give_up", seat, card=card) for card in s.ko["options"]]


@FLOW.resolves("give_up")
def give_up(ctx: Context, action: Action) -> None:
    ko = ctx.state.ko
    finish_knock_out(ctx, ko["player"], ko["winner"], action["card"], ko["then"])
