"""Roll Player state (spec §3): plain dataclasses, changed only by the reducer in rules.py.

Dice are immutable (a new `Die` replaces the old one when its value changes), so a clone only
copies containers; `clone_state` is the hand-written fast copy the kernel uses for snapshots.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum

from engine.common.decks import Deck
from engine.kernel.canonical import JsonObject
from engine.kernel.rng import Forced


class Colour(Enum):
    """Dice colours; the value is the one-letter code used by the content files (spec §15)."""

    GREEN = "G"
    BLUE = "U"
    RED = "R"
    PURPLE = "P"
    BLACK = "K"
    WHITE = "W"
    GOLD = "Y"


CLASS_COLOURS: tuple[Colour, ...] = (
    Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE,
)


class Attr(StrEnum):
    """Attribute rows, top to bottom on the sheet (a str enum: fast, name-equal hashing for the
    sheet dicts; encodes exactly as a plain Enum would, by name)."""

    STR = "STR"
    DEX = "DEX"
    CON = "CON"
    INT = "INT"
    WIS = "WIS"
    CHA = "CHA"


ATTRS: tuple[Attr, ...] = tuple(Attr)
ROW_SLOTS = 3


class FamiliarRow(StrEnum):
    """The familiar card's row (CHiCH): a sheet row for dice, never an attribute row (spec §12.1, PD-E08).
    A key of the sheet only for expansion players, so a base game's sheet and encoding stay as they were."""

    FAM = "FAM"


FAM = FamiliarRow.FAM
Row = Attr | FamiliarRow                 # a key of the sheet: an attribute row, or an expansion player's familiar row
ROWS: dict[str, Row] = {**{a.name: a for a in ATTRS}, FAM.name: FAM}


def row_of(name: str) -> Row:
    """The sheet key a row name stands for: an attribute, or the familiar row."""
    return ROWS[name]


class DieKind(Enum):
    ATTRIBUTE = "ATTRIBUTE"  # d6, one colour (gold included)
    SPLIT = "SPLIT"          # CHiCH: values 1..4, two colours (spec §4.1, PD-E10/E11)


class Phase(StrEnum):
    SETUP = "SETUP"
    ROLL = "ROLL"
    DICE = "DICE"
    MARKET = "MARKET"
    CLEANUP = "CLEANUP"
    GAME_OVER = "GAME_OVER"


@dataclass(frozen=True, slots=True, eq=False)
class Die:
    """One die; `value` is None while it is in the bag. Immutable: use `with_value`.

    Compared by identity (eq=False): a die is a physical object, and identity keeps the hot
    paths (slot scans, list removal) fast; compare `id`/`value`/`colours` explicitly instead.
    """

    id: int
    colours: frozenset[Colour]
    value: int | None = None
    kind: DieKind = DieKind.ATTRIBUTE

    @property
    def colour(self) -> Colour:
        """The die's colour (for a split die: one of its two, use `colours` to test)."""
        return next(iter(self.colours))

    @property
    def faces(self) -> int:
        return 4 if self.kind is DieKind.SPLIT else 6

    def is_colour(self, colour: Colour) -> bool:
        return colour in self.colours

    def with_value(self, value: int | None) -> "Die":
        return Die(self.id, self.colours, value, self.kind)


@dataclass
class PlayerState:
    """One seat's character: sheet, cards, gold and per-round flags (spec §3 names)."""

    seat: int
    race: str | None = None
    sheet: dict[Row, list[Die | None]] = field(default_factory=lambda: {a: [None] * ROW_SLOTS for a in Attr})
    class_id: str | None = None
    alignment_card: str | None = None
    alignment_pos: tuple[int, int] = (1, 1)
    backstory: str | None = None
    gold: int = 0
    charisma: int = 0
    weapons: list[str] = field(default_factory=list)
    armour: list[str] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)
    skills: dict[str, bool] = field(default_factory=dict)   # card id -> exhausted?
    initiative: int | None = None                           # index into GameState.initiative
    market_done: bool = False
    action_used_this_dice_phase: bool = False
    start_dice: list[Die] = field(default_factory=list)     # rolled at setup, not yet placed
    class_dice: list[Die] = field(default_factory=list)     # drawn for the class, back to the bag later

    def dice(self) -> list[Die]:
        return [d for row in self.sheet.values() for d in row if d is not None]

    def dice_count(self) -> int:
        n = 0
        for row in self.sheet.values():  # a plain loop: this runs for every skill check
            n += len(row) - row.count(None)
        return n

    def full(self) -> bool:
        return all(d is not None for row in self.sheet.values() for d in row)

    def owned(self, kind: str) -> list[str]:
        """Where an owned Market card of type `kind` is kept (a skill is a key of `skills` instead)."""
        return {"trait": self.traits, "weapon": self.weapons, "armour": self.armour}[kind]

    @property
    def card(self) -> int:
        """The index of the Initiative card held, asked only where the player holds one."""
        if self.initiative is None:
            raise ValueError(f"P{self.seat + 1} holds no Initiative card")
        return self.initiative


@dataclass
class FiendsPlayer(PlayerState):
    """A seat in an expansion game (spec §3 CHiCH fields): the familiar row is the sheet's FAM key, so
    `dice()`, `full()` (21 dice, §12.7) and class-colour counts include it. A subclass, so a base
    game's state encodes exactly as before.

    `xp`/`xp_on_trickster` (§12.6, fiends/xp.py), `glory`/`damage` (hunts §12.5, the Monster battle
    §12.7), `adventure_tokens` (the Adventure cards their holder sees) and `trophies` (fiends/hunt.py),
    `imps_pending`/`imps_active`/`imps_banished` (§12.4, fiends/imps.py), `scrolls` (§12.9),
    `backpack` (Plecak, PD-E14, fiends/backpack.py), the battle's stars (fiends/battle.py).
    """

    class_colour: str | None = None                             # drawn at setup (a tracking marker, §12.2.2 step 10)
    familiar: str | None = None
    familiar_choices: list[str] = field(default_factory=list)   # the 2 drawn at setup, until one is kept
    xp: int = 0
    xp_on_trickster: int = 0
    glory: int = 0
    damage: int = 0
    adventure_tokens: list[str] = field(default_factory=list)  # "lair", "trap", "attack", in gain order
    trophies: list[str] = field(default_factory=list)
    imps_pending: list[str] = field(default_factory=list)      # taken this Dice phase, active at its end (PD-E13)
    imps_active: list[str] = field(default_factory=list)
    imps_banished: list[str] = field(default_factory=list)
    scrolls: list[str] = field(default_factory=list)
    backpack: list[Die] = field(default_factory=list)
    monster_stars: int = 0         # the Monster battle's level stars (§12.7)
    champion_stars: int = 0        # and its champion bonus

    def full(self) -> bool:
        """21 dice: the sheet, the familiar row and the Backpack's stored dice (PD-E14 c)."""
        empty = 0
        for row in self.sheet.values():
            empty += row.count(None)
        return empty <= len(self.backpack)

    def owned(self, kind: str) -> list[str]:
        """Scrolls too (§12.9)."""
        return self.scrolls if kind == "scroll" else super().owned(kind)


@dataclass
class InitiativeCard:
    """A card of the dice pool: label, Market order, whether it takes gold, its dice and gold."""

    label: str
    order: int
    gold_space: bool
    dice: list[Die] = field(default_factory=list)
    gold: int = 0
    taken_by: int | None = None


@dataclass
class Frame:
    """A sub-step in progress (an attribute action's target, a tie to order, a skill's choice).

    The top frame of `GameState.stack` decides the next question; `data` is JSON-able.
    """

    kind: str
    player: int
    data: JsonObject = field(default_factory=dict)


@dataclass
class GameState:
    """The whole table (spec §3); `rng` and `forced` are the kernel-maintained RNG state."""

    rng: int
    players: list[PlayerState]
    solo: bool = False
    variants: list[str] = field(default_factory=list)
    class_selection: str = "draw"
    first_player: int = 0
    round: int = 0
    phase: Phase = Phase.SETUP
    step: str = "first_player"        # sub-step of the phase (keys of flow.FLOW.steps)
    current: int | None = None        # the player whose turn it is in the phase
    turn: int = 0                     # index into the phase's turn order
    bag: list[Die] = field(default_factory=list)
    pool: list[Die] = field(default_factory=list)          # rolled, not yet sorted onto cards
    initiative: list[InitiativeCard] = field(default_factory=list)
    market_row: list[str] = field(default_factory=list)
    market_deck: list[str] = field(default_factory=list)   # index 0 = top, hidden
    discard_pile: list[str] = field(default_factory=list)
    trash: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)           # removed from the game (solo Diplomacy)
    enemy_dice: list[Die] = field(default_factory=list)
    races_left: list[str] = field(default_factory=list)
    classes_taken: list[str] = field(default_factory=list)  # class colours (codes) taken
    stack: list[Frame] = field(default_factory=list)
    placed_rows: list[Row] = field(default_factory=list)   # rows that got a die this turn
    bought: int = 0                   # purchases made in the current Market turn
    charisma_used: bool = False       # a token already paid in this Market turn
    discount: int = 0                 # Haggle: gold off this turn's purchases
    peek: str | None = None           # Break-in: the deck top seen by `current`
    druid_done: bool = False
    last_first_rolls: list[list[int | None]] = field(default_factory=list)  # per re-roll, None = not rolling
    forced: Forced | None = None      # a scenario's forced results (kernel-maintained, like `rng`)

    @property
    def current_seat(self) -> int:
        """`current`, read in a step that has a player whose turn it is."""
        if self.current is None:
            raise ValueError(f"step {self.step} has no current player")
        return self.current

    def market(self) -> Deck[str]:
        """The Market deck and its discard pile, drawn through the shared Deck (over this state's own lists)."""
        return Deck(self.market_deck, self.discard_pile)


@dataclass
class FiendsState(GameState):
    """The table of an expansion game (spec §3 CHiCH fields; a subclass, so a base game encodes as before).

    `card_imps[i]` are the imps on Initiative card i, `imp_spaces[i]` whether it has an imp space.
    The Monster battle (§12.7, fiends/battle.py) reads `monster` and `adventure` (lair, trap, attack,
    face down until then); hunting (§12.5, fiends/hunt.py) takes `minion_deck[0]`, the revealed minion.
    """

    expansion: str = "fiends"
    dice_per_card: int = 2            # 2 until the Call to Adventure is drawn, then 1 (§12.3)
    call_drawn: bool = False
    removed: list[str] = field(default_factory=list)         # out of the game: the Call to Adventure (PD-E07)
    card_imps: list[list[str]] = field(default_factory=list)
    imp_spaces: list[bool] = field(default_factory=list)
    imp_deck: list[str] = field(default_factory=list)        # index 0 = top, hidden
    minion_deck: list[str] = field(default_factory=list)     # index 0 = the revealed minion
    minion_box: list[str] = field(default_factory=list)      # the 5 removed at setup
    monster: str | None = None
    monster_box: list[str] = field(default_factory=list)
    adventure: list[str] = field(default_factory=list)       # lair, trap, attack: face down

    def player(self, seat: int) -> FiendsPlayer:
        """Seat `seat`, an expansion player as every seat at this table is."""
        return fiends_player(self, seat)
    adventure_box: list[str] = field(default_factory=list)
    familiar_deck: list[str] = field(default_factory=list)   # hidden, shuffled; the box after setup
    familiar_box: list[str] = field(default_factory=list)    # the familiars not kept
    placed_familiar: list[int] = field(default_factory=list)  # familiar slots that got a die this turn (F13)
    # The Monster battle (§12.7, fiends/battle.py), per seat: combat dice, the roll, XP re-rolls made,
    # the final result (the stars are each player's); `defeated` ends a solo game lost (PD-E33).
    battle_pool: list[int] = field(default_factory=list)
    battle_rolls: list[list[int]] = field(default_factory=list)
    battle_rerolls: list[int] = field(default_factory=list)
    battle_result: list[int] = field(default_factory=list)
    battle_free: list[int] = field(default_factory=list)   # the free re-roll weapon used (1) or not (0)
    defeated: bool = False
    # Everyone fights at once (§12.7): each seat's stage (0 mercenaries, 1 rolled, 2 done) and the pool as
    # dealt, which another player's view shows until the battle is over (mercenaries are a hidden choice).
    battle_stage: list[int] = field(default_factory=list)
    battle_dealt: list[int] = field(default_factory=list)

    def minions(self) -> Deck[str]:
        """The minion deck (its top is the revealed minion), as `market`."""
        return Deck(self.minion_deck)

    def imps(self) -> Deck[str]:
        """The imp deck, as `market`."""
        return Deck(self.imp_deck)


FIENDS_PLAYER_LISTS = ("familiar_choices", "adventure_tokens", "trophies", "imps_pending",
                       "imps_active", "imps_banished", "scrolls", "backpack")
FIENDS_STATE_LISTS = ("removed", "imp_spaces", "imp_deck", "minion_deck", "minion_box", "monster_box", "adventure",
                      "adventure_box", "familiar_deck", "familiar_box", "placed_familiar", "battle_pool", "battle_rerolls",
                      "battle_result", "battle_free", "battle_stage", "battle_dealt")


def clone_state(s: GameState) -> GameState:
    """Fast copy: containers are copied, dice and strings shared (they are immutable)."""
    players = []
    for p in s.players:
        q = type(p).__new__(type(p))
        q.__dict__.update(p.__dict__)
        q.sheet = {a: list(r) for a, r in p.sheet.items()}
        q.weapons = list(p.weapons)
        q.armour = list(p.armour)
        q.traits = list(p.traits)
        q.skills = dict(p.skills)
        q.start_dice = list(p.start_dice)
        q.class_dice = list(p.class_dice)
        if type(p) is not PlayerState:
            for name in FIENDS_PLAYER_LISTS:
                setattr(q, name, list(getattr(p, name)))
        players.append(q)
    t = type(s).__new__(type(s))
    t.__dict__.update(s.__dict__)
    t.players = players
    t.variants = list(s.variants)
    t.bag = list(s.bag)
    t.pool = list(s.pool)
    t.initiative = [InitiativeCard(c.label, c.order, c.gold_space, list(c.dice), c.gold, c.taken_by)
                    for c in s.initiative]
    t.market_row = list(s.market_row)
    t.market_deck = list(s.market_deck)
    t.discard_pile = list(s.discard_pile)
    t.trash = list(s.trash)
    t.box = list(s.box)
    t.enemy_dice = list(s.enemy_dice)
    t.races_left = list(s.races_left)
    t.classes_taken = list(s.classes_taken)
    t.stack = [Frame(f.kind, f.player, _copy_data(f.data)) for f in s.stack]
    t.placed_rows = list(s.placed_rows)
    t.last_first_rolls = [list(r) for r in s.last_first_rolls]
    if isinstance(s, FiendsState):
        for name in FIENDS_STATE_LISTS:
            setattr(t, name, list(getattr(s, name)))
        ft = fiends_state(t)
        ft.card_imps = [list(x) for x in s.card_imps]
        ft.battle_rolls = [list(x) for x in s.battle_rolls]
    return t


def _copy_data(data: JsonObject) -> JsonObject:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in data.items()}


def fiends_state(s: GameState) -> FiendsState:
    """The table as an expansion game's, for rules that exist only with the expansion."""
    if not isinstance(s, FiendsState):
        raise TypeError("an expansion rule ran at a base game's table")
    return s


def fiends_player(s: GameState, seat: int) -> FiendsPlayer:
    """Seat `seat` as an expansion player, for rules that exist only with the expansion."""
    p = s.players[seat]
    if not isinstance(p, FiendsPlayer):
        raise TypeError(f"an expansion rule ran for a base game's player P{seat + 1}")
    return p
