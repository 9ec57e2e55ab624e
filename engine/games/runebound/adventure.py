"""The Adventure phase (spec §5.3): choosing or declining, the drawing loop (events and encounters draw
again, a challenge ends it), event ranks and counter replenishment, and the encounters' texts."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from . import doom
from .character import may_acquire
from .content import COLOURS, TOKEN_TYPES, Content, content
from .flow import FLOW, goto
from .harm import apply_outcome, knock_out
from .routing import to_experience, to_market_or_experience
from .state import ADVENTURE, ENCOUNTER, REPLENISH, GameState, Strike, hex_key, key_hex
from .strike import test, then

ACCEPT, CARAVAN, LIBRARY, TOLL = "accept", "caravan", "library", "toll"
DUELLIST, LIBRARY_HANDLER = "duellist_joins", "free_experience_token"


def here_key(s: GameState) -> str:
    assert s.current.position is not None
    return hex_key(s.current.position)


@FLOW.step(ADVENTURE)
def adventure_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """An unresolved token is the only adventure on its hex; otherwise any counter colour there
    (spec §5.3.1, §16.24); declining is always allowed."""
    p = s.current
    key = here_key(s)
    legal: list[Action]
    if key in s.unresolved_on_hex:
        legal = [act("fight_unresolved", p.seat)]
    else:
        legal = [act("adventure", p.seat, colour=col) for col in COLOURS if col in s.counters_on_hex.get(key, ())]
    legal += doom.margath_actions(s)
    legal.append(act("decline", p.seat))
    return p.seat, "adventure", legal


@FLOW.resolves("decline")
def decline(ctx: Context, action: Action) -> None:
    to_experience(ctx)


@FLOW.resolves("fight_unresolved")
def fight_unresolved(ctx: Context, action: Action) -> None:
    """No card is drawn: the challenge on the matching slot is fought (spec §10)."""
    from .combat import begin_combat
    s: GameState = ctx.state
    slot = s.unresolved_on_hex[here_key(s)]
    card = s.unresolved_slots[str(slot)]
    assert card is not None
    colour = content().colour_of(card)
    ctx.emit("adventure_begun", colour=colour)
    begin_combat(ctx, card, slot)


@FLOW.resolves("adventure")
def adventure(ctx: Context, action: Action) -> None:
    ctx.emit("adventure_begun", colour=action["colour"])
    draw_next(ctx)


def draw_next(ctx: Context) -> None:
    """Loop step 1: draw the top card of the chosen colour; an empty deck ends the adventure with the
    counter left on the hex (spec §3.4 PROJECT DECISION)."""
    from .combat import begin_combat
    c = content()
    s: GameState = ctx.state
    colour = s.adventure_colour
    assert colour is not None
    drawn = s.adventure(colour).draw(1, ctx.rng, reshuffle=False)
    if not drawn.cards:
        to_market_or_experience(ctx)
        return
    card = drawn.cards[0]
    ctx.emit("adventure_drawn", colour=colour, card=card)
    kind = c.card_kind(card)
    if kind == "event":
        play_event(ctx, card)
    elif kind == "encounter":
        revealed = s.market().draw(1, ctx.rng, reshuffle=False).cards
        if c.encounters[card].handler == "merchant_caravan" and revealed:
            ctx.emit("caravan_revealed", player=s.active, card=revealed[0])
        goto(ctx, ENCOUNTER)
    else:
        begin_combat(ctx, card, None)


# --- events ------------------------------------------------------------------------------------
def play_event(ctx: Context, card: str) -> None:
    """Rank check: equal or higher replaces, lower is ignored; the loser goes under its own colour's deck
    (spec §5.3.3, §16.9). Then replenish, even for a rejected event (§16.10), then draw again."""
    c = content()
    s: GameState = ctx.state
    new = c.events[card]
    old = s.event_slot
    accepted = old is None or new.rank >= c.events[old].rank
    ctx.emit("event_played", player=s.active, card=card, colour=new.deck, accepted=accepted,
             replaced=old if accepted else None, replaced_colour=c.colour_of(old) if accepted and old else None)
    if accepted and new.effect == "wandering_merchant" and s.market_deck:
        ctx.emit("market_to_tamalir", city=c.start_city)
    doom.check(ctx)
    continue_replenishing(ctx)


def eligible(s: GameState, c: Content, colour: str) -> list[str]:
    """Sun-ray hexes of this colour that hold no counter (spec §5.3.3)."""
    return [hex_key(h) for h in sorted(c.sun) if c.gems[h] == colour and not s.counters_on_hex.get(hex_key(h))]


def short_colour(s: GameState, c: Content) -> str | None:
    """The first colour whose pool cannot fill all its eligible hexes (the drawing player chooses there)."""
    for colour in COLOURS:
        free = eligible(s, c, colour)
        if free and 0 < s.common_pool[colour] < len(free):
            return colour
    return None


def continue_replenishing(ctx: Context) -> None:
    """Fill every colour the pool covers; ask the player where a short colour's counters go."""
    c = content()
    s: GameState = ctx.state
    placed = []
    for colour in COLOURS:
        free = eligible(s, c, colour)
        if free and s.common_pool[colour] >= len(free):
            placed += [[k, colour] for k in free]
    if placed:
        ctx.emit("replenished", placed=placed)
    if short_colour(s, c) is not None:
        goto(ctx, REPLENISH)
    else:
        draw_next(ctx)


@FLOW.step(REPLENISH)
def replenish_choices(s: GameState) -> tuple[int, str, list[Action]]:
    c = content()
    colour = short_colour(s, c)
    assert colour is not None
    return s.active, "replenish", [act("refill", s.active, q=key_hex(k).q, r=key_hex(k).r)
                                   for k in eligible(s, c, colour)]


@FLOW.resolves("refill")
def refill(ctx: Context, action: Action) -> None:
    c = content()
    key = hex_key((action["q"], action["r"]))
    ctx.emit("replenished", placed=[[key, c.gems[key_hex(key)]]])
    s: GameState = ctx.state
    if short_colour(s, c) is None:
        continue_replenishing(ctx)


# --- encounters --------------------------------------------------------------------------------
@FLOW.step(ENCOUNTER)
def encounter_choices(s: GameState) -> tuple[int, str, list[Action]]:
    """Most encounters are one roll; a few ask a question (accept the duellist, buy from the caravan,
    pick a free token, pay the toll or test)."""
    c = content()
    p = s.current
    assert s.drawn is not None
    enc = c.encounters[s.drawn]
    if s.pending == ACCEPT:
        legal = [act("refuse", p.seat)]
        if len(p.allies) < c.rules.limits["ally"]:
            legal.append(act("accept", p.seat, discard=""))
        else:
            legal += [act("accept", p.seat, discard=a.card) for a in p.allies]
        return p.seat, "accept_duellist", legal
    if s.pending == LIBRARY:
        return p.seat, "free_token", [act("free_token", p.seat, token=t) for t in TOKEN_TYPES]
    if enc.handler == "merchant_caravan" and s.revealed is not None:
        top = s.revealed
        legal = [act("refuse", p.seat)]
        if c.price(top) <= p.gold and may_acquire(p, c, top):
            legal.append(act("buy_revealed", p.seat))
        return p.seat, "caravan", legal
    if enc.handler == "pay_or_test":
        legal = face_actions(s)
        if p.gold >= enc.params.num("pay"):
            legal.append(act("pay_toll", p.seat))
        return p.seat, "toll", legal
    return p.seat, "encounter", face_actions(s)


def face_actions(s: GameState) -> list[Action]:
    """Face the encounter (a Lucky Charm is offered after a failed test's roll, strike.py)."""
    return [act("face_encounter", s.active)]


def finish_encounter(ctx: Context, *, kept: bool = False, as_ally: bool = False) -> None:
    """The card leaves play (kept, an ally, or removed from the game, spec §16.12); draw again."""
    s: GameState = ctx.state
    ctx.emit("encounter_done", player=s.active, card=s.drawn, kept=kept, as_ally=as_ally)
    ctx.emit("pending", value=None)
    doom.check(ctx)
    draw_next(ctx)


def knocked_out_in_encounter(ctx: Context) -> None:
    """Knocked out in an encounter: the turn ends and no token is placed (spec §5.3.4)."""
    s: GameState = ctx.state
    ctx.emit("encounter_done", player=s.active, card=s.drawn, kept=False, as_ally=False)
    ctx.emit("pending", value=None)
    doom.check(ctx)
    knock_out(ctx)


@FLOW.resolves("face_encounter")
def face_encounter(ctx: Context, action: Action) -> None:
    c = content()
    s: GameState = ctx.state
    assert s.drawn is not None
    enc = c.encounters[s.drawn]
    if enc.handler == "merchant_caravan":                   # the market deck is empty: nothing to reveal
        finish_encounter(ctx)
        return
    if enc.handler == "couriers_errand":
        finish_encounter(ctx, kept=True)
        return
    assert enc.test is not None
    test(ctx, enc.test.skill, enc.test.target, "encounter_test")


@then("encounter_test")
def after_encounter_test(ctx: Context, st: Strike) -> None:
    """The test's result: the duellist's offer, the library's free token, or the card's outcome."""
    s: GameState = ctx.state
    assert s.drawn is not None
    enc = content().encounters[s.drawn]
    success = st.total >= st.target
    if success and enc.handler in (DUELLIST, LIBRARY_HANDLER):
        ctx.emit("pending", value=ACCEPT if enc.handler == DUELLIST else LIBRARY)
        goto(ctx, ENCOUNTER)               # back from a Lucky Charm's point, if the roll stopped there
        return
    if apply_outcome(ctx, enc.success if success else enc.failure):
        knocked_out_in_encounter(ctx)
        return
    finish_encounter(ctx)


@FLOW.resolves("accept")
def accept(ctx: Context, action: Action) -> None:
    """Kwestia Honoru: the card becomes an ally; with two allies one is discarded first (spec §3.11)."""
    s: GameState = ctx.state
    if action["discard"]:
        ctx.emit("card_discarded", player=s.active, card=action["discard"])
    finish_encounter(ctx, as_ally=True)


@FLOW.resolves("refuse")
def refuse(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    assert s.drawn is not None
    if content().encounters[s.drawn].handler == "merchant_caravan" and s.revealed is not None:
        ctx.emit("market_revealed", player=s.active, card=s.revealed, bought=False, price=0)
    finish_encounter(ctx)


@FLOW.resolves("buy_revealed")
def buy_revealed(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    card = s.revealed
    assert card is not None
    ctx.emit("market_revealed", player=s.active, card=card, bought=True, price=content().price(card))
    finish_encounter(ctx)


@FLOW.resolves("free_token")
def free_token(ctx: Context, action: Action) -> None:
    ctx.emit("experience_token", player=ctx.state.active, token=action["token"])
    finish_encounter(ctx)


@FLOW.resolves("pay_toll")
def pay_toll(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    assert s.drawn is not None
    ctx.emit("gold", player=s.active, amount=-content().encounters[s.drawn].params.num("pay"))
    finish_encounter(ctx)

