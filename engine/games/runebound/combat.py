"""Combat against a challenge (spec §7, §10): Before Combat, then rounds of Ranged -> Melee -> Magic in which
the hero attacks in exactly one phase and defends in the others (an attacking ally replaces his defence),
victory, escape, knock-out, and unresolved challenges."""
from __future__ import annotations

from itertools import product

from engine.common.steps import act
from engine.kernel import Action, Context

from .character import can_pay_exhaustion, hero_damage, hero_skill, hero_stamina, item_bonus
from .content import PHASES, SKILLS, Challenge, Content, content
from . import doom
from .abilities import ready_actions
from .flow import FLOW, goto
from .harm import apply_outcome, harm_ally, harm_hero, knock_out
from .rolls import roll_2d10, skill_test
from .routing import to_market_or_experience
from .state import ASSIGN, FIGHT, OVER, ROUND_END, GameState, PlayerState, hex_key

BEFORE = "before_combat"
DEFEND, NONE = "defend", "none"
RANGED, MELEE, MAGIC = range(3)
RUNES_TO_WIN = 3


def challenge(s: GameState) -> Challenge:
    assert s.combat is not None
    return content().challenges[s.combat.card.split(".", 1)[0]]


def begin_combat(ctx: Context, card: str, slot: int | None, aside: bool = False) -> None:
    """The challenge's Before Combat ability first, then the hero's (spec §7.2). `aside`: the risen Margath
    of the Doom Track endgame."""
    s: GameState = ctx.state
    ctx.emit("combat_begun", card=card, colour=s.adventure_colour, slot=slot, aside=aside)
    ch = challenge(s)
    knocked = False
    if ch.before_failure is not None:
        if ch.before_test is None or not skill_test(ctx, ch.before_test.skill, ch.before_test.target):
            knocked = apply_outcome(ctx, ch.before_failure)
    if knocked:
        lose(ctx)
        return
    goto(ctx, BEFORE)


@FLOW.resolves("fight_margath")
def fight_margath(ctx: Context, action: Action) -> None:
    """Once risen, Margath is fought from any red gem hex, his wounds kept between fights (spec §13)."""
    ctx.emit("adventure_begun", colour=doom.RED)
    begin_combat(ctx, doom.margath_card(), None, aside=True)


@FLOW.step(BEFORE)
def before_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """The hero's Before Combat abilities, each once per combat (Varikas's bolt, Mira's focus), and each
    Elven Scout's shot; then the fight begins."""
    c = content()
    p = s.current
    assert s.combat is not None
    used = s.combat.used
    legal: list[Action] = []
    ability = c.heroes[p.hero].ability
    stamina = hero_stamina(p, c)
    if ability == "varikas_bolt" and "hero" not in used and challenge(s).phases[MAGIC] is not None \
            and can_pay_exhaustion(p.exhaustion, stamina, 1):
        legal.append(act("hero_ability", p.seat))
    if ability == "mira_focus" and "hero" not in used and can_pay_exhaustion(p.exhaustion, stamina, 2):
        legal.append(act("hero_ability", p.seat))
    for i, a in enumerate(p.allies):
        ally = c.ally(a.card)
        if ally.ability == "scout_shot" and a.card not in used and \
                can_pay_exhaustion(a.exhaustion, ally.stats.stamina, 1):
            legal.append(act("ally_ability", p.seat, who=i))
    legal.append(act("start_fight", p.seat))
    return p.seat, "before_combat", legal


@FLOW.resolves("hero_ability")
def hero_ability(ctx: Context, action: Action) -> None:
    c = content()
    s: GameState = ctx.state
    p = s.current
    ctx.emit("ability_used", user="hero")
    if c.heroes[p.hero].ability == "varikas_bolt":
        harm_hero(ctx, exhaustion=1)
        target = challenge(s).phases[MAGIC]
        assert target is not None
        total = roll_2d10(ctx, "bolt") + hero_skill(p, c, "spirit")
        if total >= target_number(s, c, MAGIC):
            wound_challenge(ctx, 1)
    else:
        harm_hero(ctx, exhaustion=2)
        ctx.emit("focus", bonus=2)


@FLOW.resolves("ally_ability")
def ally_ability(ctx: Context, action: Action) -> None:
    """Elven Scout: this ally takes 1 exhaustion: 1 wound to the challenge."""
    s: GameState = ctx.state
    who = int(action["who"])
    ctx.emit("ability_used", user=s.current.allies[who].card)
    harm_ally(ctx, who, exhaustion=1)
    wound_challenge(ctx, 1)


@FLOW.resolves("start_fight")
def start_fight(ctx: Context, action: Action) -> None:
    goto(ctx, ASSIGN)


# --- a round -----------------------------------------------------------------------------------
def assignments(s: GameState, c: Content) -> list[dict[str, str]]:
    """Every legal assignment for this round (spec §7.3): in each valued phase an attacker (the hero,
    or one ally) or the hero's defence; the hero attacks exactly once unless allies take every phase he
    could attack in; each ally at most once. Grum never attacks in the Magic phase."""
    p = s.current
    ch = challenge(s)
    valued = [i for i in range(3) if ch.phases[i] is not None]
    grum = c.heroes[p.hero].ability == "grum_brawler"
    out = []
    options = ["hero", *(f"ally{i}" for i in range(len(p.allies))), DEFEND]
    for combo in product(options, repeat=len(valued)):
        attackers = [x for x in combo if x != DEFEND]
        if len(attackers) != len(set(attackers)):
            continue
        if grum and any(x == "hero" and i == MAGIC for x, i in zip(combo, valued)):
            continue
        hero_could = [i for i in valued if not (grum and i == MAGIC)]
        if "hero" not in combo:
            taken = {i for x, i in zip(combo, valued) if x.startswith("ally")}
            if not all(i in taken for i in hero_could):
                continue
        plan = {PHASES[i]: NONE for i in range(3)}
        plan.update({PHASES[i]: x for x, i in zip(combo, valued)})
        out.append(plan)
    return out


@FLOW.step(ASSIGN)
def assign_choices(s: GameState) -> tuple[int, str, list[Action]]:
    c = content()
    legal = [act("assign", s.active, **plan) for plan in assignments(s, c)]
    return s.active, "assign", legal + ready_actions(s)


@FLOW.resolves("assign")
def assign(ctx: Context, action: Action) -> None:
    ctx.emit("combat_round", assignment={ph: action[ph] for ph in PHASES})
    goto(ctx, FIGHT)


def target_number(s: GameState, c: Content, phase: int) -> int:
    """The challenge's target; Dark Omens adds 1 for blue and red challenges."""
    ch = challenge(s)
    pair = ch.phases[phase]
    assert pair is not None
    return pair[0] + (1 if s.event_slot == "dark_omens" and ch.deck in ("blue", "red") else 0)


def challenge_damage(s: GameState, c: Content, phase: int) -> int:
    """Its damage; Orc Warbands (+1 Melee, green and yellow), Margath Stirs (+1, Dragonlords and Margath)."""
    ch = challenge(s)
    pair = ch.phases[phase]
    assert pair is not None
    dmg = pair[1]
    if s.event_slot == "orc_warbands" and phase == MELEE and ch.deck in ("green", "yellow"):
        dmg += 1
    if s.event_slot == "margath_stirs" and (ch.dragonlord or ch.margath):
        dmg += 1
    return dmg


def wound_challenge(ctx: Context, n: int) -> None:
    if n:
        ctx.emit("challenge_wounded", wounds=n)


def challenge_down(s: GameState) -> bool:
    assert s.combat is not None
    return s.combat.wounds >= challenge(s).life


def hero_takes(ctx: Context, phase: int) -> bool:
    """The hero takes the phase's damage (Brenna's guard reduces the first Melee damage of a combat by 1)."""
    c = content()
    s: GameState = ctx.state
    assert s.combat is not None
    dmg = challenge_damage(s, c, phase)
    if phase == MELEE and c.heroes[s.current.hero].ability == "brenna_guard" and not s.combat.melee_guard_used \
            and dmg > 0:
        ctx.emit("melee_guard")
        dmg -= 1
    if dmg > 0 and "prevent" in s.combat.readied:
        ctx.emit("readied_used", what="prevent")
        dmg -= 1
    return harm_hero(ctx, wounds=dmg)


def attack_damage(s: GameState, c: Content, p: PlayerState, actor: str, phase: int) -> int:
    """A successful attack's damage: hero (Grum +1 Melee) or ally; Rune Storm +1 to Magic."""
    if actor == "hero":
        dmg = hero_damage(p, c, phase)
        if phase == MELEE and c.heroes[p.hero].ability == "grum_brawler":
            dmg += 1
    else:
        dmg = c.ally(p.allies[int(actor[4:])].card).stats.damage[phase]
    if phase == MAGIC and s.event_slot == "rune_storm":
        dmg += 1
    return dmg


def hero_roll(ctx: Context, phase: int, kind: str, target: int) -> int:
    """2d10 + skill + ALWAYS bonuses + readied effects (Throwing Knives on a Ranged roll, the Battle Priest's
    blessing, Mira's focus on Magic); a readied Lucky Charm rerolls a roll that falls short."""
    c = content()
    s: GameState = ctx.state
    assert s.combat is not None
    p = s.current
    name = PHASES[phase]
    bonus = hero_skill(p, c, SKILLS[phase]) + item_bonus(p, c, kind, name)
    if phase == MAGIC:
        bonus += s.combat.focus
    if phase == RANGED and "ranged_roll" in s.combat.readied:
        bonus += s.combat.readied["ranged_roll"]
        ctx.emit("readied_used", what="ranged_roll")
    if name in s.combat.blessed:
        bonus += s.combat.blessed[name]
        ctx.emit("blessing_used", phase=name)
    total = roll_2d10(ctx, f"{kind}:{name}") + bonus
    if total < target and "charm" in s.combat.readied:
        ctx.emit("readied_used", what="charm")
        total = roll_2d10(ctx, f"{kind}:{name}") + bonus
    return total


def hero_hit(ctx: Context, phase: int) -> int:
    """A successful hero attack's damage, with readied weapon damage and Aldric's surge (paid now)."""
    c = content()
    s: GameState = ctx.state
    assert s.combat is not None
    p = s.current
    dmg = attack_damage(s, c, p, "hero", phase)
    extra = {MELEE: "melee_damage", MAGIC: "magic_damage"}.get(phase)
    if extra in s.combat.readied:
        dmg += s.combat.readied[extra]
        ctx.emit("readied_used", what=extra)
    if "surge" in s.combat.readied:
        ctx.emit("readied_used", what="surge")
        if can_pay_exhaustion(p.exhaustion, hero_stamina(p, c), 1):
            harm_hero(ctx, exhaustion=1)
            dmg += 1
    return dmg


@FLOW.automatic(FIGHT, "fight")
def fight(ctx: Context) -> None:
    """Resolve the round's phases in order; combat stops the moment something is defeated (spec §7.3)."""
    c = content()
    s: GameState = ctx.state
    assert s.combat is not None
    p = s.current
    plan = dict(s.combat.assignment)
    allies = list(p.allies)  # an ally killed mid-round does not shift the others' places in the plan
    for phase in range(3):
        actor = plan[PHASES[phase]]
        if actor == NONE:
            continue
        target = target_number(s, c, phase)
        if actor == DEFEND:
            if hero_roll(ctx, phase, "defend", target) < target and hero_takes(ctx, phase):
                lose(ctx)
                return
            continue
        if actor == "hero":
            if hero_roll(ctx, phase, "attack", target) >= target:
                wound_challenge(ctx, hero_hit(ctx, phase))
                if challenge_down(s):
                    win(ctx)
                    return
            elif hero_takes(ctx, phase):
                lose(ctx)
                return
            continue
        ally = allies[int(actor[4:])]
        if ally not in p.allies:
            continue
        who = p.allies.index(ally)
        stats = c.ally(ally.card).stats
        total = roll_2d10(ctx, f"ally:{PHASES[phase]}") + stats.skills[phase]
        if total >= target:
            wound_challenge(ctx, attack_damage(s, c, p, f"ally{who}", phase))
            if challenge_down(s):
                win(ctx)
                return
        else:
            harm_ally(ctx, who, wounds=challenge_damage(s, c, phase))
    ch = challenge(s)
    if ch.special == "regenerates" and s.combat.wounds > 0:
        ctx.emit("challenge_wounded", wounds=-1)
    goto(ctx, ROUND_END)


@FLOW.step(ROUND_END)
def round_end_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Both sides stand: fight another round or escape (spec §7.3 PROJECT DECISION)."""
    return s.active, "round_end", [act("fight_on", s.active), act("escape", s.active)]


@FLOW.resolves("fight_on")
def fight_on(ctx: Context, action: Action) -> None:
    ctx.emit("next_round")
    goto(ctx, ASSIGN)


@FLOW.resolves("escape")
def escape(ctx: Context, action: Action) -> None:
    """An escaped challenge becomes unresolved (spec §10); the turn goes on."""
    make_unresolved(ctx)
    to_market_or_experience(ctx)


# --- endings -----------------------------------------------------------------------------------
def make_unresolved(ctx: Context) -> None:
    """Back to its own slot, else the lowest empty one, wounds removed; token on the hex; with every slot
    taken the card goes under its deck (spec §10 PROJECT DECISION)."""
    s: GameState = ctx.state
    assert s.combat is not None and s.current.position is not None
    if s.combat.aside:
        ctx.emit("margath_aside", wounds=s.combat.wounds)
        return
    slot = s.combat.slot
    if slot is None:
        free = [int(n) for n, card in s.unresolved_slots.items() if card is None]
        slot = min(free) if free else None
    ctx.emit("unresolved", player=s.active, slot=slot, hex=hex_key(s.current.position))


def lose(ctx: Context) -> None:
    """The hero is knocked out: the challenge becomes unresolved, §8.3 applies, the turn ends."""
    make_unresolved(ctx)
    knock_out(ctx)


def win(ctx: Context) -> None:
    """Reward, the adventure counter of the chosen colour (or, fighting an unresolved challenge, one on
    the hex), the card kept as a Dragon Rune or under its deck; Margath or a third rune wins (spec §12)."""
    c = content()
    s: GameState = ctx.state
    assert s.combat is not None and s.current.position is not None
    p = s.current
    ch = challenge(s)
    key = hex_key(p.position)  # type: ignore[arg-type]
    on_hex = s.counters_on_hex.get(key, [])
    colour = s.adventure_colour
    counter = colour if colour in on_hex else (on_hex[0] if on_hex else None)
    gold = 0 if ch.margath else ch.reward_gold
    if not ch.margath:
        gold += 1 if c.heroes[p.hero].ability == "bounty_bonus" else 0
        gold += 1 if s.event_slot == "bountiful_harvest" and ch.deck == "green" else 0
    runes = sum(1 for k in p.kept if k in c.challenges and c.challenges[k].dragonlord) + (1 if ch.dragonlord else 0)
    wins = ch.margath or (runes >= RUNES_TO_WIN and doom.runes_win(s))
    ctx.emit("challenge_defeated", player=p.seat, gold=gold, counter=None if ch.margath else counter, hex=key,
             token_back=s.combat.slot, kept=ch.dragonlord, wins=wins)
    if wins:
        goto(ctx, OVER)
    else:
        doom.check(ctx)
        to_market_or_experience(ctx)

