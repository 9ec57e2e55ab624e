"""Why the rules forbid an action (spec §4–7, §12): the refusal a person meets names the rule, not
"not a legal choice". Each action kind belongs to the questions that may offer it; out of them its
rule of timing is named, in them the rule its arguments break (gold, a full row, a taken card)."""
from __future__ import annotations

from typing import Callable

from engine.kernel import Action, Decision, Message

from . import effects
from .attributes import ATTR_KINDS
from .fiends.imps import restricted
from .market import FRIENDLY, blocker, price, GOLD, HANDS
from .state import ROWS, GameState

NS = "roll-player.refused."
ATTRIBUTE_KINDS = frozenset(ATTR_KINDS.values())

# Each kind the refusals word, with the questions (the top frame's kind, else the step) that offer it
# and its rule (when it is taken, and what it takes). None: any question (a skill, a weapon dropped).
WHERE: dict[str, tuple[frozenset[str] | None, str]] = {
    "choose_race": (frozenset({"race"}), "setup_race"),
    "choose_class": (frozenset({"class_side", "class_choose"}), "setup_class"),
    "place_start": (frozenset({"start_place"}), "setup_dice"),
    "order_die": (frozenset({"sort"}), "order_die"),
    "take_card": (frozenset({"choose_card"}), "take_card"),
    "place": (frozenset({"place"}), "place"),
    "skip_action": (frozenset({"action"}), "attribute_action"),
    **{kind: (frozenset({"action", "attr", "wis_more"}), "attribute_action") for kind in ATTRIBUTE_KINDS},
    "stop": (frozenset({"wis_more"}), "wisdom_more"),
    "int_keep": (frozenset({"int_choose"}), "intelligence_choice"),
    "int_reroll": (frozenset({"int_choose"}), "intelligence_choice"),
    "buy": (frozenset({"market_turn", "bard_second"}), "market"),
    "discard": (frozenset({"market_turn"}), "market"),
    "take_gold": (frozenset({"market_turn"}), "market"),
    "end_turn": (frozenset({"bard_second"}), "second_purchase"),
    "druid_take": (frozenset({"druid"}), "druid"),
    "druid_pass": (frozenset({"druid"}), "druid"),
    "refresh": (frozenset({"refresh"}), "refresh"),
    "refresh_none": (frozenset({"refresh"}), "refresh"),
    "use_skill": (None, "skill"),
    "drop_weapon": (None, "drop_weapon"),
    # a skill's own choices (§6.5, §9)
    **{kind: (frozenset({frame}), "skill_choice") for kind, frame in (
        ("pool_die", "pool_die"), ("negotiate", "negotiate"), ("search", "search"), ("sleight", "sleight"),
        ("sneak_buy", "sneak"), ("break_in_buy", "break_in"), ("break_in_decline", "break_in"),
        ("diplomacy_target", "diplomacy"), ("diplomacy_decline", "diplomacy"))},
    # the expansion (§12)
    "keep_familiar": (frozenset({"f_familiar"}), "setup_familiar"),
    "hunt": (frozenset({"market_turn"}), "hunt"),
    **{kind: (frozenset({"hunt"}), "hunt_fight") for kind in (
        "hunt_cycle", "hunt_hire", "hunt_roll", "hunt_reroll", "hunt_accept", "backstab")},
    **{kind: (frozenset({"reward_action", "purity_familiar"}), "reward") for kind in ("reward_attr", "reward_skip")},
    **{kind: (frozenset({"battle_hire"}), "battle") for kind in ("battle_hire", "battle_roll")},
    **{kind: (frozenset({"battle_reroll"}), "battle") for kind in ("battle_reroll", "battle_done")},
    **{kind: (frozenset({"hunt", "battle_hire", "battle_reroll"}), "fight_skill") for kind in ("fight_skill", "free_reroll")},
    "last_chance_pass": (frozenset({"last_chance"}), "last_chance"),
    **{kind: (frozenset({"action", "attr", "skill_familiar", "purity_familiar"}), "familiar") for kind in (
        "familiar_gain", "familiar_to_market", "familiar_refresh", "familiar_banish", "familiar_set", "familiar_damage")},
    **{kind: (frozenset({frame}), "card_choice") for kind, frame in (
        ("set_die", "set_die"), ("banish_free", "banish_free"), ("summon_imp", "summon_imp"),
        ("purity_take", "purity_take"), ("purity_place", "purity_place"), ("imp_drop_weapon", "imp_hands"),
        ("trickster_keep", "trickster"))},
    **{kind: (frozenset({"place", "unpack"}), "backpack") for kind in ("store_die", "return_die")},
    "place_stored": (None, "backpack"),
    "banish_imp": (None, "banish_imp"),
    **{kind: (None, "xp") for kind in ("xp_action", "xp_discard_damage")},
}
KINDS = frozenset(WHERE)


def refusal(s: GameState, d: Decision | None, action: Action) -> Message | None:
    """The rule that forbids `action` in `s` (asked only for an illegal action), or None for a kind not
    worded here."""
    if d is None or action.kind not in WHERE or action.player is None or not 0 <= action.player < len(s.players):
        return None
    player = action.player
    own = {a.kind for a in d.legal if a.player == player}
    if action.kind not in own and player not in d.deciders() and d.actor is not None and WHERE[action.kind][0]:
        return Message(NS + "not_your_turn", {"player": d.actor + 1})
    check = CHECKS.get(action.kind)
    found = check(s, action) if check is not None else None
    if found is not None:
        return found
    return Message(NS + "rule." + WHERE[action.kind][1])   # the kind's own rule: when, and what it takes


# --- the rules an action's arguments break ------------------------------------------------------
def _card(action: Action) -> str | None:
    card = action.get("card")
    return card if isinstance(card, str) else None


def _buy(s: GameState, a: Action) -> Message | None:
    """§4.6–4.7: a card in the Market row, within the hand limit, paid in gold (and one Charisma token)."""
    card = _card(a)
    where = s.stack[-1].kind if s.stack else s.step
    if where not in ("market_turn", "bard_second") or a.player != s.current:
        return None
    if card is None or card not in s.market_row:
        return Message(NS + "not_in_market")
    p = s.players[a.seat]
    if restricted(p, "no_traits") and effects.content().cards[card].type == "trait":
        return Message(NS + "imp_of_envy")
    if a.get("charisma") is True and (p.charisma <= 0 or s.charisma_used or restricted(p, "no_charisma_spend")):
        return Message(NS + "no_charisma")
    why = blocker(s, a.seat, card)
    if why == HANDS:
        return Message(NS + "hands", {"limit": effects.hand_limit(p)})
    if why == GOLD or (a.get("charisma") is not True and price(s, a.seat, card) > p.gold):
        return Message(NS + "gold", {"cost": price(s, a.seat, card), "gold": p.gold})
    return None


def _discard(s: GameState, a: Action) -> Message | None:
    """§6.3: a Market card is discarded for gold, except in the Friendly Market (PD-G23)."""
    if s.step != "market_turn" or s.stack or a.player != s.current:
        return None
    if FRIENDLY in s.variants:
        return Message(NS + "friendly_market")
    if _card(a) not in s.market_row:
        return Message(NS + "not_in_market")
    return None


def _take_gold(s: GameState, a: Action) -> Message | None:
    """§6.3: 2 gold without a discard only in the Friendly Market or from an empty Market row."""
    if s.step == "market_turn" and not s.stack and a.player == s.current and s.market_row and FRIENDLY not in s.variants:
        return Message(NS + "take_gold")
    return None


def _take_card(s: GameState, a: Action) -> Message | None:
    """§6.2: each Initiative card is taken by one player a round."""
    card = a.get("card")
    if s.step == "choose_card" and isinstance(card, int) and 0 <= card < len(s.initiative) and \
            s.initiative[card].taken_by is not None:
        return Message(NS + "card_taken", {"card": card + 1})
    return None


def _place(s: GameState, a: Action) -> Message | None:
    """§4.3: a die goes into the leftmost empty slot of a row that has one."""
    row = a.get("row")
    if not isinstance(row, str) or row not in ROWS:
        return None
    slots = s.players[a.seat].sheet.get(ROWS[row])
    if slots is not None and None not in slots:
        return Message(NS + "row_full", {"row": Message(f"roll-player.attr_gen.{row}")})
    return None


def _use_skill(s: GameState, a: Action) -> Message | None:
    """§6.5: a skill is yours, used once, and refreshed in Cleanup; some imps forbid skills."""
    p = s.players[a.seat]
    card = _card(a)
    if card is None or card not in p.skills:
        return Message(NS + "skill_not_yours")
    if p.skills[card]:
        return Message(NS + "skill_exhausted")
    if restricted(p, "no_skills"):
        return Message(NS + "imp_of_oblivion")
    return Message(NS + "skill_when")


def _refresh(s: GameState, a: Action) -> Message | None:
    """§6.4: only an exhausted skill of yours is refreshed."""
    card = _card(a)
    if s.step == "refresh" and card is not None and not s.players[a.seat].skills.get(card, False):
        return Message(NS + "refresh_ready")
    return None


def _choose_race(s: GameState, a: Action) -> Message | None:
    """§5.2: each race is played by one player."""
    race = a.get("race")
    if s.step == "race" and isinstance(race, str) and race not in s.races_left:
        return Message(NS + "race_taken")
    return None


def _attribute(s: GameState, a: Action) -> Message | None:
    """§6.2: the attribute action of a row that got a die this turn (the one it offers)."""
    if s.step != "action" or s.stack:
        return None
    return Message(NS + "attribute_row")


CHECKS: dict[str, Callable[[GameState, Action], Message | None]] = {
    "buy": _buy, "discard": _discard, "take_gold": _take_gold, "take_card": _take_card,
    "place": _place, "place_start": _place, "use_skill": _use_skill, "refresh": _refresh,
    "choose_race": _choose_race, **{kind: _attribute for kind in ATTRIBUTE_KINDS},
}
