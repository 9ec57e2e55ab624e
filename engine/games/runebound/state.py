"""Runebound's game state (spec §3.12–3.13): plain dataclasses, changed only by the reducer.

Hexes are stored as (q, r) tuples; dictionaries keyed by hex use "q,r" strings so the state encodes
to canonical JSON as it is. Derived values (skills, life, stamina) are computed, never stored.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.common.decks import Deck
from engine.common.plain_copy import plain_copy
from engine.common.dice import Pool
from engine.common.hexes import Hex
from engine.kernel.canonical import JsonObject
from engine.kernel.rng import Forced

# steps of the turn (spec §5); `state.step` names the current one
SETUP, REFRESH, MOVEMENT, MOVING, ADVENTURE, REPLENISH, ENCOUNTER, MARKET, EXPERIENCE, END_TURN, OVER = (
    "setup", "refresh", "movement", "moving", "adventure", "replenish", "encounter", "market", "experience",
    "end_turn", "over")
ASSIGN, ROUND_END = "assign", "round_end"


def hex_key(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def key_hex(key: str) -> Hex:
    q, r = key.split(",")
    return Hex(int(q), int(r))


@dataclass
class AllyState:
    """An ally a hero owns, with its own wounds and exhaustion (spec §3.8)."""

    card: str
    wounds: int = 0
    exhaustion: int = 0
    face_down: bool = False


@dataclass
class ItemState:
    card: str
    face_down: bool = False


@dataclass
class PlayerState:
    """One seat's hero and belongings (spec §3.12)."""

    seat: int
    hero: str = ""
    position: tuple[int, int] | None = None
    gold: int = 0
    wounds: int = 0
    exhaustion: int = 0
    hero_face_down: bool = False
    xp_tokens: list[str] = field(default_factory=list)
    counters: list[str] = field(default_factory=list)
    banked_xp: int = 0
    allies: list[AllyState] = field(default_factory=list)
    items: list[ItemState] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    # per-turn flags
    rested: bool = False
    bought: list[str] = field(default_factory=list)
    sold: list[str] = field(default_factory=list)

    def ally_cards(self) -> list[str]:
        return [a.card for a in self.allies]

    def item_cards(self) -> list[str]:
        return [i.card for i in self.items]


@dataclass
class Fight:
    """What a fight keeps between its rolls, against a challenge or another hero (spec §7, §9, §11.3): the
    Before Combat abilities used ("<seat>:hero", "<seat>:<ally card>"), Mira's focus, Brenna's guard, this
    round's Battle Priest blessings, the seats that used their one activated item Before Combat, and the
    allies in the round's plan (an ally killed mid-round must not shift the others' places)."""

    round: int = 1
    assignment: dict[str, str] = field(default_factory=dict)   # phase -> "hero" | "ally<index>" | "defend" | "none"
    phase: int = 0                                            # the phase being resolved
    used: list[str] = field(default_factory=list)
    focused: list[int] = field(default_factory=list)
    guarded: list[int] = field(default_factory=list)
    blessed: list[str] = field(default_factory=list)
    before_items: list[int] = field(default_factory=list)
    round_allies: list[str] = field(default_factory=list)


@dataclass
class Combat(Fight):
    """A fight in progress against one challenge (spec §7)."""

    card: str = ""
    colour: str = ""
    wounds: int = 0
    slot: int | None = None          # the unresolved slot it came from, if any
    aside: bool = False              # the risen Margath of the Doom Track endgame


@dataclass
class Strike:
    """One roll in progress and the point where it waits for a player's card (spec §9): a combat phase's
    attack or defence, a Before Combat bolt, or a skill test. `then` names what follows it."""

    then: str
    stage: str
    seat: int                        # who rolls (the Hero side, the bolt's user, the tested hero)
    foe: int = -1                    # the other hero in hero-vs-hero combat; -1: a challenge (or none)
    phase: int = -1                  # the combat phase (-1: a skill test)
    actor: str = "hero"              # "hero" | "defend" | "ally" (with `ally`) | "test"
    ally: str = ""
    skill: str = ""
    before: bool = False             # Before Combat: effects tied to a phase do not apply (spec §7.2)
    target: int = 0
    target_add: int = 0              # what the target roll adds to its dice (hero-vs-hero)
    total: int = 0
    roll_add: int = 0                # what the roll adds to its dice
    bonus: int = 0                   # declared before the roll (Throwing Knives, a blessing)
    target_bonus: int = 0
    damage: int = 0
    victim: str = ""                 # "foe" | "hero" | "ally"
    fail_wounds: int = 0             # a Before Combat test's wounds on failure (damage: armour may prevent it)


@dataclass
class Trade:
    """An offer being built between the active hero and another on his hex (spec §11.2)."""

    partner: int
    give: list[str] = field(default_factory=list)
    take: list[str] = field(default_factory=list)
    give_gold: int = 0
    take_gold: int = 0


@dataclass
class PvP(Fight):
    """Hero-vs-hero combat (spec §11.3): the Hero side attacks, the Challenge side rolls targets; they switch
    every round. `before`: the seat using Before Combat abilities now (the defender, then the attacker)."""

    attacker: int = 0
    defender: int = 0
    hero_side: int = 0
    before: int | None = None

    @property
    def challenge_side(self) -> int:
        return self.defender if self.hero_side == self.attacker else self.attacker


@dataclass
class Doom:
    """The optional Doom Track (spec §13)."""

    pile: list[str] = field(default_factory=list)
    tokens: int = 0
    margath: str | None = None           # Margath set aside face up once he has risen
    margath_wounds: int = 0              # his wounds persist between fights in the endgame
    endgame_round: int | None = None
    lost: bool = False


@dataclass
class GameState:
    rng: int
    forced: Forced | None = None
    players: list[PlayerState] = field(default_factory=list)
    active: int = 0
    first_player: int = 0
    round_no: int = 1
    step: str = SETUP
    winner: int | None = None
    counters_on_hex: dict[str, list[str]] = field(default_factory=dict)
    unresolved_on_hex: dict[str, int] = field(default_factory=dict)   # hex key -> slot number
    unresolved_slots: dict[str, str | None] = field(default_factory=dict)   # "1".."6" -> card
    adventure_decks: dict[str, list[str]] = field(default_factory=dict)
    market_deck: list[str] = field(default_factory=list)
    market_stacks: dict[str, list[str]] = field(default_factory=dict)
    event_slot: str | None = None
    common_pool: dict[str, int] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    # the turn in progress
    movement: Pool = field(default_factory=Pool)            # the movement dice rolled this turn (faces F1..F6)
    adventure_colour: str | None = None
    drawn: str | None = None                                 # the encounter being resolved
    pending: str | None = None                               # an encounter's second question ("accept", ...)
    combat: Combat | None = None
    last_roll: list[int] = field(default_factory=list)      # the latest 2d10 (for logs and tests)
    peek: list[str] | None = None                            # Lira's look: [colour, card], seen by her player only
    trade: Trade | None = None
    doom: Doom | None = None
    ko: JsonObject | None = None                         # a knocked-out hero choosing among equal cards
    pvp: PvP | None = None
    strike: Strike | None = None
    revealed: str | None = None                              # the market card a Merchant Caravan turned up

    @property
    def current(self) -> PlayerState:
        return self.players[self.active]

    @property
    def round(self) -> int:
        """The round as the platform reads it (the Load list says "round 7", not "step 213")."""
        return self.round_no

    def market(self) -> Deck[str]:
        """The market deck, drawn and added to through the shared Deck (over this state's own list; Runebound
        discards under the deck, so it never reshuffles)."""
        return Deck(self.market_deck)

    def adventure(self, colour: str) -> Deck[str]:
        """One colour's adventure deck, as `market`."""
        return Deck(self.adventure_decks[colour])

    @property
    def dice(self) -> list[str]:
        """The movement dice's faces in roll order (every die of a movement roll is rolled at once)."""
        return [str(f) for f in self.movement.faces()]

    @property
    def dice_spent(self) -> list[bool]:
        """Which movement dice a step has used."""
        return [d.spent for d in self.movement.dice]


def clone_state(state: GameState) -> GameState:
    """An independent copy (engine/common/plain_copy.py: every undo copies a snapshot)."""
    return plain_copy(state)


def _player(p: PlayerState) -> JsonObject:
    return {
        "seat": p.seat, "hero": p.hero, "position": None if p.position is None else list(p.position),
        "gold": p.gold, "wounds": p.wounds, "exhaustion": p.exhaustion, "hero_face_down": p.hero_face_down,
        "xp_tokens": list(p.xp_tokens), "counters": list(p.counters), "banked_xp": p.banked_xp,
        "allies": [{"card": a.card, "wounds": a.wounds, "exhaustion": a.exhaustion, "face_down": a.face_down}
                   for a in p.allies],
        "items": [{"card": i.card, "face_down": i.face_down} for i in p.items],
        "kept": list(p.kept), "rested": p.rested, "bought": list(p.bought), "sold": list(p.sold),
    }


def encode_state(state: GameState) -> JsonObject:
    """The state as canonical JSON data, written out by hand: the generic walk over dataclasses was most of
    a step's time (hashing encodes the whole state after every step)."""
    from engine.kernel.canonical import to_jsonable
    s = state
    return {
        "rng": s.rng, "forced": to_jsonable(s.forced), "players": [_player(p) for p in s.players],
        "active": s.active, "first_player": s.first_player, "round_no": s.round_no, "step": s.step,
        "winner": s.winner, "counters_on_hex": {k: list(v) for k, v in s.counters_on_hex.items()},
        "unresolved_on_hex": dict(s.unresolved_on_hex), "unresolved_slots": dict(s.unresolved_slots),
        "adventure_decks": {k: list(v) for k, v in s.adventure_decks.items()},
        "market_deck": list(s.market_deck), "market_stacks": {k: list(v) for k, v in s.market_stacks.items()},
        "event_slot": s.event_slot, "common_pool": dict(s.common_pool), "removed": list(s.removed),
        "dice": list(s.dice), "dice_spent": list(s.dice_spent), "adventure_colour": s.adventure_colour,
        "drawn": s.drawn, "pending": s.pending, "combat": to_jsonable(s.combat), "last_roll": list(s.last_roll),
        "peek": None if s.peek is None else list(s.peek), "trade": to_jsonable(s.trade),
        "pvp": to_jsonable(s.pvp), "doom": to_jsonable(s.doom), "ko": to_jsonable(s.ko),
        "strike": to_jsonable(s.strike), "revealed": s.revealed,
    }


def hand_over(src: PlayerState, dst: PlayerState, card: str) -> None:
    """Pass one ally or item from one hero to another (a trade, or a look at what a trade would give)."""
    for i, a in enumerate(src.allies):
        if a.card == card:
            dst.allies.append(src.allies.pop(i))
            return
    for i, it in enumerate(src.items):
        if it.card == card:
            dst.items.append(src.items.pop(i))
            return
    raise ValueError(f"P{src.seat + 1} has no {card}")
