"""Roll Player's printed content (spec §15) as typed, validated, frozen records.

The TOML under `content/` is the single source of card data; `load_content()` reads and checks
it once (spec §15.14 invariants included) and the rules and scoring read only these records.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping, Protocol

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.kernel.errors import ContentError

from .state import ATTRS, CLASS_COLOURS, ROW_SLOTS, Attr, Colour

CONTENT_DIR = Path(__file__).with_name("content")
FILES = (
    "components.toml", "races.toml", "classes.toml", "alignments.toml", "backstories.toml",
    "market.toml", "initiative.toml",
)
SETS = ("base", "chich")
CARD_TYPES = ("trait", "skill", "weapon", "armour", "scroll")
ARROWS = ("UP", "DOWN", "LEFT", "RIGHT")
# (row, col) step on the alignment grid: row 0 Lawful..2 Chaotic, col 0 Good..2 Evil (PD-G12).
ARROW_DELTAS: dict[str, tuple[int, int]] = {"UP": (-1, 0), "DOWN": (1, 0), "LEFT": (0, -1), "RIGHT": (0, 1)}
# When a skill may be used (spec §15.5 "Timing window"); the engine interprets each name.
TIMINGS = ("any_time", "dice_untaken", "dice_turn_before_place", "market_turn_action", "market_turn_before_pay")
GOAL_PATTERN = re.compile(r"^(\d+)(?:(\+)|-(\d+))?$")
CARD_ID = re.compile(r"^[A-Z]\d{2}$")
MODIFIER_BOUND = 6   # sanity bound on printed modifiers and star values (a typo guard)
# Component counts per set (spec §2.1 RULE, §15.14); a set with no records yet is not checked.
EXPECTED: dict[str, dict[str, int]] = {
    "base": {
        "dice": 73, "races": 6, "class_cards": 6, "alignments": 17, "backstories": 16,
        "cards": 53, "trait": 15, "skill": 14, "weapon": 12, "armour": 12, "scroll": 0,
        "dots1": 27, "dots2": 26,
    },
}


class _HasSet(Protocol):
    @property
    def set(self) -> str: ...


# --- records ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Race:
    """A character sheet's race: its bonus or penalty per attribute row (absent = 0)."""

    id: str
    name: Text
    modifiers: Mapping[Attr, int]
    set: str = "base"

    def modifier(self, attr: Attr) -> int:
        return self.modifiers.get(attr, 0)


@dataclass(frozen=True, slots=True)
class Goal:
    """A class attribute goal: `17` exact, `16-17` inclusive range, `14+` at least (spec §8.1)."""

    kind: str            # "exact" | "range" | "plus"
    low: int
    high: int | None     # None for "plus"; equals `low` for "exact"
    stars: int

    def met(self, value: int) -> bool:
        return value >= self.low if self.high is None else self.low <= value <= self.high

    def label(self) -> str:
        if self.kind == "plus":
            return f"{self.low}+"
        return str(self.low) if self.kind == "exact" else f"{self.low}-{self.high}"


@dataclass(frozen=True, slots=True)
class CharClass:
    """One side of a class card: colour, a goal per attribute, and a named ability."""

    id: str                      # "C1a"
    card: str                    # "C1": the double-sided card it is printed on
    colour: Colour
    name: Text
    goals: Mapping[Attr, Goal]
    ability_name: Text
    ability_text: Text
    effect: str | None           # handler name for the ability; None = no in-play effect
    params: Mapping[str, int] = field(default_factory=dict)   # the handler's printed numbers
    set: str = "base"


@dataclass(frozen=True, slots=True)
class ClassCard:
    """A double-sided class card: one colour, two classes; drawn by colour at setup."""

    id: str
    colour: Colour
    classes: tuple[str, str]
    set: str = "base"


@dataclass(frozen=True, slots=True)
class Alignment:
    """A 3x3 alignment grid of star values, `grid[row][col]` (rows Lawful..Chaotic, cols Good..Evil)."""

    id: str
    name: Text
    grid: tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]
    set: str = "base"

    def stars(self, pos: tuple[int, int]) -> int:
        return self.grid[pos[0]][pos[1]]


@dataclass(frozen=True, slots=True)
class Mark:
    """A coloured mark on a backstory grid: the slot `index` (0 = leftmost) of one row."""

    index: int
    colour: Colour


@dataclass(frozen=True, slots=True)
class Backstory:
    """A backstory card: one coloured mark per attribute row."""

    id: str
    name: Text
    pattern: Mapping[Attr, Mark]
    set: str = "base"


@dataclass(frozen=True, slots=True)
class Rule:
    """One declarative scoring rule of a trait or weapon; `kind` says which fields matter.

    Trait kinds (stars at final scoring, values from `check_value`):
      attr_at_most / attr_at_least (attr, value, stars), all_attrs_at_least (value, stars),
      per_card (card_type, stars [, max]), per_armour_type (stars, max), per_gold (every, stars, max),
      all_colours (stars), class_colour_dice (value = at least, stars).
    Weapon kinds (change `goal_value` only): goal_flat (attr, amount), goal_per_die (amount, and
      attr and/or colour selecting the dice), armour_extra (amount: extra cards in one set).
    """

    kind: str
    stars: int = 0
    amount: int = 0
    attr: Attr | None = None
    value: int | None = None
    card_type: str | None = None
    colour: Colour | None = None
    every: int | None = None
    max: int | None = None

    # The fields a kind requires (TRAIT_RULES / WEAPON_RULES, checked on load), read without a None check.
    @property
    def the_attr(self) -> Attr:
        if self.attr is None:
            raise ValueError(f"a {self.kind} rule names no attribute")
        return self.attr

    @property
    def the_value(self) -> int:
        if self.value is None:
            raise ValueError(f"a {self.kind} rule has no value")
        return self.value

    @property
    def the_card_type(self) -> str:
        if self.card_type is None:
            raise ValueError(f"a {self.kind} rule names no card type")
        return self.card_type

    @property
    def the_every(self) -> int:
        if self.every is None:
            raise ValueError(f"a {self.kind} rule has no `every`")
        return self.every


TRAIT_RULES: dict[str, tuple[str, ...]] = {
    "attr_at_most": ("attr", "value", "stars"),
    "attr_at_least": ("attr", "value", "stars"),
    "all_attrs_at_least": ("value", "stars"),
    "per_card": ("card_type", "stars"),
    "per_armour_type": ("stars",),
    "per_gold": ("every", "stars"),
    "all_colours": ("stars",),
    "class_colour_dice": ("value", "stars"),
}
WEAPON_RULES: dict[str, tuple[str, ...]] = {
    "goal_flat": ("attr", "amount"),
    "goal_per_die": ("amount",),
    "armour_extra": ("amount",),
}
RULE_FIELDS = ("kind", "stars", "amount", "attr", "value", "card_type", "colour", "every", "max")


@dataclass(frozen=True, slots=True)
class ArmourSet:
    """An armour type: stars by number of cards (`track[n-1]`), and the once-per-set bonus for a
    class of one of its colours."""

    id: str              # "chain" | "leather" | "mystic"
    name: Text
    track: tuple[int, ...]
    colours: frozenset[Colour]
    colour_bonus: int

    @property
    def complete(self) -> int:
        """The number of cards in a complete set (the track's length)."""
        return len(self.track)

    def stars(self, cards: int) -> int:
        """Stars for a set of `cards` cards; counts above the track score its maximum (PD-G19)."""
        return 0 if cards <= 0 else self.track[min(cards, len(self.track)) - 1]


@dataclass(frozen=True, slots=True)
class MarketCard:
    """A Market card. `effect` names the Python handler of an in-play ability (None = none);
    `scoring` holds declarative final-scoring rules of traits and weapons."""

    id: str              # "B01".."B53"
    name: Text
    type: str            # one of CARD_TYPES
    dots: int            # deck tier, 1 or 2
    cost: int
    text: Text
    arrow: str | None = None          # traits and skills: UP/DOWN/LEFT/RIGHT
    hands: int | None = None          # weapons: 1 or 2
    armour: str | None = None         # armour: ArmourSet id
    timing: str | None = None         # skills: one of TIMINGS
    effect: str | None = None
    params: Mapping[str, int] = field(default_factory=dict)   # the handler's printed numbers
    scoring: tuple[Rule, ...] = ()
    set: str = "base"

    # What a type requires (checked on load: traits and skills have an arrow, skills a timing and effect).
    @property
    def the_arrow(self) -> str:
        if self.arrow is None:
            raise ValueError(f"card {self.id} has no arrow")
        return self.arrow

    @property
    def the_timing(self) -> str:
        if self.timing is None:
            raise ValueError(f"card {self.id} has no timing")
        return self.timing

    @property
    def the_effect(self) -> str:
        if self.effect is None:
            raise ValueError(f"card {self.id} has no effect")
        return self.effect


@dataclass(frozen=True, slots=True)
class InitiativeSpec:
    """One Initiative card as laid out for a player count (`order` ascending = Market order)."""

    label: str
    order: int
    gold_space: bool
    imp_space: bool = False


@dataclass(frozen=True, slots=True)
class InitiativeLayout:
    """The Initiative cards in play for one player count (spec §15.6)."""

    players: int
    cards: tuple[InitiativeSpec, ...]
    set: str = "base"


@dataclass(frozen=True, slots=True)
class SetupRow:
    """Per-player-count setup numbers (spec §5.1); seat 0 = first player."""

    players: int
    starting_gold: tuple[int, ...]
    removed_per_stack: int
    starting_dice: int
    market_size: int


@dataclass(frozen=True, slots=True)
class SoloRank:
    """A solo rank: reached with at least `min_stars` (ranks are listed best first)."""

    id: str
    name: Text
    min_stars: int


@dataclass(frozen=True, slots=True)
class Solo:
    """Solo-mode numbers (spec §11): removed cards, enemy dice, trash, gold-to-stars, ranks."""

    removed_cards: tuple[str, ...]
    enemy_dice: int
    trash_start: int
    gold_per_star: int
    ranks: tuple[SoloRank, ...]

    def rank(self, stars: int) -> SoloRank:
        return rank_for(self.ranks, stars)


def rank_for(ranks: tuple[SoloRank, ...], stars: int) -> SoloRank:
    """The highest rank whose threshold `stars` reaches (ranks run best first); the lowest otherwise."""
    return next((r for r in ranks if stars >= r.min_stars), ranks[-1])


@dataclass(frozen=True, slots=True)
class Content:
    """Everything printed in the box, by id; `hash` identifies the files for saves."""

    dice: Mapping[Colour, int]
    gold_die_income: int
    row_completion_gold: int
    discard_gold: int
    weapon_hands: int
    setup: Mapping[int, SetupRow]
    solo: Solo
    races: Mapping[str, Race]
    classes: Mapping[str, CharClass]
    class_cards: Mapping[str, ClassCard]
    alignments: Mapping[str, Alignment]
    backstories: Mapping[str, Backstory]
    backstory_stars: tuple[int, ...]      # index = number of matches (0..6)
    armour_sets: Mapping[str, ArmourSet]
    cards: Mapping[str, MarketCard]
    initiative: Mapping[str, Mapping[int, InitiativeLayout]]   # set -> player count -> layout
    hash: str = field(default="", compare=False)

    def layout(self, players: int, kit: str = "base") -> InitiativeLayout:
        """The Initiative cards for `players` players (KeyError for an unsupported count)."""
        return self.initiative[kit][players]

    def of_set(self, records: Mapping[str, _HasSet], sets: Iterable[str] = ("base",)) -> list[str]:
        """The ids of `records` (in file order) that belong to one of `sets`."""
        wanted = set(sets)
        return [k for k, r in records.items() if r.set in wanted]

    def class_card_of(self, colour: Colour, sets: Iterable[str] = ("base",)) -> list[ClassCard]:
        wanted = set(sets)
        return [c for c in self.class_cards.values() if c.colour is colour and c.set in wanted]

    def effect_names(self) -> set[str]:
        """Every handler name the content refers to (the engine checks each is registered)."""
        names = {c.effect for c in self.cards.values() if c.effect}
        return names | {c.effect for c in self.classes.values() if c.effect}


# --- loading ---------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _cached(directory: Path) -> Content:
    return _load(directory)


def load_content(directory: str | Path | None = None) -> Content:
    """The validated content (loaded once per directory); raises ContentError when malformed."""
    return _cached(Path(directory) if directory is not None else CONTENT_DIR)


def content_hash() -> str:
    """Hash of the shipped content files' bytes, recorded in saves."""
    return load_content().hash


def _load(directory: Path) -> Content:
    files = {name: read_toml(directory, name) for name in FILES}
    comp = files["components.toml"].root.only(
        ("dice", "income", "setup", "solo", "weapon_hands"))
    dice = _dice(comp.table("dice"))
    income = comp.table("income").only(("gold_die", "row_completion", "discard"))
    setup = _setup(comp)
    races = parse_races(files["races.toml"])
    classes, class_cards = parse_classes(files["classes.toml"])
    alignments = parse_alignments(files["alignments.toml"])
    backstories, backstory_stars = parse_backstories(files["backstories.toml"])
    armour_sets, cards = _market(files["market.toml"])
    solo = _solo(comp.table("solo"), cards)
    initiative = parse_initiative(files["initiative.toml"], setup)
    content = Content(
        dice=dice,
        gold_die_income=income.int("gold_die", lo=0),
        row_completion_gold=income.int("row_completion", lo=0),
        discard_gold=income.int("discard", lo=0),
        weapon_hands=comp.int("weapon_hands", lo=1),
        setup=setup,
        solo=solo,
        races=races,
        classes=classes,
        class_cards=class_cards,
        alignments=alignments,
        backstories=backstories,
        backstory_stars=backstory_stars,
        armour_sets=armour_sets,
        cards=cards,
        initiative=initiative,
        hash=files_hash(files.values()),
    )
    _check_counts(content)
    return content


COUNT_LABELS = {
    "races": ("races.toml", "races", "races"),
    "alignments": ("alignments.toml", "alignments", "alignment cards"),
    "backstories": ("backstories.toml", "backstories", "backstory cards"),
    "class_cards": ("classes.toml", "classes", "class cards"),
    "cards": ("market.toml", "cards", "Market cards"),
    "trait": ("market.toml", "cards", "Trait cards"),
    "skill": ("market.toml", "cards", "Skill cards"),
    "weapon": ("market.toml", "cards", "Weapon cards"),
    "armour": ("market.toml", "cards", "Armour cards"),
    "scroll": ("market.toml", "cards", "Scroll cards"),
    "dots1": ("market.toml", "cards", "one-dot Market cards"),
    "dots2": ("market.toml", "cards", "two-dot Market cards"),
}


def _check_counts(c: Content) -> None:
    """Spec §2.1 and §15.14: how many records of each kind a set holds (sets not shipped yet,
    i.e. with no Market cards, are skipped)."""
    total = sum(c.dice.values())
    if total != EXPECTED["base"]["dice"]:
        raise ContentError("components.toml", "dice", f"expected {EXPECTED['base']['dice']} dice in all (spec §2.1), got {total}")
    for kit, want in EXPECTED.items():
        cards = [m for m in c.cards.values() if m.set == kit]
        if not cards:
            continue
        got = {
            "races": len(c.of_set(c.races, (kit,))),
            "alignments": len(c.of_set(c.alignments, (kit,))),
            "backstories": len(c.of_set(c.backstories, (kit,))),
            "class_cards": len(c.of_set(c.class_cards, (kit,))),
            "cards": len(cards),
            "dots1": sum(1 for m in cards if m.dots == 1),
            "dots2": sum(1 for m in cards if m.dots == 2),
        } | {kind: sum(1 for m in cards if m.type == kind) for kind in CARD_TYPES}
        for what, (file, key, label) in COUNT_LABELS.items():
            if got[what] != want[what]:
                raise ContentError(file, key, f"expected {want[what]} {kit} {label} (spec §15.14), got {got[what]}")
        colours = sorted(k.colour.name.lower() for k in c.class_cards.values() if k.set == kit)
        if len(set(colours)) != len(CLASS_COLOURS):
            raise ContentError("classes.toml", "classes",
                               f"expected one {kit} class card per class colour, got {', '.join(colours)}")


_COLOUR_CODES = {c.value: c for c in Colour}


def parse_colour(node: Node, *, class_colour: bool = False) -> Colour:
    colour = node.as_enum(Colour, _COLOUR_CODES)
    if class_colour and colour not in CLASS_COLOURS:
        node.fail(f"expected a class colour ({', '.join(c.name.lower() for c in CLASS_COLOURS)}); gold is never one")
    return colour


def _attr(node: Node) -> Attr:
    return node.as_enum(Attr)


def _set(node: Node) -> str:
    return node.str("set", choices=SETS) if node.has("set") else "base"


def _dice(node: Node) -> dict[Colour, int]:
    out: dict[Colour, int] = {}
    for key, child in node.items():
        colour = Node(node.file, child.key, key).as_enum(Colour, _COLOUR_CODES)
        out[colour] = child.as_int(lo=0)
    for colour in Colour:
        if colour not in out:
            node.fail("missing; expected a count for every dice colour", colour.name.lower())
    return out


def _setup(comp: Node) -> dict[int, SetupRow]:
    rows: dict[int, SetupRow] = {}
    for node in comp.tables("setup", min_length=1):
        node.only(("players", "starting_gold", "removed_per_stack", "starting_dice", "market_size"))
        players = node.int("players", lo=1, hi=5)
        if players in rows:
            node.fail(f"duplicate player count {players}", "players")
        gold = tuple(n.as_int(lo=0) for n in node.array("starting_gold", length=players))
        rows[players] = SetupRow(
            players, gold, node.int("removed_per_stack", lo=0), node.int("starting_dice", lo=1),
            node.int("market_size", lo=1),
        )
    return rows


def parse_races(f: ContentFile) -> dict[str, Race]:
    nodes = f.root.only(("races",)).tables("races", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Race] = {}
    for rid, node in zip(ids, nodes):
        node.only(("id", "name", "modifiers", "set"))
        node.str("id", pattern=re.compile(r"R\d{2}"))
        mods: dict[Attr, int] = {}
        if node.has("modifiers"):
            for key, child in node.table("modifiers").items():
                attr = Node(f.name, child.key, key).as_enum(Attr)
                mods[attr] = child.as_int(lo=-MODIFIER_BOUND, hi=MODIFIER_BOUND)
        out[rid] = Race(rid, node.text("name"), mods, _set(node))
    return out


def parse_goal(node: Node) -> Goal:
    node.only(("goal", "stars"))
    spec = node.child("goal")
    text = spec.as_str() if isinstance(spec.value, str) else str(spec.as_int(lo=1))
    m = GOAL_PATTERN.match(text)
    if not m:
        spec.fail(f'expected a goal like "17", "16-17" or "14+", got {text!r}')
    low = int(m.group(1))
    stars = node.int("stars", lo=0)
    if m.group(2):
        return Goal("plus", low, None, stars)
    if m.group(3):
        high = int(m.group(3))
        if high <= low:
            spec.fail(f"expected a range whose end is above its start, got {text!r}")
        return Goal("range", low, high, stars)
    return Goal("exact", low, low, stars)


def parse_classes(f: ContentFile) -> tuple[dict[str, CharClass], dict[str, ClassCard]]:
    root = f.root.only(("classes",))
    nodes = root.tables("classes", min_length=1)
    ids = unique_ids(nodes)
    classes: dict[str, CharClass] = {}
    by_card: dict[str, list[CharClass]] = {}
    for cid, node in zip(ids, nodes):
        node.only(("id", "card", "colour", "name", "goals", "ability", "effect", "params", "set"))
        m = re.fullmatch(r"([A-Z]\d+)[ab]", cid)
        if not m:
            node.fail(f'expected a class id like "C1a" (card id + side a/b), got {cid!r}', "id")
        card = node.str("card")
        if card != m.group(1):
            node.fail(f"expected {m.group(1)!r} (the card named by the class id), got {card!r}", "card")
        goals_node = node.table("goals").only(a.name for a in ATTRS)
        goals = {a: parse_goal(goals_node.table(a.name)) for a in ATTRS}
        ability = node.table("ability").only(("name", "text"))
        cls = CharClass(
            cid, card, parse_colour(node.child("colour"), class_colour=True), node.text("name"), goals,
            ability.text("name"), ability.text("text"), node.opt_identifier("effect"), parse_params(node), _set(node),
        )
        others = by_card.setdefault(card, [])
        if others and (others[0].colour is not cls.colour or others[0].set != cls.set):
            node.fail(f"expected colour and set of the other side of card {card} "
                      f"({others[0].colour.name.lower()}, {others[0].set})", "colour")
        others.append(cls)
        classes[cid] = cls
    cards: dict[str, ClassCard] = {}
    for card, sides in by_card.items():
        if len(sides) != 2:
            raise ContentError(f.name, f"classes (card {card})", f"expected exactly 2 classes per class card, got {len(sides)}")
        cards[card] = ClassCard(card, sides[0].colour, (sides[0].id, sides[1].id), sides[0].set)
    return classes, cards


def _three(cells: list[Node]) -> tuple[int, int, int]:
    """One row of an alignment grid (its length checked by the caller)."""
    a, b, c = (cell.as_int(lo=-MODIFIER_BOUND, hi=MODIFIER_BOUND) for cell in cells)
    return a, b, c


def parse_alignments(f: ContentFile) -> dict[str, Alignment]:
    nodes = f.root.only(("alignments",)).tables("alignments", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Alignment] = {}
    for aid, node in zip(ids, nodes):
        node.only(("id", "name", "grid", "set"))
        node.str("id", pattern=re.compile(r"A\d{2}"))
        rows = node.array("grid", length=3)
        top, middle, bottom = (_three(r.elements(length=3)) for r in rows)
        if middle[1] != 0:
            rows[1].elements()[1].fail("expected 0: the centre, where the marker starts, is worth nothing")
        out[aid] = Alignment(aid, node.text("name"), (top, middle, bottom), _set(node))
    return out


def parse_backstories(f: ContentFile) -> tuple[dict[str, Backstory], tuple[int, ...]]:
    root = f.root.only(("stars_by_matches", "backstories"))
    stars = tuple(n.as_int(lo=0) for n in root.array("stars_by_matches", length=len(ATTRS) + 1))
    nodes = root.tables("backstories", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Backstory] = {}
    for bid, node in zip(ids, nodes):
        node.only(("id", "name", "pattern", "set"))
        node.str("id", pattern=re.compile(r"H\d{2}"))
        pattern_node = node.table("pattern").only(a.name for a in ATTRS)
        pattern: dict[Attr, Mark] = {}
        used: dict[Colour, Attr] = {}
        for attr in ATTRS:
            mark = pattern_node.table(attr.name).only(("slot", "colour"))
            colour = parse_colour(mark.child("colour"), class_colour=True)
            if colour in used:
                mark.fail(f"expected each class colour once per card; {colour.name.lower()} "
                          f"is already marked in {used[colour].name}", "colour")
            used[colour] = attr
            pattern[attr] = Mark(mark.int("slot", lo=1, hi=ROW_SLOTS) - 1, colour)
        out[bid] = Backstory(bid, node.text("name"), pattern, _set(node))
    return out, stars


def _market(f: ContentFile) -> tuple[dict[str, ArmourSet], dict[str, MarketCard]]:
    root = f.root.only(("armour_sets", "cards"))
    sets: dict[str, ArmourSet] = {}
    for node in root.tables("armour_sets", min_length=1):
        node.only(("id", "name", "track", "colours", "colour_bonus"))
        sid = node.str("id")
        if sid in sets:
            node.fail(f"duplicate id {sid!r}", "id")
        track = tuple(n.as_int(lo=0) for n in node.array("track", min_length=1))
        colours = frozenset(parse_colour(n, class_colour=True) for n in node.array("colours", min_length=1))
        sets[sid] = ArmourSet(sid, node.text("name"), track, colours, node.int("colour_bonus", lo=0))
    nodes = root.tables("cards", min_length=1)
    ids = unique_ids(nodes)
    cards: dict[str, MarketCard] = {}
    for cid, node in zip(ids, nodes):
        cards[cid] = _card(node, cid, sets)
    for i, node in enumerate(root.tables("armour_sets")):
        armour = sets[node.str("id")]
        count = sum(1 for m in cards.values() if m.armour == armour.id)
        if count != armour.complete:
            node.fail(f"expected one star value per {armour.id} card ({count}), got {armour.complete}", "track")
    return sets, cards


def _card(node: Node, cid: str, sets: Mapping[str, ArmourSet]) -> MarketCard:
    node.only(("id", "name", "type", "dots", "cost", "arrow", "hands", "armour", "timing", "effect",
               "params", "scoring", "text", "set"))
    node.str("id", pattern=CARD_ID)
    kind = node.str("type", choices=CARD_TYPES)
    allowed = {
        "trait": {"arrow", "scoring"},
        "skill": {"arrow", "timing", "effect"},
        "weapon": {"hands", "scoring", "effect"},
        "armour": {"armour"},
        "scroll": {"effect"},
    }[kind]
    for key in ("arrow", "hands", "armour", "timing", "effect", "scoring"):
        if node.has(key) and key not in allowed:
            node.fail(f"a {kind} card has no {key}", key)
    required = {"trait": ("arrow", "scoring"), "skill": ("arrow", "timing", "effect"),
                "weapon": ("hands",), "armour": ("armour",), "scroll": ("effect",)}[kind]
    for key in required:
        node.child(key)
    if kind == "weapon" and not (node.has("scoring") or node.has("effect")):
        node.fail("a weapon needs a scoring rule or an effect", "scoring")
    armour = node.str("armour", choices=list(sets)) if node.has("armour") else None
    rules = tuple(parse_rule(n, TRAIT_RULES if kind == "trait" else WEAPON_RULES) for n in node.array("scoring", min_length=1)) \
        if node.has("scoring") else ()
    return MarketCard(
        id=cid,
        name=node.text("name"),
        type=kind,
        dots=node.int("dots", lo=1, hi=2),
        cost=node.int("cost", lo=0),
        text=node.text("text"),
        arrow=node.str("arrow", choices=ARROWS) if node.has("arrow") else None,
        hands=node.int("hands", lo=1, hi=2) if node.has("hands") else None,
        armour=armour,
        timing=node.str("timing", choices=TIMINGS) if node.has("timing") else None,
        effect=node.opt_identifier("effect"),
        params=parse_params(node),
        scoring=rules,
        set=_set(node),
    )


def parse_params(node: Node) -> dict[str, int]:
    """Numbers printed on a card that its effect handler reads (`params = { discount = 1 }`)."""
    if not node.has("params"):
        return {}
    if not node.has("effect"):
        node.fail("params belong to an effect; this card has no effect", "params")
    out: dict[str, int] = {}
    for key, child in node.table("params").items():
        Node(node.file, child.key, key).as_identifier()
        out[key] = child.as_int()
    return out


def parse_rule(node: Node, kinds: Mapping[str, tuple[str, ...]]) -> Rule:
    node.only(RULE_FIELDS)
    kind = node.str("kind", choices=list(kinds))
    for key in kinds[kind]:
        node.child(key)
    if kind == "goal_per_die" and not (node.has("attr") or node.has("colour")):
        node.fail("goal_per_die needs attr and/or colour to say which dice count", "attr")
    return Rule(
        kind=kind,
        stars=node.int("stars", lo=0) if node.has("stars") else 0,
        amount=node.int("amount", lo=-MODIFIER_BOUND, hi=MODIFIER_BOUND) if node.has("amount") else 0,
        attr=_attr(node.child("attr")) if node.has("attr") else None,
        value=node.opt_int("value", lo=0),
        card_type=node.str("card_type", choices=CARD_TYPES) if node.has("card_type") else None,
        colour=parse_colour(node.child("colour")) if node.has("colour") else None,
        every=node.opt_int("every", lo=1),
        max=node.opt_int("max", lo=0),
    )


def _solo(node: Node, cards: Mapping[str, MarketCard]) -> Solo:
    node.only(("removed_cards", "enemy_dice", "trash_start", "gold_per_star", "ranks"))
    removed = [n.as_ref(cards, "a Market card in market.toml") for n in node.array("removed_cards")]
    ranks = []
    for n in node.tables("ranks", min_length=1):
        n.only(("id", "name", "min_stars"))
        ranks.append(SoloRank(n.str("id"), n.text("name"), n.int("min_stars", lo=0)))
        if len(ranks) > 1 and ranks[-1].min_stars >= ranks[-2].min_stars:
            n.fail("expected ranks best first, each needing fewer stars than the one above", "min_stars")
    if ranks[-1].min_stars != 0:
        node.fail("expected the last rank to need 0 stars, so every score has a rank", f"ranks[{len(ranks) - 1}].min_stars")
    return Solo(tuple(removed), node.int("enemy_dice", lo=0), node.int("trash_start", lo=0),
                node.int("gold_per_star", lo=1), tuple(ranks))


def parse_initiative(f: ContentFile, setup: Mapping[int, SetupRow]) -> dict[str, dict[int, InitiativeLayout]]:
    out: dict[str, dict[int, InitiativeLayout]] = {}
    for node in f.root.only(("layouts",)).tables("layouts", min_length=1):
        node.only(("players", "cards", "gold", "imps", "set"))
        counts = [n.as_int(lo=1, hi=5) for n in node.array("players", min_length=1)]
        labels = [n.as_str() for n in node.array("cards", min_length=2)]
        what = f"one of the layout's cards ({', '.join(labels)})"
        gold = {n.as_ref(labels, what) for n in node.array("gold")} if node.has("gold") else set()
        imps = {n.as_ref(labels, what) for n in node.array("imps")} if node.has("imps") else set()
        kit = _set(node)
        specs = tuple(InitiativeSpec(lbl, i + 1, lbl in gold, lbl in imps) for i, lbl in enumerate(labels))
        layouts = out.setdefault(kit, {})
        for players in counts:
            if players in layouts:
                node.fail(f"duplicate {kit} layout for {players} players", "players")
            row = setup.get(players)
            if kit == "base" and row is not None and row.market_size != len(labels):
                node.fail(f"expected {row.market_size} cards (the Market size for {players} players)", "cards")
            layouts[players] = InitiativeLayout(players, specs, kit)
    return out
