"""What a hero may do as its Action where it stands, and what leaving its region costs (spec §6.3-§6.5, §12.2):
read by the Expedition phase and by the MAP abilities that move a hero."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action

from . import hero_rules as hr
from .content import content
from .state import GARDZICA, RIFT, TAINT, GameState, HeroState

REST, USE_PORT, EXPLORE = "rest", "use_port", "explore"


def actions(s: GameState, h: HeroState) -> list[Action]:
    """The Actions a hero may take: Explore its region or a neighbouring one, always (§6.3); Rest unless a Threat
    or Horde lies in its region (§6.4); Use port to any other port from a port (§6.5)."""
    board = content().board
    here = h.region
    out = [one(EXPLORE, h.seat, "to", r) for r in (here, *board.graph.neighbours(here))]
    if s.regions[h.region].threat is None:
        out.append(act(REST, h.seat))
    if board.regions[h.region].port:
        out += [one(USE_PORT, h.seat, "to", p) for p in board.ports() if p != h.region]
    return out


def leaving(s: GameState, h: HeroState) -> list[str]:
    """What leaving the hero's region costs (§12.2): a Flaw from a Rift; from Taint a Flaw, or with a Flaw already
    the choice of a Flaw or 1 point (Dalbor leaves Taint for nothing, §18.2)."""
    taint = s.regions[h.region].taint
    if taint == RIFT:
        return [hr.FLAW]
    if taint != TAINT or (h.form != GARDZICA and content().heroes[h.hero].ability.do == "leave_taint_free"):
        return []
    return [hr.LEAVE] if h.flaws else [hr.FLAW]
