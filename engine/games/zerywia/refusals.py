"""Why the rules forbid an action (spec §5-§6, §9, §12): the refusal a person meets names the rule in its words
("Rest is impossible in a region with a Threat or a Horde"), not "not a legal choice"."""
from __future__ import annotations

from typing import Callable

from engine.kernel import Action, Decision, Message

from . import hero_rules as hr
from .content import content
from .state import CAMP, EXPEDITION, GARDZICA, GameState, HeroState

NS = "zerywia.refused."
TURN_KINDS = frozenset(("rest", "use_port", "explore"))
OPTION_KINDS = frozenset(("recover_feat", "discard_flaw", "draw_pierw", "search", "cross_veil", "absorb"))
KINDS = TURN_KINDS | OPTION_KINDS | {"choose_hero", "take_saga", "take_starter_set", "camp", "reroll_pierw",
                                     "reroll_offering", "place_taint", "spill"}
Check = Callable[[GameState, HeroState, Action], Message | None]


def refusal(s: GameState, d: Decision | None, action: Action) -> Message | None:
    """The rule that forbids `action` in `s` (asked only for an illegal action), or None for other kinds."""
    if d is None or action.kind not in KINDS or action.player is None or not 0 <= action.player < len(s.heroes):
        return None
    h = s.heroes[action.player]
    if action.kind in TURN_KINDS | {"camp"}:
        if s.active is not None and s.active != h.seat:
            return Message(NS + "other_turn", {"player": s.active + 1})
        if h.acted:
            return Message(NS + ("camped" if s.step == CAMP else "acted"))
        if action.kind == "camp" and s.step != CAMP or action.kind != "camp" and s.step != EXPEDITION:
            return Message(NS + "phase")
    if action.kind in OPTION_KINDS and (s.active != h.seat or not s.todo or s.todo[0] != "option"):
        return Message(NS + "option_after_action")
    check = CHECKS.get(action.kind)
    found = check(s, h, action) if check is not None else None
    return found if found is not None else Message(NS + "rule." + action.kind)


def _rest(s: GameState, h: HeroState, a: Action) -> Message | None:
    return Message(NS + "rest_threat") if s.regions[h.region].threat else None


def _use_port(s: GameState, h: HeroState, a: Action) -> Message | None:
    board = content().board
    if not board.regions[h.region].port:
        return Message(NS + "port_here")
    if a.get("to") not in board.regions or not board.regions[a.get("to")].port or a.get("to") == h.region:
        return Message(NS + "port_there")
    return None


def _explore(s: GameState, h: HeroState, a: Action) -> Message | None:
    here = h.region
    if a.get("to") != here and a.get("to") not in content().board.graph.neighbours(here):
        return Message(NS + "explore_target")
    return None


def _special(kind: str) -> Check:
    def check(s: GameState, h: HeroState, a: Action) -> Message | None:
        if content().board.regions[h.region].special != kind:
            return Message(NS + "special." + kind)
        return None
    return check


def _search(s: GameState, h: HeroState, a: Action) -> Message | None:
    found = _special("sinkhole")(s, h, a)
    return found or (Message(NS + "gardzica_gains") if h.form == GARDZICA else None)


def _cross_veil(s: GameState, h: HeroState, a: Action) -> Message | None:
    return _special("veil_breach")(s, h, a) or Message(NS + "veil_pierw")


def _absorb(s: GameState, h: HeroState, a: Action) -> Message | None:
    taint = s.regions[h.region].taint
    return Message(NS + ("absorb_rift" if taint else "absorb_none"))


def _reroll_pierw(s: GameState, h: HeroState, a: Action) -> Message | None:
    if s.test is None:
        return Message(NS + "no_test")
    return Message(NS + "no_pierw") if not h.pierw else None


def _reroll_offering(s: GameState, h: HeroState, a: Action) -> Message | None:
    return Message(NS + "no_test") if s.test is None else Message(NS + "no_offering")


def _place_taint(s: GameState, h: HeroState, a: Action) -> Message | None:
    return Message(NS + "taint_own_kir")


def _spill(s: GameState, h: HeroState, a: Action) -> Message | None:
    return Message(NS + "spill_neighbour")


def _choose_hero(s: GameState, h: HeroState, a: Action) -> Message | None:
    if any(x.hero == a.get("hero") for x in s.heroes):
        return Message(NS + "hero_taken")
    return Message(NS + "player_order")


def _take_saga(s: GameState, h: HeroState, a: Action) -> Message | None:
    card = content().sagas.get(str(a.get("saga")))
    if card is not None and card.owner is not None:
        return Message(NS + "personal_saga")
    return Message(NS + "saga_gone") if a.get("saga") not in s.open_sagas else None


def _draw_pierw(s: GameState, h: HeroState, a: Action) -> Message | None:
    return _special("primal_spring")(s, h, a) or (Message(NS + "pierw_full") if h.pierw >= hr.pierw_max(h) else None)


CHECKS: dict[str, Check] = {
    "rest": _rest, "use_port": _use_port, "explore": _explore, "recover_feat": _special("stronghold"),
    "discard_flaw": _special("temple_of_ist"), "draw_pierw": _draw_pierw, "search": _search,
    "cross_veil": _cross_veil, "absorb": _absorb, "reroll_pierw": _reroll_pierw,
    "reroll_offering": _reroll_offering, "place_taint": _place_taint, "spill": _spill,
    "choose_hero": _choose_hero, "take_saga": _take_saga,
}
