"""The CHiCH class abilities (content/fiends/classes.toml `effect` names) as effect handlers.

Those of the round this engine plays now work (Transmutation, Scroll discount, Spirit bond, Allure);
the others belong to rules that come later and only name where they hook in: Overseer, Honour and
Frenzy read the fight's dice pool (the Hunt §12.5 and the Monster battle §12.7), Backstab and Harvest
the Hunt, Banish gold cost banishing (§12.4), Foresight the 5-XP attribute action (§12.6), Vision
the Adventure cards' peeks (§12.5).
"""
from __future__ import annotations

from ..content import MarketCard
from ..effects import Effect, Params, content, effect
from ..state import Die, DieKind, PlayerState


@effect("transmutation")
class Transmutation(Effect):
    """Alchemist-like: placing a split die pays gold."""

    def place_gold(self, die: Die, params: Params) -> int:
        return int(params.get("gold", 1)) if die.kind is DieKind.SPLIT else 0


@effect("scroll_discount")
class ScrollDiscount(Effect):
    """Scroll cards cost less."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return int(params.get("discount", 0)) if card.type == "scroll" else 0


@effect("spirit_bond")
class SpiritBond(Effect):
    """Each familiar action also gives XP (read by familiars.apply_familiar through `familiar_xp`)."""


@effect("allure")
class Allure(Effect):
    """In Cleanup, keep unused Charisma tokens (read by cleanup through `charisma_kept`)."""


@effect("overseer")
class Overseer(Effect):
    """Beastmaster: the familiar's Power instead of a fight's dice total (PD-E32; Hunt and battle)."""


@effect("honour")
class Honour(Effect):
    """+1 combat die per armour set in the Monster battle (§12.7)."""


@effect("frenzy")
class Frenzy(Effect):
    """+1 combat die per Damage token when hunting (§12.5)."""


@effect("banish_gold_cost")
class BanishGoldCost(Effect):
    """Banishing an imp with gold costs less (§12.4)."""


@effect("vision")
class Vision(Effect):
    """May look at all three Adventure cards (§12.5 peeks)."""


@effect("backstab")
class Backstab(Effect):
    """Once per Hunt, a free re-roll of any combat dice (§12.5)."""


@effect("harvest")
class Harvest(Effect):
    """XP whenever a Hunt gives Damage tokens (§12.5)."""


@effect("foresight")
class Foresight(Effect):
    """The XP attribute action costs less (§12.6)."""


def class_param(p: PlayerState, name: str, key: str) -> int:
    """A printed number of `p`'s class ability when it is `name` (0 otherwise)."""
    if p.class_id is None:
        return 0
    cls = content().classes[p.class_id]
    return int(cls.params.get(key, 0)) if cls.effect == name else 0


def familiar_xp(p: PlayerState) -> int:
    """Extra XP a familiar action gives (Spirit bond)."""
    return class_param(p, "spirit_bond", "xp")


def charisma_kept(p: PlayerState) -> int:
    """Charisma tokens kept through Cleanup (Allure)."""
    return class_param(p, "allure", "tokens")
