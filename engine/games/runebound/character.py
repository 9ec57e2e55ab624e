"""Derived hero and ally values (spec §3.7, §3.12, §8): skills with experience tokens and ALWAYS items,
life and stamina, how exhaustion overflows into wounds, and the ownership limits (§3.11).

The engine computes these every time they are needed and never stores them (spec §3.12)."""
from __future__ import annotations

from .content import PHASES, SKILLS, Content, Kind, Usage, base_id
from .state import AllyState, PlayerState


def token_bonus(p: PlayerState, c: Content, kind: str) -> int:
    return c.rules.token_values[kind] * p.xp_tokens.count(kind)


def hero_skill(p: PlayerState, c: Content, skill: str) -> int:
    """Base skill + 2 per token of that skill (ALWAYS roll bonuses are added per roll, see `item_bonus`)."""
    return c.heroes[p.hero].stats.skill(skill) + token_bonus(p, c, skill)


def hero_damage(p: PlayerState, c: Content, phase: int) -> int:
    """Experience tokens never change damage values (spec §3.12)."""
    return c.heroes[p.hero].stats.damage[phase]


def hero_attack_damage(p: PlayerState, c: Content, phase: int) -> int:
    """A hit's damage from the hero: his printed value plus his own card's bonus in its phase (Grum in Melee)."""
    grum = c.hero_ability(p.hero, "grum_brawler")
    bonus = grum.num("damage") if grum is not None and PHASES[phase] == grum["phase"] else 0
    return hero_damage(p, c, phase) + bonus


def hero_life(p: PlayerState, c: Content) -> int:
    items = sum(c.items[base_id(i.card)].life for i in p.items)
    return c.heroes[p.hero].stats.life + token_bonus(p, c, "life") + items


def hero_stamina(p: PlayerState, c: Content) -> int:
    return c.heroes[p.hero].stats.stamina + token_bonus(p, c, "stamina")


def item_bonus(p: PlayerState, c: Content, roll: str, phase: str | None) -> int:
    """The ALWAYS bonuses of the hero's items to one roll (they work face down too, spec §3.10)."""
    total = 0
    for it in p.items:
        item = c.items[base_id(it.card)]
        if Usage.ALWAYS not in item.usage:
            continue
        for m in item.mods:
            if m.roll == roll and (m.phase == "all" or m.phase == phase):
                total += m.add
    return total


def no_attack_phase(p: PlayerState, c: Content) -> int | None:
    """The phase the hero may never attack in, as his card says (Grum: Magic); None for the others."""
    grum = c.hero_ability(p.hero, "grum_brawler")
    return PHASES.index(str(grum["no_attack"])) if grum is not None else None


def ally_life(a: AllyState, c: Content) -> int:
    return c.ally(a.card).stats.life


def ally_stamina(a: AllyState, c: Content) -> int:
    return c.ally(a.card).stats.stamina


def take_exhaustion(current: int, stamina: int, n: int) -> tuple[int, int]:
    """(exhaustion gained, wounds gained) when `n` exhaustion is imposed: beyond stamina it becomes
    wounds (spec §8.2)."""
    room = max(0, stamina - current)
    gained = min(room, n)
    return gained, n - gained


def can_pay_exhaustion(current: int, stamina: int, n: int) -> bool:
    """A voluntary exhaustion cost is payable only without exceeding stamina (spec §8.2)."""
    return current + n <= stamina


def hurt(p: PlayerState) -> bool:
    """A wound or exhaustion on the hero or any ally limits the movement roll (spec §5.2.2, §16.2)."""
    return bool(p.wounds or p.exhaustion or any(a.wounds or a.exhaustion for a in p.allies))


def max_dice(p: PlayerState, c: Content) -> int:
    return c.rules.max_dice_hurt if hurt(p) else c.rules.max_dice


def limit_kind(c: Content, card: str) -> str | None:
    """Which ownership limit a market card counts against (artifacts are unlimited)."""
    base = base_id(card)
    if base in c.allies or c.is_duellist(card):
        return "ally"
    kind = c.items[base].kind
    return {Kind.WEAPON: "weapon", Kind.ARMOUR: "armour"}.get(kind)


def owned_of(p: PlayerState, c: Content, kind: str) -> int:
    if kind == "ally":
        return len(p.allies)
    return sum(1 for i in p.items if limit_kind(c, i.card) == kind)


def may_acquire(p: PlayerState, c: Content, card: str) -> bool:
    """2 weapons, 1 armour, 2 allies at every moment (spec §3.11, §16.17)."""
    kind = limit_kind(c, card)
    return kind is None or owned_of(p, c, kind) < c.rules.limits[kind]


def phase_skill(phase: int) -> str:
    """The skill a combat phase uses: Ranged-Mind, Melee-Body, Magic-Spirit (spec §7.3)."""
    return SKILLS[phase]


def phase_name(phase: int) -> str:
    return PHASES[phase]
