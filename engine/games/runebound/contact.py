"""Hero contact (spec §11): ending movement on another hero's hex, the active player may trade with him or
attack him (one contact per turn, optional). A trade is an offer the active player builds card by card and
coin by coin and the other player accepts or rejects; hero-vs-hero combat begins with both heroes' Before
Combat (the defender's first), then switches the Hero and Challenge roles every round, the Challenge side
rolling its own targets."""
from __future__ import annotations

import copy

from engine.common.steps import act
from engine.kernel import Action, Context

from .abilities import heal_actions
from .before import before_abilities
from .character import hero_life, limit_kind, no_attack_phase
from .content import PHASES, Content, content
from .flow import FLOW, goto
from .harm import AFTER_CONTACT, knock_out
from .routing import route_after_contact
from .state import END_TURN, GameState, PlayerState, Strike, Trade, hand_over
from .strike import DEFEND, phase_strike, start, then

CONTACT, TRADE, TRADE_REPLY, PVP_BEFORE, PVP_ASSIGN, PVP_ROUND_END = (
    "contact", "trade", "trade_reply", "pvp_before", "pvp_assign", "pvp_round_end")


def others_here(s: GameState) -> list[int]:
    here = s.current.position
    return [p.seat for p in s.players if p.seat != s.active and p.position == here]


@FLOW.step(CONTACT)
def contact_choices(s: GameState) -> tuple[int, str, list[Action]]:
    p = s.current
    legal = [act("no_contact", p.seat)]
    for other in others_here(s):
        legal += [act("trade_with", p.seat, seat=other), act("attack_hero", p.seat, seat=other)]
    return p.seat, "contact", legal


@FLOW.resolves("no_contact")
def no_contact(ctx: Context, action: Action) -> None:
    route_after_contact(ctx)


# --- trading ---------------------------------------------------------------------------------------
@FLOW.resolves("trade_with")
def trade_with(ctx: Context, action: Action) -> None:
    ctx.emit("contact", player=ctx.state.active, seat=action["seat"], what="trade")
    goto(ctx, TRADE)


def after_trade(s: GameState, c: Content, t: Trade) -> tuple[PlayerState, PlayerState]:
    """Both heroes as they would be after the offer (to check the ownership limits on the result)."""
    me, them = copy.deepcopy(s.current), copy.deepcopy(s.players[t.partner])
    for card in t.give:
        hand_over(me, them, card)
    for card in t.take:
        hand_over(them, me, card)
    return me, them


def within_limits(p: PlayerState, c: Content) -> bool:
    for kind, most in c.rules.limits.items():
        n = len(p.allies) if kind == "ally" else sum(1 for i in p.items if limit_kind(c, i.card) == kind)
        if n > most:
            return False
    return True


@FLOW.step(TRADE)
def trade_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Build the offer: cards and gold each way (Dragon Runes are never traded, spec §11.2)."""
    c = content()
    p = s.current
    t = s.trade
    assert t is not None
    them = s.players[t.partner]
    legal = [act("offer_card", p.seat, card=card) for card in p.ally_cards() + p.item_cards() if card not in t.give]
    legal += [act("ask_card", p.seat, card=card) for card in them.ally_cards() + them.item_cards()
              if card not in t.take]
    if t.give_gold < p.gold:
        legal.append(act("offer_gold", p.seat))
    if t.take_gold < them.gold:
        legal.append(act("ask_gold", p.seat))
    me_after, them_after = after_trade(s, c, t)
    if (t.give or t.take or t.give_gold or t.take_gold) and within_limits(me_after, c) and \
            within_limits(them_after, c):
        legal.append(act("propose", p.seat))
    legal.append(act("end_trade", p.seat))
    return p.seat, "trade", legal


@FLOW.resolves("offer_card", "ask_card", "offer_gold", "ask_gold")
def build_offer(ctx: Context, action: Action) -> None:
    ctx.emit("offer", what=action.kind, card=action.get("card"))


@FLOW.resolves("propose")
def propose(ctx: Context, action: Action) -> None:
    goto(ctx, TRADE_REPLY)


@FLOW.step(TRADE_REPLY)
def reply_choices(s: GameState) -> tuple[int, str, list[Action]]:
    assert s.trade is not None
    return s.trade.partner, "trade_reply", [act("accept_trade", s.trade.partner), act("reject_trade", s.trade.partner)]


@FLOW.resolves("accept_trade")
def accept_trade(ctx: Context, action: Action) -> None:
    """An accepted offer is binding: it happens at once (spec §11.2)."""
    s: GameState = ctx.state
    t = s.trade
    assert t is not None
    ctx.emit("traded", player=s.active, partner=t.partner, give=list(t.give), take=list(t.take),
             gold=t.give_gold - t.take_gold)
    ctx.emit("trade_over")
    route_after_contact(ctx)


@FLOW.resolves("reject_trade")
def reject_trade(ctx: Context, action: Action) -> None:
    ctx.emit("offer", what="clear", card=None)
    goto(ctx, TRADE)


@FLOW.resolves("end_trade")
def end_trade(ctx: Context, action: Action) -> None:
    ctx.emit("trade_over")
    route_after_contact(ctx)


# --- hero-vs-hero combat -------------------------------------------------------------------------
@FLOW.resolves("attack_hero")
def attack_hero(ctx: Context, action: Action) -> None:
    """Before Combat first: the defender (acting as the challenge) uses his abilities, then the attacker
    (spec §11.3)."""
    players = ctx.state.players
    ctx.emit("contact", player=ctx.state.active, seat=action["seat"], what="attack",
             hero=players[ctx.state.active].hero, foe=players[action["seat"]].hero)
    pvp_before_next(ctx)


def before_options(s: GameState, seat: int) -> list[Action]:
    assert s.pvp is not None
    return before_abilities(s, seat, (True,) * len(PHASES), allies=seat == s.pvp.hero_side) + own_potions(s, seat)


def pvp_before_next(ctx: Context) -> None:
    """Ask the seat in Before Combat while he has something to use; then the attacker; then the fight."""
    s: GameState = ctx.state
    assert s.pvp is not None
    while s.pvp.before is not None:
        if before_options(s, s.pvp.before):
            goto(ctx, PVP_BEFORE)
            return
        ctx.emit("pvp_before", seat=s.pvp.attacker if s.pvp.before == s.pvp.defender else None)
    goto(ctx, PVP_ASSIGN)


def own_potions(s: GameState, seat: int) -> list[Action]:
    """Potions are drunk on your own turn only ("your turn, outside a roll")."""
    return heal_actions(s, potions_only=True) if seat == s.active else []


@FLOW.step(PVP_BEFORE)
def pvp_before_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """The seat in Before Combat: his hero's ability (the defender may not use allies: he is the Challenge
    side), then he is done."""
    assert s.pvp is not None and s.pvp.before is not None
    seat = s.pvp.before
    return seat, "pvp_before", before_options(s, seat) + [act("end_before", seat)]


@FLOW.resolves("end_before")
def end_before(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    assert s.pvp is not None
    ctx.emit("pvp_before", seat=s.pvp.attacker if s.pvp.before == s.pvp.defender else None)
    pvp_before_next(ctx)


@then("pvp_before")
def after_pvp_before(ctx: Context, st: Strike) -> None:
    """A bolt or a shot may knock the other hero out before the fight."""
    if not knocked_out_side(ctx):
        pvp_before_next(ctx)


def knocked_out_side(ctx: Context) -> bool:
    """End the fight when a hero is down (the one whose wounds reached his life)."""
    c = content()
    s: GameState = ctx.state
    assert s.pvp is not None
    for seat in (s.pvp.attacker, s.pvp.defender):
        p = s.players[seat]
        if p.wounds >= hero_life(p, c):
            pvp_ends(ctx, loser=seat)
            return True
    return False


def pvp_assignments(s: GameState, c: Content) -> list[dict[str, str]]:
    """As against a challenge, with every phase valued (heroes have all three, spec §11.3)."""
    from itertools import product
    assert s.pvp is not None
    p = s.players[s.pvp.hero_side]
    barred = no_attack_phase(p, c)
    options = ["hero", *(f"ally{i}" for i in range(len(p.allies))), DEFEND]
    out = []
    for combo in product(options, repeat=3):
        attackers = [x for x in combo if x != DEFEND]
        if len(attackers) != len(set(attackers)):
            continue
        if barred is not None and combo[barred] == "hero":
            continue
        if "hero" not in combo:
            could = [i for i in range(len(PHASES)) if i != barred]
            if not all(combo[i].startswith("ally") for i in could):
                continue
        out.append(dict(zip(PHASES, combo)))
    return out


@FLOW.step(PVP_ASSIGN)
def pvp_assign_choices(s: GameState) -> tuple[int, str, list[Action]]:
    c = content()
    assert s.pvp is not None
    side = s.pvp.hero_side
    return side, "pvp_assign", [act("pvp_plan", side, **plan) for plan in pvp_assignments(s, c)] + \
        own_potions(s, side)


@FLOW.resolves("pvp_plan")
def pvp_plan(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    assert s.pvp is not None
    ctx.emit("pvp_round", assignment={ph: action[ph] for ph in PHASES},
             allies=s.players[s.pvp.hero_side].ally_cards())
    pvp_next_phase(ctx, 0)


def pvp_next_phase(ctx: Context, phase: int) -> None:
    """Per phase the Challenge side rolls its target (2d10 + own skill + its defence bonuses); the Hero side
    attacks or defends against it; wounds are real (spec §11.3). After the sixth round the fight ends."""
    c = content()
    s: GameState = ctx.state
    assert s.pvp is not None
    for i in range(phase, len(PHASES)):
        st = phase_strike(s, s.pvp.hero_side, s.pvp.challenge_side, s.pvp.assignment[PHASES[i]], i, "pvp_phase")
        if st is None:
            continue
        ctx.emit("combat_phase", phase=i)
        start(ctx, st)
        return
    if s.pvp.round >= c.rules.max_pvp_rounds:
        pvp_ends(ctx, loser=None)
    else:
        goto(ctx, PVP_ROUND_END)


@then("pvp_phase")
def after_pvp_phase(ctx: Context, st: Strike) -> None:
    """A knock-out ends the fight at once; else the next phase."""
    if not knocked_out_side(ctx):
        pvp_next_phase(ctx, st.phase + 1)


@FLOW.step(PVP_ROUND_END)
def pvp_round_end_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """The player whose hero was the Hero side this round may break off (spec §11.3)."""
    assert s.pvp is not None
    side = s.pvp.hero_side
    return side, "pvp_round_end", [act("pvp_fight_on", side), act("break_off", side)] + own_potions(s, side)


@FLOW.resolves("pvp_fight_on")
def pvp_fight_on(ctx: Context, action: Action) -> None:
    ctx.emit("pvp_switch")
    goto(ctx, PVP_ASSIGN)


@FLOW.resolves("break_off")
def break_off(ctx: Context, action: Action) -> None:
    pvp_ends(ctx, loser=None)


def pvp_ends(ctx: Context, loser: int | None) -> None:
    """A knocked-out hero suffers §8.3 with the spoils to the winner; a beaten attacker's turn ends, a winning
    (or unbeaten) attacker goes on to his Adventure phase."""
    s: GameState = ctx.state
    assert s.pvp is not None
    attacker, defender = s.pvp.attacker, s.pvp.defender
    ctx.emit("pvp_over", loser=loser)
    if loser is None:
        route_after_contact(ctx)
    else:
        knock_out(ctx, seat=loser, winner=defender if loser == attacker else attacker,
                  then=END_TURN if loser == attacker else AFTER_CONTACT)

