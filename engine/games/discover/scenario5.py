"""Scenario 5's random points of interest (spec §18.2, §20.15): a hero who investigates resolves the top card of
the encounter deck #100, which is then put back and the deck reshuffled."""
from __future__ import annotations

from engine.kernel import Context

from .content import content
from .heroes import damage, gain, stamina
from .monsters import place_monster
from .state import OVER, GameState, hex_of


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
    else:
        raise NotImplementedError(f"encounter handler {effect.handler}")


def last_one_standing(ctx: Context) -> None:
    """When only one hero remains on the map, that hero wins (spec §20.15)."""
    s: GameState = ctx.state
    left = s.active_seats()
    if s.expedition == 5 and len(left) == 1 and len(s.heroes) > 1:
        ctx.emit("won", player=left[0], chief=s.chief)
        ctx.emit("step", step=OVER)


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
