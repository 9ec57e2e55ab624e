"""Which thing on the table each legal action stands for (its "spot" keys), decided from its args.

An action with two keys (place: a die and a row; dexterity: two slots) makes a multi-click
move: either key's target stands for it, and the input controller completes it on the second
click. Actions with no natural place on the table become action-bar buttons.
"""
from __future__ import annotations

from typing import Any, Hashable

from engine.kernel import Action
from engine.kernel.canonical import JsonObject

from app.games.roll_player.model import revealed_minion

Key = Hashable

# Kinds shown as one action-bar button each (a clearly labelled choice with no place on the table).
BAR_SINGLE = frozenset({
    "skip_action", "stop", "int_keep", "int_reroll", "take_gold", "end_turn", "druid_pass", "refresh_none",
    "break_in_buy", "break_in_decline", "diplomacy_decline",
    "hunt_cycle", "hunt_hire", "hunt_roll", "hunt_accept", "xp_discard_damage", "reward_attr", "reward_skip",
    "familiar_gain", "familiar_damage", "battle_roll", "battle_hire", "battle_done", "last_chance_pass",
    "trickster_keep", "store_die", "return_die",
})
# Kinds grouped behind one action-bar button that opens a chooser (cards of the discard pile; XP offers).
BAR_MENU = {"druid_take": "act.druid_menu", "sneak_buy": "act.sneak_menu",
            "familiar_to_market": "act.familiar_to_market_menu", "xp_action": "act.xp_action_menu",
            "backstab": "act.backstab_menu"}
TILE_KINDS = frozenset({"choose_race", "choose_class", "keep_familiar"})
TILE_ARG = {"choose_race": "race", "choose_class": "class_id", "keep_familiar": "familiar"}


def tile_value(a: Action) -> str:
    """What a setup tile shows for a tile action: a race, a class, a familiar."""
    return str(a[TILE_ARG[a.kind]])
SLOT_KINDS = frozenset({"strength", "constitution", "intelligence"})


def card_owner(view: JsonObject, card: str) -> int | None:
    for p in view.get("players") or []:
        if card in (p.get("skills") or {}) or card in (p.get("weapons") or []):
            return int(p["seat"])
    return None


def keys_for(a: Action, view: JsonObject, tiles: dict[Any, int]) -> list[Key]:
    """The spot keys an action stands for; [] means it belongs on the action bar."""
    k, p = a.kind, a.player
    if k in TILE_KINDS:
        value = tile_value(a)
        return [("tile", tiles[value])] if value in tiles else []
    if k in ("place", "place_start"):
        src = "start_die" if k == "place_start" else "init_die"
        return [(src, a["die"]), ("row", p, a["row"])]
    if k == "order_die":
        return [("pool_die", a["die"])]
    if k == "take_card":
        return [("init_card", a["card"])]
    if k in SLOT_KINDS:
        return [("slot", p, a["row"], a["index"])]
    if k == "dexterity":
        return [("slot", p, a["row"], a["index"]), ("slot", p, a["row2"], a["index2"])]
    if k == "sleight":
        return [("slot", p, a["row"], a["index"]), ("rowlabel", p, a["to"])]
    if k == "wisdom":
        return [("arrow", p, a["dir"])]
    if k == "charisma":
        return [("charisma", p)]
    if k in ("buy", "discard"):
        return [("market", a["card"])]
    if k in ("use_skill", "refresh", "drop_weapon"):
        return [("card", p, a["card"])]
    if k == "diplomacy_target":
        owner = card_owner(view, a["card"])
        return [("card", owner, a["card"])] if owner is not None else []
    if k == "pool_die":
        return [("init_die", a["die"])]
    fiends = _fiends_keys(a, view)
    if fiends is not None:
        return fiends
    if k == "negotiate":
        return [("init_die", a["own"]), ("init_die", a["die"])]
    if k == "search":
        return [("init_die", a["own"])]
    return []


def bar_key(a: Action) -> Key:
    """The action-bar button an action belongs to."""
    if a.kind in BAR_MENU:
        return ("bar", a.kind)
    return ("bar", a.kind, a.args)


def _fiends_keys(a: Action, view: JsonObject) -> list[Key] | None:
    """The expansion's actions on the table: the minion hunted, a combat die re-rolled, an imp banished,
    a familiar slot set, a card refreshed or a weapon dropped for an imp; None when not one of them."""
    k, p = a.kind, a.player
    if k == "hunt":
        top = revealed_minion(view)
        return [("minion", top)] if top else []
    if k in ("hunt_reroll", "battle_reroll", "free_reroll"):
        return [("combat_die", a["index"])]
    if k in ("banish_imp", "familiar_banish", "banish_free"):
        return [("imp", p, a["imp"])]
    if k == "familiar_set":
        return [("slot", p, "FAM", a["index"])]
    if k in ("set_die", "purity_take", "purity_place"):
        return [("slot", p, a["row"], a["index"])]
    if k == "place_stored":
        return [("row", p, a["row"])]
    if k == "summon_imp":
        return [("init_card", a["card"])]
    if k in ("familiar_refresh", "imp_drop_weapon", "fight_skill"):
        return [("card", p, a["card"])]
    return None
