"""Combat against a challenge (spec §7, §10): Before Combat, then rounds of Ranged -> Melee -> Magic in which
the hero attacks in exactly one phase and defends in the others (an attacking ally replaces his defence),
victory, escape, knock-out, and unresolved challenges. Each roll goes through strike.py, which offers the
combat cards at the points their texts name."""
from __future__ import annotations

from itertools import product

from engine.common.steps import act
from engine.kernel import Action, Context

from .abilities import heal_actions
from .before import before_abilities
from .character import hero_life, no_attack_phase
from .content import COLOURS, PHASES, Content, content
from . import doom
from .flow import FLOW, goto
from .harm import apply_outcome, knock_out
from .routing import to_market_or_experience
from .state import ASSIGN, OVER, ROUND_END, GameState, Strike, hex_key
from .strike import DEFEND, challenge, phase_strike, start, test, then

BEFORE = "before_combat"
NONE = "none"
COUNTER_CHOICE = "counter_choice"


def begin_combat(ctx: Context, card: str, slot: int | None, aside: bool = False) -> None:
    """The challenge's Before Combat ability first, then the hero's (spec §7.2). `aside`: the risen Margath
    of the Doom Track endgame."""
    s: GameState = ctx.state
    ctx.emit("combat_begun", card=card, colour=s.adventure_colour, slot=slot, aside=aside, player=s.active,
             hero=s.current.hero)  # the fighter named for the replay's combat bookmark (milestones.py)
    ch = challenge(s)
    if ch.before_test is not None and ch.before_failure is not None:
        test(ctx, ch.before_test.skill, ch.before_test.target, "before_test", fail_wounds=ch.before_failure.wounds,
             before=True)
        return
    if ch.before_failure is not None and apply_outcome(ctx, ch.before_failure):
        lose(ctx)
        return
    goto(ctx, BEFORE)


@then("before_test")
def after_before_test(ctx: Context, st: Strike) -> None:
    """The challenge's Before Combat test: failed, its exhaustion too (its wounds came through the roll, where
    armour may prevent them); then the hero's Before Combat, or a knock-out."""
    c = content()
    s: GameState = ctx.state
    ch = challenge(s)
    assert ch.before_failure is not None
    failure = ch.before_failure
    knocked = s.current.wounds >= hero_life(s.current, c)
    if st.total < st.target and not knocked and (failure.exhaustion or failure.gold):
        knocked = apply_outcome(ctx, type(failure)(gold=failure.gold, exhaustion=failure.exhaustion))
    if knocked:
        lose(ctx)
    else:
        goto(ctx, BEFORE)


@FLOW.resolves("fight_margath")
def fight_margath(ctx: Context, action: Action) -> None:
    """Once risen, Margath is fought from any red gem hex, his wounds kept between fights (spec §13)."""
    ctx.emit("adventure_begun", colour=doom.RED)
    begin_combat(ctx, doom.margath_card(), None, aside=True)


@FLOW.step(BEFORE)
def before_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """The hero's Before Combat abilities and potions; then the fight begins."""
    p = s.current
    legal = before_abilities(s, p.seat, tuple(ph is not None for ph in challenge(s).phases), allies=True)
    legal.append(act("start_fight", p.seat))
    return p.seat, "before_combat", legal + heal_actions(s, potions_only=True)


@then("combat_before")
def after_before_ability(ctx: Context, st: Strike) -> None:
    """A bolt or a shot may fell the challenge at once (spec §7.3's immediate check applies to every damage)."""
    if challenge_down(ctx.state):
        win(ctx)
    else:
        goto(ctx, BEFORE)


@FLOW.resolves("start_fight")
def start_fight(ctx: Context, action: Action) -> None:
    goto(ctx, ASSIGN)


# --- a round -----------------------------------------------------------------------------------
def assignments(s: GameState, c: Content) -> list[dict[str, str]]:
    """Every legal assignment for this round (spec §7.3): in each valued phase an attacker (the hero,
    or one ally) or the hero's defence; the hero attacks exactly once unless allies take every phase he
    could attack in; each ally at most once. Grum never attacks in the phase his card bars (Magic)."""
    p = s.current
    ch = challenge(s)
    valued = [i for i in range(3) if ch.phases[i] is not None]
    barred = no_attack_phase(p, c)
    out = []
    options = ["hero", *(f"ally{i}" for i in range(len(p.allies))), DEFEND]
    for combo in product(options, repeat=len(valued)):
        attackers = [x for x in combo if x != DEFEND]
        if len(attackers) != len(set(attackers)):
            continue
        if any(x == "hero" and i == barred for x, i in zip(combo, valued)):
            continue
        hero_could = [i for i in valued if i != barred]
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
    return s.active, "assign", legal + heal_actions(s, potions_only=True)


@FLOW.resolves("assign")
def assign(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("combat_round", assignment={ph: action[ph] for ph in PHASES}, allies=s.current.ally_cards())
    next_phase(ctx, 0)


def next_phase(ctx: Context, phase: int) -> None:
    """Resolve the round's phases from `phase` on; at the round's end a Troll heals its card's wounds (spec §14.6)."""
    s: GameState = ctx.state
    assert s.combat is not None
    for i in range(phase, len(PHASES)):
        fighter = s.combat.assignment[PHASES[i]]
        if fighter == NONE:
            continue
        st = phase_strike(s, s.active, -1, fighter, i, "combat_phase")
        if st is None:
            continue
        ctx.emit("combat_phase", phase=i)
        start(ctx, st)
        return
    ch = challenge(s)
    if ch.special == "regenerates" and s.combat.wounds > 0:
        ctx.emit("challenge_wounded", wounds=-min(ch.params.num("heal"), s.combat.wounds))
    goto(ctx, ROUND_END)


@then("combat_phase")
def after_phase(ctx: Context, st: Strike) -> None:
    """Combat stops the moment something is defeated (spec §7.3); else the next phase."""
    c = content()
    s: GameState = ctx.state
    if challenge_down(s):
        win(ctx)
    elif s.current.wounds >= hero_life(s.current, c):
        lose(ctx)
    else:
        next_phase(ctx, st.phase + 1)


def challenge_down(s: GameState) -> bool:
    assert s.combat is not None
    return s.combat.wounds >= challenge(s).life


@FLOW.step(ROUND_END)
def round_end_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Both sides stand: fight another round or escape (spec §7.3 PROJECT DECISION)."""
    return s.active, "round_end", [act("fight_on", s.active), act("escape", s.active)] + \
        heal_actions(s, potions_only=True)


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
    """Victory: the adventure counter of the colour drawn from; fighting an unresolved challenge, a counter on
    the hex, the player choosing when several colours lie there, none when none does (spec §5.3.2, §10)."""
    s: GameState = ctx.state
    assert s.combat is not None and s.current.position is not None
    if challenge(s).margath:
        settle_win(ctx, None)
        return
    options = counter_options(s)
    if s.combat.slot is not None and len(options) > 1:
        goto(ctx, COUNTER_CHOICE)
        return
    settle_win(ctx, options[0] if options else None)


def counter_options(s: GameState) -> list[str]:
    """The counters the winner may take: the drawn colour's, or any colour on the hex of an unresolved one."""
    assert s.combat is not None and s.current.position is not None
    on_hex = s.counters_on_hex.get(hex_key(s.current.position), [])
    if s.combat.slot is None:
        return [s.adventure_colour] if s.adventure_colour in on_hex else []
    return [colour for colour in COLOURS if colour in on_hex]


@FLOW.step(COUNTER_CHOICE)
def counter_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Several colours lie on the unresolved challenge's hex: the winner takes one (spec §10)."""
    return s.active, COUNTER_CHOICE, [act("take_counter", s.active, colour=col) for col in counter_options(s)]


@FLOW.resolves("take_counter")
def take_counter(ctx: Context, action: Action) -> None:
    settle_win(ctx, action["colour"])


def settle_win(ctx: Context, counter: str | None) -> None:
    """Reward, the counter, the token back to its slot, the card kept as a Dragon Rune or under its deck;
    Margath or a third rune wins (spec §12)."""
    c = content()
    s: GameState = ctx.state
    p = s.current
    assert s.combat is not None and p.position is not None
    ch = challenge(s)
    key = hex_key(p.position)
    gold = 0 if ch.margath else ch.reward_gold
    if not ch.margath:
        dunmar = c.hero_ability(p.hero, "bounty_bonus")
        gold += dunmar.num("gold") if dunmar is not None else 0
        harvest = c.event_in_play(s.event_slot, "bountiful_harvest")
        gold += harvest.num("gold") if harvest is not None and ch.deck in harvest.words("decks") else 0
    runes = sum(1 for k in p.kept if k in c.challenges and c.challenges[k].dragonlord) + (1 if ch.dragonlord else 0)
    wins = ch.margath or (runes >= c.rules.runes_to_win and doom.runes_win(s))
    ctx.emit("challenge_defeated", player=p.seat, gold=gold, counter=counter, hex=key,
             token_back=s.combat.slot, kept=ch.dragonlord, wins=wins)
    if wins:
        goto(ctx, OVER)
    else:
        doom.check(ctx)
        to_market_or_experience(ctx)
