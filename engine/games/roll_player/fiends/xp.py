"""Spending XP (spec §12.6, DP-X4): 5 XP for any attribute action (Foresight: fewer), 2 XP to discard a
Damage token, at any time before the end of character creation. The XP action is outside the one
action per Dice phase (PD-E24), is never a familiar action, and an imp forbidding the action forbids it
here too (PD-E25). The 1-XP re-roll and the 3-XP mercenary belong to the fights (§12.5, §12.7).
"""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..attributes import has_target
from ..effects import Effect, content, effect
from ..reducer import fiends_reducer
from ..state import ATTRS, FiendsPlayer, FiendsState, GameState, Phase, PlayerState, fiends_player
from .content import load_fiends
from .imps import BATTLE_STEPS


def attribute_xp(p: PlayerState) -> int:
    """What the XP attribute action costs `p` (Foresight lowers it)."""
    cost = load_fiends().prices.attribute_action_xp
    if p.class_id:
        cls = content().classes[p.class_id]
        if cls.effect == "foresight":
            cost = min(cost, int(cls.params.get("xp", cost)))
    return cost


def xp_actions(s: GameState) -> list[Action]:
    """Every player's XP spending open now (offered beside any player's question, like skills)."""
    if s.phase is Phase.SETUP or s.phase is Phase.GAME_OVER or s.step in BATTLE_STEPS:
        return []
    prices = load_fiends().prices
    out: list[Action] = []
    for p in s.players:
        if not isinstance(p, FiendsPlayer) or (p.xp <= 0):
            continue
        if p.xp >= attribute_xp(p):
            out.extend(act("xp_action", p.seat, attr=a.name) for a in ATTRS if has_target(s, p.seat, a))
        if p.damage > 0 and p.xp >= prices.discard_damage_xp:
            out.append(act("xp_discard_damage", p.seat))
    return out


def spend(ctx: Context, a: Action) -> None:
    """Pay the XP, then the attribute action's target (a frame) or the Damage token."""
    s: GameState = ctx.state
    p = s.players[a.seat]
    if a.kind == "xp_action":
        ctx.emit("xp", player=a.player, delta=-attribute_xp(p), why="attribute_action")
        ctx.emit("push", frame="attr", player=a.player, data={"attr": a["attr"], "why": "xp"})
    else:
        ctx.emit("xp", player=a.player, delta=-load_fiends().prices.discard_damage_xp, why="discard_damage")
        ctx.emit("damage", player=a.player, delta=-1, why="xp")


# --- gaining XP, and the Trickster (E28, spec §12.9) -------------------------------------------------
TRICKSTER = "trickster"


def gain_xp(ctx: Context, seat: int, amount: int, why: str) -> None:
    """Gain XP; a Trickster's owner then decides how much of it stays on the card (unspendable)."""
    if amount <= 0:
        return
    ctx.emit("xp", player=seat, delta=amount, why=why)
    p = ctx.state.players[seat]
    cards = content().cards
    if any(cards[t].effect == TRICKSTER for t in p.traits):
        ctx.emit("push", frame="trickster", player=seat, data={"amount": amount})


@effect(TRICKSTER)
class Trickster(Effect):
    """XP kept on the card when gained (the `trickster` frame) and scored by its `stored_xp` rule."""


def trickster_actions(s: GameState, seat: int, amount: int) -> list[Action]:
    return [act("trickster_keep", seat, xp=n) for n in range(0, min(amount, fiends_player(s, seat).xp) + 1)]


def keep(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    if a["xp"]:
        ctx.emit("xp_stored", player=a.player, xp=a["xp"])


@fiends_reducer("xp_stored")
def _xp_stored(s: FiendsState, d: JsonObject) -> None:
    p = s.player(d["player"])
    p.xp -= d["xp"]
    p.xp_on_trickster += d["xp"]
