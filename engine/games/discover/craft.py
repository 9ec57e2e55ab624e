"""Craft (spec §7.5-§7.6, PD-CRAFT): from a blueprint in hand or face up on the table, spend its resources (at a
lit fire when it shows one) and gain the crafted item with its markers, if a copy is left in the crafted deck; a
blueprint from the hand goes face up for everyone and the hero draws a new one (normal or advanced, DP-10). A hero
who gains an item they already own returns the old copy to its deck (spec §8.3)."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from .content import content
from .flow import FLOW
from .heroes import spend, stamina
from .night import at_fire
from .search import draw_blueprint
from .state import GameState, Hero

HAND, TABLE = "hand", "table"


def craftable(s: GameState, hero: Hero) -> list[Action]:
    out: list[Action] = []
    for source, numbers in ((HAND, hero.blueprints), (TABLE, s.blueprints_up)):
        for number in sorted(set(numbers)):
            item = content().items[number]
            if number not in s.crafted or (item.fire and not at_fire(s, hero)):
                continue
            if all(hero.count(r) >= n for r, n in item.cost.items()):
                out.append(act("craft", hero.seat, number=number, source=source))
    return out


@FLOW.resolves("craft")
def craft(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    number = int(str(a["number"]))
    item = content().items[number]
    stamina(ctx, seat, -1, "craft")
    for resource, amount in sorted(item.cost.items()):
        for _ in range(amount):
            spend(ctx, seat, resource)
    hero = s.heroes[seat]
    old = next((i for i, it in enumerate(hero.items) if it.deck == "crafted" and it.number == number), None)
    if old is not None:
        ctx.emit("item_discarded", player=seat, index=old)
    ctx.emit("item_gained", player=seat, deck="crafted", number=number, markers=item.markers)
    if a["source"] == HAND:
        ctx.emit("blueprint_played", player=seat, number=number)
        draw_blueprint(ctx, seat, "day")
    if s.choice is None:
        from .actions import check_carrying
        check_carrying(ctx, seat)
