"""Rolls and skill tests (spec §6): both ten-sided dice summed, a "0" counting as 10 (double zero = 20);
a test succeeds when 2d10 + skill (+ ALWAYS bonuses) equals or exceeds its target (strike.test rolls it)."""
from __future__ import annotations

from engine.common.dice import die, roll_many
from engine.kernel import Context

from .character import item_bonus
from .content import Content, content
from .state import GameState, PlayerState

D10_LOW, D10_HIGH = 0, 9
D10 = die(*range(D10_LOW, D10_HIGH + 1))   # faces 0..9; a 0 counts as 10 when summed


def roll_2d10(ctx: Context, why: str, seat: int | None = None, *, add: int = 0, target: int | None = None,
              reroll: bool = False, ally: str = "") -> int:
    """Roll both d10s (forced faces 0..9 in scenarios) for a hero (the active one by default) and return the
    dice's total. The event records what the table shows as it is: the purpose (`why`: "attack:melee",
    "target:magic", "test:mind"...), the total with what the roll adds, the target it had to reach and whether
    it did (None for a roll that sets a target), a Lucky Charm's reroll, and the ally who rolled."""
    c = content()
    dice = [int(face) for face in roll_many([D10, D10], ctx.rng)]
    rolled = sum(d or c.rules.d10_zero for d in dice)
    ctx.emit("rolled_d10", player=ctx.state.active if seat is None else seat, dice=dice, why=why,
             total=rolled + add, target=target, success=None if target is None else rolled + add >= target,
             reroll=reroll, ally=ally)
    return rolled


def chance_to_reach(target: int, add: int) -> float:
    """The odds that 2d10 + `add` reaches `target` (a "0" counting as 10): what an attack or a test stands to do
    before it is committed, worked out here once so the table never recomputes a roll."""
    faces = [d or content().rules.d10_zero for d in range(D10_LOW, D10_HIGH + 1)]
    hits = sum(1 for a in faces for b in faces if a + b + add >= target)
    return hits / len(faces) ** 2


def skill_bonus(s: GameState, c: Content, p: PlayerState, skill: str) -> int:
    """Skill-test bonuses outside combat: Hesk's, the Ring of Focus, Call to Arms on its skill's tests."""
    bonus = item_bonus(p, c, "test", skill)
    hesk = c.hero_ability(p.hero, "skill_test_bonus")
    if hesk is not None:
        bonus += hesk.num("bonus")
    arms = c.event_in_play(s.event_slot, "call_to_arms")
    if arms is not None and skill == arms["skill"]:
        bonus += arms.num("bonus")
    return bonus
