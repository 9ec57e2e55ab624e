"""Exploring the world (spec §7.7, §7.11, §12.3, §16, §20.14): Investigate a point of interest (its search
card, or in Scenario 5 an encounter card #100 and a marker on the space), the expedition card's stages and their
triggers (after the triggering action is resolved, PD-EXP-TIMING), its card actions, and a hero who wins leaving
the map with their cards and tokens discarded and their blueprints in hand out of the game."""
from __future__ import annotations

from engine.common.hexes import distance
from engine.common.steps import act
from engine.kernel import Action, Context

from .board import camp_space, on_map, printed
from .content import Effect, Stage, content
from .flow import FLOW
from .heroes import spend, stamina
from .monsters import place_special
from .night import at_fire
from .search import light_fire, resolve
from .state import ACTIVE, DAY, MARKER, GameState, Hero, hex_of, key

SCENARIO_5 = 5
EXPEDITION = "expedition"
STAGE_PENDING = "stage_pending"


def stage(s: GameState) -> Stage:
    return content().scenarios[s.expedition].stages[s.stage - 1]


def poi_here(s: GameState, hero: Hero) -> int | None:
    if hero.space is None:
        return None
    space = printed(s, hex_of(hero.space))
    return None if space is None else space.poi


def can_investigate(s: GameState, hero: Hero) -> bool:
    """A point of interest on the hero's space (Scenario 5: without a marker there, §18.2)."""
    if poi_here(s, hero) is None or hero.space is None:
        return False
    return not (s.expedition == SCENARIO_5 and any(p.kind == MARKER for p in s.pieces(hero.space)))


def card_actions(s: GameState, hero: Hero) -> list[Action]:
    """The current expedition card's actions the hero can pay for and whose conditions hold (spec §7.11)."""
    out: list[Action] = []
    for i, action in enumerate(stage(s).actions):
        if action.cost <= hero.stamina and _allowed(s, hero, action.effect):
            out.append(act("card_action", hero.seat, source=EXPEDITION, index=i))
    return out


def _allowed(s: GameState, hero: Hero, effect: Effect) -> bool:
    p = effect.params
    space = printed(s, hex_of(hero.space)) if hero.space is not None else None
    if space is None:
        return False
    if effect.handler == "power_the_radio":
        has_item = any(i.deck == "search" and i.number == p["item"] for i in hero.items)
        return space.poi == p["poi"] and has_item and hero.count(str(p["resource"])) >= int(p["amount"])
    if effect.handler == "signal_fire":
        return space.objective and hero.count(str(p["resource"])) >= int(p["amount"])
    if effect.handler == "rescued":
        return space.objective and s.stage_markers == 0 and at_fire(s, hero)
    return False


@FLOW.resolves("investigate")
def investigate(ctx: Context, a: Action) -> None:
    """Investigate (spec §7.7): pay 1 and resolve the search card with the point of interest's number; in
    Scenario 5 the top encounter card #100 instead, put back and reshuffled, and a marker on the space."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    hero = s.heroes[seat]
    stamina(ctx, seat, -1, "investigate")
    poi = poi_here(s, hero)
    assert poi is not None and hero.space is not None
    ctx.emit("investigated", player=seat, poi=poi)
    if s.expedition == SCENARIO_5:
        from .scenario5 import encounter
        encounter(ctx, seat)
        ctx.emit("marker_placed", space=hero.space)
    else:
        resolve(ctx, seat, poi)
    trigger = stage(s).trigger
    if trigger is not None and trigger.handler == "after_investigating" and trigger.params["poi"] == poi:
        if s.step == DAY and s.combat is None:
            go_to_stage(ctx, int(trigger.params["stage"]))
        else:                           # a card's choice or a fight first: the action is not resolved yet
            ctx.emit("stage_pending", stage=int(trigger.params["stage"]))


@FLOW.resolves(STAGE_PENDING)
def stage_pending(ctx: Context, a: Action) -> None:
    """The triggering action is fully resolved: the expedition goes to its next stage now (PD-EXP-TIMING)."""
    s: GameState = ctx.state
    number = s.next_stage
    assert number is not None
    ctx.emit("stage_pending", stage=None)
    go_to_stage(ctx, number)


def go_to_stage(ctx: Context, number: int) -> None:
    """The stage's card becomes the current expedition card; its "when revealed" effect follows (§16.1)."""
    s: GameState = ctx.state
    new = content().scenarios[s.expedition].stages[number - 1]
    effect = new.on_reveal
    markers = s.players_at_start if effect is not None and effect.handler == "signal_revealed" else 0
    ctx.emit("stage", stage=number, markers=markers, scenario=s.expedition)
    if effect is None:
        return
    after = "day" if s.step != "night_steps" else "night"
    special = str(effect.params["special"])
    if effect.handler == "special_monster_at_poi":
        spaces = [h for h in content().cells if on_map(s, h) and (p := printed(s, h)) is not None
                  and p.poi == effect.params["poi"]]
        if spaces:
            place_special(ctx, special, spaces[0], after)
    elif effect.handler == "signal_revealed":
        camp = camp_space(s)
        targets = [h for h in content().cells if on_map(s, h) and (p := printed(s, h)) is not None and p.objective]
        if targets and camp is not None:
            nearest = min(distance(hex_of(camp), h) for h in targets)
            tied = [h for h in targets if distance(hex_of(camp), h) == nearest]
            if len(tied) > 1:
                from .monsters import ask_tie
                ask_tie(ctx, "objective", special, sorted(key(h) for h in tied))
                return
            place_special(ctx, special, tied[0], after)


@FLOW.resolves("card_action")
def card_action(ctx: Context, a: Action) -> None:
    """An expedition card's action (spec §7.11, §20.14), paid in stamina during the hero's own turn."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    action = stage(s).actions[int(str(a["index"]))]
    stamina(ctx, seat, -action.cost, "card_action")
    p = action.effect.params
    hero = s.heroes[seat]
    if action.effect.handler == "power_the_radio":
        item = next(i for i, it in enumerate(hero.items) if it.deck == "search" and it.number == p["item"])
        ctx.emit("item_discarded", player=seat, index=item)
        for _ in range(int(p["amount"])):
            spend(ctx, seat, str(p["resource"]))
        go_to_stage(ctx, int(p["stage"]))
    elif action.effect.handler == "signal_fire":
        for _ in range(int(p["amount"])):
            spend(ctx, seat, str(p["resource"]))
        light_fire(ctx, seat)
    elif action.effect.handler == "rescued":
        win(ctx, seat)


def win(ctx: Context, seat: int) -> None:
    """The hero wins (spec §12.3): the pawn leaves the map, every card, token and marker is discarded and the
    blueprints in hand leave the game; a winning chief passes the token on the left (PD-CHIEF-WIN)."""
    s: GameState = ctx.state
    hero = s.heroes[seat]
    successor = next((h for h in list(s.clockwise_from(seat))[1:] if s.heroes[h].status == ACTIVE), None)
    for _ in range(len(hero.items)):
        ctx.emit("item_discarded", player=seat, index=0)
    for _ in range(len(hero.resources)):
        held = hero.resources[0]
        ctx.emit("discarded", player=seat, index=0, resource=held.resource, token=held.token, change=0)
    for card in list(hero.threats):
        ctx.emit("threat_discarded", player=seat, card=card)
    ctx.emit("won", player=seat, chief=successor if s.chief == seat else s.chief)

