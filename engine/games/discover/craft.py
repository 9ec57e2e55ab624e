"""Craft (spec §7.5-§7.6, PD-CRAFT): from a blueprint in hand or face up on the table, spend its resources (at a
lit fire when it shows one) and gain the crafted item with its markers, if a copy is left in the crafted deck; a
blueprint from the hand goes face up for everyone and the hero draws a new one (normal or advanced, DP-10). A hero
who gains an item they already own returns the old copy to its deck (spec §8.3)."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from .carrying import check_carrying
from .content import content
from .flow import FLOW
from .heroes import spend, stamina
from .night import at_fire
from .search import draw_blueprint
from .state import ACTIVE, GameState, Hero

HAND, TABLE = "hand", "table"
RETURN = -1          # a duplicate's old copy goes back to its deck rather than to another hero (DP-24)


COMPONENT = "component"


def engineer(hero: Hero) -> bool:
    return bool(hero.character) and content().characters[hero.character].effect.handler == "engineer"


def cost_with(cost: dict[str, int], swap: str) -> dict[str, int]:
    """The Engineer's cost: 1 component in place of one unit of `swap` ("" = as printed)."""
    out = dict(cost)
    if swap:
        out[swap] -= 1
        out[COMPONENT] = out.get(COMPONENT, 0) + 1
    return {r: n for r, n in out.items() if n > 0}


def craftable(s: GameState, hero: Hero) -> list[Action]:
    """Blueprints the hero can pay for now; the Engineer may also pay 1 component for any one resource."""
    out: list[Action] = []
    for source, numbers in ((HAND, hero.blueprints), (TABLE, s.blueprints_up)):
        for number in sorted(set(numbers)):
            item = content().items[number]
            if number not in s.crafted or (item.fire and not at_fire(s, hero)):
                continue
            swaps = [""] + (sorted(r for r in item.cost if r != COMPONENT) if engineer(hero) else [])
            for swap in swaps:
                if all(hero.count(r) >= n for r, n in cost_with(dict(item.cost), swap).items()):
                    out += [act("craft", hero.seat, number=number, source=source, swap=swap, **give)
                            for give in _old_copy_goes(s, hero, number)]
    return out


def _old_copy_goes(s: GameState, hero: Hero, number: int) -> list[dict[str, int]]:
    """A hero crafting an item they already own keeps the new copy; the old one goes back to its deck (give = -1)
    or to another hero on their space (spec §8.3, DP-24), decided with the craft."""
    if not any(it.deck == "crafted" and it.number == number for it in hero.items):
        return [{}]
    others = [h.seat for h in s.heroes if h.seat != hero.seat and h.status == ACTIVE and h.space == hero.space]
    return [{"give": RETURN}] + [{"give": seat} for seat in others]


@FLOW.resolves("craft")
def craft(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    number = int(str(a["number"]))
    item = content().items[number]
    stamina(ctx, seat, -1, "craft")
    for resource, amount in sorted(cost_with(dict(item.cost), str(a.get("swap", ""))).items()):
        for _ in range(amount):
            spend(ctx, seat, resource)
    hero = s.heroes[seat]
    old = next((i for i, it in enumerate(hero.items) if it.deck == "crafted" and it.number == number), None)
    to = int(str(a.get("give", RETURN)))
    if old is not None and to != RETURN:
        theirs = next((i for i, it in enumerate(s.heroes[to].items) if it.deck == "crafted" and it.number == number),
                      None)
        if theirs is not None:             # PD-DUP: a recipient who owns one already returns a copy to the deck
            ctx.emit("item_discarded", player=to, index=theirs)
        ctx.emit("item_given", player=seat, to=to, index=old)
    elif old is not None:
        ctx.emit("item_discarded", player=seat, index=old)
    ctx.emit("item_gained", player=seat, deck="crafted", number=number, markers=item.markers)
    if a["source"] == HAND:
        ctx.emit("blueprint_played", player=seat, number=number)
        draw_blueprint(ctx, seat, "day")
    if s.choice is None:
        check_carrying(ctx, seat)
    if s.choice is None and s.over_limit is None and to != RETURN:
        check_carrying(ctx, to)
