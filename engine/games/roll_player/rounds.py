"""A round (spec §6): Roll phase, Dice phase with the attribute action, Cleanup, and the end (§7)."""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import Legal, make, one
from engine.kernel import Action, Context

from . import solo
from .attributes import (ATTR_KINDS, attr_actions, int_choose_actions, move_marker, perform, resolve_int_choice,
                         wis_more_actions)
from .flow import FLOW, draw_ids, next_in, place_actions, place_die, seat_order, sort_pool, untaken_cards
from .market import start_market
from .sheet import open_row_names
from .fiends import rounds as fiends_rounds
from .fiends.familiars import KINDS as FAMILIAR_KINDS, apply_familiar, familiar_actions
from .fiends.backpack import return_actions, room, store_actions
from .fiends.imps import fewest_rows
from .state import FAM, Attr, FiendsPlayer, FiendsState, Frame, GameState, Phase, PlayerState, row_of


# --- Roll phase ---------------------------------------------------------------------------------
@FLOW.automatic("round_start", "roll_dice")
def _roll_dice(ctx: Context) -> None:
    """Draw one die per Initiative card (expansion: 2 until the Call to Adventure, §12.3), roll, and lay
    them out lowest first, two by two where 2 (spec §6.1; split dice roll 1..4, PD-E11)."""
    s: GameState = ctx.state
    ctx.emit("round", round=s.round + 1)
    per = s.dice_per_card if isinstance(s, FiendsState) else 1
    ids = draw_ids(ctx, len(s.initiative) * per)
    if per == 1 and not isinstance(s, FiendsState):
        ctx.emit("rolled", dice=[[i, roll_numbered(6, ctx.rng)] for i in ids])
    else:
        faces = {d.id: d.faces for d in s.bag}
        ctx.emit("rolled", dice=[[i, roll_numbered(faces[i], ctx.rng)] for i in ids])
    ctx.emit("flow", phase=Phase.DICE.name, step="choose_card", current=s.first_player, turn=0)
    sort_pool(ctx, s.first_player, [i for i in range(len(s.initiative)) for _ in range(per)])


# --- Dice phase ---------------------------------------------------------------------------------
@FLOW.step("choose_card")
def _choose_card(s: GameState) -> Legal:
    p = s.current
    return p, "choose_initiative", [one("take_card", p, "card", i) for i in untaken_cards(s)]


@FLOW.resolves("take_card")
def _take_card(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    if isinstance(s, FiendsState):
        if fiends_rounds.take_card(ctx, a.seat, a["card"]):
            return
    else:
        ctx.emit("card_taken", player=a.player, card=a["card"], gold=s.initiative[a["card"]].gold)
    ctx.emit("flow", step="place")


@FLOW.step("place")
def _place(s: GameState) -> Legal:
    p = s.players[s.current_seat]
    card = s.initiative[p.card]
    rows = open_row_names(p)
    if type(p) is not PlayerState:
        rows = fewest_rows(p, rows)   # the Imp of Chaos
    if isinstance(p, FiendsPlayer) and room(p) == 0:   # the last slots wait for the Backpack's dice
        return p.seat, "place_die", return_actions(p.seat, card.dice)
    legal = [a for d in card.dice for a in place_actions("place", p.seat, d.id, rows)]
    if type(p) is not PlayerState:
        legal += store_actions(s, p.seat, card.dice)   # the Backpack
    return p.seat, "place_die", legal


@FLOW.resolves("place")
def _place_die(ctx: Context, a: Action) -> None:
    """Mandatory placement (PD-G11); then the one optional attribute action of that row."""
    s: GameState = ctx.state
    p = s.players[a.seat]
    card_idx = p.initiative
    assert card_idx is not None
    die = next(d for d in s.initiative[card_idx].dice if d.id == a["die"])
    place_die(ctx, p.seat, die, row_of(a["row"]), "card", card_idx)
    if not s.initiative[card_idx].dice:
        ctx.emit("flow", step="dice_end" if p.action_used_this_dice_phase else "action")


@FLOW.step("action")
def _action(s: GameState) -> Legal:
    p = s.current_seat
    legal: list[Action] = []
    for row in dict.fromkeys(s.placed_rows):
        legal.extend(familiar_actions(s, p) if row is FAM else attr_actions(s, p, row))
    if isinstance(s, FiendsState):
        legal = list(dict.fromkeys(legal))  # the familiar's attribute action may equal the row's (PD-E12)
    legal.append(make("skip_action", p))
    return p, "attribute_action", legal


@FLOW.resolves(*ATTR_KINDS.values())
def _attribute(ctx: Context, a: Action) -> None:
    """An attribute action: a card-granted one (frame), a Cleric's further step, or the placement's."""
    s: GameState = ctx.state
    top = s.stack[-1] if s.stack else None
    if top is not None and top.kind == "wis_more":
        left = top.data["left"] - 1
        ctx.emit("pop")
        move_marker(ctx, a.seat, a["dir"], why="wisdom")
        if left > 0:
            ctx.emit("push", frame="wis_more", player=a.player, data={"left": left})
        return
    if top is not None and top.kind == "attr":
        ctx.emit("pop")
        perform(ctx, a)
        return
    assert s.step == "action", f"an attribute action outside a frame at step {s.step}"
    ctx.emit("action_used", player=a.player)
    perform(ctx, a)
    _finish_dice_turn(ctx)


def _finish_dice_turn(ctx: Context) -> None:
    """End the Dice turn now, or as a system step when a choice is pending or the solo enemy
    die must be rolled (rolls are system steps)."""
    s: GameState = ctx.state
    if s.stack or s.solo:
        ctx.emit("flow", step="dice_end")
    else:
        _end_dice_turn(ctx)


@FLOW.resolves(*FAMILIAR_KINDS)
def _familiar(ctx: Context, a: Action) -> None:
    """The familiar action as the one action of the Dice turn (spec §12.3), or granted by a card."""
    s: GameState = ctx.state
    if s.stack and s.stack[-1].kind in ("skill_familiar", "purity_familiar"):
        ctx.emit("pop")
        apply_familiar(ctx, a)
        return
    ctx.emit("action_used", player=a.player)
    apply_familiar(ctx, a)
    _finish_dice_turn(ctx)


@FLOW.resolves("skip_action")
def _skip(ctx: Context, a: Action) -> None:
    _finish_dice_turn(ctx)


@FLOW.resolves("stop")
def _stop(ctx: Context, a: Action) -> None:
    ctx.emit("pop")


@FLOW.frame("attr")
def _attr_frame(s: GameState, f: Frame) -> list[Action]:
    return attr_actions(s, f.player, Attr[f.data["attr"]])


FLOW.frame("int_choose")(lambda s, f: int_choose_actions(f, s))
FLOW.frame("wis_more")(wis_more_actions)
FLOW.resolves("int_keep", "int_reroll")(resolve_int_choice)


@FLOW.automatic("dice_end", "end_dice_turn")
def _end_dice_turn(ctx: Context) -> None:
    """The end of a Dice turn: the solo enemy die, then the next player or the Market phase."""
    s: GameState = ctx.state
    fiends = isinstance(s, FiendsState)
    if s.solo:
        (fiends_rounds.solo_enemy_turn if fiends else solo.enemy_turn)(ctx)
    nxt = next_in(seat_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", step="choose_card", turn=nxt[0], current=nxt[1])
    else:
        if fiends:
            fiends_rounds.end_of_dice_phase(ctx)
        ctx.emit("flow", phase=Phase.MARKET.name, step="market_start", current=None, turn=0)
        start_market(ctx)


