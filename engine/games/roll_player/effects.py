"""Named effect handlers (the `effect` names of classes and Market cards) and the hooks they fill.

Each handler overrides only the hooks its card changes; every hook's default is the
rulebook's rule, so the rules ask `sources(player)` instead of testing card names.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Mapping, TypeVar

from .content import Content, MarketCard, load_content
from .fiends.content import FiendsContent, load_fiends
from .state import Colour, Die, GameState, PlayerState

if TYPE_CHECKING:
    from engine.kernel import Context

Params = Mapping[str, Any]
IMP_PREFIX = "imp."   # imp restrictions that change a hook are effects named "imp.<effect>" (fiends/imps.py)
E = TypeVar("E", bound="Effect")
EFFECTS: dict[str, "Effect"] = {}


def with_expansion(base: Content, fiends: FiendsContent) -> Content:
    """The base records and the expansion's set-tagged records (races, classes, alignments, backstories,
    Market cards) side by side, as a new object: a game picks its records by set (its options), so base
    games read only base records, and the content hash stays the base game's."""
    return replace(
        base,
        races={**base.races, **fiends.races},
        classes={**base.classes, **fiends.classes},
        class_cards={**base.class_cards, **fiends.class_cards},
        alignments={**base.alignments, **fiends.alignments},
        backstories={**base.backstories, **fiends.backstories},
        cards={**base.cards, **fiends.cards},
    )


@lru_cache(maxsize=None)
def content() -> Content:
    """Every set's records, built once and never changed afterwards (the rules read it on every step);
    which of them a game uses is chosen by its options, never by which game happened to start first."""
    return with_expansion(load_content(), load_fiends())


def effect(name: str) -> Callable[[type[E]], type[E]]:
    """Register a handler class under the effect name used in the content files."""
    def wrap(cls: type[E]) -> type[E]:
        inst = cls()
        inst.name = name
        EFFECTS[name] = inst
        return cls
    return wrap


class Effect:
    """A card or class ability. Passive hooks return the rulebook default unless overridden."""

    name = ""
    scoring_only = False   # True: only scoring.py reads the card (weapon bonuses and the like)

    def hand_limit(self, base: int, params: Params) -> int:
        return base

    def gold_die_income(self, base: int, params: Params) -> int:
        return base

    def place_gold(self, die: Die, params: Params) -> int:
        return 0

    def discount(self, card: MarketCard, params: Params) -> int:
        return 0

    def con_reach(self, params: Params) -> int:
        return 1

    def int_rolls(self, params: Params) -> int:
        return 1

    def wis_steps(self, params: Params) -> int:
        return 1

    def purchases(self, params: Params) -> int:
        return 1

    def discard_bonus(self, params: Params) -> int:
        return 0

    def market_start_cards(self, params: Params) -> int:
        return 0

    def after_trait(self, params: Params) -> str | None:
        """An attribute granted after buying a Trait (its name), or None."""
        return None

    # --- skills: usable now (besides ready + legal arrow), and what using it starts ---------
    def usable(self, s: GameState, player: int) -> bool:
        return False

    def begin(self, ctx: "Context", player: int, params: Params | None = None) -> None:
        raise NotImplementedError(self.name)


def _params(record: object) -> Params:
    return getattr(record, "params", None) or {}


def sources(p: PlayerState) -> list[tuple[Effect, Params]]:
    """The passive effects a player has: their class ability, their weapons' abilities and (expansion)
    their active imps' restrictions that change a hook (last, so an imp's "no gold" wins)."""
    key = (p.class_id, tuple(p.weapons), tuple(p.__dict__.get("imps_active", ())))  # no exception for a base seat
    out = _SOURCES.get(key)
    if out is None:
        if len(_SOURCES) >= SOURCES_LIMIT:
            _SOURCES.clear()
        out = _SOURCES[key] = _build_sources(*key)
    return out


# (class, weapons) -> effects; a pure function of the content, and callers only iterate it.
SOURCES_LIMIT = 20_000
_SOURCES: dict[tuple[str | None, tuple[str, ...], tuple[str, ...]], list[tuple[Effect, Params]]] = {}


def _build_sources(class_id: str | None, weapons: tuple[str, ...], imps: tuple[str, ...] = ()) -> list[tuple[Effect, Params]]:
    c = content()
    out: list[tuple[Effect, Params]] = []
    if class_id is not None:
        cls = c.classes[class_id]
        if cls.effect:
            out.append((EFFECTS[cls.effect], _params(cls)))
    for w in weapons:
        card = c.cards[w]
        if card.effect:
            out.append((EFFECTS[card.effect], _params(card)))
    if imps:
        records = load_fiends().imps
        for imp in imps:
            handler = EFFECTS.get(IMP_PREFIX + records[imp].effect)  # the others are checked where they forbid
            if handler is not None:
                out.append((handler, _params(records[imp])))
    return out


def discount_sources(p: PlayerState) -> list[tuple[Effect, Params]]:
    """The sources whose `discount` hook is overridden (the others add 0 to every price)."""
    key = (p.class_id, tuple(p.weapons), tuple(p.__dict__.get("imps_active", ())))  # no exception for a base seat
    out = _DISCOUNTERS.get(key)
    if out is None:
        if len(_DISCOUNTERS) >= SOURCES_LIMIT:
            _DISCOUNTERS.clear()
        out = _DISCOUNTERS[key] = [m for m in sources(p) if type(m[0]).discount is not Effect.discount]
    return out


_DISCOUNTERS: dict[tuple[str | None, tuple[str, ...], tuple[str, ...]], list[tuple[Effect, Params]]] = {}


def hand_limit(p: PlayerState) -> int:
    limit = content().weapon_hands
    for e, prm in sources(p):
        limit = e.hand_limit(limit, prm)
    return limit


def gold_die_income(p: PlayerState) -> int:
    income = content().gold_die_income
    for e, prm in sources(p):
        income = e.gold_die_income(income, prm)
    return income


def place_gold(p: PlayerState, die: Die) -> int:
    return sum(e.place_gold(die, prm) for e, prm in sources(p))


def discount(p: PlayerState, card: MarketCard) -> int:
    return sum(e.discount(card, prm) for e, prm in sources(p))


def con_reach(p: PlayerState) -> int:
    return max([1] + [e.con_reach(prm) for e, prm in sources(p)])


def int_rolls(p: PlayerState) -> int:
    return max([1] + [e.int_rolls(prm) for e, prm in sources(p)])


def wis_steps(p: PlayerState) -> int:
    return max([1] + [e.wis_steps(prm) for e, prm in sources(p)])


def purchases(p: PlayerState) -> int:
    return max([1] + [e.purchases(prm) for e, prm in sources(p)])


def discard_bonus(p: PlayerState) -> int:
    return sum(e.discard_bonus(prm) for e, prm in sources(p))


def market_start_cards(p: PlayerState) -> int:
    return sum(e.market_start_cards(prm) for e, prm in sources(p))


def after_trait(p: PlayerState) -> list[str]:
    return [a for e, prm in sources(p) if (a := e.after_trait(prm)) is not None]


# --- class abilities (spec §15.2) ------------------------------------------------------------
@effect("devout")
class Devout(Effect):
    """Cleric: a Wisdom action may move the marker up to `steps` single steps."""

    def wis_steps(self, params: Params) -> int:
        return int(params.get("steps", 2))


@effect("righteous")
class Righteous(Effect):
    """Paladin: negative alignment stars count as 0 — scored by scoring.py."""

    scoring_only = True


@effect("brutal")
class Brutal(Effect):
    """Barbarian: weapon hand limit 4."""

    def hand_limit(self, base: int, params: Params) -> int:
        return int(params.get("weapon_hands", 4))


@effect("weapon_master")
class WeaponMaster(Effect):
    """Fighter: Weapon cards cost 1 gold less."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return int(params.get("discount", 1)) if card.type == "weapon" else 0


@effect("aware")
class Aware(Effect):
    """Druid: at the start of each Market phase, may add a card from the discard pile to the Market."""

    def market_start_cards(self, params: Params) -> int:
        return int(params.get("cards", 1))


@effect("pathfinder")
class Pathfinder(Effect):
    """Ranger: placing a green die (a split die with green counts) pays gold."""

    def place_gold(self, die: Die, params: Params) -> int:
        return int(params.get("gold", 1)) if Colour.GREEN in die.colours else 0


@effect("sticky_fingers")
class StickyFingers(Effect):
    """Thief: 4 gold instead of 2 for every gold die placed, at setup and in play (PD-G06)."""

    def gold_die_income(self, base: int, params: Params) -> int:
        return int(params.get("gold_die_income", 4))


@effect("nimble_fingers")
class NimbleFingers(Effect):
    """Rogue: Skill cards cost 1 gold less."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return int(params.get("discount", 1)) if card.type == "skill" else 0


@effect("scholar")
class Scholar(Effect):
    """Wizard: an Intelligence action may re-roll up to twice, keeping any result seen."""

    def int_rolls(self, params: Params) -> int:
        return int(params.get("rerolls", 2))


@effect("discipline")
class Discipline(Effect):
    """Monk: a Constitution action may change the die by 1 or 2 (never wrapping)."""

    def con_reach(self, params: Params) -> int:
        return int(params.get("max_change", 2))


@effect("charming")
class Charming(Effect):
    """Bard: two purchases per Market turn (PD-G22)."""

    def purchases(self, params: Params) -> int:
        return int(params.get("purchases", 2))


@effect("secretive")
class Secretive(Effect):
    """Sorcerer: after buying a Trait, perform an Intelligence action."""

    def after_trait(self, params: Params) -> str | None:
        return str(params.get("action", "INT"))


# --- weapons with an in-play ability (spec §15.5; goal bonuses are scoring.py's) -------------
@effect("heavy_crossbow")
class HeavyCrossbow(Effect):
    """Every purchase costs 1 gold less (Sneak purchases too; never Break-in)."""

    def discount(self, card: MarketCard, params: Params) -> int:
        return int(params.get("discount", 1))


@effect("sling")
class Sling(Effect):
    """Taking 2 gold by discarding a Market card (or in Friendly Market) pays 1 more."""

    def discard_bonus(self, params: Params) -> int:
        return int(params.get("gold", 1))
