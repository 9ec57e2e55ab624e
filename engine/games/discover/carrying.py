"""What a hero's own cards change and what they carry (spec §10, PD-COST): the effects of their character,
items and persistent threats, the stamina a move costs them, the carrying limit and the question when over it.
Below every rule that moves or gives a hero something, so those rules need not import the day's actions."""
from __future__ import annotations

from engine.kernel import Context

from .content import Effect, content
from .state import ACTIVE, GameState, Hero

CARRY = "drop"                  # the carrying-limit question's step


def hero_effects(hero: Hero) -> list[Effect]:
    """The effects a hero's own cards give: character, items, persistent threat cards."""
    c = content()
    out = [c.characters[hero.character].effect] if hero.character else []
    for item in hero.items:
        effect = c.search[item.number].effect if item.deck == "search" else c.items[item.number].effect
        if effect is not None:
            out.append(effect)
    out += [c.threats[t].effect for t in hero.threats]
    return out


def move_cost(hero: Hero, terrain: str) -> int:
    """PD-COST: the base terrain cost, replaced by "costs you N" effects (the lowest), then every "+N / N less"
    effect added; at least 1. Conditions test the base cost."""
    base = content().rules.terrain[terrain].cost
    effects = hero_effects(hero)
    replaced = [int(e.params["cost"]) for e in effects if e.handler == "move_costs" and e.params["terrain"] == terrain]
    cost = min(replaced) if replaced else base
    for e in effects:
        if e.handler == "climber" and base >= int(e.params["at_least"]):
            cost -= int(e.params["less"])
        elif e.handler == "machete" and e.params["terrain"] == terrain:
            cost -= int(e.params["less"])
        elif e.handler == "twisted_ankle":
            cost += int(e.params["more"])
    return max(1, cost)


def carrying_limit(hero: Hero) -> int:
    limits = [int(e.params["limit"]) for e in hero_effects(hero) if e.handler == "carrying_limit"]
    return max(limits) if limits else content().rules.carrying_limit


def carried(hero: Hero) -> int:
    """Resources and items count one each (a double token counts as one); blueprints do not (spec §10)."""
    return len(hero.resources) + len(hero.items)


def check_carrying(ctx: Context, seat: int) -> None:
    """Over the carrying limit at the end of the action: the hero chooses what to drop (spec §10, DP-13)."""
    s: GameState = ctx.state
    hero = s.heroes[seat]
    if hero.status == ACTIVE and carried(hero) > carrying_limit(hero):
        ctx.emit("over_limit", player=seat)
        ctx.emit("step", step=CARRY)
