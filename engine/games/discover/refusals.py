"""Why the rules forbid an action (spec §5-§7, §10, §18.3): the refusal a person meets names the rule in its words
("not enough stamina: moving onto Underbrush costs 2, Ines Ortega has 1"), not "not a legal choice"."""
from __future__ import annotations

from typing import Callable

from engine.kernel import Action, Decision, Message

from .actions import ACTION_COST

from .carrying import CARRY, carrying_limit, move_cost

from .pieces import gather_targets
from .board import neighbours, on_map, printed, scoutable
from .content import content
from .night import at_fire
from .state import CAMP, DAY, FIRE, HEART, GameState, Hero, hex_of

NS = "discover.refused."
DAY_KINDS = frozenset(("move", "scout", "gather", "rest", "cook", "rekindle", "investigate", "craft", "attack",
                       "use_card", "loot", "card_action", "end_turn", "trade"))
KINDS = DAY_KINDS | {"drop"}


def hero_name(hero: Hero) -> str:
    return content().characters[hero.character].name if hero.character else f"P{hero.seat + 1}"


def refusal(s: GameState, d: Decision | None, action: Action) -> Message | None:
    """The rule that forbids `action` in `s` (asked only for an illegal action), or None for other kinds."""
    if d is None or action.kind not in KINDS or action.player is None or not 0 <= action.player < len(s.heroes):
        return None
    if s.step == CARRY and s.over_limit is not None:
        if action.kind not in ("drop", "drop_item"):
            return Message(NS + "carry_limit", {"limit": carrying_limit(s.heroes[s.over_limit])})
        return Message(NS + "drop_own")
    if s.step != DAY:
        return Message(NS + "day_only")
    if action.player != s.active and s.active is not None:
        return Message(NS + "not_your_turn", {"player": s.active + 1, "hero": hero_name(s.heroes[s.active])})
    hero = s.heroes[action.player]
    if s.free_gather and action.kind not in ("gather", "skip_gather"):
        return Message(NS + "free_gather_first")
    check = CHECKS.get(action.kind)
    found = check(s, hero, action) if check is not None else None
    if found is not None:
        return found
    if action.kind not in ("end_turn", "move") and hero.stamina < ACTION_COST:
        return _stamina(hero, action.kind, ACTION_COST)
    return Message(NS + "rule." + action.kind)


def _stamina(hero: Hero, kind: str, cost: int) -> Message:
    return Message(NS + "stamina", {"action": Message(f"discover.action.{kind}"), "cost": cost,
                                    "hero": hero_name(hero), "stamina": hero.stamina})


def _move(s: GameState, hero: Hero, a: Action) -> Message | None:
    """§7.2: an adjacent space on a face-up tile, paying its terrain's cost."""
    to = a.get("to")
    if not isinstance(to, str) or hero.space is None or "," not in to:
        return None
    try:
        there = hex_of(to)
    except ValueError:
        return None
    if there not in neighbours(hex_of(hero.space)):
        return Message(NS + "move_adjacent")
    space = printed(s, there)
    if space is None or not on_map(s, there):
        return Message(NS + "move_face_down")
    cost = move_cost(hero, space.terrain)
    if cost > hero.stamina:
        return Message(NS + "move_stamina", {"terrain": Message(f"discover.terrain.{space.terrain}"), "cost": cost,
                                             "hero": hero_name(hero), "stamina": hero.stamina})
    return None


def _scout(s: GameState, hero: Hero, a: Action) -> Message | None:
    if hero.space is not None and a.get("slot") not in scoutable(s, hex_of(hero.space)):
        return Message(NS + "scout_adjacent")
    return None


def _gather(s: GameState, hero: Hero, a: Action) -> Message | None:
    if hero.space is not None and a.get("target") not in gather_targets(s, hero.space):
        return Message(NS + "gather_nothing")
    return None


def _rest(s: GameState, hero: Hero, a: Action) -> Message | None:
    """§7.8: one damage of the type the spent resource heals; injury never."""
    if a.get("damage") == "injury":
        return Message(NS + "rest_injury")
    patients = [h for h in s.heroes if h.space == hero.space]
    if not any(set(h.health) - {HEART} for h in patients):
        return Message(NS + "rest_nothing")
    return None


def _cook(s: GameState, hero: Hero, a: Action) -> Message | None:
    if not at_fire(s, hero):
        return Message(NS + "cook_fire")
    if not hero.count("meat"):
        return Message(NS + "cook_meat")
    return None


def _rekindle(s: GameState, hero: Hero, a: Action) -> Message | None:
    if hero.space is None or not any(p.kind in (FIRE, CAMP) and not p.lit for p in s.pieces(hero.space)):
        return Message(NS + "rekindle_fire")
    if not hero.count("wood"):
        return Message(NS + "rekindle_wood")
    return None


def _investigate(s: GameState, hero: Hero, a: Action) -> Message | None:
    space = printed(s, hex_of(hero.space)) if hero.space is not None else None
    if space is None or space.poi is None:
        return Message(NS + "investigate_poi")
    if s.expedition == 5 and hero.space is not None and any(p.kind == "marker" for p in s.pieces(hero.space)):
        return Message(NS + "investigate_marker")
    return None


def _craft(s: GameState, hero: Hero, a: Action) -> Message | None:
    number = a.get("number")
    item = content().items.get(number) if isinstance(number, int) else None
    if item is None:
        return None
    if number not in hero.blueprints and number not in s.blueprints_up:
        return Message(NS + "craft_blueprint")
    if number not in s.crafted:
        return Message(NS + "craft_none_left")
    if item.fire and not at_fire(s, hero):
        return Message(NS + "craft_fire")
    if any(hero.count(r) < n for r, n in item.cost.items()):
        return Message(NS + "craft_resources")
    return None


def _attack(s: GameState, hero: Hero, a: Action) -> Message | None:
    """§18.3: Scenario 5 only, not on the first day, 3 stamina, a hero on your space."""
    if s.expedition != 5:
        return Message(NS + "attack_scenario")
    if s.round <= 1:
        return Message(NS + "attack_first_day")
    cost = content().rules.attack_cost
    if hero.stamina < cost:
        return _stamina(hero, "attack", cost)
    return Message(NS + "attack_here")


CHECKS: dict[str, Callable[[GameState, Hero, Action], Message | None]] = {
    "move": _move, "scout": _scout, "gather": _gather, "rest": _rest, "cook": _cook, "rekindle": _rekindle,
    "investigate": _investigate, "craft": _craft, "attack": _attack,
}
