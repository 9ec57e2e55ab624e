"""A dead or lost hero's player may go on with another hero (spec §11.5, §11.7, G29): at the start of the next Cycle
its player chooses a hero no one has played yet (or none: that player is out). The fallen hero's Offerings return
to the supply, its Items, creature, deity, side quests and Paths to their piles and stacks, its saga cards leave the
game. The new hero is set up as at the start (§5.2): a new Mark when one is left (else the old Birth Kir), its
Personal saga, and then, through setup's own steps, its player's choice of sagas (the suggested set or universal
base cards, DP-SETUP-SAGAS), the stacks the scenario develops and which cards wait in reserve (DP-SETUP-PREPARE);
it enters in its Birth Kir's Cradle. The table loses when every hero is out and no player can
go on (§11.7)."""
from __future__ import annotations

from engine.common.steps import Legal, act, one
from engine.kernel import Action, Context

from .content import PREPARED_TYPES, content
from .flow import FLOW, goto
from .setup import next_without
from .state import ACTIVE, CHOOSE_SAGAS, DEVELOP, REPLACE, SWIETOWIT, GameState, HeroState

CRADLE = "cradle"


def unused(s: GameState) -> list[str]:
    """Heroes no one has played in this game."""
    played = {h.hero for h in s.heroes} | set(s.fallen)
    return [x for x in content().heroes if x not in played]


def waiting(s: GameState) -> HeroState | None:
    """The first seat (player order) whose hero is out and whose player may still choose another."""
    if not unused(s):
        return None
    return next((h for h in s.heroes if h.status != ACTIVE and h.seat not in s.declined), None)


def may_go_on(s: GameState) -> bool:
    """Some player whose hero is out can still take another hero."""
    return waiting(s) is not None


@FLOW.step(REPLACE)
def replace_step(s: GameState) -> Legal:
    """DP-REPLACE-HERO: an unused hero, or none."""
    h = waiting(s)
    if h is None:
        return None, "begin_cycle", [act("begin_cycle", None)]
    return h.seat, "zerywia.prompt.replace", [one("replace", h.seat, "hero", x) for x in unused(s)] + [
        act("no_replacement", h.seat)]


@FLOW.resolves("begin_cycle")
def begin_cycle(ctx: Context, a: Action) -> None:
    goto(ctx, SWIETOWIT)


@FLOW.resolves("replace", "no_replacement")
def replace(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    c = content()
    h = s.hero(a.player)
    if a.kind == "no_replacement":
        ctx.emit("replacement_declined", seat=h.seat)
    else:
        hero = c.heroes[a["hero"]]
        mark = s.marks[0] if s.marks else None
        kir = c.marks[mark].kir if mark is not None else h.birth_kir
        personal = hero.personal_saga
        ctx.emit("hero_replaced", seat=h.seat, hero=hero.id, mark=mark, kir=kir, feat=hero.feat,
                 sagas=[personal], prepared=[personal] if c.sagas[personal].type in PREPARED_TYPES else [],
                 reserve=[], attributes=dict(hero.attributes), pierw=c.rules.limits.pierw,
                 region=c.board.special[(kir, CRADLE)], tales=[])
        # set up as at the start (§5.2): its sagas chosen (while the open stack has any), developed, prepared
        goto(ctx, CHOOSE_SAGAS if next_without(s, "sagas") is not None else DEVELOP)
        return
    if waiting(s) is not None:
        return
    if s.active_heroes():
        goto(ctx, SWIETOWIT)
    else:
        ctx.emit("game_over", result="lost", reason="zerywia.outcome.all_heroes_out")
