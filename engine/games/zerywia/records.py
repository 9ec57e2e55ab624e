"""The typed records Zerywia's content is read into (spec §18): immutable, shared by every game; content.py reads
and checks the TOML files into them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from engine.common.content import Text
from engine.common.regions import RegionGraph


@dataclass(frozen=True, slots=True)
class Ability:
    """One printed ability or effect: a named handler, its numbers, and when and how often it works."""

    do: str
    params: Mapping[str, object]
    timing: str | None = None
    when: str | None = None
    once: str | None = None
    in_tests: bool = False
    kind: str | None = None
    who: str | None = None
    cost: str | None = None
    also: "Ability | None" = None


@dataclass(frozen=True, slots=True)
class Extra:
    """A feat's or creature's optional additional ability and what it costs."""

    cost: str
    ability: Ability


@dataclass(frozen=True, slots=True)
class Named:
    """A record that is only an id and a name in both languages (attributes, terrains, times, paths)."""

    id: str
    name: Text


@dataclass(frozen=True, slots=True)
class Stone:
    id: str
    name: Text
    recovers: str              # an attribute, or "any" (any one attribute or 1 Pierw, G25)


@dataclass(frozen=True, slots=True)
class Kir:
    id: str
    name: Text
    compass: str
    time: str
    stone: str                 # the Dawn stone on the face looking at this Kir at setup
    deity: Text


@dataclass(frozen=True, slots=True)
class Limits:
    attribute_track: int
    pierw: int
    offerings: int
    expedition_tokens: int
    items: int
    creatures: int
    developing_sagas: int
    paths: int
    nica_dice: int
    dice_per_attribute: int
    nica_rifts: int
    black_stones: int
    trophies_per_offering: int
    starting_sagas: int
    solo_extra_sagas: int


@dataclass(frozen=True, slots=True)
class Dice:
    attribute: tuple[str, ...]
    nica: tuple[str, ...]
    kir: tuple[str, ...]
    location: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Rules:
    limits: Limits
    attributes: Mapping[str, Named]
    terrains: Mapping[str, Named]
    specials: Mapping[str, Named]
    times: tuple[str, ...]
    time_names: Mapping[str, Named]
    stones: Mapping[str, Stone]
    black_stone: Text
    kirs: Mapping[str, Kir]    # in the statue's counter-clockwise turning order
    statue: Text
    extinguish_from: str
    dice: Dice
    paths: Mapping[str, Named]

    @property
    def kir_order(self) -> tuple[str, ...]:
        """The Kirs East -> North -> West -> South: the way every face of the statue turns (§6.1)."""
        return tuple(self.kirs)


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: Text
    kir: str
    terrains: tuple[str, ...]
    special: str | None
    port: bool
    adjacent: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """The 40 regions and their borders; `special[(kir, kind)]` is the one region of that kind in that Kir."""

    regions: Mapping[str, Region]
    graph: RegionGraph
    special: Mapping[tuple[str, str], str]

    def ports(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions.values() if r.port)

    def in_kir(self, kir: str) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions.values() if r.kir == kir)


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: Text
    epithet: Text
    attributes: Mapping[str, int]
    limits: Mapping[str, int]
    ability: Ability
    camp: tuple[str, ...]
    gardzica_camp: tuple[str, ...]
    feat: str
    personal_saga: str
    starter_sagas: tuple[str, ...]
    pamiec_sagas: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Feat:
    id: str
    name: Text
    ability: Ability
    extra: Extra | None


@dataclass(frozen=True, slots=True)
class Mark:
    id: str
    name: Text
    kir: str
    ability: Ability


@dataclass(frozen=True, slots=True)
class Banner:
    die: str
    kind: str


@dataclass(frozen=True, slots=True)
class SagaCard:
    id: str
    name: Text
    type: str
    base: bool
    owner: str | None           # the hero whose Personal saga this base card starts
    banner: Banner | None
    ability: Ability | None
    crit: Ability | None
    crit_die: str | None
    extra: Extra | None


@dataclass(frozen=True, slots=True)
class Place:
    """Where a task is resolved: one region, any region of a special kind (in the Birth Kir or where the card
    was drawn, when `kir` says so), or any port."""

    region: str | None = None
    special: str | None = None
    kir: str | None = None
    port: bool = False


@dataclass(frozen=True, slots=True)
class Challenge:
    difficulty: tuple[str, ...]
    advantage: str
    damage: str
    taint: str


@dataclass(frozen=True, slots=True)
class TaleOption:
    cost: Mapping[str, int]
    reward: str


@dataclass(frozen=True, slots=True)
class Tale:
    id: str
    saga: str
    stage: int
    name: Text
    tokens: tuple[str, ...]
    outside_birth_kir: bool
    different_kirs: bool
    place: Place
    challenge: Challenge | None
    options: tuple[TaleOption, TaleOption]
    path: str


@dataclass(frozen=True, slots=True)
class Test:
    attr: str
    level: str


@dataclass(frozen=True, slots=True)
class Column:
    name: Text
    test: Test | None
    cost: Mapping[str, int]
    success: tuple[Ability, ...]
    path: str | None


@dataclass(frozen=True, slots=True)
class Task:
    place: Place
    tokens: tuple[str, ...]
    rewards: tuple[Ability, ...]
    path: str | None


@dataclass(frozen=True, slots=True)
class ExplorationCard:
    id: str
    deck: str
    set: str | None             # None = the base decks
    name: Text
    kind: str
    icons: tuple[str, ...]
    tale: bool
    challenge: Challenge | None
    tests: tuple[Test, ...]     # one test, or a combined test in order
    effects: tuple[Ability, ...]
    success: tuple[Ability, ...]
    failure: tuple[Ability, ...]
    columns: tuple[Column, ...]
    path: str | None
    task: Task | None
    reinforce: int
    reinforce_if: str | None
    defiled: bool
    enemy: str | None


@dataclass(frozen=True, slots=True)
class Enemy:
    id: str
    name: Text
    host: str | None            # None for a Czart
    keywords: tuple[str, ...]
    ability: Ability | None
    challenge: Challenge
    value: int
    starter: bool
    corrupts: str | None


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    name: Text
    value: int
    copies: int
    main: Ability
    alternative: Ability | None


@dataclass(frozen=True, slots=True)
class Creature:
    id: str
    name: Text
    back: str
    main: Ability
    special: Extra


@dataclass(frozen=True, slots=True)
class God:
    id: str
    name: Text
    path: str
    main: tuple[Ability, ...]
    one_shot: Ability


@dataclass(frozen=True, slots=True)
class HeraldCard:
    id: str
    name: Text
    difficulty: tuple[str, ...]
    ability: Ability


@dataclass(frozen=True, slots=True)
class Herald:
    id: str
    name: Text
    attack_nica_dice: int
    battle_nica_dice: int
    attack_reward: Ability
    cards: Mapping[str, HeraldCard]
    attacks: Mapping[str, Enemy]


@dataclass(frozen=True, slots=True)
class Face:
    """What extinguishing the n-th face of the statue brings (§5.4 item 7)."""

    set: str | None = None
    host: str | None = None
    defeat: bool = False


@dataclass(frozen=True, slots=True)
class Scenario:
    id: str
    name: Text
    start: str
    herald: str | None
    herald_start: str           # a region id or "abyss"
    taint: tuple[str, ...]
    threat: tuple[str, ...]
    hosts: tuple[str, ...]
    rituals: tuple[int, ...]
    extinguish: bool
    herald_attacks: bool
    develop: str
    goal: str
    goal_clear: tuple[str, ...]
    nica: tuple[str, ...]
    watchtower_cost: tuple[str, ...]
    edge_stone_cost: tuple[str, ...]
    faces: tuple[Face, ...]
    feed_from: int | None


@dataclass(frozen=True, slots=True)
class Content:
    hash: str
    rules: Rules
    board: Board
    heroes: Mapping[str, Hero]
    gardzica_banner: Banner
    feats: Mapping[str, Feat]
    marks: Mapping[str, Mark]
    sagas: Mapping[str, SagaCard]
    tales: Mapping[str, Tale]
    stacks: Mapping[str, tuple[str, ...]]     # saga base card -> its Tales by stage
    sets: Mapping[str, Text]
    exploration: Mapping[str, ExplorationCard]
    hosts: Mapping[str, Text]
    enemies: Mapping[str, Enemy]
    czarts: Mapping[str, Enemy]
    items: Mapping[str, Item]
    creatures: Mapping[str, Creature]
    gods: Mapping[str, God]
    herald: Herald
    scenarios: Mapping[str, Scenario]
