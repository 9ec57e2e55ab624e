"""The cards that act inside a fight (spec §15.10): the skill "+2 combat dice before rolling", the skill
"re-roll any number of your combat dice once after rolling", and the weapon "once per fight, re-roll 1
combat die for free". Fights' questions take no interrupts, so the Hunt (fiends/hunt.py) and the Monster
battle (fiends/battle.py) offer these among their own options."""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import act
from engine.kernel import Action, Context

from ..effects import Effect, content, effect
from ..sheet import step
from ..state import GameState, fiends_player
from .content import load_fiends
from .imps import restricted

BEFORE, AFTER = "combat_dice", "reroll_combat_dice"


@effect(BEFORE)
class CombatDice(Effect):
    """+dice before a fight's roll (offered by the fight itself)."""


@effect(AFTER)
class RerollCombatDice(Effect):
    """Re-roll any number of combat dice once after a fight's roll (offered by the fight itself)."""


@effect("free_reroll")
class FreeReroll(Effect):
    """A weapon: once per fight, 1 combat die re-rolled for free (offered by the fight itself)."""


def _ready(s: GameState, seat: int, name: str) -> list[str]:
    """`seat`'s ready skills with effect `name` whose arrow the marker can follow (not with the Imp of
    Oblivion)."""
    p = fiends_player(s, seat)
    if restricted(p, "no_skills"):
        return []
    cards = content().cards
    return [k for k, exhausted in p.skills.items()
            if not exhausted and cards[k].effect == name and step(p.alignment_pos, cards[k].the_arrow) is not None]


def before_roll(s: GameState, seat: int) -> list[Action]:
    return [act("fight_skill", seat, card=k, below=0) for k in _ready(s, seat, BEFORE)]


def after_roll(s: GameState, seat: int, rolls: list[int], free_used: bool) -> list[Action]:
    """The re-roll skill on any non-empty subset of the dice (`dice`: their indices; dice showing the same
    value are interchangeable, so one subset per choice of how many of each value; `below` stays 0, as on the
    "before" skill, for the table's labels), and the weapon's free re-roll of one die."""
    skills = _ready(s, seat, AFTER)
    out = [act("fight_skill", seat, card=k, below=0, dice=chosen) for k in skills for chosen in subsets(rolls)]
    if not free_used and _has_free(s, seat):
        seen: set[int] = set()
        for i, v in enumerate(rolls):
            if v not in seen:
                seen.add(v)
                out.append(act("free_reroll", seat, index=i))
    return out


def _has_free(s: GameState, seat: int) -> bool:
    cards = content().cards
    return any(cards[w].effect == "free_reroll" for w in s.players[seat].weapons)


def use_skill(ctx: Context, a: Action) -> None:
    """Follow the arrow and exhaust the card (its effect is the caller's)."""
    s: GameState = ctx.state
    arrow = content().cards[a["card"]].the_arrow
    to = step(s.players[a.seat].alignment_pos, arrow)
    assert to is not None
    ctx.emit("marker", player=a.player, to=list(to), dir=arrow, why="skill")
    ctx.emit("skill_used", player=a.player, card=a["card"])


def skill_dice(card: str) -> int:
    return int(content().cards[card].params.get("dice", 2))


def subsets(rolls: list[int]) -> list[tuple[int, ...]]:
    """Every non-empty choice of dice to re-roll up to identical values, as sorted index tuples."""
    by_value: dict[int, list[int]] = {}
    for i, v in enumerate(rolls):
        by_value.setdefault(v, []).append(i)
    choices: list[tuple[int, ...]] = [()]
    for v in sorted(by_value):
        idx = by_value[v]
        choices = [c + tuple(idx[:k]) for c in choices for k in range(len(idx) + 1)]
    return [tuple(sorted(c)) for c in choices if c]


def rerolled(ctx: Context, rolls: list[int], dice: tuple[int, ...]) -> list[int]:
    """The dice at the indices `dice` rolled again, in index order; the others kept."""
    faces = load_fiends().combat_die_faces
    chosen = set(dice)
    return [roll_numbered(faces, ctx.rng) if i in chosen else v for i, v in enumerate(rolls)]

