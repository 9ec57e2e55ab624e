"""Imps (spec §12.4, §15.9): active restrictions and banishing.

An active imp either changes an effects hook (price, hand limit, gold income, discard gold: registered
below as "imp.<effect>" and read through `effects.sources`) or forbids something, asked with
`restricted(player, effect)` where the rule is (attribute and familiar actions, skills, refreshing,
traits, Charisma, placement, Initiative gold). Fight restrictions (no_hunt, battle_damage, no_xp_reroll,
fewer_combat_dice, no_minion_xp, mercenary_cost) are read by the Hunt (§12.5) and the Monster battle
(§12.7) when they come. Banishing (DP-X3) is an any-time action until the end of character creation.
"""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from ..content import CharClass, MarketCard
from ..effects import IMP_PREFIX, Effect, Params, content, effect
from ..state import FiendsPlayer, GameState, Phase, PlayerState, row_of
from .content import load_fiends

ATTRIBUTE_KINDS = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
# The Monster battle's steps (fiends/battle.py): after the end of creation, so no banishing and no
# XP attribute action or Damage removal there (spec §12.4, §12.6, checklist 38).
BATTLE_STEPS = frozenset({"battle_start", "battle_hire", "battle_reroll", "battle_end"})


def restricted(p: PlayerState, name: str) -> bool:
    """An active imp of `p` has the restriction `name` (an imp effect of content/fiends/imps.toml)."""
    active = p.__dict__.get("imps_active")   # a base seat has none (and no exception is raised to say so)
    if not active:
        return False
    records = load_fiends().imps
    return any(records[i].effect == name for i in active)


def imp_param(p: PlayerState, name: str, key: str, default: int = 0) -> int:
    """The sum of `key` over `p`'s active imps with restriction `name` (`default` when none has it)."""
    records = load_fiends().imps
    values = [int(records[i].params.get(key, 0)) for i in getattr(p, "imps_active", ()) if records[i].effect == name]
    return sum(values) if values else default


def blocking_imp(p: PlayerState, kind: str) -> str | None:
    """The active imp that forbids `p`'s `kind` action ("familiar" or an attribute action kind), so the
    prompt can say which imp stands in the way instead of offering an action that is not there."""
    names = {f"no_{kind}_action"} | ({"no_charisma_gain"} if kind == "charisma" else set())
    records = load_fiends().imps
    return next((i for i in p.__dict__.get("imps_active") or () if records[i].effect in names), None)


def forbids_action(p: PlayerState, kind: str) -> bool:
    """An imp forbids this attribute action by every means (PD-E25); no Charisma tokens to gain
    means no Charisma action either."""
    return restricted(p, f"no_{kind}_action") or (kind == "charisma" and restricted(p, "no_charisma_gain"))


# --- imps that change a hook ----------------------------------------------------------------------
@effect(IMP_PREFIX + "armour_cost_factor")
class ArmourCostFactor(Effect):
    """Imp of Defencelessness: Armour costs double, before discounts (PD-G07): a negative discount."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return -(int(params.get("factor", 2)) - 1) * card.cost if card.type == "armour" else 0


@effect(IMP_PREFIX + "market_surcharge")
class MarketSurcharge(Effect):
    """Imp of Dearness: every Market card costs more."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return -int(params.get("gold", 1))


@effect(IMP_PREFIX + "discard_gold")
class DiscardGold(Effect):
    """Imp of Poverty: a discarded Market card pays less."""

    def discard_bonus(self, params: Params) -> int:
        return int(params.get("gold", 1)) - content().discard_gold


@effect(IMP_PREFIX + "no_gold_die_income")
class NoGoldDieIncome(Effect):
    """Imp of Theft: placing a gold die pays nothing (it comes last, after a Thief's 4)."""

    def gold_die_income(self, base: int, params: Params) -> int:
        return 0


@effect(IMP_PREFIX + "weapon_hands")
class WeaponHands(Effect):
    """Imp of Burden: the weapon hand limit is lower."""

    def hand_limit(self, base: int, params: Params) -> int:
        return max(0, base + int(params.get("delta", -1)))


# --- banishing (DP-X3) ----------------------------------------------------------------------------
def banish_gold(p: PlayerState) -> int:
    """5 gold, or less with a banish_gold_cost class ability or weapon."""
    price = load_fiends().prices.banish_gold
    c = content()
    holders: list[CharClass | MarketCard] = [c.classes[p.class_id]] if p.class_id else []
    holders += [c.cards[w] for w in p.weapons]
    for record in holders:
        if record.effect == "banish_gold_cost":
            price = min(price, int(record.params.get("gold", price)))
    return price


def banish_actions(s: GameState) -> list[Action]:
    """Any player may banish an active imp, paying 1 Charisma token or the gold, until the end of
    character creation; the Imp of Collusion keeps the player's other imps (spec §12.4)."""
    if s.phase is Phase.SETUP or s.phase is Phase.GAME_OVER or s.step in BATTLE_STEPS:
        return []
    prices = load_fiends().prices
    records = load_fiends().imps
    out: list[Action] = []
    for p in s.players:
        if not isinstance(p, FiendsPlayer) or not p.imps_active:
            continue
        colluding = [i for i in p.imps_active if records[i].effect == "no_banish_others"]
        gold = banish_gold(p)
        for imp in dict.fromkeys(p.imps_active):
            if colluding and imp not in colluding:
                continue
            if p.charisma >= prices.banish_charisma:
                out.append(act("banish_imp", p.seat, imp=imp, pay="charisma"))
            if p.gold >= gold:
                out.append(act("banish_imp", p.seat, imp=imp, pay="gold"))
    return out


def banish(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    p = s.players[a.seat]
    if a["pay"] == "charisma":
        ctx.emit("charisma", player=a.player, delta=-load_fiends().prices.banish_charisma, why="banish")
    else:
        ctx.emit("gold", player=a.player, delta=-banish_gold(p), reason="banish")
    ctx.emit("imp_banished", player=a.player, imp=a["imp"], why=a["pay"])


def fewest_rows(p: PlayerState, rows: list[str]) -> list[str]:
    """Imp of Chaos: only the open rows holding the fewest dice (familiar row included)."""
    if not rows or not restricted(p, "fewest_dice_row"):
        return rows
    counts = {r: sum(d is not None for d in p.sheet[row_of(r)]) for r in rows}
    least = min(counts.values())
    return [r for r in rows if counts[r] == least]


def reverse(direction: str) -> str:
    return {"UP": "DOWN", "DOWN": "UP", "LEFT": "RIGHT", "RIGHT": "LEFT"}[direction]
