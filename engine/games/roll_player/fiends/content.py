"""The printed content of Fiends & Familiars (spec §12, §15) as typed, validated, frozen records.

The TOML under `content/fiends/` is the single source of the expansion's card data; `load_fiends()`
reads and checks it once (spec §15.14 counts included). Races, classes, alignments, backstories
and Market cards are the base game's records (`set = "chich"`); the rest is declared here. Setup
numbers, Initiative layouts and split dice are the rules engine's (fiends/components.py).
Conditions, weaknesses and rewards are data in small vocabularies, so the engine reads each kind
with one function; abilities are named handlers (`effect`) with their printed numbers (`params`).

Vocabularies the engine implements, one function or handler each (the constants below list them
with the params each handler reads; a file naming anything else is refused):

- Count kinds (COUNT_KINDS; a number read off one player, for weaknesses, Adventure conditions and
  1P requirements): attr (check value, PD-E27), dice_of_colour (split dice count for either colour,
  familiar dice included, PD-E08), class_colour_dice, split_dice, completed_rows, cards (card_type),
  armour_cards (armour), weapon_hands, gold (`every`: full units), glory, trophies, active_imps,
  familiar_goal_met (1 or 0).
- Weakness forms: `per` dice for each unit counted (at most `max`), or `dice` when the count is
  `at_least` a threshold (`Weakness.dice_for`). Condition forms: `at_least`, `at_most`, or `highest`
  among the eligible players, ties all qualify (`Condition.holds` reads the first two).
- Reward kinds (REWARD_KINDS; minions, Adventures, Monster levels): xp, gold, glory, damage, stars,
  combat_dice, attribute_action (`attr`, or None for any; optional to take, DP-H4).
- Familiar actions (FAMILIAR_EFFECTS): the *_action of STR, DEX, CON, INT, WIS; gain (any of gold, xp, glory, charisma),
  discard_to_market, refresh_skill, banish_free, set_placed_familiar_die, discard_damage_or_gain.
- Imp restrictions (IMP_EFFECTS): no_<attribute>_action for each of the six, no_banish_others,
  armour_cost_factor, split_die_value, no_initiative_gold, discard_gold, no_skill_refresh, no_skills,
  market_surcharge, no_hunt, battle_damage, no_xp_reroll, no_traits, no_familiar_action,
  no_charisma_gain, no_gold_die_income, keep_reroll, weapon_hands, no_row_gold, reverse_trait_arrow,
  fewest_dice_row, fewer_combat_dice, no_charisma_spend, no_minion_xp, mercenary_cost.
- Market card effects (CARD_EFFECTS; a Scroll's runs once, on purchase): purity, refresh_skills,
  strength_action (times), set_die, banish_free, gain, adventure_token, backpack, fight_dice,
  battle_dice, banish_gold_cost, ignore_damage, free_reroll, summon_imp, familiar_action, combat_dice,
  cycle_minion, discard_damage, reroll_combat_dice, set_split_die, trickster. Skill timings
  (FIENDS_TIMINGS) add before_end_of_creation, fight_before_roll and fight_after_roll.
- Scoring kinds of base `Rule`s: traits (FIENDS_TRAIT_RULES) add stored_xp, monster_reward_stars,
  per_trophy, per_glory, per_banished_imp, per_active_imp, familiar_goal_met, split_dice_at_least,
  no_damage, per_unspent_xp (`max` caps the stars, as in the base); weapons (FIENDS_WEAPON_RULES)
  add familiar_power, goal_per_split_die, power_per_split_die.
- Class abilities (CLASS_EFFECTS): overseer, spirit_bond, honour, frenzy, banish_gold_cost, vision,
  backstab, harvest, transmutation, scroll_discount, foresight, allure.
- Monster abilities (MONSTER_EFFECTS, applied at MONSTER_TIMINGS: before_battle, before_roll,
  rerolls, after_result): voracious, fire_breath, life_drain, regrowing_heads, tentacles,
  petrifying_gaze.
- Solo enemy die faces (ENEMY_ACTIONS): trash (position 1 = leftmost, -1 = rightmost), cycle_minion.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Mapping, Protocol, TypeVar

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.kernel.errors import ContentError

from ..content import (
    ARROWS, CARD_ID, CARD_TYPES, CONTENT_DIR, TIMINGS, TRAIT_RULES, WEAPON_RULES,
    Alignment, Backstory, CharClass, ClassCard, Goal, MarketCard, Race, SoloRank, load_content, parse_alignments,
    parse_backstories, parse_classes, parse_colour, parse_goal, parse_params, parse_races, parse_rule, rank_for,
)
from ..state import CLASS_COLOURS, Attr, Colour

FIENDS_DIR = CONTENT_DIR / "fiends"
SET = "chich"
FILES = (
    "components.toml", "races.toml", "classes.toml", "alignments.toml", "backstories.toml", "familiars.toml",
    "imps.toml", "market.toml", "minions.toml", "monsters.toml", "adventures.toml",
)
FAMILIAR_SLOTS = 3
ADVENTURE_TYPES = ("lair", "trap", "attack")
# Gain effects name what they give in their params (`effect = "gain"`, `params = { xp = 2 }`).
GAINS = ("gold", "xp", "glory", "charisma")
COUNT_KINDS: dict[str, tuple[str, ...]] = {   # kind -> the selector it needs
    "attr": ("attr",), "dice_of_colour": ("colour",), "class_colour_dice": (), "split_dice": (),
    "completed_rows": (), "cards": ("card_type",), "armour_cards": ("armour",), "weapon_hands": (),
    "gold": (), "glory": (), "trophies": (), "active_imps": (), "familiar_goal_met": (),
}
REWARD_KINDS = ("xp", "gold", "glory", "damage", "stars", "combat_dice", "attribute_action")
MONSTER_TIMINGS = ("before_battle", "before_roll", "rerolls", "after_result")
ENEMY_ACTIONS = ("trash", "cycle_minion")
SOLO_ENEMY_DICE = 2   # at most this many enemy dice are rolled at once (spec §12.10)
FIENDS_TIMINGS = (*TIMINGS, "before_end_of_creation", "fight_before_roll", "fight_after_roll")
FIENDS_TRAIT_RULES: dict[str, tuple[str, ...]] = TRAIT_RULES | {
    "stored_xp": ("every", "stars"),
    "monster_reward_stars": ("every", "stars"),
    "per_trophy": ("stars",),
    "per_glory": ("stars",),
    "per_banished_imp": ("stars",),
    "per_active_imp": ("stars",),
    "familiar_goal_met": ("stars",),
    "split_dice_at_least": ("value", "stars"),
    "no_damage": ("stars",),
    "per_unspent_xp": ("every", "stars"),
}
FIENDS_WEAPON_RULES: dict[str, tuple[str, ...]] = WEAPON_RULES | {
    "familiar_power": ("amount",), "goal_per_split_die": ("amount",), "power_per_split_die": ("amount",),
}
ARMOUR_SETS = ("chain", "leather", "mystic")   # the base armour types (CHiCH prints no armour)
# Handler names by record kind, each with the params its numbers come in (`gain` takes any of GAINS).
ATTRIBUTE_ACTIONS = ("strength_action", "dexterity_action", "constitution_action", "intelligence_action",
                     "wisdom_action", "charisma_action")
FAMILIAR_EFFECTS: dict[str, tuple[str, ...]] = {name: () for name in ATTRIBUTE_ACTIONS if name != "charisma_action"} | {
    "gain": GAINS, "discard_to_market": ("cards",), "refresh_skill": ("cards",), "banish_free": ("imps",),
    "set_placed_familiar_die": (), "discard_damage_or_gain": ("damage", "xp"),
}
IMP_EFFECTS: dict[str, tuple[str, ...]] = {f"no_{name}": () for name in ATTRIBUTE_ACTIONS} | {
    "no_banish_others": (), "armour_cost_factor": ("factor",), "split_die_value": ("value",),
    "no_initiative_gold": (), "discard_gold": ("gold",), "no_skill_refresh": (), "no_skills": (),
    "market_surcharge": ("gold",), "no_hunt": (), "battle_damage": ("damage",), "no_xp_reroll": (), "no_traits": (),
    "no_familiar_action": (), "no_charisma_gain": (), "no_gold_die_income": (), "keep_reroll": (),
    "weapon_hands": ("delta",), "no_row_gold": (), "reverse_trait_arrow": (), "fewest_dice_row": (),
    "fewer_combat_dice": ("dice",), "no_charisma_spend": (), "no_minion_xp": (), "mercenary_cost": ("xp", "gold"),
}
CARD_EFFECTS: dict[str, tuple[str, ...]] = {
    "purity": (), "refresh_skills": (), "strength_action": ("times",), "set_die": (), "banish_free": ("imps",),
    "gain": GAINS, "adventure_token": ("xp",), "backpack": ("dice",), "fight_dice": ("dice",),
    "battle_dice": ("dice",), "banish_gold_cost": ("gold",), "ignore_damage": ("damage",), "free_reroll": ("dice",),
    "summon_imp": (), "familiar_action": (), "combat_dice": ("dice",), "cycle_minion": (),
    "discard_damage": ("damage",), "reroll_combat_dice": (), "set_split_die": (), "trickster": (),
}
CLASS_EFFECTS: dict[str, tuple[str, ...]] = {
    "overseer": (), "spirit_bond": ("xp",), "honour": ("dice_per_set", "max"), "frenzy": ("dice_per_token", "max"),
    "banish_gold_cost": ("gold",), "vision": (), "backstab": (), "harvest": ("xp",), "transmutation": ("gold",),
    "scroll_discount": ("discount",), "foresight": ("xp",), "allure": ("tokens",),
}
MONSTER_EFFECTS: dict[str, tuple[str, ...]] = {
    "voracious": ("damage_per_imp",), "fire_breath": ("min_armour_cards", "dice"), "life_drain": ("per_damage",),
    "regrowing_heads": ("face",), "tentacles": ("max_rerolls",), "petrifying_gaze": ("min_class_dice", "dice"),
}
PRICES = (
    "reroll_xp", "discard_damage_xp", "mercenary_xp", "mercenary_gold", "mercenary_charisma_discount",
    "attribute_action_xp", "minion_cycle_gold", "banish_gold", "banish_charisma", "trophy_xp",
)
RESERVE = ("combat_dice", "split_dice", "adventure_tokens", "glory_tokens", "damage_tokens", "charisma_tokens",
           "gold", "xp_cubes")
# How many records of each kind the expansion prints (spec §2.2, §15.14).
EXPECTED: dict[str, int] = {
    "races": 4, "class_cards": 6, "alignments": 13, "backstories": 12, "familiars": 15, "imps": 30,
    "cards": 38, "dots1": 23, "dots2": 15, "scroll": 8, "weapon": 8, "skill": 11, "trait": 11, "armour": 0,
    "minions": 23, "minions1": 12, "minions2": 11, "monsters": 6, "adventures": 54,
}


class _HasSet(Protocol):
    @property
    def set(self) -> str: ...


R = TypeVar("R", bound=_HasSet)


# --- records ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Familiar:
    """A familiar card: a 3-slot familiar row with a Power goal on the sum of its dice, a colour
    pattern for its slots (the familiar backstory) and a familiar action (spec §12.1, §15.8)."""

    id: str
    name: Text
    power: Goal                                  # read like a class goal (PD-E36)
    backstory: tuple[Colour, Colour, Colour]     # colour wanted in slots 1, 2, 3
    action: Text
    effect: str                                  # the familiar action's handler
    params: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Imp:
    """An imp card: a restriction on its owner while it is active (spec §12.4, §15.9)."""

    id: str
    name: Text
    text: Text
    effect: str
    params: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Count:
    """A number read off one player's position: `kind` names it (module docstring), the
    selector fields say which attribute, colour, card type or armour set; `every` counts full units."""

    kind: str
    attr: Attr | None = None
    colour: Colour | None = None
    card_type: str | None = None
    armour: str | None = None
    every: int | None = None

    @property
    def the_attr(self) -> Attr:
        """`attr`, for the kinds that require it (checked on load)."""
        if self.attr is None:
            raise ValueError(f"a {self.kind} count names no attribute")
        return self.attr


@dataclass(frozen=True, slots=True)
class Weakness:
    """A minion's weakness: extra combat dice for a hunter whose count qualifies (spec §12.5)."""

    count: Count
    text: Text
    per: int = 0                  # dice per unit counted
    max: int | None = None        # at most this many dice
    at_least: int | None = None   # threshold form: `dice` dice when the count reaches it
    dice: int = 0

    def dice_for(self, value: int) -> int:
        """The extra combat dice for a count of `value`."""
        if self.at_least is not None:
            return self.dice if value >= self.at_least else 0
        dice = self.per * max(0, value)
        return dice if self.max is None else min(dice, self.max)


@dataclass(frozen=True, slots=True)
class Condition:
    """Who qualifies on an Adventure card (or its 1P requirement): a count at least / at most a
    value, or the highest count among the eligible players (ties all qualify, PD-E40)."""

    count: Count
    at_least: int | None = None
    at_most: int | None = None
    highest: bool = False

    def holds(self, value: int) -> bool:
        """Whether a count of `value` meets a threshold condition (a `highest` one compares players)."""
        if self.highest:
            raise ValueError("a 'highest' condition compares players; it has no threshold")
        return (self.at_least is None or value >= self.at_least) and (self.at_most is None or value <= self.at_most)


@dataclass(frozen=True, slots=True)
class Reward:
    """One reward: `amount` of `kind` (module docstring); attribute_action names `attr` or any (None)."""

    kind: str
    amount: int = 1
    attr: Attr | None = None


@dataclass(frozen=True, slots=True)
class RewardLevel:
    """The rewards for a result in `low`..`high` (`high` None = and above); a trophy level keeps
    the minion (spec §12.5)."""

    low: int
    high: int | None
    rewards: tuple[Reward, ...]
    trophy: bool = False

    def covers(self, result: int) -> bool:
        return result >= self.low and (self.high is None or result <= self.high)

    def stars(self) -> int:
        return sum(r.amount for r in self.rewards if r.kind == "stars")


def _level_for(levels: tuple[RewardLevel, ...], result: int) -> RewardLevel | None:
    return next((level for level in levels if level.covers(result)), None)


@dataclass(frozen=True, slots=True)
class Minion:
    """A minion card: hunted for its reward levels, with a weakness (spec §12.5, §15.11)."""

    id: str
    name: Text
    dots: int
    weakness: Weakness
    template: str                      # "A" (one-dot) or "B" (two-dot)
    levels: tuple[RewardLevel, ...]    # the template's levels with this minion's extras

    def level_for(self, result: int) -> RewardLevel | None:
        """The reward level a hunt's result reaches (None below the first level)."""
        return _level_for(self.levels, result)


@dataclass(frozen=True, slots=True)
class MonsterVersion:
    """A Monster card's 2P+ or 1P side: strength, star levels and champion bonus (0 = none)."""

    strength: int
    levels: tuple[RewardLevel, ...]
    champion: int = 0

    def stars_for(self, result: int) -> int:
        """Stars for a final battle result (0 below the strength: defeated)."""
        level = _level_for(self.levels, result)
        return 0 if level is None else level.stars()


@dataclass(frozen=True, slots=True)
class Monster:
    """A Monster: one class colour, an ability applied at `timing`, and two versions (spec §15.12)."""

    id: str
    name: Text
    colour: Colour
    ability_name: Text
    ability_text: Text
    timing: str
    effect: str
    params: Mapping[str, int]
    two_plus: MonsterVersion
    one_p: MonsterVersion

    def version(self, players: int) -> MonsterVersion:
        """The side used for `players` players: 1P for solo, 2P+ otherwise."""
        return self.one_p if players == 1 else self.two_plus


@dataclass(frozen=True, slots=True)
class Adventure:
    """An Adventure card of one Monster and type (lair, trap, attack): eligible players (holders of
    the matching token) meeting `condition` gain `reward`; `solo` is the extra 1P requirement."""

    id: str
    monster: str
    type: str
    name: Text
    text: Text
    condition: Condition
    reward: Reward
    solo: Condition | None = None


@dataclass(frozen=True, slots=True)
class CallToAdventure:
    """The Call to Adventure card: once drawn, dice per Initiative card drop from 2 to 1 (spec §12.1); its
    position in the deck and the dice counts are the setup table's."""

    id: str
    name: Text
    text: Text


@dataclass(frozen=True, slots=True)
class EnemyFace:
    """What one face of a solo enemy die does (spec §12.10): trash a Market card or cycle the minion."""

    face: int
    action: str
    position: int | None = None   # trash: 1 = leftmost, -1 = rightmost


@dataclass(frozen=True, slots=True)
class FiendsSolo:
    """Solo numbers of the expansion (spec §12.10); removed cards, trash and gold per star are the base's."""

    bonus_stars: int
    enemy_dice_by_card: Mapping[str, int]
    enemy_faces: Mapping[int, EnemyFace]
    ranks: tuple[SoloRank, ...]

    def rank(self, stars: int) -> SoloRank:
        return rank_for(self.ranks, stars)


@dataclass(frozen=True, slots=True)
class Prices:
    """The price list card (spec §12.6): XP, gold and Charisma costs."""

    reroll_xp: int
    discard_damage_xp: int
    mercenary_xp: int
    mercenary_gold: int
    mercenary_charisma_discount: int
    attribute_action_xp: int
    minion_cycle_gold: int
    banish_gold: int
    banish_charisma: int
    trophy_xp: int


@dataclass(frozen=True, slots=True)
class FiendsContent:
    """Everything the expansion's box holds, by id; `hash` identifies the files for saves."""

    races: Mapping[str, Race]
    classes: Mapping[str, CharClass]
    class_cards: Mapping[str, ClassCard]
    alignments: Mapping[str, Alignment]
    backstories: Mapping[str, Backstory]
    backstory_stars: tuple[int, ...]         # index = matches (0..6), as the base cards
    familiars: Mapping[str, Familiar]
    familiar_stars: tuple[int, ...]          # index = familiar backstory matches (0..3)
    imps: Mapping[str, Imp]
    cards: Mapping[str, MarketCard]                   # E01-E38, base MarketCard records of set chich
    call_to_adventure: CallToAdventure
    minions: Mapping[str, Minion]
    monsters: Mapping[str, Monster]
    adventures: Mapping[str, Adventure]
    solo: FiendsSolo
    prices: Prices
    reserve: Mapping[str, int]                        # counts printed in the box (spec §2.2)
    combat_die_faces: int
    adventure_order: tuple[str, ...]                  # Adventure tokens in the order trophies give them
    familiar_row_completion: int                      # gold for completing the familiar row
    hash: str = field(default="", compare=False)

    def adventures_of(self, monster: str, kind: str) -> list[Adventure]:
        """The Adventure cards of one Monster and type, in file order (3 each)."""
        return [a for a in self.adventures.values() if a.monster == monster and a.type == kind]

    def effect_names(self) -> set[str]:
        """Every handler name the expansion's content refers to (the engine checks each is registered)."""
        names = {c.effect for c in self.classes.values() if c.effect}
        names |= {c.effect for c in self.cards.values() if c.effect}
        names |= {f.effect for f in self.familiars.values()} | {i.effect for i in self.imps.values()}
        return names | {m.effect for m in self.monsters.values()}


# --- loading ---------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _cached(directory: Path) -> FiendsContent:
    return _load(directory)


def load_fiends(directory: str | Path | None = None) -> FiendsContent:
    """The validated expansion content (loaded once per directory); raises ContentError when malformed."""
    return _cached(Path(directory) if directory is not None else FIENDS_DIR)


def _load(directory: Path) -> FiendsContent:
    files = {name: read_toml(directory, name) for name in FILES}
    base = load_content()
    comp = files["components.toml"].root.only((
        "adventure_order", "combat_die_faces", "familiar_row_completion", "reserve", "prices", "solo",
    ))
    races = _own(files["races.toml"], "races", parse_races(files["races.toml"]), base.races)
    classes, class_cards = parse_classes(files["classes.toml"])
    _own(files["classes.toml"], "classes", classes, base.classes)
    _class_effects(files["classes.toml"], classes)
    _own_cards(class_cards, base.class_cards)
    alignments = _own(files["alignments.toml"], "alignments", parse_alignments(files["alignments.toml"]),
                      base.alignments)
    backstories, backstory_stars = parse_backstories(files["backstories.toml"])
    _own(files["backstories.toml"], "backstories", backstories, base.backstories)
    familiars, familiar_stars = _familiars(files["familiars.toml"])
    cards, call = _market(files["market.toml"], base.cards)
    monsters = _monsters(files["monsters.toml"])
    content = FiendsContent(
        races=races,
        classes=classes,
        class_cards=class_cards,
        alignments=alignments,
        backstories=backstories,
        backstory_stars=backstory_stars,
        familiars=familiars,
        familiar_stars=familiar_stars,
        imps=_imps(files["imps.toml"]),
        cards=cards,
        call_to_adventure=call,
        minions=_minions(files["minions.toml"]),
        monsters=monsters,
        adventures=_adventures(files["adventures.toml"], monsters),
        solo=_solo(comp.table("solo")),
        prices=Prices(**_numbers(comp.table("prices"), PRICES)),
        reserve=_numbers(comp.table("reserve"), RESERVE),
        combat_die_faces=comp.int("combat_die_faces", lo=2),
        adventure_order=_adventure_order(comp),
        familiar_row_completion=comp.int("familiar_row_completion", lo=0),
        hash=files_hash(files.values()),
    )
    _check_counts(content)
    return content


def _own(f: ContentFile, key: str, records: dict[str, R], base: Mapping[str, object]) -> dict[str, R]:
    """Base-format records of this file: each marked `set = "chich"`, none reusing a base id."""
    for i, (rid, record) in enumerate(records.items()):
        if record.set != SET:
            raise ContentError(f.name, f"{key}[{i}].set", f'expected "{SET}": every record here belongs to the expansion')
        if rid in base:
            raise ContentError(f.name, f"{key}[{i}].id", f"expected an id the base game does not use, got {rid!r}")
    return records


def _own_cards(cards: Mapping[str, ClassCard], base: Mapping[str, ClassCard]) -> None:
    for card in cards:
        if card in base:
            raise ContentError("classes.toml", f"classes (card {card})",
                               f"expected a class card id the base game does not use, got {card!r}")


def _class_effects(f: ContentFile, classes: Mapping[str, CharClass]) -> None:
    """Every expansion class ability is a handler of CLASS_EFFECTS with the numbers it reads."""
    for node, cls in zip(f.root.tables("classes"), classes.values()):
        if cls.effect is None:
            node.fail(f"missing; expected one of {', '.join(CLASS_EFFECTS)}", "effect")
        node.child("effect").as_str(choices=CLASS_EFFECTS)
        _check_params(node, cls.effect, cls.params, CLASS_EFFECTS[cls.effect])


def _numbers(node: Node, names: Iterable[str]) -> dict[str, int]:
    """A table of exactly the named non-negative integers."""
    names = tuple(names)
    node.only(names)
    return {name: node.int(name, lo=0) for name in names}


def _adventure_order(comp: Node) -> tuple[str, ...]:
    nodes = comp.array("adventure_order", length=len(ADVENTURE_TYPES))
    order = tuple(n.as_str(choices=ADVENTURE_TYPES) for n in nodes)
    if len(set(order)) != len(order):
        comp.fail(f"expected each of {', '.join(ADVENTURE_TYPES)} once", "adventure_order")
    return order


def _solo(node: Node) -> FiendsSolo:
    node.only(("bonus_stars", "enemy_dice_by_card", "enemy_faces", "ranks"))
    by_card = {key: child.as_int(lo=0, hi=SOLO_ENEMY_DICE) for key, child in node.table("enemy_dice_by_card").items()}
    faces: dict[int, EnemyFace] = {}
    for n in node.tables("enemy_faces", min_length=1):
        n.only(("face", "action", "position"))
        face = n.int("face", lo=1, hi=6)
        if face in faces:
            n.fail(f"duplicate face {face}", "face")
        action = n.str("action", choices=ENEMY_ACTIONS)
        position = n.opt_int("position", lo=-6, hi=6)
        if action == "trash" and not position:
            n.fail("expected the Market position a trash face removes (1 = leftmost, -1 = rightmost)", "position")
        if action != "trash" and position is not None:
            n.fail(f"a {action} face has no position", "position")
        faces[face] = EnemyFace(face, action, position)
    missing = [str(f) for f in range(1, 7) if f not in faces]
    if missing:
        node.fail(f"expected what every face of the enemy die does; missing {', '.join(missing)}", "enemy_faces")
    ranks: list[SoloRank] = []
    for n in node.tables("ranks", min_length=1):
        n.only(("id", "name", "min_stars"))
        ranks.append(SoloRank(n.str("id"), n.text("name"), n.int("min_stars", lo=0)))
        if len(ranks) > 1 and ranks[-1].min_stars >= ranks[-2].min_stars:
            n.fail("expected ranks best first, each needing fewer stars than the one above", "min_stars")
    if ranks[-1].min_stars != 0:
        node.fail("expected the last rank to need 0 stars, so every score has a rank", f"ranks[{len(ranks) - 1}].min_stars")
    return FiendsSolo(node.int("bonus_stars", lo=0), by_card, faces, tuple(ranks))


def _familiars(f: ContentFile) -> tuple[dict[str, Familiar], tuple[int, ...]]:
    root = f.root.only(("stars_by_matches", "familiars"))
    stars = tuple(n.as_int(lo=0) for n in root.array("stars_by_matches", length=FAMILIAR_SLOTS + 1))
    nodes = root.tables("familiars", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Familiar] = {}
    for fid, node in zip(ids, nodes):
        node.only(("id", "name", "power", "backstory", "action", "effect", "params"))
        node.str("id", pattern=re.compile(r"F\d{2}"))
        colours: list[Colour] = []
        for n in node.array("backstory", length=FAMILIAR_SLOTS):
            colour = parse_colour(n, class_colour=True)
            if colour in colours:
                n.fail(f"expected {FAMILIAR_SLOTS} different class colours; {colour.name.lower()} is already used")
            colours.append(colour)
        effect, params = _effect(node, FAMILIAR_EFFECTS)
        first, second, third = colours
        out[fid] = Familiar(fid, node.text("name"), parse_goal(node.table("power")), (first, second, third),
                            node.text("action"), effect, params)
    return out, stars


def _effect(node: Node, vocabulary: Mapping[str, tuple[str, ...]]) -> tuple[str, dict[str, int]]:
    """A required handler name of `vocabulary` and its params."""
    effect = node.child("effect").as_str(choices=vocabulary)
    params = parse_params(node)
    _check_params(node, effect, params, vocabulary[effect])
    return effect, params


def _check_params(node: Node, effect: str, params: Mapping[str, int], wanted: tuple[str, ...]) -> None:
    """A handler gets exactly the numbers it reads (a `gain` names what it gives, each positive)."""
    if effect == "gain":
        _gains(node, params)
        return
    for key in params:
        if key not in wanted:
            node.fail(f"unknown param of {effect}; expected {', '.join(wanted) or 'none'}", f"params.{key}")
    for key in wanted:
        if key not in params:
            node.fail(f"missing; {effect} reads {', '.join(wanted)}", f"params.{key}" if params else "params")


def _gains(node: Node, params: Mapping[str, int]) -> None:
    """A `gain` effect's params name what it gives, each a positive amount."""
    if not params:
        node.fail(f"expected what the gain gives ({', '.join(GAINS)})", "params")
    for key, amount in params.items():
        if key not in GAINS:
            node.fail(f"unknown gain; expected one of {', '.join(GAINS)}", f"params.{key}")
        if amount < 1:
            node.fail(f"expected a positive amount, got {amount}", f"params.{key}")


def _imps(f: ContentFile) -> dict[str, Imp]:
    nodes = f.root.only(("imps",)).tables("imps", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Imp] = {}
    for iid, node in zip(ids, nodes):
        node.only(("id", "name", "text", "effect", "params"))
        node.str("id", pattern=re.compile(r"I\d{2}"))
        effect, params = _effect(node, IMP_EFFECTS)
        out[iid] = Imp(iid, node.text("name"), node.text("text"), effect, params)
    return out


# --- Market ----------------------------------------------------------------------------------
_CARD_KEYS = {   # type -> the optional keys it may carry, and those it must
    "trait": ({"arrow", "scoring", "effect"}, ("arrow", "scoring")),
    "skill": ({"arrow", "timing", "effect"}, ("arrow", "timing", "effect")),
    "weapon": ({"hands", "scoring", "effect"}, ("hands",)),
    "scroll": ({"effect"}, ("effect",)),
}


def _market(f: ContentFile, base: Mapping[str, MarketCard]) -> tuple[dict[str, MarketCard], CallToAdventure]:
    root = f.root.only(("cards", "call_to_adventure"))
    nodes = root.tables("cards", min_length=1)
    ids = unique_ids(nodes)
    cards: dict[str, MarketCard] = {}
    for cid, node in zip(ids, nodes):
        if cid in base:
            node.fail(f"expected an id the base game does not use, got {cid!r}", "id")
        cards[cid] = _card(node, cid)
    call = root.table("call_to_adventure").only(("id", "name", "text"))
    cta = call.str("id")
    if cta in cards or cta in base:
        call.fail(f"expected an id no Market card uses, got {cta!r}", "id")
    return cards, CallToAdventure(cta, call.text("name"), call.text("text"))


def _card(node: Node, cid: str) -> MarketCard:
    """An expansion Market card, with the base card's fields (spec §15.10)."""
    node.only(("id", "name", "type", "dots", "cost", "arrow", "hands", "timing", "effect", "params", "scoring",
               "text", "set"))
    node.str("id", pattern=CARD_ID)
    node.str("set", choices=(SET,))
    kind = node.str("type", choices=[t for t in CARD_TYPES if t in _CARD_KEYS])
    allowed, required = _CARD_KEYS[kind]
    for key in ("arrow", "hands", "timing", "effect", "scoring"):
        if node.has(key) and key not in allowed:
            node.fail(f"a {kind} card has no {key}", key)
    for key in required:
        node.child(key)
    if kind == "weapon" and not (node.has("scoring") or node.has("effect")):
        node.fail("a weapon needs a scoring rule or an effect", "scoring")
    effect = node.str("effect", choices=CARD_EFFECTS) if node.has("effect") else None
    params = parse_params(node)
    if effect is not None:
        _check_params(node, effect, params, CARD_EFFECTS[effect])
    kinds = FIENDS_TRAIT_RULES if kind == "trait" else FIENDS_WEAPON_RULES
    rules = tuple(parse_rule(n, kinds) for n in node.array("scoring", min_length=1)) if node.has("scoring") else ()
    return MarketCard(
        id=cid,
        name=node.text("name"),
        type=kind,
        dots=node.int("dots", lo=1, hi=2),
        cost=node.int("cost", lo=0),
        text=node.text("text"),
        arrow=node.str("arrow", choices=ARROWS) if node.has("arrow") else None,
        hands=node.int("hands", lo=1, hi=2) if node.has("hands") else None,
        timing=node.str("timing", choices=FIENDS_TIMINGS) if node.has("timing") else None,
        effect=effect,
        params=params,
        scoring=rules,
        set=SET,
    )


# --- counts, conditions, rewards ---------------------------------------------------------------
_COUNT_FIELDS = ("kind", "attr", "colour", "card_type", "armour", "every")


def _count(node: Node) -> Count:
    kind = node.str("kind", choices=list(COUNT_KINDS))
    for key in COUNT_KINDS[kind]:
        node.child(key)
    for key in ("attr", "colour", "card_type", "armour"):
        if node.has(key) and key not in COUNT_KINDS[kind]:
            node.fail(f"a {kind} count has no {key}", key)
    if node.has("every") and kind != "gold":
        node.fail("only a gold count counts full units (every)", "every")
    return Count(
        kind=kind,
        attr=node.enum("attr", Attr) if node.has("attr") else None,
        colour=parse_colour(node.child("colour")) if node.has("colour") else None,
        card_type=node.str("card_type", choices=CARD_TYPES) if node.has("card_type") else None,
        armour=node.str("armour", choices=ARMOUR_SETS) if node.has("armour") else None,
        every=node.opt_int("every", lo=1),
    )


def _weakness(node: Node, text: Text) -> Weakness:
    node.only((*_COUNT_FIELDS, "per", "max", "at_least", "dice"))
    count = _count(node)
    if node.has("at_least") == node.has("per"):
        node.fail("expected either per (dice per unit) or at_least with dice (a threshold)", "per")
    if node.has("at_least"):
        if node.has("max"):
            node.fail("a threshold weakness gives a fixed number of dice; max belongs to per", "max")
        return Weakness(count, text, at_least=node.int("at_least", lo=0), dice=node.int("dice", lo=1))
    if node.has("dice"):
        node.fail("dice belongs to a threshold weakness (at_least)", "dice")
    return Weakness(count, text, per=node.int("per", lo=1), max=node.opt_int("max", lo=1))


def _condition(node: Node) -> Condition:
    node.only((*_COUNT_FIELDS, "at_least", "at_most", "highest"))
    count = _count(node)
    forms = [key for key in ("at_least", "at_most", "highest") if node.has(key)]
    if len(forms) != 1:
        node.fail("expected exactly one of at_least, at_most, highest", forms[1] if len(forms) > 1 else "at_least")
    if node.has("highest") and not node.bool("highest"):
        node.fail("expected true (or leave it out and give at_least / at_most)", "highest")
    return Condition(count, node.opt_int("at_least", lo=0), node.opt_int("at_most", lo=0), node.has("highest"))


def _reward(node: Node) -> Reward:
    node.only(("kind", "amount", "attr"))
    kind = node.str("kind", choices=REWARD_KINDS)
    if node.has("attr") and kind != "attribute_action":
        node.fail(f"a {kind} reward has no attr", "attr")
    if kind == "attribute_action":
        return Reward(kind, node.int("amount", lo=1, hi=1) if node.has("amount") else 1,
                      node.enum("attr", Attr) if node.has("attr") else None)
    return Reward(kind, node.int("amount", lo=1))


_RESULTS = re.compile(r"^(\d+)(?:(\+)|-(\d+))$")


def _levels(nodes: list[Node], level: Callable[[Node, int, int | None], RewardLevel]) -> tuple[RewardLevel, ...]:
    """Levels given as `results = "10-13"` / `"14+"`: ascending, each starting where the last ended,
    only the last open-ended."""
    out: list[RewardLevel] = []
    for i, node in enumerate(nodes):
        spec = node.child("results")
        m = _RESULTS.match(spec.as_str())
        if not m:
            spec.fail(f'expected results like "10-13" or "14+", got {spec.value!r}')
        low = int(m.group(1))
        high = None if m.group(2) else int(m.group(3))
        if high is not None and high < low:
            spec.fail(f"expected a range whose end is not below its start, got {spec.value!r}")
        if out and out[-1].high is not None and low != out[-1].high + 1:
            spec.fail(f"expected the level to start at {out[-1].high + 1}, right after the one before")
        last = i == len(nodes) - 1
        if last != (high is None):
            spec.fail('expected only the last level to be open-ended ("N+")')
        out.append(level(node, low, high))
    return tuple(out)


def _minions(f: ContentFile) -> dict[str, Minion]:
    root = f.root.only(("templates", "minions"))
    templates: dict[str, tuple[RewardLevel, ...]] = {}
    for node in root.tables("templates", min_length=1):
        node.only(("id", "levels"))
        tid = node.str("id")
        if tid in templates:
            node.fail(f"duplicate id {tid!r}", "id")
        templates[tid] = _levels(node.tables("levels", min_length=1), _minion_level)
    nodes = root.tables("minions", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Minion] = {}
    for mid, node in zip(ids, nodes):
        node.only(("id", "name", "dots", "weakness", "weakness_text", "rewards", "extras"))
        node.str("id", pattern=re.compile(r"M\d{2}"))
        template = node.child("rewards").as_ref(templates, "a reward template of [[templates]]")
        levels = list(templates[template])
        for n in node.tables("extras") if node.has("extras") else []:
            n.only(("at", "kind", "amount", "attr"))
            at = n.child("at")
            index = next((i for i, lv in enumerate(levels) if lv.low == at.as_int(lo=0)), None)
            if index is None:
                at.fail(f"expected the first result of a level of template {template} "
                        f"({', '.join(str(lv.low) for lv in levels)})")
            extra = _reward(Node(n.file, n.key, {k: v for k, v in n.value.items() if k != "at"}))
            lv = levels[index]
            levels[index] = RewardLevel(lv.low, lv.high, (*lv.rewards, extra), lv.trophy)
        out[mid] = Minion(mid, node.text("name"), node.int("dots", lo=1, hi=2),
                          _weakness(node.table("weakness"), node.text("weakness_text")), template, tuple(levels))
    return out


def _minion_level(node: Node, low: int, high: int | None) -> RewardLevel:
    node.only(("results", "rewards", "trophy"))
    rewards = tuple(_reward(n) for n in node.tables("rewards", min_length=1))
    return RewardLevel(low, high, rewards, node.bool("trophy") if node.has("trophy") else False)


def _star_level(node: Node, low: int, high: int | None) -> RewardLevel:
    node.only(("results", "stars"))
    return RewardLevel(low, high, (Reward("stars", node.int("stars", lo=1)),))


def _monsters(f: ContentFile) -> dict[str, Monster]:
    nodes = f.root.only(("monsters",)).tables("monsters", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Monster] = {}
    for mid, node in zip(ids, nodes):
        node.only(("id", "name", "colour", "ability", "timing", "effect", "params", "two_plus", "one_p"))
        node.str("id", pattern=re.compile(r"MO\d"))
        ability = node.table("ability").only(("name", "text"))
        effect, params = _effect(node, MONSTER_EFFECTS)
        out[mid] = Monster(
            mid, node.text("name"), parse_colour(node.child("colour"), class_colour=True), ability.text("name"),
            ability.text("text"), node.str("timing", choices=MONSTER_TIMINGS), effect, params,
            _version(node.table("two_plus"), champion=True), _version(node.table("one_p"), champion=False),
        )
    return out


def _version(node: Node, *, champion: bool) -> MonsterVersion:
    node.only(("strength", "levels", "champion") if champion else ("strength", "levels"))
    strength = node.int("strength", lo=1)
    levels = _levels(node.tables("levels", min_length=1), _star_level)
    if levels[0].low != strength:
        node.fail(f"expected the first level to start at the strength ({strength}), got {levels[0].low}",
                  "levels[0].results")
    return MonsterVersion(strength, levels, node.int("champion", lo=0) if champion else 0)


def _adventures(f: ContentFile, monsters: Mapping[str, Monster]) -> dict[str, Adventure]:
    nodes = f.root.only(("adventures",)).tables("adventures", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Adventure] = {}
    for aid, node in zip(ids, nodes):
        node.only(("id", "monster", "type", "name", "text", "condition", "reward", "solo"))
        node.str("id", pattern=re.compile(r"AD\d{2}"))
        condition = _condition(node.table("condition"))
        solo = _condition(node.table("solo")) if node.has("solo") else None
        if solo is not None and solo.highest:
            node.fail("expected a threshold (at_least / at_most): a solo player has no one to compare with",
                      "solo.highest")
        if solo is None and condition.highest:
            node.fail("missing; a highest-count card needs the 1P requirement that replaces the comparison",
                      "solo")
        out[aid] = Adventure(aid, node.child("monster").as_ref(monsters, "a Monster in monsters.toml"),
                             node.str("type", choices=ADVENTURE_TYPES), node.text("name"), node.text("text"),
                             condition, _reward(node.table("reward")), solo)
    return out


# --- §15.14 counts -----------------------------------------------------------------------------
COUNT_LABELS = {
    "races": ("races.toml", "races", "races"),
    "class_cards": ("classes.toml", "classes", "class cards"),
    "alignments": ("alignments.toml", "alignments", "alignment cards"),
    "backstories": ("backstories.toml", "backstories", "backstory cards"),
    "familiars": ("familiars.toml", "familiars", "familiar cards"),
    "imps": ("imps.toml", "imps", "imp cards"),
    "cards": ("market.toml", "cards", "Market cards"),
    "dots1": ("market.toml", "cards", "one-dot Market cards"),
    "dots2": ("market.toml", "cards", "two-dot Market cards"),
    "scroll": ("market.toml", "cards", "Scroll cards"),
    "weapon": ("market.toml", "cards", "Weapon cards"),
    "skill": ("market.toml", "cards", "Skill cards"),
    "trait": ("market.toml", "cards", "Trait cards"),
    "armour": ("market.toml", "cards", "Armour cards"),
    "minions": ("minions.toml", "minions", "minion cards"),
    "minions1": ("minions.toml", "minions", "one-dot minion cards"),
    "minions2": ("minions.toml", "minions", "two-dot minion cards"),
    "monsters": ("monsters.toml", "monsters", "Monster cards"),
    "adventures": ("adventures.toml", "adventures", "Adventure cards"),
}


def _check_counts(c: FiendsContent) -> None:
    """Spec §2.2 and §15.14: how many records of each kind the expansion holds."""
    cards = list(c.cards.values())
    got = {
        "races": len(c.races), "class_cards": len(c.class_cards), "alignments": len(c.alignments),
        "backstories": len(c.backstories), "familiars": len(c.familiars), "imps": len(c.imps),
        "cards": len(cards), "dots1": sum(1 for m in cards if m.dots == 1), "dots2": sum(1 for m in cards if m.dots == 2),
        "minions": len(c.minions), "minions1": sum(1 for m in c.minions.values() if m.dots == 1),
        "minions2": sum(1 for m in c.minions.values() if m.dots == 2), "monsters": len(c.monsters),
        "adventures": len(c.adventures),
    } | {kind: sum(1 for m in cards if m.type == kind) for kind in ("scroll", "weapon", "skill", "trait", "armour")}
    for what, (file, key, label) in COUNT_LABELS.items():
        if got[what] != EXPECTED[what]:
            raise ContentError(file, key, f"expected {EXPECTED[what]} {SET} {label} (spec §15.14), got {got[what]}")
    _one_card_per_colour(c.class_cards.values())
    colours = sorted(m.colour.name.lower() for m in c.monsters.values())
    if len(set(colours)) != len(CLASS_COLOURS):
        raise ContentError("monsters.toml", "monsters", f"expected one Monster per class colour, got {', '.join(colours)}")
    for monster in c.monsters:
        for kind in ADVENTURE_TYPES:
            n = len(c.adventures_of(monster, kind))
            if n != 3:
                raise ContentError("adventures.toml", "adventures",
                                   f"expected 3 {kind} cards of Monster {monster} (spec §15.14), got {n}")
    for kit, minion in ((m.template, m) for m in c.minions.values()):
        if kit != ("A" if minion.dots == 1 else "B"):
            index = list(c.minions).index(minion.id)
            raise ContentError("minions.toml", f"minions[{index}].rewards",
                               f"expected template {'A' if minion.dots == 1 else 'B'} for a {minion.dots}-dot minion "
                               f"(spec §15.11), got {kit!r}")


def _one_card_per_colour(cards: Iterable[ClassCard]) -> None:
    colours = sorted(k.colour.name.lower() for k in cards)
    if len(set(colours)) != len(CLASS_COLOURS) or len(colours) != len(CLASS_COLOURS):
        raise ContentError("classes.toml", "classes",
                           f"expected one {SET} class card per class colour, got {', '.join(colours)}")
