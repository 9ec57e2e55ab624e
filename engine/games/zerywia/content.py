"""Zerywia's content (spec §18): the rules' numbers, the 40-region map of the four Kirs, the statue and its stones,
heroes, marks and feats, sagas and their Tales, the exploration decks and adventure sets, enemies and Hosts, items,
creatures, gods, the Herald and the two scenarios, read from TOML into typed records. Every check names the file,
the key and what was expected, so a damaged file is fixed in one go (e.g. a border listed from one side only
names both regions)."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping, TypeVar

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.common.regions import RegionGraph

from .records import (Ability, Banner, Board, Challenge, Column, Content, Creature, Dice, Enemy, ExplorationCard, Extra,
                      Face, Feat, God, Herald, HeraldCard, Hero, Item, Kir, Limits, Mark, Named, Place, Region, Rules,
                      SagaCard, Scenario, Stone, Tale, TaleOption, Task, Test)

K = TypeVar("K")
V = TypeVar("V")
CONTENT_DIR = Path(__file__).resolve().parent / "content"
FILES = ("rules.toml", "map.toml", "heroes.toml", "sagas.toml", "exploration.toml", "enemies.toml", "support.toml",
         "herald.toml", "scenarios.toml")
ATTRIBUTES = ("V", "I", "W")
TIMINGS = ("init", "det", "res", "map", "camp", "test", "act", "react", "passive")
ONCE = ("challenge", "cycle")
ENEMY_ABILITY_KINDS = ("ambush", "aura", "doom")
SAGA_TYPES = ("relic", "ritual", "ally", "feat")
PREPARED_TYPES = ("relic", "ritual", "ally")
BANNER_KINDS = ("help", "reroll", "shield")
ADVANTAGES = ("none", "wilds", "mountains", "ruins", "flaw", "injury")
NICA_EFFECTS = ("lose_V", "lose_I", "lose_W", "lose_pierw", "flaw", "strengthen_taint", "increase_threat")
TEST_LEVELS = ("easy", "hard", "epic")
EXPLORATION_KINDS = ("challenge", "test", "choice", "event", "encounter", "side_quest")
ICONS = ("threat", "taint")
COSTS = ("pierw", "flaw", "offering", "trophy", "V", "I", "W")
TALE_COSTS = ("offering", "trophies", "pierw", "V", "I", "W")
DEVELOP = ("personal", "all")
GOALS = ("first_tale", "saga_completed")
NICA_STEPS = ("herald", "hero_taint", "rifts_or_hordes", "black_stone", "feed_host", "extinguish")
THREAT_PLACES = ("ordinary",)
ABYSS = "abyss"
COMPASS = ("east", "north", "west", "south")
MAX_AMOUNT = 9          # a sanity bound on an ability's printed number, not a rule

# Values a handler's parameter may take, by kind ("int" a number 1..MAX_AMOUNT, "bool", "hosts", "times",
# "effects" a list of effects, "effect" one effect).
_ATTR = ATTRIBUTES + ("any", "one", "pierw", "die", "tested", "split")
_CHOICES: dict[str, tuple[str, ...]] = {
    "attr": _ATTR,
    "dice": ("nica", "own", "any") + ATTRIBUTES,
    "to": ("adjacent", "adjacent_wilds", "port", "kir"),
    "where": ("here", "here_or_adjacent", "hero_region", "adjacent", "kir_ordinary"),
    "terrain": ("wilds", "all"),
    "face": ("hit", "blank"),
    "who": ("every_participant", "any_hero"),
    "per": ("extinguished_face",),
    "cost": COSTS,
    "when": ("enemy_in_wilds", "in_wilds", "enemy_beast", "enemy_undead", "enemy_human", "has_flaw", "has_injury",
             "three_symbols", "first_crit", "region_tainted", "after_port", "success", "advantage_shield",
             "participant_injured"),
}
# Every named handler and the parameters it reads (spec §18: the words of the cards turned into handlers).
HANDLERS: dict[str, dict[str, str]] = {
    "add_dice": {"attr": "attr", "n": "int"},
    "gain_rune": {"attr": "attr", "n": "int", "defiled_bonus": "int?"},
    "gain_shield": {"attr": "attr", "n": "int"},
    "add_shield": {"attr": "attr", "n": "int?", "per": "per?"},
    "reroll": {"dice": "dice", "n": "int?", "all": "bool?", "any_number": "bool?"},
    "negate_loss": {"attr": "attr", "n": "int?", "all": "bool?"},
    "negate_taint_losses": {},
    "cancel_nica_die": {},
    "set_die": {"dice": "dice", "face": "face"},
    "discard_enemy_shield": {"n": "int?", "attr": "attr?", "all": "bool?"},
    "ignore_ambush": {},
    "ignore_advantage": {"terrain": "terrain"},
    "cover_symbol": {"n": "int"},
    "recover": {"attr": "attr", "n": "int"},
    "recover_all": {"attr": "attr"},
    "recover_feat": {"n": "int"},
    "move": {"to": "to"},
    "leave_taint_free": {},
    "rest_in_threat": {},
    "trophy_for_hosts": {"n": "int", "hosts": "hosts"},
    "dispel_taint": {"where": "where?"},
    "reduce_threat": {"where": "where"},
    "heal_injury": {"n": "int"},
    "remove_flaw": {"n": "int"},
    "gain_offering": {"n": "int"},
    "gain_trophies": {"n": "int"},
    "lose_trophies": {"n": "int"},
    "take_item": {},
    "buy_item": {"trophies": "int"},
    "trade": {},
    "lose": {"attr": "attr", "n": "int", "unless_time": "times?"},
    "take_flaw": {},
    "awaken_gardzica": {},
    "gain_saga": {},
    "summon_deity": {},
    "place_watchtower": {"where": "where?"},
    "place_edge_stone": {},
    "strengthen_taint": {},
    "increase_threat": {"where": "where?"},
    "gain_expedition_token": {},
    "barrow_roll": {},
    "choose": {"options": "effects"},
    "buy_heal_injury": {"trophies": "int"},
    "buy_remove_flaw": {"trophies": "int"},
    "buy_offering": {"n": "int"},
    "add_nica": {"n": "int"},
    "add_black_stone": {},
    "no_pierw_rerolls": {},
    "no_offering_rerolls": {},
    "no_banner_rerolls": {},
    "no_saga_crits": {},
    "defiled_if_tainted": {},
    "pierw_reroll_cost": {"n": "int"},
}
# Keys any ability or effect may carry beside its handler's parameters.
_COMMON = ("do", "timing", "when", "once", "in_tests", "also", "kind", "who", "cost")


def _frozen(d: Mapping[K, V]) -> Mapping[K, V]:
    """A read-only copy: content records are shared by every game."""
    return MappingProxyType(dict(d))


class _Refs:
    """Ids read so far, for the cross-file checks of the readers that come later."""

    def __init__(self) -> None:
        self.hosts: tuple[str, ...] = ()
        self.times: tuple[str, ...] = ()


def _param(node: Node, kind: str, refs: _Refs) -> object:
    """One handler parameter, checked by its kind."""
    if kind == "int":
        return node.as_int(lo=1, hi=MAX_AMOUNT)
    if kind == "bool":
        return node.as_bool()
    if kind == "hosts":
        return tuple(n.as_ref(refs.hosts, "a Host") for n in node.elements(min_length=1))
    if kind == "times":
        return tuple(n.as_ref(refs.times, "a time of day") for n in node.elements(min_length=1))
    if kind == "effects":
        return tuple(_ability(n, refs, effect=True) for n in node.elements(min_length=2))
    return node.as_str(choices=_CHOICES[kind])


def _ability(node: Node, refs: _Refs, *, effect: bool = False, enemy: bool = False,
             allow: tuple[str, ...] = ()) -> Ability:
    """An ability (`timing` required) or an effect (no timing), its handler and parameters checked; `allow`
    names keys the caller reads itself (a critical ability's die)."""
    do = node.child("do").as_str(choices=sorted(HANDLERS))
    wanted = HANDLERS[do]
    node.only(set(wanted) | set(_COMMON) | set(allow))
    params: dict[str, object] = {}
    for key, param_kind in wanted.items():
        if not node.has(key):
            if not param_kind.endswith("?"):
                node.fail(f"missing; the handler {do!r} needs {key}", key)
            continue
        params[key] = _param(node.child(key), param_kind.rstrip("?"), refs)
    counts = [k for k in ("n", "all", "any_number") if k in params]
    if "n" in wanted and "all" in wanted and len(counts) != 1:
        how = "n, all = true or any_number = true" if "any_number" in wanted else "n or all = true"
        node.fail(f"expected either {how} for {do!r}", "n")
    timing: str | None = None
    if not effect and not enemy:
        timing = node.str("timing", choices=TIMINGS)
    elif node.has("timing"):
        node.fail("unknown key here; an effect or an enemy's ability has no timing", "timing")
    kind = node.str("kind", choices=ENEMY_ABILITY_KINDS) if enemy else None
    if not enemy and node.has("kind"):
        node.fail("unknown key here; only an enemy's ability has a kind", "kind")
    also = _ability(node.child("also"), refs, effect=True) if node.has("also") else None
    return Ability(
        do, MappingProxyType(params), timing,
        node.opt_str("when", choices=_CHOICES["when"]), node.opt_str("once", choices=ONCE),
        node.bool("in_tests") if node.has("in_tests") else False, kind,
        node.opt_str("who", choices=_CHOICES["who"]), node.opt_str("cost", choices=COSTS), also)


def _effects(node: Node, key: str, refs: _Refs) -> tuple[Ability, ...]:
    return tuple(_ability(n, refs, effect=True) for n in node.array(key, min_length=1)) if node.has(key) else ()


def _extra(node: Node, refs: _Refs) -> Extra:
    node.only(("cost", "ability"))
    return Extra(node.str("cost", choices=COSTS), _ability(node.child("ability"), refs))


def _named(f: ContentFile, key: str) -> dict[str, Named]:
    nodes = f.root.tables(key, min_length=1)
    unique_ids(nodes)
    out = {}
    for n in nodes:
        n.only(("id", "name"))
        out[n.str("id")] = Named(n.str("id"), n.text("name"))
    return out


def read_rules(f: ContentFile, refs: _Refs) -> Rules:
    """The numbers, names, Kirs, statue and dice of rules.toml."""
    root = f.root.only(("limits", "attributes", "terrains", "specials", "times", "stones", "black_stone", "kirs",
                        "statue", "dice", "paths"))
    lim = root.table("limits")
    names = Limits.__dataclass_fields__
    lim.only(names)
    limits = Limits(**{k: lim.int(k, lo=1, hi=99) for k in names})
    attributes = _named(f, "attributes")
    if tuple(attributes) != ATTRIBUTES:
        root.fail(f"expected the attributes {', '.join(ATTRIBUTES)} in this order", "attributes")
    terrains, specials, times, paths = (_named(f, k) for k in ("terrains", "specials", "times", "paths"))
    refs.times = tuple(times)
    stone_nodes = root.tables("stones", min_length=1)
    unique_ids(stone_nodes)
    stones = {}
    for n in stone_nodes:
        n.only(("id", "name", "recovers"))
        stones[n.str("id")] = Stone(n.str("id"), n.text("name"), n.str("recovers", choices=ATTRIBUTES + ("any",)))
    kir_nodes = root.tables("kirs")
    if len(kir_nodes) != len(COMPASS):
        root.fail(f"expected {len(COMPASS)} Kirs, got {len(kir_nodes)}", "kirs")
    unique_ids(kir_nodes)
    kirs: dict[str, Kir] = {}
    used_stones: set[str] = set()
    for n, compass in zip(kir_nodes, COMPASS):
        n.only(("id", "name", "compass", "time", "stone", "deity"))
        got = n.str("compass", choices=COMPASS)
        if got != compass:
            n.fail(f"expected {compass!r}: the Kirs are listed East, North, West, South (the statue's turn)",
                   "compass")
        stone = n.child("stone").as_ref(stones, "a Dawn stone")
        if stone in used_stones:
            n.fail(f"expected a Dawn stone no other Kir holds, got {stone!r}", "stone")
        used_stones.add(stone)
        kirs[n.str("id")] = Kir(n.str("id"), n.text("name"), got, n.child("time").as_ref(times, "a time of day"),
                                stone, n.text("deity"))
    statue = root.table("statue").only(("name", "extinguish_from"))
    extinguish_from = statue.child("extinguish_from").as_ref(kirs, "a Kir")
    dn = root.table("dice").only(("attribute", "nica", "kir", "location"))
    faces = {"attribute": ("hit", "crit", "blank"), "nica": ("crit", "damage", "taint", "blank"),
             "kir": tuple(kirs) + (ABYSS,), "location": tuple(specials)}
    dice = Dice(**{k: tuple(n.as_str(choices=v) for n in dn.array(k, min_length=1)) for k, v in faces.items()})
    for kind in ("kir", "location"):
        missing = [x for x in faces[kind] if x not in getattr(dice, kind)]
        if missing:
            dn.fail(f"expected every one of {', '.join(faces[kind])} on a face, missing {', '.join(missing)}", kind)
    black = root.table("black_stone").only(("name",))
    return Rules(limits, _frozen(attributes), _frozen(terrains), _frozen(specials),
                 tuple(times), _frozen(times), _frozen(stones), black.text("name"),
                 _frozen(kirs), statue.text("name"), extinguish_from, dice, _frozen(paths))


def read_map(f: ContentFile, rules: Rules) -> Board:
    """The regions; borders listed from both sides, every Kir with one region of each special kind, one land."""
    nodes = f.root.only(("regions",)).tables("regions", min_length=1)
    ids = unique_ids(nodes)
    regions: dict[str, Region] = {}
    for n in nodes:
        n.only(("id", "name", "kir", "terrains", "special", "port", "adjacent"))
        rid = n.str("id")
        terrains = tuple(t.as_ref(rules.terrains, "a terrain") for t in n.array("terrains", min_length=1))
        if len(set(terrains)) != len(terrains):
            n.fail("expected each terrain once", "terrains")
        adjacent = tuple(a.as_ref(ids, "a region") for a in n.array("adjacent", min_length=1))
        for i, a in enumerate(adjacent):
            if a == rid:
                n.fail(f"expected a neighbouring region, got {rid} itself", f"adjacent[{i}]")
            if adjacent.index(a) != i:
                n.fail(f"expected each neighbour once, got {a} twice", f"adjacent[{i}]")
        kind = n.child("special").as_ref(rules.specials, "a special region kind") if n.has("special") else None
        regions[rid] = Region(rid, n.text("name"), n.child("kir").as_ref(rules.kirs, "a Kir"), terrains, kind,
                              n.bool("port") if n.has("port") else False, adjacent)
    for n in nodes:
        here = regions[n.str("id")]
        for i, other in enumerate(here.adjacent):
            if here.id not in regions[other].adjacent:
                n.fail(f"expected {other} to list {here.id} too: {here.id} borders {other} but {other} does not "
                       f"border {here.id}", f"adjacent[{i}]")
    special: dict[tuple[str, str], str] = {}
    for n in nodes:
        r = regions[n.str("id")]
        if r.special is not None:
            if (r.kir, r.special) in special:
                n.fail(f"expected one {r.special} in Kir {r.kir}, but {special[(r.kir, r.special)]} is one too",
                       "special")
            special[(r.kir, r.special)] = r.id
    for kir in rules.kirs:
        missing = [s for s in rules.specials if (kir, s) not in special]
        if missing:
            f.root.fail(f"expected every Kir to hold one region of each special kind (the Location die names one); "
                        f"Kir {kir} has no {', '.join(missing)}", "regions")
    graph = RegionGraph({r.id: r.adjacent for r in regions.values()})
    parts = graph.components()
    if len(parts) > 1:
        f.root.fail(f"expected one connected land, but {', '.join(parts[1])} cannot be reached from {ids[0]}",
                    "regions")
    if not any(r.port for r in regions.values()):
        f.root.fail("expected at least one port region", "regions")
    return Board(_frozen(regions), graph, _frozen(special))


def _counts(node: Node, keys: tuple[str, ...], *, lo: int, hi: int) -> dict[str, int]:
    node.only(keys)
    return {k: node.int(k, lo=lo, hi=hi) for k in keys}


def read_heroes(f: ContentFile, rules: Rules, refs: _Refs) -> tuple[dict[str, Hero], Banner, dict[str, Feat],
                                                                     dict[str, Mark]]:
    """Heroes, the Gardzica side's banner, unique feats and the Marks of the Kirs (saga ids are checked later)."""
    root = f.root.only(("heroes", "gardzica", "feats", "marks"))
    feat_nodes = root.tables("feats", min_length=1)
    unique_ids(feat_nodes)
    feats: dict[str, Feat] = {}
    for n in feat_nodes:
        n.only(("id", "name", "ability", "extra"))
        feats[n.str("id")] = Feat(n.str("id"), n.text("name"), _ability(n.child("ability"), refs),
                                  _extra(n.child("extra"), refs) if n.has("extra") else None)
    camp_values = ATTRIBUTES + ("pierw", "any")
    hero_nodes = root.tables("heroes", min_length=1)
    unique_ids(hero_nodes)
    heroes: dict[str, Hero] = {}
    used_feats: set[str] = set()
    for n in hero_nodes:
        n.only(("id", "name", "epithet", "attributes", "limits", "ability", "camp", "gardzica_camp", "feat",
                "personal_saga", "starter_sagas", "pamiec_sagas"))
        feat = n.child("feat").as_ref(feats, "a unique feat")
        if feat in used_feats:
            n.fail(f"expected a feat of this hero alone, got {feat!r}", "feat")
        used_feats.add(feat)
        heroes[n.str("id")] = Hero(
            n.str("id"), n.text("name"), n.text("epithet"),
            _frozen(_counts(n.table("attributes"), ATTRIBUTES, lo=1, hi=rules.limits.attribute_track)),
            _frozen(_counts(n.table("limits"), PREPARED_TYPES, lo=0, hi=MAX_AMOUNT)),
            _ability(n.child("ability"), refs),
            tuple(x.as_str(choices=camp_values) for x in n.array("camp", min_length=1)),
            tuple(x.as_str(choices=camp_values) for x in n.array("gardzica_camp", min_length=1)),
            feat, n.str("personal_saga"),
            tuple(x.as_str() for x in n.array("starter_sagas", length=rules.limits.starting_sagas - 1)),
            tuple(x.as_str() for x in n.array("pamiec_sagas", length=rules.limits.starting_sagas - 1)))
    g = root.table("gardzica").only(("name", "banner"))
    g.text("name")
    b = g.table("banner").only(("die", "kind", "cost"))
    banner = Banner(b.str("die", choices=ATTRIBUTES + ("any",)), b.str("kind", choices=("buy",)))
    b.str("cost", choices=("pierw",))
    mark_nodes = root.tables("marks")
    unique_ids(mark_nodes)
    marks: dict[str, Mark] = {}
    for n in mark_nodes:
        n.only(("id", "name", "kir", "ability"))
        marks[n.str("id")] = Mark(n.str("id"), n.text("name"), n.child("kir").as_ref(rules.kirs, "a Kir"),
                                  _ability(n.child("ability"), refs))
    kirs_marked = Counter(m.kir for m in marks.values())
    if sorted(kirs_marked) != sorted(rules.kirs) or set(kirs_marked.values()) != {1}:
        root.fail(f"expected one Mark for each Kir ({', '.join(rules.kirs)})", "marks")
    return heroes, banner, feats, marks


def _place(node: Node, rules: Rules, board: Board) -> Place:
    node.only(("region", "special", "kir", "port"))
    if node.has("region"):
        return Place(region=node.child("region").as_ref(board.regions, "a region"))
    if node.has("port"):
        if not node.bool("port"):
            node.fail("expected true (any port region) or a region or special kind instead", "port")
        return Place(port=True)
    special = node.child("special").as_ref(rules.specials, "a special region kind")
    return Place(special=special, kir=node.opt_str("kir", choices=("birth", "drawn")))


def _challenge(node: Node, rules: Rules) -> Challenge:
    node.only(("difficulty", "advantage", "damage", "taint"))
    return Challenge(tuple(d.as_ref(rules.attributes, "an attribute") for d in node.array("difficulty", min_length=1)),
                     node.str("advantage", choices=ADVANTAGES), node.str("damage", choices=NICA_EFFECTS),
                     node.str("taint", choices=NICA_EFFECTS))


def read_sagas(f: ContentFile, rules: Rules, board: Board, heroes: Mapping[str, Hero], refs: _Refs) -> tuple[
        dict[str, SagaCard], dict[str, Tale], dict[str, tuple[str, ...]]]:
    """Saga cards and Tales; each saga's Tales are numbered 1, 2, ... and every reward card is given by one Tale."""
    root = f.root.only(("cards", "tales"))
    card_nodes = root.tables("cards", min_length=1)
    ids = unique_ids(card_nodes)
    cards: dict[str, SagaCard] = {}
    for n in card_nodes:
        n.only(("id", "name", "type", "base", "owner", "banner", "ability", "crit", "extra"))
        banner = None
        if n.has("banner"):
            b = n.table("banner").only(("die", "kind"))
            banner = Banner(b.str("die", choices=ATTRIBUTES), b.str("kind", choices=BANNER_KINDS))
        crit = crit_die = None
        if n.has("crit"):
            c = n.table("crit")
            crit_die = c.str("die", choices=ATTRIBUTES + ("any",))
            crit = _ability(c, refs, effect=True, allow=("die",))
        card_type = n.str("type", choices=SAGA_TYPES)
        if card_type in PREPARED_TYPES and banner is None:
            n.fail(f"missing; a {card_type} card has a banner", "banner")
        owner = n.child("owner").as_ref(heroes, "a hero") if n.has("owner") else None
        cards[n.str("id")] = SagaCard(n.str("id"), n.text("name"), card_type, n.bool("base") if n.has("base") else False,
                                      owner, banner, _ability(n.child("ability"), refs) if n.has("ability") else None,
                                      crit, crit_die, _extra(n.child("extra"), refs) if n.has("extra") else None)
    tale_nodes = root.tables("tales", min_length=1)
    unique_ids(tale_nodes)
    tales: dict[str, Tale] = {}
    rewarded: dict[str, str] = {}
    for n in tale_nodes:
        n.only(("id", "saga", "stage", "name", "tokens", "outside_birth_kir", "different_kirs", "place",
                "challenge", "options", "path"))
        saga = n.child("saga").as_ref([c for c in ids if cards[c].base], "a saga base card")
        options = []
        for o in n.array("options", length=2):
            o.only(("cost", "reward"))
            cost_node = o.table("cost")
            cost_node.only(TALE_COSTS)
            cost = {k: cost_node.int(k, lo=1, hi=MAX_AMOUNT) for k in cost_node.keys()}
            reward = o.child("reward").as_ref([c for c in ids if not cards[c].base], "a saga reward card")
            if reward in rewarded:
                o.fail(f"expected a card no other Tale gives, but {rewarded[reward]} gives {reward!r}", "reward")
            rewarded[reward] = n.str("id")
            options.append(TaleOption(_frozen(cost), reward))
        tales[n.str("id")] = Tale(
            n.str("id"), saga, n.int("stage", lo=1, hi=MAX_AMOUNT), n.text("name"),
            tuple(t.as_ref(rules.terrains, "a terrain") for t in n.array("tokens", min_length=1)),
            n.bool("outside_birth_kir") if n.has("outside_birth_kir") else False,
            n.bool("different_kirs") if n.has("different_kirs") else False,
            _place(n.table("place"), rules, board),
            _challenge(n.table("challenge"), rules) if n.has("challenge") else None,
            (options[0], options[1]), n.child("path").as_ref(rules.paths, "a Path type"))
    stacks: dict[str, tuple[str, ...]] = {}
    for saga in (c for c in ids if cards[c].base):
        mine = sorted((t for t in tales.values() if t.saga == saga), key=lambda t: t.stage)
        if [t.stage for t in mine] != list(range(1, len(mine) + 1)):
            node = next(n for n in tale_nodes if n.str("saga") == saga)
            node.fail(f"expected the Tales of {saga!r} numbered 1..{len(mine)}, got "
                      f"{', '.join(str(t.stage) for t in mine)}", "stage")
        stacks[saga] = tuple(t.id for t in mine)
    for n in card_nodes:
        if not cards[n.str("id")].base and n.str("id") not in rewarded:
            n.fail("expected a reward some Tale gives (a card that is not a base card)", "id")
    for hid, hero in heroes.items():
        personal = cards.get(hero.personal_saga)
        if personal is None or personal.owner != hid:
            f.root.fail(f"expected a Personal saga base card owned by {hid} (heroes.toml names "
                        f"{hero.personal_saga!r})", "cards")
        for s in hero.starter_sagas + hero.pamiec_sagas:
            if s not in cards or not cards[s].base or cards[s].owner is not None:
                f.root.fail(f"expected a universal saga base card for {hid}'s starter set, got {s!r}", "cards")
    return cards, tales, stacks


def _test(node: Node, rules: Rules) -> Test:
    node.only(("attr", "level"))
    return Test(node.child("attr").as_ref(rules.attributes, "an attribute"), node.str("level", choices=TEST_LEVELS))


def _cost(node: Node) -> dict[str, int]:
    node.only(("offering",) + ATTRIBUTES)
    return {k: node.int(k, lo=1, hi=MAX_AMOUNT) for k in node.keys()}


def read_exploration(f: ContentFile, rules: Rules, board: Board, refs: _Refs) -> tuple[
        dict[str, Text], dict[str, ExplorationCard]]:
    """Adventure sets and exploration cards; each card's kind brings the parts it needs."""
    root = f.root.only(("sets", "cards"))
    set_nodes = root.tables("sets", min_length=1)
    unique_ids(set_nodes)
    sets = {n.str("id"): n.only(("id", "name")).text("name") for n in set_nodes}
    card_nodes = root.tables("cards", min_length=1)
    unique_ids(card_nodes)
    cards: dict[str, ExplorationCard] = {}
    for n in card_nodes:
        n.only(("id", "deck", "set", "name", "kind", "icons", "tale", "challenge", "test", "tests", "effects",
                "success", "failure", "columns", "path", "task", "reinforce", "reinforce_if", "defiled", "enemy"))
        kind = n.str("kind", choices=EXPLORATION_KINDS)
        tests: tuple[Test, ...] = ()
        if n.has("test"):
            tests = (_test(n.table("test"), rules),)
        elif n.has("tests"):
            tests = tuple(_test(t, rules) for t in n.array("tests", min_length=2))
        needs = {"challenge": "challenge", "test": "test", "choice": "columns", "side_quest": "task"}
        if kind in needs and not n.has(needs[kind]) and not (kind == "test" and tests):
            n.fail(f"missing; a {kind} card needs its {needs[kind]}", needs[kind])
        columns = []
        if n.has("columns"):
            for c in n.array("columns", length=2):
                c.only(("name", "test", "cost", "success", "path"))
                columns.append(Column(c.text("name"), _test(c.table("test"), rules) if c.has("test") else None,
                                      _frozen(_cost(c.table("cost"))) if c.has("cost") else _frozen({}),
                                      _effects(c, "success", refs),
                                      c.child("path").as_ref(rules.paths, "a Path type") if c.has("path") else None))
        task = None
        if n.has("task"):
            t = n.table("task").only(("place", "tokens", "rewards", "path"))
            task = Task(_place(t.table("place"), rules, board),
                        tuple(x.as_ref(rules.terrains, "a terrain") for x in t.array("tokens", min_length=1)),
                        _effects(t, "rewards", refs),
                        t.child("path").as_ref(rules.paths, "a Path type") if t.has("path") else None)
        cards[n.str("id")] = ExplorationCard(
            n.str("id"), n.child("deck").as_ref(rules.terrains, "a terrain deck"),
            n.child("set").as_ref(sets, "an adventure set") if n.has("set") else None, n.text("name"), kind,
            tuple(i.as_str(choices=ICONS) for i in n.array("icons", min_length=1)) if n.has("icons") else (),
            n.bool("tale") if n.has("tale") else False,
            _challenge(n.table("challenge"), rules) if n.has("challenge") else None, tests,
            _effects(n, "effects", refs), _effects(n, "success", refs), _effects(n, "failure", refs), tuple(columns),
            n.child("path").as_ref(rules.paths, "a Path type") if n.has("path") else None, task,
            n.int("reinforce", lo=1, hi=MAX_AMOUNT) if n.has("reinforce") else 0,
            n.opt_str("reinforce_if"), n.bool("defiled") if n.has("defiled") else False, n.opt_str("enemy"))
    for deck in rules.terrains:
        if not any(c.deck == deck and c.set is None for c in cards.values()):
            root.fail(f"expected base cards in the {deck} deck", "cards")
    return sets, cards


def _enemy(n: Node, rules: Rules, refs: _Refs, hosts: Mapping[str, Text] | None,
           heroes: Mapping[str, Hero]) -> Enemy:
    n.only(("id", "name", "host", "keywords", "ability", "difficulty", "advantage", "damage", "taint", "value",
            "starter", "corrupts"))
    c = Challenge(tuple(d.as_ref(rules.attributes, "an attribute") for d in n.array("difficulty", min_length=1)),
                  n.str("advantage", choices=ADVANTAGES), n.str("damage", choices=NICA_EFFECTS),
                  n.str("taint", choices=NICA_EFFECTS))
    return Enemy(n.str("id"), n.text("name"),
                 n.child("host").as_ref(hosts, "a Host") if hosts is not None else None,
                 tuple(k.as_str() for k in n.array("keywords", min_length=1)) if n.has("keywords") else (),
                 _ability(n.child("ability"), refs, enemy=True) if n.has("ability") else None, c,
                 n.int("value", lo=1, hi=MAX_AMOUNT) if n.has("value") else 0,
                 n.bool("starter") if n.has("starter") else False,
                 n.child("corrupts").as_ref(heroes, "a hero") if n.has("corrupts") else None)


def read_enemies(f: ContentFile, rules: Rules, refs: _Refs, heroes: Mapping[str, Hero]) -> tuple[
        dict[str, Text], dict[str, Enemy], dict[str, Enemy]]:
    """Hosts, their enemies and the Czart cards; every Host has exactly one `starter` among its value-2 cards."""
    root = f.root.only(("hosts", "enemies", "czarts"))
    host_nodes = root.tables("hosts", min_length=1)
    unique_ids(host_nodes)
    hosts = {n.str("id"): n.only(("id", "name")).text("name") for n in host_nodes}
    refs.hosts = tuple(hosts)
    enemy_nodes = root.tables("enemies", min_length=1)
    czart_nodes = root.tables("czarts", min_length=1)
    unique_ids(enemy_nodes + czart_nodes)
    enemies = {n.str("id"): _enemy(n, rules, refs, hosts, heroes) for n in enemy_nodes}
    czarts = {n.str("id"): _enemy(n, rules, refs, None, heroes) for n in czart_nodes}
    for n in enemy_nodes:
        e = enemies[n.str("id")]
        if e.value == 0:
            n.fail("missing; an enemy gives trophies", "value")
        if e.starter and e.value != 2:
            n.fail("expected value 2 on a starter card (the value-2 card that joins the Enemy deck)", "starter")
    for host in hosts:
        mine = [e for e in enemies.values() if e.host == host]
        if any(e.value == 2 for e in mine) and sum(e.starter for e in mine) != 1:
            root.fail(f"expected exactly one starter card among Host {host}'s value-2 enemies", "enemies")
    return hosts, enemies, czarts


def read_support(f: ContentFile, rules: Rules, refs: _Refs) -> tuple[dict[str, Item], dict[str, Creature],
                                                                      dict[str, God]]:
    """Items, creatures and gods."""
    root = f.root.only(("items", "creatures", "gods"))
    item_nodes = root.tables("items", min_length=1)
    unique_ids(item_nodes)
    items = {}
    for n in item_nodes:
        n.only(("id", "name", "value", "copies", "main", "alternative"))
        items[n.str("id")] = Item(n.str("id"), n.text("name"), n.int("value", lo=1, hi=MAX_AMOUNT),
                                  n.int("copies", lo=1, hi=MAX_AMOUNT), _ability(n.child("main"), refs),
                                  _ability(n.child("alternative"), refs) if n.has("alternative") else None)
    creature_nodes = root.tables("creatures", min_length=1)
    unique_ids(creature_nodes)
    creatures = {}
    for n in creature_nodes:
        n.only(("id", "name", "back", "main", "special"))
        creatures[n.str("id")] = Creature(n.str("id"), n.text("name"), n.child("back").as_ref(rules.terrains, "a terrain"),
                                          _ability(n.child("main"), refs), _extra(n.child("special"), refs))
    god_nodes = root.tables("gods", min_length=1)
    unique_ids(god_nodes)
    gods = {}
    for n in god_nodes:
        n.only(("id", "name", "path", "main", "one_shot"))
        gods[n.str("id")] = God(n.str("id"), n.text("name"), n.child("path").as_ref(rules.paths, "a Path type"),
                                tuple(_ability(m, refs) for m in n.array("main", min_length=1)),
                                _ability(n.child("one_shot"), refs))
    return items, creatures, gods


def read_herald(f: ContentFile, rules: Rules, refs: _Refs, heroes: Mapping[str, Hero]) -> Herald:
    """The Herald, its Herald cards and its attack cards."""
    root = f.root.only(("herald", "cards", "attacks"))
    h = root.table("herald").only(("id", "name", "attack_nica_dice", "battle_nica_dice", "attack_reward"))
    card_nodes = root.tables("cards", min_length=1)
    attack_nodes = root.tables("attacks", min_length=1)
    unique_ids(card_nodes + attack_nodes)
    cards = {}
    for n in card_nodes:
        n.only(("id", "name", "difficulty", "ability"))
        cards[n.str("id")] = HeraldCard(
            n.str("id"), n.text("name"),
            tuple(d.as_ref(rules.attributes, "an attribute") for d in n.array("difficulty", min_length=1)),
            _ability(n.child("ability"), refs, effect=True))
    attacks = {n.str("id"): _enemy(n, rules, refs, None, heroes) for n in attack_nodes}
    nica = rules.limits.nica_dice
    return Herald(h.str("id"), h.text("name"), h.int("attack_nica_dice", lo=1, hi=nica),
                  h.int("battle_nica_dice", lo=1, hi=nica), _ability(h.child("attack_reward"), refs, effect=True),
                  _frozen(cards), _frozen(attacks))


def read_scenarios(f: ContentFile, rules: Rules, board: Board, hosts: Mapping[str, Text], sets: Mapping[str, Text],
                   herald: Herald) -> dict[str, Scenario]:
    """The two scenarios: their start, tokens, decks, rituals, goal and Nica phase."""
    nodes = f.root.only(("scenarios",)).tables("scenarios", min_length=1)
    unique_ids(nodes)
    out = {}
    for n in nodes:
        n.only(("id", "name", "start", "herald", "herald_start", "taint", "threat", "hosts", "rituals", "extinguish",
                "herald_attacks", "develop", "goal", "goal_clear", "nica", "watchtower_cost", "edge_stone_cost",
                "faces", "feed_from"))
        start = n.str("herald_start")
        if start != ABYSS and start not in board.regions:
            n.fail(f"expected a region or {ABYSS!r}, got {start!r}", "herald_start")
        rituals = tuple(r.as_int(lo=1, hi=rules.limits.nica_rifts) for r in n.array("rituals", min_length=1))
        faces = []
        for fn in n.array("faces") if n.has("faces") else []:
            fn.only(("set", "host", "defeat"))
            faces.append(Face(fn.child("set").as_ref(sets, "an adventure set") if fn.has("set") else None,
                              fn.child("host").as_ref(hosts, "a Host") if fn.has("host") else None,
                              fn.bool("defeat") if fn.has("defeat") else False))
        extinguish = n.bool("extinguish")
        if extinguish and len(faces) != len(rituals):
            n.fail(f"expected one entry per Monolith Ritual ({len(rituals)}), got {len(faces)}", "faces")

        def specials(key: str, extra: tuple[str, ...] = ()) -> tuple[str, ...]:
            return tuple(x.as_ref(tuple(rules.specials) + extra, "a special region kind")
                         for x in n.array(key, min_length=1))

        def terrains(key: str) -> tuple[str, ...]:
            return tuple(x.as_ref(rules.terrains, "a terrain") for x in n.array(key)) if n.has(key) else ()

        out[n.str("id")] = Scenario(
            n.str("id"), n.text("name"), n.child("start").as_ref(rules.specials, "a special region kind"),
            n.child("herald").as_ref((herald.id,), "the Herald") if n.has("herald") else None, start,
            specials("taint"), specials("threat", THREAT_PLACES),
            tuple(x.as_ref(hosts, "a Host") for x in n.array("hosts", min_length=1)), rituals, extinguish,
            n.bool("herald_attacks"), n.str("develop", choices=DEVELOP), n.str("goal", choices=GOALS),
            specials("goal_clear"), tuple(x.as_str(choices=NICA_STEPS) for x in n.array("nica", min_length=1)),
            terrains("watchtower_cost"), terrains("edge_stone_cost"), tuple(faces),
            n.opt_int("feed_from", lo=1, hi=rules.limits.black_stones))
    return out


def load(root: Path = CONTENT_DIR) -> Content:
    """Read and cross-check every content file under `root` (tests point it at damaged copies)."""
    files = {name: read_toml(root, name) for name in FILES}
    refs = _Refs()
    rules = read_rules(files["rules.toml"], refs)
    board = read_map(files["map.toml"], rules)
    enemies_root = files["enemies.toml"].root
    if enemies_root.has("hosts"):
        refs.hosts = tuple(n.str("id") for n in enemies_root.tables("hosts"))
    heroes, banner, feats, marks = read_heroes(files["heroes.toml"], rules, refs)
    sagas, tales, stacks = read_sagas(files["sagas.toml"], rules, board, heroes, refs)
    sets, exploration = read_exploration(files["exploration.toml"], rules, board, refs)
    hosts, enemies, czarts = read_enemies(files["enemies.toml"], rules, refs, heroes)
    for n in files["exploration.toml"].root.tables("cards"):
        if n.has("enemy"):
            n.child("enemy").as_ref(czarts, "a Czart card")
    items, creatures, gods = read_support(files["support.toml"], rules, refs)
    herald = read_herald(files["herald.toml"], rules, refs, heroes)
    scenarios = read_scenarios(files["scenarios.toml"], rules, board, hosts, sets, herald)
    return Content(files_hash(files.values()), rules, board, _frozen(heroes), banner,
                   _frozen(feats), _frozen(marks), _frozen(sagas), _frozen(tales),
                   _frozen(stacks), _frozen(sets), _frozen(exploration), _frozen(hosts),
                   _frozen(enemies), _frozen(czarts), _frozen(items), _frozen(creatures),
                   _frozen(gods), herald, _frozen(scenarios))


@lru_cache(maxsize=1)
def content() -> Content:
    """The default content, loaded once (records are immutable, so every game shares them)."""
    return load()
