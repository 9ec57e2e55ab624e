"""Scenario 5's random points of interest (spec §18.2, §20.15): a hero who investigates resolves the top card of
the encounter deck #100, which is then put back and the deck reshuffled."""
from __future__ import annotations

from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .board import range_between
from .carrying import check_carrying
from .content import Effect, content
from .dice import Dice, resource_modifiers, roll, shared_modification
from .flow import FLOW
from .heroes import damage, gain, spend, stamina
from .monsters import place_monster
from .state import ACTIVE, OVER, GameState, hex_of


def encounter(ctx: Context, seat: int) -> None:
    s: GameState = ctx.state
    card = s.encounters[0]
    ctx.emit("encounter_drawn", player=seat, card=card, order=ctx.rng.shuffled(sorted(s.encounters)))
    effect = content().encounters[card].effect
    p = effect.params
    if effect.handler == "gain":
        for resource, amount in sorted(p.items()):
            gain(ctx, seat, resource, int(amount))
    elif effect.handler == "take_damage":
        for _ in range(int(p["amount"])):
            damage(ctx, seat, str(p["damage"]))
    elif effect.handler == "gain_card":
        if p["number"] in s.search:
            ctx.emit("item_gained", player=seat, deck="search", number=p["number"], markers=0)
        else:
            ctx.emit("card_missing", player=seat, deck="search", number=p["number"])
    elif effect.handler == "gain_stamina":
        stamina(ctx, seat, int(p["amount"]), card)
    elif effect.handler == "monster_on_own_space":
        space = s.heroes[seat].space
        if space is not None:
            place_monster(ctx, hex_of(space), "day")


def night_deck_spent(ctx: Context) -> None:
    """The night deck would be rebuilt a second time: the active hero with the fewest damage wins, then the one
    with the most resources and items; a tie beyond that and nobody wins (spec §20.15)."""
    s: GameState = ctx.state
    left = [s.heroes[seat] for seat in s.active_seats()]
    if left:
        best = min((h.damage(), -(len(h.resources) + len(h.items))) for h in left)
        tied = [h for h in left if (h.damage(), -(len(h.resources) + len(h.items))) == best]
        if len(tied) == 1:
            ctx.emit("won", player=tied[0].seat, chief=s.chief)
    ctx.emit("step", step=OVER)


# --- attacking another hero (spec §18.3-§18.5) ------------------------------------------------------------------
DUEL_SUPPORT, DUEL_MODIFY, DUEL_TAKE = "duel_support", "duel_modify", "duel_take"
ATTACK_FIRST_DAY = 1        # no attacks during the first day


def attack_targets(s: GameState, seat: int) -> list[Action]:
    """Scenario 5, not on day 1, 3 stamina: another hero on the attacker's space (spec §18.3)."""
    hero = s.heroes[seat]
    if s.expedition != 5 or s.round <= ATTACK_FIRST_DAY or hero.stamina < content().rules.attack_cost:
        return []
    return [act("attack", seat, target=h.seat) for h in s.heroes
            if h.seat != seat and h.status == ACTIVE and h.space == hero.space]


def _own_bonus(s: GameState, seat: int) -> int:
    """Costless abilities adding to a fighter's own die are always active (spec §18.3): weapons, the Huntress."""
    data = content()
    hero = s.heroes[seat]
    effects: list[Effect | None] = [data.characters[hero.character].effect] if hero.character else []
    effects += [(data.search[i.number] if i.deck == "search" else data.items[i.number]).effect for i in hero.items]
    return sum(int(e.params["bonus"]) for e in effects if e is not None and e.handler == "add_to_own_die")


@FLOW.resolves("attack")
def attack(ctx: Context, a: Action) -> None:
    """Pay 3 and attack a hero on your space; heroes within range 2 may support before the roll (§18.4)."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    target = int(str(a["target"]))
    stamina(ctx, seat, -content().rules.attack_cost, "attack")
    space = s.heroes[seat].space
    assert space is not None
    supporters = [h for h in list(s.clockwise_from(seat))[1:] if h != target and s.heroes[h].status == ACTIVE
                  and s.heroes[h].space is not None and s.heroes[h].support
                  and range_between(space, str(s.heroes[h].space)) <= content().rules.support_range]
    ctx.emit("duel_started", attacker=seat, defender=target, supporters=supporters)
    if supporters:
        ctx.emit("step", step=DUEL_SUPPORT)
    else:
        _duel_roll(ctx)


@FLOW.step(DUEL_SUPPORT)
def _duel_support_question(s: GameState) -> Legal:
    d = s.duel
    assert d is not None
    seat = d.supporters[d.asked]
    return seat, "discover.prompt.support", [act("duel_support", seat, card=c) for c in s.heroes[seat].support] + \
        [act("duel_support", seat, card="none")]


@FLOW.resolves("duel_support")
def duel_support(ctx: Context, a: Action) -> None:
    ctx.emit("duel_supported", player=a.player, card=a["card"])
    d = ctx.state.duel
    assert d is not None
    if d.asked >= len(d.supporters):
        _duel_roll(ctx)


def _duel_roll(ctx: Context) -> None:
    s: GameState = ctx.state
    d = s.duel
    assert d is not None
    grey, red = roll(ctx), roll(ctx)
    ctx.emit("duel_rolled", grey=grey, red=red, grey_mod=_own_bonus(s, d.attacker), red_mod=_own_bonus(s, d.defender))
    ctx.emit("step", step=DUEL_MODIFY)


def duel_cycle(s: GameState) -> list[int]:
    """Who modifies, clockwise from the attacker: the two fighters and each supporter who played a card."""
    d = s.duel
    assert d is not None
    return [seat for seat in s.clockwise_from(d.attacker)
            if seat in (d.attacker, d.defender) or str(seat) in d.played]


@FLOW.step(DUEL_MODIFY)
def _duel_modify_question(s: GameState) -> Legal:
    d = s.duel
    assert d is not None
    cycle = duel_cycle(s)
    seat = cycle[d.turn % len(cycle)]
    data = content()
    out: list[Action] = []
    if seat in (d.attacker, d.defender):
        # resources keep their printed die colours for both fighters (PD-S5-RES)
        out += [act("duel_modify", seat, use=r) for r in resource_modifiers(s.heroes[seat])]
    else:
        card = d.played.get(str(seat))
        if card is not None and card not in d.used and data.support[card].effect.handler == "support_die":
            out.append(act("duel_modify", seat, use=card))
    return seat, "discover.prompt.modify", out + [act("duel_modify", seat, use="pass")]


@FLOW.resolves("duel_modify")
def duel_modify(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    d = s.duel
    assert d is not None and a.player is not None
    use = str(a["use"])
    data = content()
    # PD-S5-RES, PD-S5-SUPPORT: resources and support cards keep their printed die colours (fighter's die = grey)
    dice = shared_modification(ctx, a.player, use, Dice(d.grey, d.red, d.grey_mod, d.red_mod)) or \
        Dice(d.grey, d.red, d.grey_mod, d.red_mod)
    grey, red, grey_mod, red_mod = dice.grey, dice.red, dice.grey_mod, dice.red_mod
    ctx.emit("duel_modified", player=a.player, use=use, grey=grey, red=red, grey_mod=grey_mod, red_mod=red_mod)
    if use == "pass" and d.passes >= len(duel_cycle(s)):
        _duel_damage(ctx)


def _duel_damage(ctx: Context) -> None:
    """A final 10 or more hits: 1 injury (Pin Down one more to the defender; its player 1 injury when the attacker
    is hit; Assault and Defend never hurt their players here, §18.4), and the hitter may take a resource."""
    s: GameState = ctx.state
    d = s.duel
    assert d is not None
    hit_line = content().rules.attack_hit
    defender_hit = d.grey + d.grey_mod >= hit_line
    attacker_hit = d.red + d.red_mod >= hit_line
    pins = [int(seat) for seat, card in sorted(d.played.items()) if content().support[card].effect.handler == "pin_down"]
    takers = ([d.attacker] if defender_hit else []) + ([d.defender] if attacker_hit else [])
    ctx.emit("duel_damage", defender_hit=defender_hit, attacker_hit=attacker_hit, takers=takers)
    if defender_hit:
        for _ in range(1 + len(pins)):
            damage(ctx, d.defender, "injury")
    if attacker_hit:
        damage(ctx, d.attacker, "injury")
        for seat in pins:
            damage(ctx, seat, "injury")
    _next_taker(ctx)


def _next_taker(ctx: Context) -> None:
    s: GameState = ctx.state
    d = s.duel
    while d is not None and d.takers:
        taker = d.takers[0]
        other = d.defender if taker == d.attacker else d.attacker
        if s.heroes[taker].status == ACTIVE and s.heroes[other].resources:
            ctx.emit("step", step=DUEL_TAKE)
            return
        ctx.emit("duel_took", player=taker, index=None, frm=other)
    fighters = (d.attacker, d.defender) if d is not None else ()
    ctx.emit("duel_ended")
    ctx.emit("step", step="day")
    for seat in fighters:
        if s.step == "day":
            check_carrying(ctx, seat)


@FLOW.step(DUEL_TAKE)
def _take_question(s: GameState) -> Legal:
    d = s.duel
    assert d is not None
    taker = d.takers[0]
    other = d.defender if taker == d.attacker else d.attacker
    seen: list[tuple[str, int]] = []
    out = [act("duel_take", taker, index=-1)]
    for i, held in enumerate(s.heroes[other].resources):
        if (held.resource, held.amount) not in seen:
            seen.append((held.resource, held.amount))
            out.append(act("duel_take", taker, index=i))
    return taker, "discover.prompt.take_resource", out


@FLOW.resolves("duel_take")
def duel_take(ctx: Context, a: Action) -> None:
    """The hero who hit may take one of the other fighter's resources (or none), even if all damage was prevented."""
    d = ctx.state.duel
    assert d is not None and a.player is not None
    other = d.defender if a.player == d.attacker else d.attacker
    index = int(str(a["index"]))
    ctx.emit("duel_took", player=a.player, index=None if index < 0 else index, frm=other)
    _next_taker(ctx)
