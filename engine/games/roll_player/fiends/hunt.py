"""Hunting minions (spec §12.5, DP-H1…H4, PD-E21…E23, E32): a Market turn's whole action instead of
buying or discarding. The hunter may pay 3 gold to send the revealed minion under the deck (before
hiring), hires mercenaries (3 XP or 5 gold, a Charisma token off the gold), rolls 1 combat die plus the
weakness's dice plus mercenaries, re-rolls single dice for 1 XP, and gains every reward of the level
reached; a trophy level keeps the minion and gives the next Adventure token (lair, trap, attack; then
1 XP), whose card its holder may look at. Glory and Damage never change a hunt (PD-E21).
"""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import act, make
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..attributes import has_target
from ..effects import content
from ..flow import FLOW, give_gold
from ..market import end_market_turn
from ..reducer import fiends_reducer
from ..state import ATTRS, Attr, FiendsPlayer, FiendsState, Frame, GameState, PlayerState, fiends_player, row_of
from .content import Minion, Reward, load_fiends
from .counts import count_of
from .abilities import class_param
from .imps import imp_param, restricted
from .fight_cards import after_roll, before_roll, rerolled, subsets
from .market_cards import weapon_param
from .scoring import familiar_power
from .xp import gain_xp


def minion(s: FiendsState) -> Minion:
    return load_fiends().minions[s.minion_deck[0]]


def mercenary_price(p: PlayerState) -> tuple[int, int]:
    """(XP, gold) for one mercenary; the Imp of Gluttony raises both."""
    prices = load_fiends().prices
    records = load_fiends().imps
    for i in p.imps_active if isinstance(p, FiendsPlayer) else ():
        if records[i].effect == "mercenary_cost":
            return int(records[i].params["xp"]), int(records[i].params["gold"])
    return prices.mercenary_xp, prices.mercenary_gold


def pool_size(s: FiendsState, seat: int, mercenaries: int) -> int:
    """1 combat die + the weakness's dice + mercenaries (+ Frenzy's per Damage token), minus the Imp
    of Darkness's, never below 0."""
    p = fiends_player(s, seat)
    m = minion(s)
    dice = 1 + m.weakness.dice_for(count_of(s, seat, m.weakness.count)) + mercenaries
    dice += weapon_param(p, "fight_dice", "dice")
    frenzy = class_param(p, "frenzy", "dice_per_token")
    if frenzy:
        dice += min(frenzy * p.damage, class_param(p, "frenzy", "max") or 99)
    return max(0, dice - imp_param(p, "fewer_combat_dice", "dice"))


# --- the Market choice and the hunt's questions ------------------------------------------------------
@FLOW.resolves("hunt")
def _hunt(ctx: Context, a: Action) -> None:
    ctx.emit("push", frame="hunt", player=a.player, data={"minion": ctx.state.minion_deck[0], "mercenaries": 0,
                                                          "rolls": None, "bonus": 0, "free_used": False})


@FLOW.frame("hunt")
def _hunt_frame(s: GameState, f: Frame) -> list[Action]:
    p = fiends_player(s, f.player)
    prices = load_fiends().prices
    if f.data["rolls"] is None:
        out: list[Action] = []
        if f.data["mercenaries"] == 0 and p.gold >= prices.minion_cycle_gold:
            out.append(make("hunt_cycle", f.player))
        xp, gold = mercenary_price(p)
        if p.xp >= xp:
            out.append(act("hunt_hire", f.player, pay="xp"))
        if p.gold >= gold:
            out.append(act("hunt_hire", f.player, pay="gold"))
        if p.charisma > 0 and not restricted(p, "no_charisma_spend") and \
                p.gold >= gold - prices.mercenary_charisma_discount:
            out.append(act("hunt_hire", f.player, pay="gold_token"))
        return out + before_roll(s, f.player) + [make("hunt_roll", f.player)]
    out = []
    if p.xp >= prices.reroll_xp and not restricted(p, "no_xp_reroll"):
        seen: set[int] = set()
        for i, v in enumerate(f.data["rolls"]):
            if v not in seen:
                seen.add(v)
                out.append(act("hunt_reroll", f.player, index=i))
    out += after_roll(s, f.player, f.data["rolls"], f.data["free_used"])
    if _class_effect(p) == "backstab" and not f.data.get("backstab_used"):
        out += [act("backstab", f.player, dice=chosen) for chosen in subsets(f.data["rolls"])]
    out.append(act("hunt_accept", f.player, power=False))
    if _overseer(p):
        out.append(act("hunt_accept", f.player, power=True))
    return out


def _overseer(p: FiendsPlayer) -> bool:
    return _class_effect(p) == "overseer"


def _class_effect(p: FiendsPlayer) -> str | None:
    return content().classes[p.class_id].effect if p.class_id else None


@FLOW.resolves("hunt_cycle")
def _cycle(ctx: Context, a: Action) -> None:
    """DP-H1: 3 gold sends the revealed minion under the deck and reveals the next (PD-E23)."""
    ctx.emit("gold", player=a.player, delta=-load_fiends().prices.minion_cycle_gold, reason="cycle_minion")
    ctx.emit("minion_cycled")
    ctx.emit("frame", data={"minion": ctx.state.minion_deck[0]})


@FLOW.resolves("hunt_hire")
def _hire(ctx: Context, a: Action) -> None:
    """DP-H2: a mercenary for XP or gold; one Charisma token takes a gold off (PD-E22)."""
    s: GameState = ctx.state
    p = fiends_player(s, a.seat)
    xp, gold = mercenary_price(p)
    if a["pay"] == "xp":
        ctx.emit("xp", player=a.player, delta=-xp, why="mercenary")
    else:
        discount = load_fiends().prices.mercenary_charisma_discount if a["pay"] == "gold_token" else 0
        if discount:
            ctx.emit("charisma", player=a.player, delta=-1, why="mercenary")
        ctx.emit("gold", player=a.player, delta=-(gold - discount), reason="mercenary")
    ctx.emit("frame", data={"mercenaries": s.stack[-1].data["mercenaries"] + 1})


@FLOW.resolves("hunt_roll")
def _roll(ctx: Context, a: Action) -> None:
    s: FiendsState = ctx.state
    faces = load_fiends().combat_die_faces
    n = pool_size(s, a.seat, s.stack[-1].data["mercenaries"]) + s.stack[-1].data["bonus"]
    ctx.emit("frame", data={"rolls": [roll_numbered(faces, ctx.rng) for _ in range(n)]})


@FLOW.resolves("hunt_reroll")
def _reroll(ctx: Context, a: Action) -> None:
    """DP-H3: 1 XP re-rolls one die, as often as the hunter pays."""
    s: GameState = ctx.state
    rolls = list(s.stack[-1].data["rolls"])
    ctx.emit("xp", player=a.player, delta=-load_fiends().prices.reroll_xp, why="reroll")
    rolls[a["index"]] = roll_numbered(load_fiends().combat_die_faces, ctx.rng)
    ctx.emit("frame", data={"rolls": rolls})


@FLOW.resolves("backstab")
def _backstab(ctx: Context, a: Action) -> None:
    """The Assassin's Backstab: once per Hunt, any of the combat dice re-rolled for free."""
    rolls = rerolled(ctx, list(ctx.state.stack[-1].data["rolls"]), a["dice"])
    ctx.emit("frame", data={"rolls": rolls, "backstab_used": True})


@FLOW.resolves("hunt_accept")
def _accept(ctx: Context, a: Action) -> None:
    """The result (or the Beastmaster's familiar Power, PD-E32), every reward of its level, the trophy
    or the minion under the deck; then the Market turn ends (after any reward action)."""
    s: FiendsState = ctx.state
    seat = a.player
    assert seat is not None
    p = fiends_player(s, seat)
    frame = s.stack[-1]
    m = load_fiends().minions[frame.data["minion"]]
    result = familiar_power(p) if a["power"] else sum(frame.data["rolls"])
    ctx.emit("pop")
    level = m.level_for(result)
    ctx.emit("hunted", player=seat, minion=m.id, result=result, rewards=bool(level))
    ctx.emit("flow", step="market_after")
    actions: list[Reward] = []
    if level is not None:
        for reward in level.rewards:
            if reward.kind == "attribute_action":
                actions.append(reward)
            else:
                _gain(ctx, seat, reward)
    if level is not None and level.trophy:
        order = load_fiends().adventure_order
        token = next((t for t in order if t not in p.adventure_tokens), None)
        ctx.emit("trophy", player=seat, minion=m.id, token=token)
        if token is None:
            _gain(ctx, seat, Reward("xp", load_fiends().prices.trophy_xp))
    else:
        ctx.emit("minion_cycled")
    for reward in actions:
        attrs = [reward.attr.name] if reward.attr is not None else [x.name for x in ATTRS]
        ctx.emit("push", frame="reward_action", player=seat, data={"attrs": attrs})
    if not s.stack:
        end_market_turn(ctx)


def _gain(ctx: Context, seat: int, reward: Reward) -> None:
    s: GameState = ctx.state
    p = fiends_player(s, seat)
    if reward.kind == "xp":
        if not restricted(p, "no_minion_xp"):   # the Imp of Ignorance
            gain_xp(ctx, seat, reward.amount, "minion")
    elif reward.kind == "gold":
        give_gold(ctx, seat, reward.amount, "minion")
    elif reward.kind == "glory":
        ctx.emit("glory", player=seat, delta=reward.amount, why="minion")
    elif reward.kind == "damage":
        ctx.emit("damage", player=seat, delta=reward.amount, why="minion")
        harvest = class_param(p, "harvest", "xp")
        if harvest:
            gain_xp(ctx, seat, harvest, "class")
    else:
        raise ValueError(f"a minion reward of kind {reward.kind!r} is not gained in a hunt")


@FLOW.frame("reward_action")
def _reward_frame(s: GameState, f: Frame) -> list[Action]:
    """DP-H4: an attribute action among the rewards is optional."""
    options = [act("reward_attr", f.player, attr=a) for a in f.data["attrs"] if has_target(s, f.player, Attr(a))]
    return options + [make("reward_skip", f.player)]


@FLOW.resolves("reward_attr", "reward_skip")
def _reward_action(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    if a.kind == "reward_attr":
        ctx.emit("push", frame="attr", player=a.player, data={"attr": a["attr"], "why": "minion"})


# --- reducers -------------------------------------------------------------------------------------
@fiends_reducer("hunted")
def _hunted(s: FiendsState, d: JsonObject) -> None:
    """The log's record of a hunt's result; the rewards are their own events."""


@fiends_reducer("trophy")
def _trophy(s: FiendsState, d: JsonObject) -> None:
    s.minion_deck.remove(d["minion"])
    p = s.player(d["player"])
    p.trophies.append(d["minion"])
    if d["token"] is not None:
        p.adventure_tokens.append(d["token"])


def adventure_seen(s: FiendsState, viewer: int) -> list[bool]:
    """Which of the face-down Adventure cards (lair, trap, attack) `viewer` may look at: those whose
    token they hold (spec §12.5 step 6, PD-E29), all of them with Vision."""
    p = s.player(viewer)
    vision = p.class_id is not None and content().classes[p.class_id].effect == "vision"
    kinds = [load_fiends().adventures[a].type for a in s.adventure]
    return [vision or kind in p.adventure_tokens for kind in kinds]
