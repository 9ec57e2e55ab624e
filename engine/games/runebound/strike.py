"""One roll at a time, with the points where cards are played (spec §7.3, §9, §11.3): before the target roll
(hero-vs-hero), before the hero's roll (Throwing Knives, a Battle Priest's blessing, a potion), after a roll
that lost (a Lucky Charm, by whichever side lost), after a successful attack (Rune Axe, Staff of Embers,
Aldric's surge; in hero-vs-hero combat the Challenge side's weapons when it hits) and before damage reaches
a hero (Leather Jerkin, Chain Hauberk). A point with no card to
play passes by itself; otherwise the step STRIKE asks the player whose card it is.

The same machine rolls a combat phase (against a challenge or a hero), a Before Combat bolt and a skill
test; `Strike.then` names what follows (registered by combat.py, contact.py and adventure.py)."""
from __future__ import annotations

from dataclasses import asdict, replace
from typing import Callable

from engine.common.steps import act
from engine.kernel import Action, Context

from .abilities import BLESSING, BOOSTS, CHARM, KNIVES, PREVENT, SURGE, heal_actions, params_of, sources, spend
from .character import ally_stamina, can_pay_exhaustion, hero_attack_damage, hero_damage, hero_skill, hero_stamina, item_bonus
from .content import PHASES, SKILLS, Challenge, Content, content
from .flow import FLOW, goto
from .harm import harm_ally, harm_hero
from .rolls import roll_2d10, skill_bonus
from .state import Fight, GameState, Strike

STRIKE = "strike"
PRE_TARGET, PRE_ROLL, AFTER_ROLL, AFTER_HIT, BEFORE_DAMAGE = (
    "pre_target", "pre_roll", "after_roll", "after_hit", "before_damage")
CARD_POINTS = (PRE_TARGET, PRE_ROLL, AFTER_ROLL, AFTER_HIT, BEFORE_DAMAGE)   # where a roll stops for a card to be played
RANGED, MELEE, MAGIC = range(3)
HERO, DEFEND, ALLY, TEST = "hero", "defend", "ally", "test"
FOE, OWN_HERO = "foe", "hero"
AFTER: dict[str, Callable[[Context, Strike], None]] = {}


def in_phase(phase: int, name: object) -> bool:
    """Whether a roll's phase (-1: a skill test) is the one a card names."""
    return 0 <= phase < len(PHASES) and PHASES[phase] == name


def then(key: str) -> Callable[[Callable[[Context, Strike], None]], Callable[[Context, Strike], None]]:
    """Register what follows a finished roll of this kind (the module that starts such rolls owns it)."""
    def wrap(fn: Callable[[Context, Strike], None]) -> Callable[[Context, Strike], None]:
        AFTER[key] = fn
        return fn
    return wrap


# --- the foe's numbers ---------------------------------------------------------------------------
def challenge(s: GameState) -> Challenge:
    assert s.combat is not None
    return content().challenges[s.combat.card.split(".", 1)[0]]


def fight_of(s: GameState) -> Fight | None:
    return s.combat if s.combat is not None else s.pvp


def target_number(s: GameState, c: Content, phase: int) -> int:
    """The challenge's target; Dark Omens adds its number for the challenges of its decks."""
    ch = challenge(s)
    pair = ch.phases[phase]
    assert pair is not None
    omens = c.event_in_play(s.event_slot, "dark_omens")
    return pair[0] + (omens.num("add") if omens is not None and ch.deck in omens.words("decks") else 0)


def challenge_damage(s: GameState, c: Content, phase: int) -> int:
    """Its damage; Orc Warbands (its phase, its decks), Margath Stirs (Dragonlords and Margath) add theirs."""
    ch = challenge(s)
    pair = ch.phases[phase]
    assert pair is not None
    dmg = pair[1]
    orcs = c.event_in_play(s.event_slot, "orc_warbands")
    if orcs is not None and in_phase(phase, orcs["phase"]) and ch.deck in orcs.words("decks"):
        dmg += orcs.num("damage")
    stirs = c.event_in_play(s.event_slot, "margath_stirs")
    if stirs is not None and (ch.dragonlord or ch.margath):
        dmg += stirs.num("damage")
    return dmg


def focus_bonus(s: GameState, c: Content, seat: int, phase: int) -> int:
    """Mira's focus: her card's bonus to her rolls in its phase (Magic) once she has focused this combat."""
    f = fight_of(s)
    if f is None or seat not in f.focused:
        return 0
    params = c.heroes[s.players[seat].hero].params
    return params.num("bonus") if in_phase(phase, params["phase"]) else 0


def roll_add(s: GameState, c: Content, seat: int, phase: int, kind: str) -> int:
    """What a hero's combat roll adds to its dice: skill, ALWAYS bonuses of this kind, Mira's focus on Magic."""
    p = s.players[seat]
    return hero_skill(p, c, SKILLS[phase]) + item_bonus(p, c, kind, PHASES[phase]) + focus_bonus(s, c, seat, phase)


def attack_damage(s: GameState, c: Content, seat: int, st: Strike) -> int:
    """A successful attack's damage: the hero's (Grum's bonus in Melee) or the ally's; Rune Storm's in its phase."""
    p = s.players[seat]
    if st.before:
        return c.heroes[p.hero].params.num("wounds")     # Varikas's bolt: its wounds, no phase effect
    if st.actor == ALLY:
        dmg = c.ally(st.ally).stats.damage[st.phase]
    else:
        dmg = hero_attack_damage(p, c, st.phase)
    storm = c.event_in_play(s.event_slot, "rune_storm")
    return dmg + (storm.num("damage") if storm is not None and in_phase(st.phase, storm["phase"]) else 0)


def foe_damage(s: GameState, c: Content, st: Strike) -> int:
    """The challenge's damage, or the other hero's own damage value (spec §11.3: + his items', at AFTER_HIT)."""
    return challenge_damage(s, c, st.phase) if st.foe < 0 else hero_damage(s.players[st.foe], c, st.phase)


# --- starting a roll ------------------------------------------------------------------------------
def start(ctx: Context, st: Strike) -> None:
    """Begin a roll: against a challenge the target is printed; a hero's is rolled at its first point."""
    s: GameState = ctx.state
    if st.foe < 0 and st.actor != TEST:
        st = replace(st, target=target_number(s, content(), st.phase))
    run(ctx, st, PRE_TARGET if st.foe >= 0 else PRE_ROLL)


def phase_strike(s: GameState, seat: int, foe: int, fighter: str, phase: int, after: str) -> Strike | None:
    """The roll for one phase of the plan: the hero's attack or defence, or an ally's attack (None when that
    ally has fallen earlier in the round)."""
    fight = fight_of(s)
    assert fight is not None
    if fighter in ("hero", DEFEND):
        return Strike(after, "", seat, foe=foe, phase=phase, actor=HERO if fighter == "hero" else DEFEND)
    card = fight.round_allies[int(fighter[4:])]
    if card not in s.players[seat].ally_cards():
        return None
    return Strike(after, "", seat, foe=foe, phase=phase, actor=ALLY, ally=card)


def test(ctx: Context, skill: str, target: int, after: str, fail_wounds: int = 0, before: bool = False) -> None:
    """TEST(skill, N) by the active hero (spec §6), a Lucky Charm offered when it fails."""
    s: GameState = ctx.state
    run(ctx, Strike(after, PRE_ROLL, s.active, actor=TEST, skill=skill, target=target, fail_wounds=fail_wounds,
                    before=before), PRE_ROLL)


# --- the points -------------------------------------------------------------------------------------
def decider(s: GameState, st: Strike) -> int:
    """Whose card may be played at this point."""
    if st.stage == PRE_TARGET:
        return st.foe
    if st.stage == AFTER_ROLL:
        return st.seat if st.total < st.target else st.foe
    if st.stage == BEFORE_DAMAGE and st.victim == FOE:
        return st.foe
    if st.stage == AFTER_HIT and st.victim != FOE:
        return st.foe                                 # the Challenge side's hit (hero-vs-hero)
    return st.seat


def card_plays(s: GameState, st: Strike) -> list[Action]:
    """The cards the decider may play at this point (a Before Combat roll: one activated item per hero)."""
    c = content()
    seat = decider(s, st)
    if seat < 0:
        return []
    p = s.players[seat]
    f = fight_of(s)
    before_item_left = not (st.before and f is not None and seat in f.before_items)
    hero_rolled = st.actor != ALLY                   # a Lucky Charm rerolls a roll made by your hero
    out: list[Action] = []
    for card, handler, discard in sources(p, c):
        if st.stage in (PRE_TARGET, PRE_ROLL) and handler == KNIVES and not st.before and st.actor in (HERO, DEFEND) \
                and in_phase(st.phase, params_of(p, c, card)["phase"]):
            out.append(act("play_card", seat, card=card))
        elif st.stage == PRE_ROLL and handler == BLESSING and not st.before and st.actor in (HERO, DEFEND) \
                and f is not None and card not in f.blessed:
            a = p.allies[p.ally_cards().index(card)]
            if can_pay_exhaustion(a.exhaustion, ally_stamina(a, c), params_of(p, c, card).num("exhaustion")):
                out.append(act("play_card", seat, card=card))
        elif st.stage == AFTER_ROLL and handler == CHARM and before_item_left and (seat != st.seat or hero_rolled):
            out.append(act("play_card", seat, card=card))
        elif st.stage == AFTER_HIT and handler in BOOSTS and not st.before and (st.actor == HERO or seat == st.foe):
            params = params_of(p, c, card)
            if handler == SURGE and (seat == st.foe or not can_pay_exhaustion(p.exhaustion, hero_stamina(p, c),
                                                                               params.num("exhaustion"))):
                continue                              # the Challenge side adds its items' damage, not abilities
            if "phase" in params and not in_phase(st.phase, params["phase"]):
                continue                              # a weapon's boost works in its phase (Aldric's in any)
            out.append(act("play_card", seat, card=card))
        elif st.stage == BEFORE_DAMAGE and handler == PREVENT and before_item_left and st.damage > 0 \
                and victim_seat(st) == seat:
            out.append(act("play_card", seat, card=card))
    if st.stage == PRE_ROLL and seat == s.active and not st.before and st.actor in (HERO, DEFEND):
        out += heal_actions(s, potions_only=True)
    return out


def run(ctx: Context, st: Strike, stage: str) -> None:
    """Go from point to point until one has a card to play (the step STRIKE then asks its player) or the
    roll is done."""
    s: GameState = ctx.state
    while stage:
        st = replace(st, stage=stage)
        if card_plays(s, st):
            ctx.emit("strike", strike=asdict(st))
            goto(ctx, STRIKE)
            return
        st, stage = pass_point(ctx, st)
    finish(ctx, st)


def pass_point(ctx: Context, st: Strike) -> tuple[Strike, str]:
    """What happens when a point is passed: the target roll, the roll, the result, the damage."""
    s: GameState = ctx.state
    c = content()
    if st.stage == PRE_TARGET:
        foe = s.players[st.foe]
        add = hero_skill(foe, c, SKILLS[st.phase]) + item_bonus(foe, c, "defend", PHASES[st.phase])
        add += focus_bonus(s, c, st.foe, st.phase) + st.target_bonus
        return replace(st, target=roll_2d10(ctx, purpose(st, target=True), st.foe, add=add) + add, target_add=add,
                       target_bonus=0), PRE_ROLL
    if st.stage == PRE_ROLL:
        return roll(ctx, st), AFTER_ROLL
    if st.stage == AFTER_ROLL:
        st, stage = result(s, c, st)
        return (guard(ctx, st) if stage == BEFORE_DAMAGE else st), stage
    if st.stage == AFTER_HIT:
        return guard(ctx, st), BEFORE_DAMAGE
    deal(ctx, st)
    return st, ""


def roll(ctx: Context, st: Strike) -> Strike:
    """The roll itself: the hero's 2d10 + skill + bonuses (+ what was declared before it), or the ally's."""
    s: GameState = ctx.state
    c = content()
    p = s.players[st.seat]
    if st.actor == TEST:
        add = hero_skill(p, c, st.skill) + skill_bonus(s, c, p, st.skill)
    elif st.before:
        add = hero_skill(p, c, SKILLS[st.phase])      # Varikas's bolt: the skill of its phase
    elif st.actor == ALLY:
        add = c.ally(st.ally).stats.skills[st.phase]
    else:
        add = roll_add(s, c, st.seat, st.phase, "attack" if st.actor == HERO else "defend") + st.bonus
    rolled = roll_2d10(ctx, purpose(st), st.seat, add=add, target=st.target, ally=st.ally)
    return replace(st, total=rolled + add, roll_add=add, bonus=0)


def purpose(st: Strike, target: bool = False) -> str:
    """What a roll is for, as its event records it: "test:<skill>", "bolt", "ally:<phase>", "attack:<phase>",
    "defend:<phase>", or "target:<phase>" (the Challenge side's target roll in hero-vs-hero combat)."""
    if target:
        return f"target:{PHASES[st.phase]}"
    if st.actor == TEST:
        return f"test:{st.skill}"
    if st.before:
        return "bolt"
    kind = {ALLY: "ally", HERO: "attack"}.get(st.actor, "defend")
    return f"{kind}:{PHASES[st.phase]}"


def result(s: GameState, c: Content, st: Strike) -> tuple[Strike, str]:
    """After the roll stands: a test is done (a failed Before Combat test's wounds first reach the hero); a hit
    goes to the boosts, a miss to the damage; a held defence or a missed bolt ends the roll."""
    hit = st.total >= st.target
    if st.actor == TEST:
        if not hit and st.fail_wounds:
            return replace(st, damage=st.fail_wounds, victim=OWN_HERO), BEFORE_DAMAGE
        return st, ""
    if hit:
        if st.actor == DEFEND:
            return st, ""
        return replace(st, damage=attack_damage(s, c, st.seat, st), victim=FOE), AFTER_HIT
    if st.before:
        return st, ""
    victim = OWN_HERO if st.actor in (HERO, DEFEND) else ALLY
    return replace(st, damage=foe_damage(s, c, st), victim=victim), AFTER_HIT if st.foe >= 0 else BEFORE_DAMAGE


def guard(ctx: Context, st: Strike) -> Strike:
    """Brenna's guard: the first time in each combat her hero would take damage in a Melee phase, her card's
    number less."""
    s: GameState = ctx.state
    c = content()
    seat = victim_seat(st)
    f = fight_of(s)
    if seat is None or st.before or st.damage <= 0 or f is None:
        return st
    brenna = c.hero_ability(s.players[seat].hero, "brenna_guard")
    if brenna is not None and in_phase(st.phase, brenna["phase"]) and seat not in f.guarded:
        ctx.emit("fight_flag", flag="guarded", value=seat)
        return replace(st, damage=st.damage - brenna.num("prevent"))
    return st


def victim_seat(st: Strike) -> int | None:
    """The hero who takes the damage (None: a challenge or an ally)."""
    if st.victim == OWN_HERO:
        return st.seat
    if st.victim == FOE and st.foe >= 0:
        return st.foe
    return None


def deal(ctx: Context, st: Strike) -> None:
    s: GameState = ctx.state
    if st.damage <= 0:
        return
    if st.victim == FOE and st.foe < 0:
        ctx.emit("challenge_wounded", wounds=st.damage)
    elif st.victim == ALLY:
        owner = s.players[st.seat]
        if st.ally in owner.ally_cards():
            harm_ally(ctx, owner.ally_cards().index(st.ally), wounds=st.damage, seat=st.seat)
    else:
        seat = victim_seat(st)
        assert seat is not None
        harm_hero(ctx, wounds=st.damage, seat=seat)


def finish(ctx: Context, st: Strike) -> None:
    """The roll is over: a test's result is told; what follows it carries on."""
    if ctx.state.strike is not None:
        ctx.emit("strike", strike=None)
    if st.actor == TEST:
        ctx.emit("tested", player=st.seat, skill=st.skill, target=st.target, total=st.total,
                 success=st.total >= st.target)
    AFTER[st.then](ctx, st)


# --- the step ---------------------------------------------------------------------------------------
@FLOW.step(STRIKE)
def strike_choices(s: GameState) -> tuple[int, str, list[Action]]:
    st = s.strike
    assert st is not None
    seat = decider(s, st)
    return seat, st.stage, card_plays(s, st) + [act("proceed", seat)]


@FLOW.resolves("proceed")
def proceed(ctx: Context, action: Action) -> None:
    """Play no (more) cards at this point: the roll goes on."""
    st = ctx.state.strike
    assert st is not None
    st, stage = pass_point(ctx, st)
    run(ctx, st, stage)


@FLOW.resolves("play_card")
def play_card(ctx: Context, action: Action) -> None:
    """A card's effect at this point (spec §9): ACTIVATE cards turn face down, DISCARD cards leave."""
    c = content()
    s: GameState = ctx.state
    st = s.strike
    assert st is not None
    seat = action.seat
    p = s.players[seat]
    card = action["card"]
    handler, discard = next((h, d) for cd, h, d in sources(p, c) if cd == card)
    params = params_of(p, c, card)
    f = fight_of(s)
    ctx.emit("card_played", player=seat, card=card, point=st.stage)
    if handler == BLESSING:
        assert f is not None
        ctx.emit("fight_flag", flag="blessed", value=card)
        harm_ally(ctx, p.ally_cards().index(card), exhaustion=params.num("exhaustion"), seat=seat)
        st = replace(st, bonus=st.bonus + params.num("bonus"))
    else:
        spend(ctx, card, discard, seat)
        if st.before and not discard and f is not None:
            ctx.emit("fight_flag", flag="before_items", value=seat)
        if handler == KNIVES and st.stage == PRE_TARGET:
            st = replace(st, target_bonus=st.target_bonus + params.num("bonus"))
        elif handler == KNIVES:
            st = replace(st, bonus=st.bonus + params.num("bonus"))
        elif handler == CHARM and seat == st.seat and st.total < st.target:
            rolled = roll_2d10(ctx, purpose(st), seat, add=st.roll_add, target=st.target, reroll=True, ally=st.ally)
            st = replace(st, total=rolled + st.roll_add)
        elif handler == CHARM:
            st = replace(st, target=roll_2d10(ctx, purpose(st, target=True), seat, add=st.target_add, reroll=True)
                         + st.target_add)
        elif handler in BOOSTS:
            if handler == SURGE:
                harm_hero(ctx, exhaustion=params.num("exhaustion"), seat=seat)
            st = replace(st, damage=st.damage + params.num("damage"))
        elif handler == PREVENT:
            st = replace(st, damage=max(0, st.damage - params.num("prevent")))
    run(ctx, st, st.stage)
