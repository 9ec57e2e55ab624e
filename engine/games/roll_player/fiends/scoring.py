"""Final scoring with the expansion (spec §12.8): the familiar's Power goal and familiar backstory, the
Monster battle's stars (fiends/battle.py), and the scoring rules of the CHiCH Traits and Weapons
(content/fiends/market.toml) that read expansion facts."""
from __future__ import annotations

from typing import Any, Iterable

from ..content import Rule
from ..state import FAM, Die, DieKind, FiendsPlayer, PlayerState
from .content import load_fiends

TRAIT_KINDS = ("per_glory", "per_trophy", "per_active_imp", "per_banished_imp", "per_unspent_xp", "stored_xp",
               "no_damage", "split_dice_at_least", "familiar_goal_met", "monster_reward_stars")


def familiar_dice(p: PlayerState) -> list[Die]:
    row = p.sheet.get(FAM)
    return [d for d in row if d is not None] if row else []


def familiar_power(p: PlayerState, weapon_rules: Iterable[Rule] = ()) -> int:
    """The sum of the familiar dice, plus weapon bonuses to Power at final scoring (§15.8)."""
    dice = familiar_dice(p)
    power = sum(d.value or 0 for d in dice)
    splits = sum(1 for d in p.dice() if d.kind is DieKind.SPLIT)
    for rule in weapon_rules:
        if rule.kind == "familiar_power":
            power += rule.amount
        elif rule.kind == "power_per_split_die":
            power += rule.amount * splits
    return power


def familiar_power_stars(p: PlayerState, weapon_rules: Iterable[Rule] = ()) -> int:
    """The familiar's Power goal: exact, range or plus, like a class goal (PD-E36)."""
    fid = getattr(p, "familiar", None)
    if fid is None:
        return 0
    goal = load_fiends().familiars[fid].power
    return goal.stars if goal.met(familiar_power(p, weapon_rules)) else 0


def familiar_backstory_matches(p: PlayerState) -> int:
    """Familiar slots 1..3 holding a die of the colour the familiar's backstory shows there."""
    fid = getattr(p, "familiar", None)
    row = p.sheet.get(FAM)
    if fid is None or not row:
        return 0
    pattern = load_fiends().familiars[fid].backstory
    return sum(1 for d, colour in zip(row, pattern) if d is not None and colour in d.colours)


def familiar_backstory_stars(matches: int) -> int:
    table = load_fiends().familiar_stars
    return table[min(matches, len(table) - 1)]


def goal_per_split_die(rule: Rule, row: Iterable[Any]) -> int:
    """A weapon's +amount to a row's goal value per split die in it."""
    return rule.amount * sum(1 for d in row if d is not None and d.kind is DieKind.SPLIT)


def trait_stars(rule: Rule, p: PlayerState, weapon_rules: Iterable[Rule] = ()) -> int:
    """Stars of one CHiCH trait rule (before its `max`)."""
    kind = rule.kind
    if kind == "split_dice_at_least":
        return rule.stars if sum(1 for d in p.dice() if d.kind is DieKind.SPLIT) >= (rule.value or 0) else 0
    if kind == "familiar_goal_met":
        return rule.stars if familiar_power_stars(p, weapon_rules) else 0
    if not isinstance(p, FiendsPlayer):
        raise TypeError(f"the expansion's trait rule {kind} scored a base game's player")
    if kind == "per_glory":
        return rule.stars * p.glory
    if kind == "per_trophy":
        return rule.stars * len(p.trophies)
    if kind == "per_active_imp":
        return rule.stars * len(p.imps_active)
    if kind == "per_banished_imp":
        return rule.stars * len(p.imps_banished)
    if kind == "per_unspent_xp":
        return rule.stars * (p.xp // (rule.every or 1))
    if kind == "stored_xp":
        return rule.stars * (p.xp_on_trickster // (rule.every or 1))
    if kind == "no_damage":
        return rule.stars if p.damage == 0 else 0
    if kind == "monster_reward_stars":   # the level's stars only, never the champion bonus
        return rule.stars * (p.monster_stars // (rule.every or 1))
    raise ValueError(f"unknown trait scoring rule {kind!r}")


def solo_bonus() -> int:
    """Solo with this expansion alone: +5 stars (spec §12.10; without "Monsters & Minions", PD-E01)."""
    return load_fiends().solo.bonus_stars
