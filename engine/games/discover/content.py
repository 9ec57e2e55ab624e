"""Discover: Lands Unknown's content (spec §20): the rules' numbers, the Island terrain set, the numbered decks,
blueprints, night, threat, support and character cards and the scenarios, read from TOML into typed records.
Every check names the file, the key and what was expected, so a damaged file is fixed in one go (e.g. a tile
space whose landscape symbol names no stack, a night card that gives less than 6 stamina)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Callable, Mapping

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.common.hexes import Hex
from engine.kernel.errors import ContentError

CONTENT_DIR = Path(__file__).resolve().parent / "content"
FILES = ("rules.toml", "island.toml", "enemies.toml", "search.toml", "blueprints.toml", "characters.toml",
         "support.toml", "night.toml", "threats.toml", "expeditions.toml")
# Directions of a flat-top hex and a tile's spaces in content order (spec §20.1, PD-GEO, PD-SCOUT-ORDER).
DIRECTIONS: Mapping[str, Hex] = MappingProxyType({
    "N": Hex(0, -1), "NE": Hex(1, -1), "SE": Hex(1, 0), "S": Hex(0, 1), "SW": Hex(-1, 1), "NW": Hex(-1, 0)})
TILE_ORDER = ("C", "N", "NE", "SE", "S", "SW", "NW")
CENTRE = "C"
START_BACK = "start"
FIXTURE_BACK = "fixture"   # tiles never dealt: a prepared position lays them in a slot (spec §20.1 PD-FIXTURE-MAP)
CARD_KINDS = ("event", "upgrade", "enemy", "item")
TRAITS = ("weapon", "expedition_item", "master_key")
BLUEPRINT_DECKS = ("normal", "advanced")
DIE_COLOURS = ("grey", "red")
NIGHT_STEPS = ("food", "water", "threat", "monsters", "fire", "gain", "sleep")
THREAT_WHO = ("all", "not_at_fire")
SLEEP_WHERE = ("at_fire", "in_campsite")
SCENARIO_MODES = ("survival", "last_standing")
HEAL_TARGETS = ("self", "hero_on_space")
MAX_NUMBER = 999        # the highest card number a deck may print
MAX_AMOUNT = 99         # a sanity bound on amounts and costs, not a rule
MAX_PLAYERS = 4
_POI = re.compile(r"poi=(\d+)")

Param = int | str
Params = Mapping[str, Param]
NO_PARAMS: Params = MappingProxyType({})

# What each named handler reads from its card's `params` (the card's printed numbers), by type: "n" a number
# 0..99, "signed" -99..99, "resource", "damage", "terrain" (a code), "special" (a special monster id), "search"
# (a search card number), "phrase", "stage", "die", "target"; a trailing "?" marks a param the card may leave out.
# "resources" alone means the whole table maps resource ids to amounts. A card must give exactly these.
# The handlers an event card and an encounter card #100 may name: the ones their resolvers carry out
# (search.py, scenario5.py); any other is refused at load, naming the card, never met mid-game.
EVENT_HANDLERS = frozenset({"gain", "lose_stamina", "take_damage", "resolve_search", "pay_to_resolve", "poison_berries",
                            "draw_blueprint_once", "gain_card", "light_fire", "gain_then_maybe_keep_token", "cave",
                            "gain_card_then_monster", "monster_in_rolled_direction", "gain_then_monster_on_roll"})
ENCOUNTER_HANDLERS = frozenset({"gain", "take_damage", "gain_card", "gain_stamina", "monster_on_own_space"})
HANDLER_PARAMS: dict[str, dict[str, str]] = {
    # search cards and encounters
    "resolve_search": {"number": "search"},
    "sleep_bonus_at_poi": {"poi": "n", "stamina": "n"},
    "take_damage": {"damage": "damage", "amount": "n"},
    "gain_then_monster_on_roll": {"resource": "resource", "amount": "n", "upto": "n"},
    "pay_to_resolve": {"resource": "resource", "amount": "n", "number": "search"},
    "gain_card": {"number": "search", "resource": "resource?", "amount": "n?"},
    "gain_card_then_monster": {"number": "search"},
    "light_fire": {},
    "cave": {"upto": "n", "special": "special", "resource": "resource", "amount": "n"},
    "add_to_own_die": {"bonus": "n"},
    "key": {"phrase": "phrase", "step": "n"},
    "gain": {"*": "resources"},
    "monster_in_rolled_direction": {},
    "gain_then_maybe_keep_token": {"resource": "resource", "amount": "n", "discard_upto": "n"},
    "poison_berries": {"upto": "n"},
    "draw_blueprint_once": {},
    "lose_stamina": {"amount": "n"},
    "gain_stamina": {"amount": "n"},
    "machete": {"terrain": "terrain", "less": "n"},
    "gain_near_terrain": {"terrain": "terrain", "resource": "resource", "amount": "n"},
    "monster_on_own_space": {},
    # crafted items
    "heal_with_marker": {"target": "target"},
    "water_filter": {},
    "snare": {"range": "n", "damage": "n"},
    "move_costs": {"terrain": "terrain", "cost": "n"},
    "prevent_damage": {"amount": "n"},
    # characters
    "climber": {"at_least": "n", "less": "n"},
    "ability_move": {"spaces": "n"},
    "doctor": {},
    "cook_bonus": {"food": "n"},
    "engineer": {},
    "carrying_limit": {"limit": "n"},
    "flee": {},
    "soldier": {"meat": "n"},
    "free_trade": {},
    "forager": {},
    # combat support cards
    "pin_down": {"extra": "n"},
    "support_die": {"die": "die", "add": "signed"},
    # night card steps
    "monster_from_campsite": {"spaces": "n"},
    "unattended_fires_go_out": {},
    "monsters_toward_nearest_hero": {"spaces": "n"},
    "fires_go_out_on_roll": {"upto": "n"},
    "monster_at_poi_nearest_chief": {},
    "monsters_by_compass": {"spaces": "n"},
    # threat cards
    "damage_on_roll": {"upto": "n", "damage": "damage"},
    "discard_resource": {"resource": "resource", "amount": "n"},
    "fever": {"less": "n"},
    "twisted_ankle": {"more": "n"},
    "nearest_monster_toward": {"spaces": "n"},
    "nearest_fire_goes_out": {},
    "quarrel": {"amount": "n"},
    "night_watch": {"range": "n", "amount": "n"},
    # expedition cards
    "after_investigating": {"poi": "n", "stage": "stage"},
    "special_monster_at_poi": {"special": "special", "poi": "n"},
    "power_the_radio": {"poi": "n", "item": "search", "resource": "resource", "amount": "n", "stage": "stage"},
    "signal_revealed": {"special": "special"},
    "remove_marker": {},
    "signal_fire": {"resource": "resource", "amount": "n"},
    "rescued": {},
    "last_survivor": {"rebuilds": "n"},
}


@dataclass(frozen=True, slots=True)
class Effect:
    """A named handler with the numbers printed beside it."""

    handler: str
    params: Params = field(default_factory=lambda: NO_PARAMS)


@dataclass(frozen=True, slots=True)
class Terrain:
    code: str
    name: Text
    cost: int


@dataclass(frozen=True, slots=True)
class Resource:
    id: str
    name: Text
    water: bool


@dataclass(frozen=True, slots=True)
class Damage:
    id: str
    name: Text
    healed_by: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DiceModifier:
    """A resource spent in combat's modify step: reroll its die, or add to it (spec §15.2)."""

    resource: str
    die: str
    reroll: bool
    add: int


@dataclass(frozen=True, slots=True)
class Rules:
    dice_sides: int
    max_stamina: int
    health_indicators: int
    carrying_limit: int
    support_range: int
    night_sleep_minimum: int
    attack_cost: int
    attack_hit: int
    characters_dealt: int
    characters_dealt_solo: int
    support_cards_solo: bool
    starting_resources: tuple[str, ...]
    starting_stamina: Mapping[int, int]
    starting_blueprints: Mapping[int, int]
    compass: Mapping[int, str]                 # die value -> direction name
    terrain: Mapping[str, Terrain]
    resources: Mapping[str, Resource]
    damage: Mapping[str, Damage]
    dice_modifiers: Mapping[str, DiceModifier]


@dataclass(frozen=True, slots=True)
class Space:
    """One hex of a tile as printed: its effective terrain and features (spec §3.2, §20.5)."""

    direction: str
    terrain: str
    landscape: str | None = None
    water: bool = False
    poi: int | None = None
    objective: bool = False
    camp: bool = False


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    back: str
    name: Text
    spaces: tuple[Space, ...]                  # in TILE_ORDER


@dataclass(frozen=True, slots=True)
class Slot:
    id: str
    centre: Hex
    stack: str


@dataclass(frozen=True, slots=True)
class LandscapeToken:
    """One landscape token: a resource (amount 2 = double), an enemy by number, or a search card's number."""

    id: str
    stack: str
    resource: str | None = None
    amount: int = 1
    enemy: int | None = None
    search: int | None = None


@dataclass(frozen=True, slots=True)
class LandscapeStack:
    stack: str
    name: Text
    tokens: tuple[LandscapeToken, ...]


@dataclass(frozen=True, slots=True)
class SpecialMonster:
    id: str
    name: Text
    deck: str
    number: int


@dataclass(frozen=True, slots=True)
class Island:
    name: Text
    scenarios: tuple[int, ...]
    threat_deck: str
    advanced_blueprints: bool
    search_to_box: tuple[tuple[int, int], ...]
    compass_edge: str
    slots: tuple[Slot, ...]
    tiles: Mapping[str, Tile]
    landscape: Mapping[str, LandscapeStack]
    water_sources: tuple[tuple[str, str], ...]     # (token id, resource)
    monsters: tuple[tuple[str, int], ...]          # (token id, enemy number)
    special_monsters: Mapping[str, SpecialMonster]


@dataclass(frozen=True, slots=True)
class Enemy:
    """An enemy card's fight (spec §3.4, §15): attack None is the printed "—"."""

    number: int
    name: Text
    defense: int
    attack: int | None
    health: int
    reward: Mapping[str, int]
    reward_card: int | None = None
    copies: int = 1
    retreat: int = 1
    fierce: bool = False
    damage: str = "injury"
    special: bool = False
    text: Text | None = None


@dataclass(frozen=True, slots=True)
class SearchCard:
    number: int
    kind: str
    name: Text
    text: Text
    flavour: Text | None = None
    phrases: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    effect: Effect | None = None
    cost: int = 0                              # a card action's stamina cost (upgrades in play)
    enemy: Enemy | None = None


@dataclass(frozen=True, slots=True)
class Item:
    """A blueprint and the crafted item it makes, sharing the number in the blueprint's corner."""

    number: int
    deck: str
    name: Text
    cost: Mapping[str, int]
    fire: bool
    text: Text
    traits: tuple[str, ...]
    effect: Effect | None
    cost_stamina: int
    once_per_day: bool
    markers: int
    carries: int
    copies: int


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    role: Text
    text: Text
    effect: Effect
    cost_stamina: int
    once_per_day: bool


@dataclass(frozen=True, slots=True)
class SupportCard:
    id: str
    name: Text
    text: Text
    optional: bool
    effect: Effect


@dataclass(frozen=True, slots=True)
class NightStep:
    step: str
    stamina: int = 0
    bonus: int = 0
    where: str | None = None
    who: str | None = None
    resource: str | None = None
    amount: int = 0
    effect: Effect | None = None


@dataclass(frozen=True, slots=True)
class NightCard:
    id: str
    phase: int
    name: Text
    steps: tuple[NightStep, ...]


@dataclass(frozen=True, slots=True)
class ThreatCard:
    id: str
    colour: str
    name: Text
    text: Text
    persistent: bool
    tribe: bool
    effect: Effect


@dataclass(frozen=True, slots=True)
class CardAction:
    cost: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class Stage:
    stage: int
    title: Text
    text: Text
    flavour: Text | None = None
    final: bool = False
    trigger: Effect | None = None
    on_reveal: Effect | None = None
    end_of_night: Effect | None = None
    end_of_game: Effect | None = None
    actions: tuple[CardAction, ...] = ()


@dataclass(frozen=True, slots=True)
class Scenario:
    number: int
    name: Text
    mode: str
    min_players: int
    stages: tuple[Stage, ...]


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    name: Text
    text: Text
    effect: Effect


@dataclass(frozen=True, slots=True)
class Content:
    hash: str
    rules: Rules
    island: Island
    enemies: Mapping[int, Enemy]
    search: Mapping[int, SearchCard]
    phrases: Mapping[str, Text]
    items: Mapping[int, Item]
    characters: Mapping[str, Character]
    colours: Mapping[str, Text]
    support: Mapping[str, SupportCard]
    night: Mapping[str, NightCard]
    threats: Mapping[str, ThreatCard]
    scenarios: Mapping[int, Scenario]
    encounters: Mapping[str, Encounter]
    cells: Mapping[Hex, tuple[str, int]] = field(default_factory=dict)   # every space of the layout: (slot, index)

    def space_of(self, slot: str, index: int) -> Hex:
        """The coordinate of a slot's space (`index` in TILE_ORDER)."""
        centre = next(s.centre for s in self.island.slots if s.id == slot)
        return centre if index == 0 else centre + DIRECTIONS[TILE_ORDER[index]]


# --- readers --------------------------------------------------------------------------------------------------
class Refs:
    """What the files read so far define, for checking references in the ones read later."""

    def __init__(self) -> None:
        self.resources: tuple[str, ...] = ()
        self.damage: tuple[str, ...] = ()
        self.terrain: tuple[str, ...] = ()
        self.special: tuple[str, ...] = ()
        self.search: tuple[int, ...] = ()
        self.phrases: tuple[str, ...] = ()
        self.stages: tuple[int, ...] = ()
        self.sides = 0


def _number(node: Node, refs: Refs, what: str) -> int:
    value = node.as_int(lo=0, hi=MAX_NUMBER)
    if what == "search" and value not in refs.search:
        node.fail(f"expected the number of a card in search.toml, got {value}")
    if what == "stage" and value not in refs.stages:
        node.fail(f"expected a stage of this scenario ({', '.join(map(str, refs.stages))}), got {value}")
    return value


PARAM_READERS: dict[str, Callable[[Node, Refs], Param]] = {
    "n": lambda n, r: n.as_int(lo=0, hi=MAX_AMOUNT),
    "signed": lambda n, r: n.as_int(lo=-MAX_AMOUNT, hi=MAX_AMOUNT),
    "resource": lambda n, r: n.as_ref(r.resources, "a resource in rules.toml"),
    "damage": lambda n, r: n.as_ref(r.damage, "a damage type in rules.toml"),
    "terrain": lambda n, r: n.as_ref(r.terrain, "a terrain code in rules.toml"),
    "special": lambda n, r: n.as_ref(r.special, "a special monster in island.toml"),
    "phrase": lambda n, r: n.as_ref(r.phrases, "a phrase in search.toml [phrases]"),
    "die": lambda n, r: n.as_str(choices=DIE_COLOURS),
    "target": lambda n, r: n.as_str(choices=HEAL_TARGETS),
    "search": lambda n, r: _number(n, r, "search"),
    "stage": lambda n, r: _number(n, r, "stage"),
}


def _amounts(node: Node, refs: Refs, *, lo: int = 1) -> dict[str, int]:
    """A table of resource ids to amounts (a cost, a reward, a `gain`)."""
    out: dict[str, int] = {}
    for key, child in node.items():
        if key not in refs.resources:
            node.fail(f"unknown resource; expected one of {', '.join(refs.resources)}", key)
        out[key] = child.as_int(lo=lo, hi=MAX_AMOUNT)
    return out


def _effect(node: Node, refs: Refs, *, key: str = "effect", required: bool = False) -> Effect | None:
    """A named handler (`effect`) with exactly the `params` it reads (HANDLER_PARAMS)."""
    if not node.has(key):
        if required:
            node.fail("missing; this card needs a named effect (a handler registered in Python)", key)
        if node.has("params"):
            node.fail(f"unexpected params; a card without an {key} reads none", "params")
        return None
    handler = node.child(key).as_ref(HANDLER_PARAMS, "a handler registered in Python (content.HANDLER_PARAMS)")
    wanted = HANDLER_PARAMS[handler]
    if not node.has("params"):
        needed = [k for k, v in wanted.items() if not v.endswith("?")]
        if needed:
            node.fail(f"missing; handler {handler} reads the params {', '.join(needed)}", f"params.{needed[0]}")
        return Effect(handler)
    table = node.table("params")
    if wanted.get("*") == "resources":
        return Effect(handler, MappingProxyType(dict(_amounts(table, refs))))
    for name in table.keys():
        if name not in wanted:
            reads = ", ".join(wanted) if wanted else "no params"
            table.fail(f"unknown param; handler {handler} reads {reads}", name)
    out: dict[str, Param] = {}
    for name, kind in wanted.items():
        optional = kind.endswith("?")
        if not table.has(name):
            if optional:
                continue
            table.fail(f"missing; handler {handler} reads this param", name)
        out[name] = PARAM_READERS[kind.rstrip("?")](table.child(name), refs)
    return Effect(handler, MappingProxyType(out))


def _by_players(nodes: list[Node], value: str, file_root: Node, key: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for node in nodes:
        node.only(("players", value))
        amount = node.int(value, lo=0, hi=MAX_AMOUNT)
        for p in node.array("players", min_length=1):
            n = p.as_int(lo=1, hi=MAX_PLAYERS)
            if n in out:
                p.fail(f"expected each player count once; {n} is listed twice")
            out[n] = amount
    for n in range(1, MAX_PLAYERS + 1):
        if n not in out:
            file_root.fail(f"expected a value for {n} players", key)
    return out


def _opt_text(node: Node, key: str) -> Text | None:
    return node.text(key) if node.has(key) else None


def read_rules(f: ContentFile, refs: Refs) -> Rules:
    root = f.root.only(("dice_sides", "max_stamina", "health_indicators", "carrying_limit", "support_range",
                        "night_sleep_minimum", "attack_cost", "attack_hit", "characters_dealt", "characters_dealt_solo",
                        "support_cards_solo", "starting_resources", "starting_stamina", "starting_blueprints",
                        "compass", "terrain", "resources", "damage", "dice_modifiers"))
    sides = root.int("dice_sides", lo=2, hi=MAX_AMOUNT)
    terrain: dict[str, Terrain] = {}
    for node in root.tables("terrain", min_length=1):
        node.only(("code", "name", "cost"))
        code = node.str("code", pattern=re.compile(r"[A-Z]"))
        if code in terrain:
            node.fail(f"duplicate terrain code {code!r}", "code")
        terrain[code] = Terrain(code, node.text("name"), node.int("cost", lo=1, hi=MAX_AMOUNT))
    resources: dict[str, Resource] = {}
    nodes = root.tables("resources", min_length=1)
    for node, rid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "water"))
        resources[rid] = Resource(rid, node.text("name"), node.bool("water") if node.has("water") else False)
    refs.resources, refs.terrain = tuple(resources), tuple(terrain)
    if not any(r.water for r in resources.values()):
        root.fail("expected at least one resource with water = true (the night's Water step spends it)", "resources")
    damage: dict[str, Damage] = {}
    nodes = root.tables("damage", min_length=1)
    for node, did in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "healed_by"))
        healed = tuple(n.as_ref(refs.resources, "a resource of this file") for n in node.array("healed_by"))
        damage[did] = Damage(did, node.text("name"), healed)
    if "injury" not in damage:
        root.fail("expected the damage type 'injury' (what enemies deal, spec §11.2)", "damage")
    refs.damage = tuple(damage)
    compass: dict[int, str] = {}
    table = root.table("compass").only(DIRECTIONS)
    for name in DIRECTIONS:
        for v in table.array(name, min_length=1):
            value = v.as_int(lo=1, hi=sides)
            if value in compass:
                v.fail(f"expected each die value once; {value} already points {compass[value]}")
            compass[value] = name
    missing = [v for v in range(1, sides + 1) if v not in compass]
    if missing:
        table.fail(f"expected every die value 1..{sides} to point somewhere; missing {', '.join(map(str, missing))}")
    modifiers: dict[str, DiceModifier] = {}
    for node in root.tables("dice_modifiers"):
        node.only(("resource", "die", "reroll", "add"))
        rid = node.child("resource").as_ref(refs.resources, "a resource of this file")
        reroll = node.bool("reroll") if node.has("reroll") else False
        add = node.int("add", lo=-MAX_AMOUNT, hi=MAX_AMOUNT) if node.has("add") else 0
        if reroll == (add != 0):
            node.fail("expected either reroll = true or a non-zero add, not both or neither")
        modifiers[rid] = DiceModifier(rid, node.str("die", choices=DIE_COLOURS), reroll, add)
    starting = tuple(n.as_ref(refs.resources, "a resource of this file") for n in root.array("starting_resources"))
    return Rules(
        sides, root.int("max_stamina", lo=1, hi=MAX_AMOUNT), root.int("health_indicators", lo=1, hi=MAX_AMOUNT),
        root.int("carrying_limit", lo=1, hi=MAX_AMOUNT), root.int("support_range", lo=0, hi=MAX_AMOUNT),
        root.int("night_sleep_minimum", lo=0, hi=MAX_AMOUNT), root.int("attack_cost", lo=0, hi=MAX_AMOUNT),
        root.int("attack_hit", lo=1, hi=MAX_AMOUNT), root.int("characters_dealt", lo=1, hi=MAX_AMOUNT),
        root.int("characters_dealt_solo", lo=1, hi=MAX_AMOUNT), root.bool("support_cards_solo"), starting,
        _by_players(root.tables("starting_stamina"), "stamina", root, "starting_stamina"),
        _by_players(root.tables("starting_blueprints"), "blueprints", root, "starting_blueprints"),
        compass, terrain, resources, damage, modifiers)


def _space(node: Node, direction: str, refs: Refs, stacks: tuple[str, ...]) -> Space:
    """A space written "<terrain> <features>" (island.toml's header says which)."""
    words = node.as_str().split()
    terrain = words[0]
    if terrain not in refs.terrain:
        node.fail(f"expected a terrain code of rules.toml ({', '.join(refs.terrain)}) first, got {terrain!r}")
    landscape: str | None = None
    water = objective = camp = False
    poi: int | None = None
    for word in words[1:]:
        match = _POI.fullmatch(word)
        if word in stacks and landscape is None:
            landscape = word
        elif word == "W" and not water:
            water = True
        elif word == "objective" and not objective:
            objective = True
        elif word == "camp" and not camp:
            camp = True
        elif match and poi is None:
            poi = int(match.group(1))
            if poi not in refs.search:
                node.fail(f"expected the point of interest's number to be a card in search.toml, got {poi}")
        else:
            node.fail(f"expected features among {', '.join(stacks)}, W, poi=N, objective, camp (each once), "
                      f"got {word!r}")
    return Space(direction, terrain, landscape, water, poi, objective, camp)


def _token_id(stack: str, n: int) -> str:
    return f"{stack}{n:02d}"


def read_island(f: ContentFile, refs: Refs, enemies: Mapping[int, Enemy]) -> Island:
    root = f.root.only(("name", "scenarios", "threat_deck", "advanced_blueprints", "search_to_box", "compass_edge",
                        "slots", "tiles", "landscape", "water_sources", "monsters", "special_monsters"))
    landscape: dict[str, LandscapeStack] = {}
    for node in root.tables("landscape", min_length=1):
        node.only(("stack", "name", "tokens"))
        stack = node.str("stack", pattern=re.compile(r"[A-Z]"))
        if stack in landscape or stack in refs.terrain or stack == "W":
            node.fail(f"expected a letter no other stack, terrain or the water symbol uses, got {stack!r}", "stack")
        tokens: list[LandscapeToken] = []
        for t in node.array("tokens", min_length=1):
            t.only(("resource", "amount", "enemy", "search", "count"))
            kinds = [k for k in ("resource", "enemy", "search") if t.has(k)]
            if len(kinds) != 1:
                t.fail("expected exactly one of resource, enemy or search")
            if t.has("amount") and kinds != ["resource"]:
                t.fail("expected amount only on a resource token", "amount")
            resource = t.child("resource").as_ref(refs.resources, "a resource in rules.toml") if t.has("resource") else None
            enemy = t.int("enemy", lo=1, hi=MAX_NUMBER) if t.has("enemy") else None
            if enemy is not None and enemy not in enemies:
                t.fail(f"expected the number of a card in enemies.toml, got {enemy}", "enemy")
            search = _number(t.child("search"), refs, "search") if t.has("search") else None
            amount = t.int("amount", lo=1, hi=2) if t.has("amount") else 1
            for _ in range(t.int("count", lo=1, hi=MAX_AMOUNT) if t.has("count") else 1):
                tokens.append(LandscapeToken(_token_id(stack, len(tokens) + 1), stack, resource, amount, enemy, search))
        landscape[stack] = LandscapeStack(stack, node.text("name"), tuple(tokens))
    stacks = tuple(landscape)
    slots: list[Slot] = []
    nodes = root.tables("slots", min_length=1)
    for node, sid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "centre", "stack"))
        q, r = (n.as_int(lo=-MAX_AMOUNT, hi=MAX_AMOUNT) for n in node.array("centre", length=2))
        slots.append(Slot(sid, Hex(q, r), node.str("stack")))
    covered: dict[Hex, str] = {}
    for node, slot in zip(nodes, slots):
        for name in TILE_ORDER:
            h = slot.centre if name == CENTRE else slot.centre + DIRECTIONS[name]
            if h in covered:
                node.fail(f"expected tiles that do not overlap; space {name} ({h.q},{h.r}) is also in slot "
                          f"{covered[h]}", "centre")
            covered[h] = slot.id
    starts = [s for s in slots if s.stack == START_BACK]
    if len(starts) != 1:
        root.fail(f"expected exactly one slot with stack = {START_BACK!r} (the start tile), got {len(starts)}", "slots")
    tiles: dict[str, Tile] = {}
    nodes = root.tables("tiles", min_length=1)
    for node, tid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "back", "name", "spaces"))
        spaces = tuple(_space(n, d, refs, stacks) for n, d in zip(node.array("spaces", length=len(TILE_ORDER)),
                                                                   TILE_ORDER))
        tiles[tid] = Tile(tid, node.str("back"), node.text("name"), spaces)
    for back in sorted({s.stack for s in slots} | {t.back for t in tiles.values()} - {FIXTURE_BACK}):
        n_slots = sum(1 for s in slots if s.stack == back)
        n_tiles = sum(1 for t in tiles.values() if t.back == back)
        if n_slots != n_tiles:
            root.fail(f"expected as many tiles with back {back!r} as slots for them; {n_tiles} tiles, {n_slots} slots",
                      "tiles")
    camps = [(t.id, s.direction) for t in tiles.values() for s in t.spaces if s.camp]
    start_tile = next(t for t in tiles.values() if t.back == START_BACK)
    if len(camps) != 1 or camps[0][0] != start_tile.id:
        root.fail(f"expected exactly one campsite space, on the start tile {start_tile.id!r}; found {camps}", "tiles")
    water: list[tuple[str, str]] = []
    for t in root.array("water_sources", min_length=1):
        t.only(("resource", "count"))
        rid = t.child("resource").as_ref(refs.resources, "a resource in rules.toml")
        for _ in range(t.int("count", lo=1, hi=MAX_AMOUNT) if t.has("count") else 1):
            water.append((f"W{len(water) + 1:02d}", rid))
    symbols = sum(1 for t in tiles.values() for s in t.spaces if s.water)
    if symbols > len(water):
        root.fail(f"expected at least as many water source tokens as water symbols ({symbols}), got {len(water)}",
                  "water_sources")
    monsters: list[tuple[str, int]] = []
    for n in root.array("monsters", min_length=1):
        number = n.as_int(lo=1, hi=MAX_NUMBER)
        if number not in enemies or enemies[number].special:
            n.fail(f"expected the number of a normal enemy in enemies.toml, got {number}")
        monsters.append((f"M{len(monsters) + 1:02d}", number))
    special: dict[str, SpecialMonster] = {}
    nodes = root.tables("special_monsters")
    for node, sid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "deck", "number"))
        special[sid] = SpecialMonster(sid, node.text("name"), node.str("deck", choices=("enemy", "search")),
                                      node.int("number", lo=1, hi=MAX_NUMBER))
    boxed: list[tuple[int, int]] = []
    for n in root.array("search_to_box"):
        lo, hi = (x.as_int(lo=0, hi=MAX_NUMBER) for x in n.elements(length=2))
        if lo > hi:
            n.fail(f"expected [lowest, highest], got [{lo}, {hi}]")
        boxed.append((lo, hi))
    return Island(root.text("name"), tuple(n.as_int(lo=1, hi=MAX_AMOUNT) for n in root.array("scenarios", min_length=1)),
                  root.str("threat_deck"), root.bool("advanced_blueprints"), tuple(boxed),
                  root.str("compass_edge", choices=DIRECTIONS), tuple(slots), tiles, landscape, tuple(water),
                  tuple(monsters), special)


def _enemy(node: Node, refs: Refs, number: int, name: Text, *, copies: bool) -> Enemy:
    """An enemy's fight; on a search card (`copies` False) the card itself is the one copy."""
    allowed = ["defense", "attack", "health", "reward", "reward_card", "retreat", "fierce", "damage", "special", "text"]
    if copies:
        allowed += ["number", "name", "copies"]
    node.only(allowed)
    attack_node = node.child("attack")
    attack = None if attack_node.value == "none" else attack_node.as_int(lo=1, hi=MAX_AMOUNT)
    defense = node.int("defense", lo=1, hi=MAX_AMOUNT)
    fierce = node.bool("fierce") if node.has("fierce") else False
    if fierce and (attack is None or defense > refs.sides):
        node.fail("expected a fierce enemy to have a numeric attack and a defense a die can reach (PD-FIERCE-CONTENT)",
                  "fierce")
    reward_card = _number(node.child("reward_card"), refs, "search") if node.has("reward_card") else None
    return Enemy(number, name, defense, attack, node.int("health", lo=1, hi=MAX_AMOUNT),
                 MappingProxyType(_amounts(node.table("reward"), refs)) if node.has("reward") else MappingProxyType({}),
                 reward_card, node.int("copies", lo=1, hi=MAX_AMOUNT) if copies else 1,
                 node.int("retreat", lo=1, hi=2) if node.has("retreat") else 1, fierce,
                 node.child("damage").as_ref(refs.damage, "a damage type in rules.toml") if node.has("damage") else "injury",
                 node.bool("special") if node.has("special") else False, _opt_text(node, "text"))


def read_enemies(f: ContentFile, refs: Refs) -> dict[int, Enemy]:
    root = f.root.only(("enemies",))
    out: dict[int, Enemy] = {}
    for node in root.tables("enemies", min_length=1):
        number = node.int("number", lo=1, hi=MAX_NUMBER)
        if number in out:
            node.fail(f"duplicate number {number}; every enemy card number must be unique", "number")
        out[number] = _enemy(node, refs, number, node.text("name"), copies=True)
    return out


def read_search(f: ContentFile, refs: Refs) -> tuple[dict[int, SearchCard], dict[str, Text]]:
    root = f.root.only(("cards", "phrases"))
    phrases = {k: n.as_text() for k, n in root.table("phrases").items()} if root.has("phrases") else {}
    refs.phrases = tuple(phrases)
    nodes = root.tables("cards", min_length=1)
    numbers: list[int] = []
    for node in nodes:
        number = node.int("number", lo=1, hi=MAX_NUMBER)
        if number in numbers:
            node.fail(f"duplicate number {number}; each search card number exists in one copy (spec §20.8)", "number")
        numbers.append(number)
    refs.search = tuple(numbers)
    out: dict[int, SearchCard] = {}
    for node, number in zip(nodes, numbers):
        node.only(("number", "kind", "name", "flavour", "text", "phrases", "traits", "effect", "params", "cost", "enemy"))
        kind = node.str("kind", choices=CARD_KINDS)
        name, text, flavour = node.text("name"), node.text("text"), _opt_text(node, "flavour")
        if (kind == "enemy") != node.has("enemy"):
            node.fail("expected an enemy table exactly on cards of kind 'enemy'", "enemy")
        enemy = _enemy(node.table("enemy"), refs, number, name, copies=False) if node.has("enemy") else None
        said = [phrases[p.as_ref(refs.phrases, "a phrase in [phrases]")] for p in node.array("phrases")] \
            if node.has("phrases") else []
        for phrase, p_node in zip(said, node.array("phrases") if said else []):
            for lang in ("en", "pl"):
                words = " ".join(t.get(lang) for t in (flavour, text) if t is not None).lower()
                if phrase.get(lang).lower() not in words:
                    p_node.fail(f"expected the card's {lang} flavour or text to contain {phrase.get(lang)!r}")
        traits = tuple(t.as_str(choices=TRAITS) for t in node.array("traits")) if node.has("traits") else ()
        effect = _effect(node, refs)
        if kind == "event" and (effect is None or effect.handler not in EVENT_HANDLERS):
            node.fail(f"expected an event's handler, one of {', '.join(sorted(EVENT_HANDLERS))}", "effect")
        out[number] = SearchCard(number, kind, name, text, flavour,
                                 tuple(p.as_str() for p in node.array("phrases")) if node.has("phrases") else (),
                                 traits, effect, node.int("cost", lo=0, hi=MAX_AMOUNT) if node.has("cost") else 0,
                                 enemy)
    return out, phrases


def read_items(f: ContentFile, refs: Refs) -> dict[int, Item]:
    root = f.root.only(("items",))
    out: dict[int, Item] = {}
    for node in root.tables("items", min_length=1):
        node.only(("number", "deck", "name", "cost", "fire", "text", "traits", "effect", "params", "cost_stamina",
                   "once_per_day", "markers", "carries", "copies"))
        number = node.int("number", lo=1, hi=MAX_NUMBER)
        if number in out:
            node.fail(f"duplicate number {number}; every blueprint names its own item", "number")
        cost = _amounts(node.table("cost"), refs)
        if not cost:
            node.fail("expected at least one resource in the cost", "cost")
        out[number] = Item(
            number, node.str("deck", choices=BLUEPRINT_DECKS), node.text("name"), MappingProxyType(cost),
            node.bool("fire") if node.has("fire") else False, node.text("text"),
            tuple(t.as_str(choices=TRAITS) for t in node.array("traits")) if node.has("traits") else (),
            _effect(node, refs), node.int("cost_stamina", lo=0, hi=MAX_AMOUNT) if node.has("cost_stamina") else 0,
            node.bool("once_per_day") if node.has("once_per_day") else False,
            node.int("markers", lo=0, hi=MAX_AMOUNT) if node.has("markers") else 0,
            node.int("carries", lo=0, hi=MAX_AMOUNT) if node.has("carries") else 0, node.int("copies", lo=1, hi=MAX_AMOUNT))
    if not any(i.deck == "normal" for i in out.values()):
        root.fail("expected at least one normal blueprint (heroes start with normal ones, spec §4.7d)", "items")
    return out


def read_characters(f: ContentFile, refs: Refs, rules: Rules) -> dict[str, Character]:
    root = f.root.only(("characters",))
    nodes = root.tables("characters", min_length=1)
    out: dict[str, Character] = {}
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "role", "text", "effect", "params", "cost_stamina", "once_per_day"))
        effect = _effect(node, refs, required=True)
        assert effect is not None
        out[cid] = Character(cid, node.str("name"), node.text("role"), node.text("text"), effect,
                             node.int("cost_stamina", lo=0, hi=MAX_AMOUNT) if node.has("cost_stamina") else 0,
                             node.bool("once_per_day") if node.has("once_per_day") else False)
    needed = max(rules.characters_dealt * MAX_PLAYERS, rules.characters_dealt_solo)
    if len(out) < needed:
        root.fail(f"expected at least {needed} characters (enough to deal {rules.characters_dealt} to "
                  f"{MAX_PLAYERS} players), got {len(out)}", "characters")
    return out


def read_support(f: ContentFile, refs: Refs) -> tuple[dict[str, Text], dict[str, SupportCard]]:
    root = f.root.only(("colours", "cards"))
    nodes = root.tables("colours", min_length=MAX_PLAYERS)
    colours: dict[str, Text] = {}
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name"))
        colours[cid] = node.text("name")
    nodes = root.tables("cards", min_length=1)
    cards: dict[str, SupportCard] = {}
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "text", "optional", "effect", "params"))
        effect = _effect(node, refs, required=True)
        assert effect is not None
        cards[cid] = SupportCard(cid, node.text("name"), node.text("text"), node.bool("optional"), effect)
    return colours, cards


_STEP_KEYS: dict[str, tuple[str, ...]] = {
    "food": (), "water": (), "threat": ("who",), "monsters": ("effect", "params"), "fire": ("effect", "params"),
    "gain": ("resource", "amount"), "sleep": ("stamina", "bonus", "where"),
}


def read_night(f: ContentFile, refs: Refs, rules: Rules) -> dict[str, NightCard]:
    root = f.root.only(("cards",))
    nodes = root.tables("cards", min_length=1)
    out: dict[str, NightCard] = {}
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "phase", "name", "steps"))
        steps: list[NightStep] = []
        for s in node.array("steps", min_length=1):
            kind = s.str("step", choices=NIGHT_STEPS)
            s.only(("step",) + _STEP_KEYS[kind])
            if kind in ("monsters", "fire"):
                steps.append(NightStep(kind, effect=_effect(s, refs, required=True)))
            elif kind == "threat":
                steps.append(NightStep(kind, who=s.str("who", choices=THREAT_WHO)))
            elif kind == "gain":
                steps.append(NightStep(kind, resource=s.child("resource").as_ref(refs.resources, "a resource in rules.toml"),
                                       amount=s.int("amount", lo=1, hi=MAX_AMOUNT)))
            elif kind == "sleep":
                bonus = s.int("bonus", lo=0, hi=MAX_AMOUNT) if s.has("bonus") else 0
                if bonus and not s.has("where"):
                    s.fail(f"missing; a bonus needs where it applies ({', '.join(SLEEP_WHERE)})", "where")
                steps.append(NightStep(kind, stamina=s.int("stamina", lo=0, hi=MAX_AMOUNT), bonus=bonus,
                                       where=s.str("where", choices=SLEEP_WHERE) if s.has("where") else None))
            else:
                steps.append(NightStep(kind))
        sleep = sum(s.stamina for s in steps)
        if sleep < rules.night_sleep_minimum:
            node.fail(f"expected the card to give each hero at least {rules.night_sleep_minimum} stamina "
                      f"(spec §5.2), it gives {sleep}", "steps")
        out[cid] = NightCard(cid, node.int("phase", lo=1, hi=2), node.text("name"), tuple(steps))
    if not any(c.phase == 2 for c in out.values()):
        root.fail("expected at least one phase II card (the night deck is rebuilt from them, spec §5.2)", "cards")
    return out


def read_threats(f: ContentFile, refs: Refs) -> dict[str, ThreatCard]:
    root = f.root.only(("cards",))
    nodes = root.tables("cards", min_length=1)
    out: dict[str, ThreatCard] = {}
    for node, cid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "colour", "name", "text", "persistent", "tribe", "effect", "params"))
        effect = _effect(node, refs, required=True)
        assert effect is not None
        out[cid] = ThreatCard(cid, node.str("colour"), node.text("name"), node.text("text"),
                              node.bool("persistent") if node.has("persistent") else False,
                              node.bool("tribe") if node.has("tribe") else False, effect)
    return out


def _stage(node: Node, refs: Refs) -> Stage:
    node.only(("stage", "final", "title", "flavour", "text", "trigger", "on_reveal", "end_of_night", "end_of_game",
               "actions"))

    def hook(key: str) -> Effect | None:
        return _effect(node.table(key), refs, required=True) if node.has(key) else None

    actions = []
    for a in node.array("actions") if node.has("actions") else []:
        a.only(("cost", "effect", "params"))
        effect = _effect(a, refs, required=True)
        assert effect is not None
        actions.append(CardAction(a.int("cost", lo=0, hi=MAX_AMOUNT), effect))
    return Stage(node.int("stage", lo=1, hi=MAX_AMOUNT), node.text("title"), node.text("text"), _opt_text(node, "flavour"),
                 node.bool("final") if node.has("final") else False, hook("trigger"), hook("on_reveal"),
                 hook("end_of_night"), hook("end_of_game"), tuple(actions))


def read_expeditions(f: ContentFile, refs: Refs) -> tuple[dict[int, Scenario], dict[str, Encounter]]:
    root = f.root.only(("scenarios", "encounters"))
    scenarios: dict[int, Scenario] = {}
    for node in root.tables("scenarios", min_length=1):
        node.only(("number", "name", "mode", "min_players", "stages"))
        number = node.int("number", lo=1, hi=MAX_AMOUNT)
        if number in scenarios:
            node.fail(f"duplicate scenario {number}", "number")
        stage_nodes = node.tables("stages", min_length=1)
        refs.stages = tuple(range(1, len(stage_nodes) + 1))
        stages = tuple(_stage(s, refs) for s in stage_nodes)
        for i, (s_node, s) in enumerate(zip(stage_nodes, stages), start=1):
            if s.stage != i:
                s_node.fail(f"expected stage {i} (stages are numbered 1, 2, ... in order), got {s.stage}", "stage")
            if s.final != (i == len(stages)):
                s_node.fail("expected final = true on the last stage only (it says how heroes win, spec §16.1)",
                            "final")
        scenarios[number] = Scenario(number, node.text("name"), node.str("mode", choices=SCENARIO_MODES),
                                     node.int("min_players", lo=1, hi=MAX_PLAYERS), stages)
    encounters: dict[str, Encounter] = {}
    nodes = root.tables("encounters")
    for node, eid in zip(nodes, unique_ids(nodes)):
        node.only(("id", "name", "text", "effect", "params"))
        effect = _effect(node, refs, required=True)
        if effect is None or effect.handler not in ENCOUNTER_HANDLERS:
            node.fail(f"expected an encounter's handler, one of {', '.join(sorted(ENCOUNTER_HANDLERS))}", "effect")
        encounters[eid] = Encounter(eid, node.text("name"), node.text("text"), effect)
    if any(s.mode == "last_standing" for s in scenarios.values()) and not encounters:
        root.fail("expected encounter cards #100 for the competitive scenario (spec §18.2)", "encounters")
    return scenarios, encounters


def load(root: Path = CONTENT_DIR) -> Content:
    """Read and cross-check every content file under `root` (tests point it at damaged copies)."""
    files = {name: read_toml(root, name) for name in FILES}
    refs = Refs()
    rules = read_rules(files["rules.toml"], refs)
    refs.sides = rules.dice_sides
    # special monsters and search numbers are referenced before their files' cards are read in full
    island_root = files["island.toml"].root
    if island_root.has("special_monsters"):
        refs.special = tuple(n.str("id") for n in island_root.tables("special_monsters"))
    refs.search = tuple(n.int("number", lo=1, hi=MAX_NUMBER) for n in files["search.toml"].root.tables("cards", min_length=1))
    enemies = read_enemies(files["enemies.toml"], refs)
    search, phrases = read_search(files["search.toml"], refs)
    island = read_island(files["island.toml"], refs, enemies)
    for sm, node in zip(island.special_monsters.values(), island_root.tables("special_monsters")):
        card_is_enemy = (sm.deck == "enemy" and sm.number in enemies and enemies[sm.number].special) or \
            (sm.deck == "search" and sm.number in search and search[sm.number].kind == "enemy")
        if not card_is_enemy:
            node.fail(f"expected a special enemy card in the {sm.deck} deck, got number {sm.number}", "number")
    items = read_items(files["blueprints.toml"], refs)
    characters = read_characters(files["characters.toml"], refs, rules)
    colours, support = read_support(files["support.toml"], refs)
    night = read_night(files["night.toml"], refs, rules)
    threats = read_threats(files["threats.toml"], refs)
    if not any(t.colour == island.threat_deck for t in threats.values()):
        island_root.fail(f"expected threat cards of colour {island.threat_deck!r} in threats.toml", "threat_deck")
    if island.advanced_blueprints and not any(i.deck == "advanced" for i in items.values()):
        island_root.fail("expected advanced blueprints in blueprints.toml when the sheet uses them", "advanced_blueprints")
    scenarios, encounters = read_expeditions(files["expeditions.toml"], refs)
    for node, number in zip(files["expeditions.toml"].root.tables("scenarios"), scenarios):
        if number not in island.scenarios:
            node.fail(f"expected a scenario the Island is used in ({', '.join(map(str, island.scenarios))}), "
                      f"got {number}", "number")
    cells: dict[Hex, tuple[str, int]] = {}
    for slot in island.slots:
        for i, name in enumerate(TILE_ORDER):
            cells[slot.centre if i == 0 else slot.centre + DIRECTIONS[name]] = (slot.id, i)
    return Content(files_hash(files.values()), rules, island, enemies, search, phrases, items, characters, colours,
                   support, night, threats, scenarios, encounters, cells)


@lru_cache(maxsize=1)
def content() -> Content:
    """The default content, loaded once (records are immutable, so every game shares them)."""
    return load()
