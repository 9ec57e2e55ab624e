"""Runebound's content (spec §14): the map, the movement dice, heroes, the market and adventure decks
and the rules' numbers, read from TOML into typed records. Every check names the file, the key and
what was expected, so a damaged file is fixed in one go (e.g. a gem on a Road hex names its hex)."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.common.dice import DieSpec, die
from engine.common.hexes import Hex, distance
from engine.kernel.errors import ContentError

CONTENT_DIR = Path(__file__).resolve().parent / "content"
FILES = ("map.toml", "dice.toml", "heroes.toml", "market.toml", "adventures.toml", "rules.toml")
TERRAIN = ("P", "R", "W", "S", "F", "H", "M", "C")
CITY = "C"
NO_GEM_TERRAIN = ("C", "R", "W")         # spec §14.1: no gem lies on a City, Road or River hex
RIVER_COURSE = ("W", "R", "C")           # a river runs through River hexes, Road bridges and cities
COLOURS = ("green", "yellow", "blue", "red")
SKILLS = ("mind", "body", "spirit")
PHASES = ("ranged", "melee", "magic")    # combat phases in order; each uses the skill at the same index
TOKEN_TYPES = ("mind", "body", "spirit", "stamina", "life")
MAX_STAT = 99
MAX_ROUNDS = 10_000  # a sanity bound on the round limit, not a rule
ALL = -1                                 # "remove all" in declarative outcomes

Param = int | str | tuple[str, ...]


class Params(Mapping[str, Param]):
    """A card's params, each read by its handler as the type HANDLER_PARAMS gives it (checked on load)."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, Param] | None = None) -> None:
        self._values: Mapping[str, Param] = MappingProxyType(dict(values or {}))

    def __getitem__(self, key: str) -> Param:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Params({dict(self._values)!r})"

    def num(self, key: str) -> int:
        """A number param ("n" or "n_all")."""
        value = self[key]
        if not isinstance(value, int):
            raise TypeError(f"param {key} is {value!r}, not a number")
        return value

    def word(self, key: str) -> str:
        """A one-word param (a phase, skill, terrain letter or city id)."""
        value = self[key]
        if not isinstance(value, str):
            raise TypeError(f"param {key} is {value!r}, not a word")
        return value

    def words(self, key: str) -> tuple[str, ...]:
        """A list param (deck colours)."""
        value = self[key]
        if not isinstance(value, tuple):
            raise TypeError(f"param {key} is {value!r}, not a list")
        return value


NO_PARAMS = Params()
# What each handler reads from its card's `params` (the card's printed numbers), by type: "n" a number
# 0..99, "n_all" a number or -1 for "all", "phase", "skill", "terrain" (a letter), "decks" (colours),
# "city" (a city id). A card must give exactly these: a missing, unknown or mistyped param is refused on load.
HANDLER_PARAMS: dict[str, dict[str, str]] = {
    # heroes
    "varikas_bolt": {"exhaustion": "n", "wounds": "n", "phase": "phase"},
    "brenna_guard": {"prevent": "n", "phase": "phase"},
    "mira_focus": {"exhaustion": "n", "bonus": "n", "phase": "phase"},
    "cheaper_allies": {"discount": "n"},
    "better_selling": {"gold": "n"},
    "aldric_surge": {"exhaustion": "n", "damage": "n"},
    "skill_test_bonus": {"bonus": "n"},
    "grum_brawler": {"damage": "n", "phase": "phase", "no_attack": "phase"},
    "bounty_bonus": {"gold": "n"},
    # heroes, allies and items
    "heal": {"wounds": "n_all", "exhaustion": "n_all"},
    "heal_hero": {"wounds": "n_all", "exhaustion": "n_all"},
    "scout_shot": {"exhaustion": "n", "wounds": "n"},
    "blessing": {"exhaustion": "n", "bonus": "n"},
    "knives": {"bonus": "n", "phase": "phase"},
    "extra_damage": {"damage": "n", "phase": "phase"},
    "prevent_damage": {"prevent": "n"},
    # adventure cards
    "regenerates": {"heal": "n"},
    "market_day": {"wounds": "n"},
    "bountiful_harvest": {"gold": "n", "decks": "decks"},
    "bandit_tolls": {"add": "n"},
    "orc_warbands": {"damage": "n", "phase": "phase", "decks": "decks"},
    "festival_in_tamalir": {"discount": "n", "city": "city"},
    "heavy_rains": {"symbol": "terrain", "enters": "terrain"},
    "fog_over_the_marshes": {"exhaustion": "n", "terrain": "terrain"},
    "call_to_arms": {"bonus": "n", "skill": "skill"},
    "dark_omens": {"add": "n", "decks": "decks"},
    "vorakesh_plague": {"cost": "n"},
    "rune_storm": {"damage": "n", "phase": "phase"},
    "margath_stirs": {"damage": "n"},
    "couriers_errand": {"city": "city"},
    "pay_or_test": {"pay": "n"},
}


class Kind(enum.Enum):
    """Item kinds; the ownership limits count weapons and armour (spec §3.11)."""

    WEAPON = "weapon"
    ARMOUR = "armour"
    ARTIFACT = "artifact"


class Usage(enum.Enum):
    """An item's usage icons (spec §3.10)."""

    DISCARD = "discard"
    ACTIVATE = "activate"
    ALWAYS = "always"


@dataclass(frozen=True, slots=True)
class Stats:
    """What heroes and allies share: life, stamina and [skill, damage] per phase (mind, body, spirit)."""

    life: int
    stamina: int
    skills: tuple[int, int, int]
    damage: tuple[int, int, int]

    def skill(self, name: str) -> int:
        return self.skills[SKILLS.index(name)]


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: Text
    stats: Stats
    ability: str
    timing: str
    text: Text
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class Ally:
    id: str
    name: Text
    copies: int
    price: int
    stats: Stats
    ability: str | None = None
    text: Text | None = None
    card: str | None = None          # the duellist: the encounter card that plays as this ally
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class Mod:
    """An ALWAYS bonus: `add` to the hero's `roll` (attack, defend, test) in `phase` (or all)."""

    roll: str
    phase: str
    add: int


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    name: Text
    copies: int
    price: int
    kind: Kind
    type: str
    usage: frozenset[Usage]
    mods: tuple[Mod, ...]
    life: int
    ability: str | None
    text: Text
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A declarative result of a test or an ability: gold gained, wounds/exhaustion taken or healed."""

    gold: int = 0
    wounds: int = 0
    exhaustion: int = 0
    heal_wounds: int = 0
    heal_exhaustion: int = 0


@dataclass(frozen=True, slots=True)
class Test:
    skill: str
    target: int


@dataclass(frozen=True, slots=True)
class Challenge:
    id: str
    deck: str
    name: Text
    copies: int
    life: int
    phases: tuple[tuple[int, int] | None, ...]   # [target, damage] per phase, None = "—"
    reward_gold: int
    before_test: Test | None = None
    before_failure: Outcome | None = None
    special: str | None = None
    dragonlord: bool = False
    margath: bool = False
    text: Text | None = None
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class Event:
    id: str
    deck: str
    name: Text
    rank: int
    effect: str
    text: Text
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    deck: str
    name: Text
    test: Test | None
    success: Outcome
    failure: Outcome
    handler: str | None
    keep: bool
    pay: int                      # the toll of a pay_or_test card (its `pay` param), for the table to show
    text: Text
    params: Params = field(default_factory=lambda: NO_PARAMS, hash=False)


@dataclass(frozen=True, slots=True)
class City:
    id: str
    hex: Hex
    stack_at_start: int
    name: Text


@dataclass(frozen=True, slots=True)
class Rules:
    starting_gold: int
    max_dice: int
    max_dice_hurt: int
    rest_threshold: int
    d10_zero: int
    unresolved_slots: int
    max_pvp_rounds: int
    limits: dict[str, int]
    counters: dict[str, int]
    counter_xp: dict[str, int]
    xp_rates: dict[int, int]
    token_values: dict[str, int]
    doom_thresholds: dict[int, int]
    doom_spaces: int
    doom_final_rounds: int
    round_limit: int
    runes_to_win: int
    heal_cost: int              # a market heal: its price, and how many wounds it removes (spec §5.4)
    heal_wounds: int
    sell_divisor: int           # items sell for their price divided by this, rounded down (spec §5.4)
    min_ally_price: int         # no discount takes an ally's price below this


@dataclass(frozen=True, eq=False)
class Content:
    """Everything loaded, with the lookups the rules need (terrain by hex, a card's record by instance id);
    compared and hashed by identity, so caches can key on it."""

    hash: str
    terrain: dict[Hex, str]
    cities: dict[str, City]
    start_city: str
    gems: dict[Hex, str]
    sun: frozenset[Hex]
    rivers: dict[str, tuple[Hex, ...]]
    faces: dict[str, frozenset[str]]
    dice_count: int
    heroes: dict[str, Hero]
    allies: dict[str, Ally]
    duellist: Ally
    items: dict[str, Item]
    challenges: dict[str, Challenge]
    events: dict[str, Event]
    encounters: dict[str, Encounter]
    rules: Rules
    city_at: dict[Hex, str] = field(default_factory=dict)
    market_cards: tuple[str, ...] = ()
    adventure_cards: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @cached_property
    def movement_die(self) -> DieSpec:
        """One movement die: its faces (F1..F6, each a set of terrain symbols) in id order."""
        return die(*sorted(self.faces))

    def card_kind(self, card: str) -> str:
        """'ally', 'item', 'challenge', 'event' or 'encounter' for an instance id ("wild_boar.2")."""
        base = base_id(card)
        for kind, table in (("ally", self.allies), ("item", self.items), ("challenge", self.challenges),
                            ("event", self.events), ("encounter", self.encounters)):
            if base in table:
                return kind
        raise KeyError(card)

    def colour_of(self, card: str) -> str:
        """The deck an adventure card belongs to (discarded events go to their own colour, spec §5.3.3)."""
        base = base_id(card)
        record = self.challenges.get(base) or self.events.get(base) or self.encounters.get(base)
        if record is None:
            raise KeyError(card)
        return record.deck

    def price(self, card: str) -> int:
        base = base_id(card)
        if base in self.items:
            return self.items[base].price
        if base in self.allies:
            return self.allies[base].price
        return 0

    def ally(self, card: str) -> Ally:
        base = base_id(card)
        return self.duellist if base == self.duellist.card else self.allies[base]

    def is_duellist(self, card: str) -> bool:
        """The encounter card kept as an ally: never sold, removed from the game when it leaves (§14.4)."""
        return base_id(card) == self.duellist.card

    def event_in_play(self, slot: str | None, effect: str) -> Params | None:
        """The params of the event in the event slot when its effect is `effect`, else None."""
        event = self.events.get(base_id(slot)) if slot else None
        return event.params if event is not None and event.effect == effect else None

    def hero_ability(self, hero: str, ability: str) -> Params | None:
        """The params of the hero's card when its ability is `ability`, else None."""
        record = self.heroes[hero]
        return record.params if record.ability == ability else None


def base_id(card: str) -> str:
    """The content id of a card instance: copies are numbered "wild_boar.1", "wild_boar.2"."""
    return card.split(".", 1)[0]


def instances(record_id: str, copies: int) -> list[str]:
    return [record_id] if copies == 1 else [f"{record_id}.{n}" for n in range(1, copies + 1)]


# --- reading ---------------------------------------------------------------------------------
def _hex(node: Node) -> Hex:
    items = node.elements(length=2)
    return Hex(items[0].as_int(), items[1].as_int())


def _stats(node: Node) -> Stats:
    pairs = []
    for skill in SKILLS:
        values = node.array(skill, length=2)
        pairs.append((values[0].as_int(lo=0, hi=MAX_STAT), values[1].as_int(lo=0, hi=MAX_STAT)))
    return Stats(node.int("life", lo=1, hi=MAX_STAT), node.int("stamina", lo=0, hi=MAX_STAT),
                 (pairs[0][0], pairs[1][0], pairs[2][0]), (pairs[0][1], pairs[1][1], pairs[2][1]))


def _outcome(node: Node) -> Outcome:
    node.only(("gold", "wounds", "exhaustion", "heal_wounds", "heal_exhaustion"))
    get = {k: node.opt_int(k, lo=0, hi=MAX_STAT) for k in ("gold", "wounds", "exhaustion")}
    heal = {k: node.opt_int(k, lo=ALL, hi=MAX_STAT) for k in ("heal_wounds", "heal_exhaustion")}
    return Outcome(**{k: v or 0 for k, v in {**get, **heal}.items()})


def _test(node: Node) -> Test:
    node.only(("skill", "target"))
    return Test(node.str("skill", choices=SKILLS), node.int("target", lo=1, hi=MAX_STAT))


def _decks(node: Node) -> tuple[str, ...]:
    return tuple(n.as_str(choices=COLOURS) for n in node.elements(min_length=1))


PARAM_READERS: dict[str, Callable[[Node], Param]] = {
    "n": lambda n: n.as_int(lo=0, hi=MAX_STAT),
    "n_all": lambda n: n.as_int(lo=ALL, hi=MAX_STAT),
    "phase": lambda n: n.as_str(choices=PHASES),
    "skill": lambda n: n.as_str(choices=SKILLS),
    "terrain": lambda n: n.as_str(choices=TERRAIN),
    "decks": _decks,
    "city": lambda n: n.as_str(),        # checked against the map's cities in `load`
}


def _params(node: Node, card: str, handler: str | None) -> Params:
    """The card's `params`: exactly the keys its handler reads (HANDLER_PARAMS), each of its type."""
    wanted = HANDLER_PARAMS.get(handler, {}) if handler else {}
    whose = f"card {card!r} (handler {handler})" if handler else f"card {card!r} (no handler)"
    if not node.has("params"):
        if wanted:
            node.fail(f"missing; {whose} reads the params {', '.join(wanted)}", f"params.{next(iter(wanted))}")
        return NO_PARAMS
    table = node.table("params")
    for key in table.keys():
        if key not in wanted:
            reads = ", ".join(wanted) if wanted else "no params"
            table.fail(f"unknown param; {whose} reads {reads}", key)
    out: dict[str, Param] = {}
    for key, kind in wanted.items():
        if not table.has(key):
            table.fail(f"missing; {whose} reads this param", key)
        try:
            out[key] = PARAM_READERS[kind](table.child(key))
        except ContentError as exc:
            raise ContentError(exc.path, exc.key, f"{exc.expected} (param of card {card!r}, handler {handler})") \
                from None
    return Params(out)


def read_map(f: ContentFile) -> tuple[dict[Hex, str], dict[str, City], str, dict[Hex, str], frozenset[Hex],
                                      dict[str, tuple[Hex, ...]]]:
    """The board: rows of terrain forming the hexagon, cities on City hexes, gems off City/Road/River."""
    root = f.root.only(("radius", "start_city", "rows", "cities", "rivers", "gems"))
    radius = root.int("radius", lo=1, hi=50)
    rows = root.array("rows", length=2 * radius + 1)
    terrain: dict[Hex, str] = {}
    for i, row in enumerate(rows):
        row.only(("r", "q_min", "terrain"))
        r = row.child("r").as_int(lo=-radius + i, hi=-radius + i)
        q_min = row.child("q_min").as_int(lo=max(-radius, -r - radius), hi=max(-radius, -r - radius))
        letters = row.str("terrain").split()
        width = 2 * radius + 1 - abs(r)
        if len(letters) != width:
            row.fail(f"expected {width} terrain letters for r={r}, got {len(letters)}", "terrain")
        for k, letter in enumerate(letters):
            if letter not in TERRAIN:
                row.fail(f"expected terrain letters {' '.join(TERRAIN)}, got {letter!r} at q={q_min + k}", "terrain")
            terrain[Hex(q_min + k, r)] = letter
    cities: dict[str, City] = {}
    nodes = root.tables("cities", min_length=1)
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "hex", "stack_at_start", "name"))
        h = _hex(node.child("hex"))
        if terrain.get(h) != CITY:
            node.fail(f"expected a City hex, got {terrain.get(h, 'off-map')} at {tuple(h)}", "hex")
        cities[cid] = City(cid, h, node.int("stack_at_start", lo=0, hi=MAX_STAT), node.text("name"))
    city_hexes = {c.hex for c in cities.values()}
    for h, t in terrain.items():
        if t == CITY and h not in city_hexes:
            root.fail(f"expected a city entry for every City hex; {tuple(h)} has none", "cities")
    start = root.child("start_city").as_ref(cities, "a city")
    rivers: dict[str, tuple[Hex, ...]] = {}
    for node, rid in zip(root.tables("rivers"), unique_ids(root.tables("rivers"))):
        node.only(("id", "hexes"))
        course = tuple(_hex(n) for n in node.array("hexes", min_length=2))
        for k, h in enumerate(course):
            if terrain.get(h) not in RIVER_COURSE:
                node.child("hexes").fail(f"expected a River, Road (bridge) or City hex, got "
                                         f"{terrain.get(h, 'off-map')} at {tuple(h)}", k)
            if k and distance(course[k - 1], h) != 1:
                node.child("hexes").fail(f"expected a hex adjacent to the one before, got {tuple(h)}", k)
        rivers[rid] = course
    gems: dict[Hex, str] = {}
    sun: set[Hex] = set()
    table = root.table("gems").only(COLOURS)
    for colour in COLOURS:
        node = table.table(colour).only(("hexes", "sun"))
        for k, hn in enumerate(node.array("hexes")):
            h = _hex(hn)
            where = terrain.get(h)
            if where is None:
                node.child("hexes").fail(f"expected an on-map hex, got {tuple(h)}", k)
            if where in NO_GEM_TERRAIN:
                node.child("hexes").fail(f"expected a hex that is not City, Road or River; {tuple(h)} is {where}", k)
            if h in gems:
                node.child("hexes").fail(f"expected one gem per hex; {tuple(h)} already has a {gems[h]} gem", k)
            gems[h] = colour
        for k, hn in enumerate(node.array("sun")):
            h = _hex(hn)
            if gems.get(h) != colour:
                node.child("sun").fail(f"expected one of the {colour} gem hexes, got {tuple(h)}", k)
            sun.add(h)
    return terrain, cities, start, gems, frozenset(sun), rivers


def read_dice(f: ContentFile) -> tuple[dict[str, frozenset[str]], int]:
    root = f.root.only(("count", "faces"))
    faces: dict[str, frozenset[str]] = {}
    nodes = root.tables("faces", min_length=1)
    for node, fid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "symbols"))
        symbols = [n.as_str(choices=[t for t in TERRAIN if t != CITY]) for n in node.array("symbols", min_length=1)]
        faces[fid] = frozenset(symbols)
    return faces, root.int("count", lo=1, hi=MAX_STAT)


def read_heroes(f: ContentFile) -> dict[str, Hero]:
    nodes = f.root.only(("heroes",)).tables("heroes", min_length=1)
    out: dict[str, Hero] = {}
    for node, hid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "life", "stamina", *SKILLS, "ability", "timing", "text", "params"))
        ability = node.child("ability").as_identifier()
        out[hid] = Hero(hid, node.text("name"), _stats(node), ability,
                        node.str("timing", choices=("always", "activate", "before_combat")), node.text("text"),
                        _params(node, hid, ability))
    return out


def read_market(f: ContentFile) -> tuple[dict[str, Ally], Ally, dict[str, Item]]:
    root = f.root.only(("allies", "duellist", "items"))
    allies: dict[str, Ally] = {}
    nodes = root.tables("allies", min_length=1)
    for node, aid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "copies", "price", "life", "stamina", *SKILLS, "ability", "text", "params"))
        ability = node.opt_identifier("ability")
        allies[aid] = Ally(aid, node.text("name"), node.int("copies", lo=1, hi=MAX_STAT),
                           node.int("price", lo=1, hi=MAX_STAT), _stats(node), ability,
                           node.text("text") if node.has("text") else None, params=_params(node, aid, ability))
    d = root.table("duellist").only(("id", "card", "name", "life", "stamina", *SKILLS))
    duellist = Ally(d.str("id"), d.text("name"), 1, 0, _stats(d), card=d.str("card"))
    items: dict[str, Item] = {}
    nodes = root.tables("items", min_length=1)
    for node, iid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "copies", "price", "kind", "type", "usage", "mods", "life", "ability", "text",
                   "params"))
        usage = frozenset(n.as_enum(Usage) for n in node.array("usage", min_length=1))
        mods = []
        for m in node.tables("mods") if node.has("mods") else []:
            m.only(("roll", "phase", "add"))
            mods.append(Mod(m.str("roll", choices=("attack", "defend", "test")),
                            m.str("phase", choices=(*PHASES, "all")), m.int("add", lo=-MAX_STAT, hi=MAX_STAT)))
        if mods and Usage.ALWAYS not in usage:
            node.fail("expected usage to include always when the item has mods", "usage")
        ability = node.opt_identifier("ability")
        if ability is None and (usage - {Usage.ALWAYS}):
            node.fail("expected an ability handler for a discard or activate item", "ability")
        items[iid] = Item(iid, node.text("name"), node.int("copies", lo=1, hi=MAX_STAT),
                          node.int("price", lo=1, hi=MAX_STAT), node.enum("kind", Kind), node.str("type"), usage,
                          tuple(mods), node.opt_int("life", lo=0, hi=MAX_STAT) or 0, ability, node.text("text"),
                          _params(node, iid, ability))
    return allies, duellist, items


def read_adventures(f: ContentFile) -> tuple[dict[str, Challenge], dict[str, Event], dict[str, Encounter],
                                             dict[str, int]]:
    root = f.root.only(("challenges", "events", "encounters", "deck_sizes"))
    sizes_node = root.table("deck_sizes").only(COLOURS)
    sizes = {c: sizes_node.int(c, lo=0, hi=MAX_STAT) for c in COLOURS}
    everything = root.tables("challenges") + root.tables("events") + root.tables("encounters")
    unique_ids(everything)
    challenges: dict[str, Challenge] = {}
    for node in root.tables("challenges", min_length=1):
        node.only(("id", "deck", "name", "copies", "life", *PHASES, "reward", "before_combat", "special",
                   "dragonlord", "margath", "text", "params"))
        phases: list[tuple[int, int] | None] = []
        for ph in PHASES:
            if node.has(ph):
                pair = node.array(ph, length=2)
                phases.append((pair[0].as_int(lo=1, hi=MAX_STAT), pair[1].as_int(lo=0, hi=MAX_STAT)))
            else:
                phases.append(None)
        if all(p is None for p in phases):
            node.fail("expected at least one combat phase (ranged, melee or magic)")
        reward = node.table("reward").only(("gold",))
        before_test = before_fail = None
        if node.has("before_combat"):
            bc = node.table("before_combat").only(("test", "target", "failure"))
            if bc.has("test"):
                before_test = Test(bc.str("test", choices=SKILLS), bc.int("target", lo=1, hi=MAX_STAT))
            before_fail = _outcome(bc.table("failure"))
        cid = node.str("id")
        special = node.opt_identifier("special")
        challenges[cid] = Challenge(
            cid, node.str("deck", choices=COLOURS), node.text("name"), node.int("copies", lo=1, hi=MAX_STAT),
            node.int("life", lo=1, hi=MAX_STAT), tuple(phases), reward.opt_int("gold", lo=0, hi=MAX_STAT) or 0,
            before_test, before_fail, special,
            node.bool("dragonlord") if node.has("dragonlord") else False,
            node.bool("margath") if node.has("margath") else False,
            node.text("text") if node.has("text") else None, _params(node, cid, special))
    events: dict[str, Event] = {}
    for node in root.tables("events"):
        node.only(("id", "deck", "name", "rank", "effect", "text", "params"))
        eid = node.str("id")
        effect = node.child("effect").as_identifier()
        events[eid] = Event(eid, node.str("deck", choices=COLOURS), node.text("name"), node.int("rank", lo=1, hi=4),
                            effect, node.text("text"), _params(node, eid, effect))
    encounters: dict[str, Encounter] = {}
    for node in root.tables("encounters"):
        node.only(("id", "deck", "name", "test", "success", "failure", "handler", "keep", "text", "params"))
        eid = node.str("id")
        test = _test(node.table("test")) if node.has("test") else None
        handler = node.opt_identifier("handler")
        if test is None and handler is None:
            node.fail("expected a test or a handler (an encounter must do something)")
        params = _params(node, eid, handler)
        encounters[eid] = Encounter(
            eid, node.str("deck", choices=COLOURS), node.text("name"), test,
            _outcome(node.table("success")) if node.has("success") else Outcome(),
            _outcome(node.table("failure")) if node.has("failure") else Outcome(), handler,
            node.bool("keep") if node.has("keep") else False, params.num("pay") if "pay" in params else 0, node.text("text"), params)
    for colour in COLOURS:
        n = sum(c.copies for c in challenges.values() if c.deck == colour)
        n += sum(1 for e in events.values() if e.deck == colour) + sum(1 for e in encounters.values() if e.deck == colour)
        if n != sizes[colour]:
            sizes_node.fail(f"expected the {colour} cards to add up to {sizes[colour]}, they add up to {n}", colour)
    if sum(1 for c in challenges.values() if c.margath) != 1:
        root.fail("expected exactly one challenge with margath = true", "challenges")
    return challenges, events, encounters, sizes


def _by_players(nodes: list[Node], value: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for node in nodes:
        node.only(("players", value))
        amount = node.int(value, lo=1, hi=MAX_STAT)
        for p in node.array("players", min_length=1):
            n = p.as_int(lo=1, hi=6)
            if n in out:
                p.fail(f"expected each player count once; {n} is listed twice")
            out[n] = amount
    return out


def read_rules(f: ContentFile) -> Rules:
    root = f.root.only(("starting_gold", "max_movement_dice", "max_movement_dice_hurt", "rest_threshold", "d10_zero",
                        "unresolved_slots", "max_pvp_rounds", "round_limit", "limits", "counters", "xp_rates", "experience_tokens",
                        "doom_thresholds", "doom", "runes_to_win", "market"))
    market = root.table("market").only(("heal_cost", "heal_wounds", "sell_divisor", "min_ally_price"))
    limits = root.table("limits").only(("weapon", "armour", "ally"))
    counters = root.table("counters").only(COLOURS)
    tokens = root.table("experience_tokens").only(TOKEN_TYPES)
    doom = root.table("doom").only(("spaces", "final_rounds"))
    xp_rates = _by_players(root.tables("xp_rates"), "xp")
    thresholds = _by_players(root.tables("doom_thresholds"), "cards")
    for n in range(1, 7):
        if n not in xp_rates:
            root.fail(f"expected an XP rate for {n} players", "xp_rates")
    return Rules(
        root.int("starting_gold", lo=0, hi=MAX_STAT), root.int("max_movement_dice", lo=1, hi=MAX_STAT),
        root.int("max_movement_dice_hurt", lo=0, hi=MAX_STAT), root.int("rest_threshold", lo=0, hi=MAX_STAT),
        root.int("d10_zero", lo=1, hi=MAX_STAT), root.int("unresolved_slots", lo=0, hi=MAX_STAT),
        root.int("max_pvp_rounds", lo=1, hi=MAX_STAT),
        {k: limits.int(k, lo=0, hi=MAX_STAT) for k in ("weapon", "armour", "ally")},
        {c: counters.table(c).only(("count", "xp")).int("count", lo=0, hi=MAX_STAT) for c in COLOURS},
        {c: counters.table(c).int("xp", lo=1, hi=MAX_STAT) for c in COLOURS},
        xp_rates, {t: tokens.int(t, lo=1, hi=MAX_STAT) for t in TOKEN_TYPES}, thresholds,
        doom.int("spaces", lo=1, hi=MAX_STAT), doom.int("final_rounds", lo=1, hi=MAX_STAT),
        root.int("round_limit", lo=1, hi=MAX_ROUNDS), root.int("runes_to_win", lo=1, hi=MAX_STAT),
        market.int("heal_cost", lo=0, hi=MAX_STAT), market.int("heal_wounds", lo=1, hi=MAX_STAT),
        market.int("sell_divisor", lo=1, hi=MAX_STAT), market.int("min_ally_price", lo=0, hi=MAX_STAT))


def load(root: Path = CONTENT_DIR) -> Content:
    """Read and cross-check every content file under `root` (tests point it at damaged copies)."""
    files = {name: read_toml(root, name) for name in FILES}
    terrain, cities, start, gems, sun, rivers = read_map(files["map.toml"])
    faces, dice_count = read_dice(files["dice.toml"])
    heroes = read_heroes(files["heroes.toml"])
    allies, duellist, items = read_market(files["market.toml"])
    challenges, events, encounters, _sizes = read_adventures(files["adventures.toml"])
    rules = read_rules(files["rules.toml"])
    for colour in COLOURS:
        n = sum(1 for c in gems.values() if c == colour)
        if n != rules.counters[colour]:
            files["map.toml"].root.table("gems").fail(
                f"expected {rules.counters[colour]} {colour} gem hexes (one per counter, spec §14.1), got {n}", colour)
    for table, records in (("events", events), ("encounters", encounters)):
        for node in files["adventures.toml"].root.tables(table):
            params = records[node.str("id")].params
            if "city" in params and params["city"] not in cities:
                node.table("params").fail(f"expected the id of a city in map.toml, got {params['city']!r} "
                                          f"(param of card {node.str('id')!r})", "city")
    if duellist.card not in encounters:
        files["market.toml"].root.table("duellist").fail(
            f"expected the id of an encounter card, got {duellist.card!r}", "card")
    market = [c for a in allies.values() for c in instances(a.id, a.copies)]
    market += [c for i in items.values() for c in instances(i.id, i.copies)]
    decks: dict[str, list[str]] = {c: [] for c in COLOURS}
    for ch in challenges.values():
        decks[ch.deck] += instances(ch.id, ch.copies)
    adventures: list[Event | Encounter] = [*events.values(), *encounters.values()]
    for rec in adventures:
        decks[rec.deck].append(rec.id)
    return Content(
        files_hash(files.values()), terrain, cities, start, gems, sun, rivers, faces, dice_count, heroes, allies,
        duellist, items, challenges, events, encounters, rules,
        city_at={c.hex: c.id for c in cities.values()}, market_cards=tuple(market),
        adventure_cards={c: tuple(v) for c, v in decks.items()})


@lru_cache(maxsize=1)
def content() -> Content:
    """The default content, loaded once (records are immutable, so every game shares them)."""
    return load()


def describe(value: Any) -> str:
    """A short id for logs (a card instance or a hex)."""
    return f"({value[0]},{value[1]})" if isinstance(value, Hex) else str(value)
