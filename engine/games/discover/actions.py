"""The actions a hero may take in their turn (spec §6-§7), each paid in stamina, enumerated for the day's
question: Move & gather (the destination's terrain cost, PD-COST, then one free Gather), Scout, Gather, Rest,
Cook meat and Rekindle fire; and the carrying limit checked when a Gather is over (§10)."""
from __future__ import annotations

from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .board import neighbours, on_map, printed, scoutable
from .carrying import CARRY, carried, carrying_limit, check_carrying, hero_effects, move_cost
from .clock import phase, usable_today
from .combat import fight_on_space, landscape_fight
from .content import content
from .flow import FLOW
from .heroes import spend, stamina
from .night import DIRTY, MEDICINE, after_dirty, at_fire
from .pieces import gather_targets, piece_named
from .search import LEAVE_TOKEN, resolve
from .state import ACTIVE, CAMP, DAY, FIRE, HEART, RESOURCE, WATER, GameState, Hero, hex_of, key
from .tiles import turn_tile

ACTION_COST = 1                 # every action costs 1 unless stated otherwise (spec §6)


def rest_options(s: GameState, hero: Hero) -> list[Action]:
    """Heal one damage of a type the spent resource heals, on the hero or another hero on the same space
    (spec §7.8); injury is never healed by Rest."""
    out: list[Action] = []
    c = content()
    patients = [h for h in s.heroes if h.status == ACTIVE and h.space == hero.space]
    for patient in patients:
        for kind in sorted(set(patient.health) - {HEART}):
            for resource in c.rules.damage[kind].healed_by:
                if hero.count(resource):
                    out.append(act("rest", hero.seat, patient=patient.seat, damage=kind, resource=resource))
    if "fever" in hero.threats and hero.count(MEDICINE):
        out.append(act("rest", hero.seat, patient=hero.seat, damage="fever", resource=MEDICINE))
    doctor = c.characters[hero.character].effect.handler == "doctor" if hero.character else False
    if doctor and usable_today(s, hero.ability_used_on):
        out += [act("rest", hero.seat, patient=p.seat, damage="sickness", resource="doctor")
                for p in patients if "sickness" in p.health]
    return out


def legal_actions(s: GameState, seat: int) -> list[Action]:
    """Every action the active hero can pay for now (spec §6: an action needs its full cost)."""
    hero = s.heroes[seat]
    if hero.space is None:
        return []
    if s.free_gather:
        return [act("gather", seat, target=t, free=True) for t in gather_targets(s, hero.space)] + \
            [act("skip_gather", seat)]
    here = hex_of(hero.space)
    out: list[Action] = []
    for there in neighbours(here):
        space = printed(s, there)
        if space is not None and on_map(s, there) and move_cost(hero, space.terrain) <= hero.stamina:
            out.append(act("move", seat, to=key(there)))
    if hero.stamina < ACTION_COST:
        return out
    out += [act("scout", seat, slot=slot) for slot in scoutable(s, here)]
    out += [act("gather", seat, target=t, free=False) for t in gather_targets(s, hero.space)]
    out += rest_options(s, hero)
    meat = hero.count("meat")
    if meat and at_fire(s, hero):
        out += [act("cook", seat, meat=n) for n in range(1, meat + 1)]
    if hero.count("wood") and any(p.kind in (FIRE, CAMP) and not p.lit for p in s.pieces(hero.space)):
        out.append(act("rekindle", seat))
    from .craft import craftable
    from .expedition import can_investigate, card_actions
    if can_investigate(s, hero):
        out.append(act("investigate", seat))
    from .abilities import card_action_options, loot_options
    from .scenario5 import attack_targets
    from .trade import partners, trade_cost
    if hero.stamina >= trade_cost(hero):
        out += partners(s, hero)
    return out + craftable(s, hero) + card_actions(s, hero) + card_action_options(s, hero) + loot_options(s, hero) + \
        attack_targets(s, seat)


def pay(ctx: Context, seat: int, cost: int, why: str) -> None:
    stamina(ctx, seat, -cost, why)


@FLOW.resolves("move")
def move(ctx: Context, a: Action) -> None:
    """Move & gather (spec §7.2): pay the destination's cost and move; a monster there is fought first; then one
    free Gather on the space the hero stands on."""
    s: GameState = ctx.state
    assert a.player is not None
    hero = s.heroes[a.player]
    to = str(a["to"])
    space = printed(s, hex_of(to))
    assert space is not None
    pay(ctx, a.player, move_cost(hero, space.terrain), "move")
    ctx.emit("moved", player=a.player, to=to)
    if fight_on_space(ctx, a.player, "move"):
        return
    if gather_targets(s, to):
        ctx.emit("free_gather", open=True)


@FLOW.resolves("skip_gather")
def skip_gather(ctx: Context, a: Action) -> None:
    ctx.emit("free_gather", open=False)


@FLOW.resolves("scout")
def scout(ctx: Context, a: Action) -> None:
    """Scout (spec §7.3): pay 1 and turn an adjacent face-down tile face up; the hero does not move."""
    assert a.player is not None
    pay(ctx, a.player, ACTION_COST, "scout")
    turn_tile(ctx, str(a["slot"]), a.player)


@FLOW.resolves("gather")
def gather(ctx: Context, a: Action) -> None:
    """Gather one token on the hero's space (spec §7.1): a landscape token is revealed and kept as a resource,
    fought, or its search card resolved (the token then discarded unless the card leaves it); a resource token
    is taken; a water source stays and gives one resource of its type."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    hero = s.heroes[seat]
    space = str(hero.space)
    if a["free"]:
        ctx.emit("free_gather", open=False)
    else:
        pay(ctx, seat, ACTION_COST, "gather")
    piece = piece_named(s, space, str(a["target"]))
    assert piece is not None
    target = piece.id
    if piece.kind == WATER:
        resource = dict(content().island.water_sources)[target]
        ctx.emit("water_drawn", player=seat, space=space, id=target, resource=resource)
    elif piece.kind == RESOURCE:
        ctx.emit("taken", player=seat, space=space, id=target)
    else:
        token = next(t for st in content().island.landscape.values() for t in st.tokens if t.id == target)
        ctx.emit("revealed", space=space, id=target)
        if token.resource is not None:
            ctx.emit("taken", player=seat, space=space, id=target)
            forage(ctx, seat, token.resource)
        elif token.enemy is not None:
            landscape_fight(ctx, seat, target, space)
        elif token.search is not None:
            if resolve(ctx, seat, token.search) != LEAVE_TOKEN:
                ctx.emit("token_discarded", space=space, id=target)
    if s.combat is None:
        check_carrying(ctx, seat)


@FLOW.step(CARRY)
def _drop_question(s: GameState) -> Legal:
    seat = s.over_limit
    assert seat is not None
    hero = s.heroes[seat]
    seen: list[tuple[str, int, str]] = []
    out: list[Action] = []
    for i, held in enumerate(hero.resources):
        label = (held.resource, held.amount, "landscape" if held.token else "supply")
        if label not in seen:
            seen.append(label)
            out.append(act("drop", seat, index=i))
    for i, item in enumerate(hero.items):     # an expedition item is never discarded, but it counts (spec §10)
        record = content().search[item.number] if item.deck == "search" else content().items[item.number]
        if "expedition_item" not in record.traits:
            out.append(act("drop_item", seat, index=i))
    from .anytime import anytime_options
    return seat, "discover.prompt.drop", out + anytime_options(s, hero)


@FLOW.resolves("drop", "drop_item")
def drop(ctx: Context, a: Action) -> None:
    """An unchosen resource is put on the hero's space, resource side up; an unchosen card is discarded to its
    deck, the resources it carried dropping to the space (spec §10, PD-CARRY-CARRIER)."""
    s: GameState = ctx.state
    assert a.player is not None
    hero = s.heroes[a.player]
    if a.kind == "drop_item":
        ctx.emit("item_discarded", player=a.player, index=a["index"])
    else:
        ctx.emit("dropped", player=a.player, index=a["index"], space=hero.space)
    if carried(hero) <= carrying_limit(hero):
        ctx.emit("over_limit", player=None)
        ctx.emit("step", step=DAY)


@FLOW.resolves("rest")
def rest(ctx: Context, a: Action) -> None:
    """Rest (spec §7.8): spend the matching resource to turn one damage back to a heart; Fever's Rest option
    spends 1 medicine to discard it; spent dirty water asks for medicine or a roll (§11.3)."""
    seat = a.player
    assert seat is not None
    pay(ctx, seat, ACTION_COST, "rest")
    resource = str(a["resource"])
    if resource == "doctor":             # the Doctor: once per day, sickness healed without medicine
        ctx.emit("card_used", player=seat, source="character", round=ctx.state.round, phase=phase(ctx.state))
    else:
        spend(ctx, seat, resource)
    if a["damage"] == "fever":
        ctx.emit("threat_discarded", player=seat, card="fever")
        return
    ctx.emit("healed", player=seat, patient=a["patient"], damage=a["damage"])
    if resource == DIRTY:
        after_dirty(ctx, seat)


@FLOW.resolves("cook")
def cook(ctx: Context, a: Action) -> None:
    """Cook meat (spec §7.9): at a fire, any number of meat becomes as much food (the Cook gains one more)."""
    seat = a.player
    assert seat is not None
    pay(ctx, seat, ACTION_COST, "cook")
    n = int(str(a["meat"]))
    for _ in range(n):
        spend(ctx, seat, "meat")
    bonus = sum(int(e.params["food"]) for e in hero_effects(ctx.state.heroes[seat]) if e.handler == "cook_bonus")
    ctx.emit("gained", player=seat, resource="food", amount=n + bonus)


@FLOW.resolves("rekindle")
def rekindle(ctx: Context, a: Action) -> None:
    """Rekindle fire (spec §7.10): spend 1 wood to flip the unlit fire (or campsite) on the hero's space."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    pay(ctx, seat, ACTION_COST, "rekindle")
    spend(ctx, seat, "wood")
    space = str(s.heroes[seat].space)
    piece = next(p for p in s.pieces(space) if p.kind in (FIRE, CAMP) and not p.lit)
    ctx.emit("fire_lit", space=space, id=piece.id)


def forage(ctx: Context, seat: int, resource: str) -> None:
    """The Forager: once per day, a landscape token showing a resource also gives a resource token of its type."""
    s: GameState = ctx.state
    hero = s.heroes[seat]
    ability = content().characters[hero.character].effect if hero.character else None
    if ability is not None and ability.handler == "forager" and usable_today(s, hero.ability_used_on):
        ctx.emit("card_used", player=seat, source="character", round=s.round, phase=phase(s))
        ctx.emit("gained", player=seat, resource=resource, amount=1)
