"""How far the table is on its way (issue 26, the end screen): the scenario's goal broken into its tasks, each hero's
own, done or not, and the Black stones against the ritual's limit — what the end-of-game chart follows cycle by cycle
and the score sheet lists. It reads the same conditions as the goal checks (nica.goal_met, battle.goal_met).

The goal asks its tasks of the heroes in play: a hero out of play takes its tasks out of it, done or not. So the chart
follows the tasks still left, which reach none as the goal is met and which a hero's death never adds to (but the last
one's: with no hero in play the goal cannot be met)."""
from __future__ import annotations

from dataclasses import dataclass

from .content import content
from .state import GameState

SAGA_GOAL = "saga_completed"


@dataclass(frozen=True)
class Task:
    """One task of the goal for one hero: its Tale, or a special region of its Birth Kir to keep clear."""

    seat: int
    what: str        # "tale" or a special region's kind ("stronghold", "temple_of_ist", "cradle")
    done: bool


def goal_tasks(s: GameState) -> list[Task]:
    """Every hero in play's tasks of the scenario's goal (§5.3 item 6, §5.4 item 8)."""
    c = content()
    sc = c.scenarios[s.scenario]
    out: list[Task] = []
    for h in s.active_heroes():
        if h.hero not in c.heroes or not h.birth_kir:
            continue            # still choosing its hero
        if sc.goal == SAGA_GOAL:
            tale = any(not st.tales for st in h.stacks)
        else:
            personal = c.heroes[h.hero].personal_saga
            first = c.stacks[personal][0]
            tale = not any(first in st.tales for st in h.stacks if st.saga == personal)
        out.append(Task(h.seat, "tale", tale))
        for kind in sc.goal_clear:
            tokens = s.regions[c.board.special[(h.birth_kir, kind)]]
            if sc.goal == SAGA_GOAL:
                clear = tokens.threat is None and tokens.taint is None
            else:
                clear = not tokens.threat if kind == "stronghold" else not tokens.taint
            out.append(Task(h.seat, kind, clear))
    return out


def tasks_left(s: GameState) -> int:
    """The goal's tasks not yet done by the heroes in play: none once the goal is met. With no hero in play the goal
    cannot be met: every seat's tasks are left."""
    if not s.active_heroes():
        return len(s.heroes) * (1 + len(content().scenarios[s.scenario].goal_clear))
    return sum(not t.done for t in goal_tasks(s))


def black_limit(s: GameState) -> int:
    """How many Black stones end this ritual (the scenario's)."""
    rituals = content().scenarios[s.scenario].rituals
    return rituals[min(s.ritual, len(rituals) - 1)] if rituals else content().rules.limits.nica_rifts
