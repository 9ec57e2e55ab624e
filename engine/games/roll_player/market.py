"""The Market phase (spec §6.3, §4.6–4.7): buying, discarding for gold, hands, Druid and Bard turns."""
from __future__ import annotations

from engine.common.steps import Legal, act, make, one
from engine.kernel import Action, Context

from . import effects, solo
from .attributes import has_target, move_marker
from .effects import content
from .fiends.imps import restricted, reverse
from .fiends.market import can_hunt
from .fiends.market_cards import on_purchase
from .flow import FLOW, give_gold, market_order
from .state import Attr, GameState, Phase

FRIENDLY = "friendly_market"


# --- prices and hands ---------------------------------------------------------------------------
def price(s: GameState, player: int, card_id: str, *, discounts: bool = True) -> int:
    """Printed cost minus discounts (class, Heavy Crossbow, Haggle), never below 0 (PD-G07)."""
    card = content().cards[card_id]
    cost = card.cost
    if discounts:
        cost -= effects.discount(s.players[player], card)
        if s.current == player:
            cost -= s.discount
    return max(0, cost)


def hands_used(s: GameState, player: int) -> int:
    cards = content().cards
    return sum(cards[w].hands or 0 for w in s.players[player].weapons)


def fits(s: GameState, player: int, card_id: str) -> bool:
    """A weapon may be bought only if the hand limit still holds (Barbarian: 4)."""
    card = content().cards[card_id]
    if card.type != "weapon":
        return True
    return hands_used(s, player) + (card.hands or 0) <= effects.hand_limit(s.players[player])


HANDS, GOLD = "hands", "gold"


def blocker(s: GameState, player: int, card_id: str) -> str | None:
    """Why `player` cannot buy a Market card: HANDS (the weapon hand limit, §4.7) or GOLD (its price
    beyond their gold and one Charisma token, §4.6); None when they can. buy_options applies the same rules."""
    if not fits(s, player, card_id):
        return HANDS
    p = s.players[player]
    token = 1 if p.charisma > 0 and not s.charisma_used and not restricted(p, "no_charisma_spend") else 0
    return GOLD if price(s, player, card_id) - token > p.gold else None


def buy_options(s: GameState, player: int, cards: list[str], kind: str, *, discounts: bool = True) -> list[Action]:
    """Every affordable purchase, with and without one Charisma token (at most one per purchase)."""
    p = s.players[player]
    out: list[Action] = []
    token = discounts and p.charisma > 0 and not s.charisma_used and not restricted(p, "no_charisma_spend")
    no_traits = restricted(p, "no_traits")   # the Imp of Envy
    records = content().cards
    mods = effects.discount_sources(p) if discounts else []
    haggle = s.discount if discounts and s.current == player else 0
    room = effects.hand_limit(p) - hands_used(s, player)
    for card in dict.fromkeys(cards):
        record = records[card]
        if record.type == "weapon" and (record.hands or 0) > room:
            continue
        if no_traits and record.type == "trait":
            continue
        cost = record.cost - haggle
        if mods:  # most players have no discount source: skip the generator
            cost -= sum(e.discount(record, prm) for e, prm in mods)
        cost = cost if cost > 0 else 0
        plain, with_token = _BUYS.get((kind, player, card)) or _buy_actions(kind, player, card)
        if cost <= p.gold:
            out.append(plain)
        if token and cost > 0 and cost - 1 <= p.gold:
            out.append(with_token)
    return out


_BUYS: dict[tuple[str, int, str], tuple[Action, Action]] = {}


def _buy_actions(kind: str, player: int, card: str) -> tuple[Action, Action]:
    """A purchase without and with a Charisma token, built once per (kind, player, card)."""
    pair = _BUYS[kind, player, card] = (make(kind, player, (("card", card), ("charisma", False))),
                                        make(kind, player, (("card", card), ("charisma", True))))
    return pair


def buy(ctx: Context, player: int, card_id: str, source: str, charisma: bool, *, discounts: bool = True) -> None:
    """Pay, take the card, apply its purchase effects, then continue the Market turn."""
    s: GameState = ctx.state
    card = content().cards[card_id]
    cost = price(s, player, card_id, discounts=discounts)
    token = 1 if charisma else 0
    ctx.emit("bought", player=player, card=card_id, source=source, type=card.type,
             gold=cost - token, charisma=token, cost=cost)
    p = s.players[player]
    more = s.bought + 1 < effects.purchases(p) and bool(s.market_row)
    ctx.emit("flow", bought=s.bought + 1, discount=0, charisma_used=s.charisma_used or charisma,
             step="bard_second" if more else "market_after")
    on_purchase(ctx, player, card_id)   # a Scroll's one-time action (expansion)
    if card.type == "trait":
        assert card.arrow is not None
        arrow = reverse(card.arrow) if restricted(p, "reverse_trait_arrow") else card.arrow   # the Imp of Spite
        move_marker(ctx, player, arrow, why="trait")
        for attr in effects.after_trait(p):
            if has_target(s, player, Attr[attr]):
                ctx.emit("push", frame="attr", player=player, data={"attr": attr, "why": "class"})


# --- the phase ----------------------------------------------------------------------------------
@FLOW.automatic("market_start")
def start_market(ctx: Context) -> None:
    """The Druid may first add a discarded card to the Market (PD-G21)."""
    s: GameState = ctx.state
    for p in s.players:
        if effects.market_start_cards(p) and s.discard_pile and not s.druid_done:
            ctx.emit("flow", step="druid", current=p.seat)
            return
    begin_market_turn(ctx)


@FLOW.step("druid")
def _druid(s: GameState) -> Legal:
    p = s.current
    legal = [act("druid_take", p, card=c) for c in dict.fromkeys(s.discard_pile)]
    return p, "druid_card", legal + [act("druid_pass", p)]


@FLOW.resolves("druid_take", "druid_pass")
def _druid_take(ctx: Context, a: Action) -> None:
    if a.kind == "druid_take":
        ctx.emit("to_market", card=a["card"], player=a.player)
    ctx.emit("flow", druid_done=True)
    begin_market_turn(ctx)


def begin_market_turn(ctx: Context) -> None:
    s: GameState = ctx.state
    for p in market_order(s):
        if not s.players[p].market_done:
            ctx.emit("flow", step="market_turn", current=p, bought=0, charisma_used=False, discount=0, peek=None)
            return
    ctx.emit("flow", phase=Phase.CLEANUP.name, step="cleanup", current=None, turn=0)


@FLOW.step("market_turn")
def _market_turn(s: GameState) -> Legal:
    """DP-M1: buy, or discard a card for 2 gold (Friendly Market / empty Market: just take 2 gold)."""
    p = s.current
    assert p is not None
    legal = buy_options(s, p, s.market_row, "buy")
    if s.market_row and FRIENDLY not in s.variants:
        legal.extend(one("discard", p, "card", c) for c in dict.fromkeys(s.market_row))
    else:
        legal.append(make("take_gold", p))
    if can_hunt(s, p):
        legal.append(make("hunt", p))
    return p, "market_action", legal


@FLOW.step("bard_second")
def _bard_second(s: GameState) -> Legal:
    """PD-G22: the second purchase is optional and never a discard-for-gold."""
    p = s.current
    assert p is not None
    legal = buy_options(s, p, s.market_row, "buy")
    return p, "second_purchase", legal + [act("end_turn", p)]


@FLOW.resolves("buy")
def _buy(ctx: Context, a: Action) -> None:
    buy(ctx, a.seat, a["card"], "market", a["charisma"])
    finish_if_free(ctx)


def finish_if_free(ctx: Context) -> None:
    """End the Market turn at once when nothing (a granted action) is still pending."""
    s: GameState = ctx.state
    if s.step == "market_after" and not s.stack:
        end_market_turn(ctx)


@FLOW.resolves("discard", "take_gold")
def _discard(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    player = a.player
    assert player is not None
    if a.kind == "discard":
        ctx.emit("discarded", player=player, card=a["card"])
    give_gold(ctx, player, content().discard_gold + effects.discard_bonus(s.players[player]), a.kind)
    end_market_turn(ctx)


@FLOW.resolves("drop_weapon")
def _drop_weapon(ctx: Context, a: Action) -> None:
    ctx.emit("weapon_dropped", player=a.player, card=a["card"])


@FLOW.resolves("end_turn")
def _end_turn(ctx: Context, a: Action) -> None:
    end_market_turn(ctx)


@FLOW.automatic("market_after", "end_market_turn")
def end_market_turn(ctx: Context) -> None:
    s: GameState = ctx.state
    if s.solo:
        solo.after_market(ctx)
    ctx.emit("market_done", player=s.current)
    begin_market_turn(ctx)
