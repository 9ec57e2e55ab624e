"""Familiar actions (spec §15.8, F01–F15): the one action a player may take after placing a die in the
familiar row (§12.3, PD-E12), as enumerable actions; familiar cards read through `load_fiends()`.

Attribute-like familiar actions (Owl, Cat, Toad, Pseudodragon, Sprite) offer that attribute's own
actions, so an imp forbidding the attribute forbids it here too (PD-E25, with imps §12.4).
"""
from __future__ import annotations

from engine.common.steps import act, make
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..attributes import attr_actions
from ..flow import give_gold
from ..reducer import fiends_reducer
from ..state import Attr, FAM, FiendsState, GameState, fiends_player, fiends_state
from .abilities import familiar_xp
from .imps import restricted
from .xp import gain_xp
from .content import Familiar, load_fiends

ATTRIBUTE_EFFECTS: dict[str, Attr] = {
    "strength_action": Attr.STR, "dexterity_action": Attr.DEX, "constitution_action": Attr.CON,
    "intelligence_action": Attr.INT, "wisdom_action": Attr.WIS,
}
KINDS = ("familiar_gain", "familiar_to_market", "familiar_refresh", "familiar_banish", "familiar_set",
         "familiar_damage")


def familiar_of(s: GameState, player: int) -> Familiar | None:
    fid = getattr(s.players[player], "familiar", None)
    return None if fid is None else load_fiends().familiars[fid]


def familiar_actions(s: GameState, player: int) -> list[Action]:
    """Every legal way to take `player`'s familiar action now (empty = unavailable)."""
    fam = familiar_of(s, player)
    if fam is None:
        return []
    effect, params = fam.effect, fam.params
    p = fiends_player(s, player)
    if restricted(p, "no_familiar_action"):   # the Imp of Unrest
        return []
    if effect in ATTRIBUTE_EFFECTS:
        return attr_actions(s, player, ATTRIBUTE_EFFECTS[effect])
    if effect == "gain":
        return [make("familiar_gain", player)]
    if effect == "discard_to_market":
        return [act("familiar_to_market", player, card=c) for c in dict.fromkeys(s.discard_pile)]
    if effect == "refresh_skill":
        return [act("familiar_refresh", player, card=c) for c, exhausted in p.skills.items() if exhausted]
    if effect == "banish_free":
        return [act("familiar_banish", player, imp=i) for i in dict.fromkeys(p.imps_active)]
    if effect == "set_placed_familiar_die":
        out: list[Action] = []
        for index in dict.fromkeys(fiends_state(s).placed_familiar):
            die = p.sheet[FAM][index]
            if die is not None:
                out.extend(act("familiar_set", player, index=index, value=v)
                           for v in range(1, die.faces + 1) if v != die.value)
        return out
    if effect == "discard_damage_or_gain":
        out = [make("familiar_gain", player)]
        if p.damage >= params.get("damage", 1):
            out.append(make("familiar_damage", player))
        return out
    raise ValueError(f"unknown familiar effect {effect!r}")


def apply_familiar(ctx: Context, a: Action) -> None:
    """Carry out a familiar action (the caller has already used up the player's one action)."""
    s: GameState = ctx.state
    player = a.player
    assert player is not None
    fam = familiar_of(s, player)
    assert fam is not None
    params = fam.params
    if a.kind == "familiar_gain":
        gains = {"xp": params["xp"]} if fam.effect == "discard_damage_or_gain" else params
        for what, amount in gains.items():
            if what == "gold":
                give_gold(ctx, player, amount, "familiar")
            elif what == "charisma":
                if not restricted(s.players[player], "no_charisma_gain"):   # the Imp of Emptiness
                    ctx.emit("charisma", player=player, delta=amount)
            elif what == "xp":
                gain_xp(ctx, player, amount, "familiar")
            else:
                ctx.emit(what, player=player, delta=amount, why="familiar")
    elif a.kind == "familiar_damage":
        ctx.emit("damage", player=player, delta=-params.get("damage", 1), why="familiar")
    elif a.kind == "familiar_to_market":
        ctx.emit("to_market", card=a["card"], player=player)
    elif a.kind == "familiar_refresh":
        ctx.emit("refreshed", player=player, card=a["card"])
    elif a.kind == "familiar_banish":
        ctx.emit("imp_banished", player=player, imp=a["imp"], why="familiar")
    elif a.kind == "familiar_set":
        ctx.emit("die_value", player=player, row=FAM.name, index=a["index"], value=a["value"], why="familiar")
    bonus = familiar_xp(s.players[player])
    if bonus:
        gain_xp(ctx, player, bonus, "class")


@fiends_reducer("xp")
def _xp(s: FiendsState, d: JsonObject) -> None:
    s.player(d["player"]).xp += d["delta"]


@fiends_reducer("glory")
def _glory(s: FiendsState, d: JsonObject) -> None:
    s.player(d["player"]).glory += d["delta"]


@fiends_reducer("damage")
def _damage(s: FiendsState, d: JsonObject) -> None:
    s.player(d["player"]).damage += d["delta"]


@fiends_reducer("imp_banished")
def _imp_banished(s: FiendsState, d: JsonObject) -> None:
    p = s.player(d["player"])
    p.imps_active.remove(d["imp"])
    p.imps_banished.append(d["imp"])
