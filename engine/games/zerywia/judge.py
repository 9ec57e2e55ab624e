"""How an unfinished game of Zerywia looks to a search bot: how near the table is to its goal (each hero's first
Personal Tale, its Birth Kir's special regions clear) against how near the Nica is to its last Black stone."""
from __future__ import annotations

from .content import content
from .state import GameState

GOAL_SHARE = 0.6   # of a sure win: the goal's parts done; the rest is the Black stones still to come


def evaluate(state: GameState) -> float:
    """The table's chance in [0, 1]: the share of the goal's parts done, and of the rifts still free."""
    c = content()
    sc = c.scenarios[state.scenario]
    heroes = state.active_heroes()
    if not heroes:
        return 0.0
    done = total = 0
    for h in heroes:
        personal = c.heroes[h.hero].personal_saga
        first = c.stacks[personal][0]
        total += 1 + len(sc.goal_clear)
        done += not any(first in st.tales for st in h.stacks if st.saga == personal)
        for kind in sc.goal_clear:
            tokens = state.regions[c.board.special[(h.birth_kir, kind)]]
            done += not (tokens.threat if kind == "stronghold" else tokens.taint)
    limit = len(state.rifts) or 1
    calm = 1.0 - min(limit, state.black_stones() + state.extinguished()) / limit
    return GOAL_SHARE * done / total + (1.0 - GOAL_SHARE) * calm
