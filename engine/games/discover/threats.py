"""Threat cards (spec §5.3, §20.12): the hero draws the top card (an empty deck is rebuilt from all discards),
a Tribe card is redrawn while no other hero is on the map, a Persistent card stays in front of the hero, the
others are resolved and discarded."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .board import range_between
from .content import content
from .flow import FLOW
from .heroes import damage, spend, stamina
from .state import ACTIVE, CAMP, FIRE, NIGHT_STEPS, GameState

QUARREL = "quarrel"


def _others_on_map(s: GameState, seat: int) -> list[int]:
    return [h.seat for h in s.heroes if h.status == ACTIVE and h.seat != seat]


def draw_threat(ctx: Context) -> str:
    """The top threat card; an empty deck is first rebuilt from every discarded threat card (§5.3)."""
    s: GameState = ctx.state
    if not s.threat_draw:
        ctx.emit("threats_rebuilt", order=ctx.rng.shuffled(sorted(s.threat_discard)))
    card = s.threat_draw[0]
    ctx.emit("threat_drawn", card=card)
    return card


def resolve_threat(ctx: Context, seat: int) -> None:
    """Draw and resolve one threat card for `seat` (Tribe cards redrawn while the hero is alone on the map)."""
    s: GameState = ctx.state
    card = draw_threat(ctx)
    while content().threats[card].tribe and not _others_on_map(s, seat) and \
            len(s.threat_draw) + len(s.threat_discard) > 1:
        ctx.emit("threat_discarded", player=None, card=card)
        card = draw_threat(ctx)
    threat = content().threats[card]
    if threat.tribe and not _others_on_map(s, seat):
        ctx.emit("threat_discarded", player=None, card=card)
        return
    if threat.persistent:
        ctx.emit("threat_kept", player=seat, card=card)
        return
    _effect(ctx, seat, card)
    if s.quarrel is None:
        ctx.emit("threat_discarded", player=None, card=card)


def _effect(ctx: Context, seat: int, card: str) -> None:
    s: GameState = ctx.state
    effect = content().threats[card].effect
    params = effect.params
    handler = effect.handler
    if handler in ("monster_on_own_space", "nearest_monster_toward"):
        from .monsters import threat_monsters
        threat_monsters(ctx, seat, card)
    elif handler == "damage_on_roll":
        value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
        ctx.emit("rolled", player=seat, value=value, why=card)
        if value <= int(params["upto"]):
            damage(ctx, seat, str(params["damage"]))
    elif handler == "lose_stamina":
        stamina(ctx, seat, -int(params["amount"]), card)
    elif handler == "gain_stamina":
        stamina(ctx, seat, int(params["amount"]), card)
    elif handler == "discard_resource":
        for _ in range(int(params["amount"])):
            spend(ctx, seat, str(params["resource"]))
    elif handler == "nearest_fire_goes_out":
        here = s.heroes[seat].space
        fires = [(range_between(here, space), space, p.id) for space, pieces in sorted(s.spaces.items())
                 for p in pieces if p.lit and p.kind in (FIRE, CAMP)] if here is not None else []
        if fires:
            nearest = min(f[0] for f in fires)
            tied = [f for f in fires if f[0] == nearest]
            if len(tied) > 1:
                from .monsters import ask_tie
                ask_tie(ctx, "fire", card, [f"{space}|{fid}" for _, space, fid in tied])
            else:
                ctx.emit("fire_out", space=tied[0][1], id=tied[0][2])
    elif handler == "night_watch":
        here = s.heroes[seat].space
        near = [o for o in _others_on_map(s, seat) if here is not None and s.heroes[o].space is not None
                and range_between(here, str(s.heroes[o].space)) <= int(params["range"])]
        for other in near:
            stamina(ctx, other, int(params["amount"]), card)
        if not near:
            stamina(ctx, seat, -int(params["amount"]), card)
    elif handler == QUARREL:
        ctx.emit("quarrel", player=seat, card=card)
        ctx.emit("step", step=QUARREL)
    else:
        raise ValueError(f"threat handler {handler}")


@FLOW.step(QUARREL)
def _quarrel_question(s: GameState) -> Legal:
    seat = s.quarrel
    assert seat is not None
    return seat, "discover.prompt.quarrel", [act("quarrel_with", seat, other=o) for o in _others_on_map(s, seat)]


@FLOW.resolves("quarrel_with")
def quarrel_with(ctx: Context, a: Action) -> None:
    """Quarrel: the chosen hero loses 1 stamina and the drawing hero gains 1."""
    assert a.player is not None
    amount = int(content().threats[QUARREL].effect.params["amount"])
    stamina(ctx, int(str(a["other"])), -amount, QUARREL)
    stamina(ctx, a.player, amount, QUARREL)
    ctx.emit("quarrel_settled", player=a.player)
    ctx.emit("threat_discarded", player=None, card=QUARREL)
    ctx.emit("step", step=NIGHT_STEPS)
