"""Why the rules forbid an action (spec §3.11, §5, §7, §11): the refusal a person meets names the rule,
not "not a legal choice". Each action kind belongs to the phase that offers it; out of it the phase's
rule is named, in it the rule its arguments break (dice that do not reach, gold, ownership limits)."""
from __future__ import annotations

from typing import Callable

from engine.kernel import Action, Decision, Message

from .character import limit_kind, max_dice, may_acquire
from .combat import BEFORE, COUNTER_CHOICE
from .contact import CONTACT, PVP_ASSIGN, PVP_BEFORE, PVP_ROUND_END, TRADE, TRADE_REPLY
from .content import Usage, base_id, content
from .harm import KO_CHOICE, SPOILS
from .market import HERO, buy_price, city_here, heal_cost, sellable
from .movement import adjacent_hexes
from .state import ADVENTURE, ASSIGN, ENCOUNTER, EXPERIENCE, MARKET, MOVEMENT, MOVING, REPLENISH, ROUND_END, GameState
from .strike import STRIKE

NS = "runebound.refused."

# Each kind the refusals word: the steps that offer it, and its rule (the phase and what it takes).
WHERE: dict[str, tuple[frozenset[str] | None, str]] = {
    **{k: (frozenset({MOVEMENT}), "movement") for k in ("roll", "step")},
    **{k: (frozenset({MOVING}), "moving") for k in ("go", "stop")},
    **{k: (frozenset({ADVENTURE}), "adventure") for k in ("adventure", "decline", "fight_unresolved")},
    "fight_margath": (frozenset({ADVENTURE}), "margath"),
    "refill": (frozenset({REPLENISH}), "replenish"),
    **{k: (frozenset({ENCOUNTER}), "encounter") for k in ("face_encounter", "accept", "refuse", "buy_revealed",
                                                          "free_token", "pay_toll")},
    **{k: (frozenset({MARKET}), "market") for k in ("buy", "sell", "heal", "leave_market")},
    **{k: (frozenset({EXPERIENCE}), "experience") for k in ("train", "done")},
    "start_fight": (frozenset({BEFORE}), "before_combat"),
    "assign": (frozenset({ASSIGN}), "assign"),
    **{k: (frozenset({ROUND_END}), "round_end") for k in ("fight_on", "escape")},
    "take_counter": (frozenset({COUNTER_CHOICE}), "counter"),
    **{k: (frozenset({STRIKE}), "strike") for k in ("proceed", "play_card")},
    **{k: (frozenset({CONTACT}), "contact") for k in ("no_contact", "trade_with", "attack_hero")},
    **{k: (frozenset({TRADE}), "trade") for k in ("offer_card", "ask_card", "offer_gold", "ask_gold", "propose",
                                                  "end_trade")},
    **{k: (frozenset({TRADE_REPLY}), "trade_reply") for k in ("accept_trade", "reject_trade")},
    "end_before": (frozenset({PVP_BEFORE}), "pvp"),
    "pvp_plan": (frozenset({PVP_ASSIGN}), "pvp"),
    **{k: (frozenset({PVP_ROUND_END}), "pvp") for k in ("pvp_fight_on", "break_off")},
    **{k: (frozenset({SPOILS}), "spoils") for k in ("take_spoils", "leave_spoils")},
    "give_up": (frozenset({KO_CHOICE}), "knocked_out"),
    # cards used at several points of a turn (§9): no one phase of their own
    **{k: (None, "cards") for k in ("use", "discard")},
    **{k: (frozenset({MOVING}), "dice_cards") for k in ("reroll", "turn_die")},
    "peek": (frozenset({MOVEMENT}), "peek"),
    **{k: (frozenset({MOVEMENT}), "peek_done") for k in ("peek_keep", "peek_bottom")},
    **{k: (frozenset({BEFORE, PVP_BEFORE}), "before_ability") for k in ("hero_ability", "ally_ability")},
}
KINDS = frozenset(WHERE)


def refusal(s: GameState, d: Decision | None, action: Action) -> Message | None:
    """The rule that forbids `action` in `s` (asked only for an illegal action), or None for a kind not
    worded here (card abilities usable at many moments keep the kernel's words)."""
    if d is None or action.kind not in WHERE or action.player is None or not 0 <= action.player < len(s.players):
        return None
    own = {a.kind for a in d.legal if a.player == action.player}
    if action.kind not in own and action.player not in d.deciders() and d.actor is not None:
        return Message(NS + "not_your_turn", {"player": d.actor + 1})
    steps, rule = WHERE[action.kind]
    if steps is None or s.step in steps:
        check = CHECKS.get(action.kind)
        found = check(s, action) if check is not None else None
        if found is not None:
            return found
    return Message(NS + "rule." + rule)


# --- the rules an action's arguments break ------------------------------------------------------
def _roll(s: GameState, a: Action) -> Message | None:
    """§5.2.2: at most 5 dice, 4 when the hero or an ally is hurt; rest only removes exhaustion there is."""
    c = content()
    p = s.current
    dice = a.get("dice")
    if isinstance(dice, int) and not isinstance(dice, bool) and dice > max_dice(p, c):
        return Message(NS + "too_many_dice", {"count": max_dice(p, c)})
    rest = a.get("rest")
    if isinstance(rest, tuple) and rest and sum(x for x in rest if isinstance(x, int)) > \
            p.exhaustion + sum(ally.exhaustion for ally in p.allies):
        return Message(NS + "rest_none")
    return Message(NS + "rest_split")


def _step(s: GameState, a: Action) -> Message | None:
    """§5.2.2b: the adjacent step goes to one neighbouring hex on the map."""
    here = s.current.position
    if here is not None and (a.get("q"), a.get("r")) not in {(h.q, h.r) for h in adjacent_hexes(content(), here)}:
        return Message(NS + "not_adjacent")
    return None


def _go(s: GameState, a: Action) -> Message | None:
    """§5.2.3: each die, spent once, moves one step onto an adjacent hex whose terrain it shows."""
    die = a.get("die")
    if isinstance(die, int) and not isinstance(die, bool) and 0 <= die < len(s.dice_spent) and s.dice_spent[die]:
        return Message(NS + "die_spent")
    return Message(NS + "not_reached")


def _buy(s: GameState, a: Action) -> Message | None:
    """§5.4, §3.11: a card of this city's stack, not one sold this turn, within the limits, paid in gold."""
    c = content()
    p = s.current
    card = a.get("card")
    if not isinstance(card, str) or card not in s.market_stacks.get(city_here(s), []):
        return Message(NS + "not_in_city")
    if card in p.sold:
        return Message(NS + "bought_back")
    if not may_acquire(p, c, card):
        kind = limit_kind(c, card)
        return Message(NS + "limit", {"limit": Message(NS + "limits." + str(kind))})
    price = buy_price(s, c, p, card)
    if price > p.gold:
        return Message(NS + "gold", {"cost": price, "gold": p.gold})
    return None


def _sell(s: GameState, a: Action) -> Message | None:
    """§5.4, §16.15: an item you own, not bought this turn, worth at least 1 gold at half price."""
    p = s.current
    card = a.get("card")
    if not isinstance(card, str) or card not in {it.card for it in p.items}:
        return Message(NS + "not_yours")
    if card in p.bought:
        return Message(NS + "sell_bought")
    if not sellable(content(), card):
        return Message(NS + "worthless")
    return None


def _heal(s: GameState, a: Action) -> Message | None:
    """§5.4: a heal costs gold, and heals a character who has wounds or exhaustion of that kind."""
    p = s.current
    if p.gold < heal_cost(s):
        return Message(NS + "heal_gold", {"cost": heal_cost(s), "gold": p.gold})
    who, what = a.get("who"), a.get("what")
    if who == HERO:
        have = p.wounds if what == "wound" else p.exhaustion
    elif isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(p.allies):
        ally = p.allies[who]
        have = ally.wounds if what == "wound" else ally.exhaustion
    else:
        have = 0
    return Message(NS + "nothing_to_heal") if not have else None


def _card_use(s: GameState, a: Action) -> Message | None:
    """§9: a card of yours; an activated one works once a turn and is face down until your Refresh."""
    p = s.players[a.seat]
    card = a.get("card")
    if card == "hero":
        return Message(NS + "face_down") if p.hero_face_down else None
    c = content()
    owned = {ally.card: ally.face_down for ally in p.allies}
    owned |= {it.card: it.face_down and Usage.DISCARD not in c.items[base_id(it.card)].usage for it in p.items}
    if not isinstance(card, str) or card not in owned:
        return Message(NS + "not_yours_card")
    if a.kind == "use" and owned[card]:
        return Message(NS + "face_down")
    return None


CHECKS: dict[str, Callable[[GameState, Action], Message | None]] = {
    "use": _card_use, "discard": _card_use,
    "roll": _roll, "step": _step, "go": _go, "buy": _buy, "sell": _sell, "heal": _heal,
}
