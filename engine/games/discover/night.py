"""The night phase (spec §5.2, §5.3, §20.11): the chief draws the top night card (an empty deck is rebuilt from
the phase II discards only), its steps are resolved top to bottom, each hero in turn from the chief clockwise
(PD-ORDER), the card is discarded, end-of-night effects follow (PD-NIGHT-END), the chief passes the token or
keeps it unless every other hero names the same new chief (PD-CHIEF-VOTE), and a new day begins (PD-ROUND).

Food and Water steps: a hero who can pay must pay, choosing which water when they hold both kinds; only a hero
unable to pay takes hunger or dehydration (PD-NIGHT-CHOICE). Dirty water spent asks for 1 medicine or a roll:
1-3 gives sickness (spec §11.3, PD-DIRTY)."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .board import camp_space
from .clock import phase, usable_today
from .content import NightStep, content
from .flow import FLOW
from .heroes import damage, gain, pick_token, spend, stamina
from .state import (ACTIVE, CAMP, CHIEF, DAY, DIRTY_WATER, FIRE, NIGHT, NIGHT_STEPS, NIGHT_WATER, GameState, Hero)
from .threats import resolve_threat

CLEAN, DIRTY, MEDICINE, FOOD = "clean_water", "dirty_water", "medicine", "food"
DIRTY_DAMAGE = "sickness"           # PD-DIRTY
SCENARIO_5 = 5
NO_OVERRIDE = -1                    # a vote for keeping the chief's choice


def at_fire(s: GameState, hero: Hero) -> bool:
    """On a space with a lit fire token or the lit campsite (spec §3.5, §13)."""
    return hero.space is not None and any(p.lit and p.kind in (FIRE, CAMP) for p in s.pieces(hero.space))


def in_campsite(s: GameState, hero: Hero) -> bool:
    return hero.space is not None and hero.space == camp_space(s)


def heroes_in_order(s: GameState) -> list[int]:
    """Active heroes from the chief going clockwise (spec §5.2: "each hero" effects)."""
    return [seat for seat in s.clockwise_from(s.chief) if s.heroes[seat].status == ACTIVE]


@FLOW.automatic(NIGHT)
def night(ctx: Context) -> None:
    """The chief draws the top night card; an empty deck is rebuilt from the phase II cards discarded (§5.2.1)."""
    s: GameState = ctx.state
    rebuilt = None
    if not s.night_draw:
        if s.expedition == SCENARIO_5 and s.night_rebuilds >= 1:
            from .scenario5 import night_deck_spent
            night_deck_spent(ctx)
            return
        rebuilt = ctx.rng.shuffled(sorted(c for c in s.night_discard if content().night[c].phase == 2))
    card = (rebuilt if rebuilt is not None else s.night_draw)[0]
    ctx.emit("night_drawn", card=card, rebuilt=rebuilt)
    ctx.emit("step", step=NIGHT_STEPS)


@FLOW.automatic(NIGHT_STEPS, "night_steps")
def night_steps(ctx: Context) -> None:
    advance(ctx)


def advance(ctx: Context) -> None:
    """Resolve the card's steps from where the night stands, stopping at a question a hero must answer (the
    function asking it moves to its step; answering it comes back here)."""
    s: GameState = ctx.state
    assert s.night_card is not None
    card = content().night[s.night_card]
    while s.step == NIGHT_STEPS:
        if s.waiting:
            _pay_next(ctx, card.steps[s.night_step - 1])
            continue
        if s.night_step >= len(card.steps):
            end_of_night(ctx)
            return
        step = card.steps[s.night_step]
        ctx.emit("night_step", index=s.night_step + 1, waiting=_who(s, step))
        if step.step not in ("food", "water", "threat"):
            for seat in heroes_in_order(s):
                _each(ctx, step, seat)
            _whole(ctx, step)


def end_of_night(ctx: Context) -> None:
    """The card is discarded, end-of-night effects follow (PD-NIGHT-END), then the chief passes the token."""
    s: GameState = ctx.state
    ctx.emit("night_discarded", card=s.night_card)
    stage = content().scenarios[s.expedition].stages[s.stage - 1]
    if stage.end_of_night is not None and stage.end_of_night.handler == "remove_marker" and s.stage_markers:
        ctx.emit("stage_markers", to=s.stage_markers - 1)
    if len(heroes_in_order(s)) > 1:
        ctx.emit("step", step=CHIEF)
    else:
        new_day(ctx)


def _who(s: GameState, step: NightStep) -> list[int]:
    """The heroes a per-hero step still has to reach (threat cards: those it names)."""
    order = heroes_in_order(s)
    if step.step in ("food", "water"):
        return order
    if step.step == "threat":
        return [seat for seat in order if step.who == "all" or not at_fire(s, s.heroes[seat])]
    return []


def _pay_next(ctx: Context, step: NightStep) -> None:
    """Resolve the next waiting hero's food, water or threat (a hero holding both waters is asked which)."""
    s: GameState = ctx.state
    seat = s.waiting[0]
    hero = s.heroes[seat]
    if hero.status != ACTIVE:
        ctx.emit("night_paid", player=seat)
    elif step.step == "threat":
        ctx.emit("night_paid", player=seat)
        resolve_threat(ctx, seat)
    elif step.step == "food":
        if not spend(ctx, seat, FOOD):
            damage(ctx, seat, "hunger")
        ctx.emit("night_paid", player=seat)
    else:
        kinds = [r for r in (CLEAN, DIRTY) if hero.count(r)]
        if len(kinds) > 1:
            ctx.emit("step", step=NIGHT_WATER)
        elif not kinds:
            damage(ctx, seat, "dehydration")
            ctx.emit("night_paid", player=seat)
        else:
            spend_water(ctx, seat, kinds[0])


def spend_water(ctx: Context, seat: int, kind: str) -> None:
    """Spend one water for the night; dirty water then asks for medicine or a roll (spec §11.3)."""
    spend(ctx, seat, kind)
    ctx.emit("night_paid", player=seat)
    if kind == DIRTY:
        after_dirty(ctx, seat)


def water_filter(s: GameState, hero: Hero) -> int | None:
    """The index of the hero's Water Filter usable now (once per day, spec §20.10), or None."""
    from .abilities import item_effect
    for i, item in enumerate(hero.items):
        effect, _, _ = item_effect(item)
        if effect is not None and effect.handler == "water_filter" and usable_today(s, item.used_on):
            return i
    return None


def after_dirty(ctx: Context, seat: int) -> None:
    """A hero holding medicine or a Water Filter chooses what to use or to roll; otherwise the die is rolled
    (spec §11.3, DP-12)."""
    hero = ctx.state.heroes[seat]
    if hero.count(MEDICINE) or water_filter(ctx.state, hero) is not None:
        ctx.emit("dirty_water", player=seat)
        ctx.emit("step", step=DIRTY_WATER)
    else:
        roll_for_dirty_water(ctx, seat)


def roll_for_dirty_water(ctx: Context, seat: int) -> None:
    """1-3 on the die: 1 sickness (PD-DIRTY)."""
    value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
    ctx.emit("rolled", player=seat, value=value, why="dirty_water")
    if value <= 3:
        damage(ctx, seat, DIRTY_DAMAGE)


def _each(ctx: Context, step: NightStep, seat: int) -> None:
    s: GameState = ctx.state
    hero = s.heroes[seat]
    if step.step == "gain" and step.resource is not None:
        gain(ctx, seat, step.resource, step.amount)
    elif step.step == "sleep":
        bonus = step.bonus if (step.where == "at_fire" and at_fire(s, hero)) or \
            (step.where == "in_campsite" and in_campsite(s, hero)) else 0
        for number in s.upgrades:
            effect = content().search[number].effect
            if effect is not None and effect.handler == "sleep_bonus_at_poi":
                printed = _poi_at(s, hero)
                if printed == effect.params["poi"]:
                    bonus += int(effect.params["stamina"])
        for threat in hero.threats:
            effect = content().threats[threat].effect
            if effect.handler == "fever":
                bonus -= int(effect.params["less"])
        stamina(ctx, seat, step.stamina + bonus, "sleep")
        if "twisted_ankle" in hero.threats and in_campsite(s, hero):
            ctx.emit("threat_discarded", player=seat, card="twisted_ankle")


def _poi_at(s: GameState, hero: Hero) -> int | None:
    from .board import printed
    from .state import hex_of
    if hero.space is None:
        return None
    space = printed(s, hex_of(hero.space))
    return None if space is None else space.poi


def _whole(ctx: Context, step: NightStep) -> None:
    """Steps that act on the map once: fires going out, monsters (spec §20.11)."""
    s: GameState = ctx.state
    if step.effect is None:
        return
    handler = step.effect.handler
    if handler == "unattended_fires_go_out":
        heroes_at = {h.space for h in s.heroes if h.status == ACTIVE}
        for space, pieces in sorted(s.spaces.items()):
            for p in pieces:
                if p.lit and p.kind in (FIRE, CAMP) and space not in heroes_at:
                    ctx.emit("fire_out", space=space, id=p.id)
    elif handler == "fires_go_out_on_roll":
        fires = [(space, p.id) for space, pieces in s.spaces.items() for p in pieces if p.lit and p.kind == CAMP]
        fires += sorted(((space, p.id) for space, pieces in s.spaces.items() for p in pieces
                         if p.lit and p.kind == FIRE), key=lambda f: int(f[1][1:]))
        for space, fid in fires:
            value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
            ctx.emit("rolled", player=s.chief, value=value, why="storm")
            if value <= int(step.effect.params["upto"]):
                ctx.emit("fire_out", space=space, id=fid)
    else:
        from .monsters import night_monsters
        night_monsters(ctx, step)


@FLOW.step(NIGHT_WATER)
def _water_question(s: GameState) -> Legal:
    seat = s.waiting[0]
    return seat, "discover.prompt.night_water", [act("night_water", seat, resource=CLEAN),
                                                 act("night_water", seat, resource=DIRTY)]


@FLOW.resolves("night_water")
def night_water(ctx: Context, a: Action) -> None:
    assert a.player is not None
    ctx.emit("step", step=NIGHT_STEPS)
    spend_water(ctx, a.player, str(a["resource"]))


@FLOW.step(DIRTY_WATER)
def _dirty_question(s: GameState) -> Legal:
    seat = s.dirty
    assert seat is not None
    hero = s.heroes[seat]
    options = [act("after_dirty_water", seat, pay="medicine")] if hero.count(MEDICINE) else []
    if water_filter(s, hero) is not None:
        options.append(act("after_dirty_water", seat, pay="filter"))
    return seat, "discover.prompt.dirty_water", options + [act("after_dirty_water", seat, pay="roll")]


@FLOW.resolves("after_dirty_water")
def after_dirty_water(ctx: Context, a: Action) -> None:
    """Spend 1 medicine, or roll: 1-3 gives 1 sickness (spec §11.3, DP-12)."""
    assert a.player is not None
    ctx.emit("dirty_water_settled", player=a.player)
    if a["pay"] == "medicine":
        spend(ctx, a.player, MEDICINE)
    elif a["pay"] == "filter":
        index = water_filter(ctx.state, ctx.state.heroes[a.player])
        ctx.emit("card_used", player=a.player, source=f"item:{index}", round=ctx.state.round, phase=phase(ctx.state))
    else:
        roll_for_dirty_water(ctx, a.player)
    ctx.emit("step", step=NIGHT_STEPS if ctx.state.night_card is not None else DAY)


@FLOW.step(CHIEF)
def _chief_question(s: GameState) -> Legal:
    """The chief keeps the token or names another active hero; then each other hero, from the chief's left,
    names an override candidate or none (PD-CHIEF-VOTE)."""
    order = heroes_in_order(s)
    if s.chief_pick is None:
        return s.chief, "discover.prompt.pass_chief", [act("pass_chief", s.chief, to=seat) for seat in order]
    voter = next(seat for seat in order[1:] if str(seat) not in s.votes)
    options = [act("chief_vote", voter, to=seat) for seat in order if seat != s.chief]
    return voter, "discover.prompt.chief_vote", options + [act("chief_vote", voter, to=NO_OVERRIDE)]


@FLOW.resolves("pass_chief")
def pass_chief(ctx: Context, a: Action) -> None:
    ctx.emit("chief_picked", to=a["to"])


@FLOW.resolves("chief_vote")
def chief_vote(ctx: Context, a: Action) -> None:
    """The last vote settles it: unanimity for one candidate overrides the chief's choice."""
    s: GameState = ctx.state
    ctx.emit("chief_voted", player=a.player, to=a["to"])
    others = heroes_in_order(s)[1:]
    if all(str(seat) in s.votes for seat in others):
        named = {s.votes[str(seat)] for seat in others}
        chosen = s.chief_pick
        if len(named) == 1 and NO_OVERRIDE not in named:
            chosen = named.pop()
        ctx.emit("chief_settled", chief=chosen)
        new_day(ctx)


def new_day(ctx: Context) -> None:
    """The round counter goes up and the chief takes the first turn (PD-ROUND)."""
    s: GameState = ctx.state
    order = heroes_in_order(s)
    if not order:
        ctx.emit("step", step="over")
        return
    ctx.emit("day", round=s.round + 1, order=order)
    ctx.emit("step", step=DAY)
