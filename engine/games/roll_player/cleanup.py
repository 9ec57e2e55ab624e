"""Cleanup (spec §6.4) and the end of the game (spec §7, PD-G16)."""
from __future__ import annotations

from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .fiends import battle as fiends_battle, market as fiends_market
from .fiends.abilities import charisma_kept
from .fiends.imps import restricted
from .fiends.setup import place_imps
from .flow import FLOW, seat_order
from .state import FiendsState, GameState, Phase


@FLOW.automatic("cleanup")
def start_cleanup(ctx: Context) -> None:
    """Charisma tokens go; the game ends after the round in which every sheet is full (§7, PD-G16)."""
    s: GameState = ctx.state
    fiends = isinstance(s, FiendsState)
    for p in s.players:
        lost = p.charisma - min(p.charisma, charisma_kept(p)) if fiends else p.charisma
        if lost:
            ctx.emit("charisma", player=p.seat, delta=-lost, why="cleanup")
    if all(p.full() for p in s.players):
        if fiends:
            fiends_battle.start_end_of_creation(ctx)   # the last chance, the Monster battle, then scoring
        else:
            ctx.emit("game_over")
        return
    _next_refresh(ctx, -1)


def _in_cleanup_step(ctx: Context) -> bool:
    """True inside an automatic step: the refill may follow at once; after a player's choice
    it waits for its own system step (refills and rolls are system steps)."""
    s: GameState = ctx.state
    return s.step == "cleanup"


def _next_refresh(ctx: Context, turn: int) -> None:
    """DP-C1: in seat order, each player with an exhausted skill may refresh one."""
    s: GameState = ctx.state
    order = seat_order(s)
    for k in range(turn + 1, len(order)):
        p = s.players[order[k]]
        if any(p.skills.values()) and not restricted(p, "no_skill_refresh"):   # the Imp of Sloth
            ctx.emit("flow", step="refresh", current=order[k], turn=k)
            return
    if _in_cleanup_step(ctx):
        _new_round(ctx)
    else:
        ctx.emit("flow", step="cleanup_end", current=None, turn=0)


@FLOW.step("refresh")
def _refresh(s: GameState) -> Legal:
    p = s.players[s.current_seat]
    legal = [act("refresh", p.seat, card=c) for c, exhausted in p.skills.items() if exhausted]
    return p.seat, "refresh_skill", legal + [act("refresh_none", p.seat)]


@FLOW.resolves("refresh", "refresh_none")
def _do_refresh(ctx: Context, a: Action) -> None:
    if a.kind == "refresh":
        ctx.emit("refreshed", player=a.player, card=a["card"])
    _next_refresh(ctx, ctx.state.turn)


@FLOW.automatic("cleanup_end", "new_round")
def _new_round(ctx: Context) -> None:
    """Spec §6.4 steps 3–6: dice back, Market redrawn, gold on cards (never above 1), bag passed left."""
    s: GameState = ctx.state
    ctx.emit("dice_to_bag")
    if s.market_row:
        ctx.emit("market_cleared")
    fiends = isinstance(s, FiendsState)
    draw_market(ctx, fiends_market.market_size(s) if fiends else len(s.initiative))
    while fiends and fiends_market.call_id() in s.market_row:
        fiends_market.call_to_adventure(ctx, "market")   # replaced at once by the next card (§12.3)
        draw_market(ctx, 1)
    for i, card in enumerate(s.initiative):
        if card.gold_space and card.gold == 0:
            ctx.emit("card_gold", card=i)
    if fiends:
        place_imps(ctx)
    ctx.emit("cards_returned")
    if not s.solo:
        ctx.emit("first_passed", player=(s.first_player + 1) % len(s.players))
    ctx.emit("flow", phase=Phase.ROLL.name, step="round_start", current=None, turn=0)


def draw_market(ctx: Context, n: int) -> None:
    """Draw `n` cards; when the deck runs out, shuffle the whole discard pile in and go on (PD-G13)."""
    s: GameState = ctx.state
    drawn = s.market().draw(n, ctx.rng)
    before = len(drawn.cards) if drawn.reshuffled is None else len(s.market_deck)
    if before:
        ctx.emit("market_drawn", cards=drawn.cards[:before])
    if drawn.reshuffled is not None:
        ctx.emit("deck_reshuffled", deck=drawn.reshuffled)
        ctx.emit("market_drawn", cards=drawn.cards[before:])
