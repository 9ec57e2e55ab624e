"""The two d12 of a fight and how they are changed, written once for a fight against an enemy (combat.py) and for a
Scenario 5 attack between heroes (scenario5.py): a resource spent (wood rerolls the grey die, stone the red one,
poison adds 1 to grey, a component takes 1 from red, spec §15.2) or a support card's die effect (§15.5)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.common.dice import numbered
from engine.kernel import Context

from .content import content
from .heroes import spend
from .state import Hero


@dataclass(frozen=True)
class Dice:
    """The visible faces and the modifiers added to them (a reroll changes a face and keeps the modifiers, §21.11)."""

    grey: int
    red: int
    grey_mod: int = 0
    red_mod: int = 0

    def add(self, die: str, amount: int) -> "Dice":
        return replace(self, grey_mod=self.grey_mod + amount) if die == "grey" else \
            replace(self, red_mod=self.red_mod + amount)

    def reroll(self, ctx: Context, die: str) -> "Dice":
        value = roll(ctx)
        return replace(self, grey=value) if die == "grey" else replace(self, red=value)


def roll(ctx: Context) -> int:
    """One d12, drawn from the session's RNG now (or served from a scenario's forced faces)."""
    return int(ctx.rng.face(numbered(content().rules.dice_sides)))


def resource_modifiers(hero: Hero) -> list[str]:
    """The resources the hero holds that change a die (each spends one token; any order, repeatable)."""
    return [r for r in content().rules.dice_modifiers if hero.count(r)]


def shared_modification(ctx: Context, seat: int, use: str, dice: Dice) -> Dice | None:
    """A resource spent or a support card's die effect applied to the dice; None when `use` is neither (the fight's
    own items and abilities)."""
    data = content()
    if use in data.rules.dice_modifiers:
        spend(ctx, seat, use)
        m = data.rules.dice_modifiers[use]
        return dice.reroll(ctx, m.die) if m.reroll else dice.add(m.die, m.add)
    if use in data.support:
        params = data.support[use].effect.params
        return dice.add(str(params["die"]), int(params["add"]))
    return None
