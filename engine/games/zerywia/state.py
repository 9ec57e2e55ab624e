"""Zerywia's game state (spec §3): plain dataclasses, changed only by the reducer.

Decks are lists, top first. A hero's attributes follow the Chosen board model of §11.1: per attribute the
marker's position `pos`, the starting value `base`, Injuries `inj`, a Primal flaw `pflaw` and a regular Flaw `flaw`;
what the rules read (points, the cap, the Pierw maximum) is derived from those.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.kernel.canonical import JsonAny
from engine.kernel.rng import Forced

# steps of the game (spec §5, §6); `state.step` names the current one
SETUP, CHOOSE_HERO, MARKS, CHOOSE_SAGAS, DEVELOP, PREPARE = (
    "setup", "choose_hero", "draw_marks", "choose_sagas", "develop_sagas", "prepare_sagas")
SWIETOWIT, EXPEDITION, CAMP, NICA, OVER = "swietowit_phase", "expedition_phase", "camp_phase", "nica_phase", "over"
BATTLE = "epic_battle"          # Pamięć Świata's end: the heroes against the Herald (§15.3)
REPLACE = "replace_heroes"      # before a Cycle: players whose hero is out may take another (§11.5, §11.7)
# hero forms and status (§3.5)
CHOSEN, GARDZICA = "chosen", "gardzica"
ACTIVE, DEAD, LOST, REMOVED = "active", "dead", "lost", "removed"
# the day wheel's first position (§5.2): the campfire; the times of day follow it in content order
CAMPFIRE = "camp"
# region tokens (§3.3)
TAINT, RIFT = "taint", "rift"
THREAT, HORDE = "threat", "horde"
# what a Nica rift of the Abyss holds besides nothing (§3.2)
BLACK = "black"
ABYSS = "abyss"


@dataclass
class Attribute:
    """One attribute track of a Chosen board (§11.1): the marker's position, the starting value (= maximum),
    Injuries, a Primal flaw and a regular Flaw."""

    base: int
    pos: int
    inj: int = 0
    pflaw: int = 0
    flaw: int = 0

    @property
    def cap(self) -> int:
        """Where the block marker stands: the highest position the marker may reach."""
        return self.base - self.inj - self.pflaw

    @property
    def points(self) -> int:
        """Spendable points: a regular Flaw blocks position 0, so it costs one point of the track."""
        return self.pos - self.flaw

    @property
    def max_points(self) -> int:
        return self.cap - self.flaw


@dataclass
class Feat:
    """A feat card a hero owns (its unique feat, its Mark, rewards): ready, or exhausted until recovered."""

    card: str
    ready: bool = True


@dataclass
class Stack:
    """A saga stack a hero develops (§14.2): its base card and the Tales still to come, the active one first."""

    saga: str
    tales: list[str] = field(default_factory=list)


@dataclass
class ExpeditionToken:
    """An expedition token: its terrain and the Kir where it was earned ([PD] for Tale conditions)."""

    terrain: str
    kir: str


@dataclass
class TestRoll:
    """An Attribute Test in progress (§9): who is tested, on what, how many hits it needs, the dice as they lie,
    the runes from dice over the limit, the Taint tokens from Nica dice over the limit, and what it decides."""

    seat: int
    attr: str
    needed: int
    dice: list[str] = field(default_factory=list)
    nica: list[str] = field(default_factory=list)
    runes: int = 0
    tokens: int = 0
    purpose: str = ""
    used: list[str] = field(default_factory=list)       # its once-per-test abilities used (Weda's reroll)


@dataclass
class ChallengeRoll:
    """A Challenge in progress (§8): who faces it and why, the enemy cards (main first, then reinforcing and
    defiling), the difficulty symbols and enemy shields, the hero's own shields and runes, the attribute dice
    (their attributes, faces, which are locked), the Nica dice and Taint tokens, the banners bought and used."""

    seat: int
    purpose: str
    card: str = ""
    challenge: str = ""             # where its symbols and Nica effects are printed: an enemy or card id
    enemies: list[str] = field(default_factory=list)
    defilers: list[str] = field(default_factory=list)
    symbols: list[str] = field(default_factory=list)
    enemy_shields: list[str] = field(default_factory=list)
    own_shields: list[str] = field(default_factory=list)
    runes: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)      # the attribute of each die
    dice: list[str] = field(default_factory=list)       # its face ("" before the roll)
    locked: list[int] = field(default_factory=list)
    nica: list[str] = field(default_factory=list)
    tokens: int = 0
    bought: list[str] = field(default_factory=list)     # cards whose banner die was bought ("gardzica" too)
    rerolled: list[str] = field(default_factory=list)   # banners whose reroll was used
    crits: list[str] = field(default_factory=list)      # cards whose critical ability was used
    auras: list[str] = field(default_factory=list)
    rolled: bool = False
    kept: list[str] = field(default_factory=list)       # hits/runes kept back to negate losses (DP-ALLOCATE)
    party: list[int] = field(default_factory=list)      # a group challenge's heroes, the lead first (§10.2)
    owners: list[int] = field(default_factory=list)     # the hero that added each die
    passed: list[int] = field(default_factory=list)     # participants done with the dice or with Determination
    negations: list[str] = field(default_factory=list)  # losses RES feats negate: an attribute, or "any"
    cancelled: list[int] = field(default_factory=list)  # Nica dice whose every effect is cancelled (Ofiarnik)
    spared: list[int] = field(default_factory=list)     # Nica dice whose losses are negated (Modły)
    taint_spared: bool = False                          # the losses of every Nica TAINT result negated (Mglista Skóra)
    covered: list[str] = field(default_factory=list)    # symbols covered by a card, not by a die (Grom)
    once: list[str] = field(default_factory=list)       # prepared cards whose once-per-challenge ability was used
    god_charges: int = 0                                # deity choices paid for and not yet spent (§13.4)


@dataclass
class Battle:
    """The Epic Battle (§15.3): the Herald card drawn, its difficulty symbols not yet covered by runes and its
    shields not yet removed, its rules for the whole battle, the round, the attack card each hero drew face down
    this round, the heroes that have resolved theirs, the Injuries each hero had when the battle began (one more
    removes it), and the runes a hero who won its attack is still placing on the Herald card."""

    card: str
    symbols: list[str]
    shields: list[str]
    auras: list[str] = field(default_factory=list)
    round: int = 0
    drawn: dict[str, str] = field(default_factory=dict)       # seat (as text) -> attack card
    resolved: list[int] = field(default_factory=list)
    injuries: dict[str, int] = field(default_factory=dict)    # seat (as text) -> Injuries at the start
    runes: list[str] = field(default_factory=list)


@dataclass
class Invite:
    """A joint action proposed (§10.4): its lead, what it is, the partners named, and their answers so far."""

    lead: int
    kind: str
    named: list[int]
    accepted: list[int] = field(default_factory=list)
    answered: list[int] = field(default_factory=list)
    to: str = ""                    # a joint Explore's target region


@dataclass
class HeroState:
    """One seat's hero (spec §3.5)."""

    seat: int
    hero: str = ""
    form: str = CHOSEN
    status: str = ACTIVE
    region: str = ""
    birth_kir: str = ""
    attributes: dict[str, Attribute] = field(default_factory=dict)
    pierw: int = 0
    day_wheel: str = CAMPFIRE
    base_cards: list[str] = field(default_factory=list)     # saga base cards owned (open stack cards taken)
    prepared: list[str] = field(default_factory=list)       # relics, rituals and allies on the Chosen board
    reserve: list[str] = field(default_factory=list)        # owned relics, rituals and allies not prepared
    feats: list[Feat] = field(default_factory=list)
    stacks: list[Stack] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)          # Path cards under the Path stone, oldest first
    path_types: list[str] = field(default_factory=list)     # the Path type each of them gives (same order)
    god_uses: int = 0               # its deity's main ability used this hero turn (or this Camp / Nica phase)
    deity: str | None = None
    expedition_tokens: list[ExpeditionToken] = field(default_factory=list)
    trophies: int = 0
    offerings: int = 0
    items: list[str] = field(default_factory=list)
    creature: str | None = None
    side_quests: list[str] = field(default_factory=list)
    acted: bool = False             # has taken its Action this Turn (or its Camp this Camp phase)
    used: list[str] = field(default_factory=list)   # abilities used this Cycle that work once per Cycle
    gardzica_by_flaws: bool = False # the Gardzica awoke from the third Flaw (it sleeps again below three, §11.6)
    gardzica_slot: str = ""         # the day-wheel slot holding the Flaw marker of an effect-woken Gardzica
    quest_kirs: dict[str, str] = field(default_factory=dict)   # side quest -> the Kir where it was drawn

    @property
    def pflaws(self) -> int:
        return sum(a.pflaw for a in self.attributes.values())

    @property
    def flaws(self) -> int:
        """Regular and Primal flaws together (three awaken the Gardzica, §11.6)."""
        return sum(a.flaw + a.pflaw for a in self.attributes.values())


@dataclass
class RegionTokens:
    """What lies on a region (§3.3): at most one Taint/Rift token, one Threat/Horde token, one Watchtower and one
    Edge stone."""

    taint: str | None = None
    threat: str | None = None
    watchtower: bool = False
    edge_stone: bool = False


@dataclass
class GameState:
    rng: int
    forced: Forced | None = None
    prepared: JsonAny = None                        # a prepared game's data, whose position setup lays out
    scenario: str = "droga"
    heroes: list[HeroState] = field(default_factory=list)
    step: str = SETUP
    cycle: int = 0
    turn: str = ""                                  # the time of day of the Expedition phase's turn
    active: int | None = None                       # the seat whose hero turn (or Camp turn) is under way
    todo: list[str] = field(default_factory=list)   # what the active hero still settles, in order ("any", "flaw",
                                                    # "leave", "move:<region>", "option", ...)
    regions: dict[str, RegionTokens] = field(default_factory=dict)
    faces: dict[str, str] = field(default_factory=dict)   # the statue: the Kir each face looks at -> its stone
    rifts: list[str] = field(default_factory=list)  # the Abyss' Nica rifts: "" empty, "black", or a Dawn stone
    ritual: int = 0                                 # the Monolith Ritual under way (0-based)
    herald: str = ABYSS                             # the Herald's region, or the Abyss
    exploration: dict[str, list[str]] = field(default_factory=dict)    # terrain -> deck, top first
    discards: dict[str, list[str]] = field(default_factory=dict)       # terrain -> discard pile
    enemy_deck: list[str] = field(default_factory=list)
    enemy_discard: list[str] = field(default_factory=list)
    host_deck: list[str] = field(default_factory=list)
    item_deck: list[str] = field(default_factory=list)
    item_discard: list[str] = field(default_factory=list)
    herald_cards: list[str] = field(default_factory=list)
    herald_attacks: list[str] = field(default_factory=list)
    herald_attack_discard: list[str] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)                     # Mark cards not drawn
    open_sagas: list[str] = field(default_factory=list)                # the open stack of saga base cards
    gods: list[str] = field(default_factory=list)                      # the open God stack
    creatures: list[str] = field(default_factory=list)                 # the open Creature stack
    czarts: list[str] = field(default_factory=list)                    # kept apart (§5.1)
    adventure_sets: list[str] = field(default_factory=list)            # sets not yet shuffled in
    revealed: list[str] = field(default_factory=list)   # Items shown by a Cradle's Trade, in the order seen
    test: TestRoll | None = None                    # an Attribute Test being rolled and modified
    challenge: ChallengeRoll | None = None          # a Challenge under way
    card: str | None = None                         # the exploration card being resolved
    card_terrain: str = ""                          # the deck it came from (its expedition token's terrain)
    card_failed: bool = False                       # a test or challenge on it failed (no token, no Path)
    card_column: int = -1                           # the column chosen on a choice card
    fallen: list[str] = field(default_factory=list)         # heroes that died or were lost (never played again)
    declined: list[int] = field(default_factory=list)       # seats whose player took no other hero (out)
    retired_sagas: list[str] = field(default_factory=list)  # saga base cards that left the game with their hero
    invite: Invite | None = None                    # a joint action proposed, its partners still answering
    keeping: int | None = None                      # a hero given a 4th Item between turns, to let one go
    party: list[int] = field(default_factory=list)  # the heroes of the joint action under way, the lead first
    absorbers: list[int] = field(default_factory=list)      # those of them in its joint Absorption ritual
    proposal: int | None = None                     # the seat proposing the Epic Battle, others still answering
    agreed: list[int] = field(default_factory=list)         # seats that confirmed the proposal
    refused: bool = False                           # a proposal was refused this Turn (not proposed again)
    battle: Battle | None = None                    # the Epic Battle under way
    result: str | None = None                       # "won" or "lost" once the game is over
    reason: str = ""                                # the condition that decided it

    def hero(self, seat: int | None) -> HeroState:
        """The hero of a seat (an action's player: never None for a hero's own action)."""
        assert seat is not None, "a system action has no hero"
        return self.heroes[seat]

    def active_heroes(self) -> list[HeroState]:
        return [h for h in self.heroes if h.status == ACTIVE]

    def black_stones(self) -> int:
        """Black stones lying on the Nica rifts (the statue's are counted by its faces)."""
        return self.rifts.count(BLACK)

    def extinguished(self) -> int:
        return sum(stone == BLACK for stone in self.faces.values())
