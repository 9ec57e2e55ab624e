"""Discover's game state (spec §3): plain dataclasses, changed only by the reducer.

Spaces are keyed "q,r" so the state encodes to canonical JSON as it is. Numbered decks are lists kept in
numerical order (never shuffled, spec §8.1); the other decks and stacks are lists, top first.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from engine.common.hexes import Hex
from engine.kernel.rng import Forced

# steps of the game (spec §4, §5); `state.step` names the current one
SETUP, CHOOSE, REVEAL, DAY, NIGHT, OVER = "setup", "choose_character", "reveal_characters", "day", "night", "over"
NIGHT_STEPS, NIGHT_WATER, DIRTY_WATER, CHIEF = "night_steps", "night_water", "dirty_water", "pass_chief"
MOVES = "monsters_move"          # the monsters move, one space at a time (spec §14.4); a fight may return to it
# hero status (spec §3.3)
ACTIVE, ELIMINATED, WON = "active", "eliminated", "won"
HEART = "heart"
# what may lie on a space (spec §3.2)
LANDSCAPE, RESOURCE, WATER, MONSTER, SPECIAL, FIRE, CAMP, MARKER = (
    "landscape", "resource", "water", "monster", "special", "fire", "camp", "marker")


def key(h: Hex | tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def hex_of(k: str) -> Hex:
    q, r = k.split(",")
    return Hex(int(q), int(r))


@dataclass
class Held:
    """A resource a hero keeps: a supply token (`token` "") or a landscape token kept as a resource (§7.1)."""

    resource: str
    amount: int = 1
    token: str = ""


@dataclass
class Piece:
    """A token on a space: its kind, its id (a landscape, water, monster or fire token's id, a special monster's
    id, a resource's name for a supply token), whether it lies face up, and whether a fire burns (§3.2, §13)."""

    kind: str
    id: str
    up: bool = False
    lit: bool = False
    amount: int = 1


@dataclass
class OwnedItem:
    """An item card a hero owns: from the search or the crafted item deck, with markers and carried resources."""

    deck: str
    number: int
    markers: int = 0
    carried: list[Held] = field(default_factory=list)
    used_on: list[int | str] = field(default_factory=list)   # [round, "day"/"night"] of its last once-a-day use


@dataclass
class Hero:
    """One seat's hero (spec §3.3); `dealt` and `kept` are the secret character choice until it is revealed."""

    seat: int
    colour: str = ""
    character: str = ""
    dealt: list[str] = field(default_factory=list)
    kept: str | None = None
    status: str = ACTIVE
    space: str | None = None
    stamina: int = 0
    health: list[str] = field(default_factory=list)
    resources: list[Held] = field(default_factory=list)
    items: list[OwnedItem] = field(default_factory=list)
    blueprints: list[int] = field(default_factory=list)
    threats: list[str] = field(default_factory=list)
    support: list[str] = field(default_factory=list)
    ability_used_on: list[int | str] = field(default_factory=list)   # the character's once-a-day use

    def damage(self) -> int:
        return sum(1 for h in self.health if h != HEART)

    def count(self, resource: str) -> int:
        """How many of a resource the hero holds (a double token counts twice as resources, once as a token)."""
        return sum(h.amount for h in self.resources if h.resource == resource)


@dataclass
class EnemyInPlay:
    """An enemy card face up beside the map (it retreated or was fled from) with its damage markers (§15.2)."""

    deck: str
    number: int
    markers: int = 0
    token: str | None = None


@dataclass
class Combat:
    """A fight in progress (spec §15): the fighter, the enemy card and its token, the supporters asked in order
    and the cards they played, the dice (visible faces and modifiers) and whose turn it is to modify."""

    fighter: int
    deck: str
    number: int
    token: str | None                      # the piece on the map (a monster, special or landscape token)
    space: str | None                      # where that token lies
    after: str                             # what follows the fight: "move" (its free Gather), "day", "night"
    supporters: list[int] = field(default_factory=list)
    asked: int = 0                         # supporters asked so far
    played: dict[str, str] = field(default_factory=dict)   # supporter seat -> support card played
    used: list[str] = field(default_factory=list)          # once-per-combat abilities used, support cards used
    rolled: bool = False
    grey: int = 0
    red: int = 0
    grey_mod: int = 0
    red_mod: int = 0
    turn: int = 0                          # index into the modifiers' cycle
    passes: int = 0                        # passes in succession


@dataclass
class Duel:
    """Scenario 5's attack on another hero (spec §18.3): the attacker rolls grey, the defender red; fighters and
    supporters modify in turns clockwise from the attacker; a final 10 or more hits; the hitter may take one
    of the other's resources."""

    attacker: int
    defender: int
    supporters: list[int] = field(default_factory=list)
    asked: int = 0
    played: dict[str, str] = field(default_factory=dict)
    used: list[str] = field(default_factory=list)
    grey: int = 0
    red: int = 0
    grey_mod: int = 0
    red_mod: int = 0
    turn: int = 0
    passes: int = 0
    takers: list[int] = field(default_factory=list)   # heroes who hit and may take one of the other's resources


@dataclass
class GameState:
    rng: int
    forced: Forced | None = None
    expedition: int = 1                          # the scenario played (1 or 5)
    players_at_start: int = 1                    # "#" (spec §16.3)
    heroes: list[Hero] = field(default_factory=list)
    step: str = SETUP
    chief: int = 0
    round: int = 0
    active: int | None = None
    to_play: list[int] = field(default_factory=list)   # seats still to take their turn this day, in order
    stage: int = 1
    stage_markers: int = 0
    tiles: dict[str, str] = field(default_factory=dict)        # slot -> tile id
    revealed: list[str] = field(default_factory=list)          # slots whose tile lies face up
    spaces: dict[str, list[Piece]] = field(default_factory=dict)
    night_draw: list[str] = field(default_factory=list)
    night_discard: list[str] = field(default_factory=list)
    threat_draw: list[str] = field(default_factory=list)
    threat_discard: list[str] = field(default_factory=list)
    search: list[int] = field(default_factory=list)
    enemy: list[int] = field(default_factory=list)
    crafted: list[int] = field(default_factory=list)
    blueprints_normal: list[int] = field(default_factory=list)
    blueprints_advanced: list[int] = field(default_factory=list)
    blueprints_up: list[int] = field(default_factory=list)
    encounters: list[str] = field(default_factory=list)
    characters_boxed: list[str] = field(default_factory=list)
    landscape: dict[str, list[str]] = field(default_factory=dict)
    landscape_discard: dict[str, list[str]] = field(default_factory=dict)
    monster_pool: list[str] = field(default_factory=list)
    monsters_unused: list[str] = field(default_factory=list)   # monster tokens off the map, out of the pool
    water_pool: list[str] = field(default_factory=list)
    special_supply: list[str] = field(default_factory=list)
    upgrades: list[int] = field(default_factory=list)
    enemies_in_play: list[EnemyInPlay] = field(default_factory=list)
    box: list[str] = field(default_factory=list)
    fires_placed: int = 0
    night_rebuilds: int = 0                      # how many times the night deck was rebuilt (Scenario 5's end)
    night_card: str | None = None                # the night card being resolved
    night_step: int = 0                          # its next step, top to bottom
    waiting: list[int] = field(default_factory=list)   # heroes still to resolve the current night step
    chief_pick: int | None = None                # the chief's choice at the end of the night
    votes: dict[str, int] = field(default_factory=dict)   # each other hero's override candidate (-1: none)
    quarrel: int | None = None                   # a hero choosing whom a Quarrel threat card takes stamina from
    combat: Combat | None = None
    duel: Duel | None = None
    retreat: int | None = None                   # a fighter choosing where a blocked enemy retreats (DP-21)
    moving: list[list[int | str]] = field(default_factory=list)   # monsters still moving: [token, steps, mode, arg]
    engaged: list[str] = field(default_factory=list)   # moved monsters that entered a hero's space, to fight
    monster_after: str = ""                      # where play goes once the monsters have moved and fought
    tie: list[int | str] | None = None           # the chief breaking a tie: [kind, token, option, option, ...]
    agree: dict[str, int | str] | None = None    # heroes naming who fights a monster on their space (PD-AGREE)
    share: dict[str, int] | None = None          # a defeated enemy's reward the fighter may still share
    next_stage: int | None = None                # a stage to go to once the triggering action is resolved
    trade: dict[str, list[str]] | None = None   # a trade being agreed: partner, what each side gives
    choice: list[int | str] | None = None        # a card's choice in progress: [seat, kind, card number, after]
    free_gather: bool = False                    # the active hero may take the free Gather of a Move & gather
    over_limit: int | None = None                # a hero above the carrying limit choosing what to drop
    dirty: int | None = None                     # a hero who spent dirty water and must spend medicine or roll
    once: dict[str, list[int | str]] = field(default_factory=dict)   # card copy -> [round, phase] last used

    def hero(self, seat: int) -> Hero:
        return self.heroes[seat]

    def pieces(self, h: Hex | str) -> list[Piece]:
        return self.spaces.get(h if isinstance(h, str) else key(h), [])

    def active_seats(self) -> list[int]:
        return [h.seat for h in self.heroes if h.status == ACTIVE]

    def clockwise_from(self, seat: int) -> Iterator[int]:
        """Every seat starting with `seat`, going to the left (spec PD-SEAT)."""
        n = len(self.heroes)
        for i in range(n):
            yield (seat + i) % n
