"""Roll Player positions for scenarios (engine/scenario.py): the table in the rules' own terms,
refused when the rules could never reach it, and laid out as a game state.

[position] (every key optional; a missing one takes the usual value):
  round = 1                 the round in progress, 1 = the first
  phase = "roll"            "roll" (before the round's dice are drawn) | "dice" | "market"
  first_player = 0          the seat holding the bag this round
  turn = 1                  Dice or Market phase: whose turn it is (default: the phase's first)
  market = ["B10", "B38"]   the Market row, left to right
  deck = ["B40"]            the Market deck's top cards, top first; every card named nowhere lies under
                            them in an order shuffled by the seed
  deck_bottom = ["B33"]     the Market deck's bottom cards, the last named lowest
  discard = ["B02"]         the discard pile, oldest first
  trash = ["B05"]           solo only: the trash pile
  bag = { red = 9, ... }    a check of what the bag holds (it always holds every die lying nowhere else)
  [[position.initiative]]   one per Initiative card, "1" first (default: no dice, gold on every gold space)
    dice = ["gold 4"]       "colour value" (green, blue, red, purple, black, white, gold; 1..6)
    gold = 1                0 or 1, only on a card with a gold space that nobody has taken (default: 1 there)
    taken = 0               the seat holding the card (Dice and Market phases)
  [[position.players]]      one per seat, seat 0 first (seats left out take the defaults)
    race, class, alignment, backstory   content ids (default: the first in the content files nobody has)
    marker = [1, 1]         the alignment marker: row Lawful..Chaotic, column Good..Evil (default: centre)
    gold = 5, charisma = 0  charisma tokens only in the Dice and Market phases
    cards = ["B24"]         bought Market cards; each lies in its area (trait, skill, weapon, armour)
    exhausted = ["B24"]     the skills turned sideways
    sheet = { STR = ["red 6", "blue 3"], CHA = ["gold 2"] }   each row's dice, leftmost first

Forced results: faces are d6 faces (1..6); draws name the colour of the die drawn from the bag
("red"); orders name the cards on top of a shuffled deck (Alignment, Backstory or Market card ids).
"""
from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from engine.common.content import Node
from engine.common.scenario import POSITION_KEY, forced_faces, read_forced, scenario_node
from engine.kernel.canonical import JsonObject
from engine.kernel.rng import DRAWS, FORCED_KEY, ORDERS, Rng

from . import effects
from .bag import fiends_bag
from .content import Content
from .effects import content
from .fiends import cards
from .fiends.components import load_components
from .fiends.market import call_id
from .fiends.setup import place_imps_now
from .state import ATTRS, FAM, ROW_SLOTS, Attr, Colour, Die, FiendsState, GameState, InitiativeCard, Phase, PlayerState, fiends_player

SETS = ("base",)
ROLL, DICE, MARKET = "roll", "dice", "market"
PHASES = (ROLL, DICE, MARKET)
LAST_CHANCE, BATTLE = "last_chance", "battle"   # the expansion: creation is over (spec §12.7, PD-E31)
END_PHASES = (LAST_CHANCE, BATTLE)
NO_CARDS_TAKEN = (ROLL, *END_PHASES)            # phases in which nobody holds an Initiative card
MAX_ROUND = ROW_SLOTS * len(ATTRS)   # a round places a die: no game lasts longer than a sheet holds
MAX_COUNT = 1_000                    # a typo guard on gold and tokens (the box holds far fewer)
MAX_CARD_GOLD = 1                    # a card never holds more than 1 gold (spec §6.4)
DIE_FACES = 6
CENTRE = (1, 1)
GRID = 3
KEYS = ("round", "phase", "first_player", "turn", "market", "deck", "deck_bottom", "discard", "trash", "bag", "initiative",
        "players")
# The expansion's positions (options.expansion = "fiends") add: call_drawn = false (the Call to Adventure
# lies under the named deck top until drawn), monster = "MO1" (default: the first of a colour no class
# has); per player familiar = "F01" (default: the first nobody has), xp, glory, damage, imps (active),
# banished, tokens (["lair", ...] in order), trophies, a FAM row in the sheet; per Initiative card imps.
# adventure = ["A01", "A05", "A09"]: the Monster's Adventure cards, lair, trap, attack (default: the first of
# each); minions = ["M03"]: the minion deck's top, top first (the first is the revealed minion);
# minions_bottom = ["M07"]: its bottom cards, the last named lowest.
# Split dice are "green/red 2" (value 1..4). Unnamed familiars, imps and minions lie in the box, the imp
# deck and the minion deck (shuffled by the seed); every empty imp space gets the imp deck's top.
# phase = "last_chance" (its window opens with the first player) | "battle" (the Monster battle begins):
# creation is over, so every sheet holds all its dice (FAM row included); no Initiative card is held.
# A position's own shuffles take the first forced orders: the Market deck's unnamed rest, then (expansion)
# the imp deck, then the minion deck's unnamed rest.
FIENDS_SETS = ("base", "chich")
FIENDS_KEYS = ("call_drawn", "monster", "adventure", "minions", "minions_bottom")
FIENDS_PLAYER_KEYS = ("familiar", "xp", "glory", "damage", "imps", "banished", "tokens", "trophies")
SPLIT_FACES = 4
PLAYER_KEYS = ("race", "class", "alignment", "backstory", "marker", "gold", "charisma", "cards", "exhausted",
               "sheet")
CARD_KEYS = ("dice", "gold", "taken")
COLOUR_NAMES: dict[str, Colour] = {c.name.lower(): c for c in Colour}

DieKey = Colour | frozenset[Colour]   # a die's colour; the expansion's split die: the frozenset of its 2 colours
DieSpec = tuple[DieKey, int]


def die_text(die: DieSpec) -> str:
    return f"{_die_name(die[0])} {die[1]}"


def _die_name(key: DieKey) -> str:
    """"red", or a split die's colours in name order, "blue/red" (as forced draws name it)."""
    if isinstance(key, Colour):
        return key.name.lower()
    return "/".join(sorted(c.name.lower() for c in key))


def _key(key: DieKey) -> frozenset[Colour]:
    """The colours a die spec names, as a die's `colours`."""
    return frozenset({key}) if isinstance(key, Colour) else frozenset(key)


@dataclass(frozen=True)
class Seated:
    """One player's part of a position."""

    race: str
    class_id: str
    alignment: str
    backstory: str
    marker: tuple[int, int]
    gold: int
    charisma: int
    cards: tuple[str, ...]
    exhausted: tuple[str, ...]
    sheet: tuple[tuple[Attr, tuple[DieSpec, ...]], ...]

    def to_json(self) -> JsonObject:
        return {"race": self.race, "class": self.class_id, "alignment": self.alignment, "backstory": self.backstory,
                "marker": list(self.marker), "gold": self.gold, "charisma": self.charisma, "cards": list(self.cards),
                "exhausted": list(self.exhausted),
                "sheet": {attr.name: [die_text(d) for d in dice] for attr, dice in self.sheet}}


@dataclass(frozen=True)
class Card:
    """One Initiative card's part of a position."""

    dice: tuple[DieSpec, ...]
    gold: int
    taken: int | None
    imps: tuple[str, ...] = ()        # the expansion: imps lying on the card

    def to_json(self) -> JsonObject:
        out: JsonObject = {"dice": [die_text(d) for d in self.dice], "gold": self.gold}
        if self.taken is not None:
            out["taken"] = self.taken
        if self.imps:
            out["imps"] = list(self.imps)
        return out


@dataclass(frozen=True)
class Position:
    """A validated Roll Player table: what is where, whose turn, which round and phase."""

    round: int
    phase: str
    first_player: int
    turn: int | None
    market: tuple[str, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    trash: tuple[str, ...]
    initiative: tuple[Card, ...]
    players: tuple[Seated, ...]
    fiends: JsonObject | None = None   # the expansion's own keys, as read (fiends_keys below)
    deck_bottom: tuple[str, ...] = ()

    @property
    def per_card(self) -> int:
        """Dice per Initiative card: the expansion's 2 until the Call to Adventure is drawn."""
        if self.fiends is None:
            return 1
        comp = load_components()
        return comp.dice_after_call if self.fiends.get("call_drawn") else comp.dice_before_call

    def to_json(self) -> JsonObject:
        """The canonical form a save keeps (reading it back gives this position again)."""
        out: JsonObject = {
            "round": self.round, "phase": self.phase, "first_player": self.first_player,
            "market": list(self.market), "deck": list(self.deck), "discard": list(self.discard),
            "trash": list(self.trash), "initiative": [c.to_json() for c in self.initiative],
            "players": [p.to_json() for p in self.players],
        }
        if self.turn is not None:
            out["turn"] = self.turn
        if self.deck_bottom:
            out["deck_bottom"] = list(self.deck_bottom)
        if self.fiends is not None:
            out["call_drawn"] = self.fiends["call_drawn"]
            for key in ("monster", "adventure", "minions", "minions_bottom"):
                if self.fiends.get(key):
                    out[key] = self.fiends[key]
            for seat, extra in zip(out["players"], self.fiends["players"]):
                seat.update(extra)
        return out


# --- reading -------------------------------------------------------------------------------------
def read_position(root: Node, players: int) -> Any:
    """The manifest's scenario reader: check the forced results and the position, return the canonical position."""
    position = position_of(root, players)
    return None if position is None else position.to_json()


def position_of(root: Node, players: int, fiends: bool | None = None) -> Position | None:
    """Validate a scenario's forced results and [position]; None when it starts from the usual setup.
    `fiends`: an expansion game (default: as the scenario's options say)."""
    if _expansion(root) if fiends is None else fiends:
        _check_fiends_forced(root)
        if not root.has(POSITION_KEY):
            return None
        return _Reader(root.table(POSITION_KEY), players, content(), fiends=True).read()
    c = content()
    _check_forced(root, c)
    if not root.has(POSITION_KEY):
        return None
    return _Reader(root.table(POSITION_KEY).only(KEYS), players, c).read()


def _check_forced(root: Node, c: Content) -> None:
    """Faces are d6 faces, draws are colours, orders are cards of the decks the rules shuffle."""
    forced_faces(root, 1, DIE_FACES)
    if not root.has(FORCED_KEY):
        return
    node = root.child(FORCED_KEY)
    if node.has(DRAWS):
        for draw in node.array(DRAWS):
            draw.as_str(choices=list(COLOUR_NAMES))
    if node.has(ORDERS):
        shuffled = {*c.of_set(c.alignments, SETS), *c.of_set(c.backstories, SETS), *c.of_set(c.cards, SETS)}
        for order in node.array(ORDERS):
            for item in order.elements():
                item.as_ref(shuffled, "an Alignment, Backstory or Market card")


def _expansion(root: Node) -> bool:
    """The scenario plays the expansion (options.expansion = "fiends")."""
    if not root.has("options"):
        return False
    options = root.child("options")
    return isinstance(options.value, dict) and options.value.get("expansion") == "fiends"


def _check_fiends_forced(root: Node) -> None:
    """An expansion scenario's forced results: draws are colours or a split die's two colours ("green/red",
    in name order); orders name the items of the expansion's shuffles too (class colour codes for the
    tracking markers, familiars, imps, minions, Monsters, Adventure cards, CHiCH cards)."""
    forced_faces(root, 1, DIE_FACES)
    if not root.has(FORCED_KEY):
        return
    c = content()
    node = root.child(FORCED_KEY)
    split = ["/".join(sorted(x.name.lower() for x in pair)) for pair in _split_pairs()]
    if node.has(DRAWS):
        for draw in node.array(DRAWS):
            draw.as_str(choices=[*COLOUR_NAMES, *split])
    if node.has(ORDERS):
        shuffled = {*c.alignments, *c.backstories, *c.cards, *(x.value for x in Colour), *cards.familiar_ids(),
                    *cards.imp_ids(), *cards.minion_ids(), *cards.monster_ids(), *cards.adventure_ids()}
        for order in node.array(ORDERS):
            for item in order.elements():
                item.as_ref(shuffled, "a card, familiar, imp, minion, Monster or class colour code the setup shuffles")


def _split_pairs() -> tuple[frozenset[Colour], ...]:
    return load_components().split_pairs


def _box_dice(players: int) -> Counter[Any]:
    """How many dice of each colour set the expansion's bag holds for `players` (split dice: 1 each)."""
    return Counter(d.colours for d in fiends_bag(players))


def _solo_enemy_dice() -> int:
    return load_components().solo_enemy_dice


def _fiends_layout(players: int) -> Any:
    return load_components().layout(players).cards


def cards_imps() -> list[str]:
    return cards.imp_ids()


class _Reader:
    """Reads one [position] table, remembering where every card and die was named."""

    def __init__(self, node: Node, players: int, c: Content, fiends: bool = False) -> None:
        self.node, self.players, self.c = node, players, c
        self.solo = players == 1
        self.fiends = fiends
        self.sets = FIENDS_SETS if fiends else SETS
        self.cards_at: dict[str, str] = {}
        self.dice_of: Counter[Any] = Counter()
        self.box_dice: Counter[Any] = _box_dice(players) if fiends else Counter(
            {frozenset({colour}): n for colour, n in c.dice.items()})
        self.named: dict[str, str] = {}   # the expansion's familiars, imps, minions: where each was named

    def read(self) -> Position:
        node, n = self.node, self.players
        if self.fiends:
            node.only((*KEYS, *FIENDS_KEYS))
        phases = (*PHASES, *END_PHASES) if self.fiends else PHASES
        phase = node.str("phase", choices=phases) if node.has("phase") else ROLL
        round_no = node.int("round", lo=1, hi=MAX_ROUND) if node.has("round") else 1
        first = node.int("first_player", lo=0, hi=n - 1) if node.has("first_player") else 0
        turn = node.int("turn", lo=0, hi=n - 1) if node.has("turn") else None
        if phase == ROLL and turn is not None:
            node.fail("expected no turn: the Roll phase is the first player's, before anyone's turn", "turn")
        if phase in END_PHASES and turn is not None:
            node.fail("expected no turn: the last chance opens with the first player, the battle is everyone's",
                      "turn")
        market = self._cards("market")
        deck = self._cards("deck")
        deck_bottom = self._cards("deck_bottom")
        discard = self._cards("discard")
        trash = self._cards("trash")
        if trash and not self.solo:
            node.fail("expected no trash pile: only the solo game has one (spec §11)", "trash")
        seated = self._players(phase)
        if phase in END_PHASES:
            self._full_sheets(seated)
        self._market_size(market, phase, seated)
        fiends = self._fiends_table(seated) if self.fiends else None
        initiative = self._initiative(phase)
        self._enemy_dice()
        position = Position(round_no, phase, first, turn, market, deck, discard, trash, initiative, seated, fiends,
                            deck_bottom)
        self._bag(phase, len(initiative) * position.per_card)
        _check_turns(node, position)
        return position

    def _full_sheets(self, seated: tuple[Seated, ...]) -> None:
        """Creation is over only when every sheet holds all its dice (spec §12.7)."""
        rows = [*ATTRS, FAM]
        for seat, p in enumerate(seated):
            filled: dict[Any, int] = {row: len(dice) for row, dice in p.sheet}
            if any(filled.get(row, 0) != ROW_SLOTS for row in rows):
                self.node.fail(f"expected every row of player {seat}'s sheet full ({ROW_SLOTS * len(rows)} dice): "
                               "the last chance and the battle come when creation is over (spec §12.7)", "players")

    # --- cards ---------------------------------------------------------------------------------
    def _known(self) -> list[str]:
        box = self.c.solo.removed_cards if self.solo else ()
        return [k for k in self.c.of_set(self.c.cards, self.sets) if k not in box]

    def _card(self, item: Node) -> str:
        card = item.as_str()
        if self.solo and card in self.c.solo.removed_cards:
            item.fail(f"expected a card in play; {card} is out of the solo game (spec §11.1)")
        card = item.as_ref(self._known(), "a Market card")
        if card in self.cards_at:
            item.fail(f"expected every card in one place; {card} is already at {self.cards_at[card]}")
        self.cards_at[card] = item.key
        return card

    def _market_size(self, market: tuple[str, ...], phase: str, seated: tuple[Seated, ...]) -> None:
        """The Market holds at most the cards Cleanup lays out (spec §5.1, §12.2.1), and in the Market phase
        one more per Druid who added a discarded card (spec §15.2)."""
        size = load_components().setup[self.players].market if self.fiends else self.c.setup[self.players].market_size
        extra = sum(effects.market_start_cards(PlayerState(seat=0, class_id=p.class_id)) for p in seated) \
            if phase == MARKET else 0
        if len(market) > size + extra:
            more = f" plus {extra} added by the Druid" if extra else ""
            self.node.fail(f"expected at most {size + extra} cards (the Market size for {self.players} "
                           f"player{'s' if self.players > 1 else ''}{more}), got {len(market)}", "market")

    def _cards(self, key: str, node: Node | None = None) -> tuple[str, ...]:
        node = self.node if node is None else node
        if not node.has(key):
            return ()
        return tuple(self._card(item) for item in node.array(key))

    # --- dice ----------------------------------------------------------------------------------
    def _die(self, item: Node) -> DieSpec:
        text = item.as_str()
        parts = text.split()
        key: Any = COLOUR_NAMES.get(parts[0]) if len(parts) == 2 else None
        faces = DIE_FACES
        if key is None and self.fiends and len(parts) == 2 and "/" in parts[0]:
            pair = frozenset(COLOUR_NAMES.get(x) for x in parts[0].split("/"))
            key, faces = (pair, SPLIT_FACES) if pair in _split_pairs() else (None, faces)
        value = int(parts[1]) if key is not None and parts[1].isascii() and parts[1].isdigit() else None
        if key is None or value is None or not 1 <= value <= faces:
            split = '; a split die "green/red v", value 1..4' if self.fiends else ""
            item.fail(f'expected a die as "colour value" (colour: {", ".join(COLOUR_NAMES)}; value 1..{DIE_FACES}'
                      f'{split}), got {text!r}')
        self._count(item, key)
        return key, value

    def _count(self, item: Node, colour: Any) -> None:
        """A die named once more than the box holds is one already lying somewhere else."""
        key = _key(colour)
        self.dice_of[key] += 1
        have = self.box_dice[key]
        if self.dice_of[key] > have:
            item.fail(f"expected at most the {have} {_die_name(colour)} dice of the box in play; "
                      f"this is the {self.dice_of[key]}th (a die cannot lie in two places)")

    def _enemy_dice(self) -> None:
        """Solo: the enemy's gold dice are set aside at setup (spec §11.1, §12.10) and are not in the bag."""
        if self.solo:
            for _ in range(_solo_enemy_dice() if self.fiends else self.c.solo.enemy_dice):
                self._count(self.node, Colour.GOLD)

    def _bag(self, phase: str, cards: int) -> None:
        left = {colour: self.box_dice[frozenset({colour})] - self.dice_of[frozenset({colour})] for colour in Colour}
        if self.fiends:
            split_left = sum(self.box_dice[k] - self.dice_of[k] for k in self.box_dice if len(k) == 2)
            if phase == ROLL and sum(left.values()) + split_left < cards:
                self.node.fail(f"expected enough dice in the bag for the Roll phase ({cards}; PD-G15)")
            if self.node.has("bag"):
                self.node.fail("expected no bag check in an expansion position (the bag holds every die named "
                               "nowhere else)", "bag")
            return
        if phase == ROLL and sum(left.values()) < cards:
            self.node.fail(f"expected enough dice in the bag for the Roll phase ({cards}, one per Initiative card; "
                           f"PD-G15), but only {sum(left.values())} lie nowhere else")
        if not self.node.has("bag"):
            return
        bag = self.node.table("bag").only(COLOUR_NAMES)
        for name, colour in COLOUR_NAMES.items():
            said = bag.int(name, lo=0) if bag.has(name) else 0
            if said != left[colour]:
                bag.fail(f"expected {left[colour]} (the {self.c.dice[colour]} {name} dice less those lying "
                         f"elsewhere), got {said}", name)

    # --- players -------------------------------------------------------------------------------
    def _players(self, phase: str) -> tuple[Seated, ...]:
        nodes = self.node.tables("players") if self.node.has("players") else []
        if len(nodes) > self.players:
            self.node.fail(f"expected at most one table per seat ({self.players}), got {len(nodes)}", "players")
        nodes_or_none: list[Node | None] = [*nodes, *[None] * (self.players - len(nodes))]
        c = self.c
        sets = self.sets
        races = self._unique(nodes_or_none, "race", c.of_set(c.races, sets), "a race", lambda x: x)
        classes = self._unique(nodes_or_none, "class", c.of_set(c.classes, sets), "a class",
                               lambda x: c.classes[x].colour)
        alignments = self._unique(nodes_or_none, "alignment", c.of_set(c.alignments, sets), "an Alignment card",
                                  lambda x: x)
        backstories = self._unique(nodes_or_none, "backstory", c.of_set(c.backstories, sets), "a Backstory card",
                                   lambda x: x)
        out = []
        for i, node in enumerate(nodes_or_none):
            out.append(self._seated(node, phase, races[i], classes[i], alignments[i], backstories[i]))
        return tuple(out)

    def _unique(self, nodes: list[Node | None], key: str, known: list[str], what: str,
                same: Callable[[str], Any]) -> list[str]:
        """Each player's `key`, none shared (by `same`: a class by its colour); a missing one is the
        first in the content files that nobody has."""
        chosen: list[str | None] = []
        taken: dict[Any, int] = {}
        for i, node in enumerate(nodes):
            if node is None or not node.has(key):
                chosen.append(None)
                continue
            value = node.child(key).as_ref(known, what)
            if same(value) in taken:
                node.fail(f"expected {what} nobody else has; player {taken[same(value)]} has {value} "
                          f"(or one of its colour)", key)
            taken[same(value)] = i
            chosen.append(value)
        out = []
        for pick in chosen:
            if pick is None:
                pick = next(k for k in known if same(k) not in taken)
                taken[same(pick)] = -1
            out.append(pick)
        return out

    def _seated(self, node: Node | None, phase: str, race: str, class_id: str, alignment: str,
                backstory: str) -> Seated:
        if node is None:
            return Seated(race, class_id, alignment, backstory, CENTRE, 0, 0, (), (), ())
        node.only((*PLAYER_KEYS, *FIENDS_PLAYER_KEYS) if self.fiends else PLAYER_KEYS)
        marker = CENTRE
        if node.has("marker"):
            cells = node.array("marker", length=2)
            marker = (cells[0].as_int(lo=0, hi=GRID - 1), cells[1].as_int(lo=0, hi=GRID - 1))
        gold = node.int("gold", lo=0, hi=MAX_COUNT) if node.has("gold") else 0
        charisma = node.int("charisma", lo=0, hi=MAX_COUNT) if node.has("charisma") else 0
        if charisma and phase in NO_CARDS_TAKEN:
            node.fail("expected no Charisma tokens in the Roll phase: unused ones are discarded in Cleanup "
                      "(spec §6.4)", "charisma")
        cards = self._cards("cards", node)
        self._hands(node, class_id, cards)
        exhausted = tuple(n.as_ref([k for k in cards if self.c.cards[k].type == "skill"], "a skill this player holds")
                          for n in node.array("exhausted")) if node.has("exhausted") else ()
        if len(set(exhausted)) != len(exhausted):
            node.fail("expected each exhausted skill once", "exhausted")
        sheet = self._sheet(node.table("sheet")) if node.has("sheet") else ()
        return Seated(race, class_id, alignment, backstory, marker, gold, charisma, cards, exhausted, sheet)

    def _hands(self, node: Node, class_id: str, cards: Iterable[str]) -> None:
        """Weapons never need more hands than the player has (spec §4.7; the Barbarian has 4)."""
        weapons = [k for k in cards if self.c.cards[k].type == "weapon"]
        limit = effects.hand_limit(PlayerState(seat=0, class_id=class_id))
        hands = sum(self.c.cards[k].hands or 0 for k in weapons)
        if hands > limit:
            node.fail(f"expected weapons for at most {limit} hands (spec §4.7), got {hands}: {', '.join(weapons)}",
                      "cards")

    def _sheet(self, node: Node) -> tuple[tuple[Attr, tuple[DieSpec, ...]], ...]:
        rows_named: tuple[Any, ...] = (*ATTRS, FAM) if self.fiends else ATTRS   # the familiar row: FAM
        node.only(a.name for a in rows_named)
        rows = []
        for attr in rows_named:
            if not node.has(attr.name):
                continue
            items = node.array(attr.name)
            if len(items) > ROW_SLOTS:
                node.fail(f"expected at most {ROW_SLOTS} dice in a row (spec §4.3), got {len(items)}", attr.name)
            dice = tuple(self._die(item) for item in items)
            if dice:
                rows.append((attr, dice))
        return tuple(rows)

    # --- Initiative cards ----------------------------------------------------------------------
    def _initiative(self, phase: str) -> tuple[Card, ...]:
        layout = _fiends_layout(self.players) if self.fiends else self.c.layout(self.players).cards
        if not self.node.has("initiative"):
            return tuple(Card((), 1 if spec.gold_space else 0, None) for spec in layout)
        nodes = self.node.tables("initiative")
        if len(nodes) != len(layout):
            self.node.fail(f"expected one table per Initiative card ({len(layout)}: "
                           f"{', '.join(s.label for s in layout)}), got {len(nodes)}", "initiative")
        out = []
        holders: dict[int, str] = {}
        for spec, node in zip(layout, nodes):
            node.only((*CARD_KEYS, "imps") if self.fiends else CARD_KEYS)
            dice = tuple(self._die(item) for item in node.array("dice")) if node.has("dice") else ()
            imps = self._named(node, "imps", cards_imps(), "an imp") if self.fiends else ()
            taken = node.int("taken", lo=0, hi=self.players - 1) if node.has("taken") else None
            usual = 1 if spec.gold_space and taken is None else 0
            gold = node.int("gold", lo=0, hi=MAX_CARD_GOLD) if node.has("gold") else usual
            if gold and not spec.gold_space:
                node.fail(f'expected 0: card "{spec.label}" never holds gold (spec §5.2 step 10)', "gold")
            if gold and taken is not None:
                node.fail("expected 0: whoever takes a card takes its gold (spec §6.2)", "gold")
            if taken is not None:
                if phase in NO_CARDS_TAKEN:
                    node.fail("expected no holder: Initiative cards are taken in the Dice phase", "taken")
                if taken in holders:
                    node.fail(f"expected a player who holds no other card; player {taken} holds {holders[taken]}",
                              "taken")
                holders[taken] = node.key
            if phase in NO_CARDS_TAKEN and dice:
                node.fail("expected no dice: the Roll phase has not drawn them yet", "dice")
            out.append(Card(dice, gold, taken, imps))
        return tuple(out)

    # --- the expansion's own keys ---------------------------------------------------------------------
    def _named(self, node: Node, key: str, known: list[str], what: str) -> tuple[str, ...]:
        """Ids of `what`, each named in one place only."""
        if not node.has(key):
            return ()
        out = []
        for item in node.array(key):
            value = item.as_ref(known, what)
            if value in self.named:
                item.fail(f"expected every {what[3:] if what.startswith('an ') else what[2:]} in one place; "
                          f"{value} is already at {self.named[value]}")
            self.named[value] = item.key
            out.append(value)
        return tuple(out)

    def _fiends_table(self, seated: tuple[Seated, ...]) -> JsonObject:
        """call_drawn, monster, and per player: familiar, xp, glory, damage, imps (active), banished,
        tokens (adventure tokens in order gained), trophies."""
        node = self.node
        call_drawn = node.bool("call_drawn") if node.has("call_drawn") else False
        monster = node.child("monster").as_ref(cards.monster_ids(), "a Monster") if node.has("monster") else None
        taken_colours = {self.c.classes[p.class_id].colour for p in seated}
        if monster is not None and dict(cards.monsters())[monster] in taken_colours:
            node.fail(f"expected a Monster of a colour no player's class has (spec §12.2.2 step 17), got {monster}",
                      "monster")
        nodes = node.tables("players") if node.has("players") else []
        players = []
        familiars_known = cards.familiar_ids()
        for i in range(self.players):
            p = nodes[i] if i < len(nodes) else None
            extra: JsonObject = {}
            if p is not None:
                if p.has("familiar"):
                    value = p.child("familiar").as_ref(familiars_known, "a familiar")
                    if value in self.named:
                        p.fail(f"expected a familiar nobody else has; {value} is at {self.named[value]}", "familiar")
                    self.named[value] = p.child("familiar").key
                    extra["familiar"] = value
                for key in ("xp", "glory", "damage"):
                    if p.has(key):
                        extra[key] = p.int(key, lo=0, hi=MAX_COUNT)
                for key, known, what in (("imps", cards_imps(), "an imp"), ("banished", cards_imps(), "an imp"),
                                         ("trophies", cards.minion_ids(), "a minion")):
                    named = self._named(p, key, known, what)
                    if named:
                        extra[key] = list(named)
                if p.has("tokens"):
                    order = list(cards.adventure_types())
                    tokens = [t.as_str(choices=order) for t in p.array("tokens")]
                    if tokens != order[: len(tokens)]:
                        p.fail(f"expected tokens in the order they are gained ({', '.join(order)}), got {tokens}",
                               "tokens")
                    extra["tokens"] = tokens
            players.append(extra)
        minions = list(self._named(node, "minions", cards.minion_ids(), "a minion"))
        bottom = list(self._named(node, "minions_bottom", cards.minion_ids(), "a minion"))
        chosen = monster or next(m for m, colour in cards.monsters() if colour not in taken_colours)
        adventure = None
        if node.has("adventure"):
            kinds = cards.adventures_of(chosen)
            items = node.child("adventure").elements(length=len(kinds))
            adventure = [item.as_ref(ids, f"a {kind} Adventure card of {chosen}")
                         for item, (kind, ids) in zip(items, kinds.items())]
        return {"call_drawn": call_drawn, "monster": monster, "players": players, "adventure": adventure,
                "minions": minions, "minions_bottom": bottom}


def _check_turns(node: Node, pos: Position) -> None:
    """Who holds an Initiative card follows from whose turn it is (spec §6.2–6.3)."""
    if pos.phase in NO_CARDS_TAKEN:
        return
    n = len(pos.players)
    holder = {card.taken: i for i, card in enumerate(pos.initiative) if card.taken is not None}
    per = pos.per_card
    for i, card in enumerate(pos.initiative):
        if card.taken is None and len(card.dice) != per:
            node.child("initiative").fail(f"expected {per} {'die' if per == 1 else 'dice'} on a card nobody has "
                                          f"taken, got {len(card.dice)}", i)
    if pos.phase == MARKET:
        for seat in range(n):
            if seat not in holder:
                node.fail(f"expected every player to hold an Initiative card in the Market phase; player {seat} "
                          "holds none", "initiative")
        for seat, i in holder.items():
            if pos.initiative[i].dice:
                node.child("initiative").fail("expected no dice on a taken card: its die was placed in the "
                                              "Dice phase", i)
        return
    order = [(pos.first_player + k) % n for k in range(n)]
    current = pos.first_player if pos.turn is None else pos.turn
    k = order.index(current)
    for seat in order[:k]:
        if seat not in holder:
            node.fail(f"expected player {seat} to hold an Initiative card: their Dice turn came before player "
                      f"{current}'s", "initiative")
        if pos.initiative[holder[seat]].dice:
            node.child("initiative").fail("expected no dice on the card of a player whose turn is over", holder[seat])
    for seat in order[k + 1:]:
        if seat in holder:
            node.fail(f"expected player {seat} to hold no Initiative card yet: their Dice turn comes after "
                      f"player {current}'s", "initiative")
    if current in holder and not 1 <= len(pos.initiative[holder[current]].dice) <= per:
        node.child("initiative").fail(f"expected the die on player {current}'s card (they place it next)",
                                      holder[current])


# --- building ------------------------------------------------------------------------------------
def start_from(state: GameState, data: Any) -> None:
    """Turn a fresh state into the scenario's start: its position (if any) and its forced results."""
    root = scenario_node(data)
    state.forced = read_forced(root)   # the position's own shuffles take the first forced orders
    position = position_of(root, len(state.players))
    if position is not None:
        _lay_out(state, position)
    state.forced = state.forced if state.forced.left() else None


def start_fiends_from(state: GameState, data: Any) -> None:
    """An expansion game from its [position] (if any, the expansion's keys included) and its forced
    results (draws name a split die by its two colours, "blue/red")."""
    root = scenario_node(data)
    state.forced = read_forced(root)   # the position's own shuffles take the first forced orders
    position = position_of(root, len(state.players), fiends=True)
    if position is not None:
        assert isinstance(state, FiendsState)
        _lay_out(state, position)
        _lay_out_fiends(state, position)
    state.forced = state.forced if state.forced.left() else None


def _lay_out(s: GameState, pos: Position) -> None:
    """Put every die and card where the position says; the rest of the dice stay in the bag."""
    c = content()
    fiends = pos.fiends is not None
    free: dict[frozenset[Colour], deque[Die]] = {}
    for d in s.bag:
        free.setdefault(d.colours, deque()).append(d)

    def take(die: DieSpec | None, colour: Colour = Colour.GOLD) -> Die:
        chosen = free[_key(die[0] if die else colour)].popleft()   # the lowest id of that colour
        return chosen.with_value(die[1] if die else None)

    for seat, p in zip(s.players, pos.players):
        seat.race, seat.class_id = p.race, p.class_id
        seat.alignment_card, seat.backstory, seat.alignment_pos = p.alignment, p.backstory, p.marker
        seat.gold, seat.charisma = p.gold, p.charisma
        for card in p.cards:
            kind = c.cards[card].type
            if kind == "skill":
                seat.skills[card] = card in p.exhausted
            else:
                seat.owned(kind).append(card)
        for attr, dice in p.sheet:
            for i, die in enumerate(dice):
                seat.sheet[attr][i] = take(die)
    layout = _fiends_layout(len(s.players)) if fiends else c.layout(len(s.players)).cards
    s.initiative = [InitiativeCard(spec.label, spec.order, spec.gold_space, [take(d) for d in card.dice], card.gold,
                                   card.taken) for spec, card in zip(layout, pos.initiative)]
    for i, placed in enumerate(pos.initiative):
        if placed.taken is not None:
            s.players[placed.taken].initiative = i
    if s.solo:
        s.enemy_dice = [take(None) for _ in range(_solo_enemy_dice() if fiends else c.solo.enemy_dice)]
        s.box = list(c.solo.removed_cards)
    s.bag = sorted((d for dice in free.values() for d in dice), key=lambda d: d.id)
    _lay_cards(s, pos)
    s.races_left = [r for r in s.races_left if r not in {p.race for p in pos.players}]
    s.classes_taken = [c.classes[p.class_id].colour.value for p in pos.players]
    s.first_player = pos.first_player
    _set_turn(s, pos)


def _lay_cards(s: GameState, pos: Position) -> None:
    """The named piles, then every card named nowhere under the deck's named top, shuffled by the seed."""
    c = content()
    s.market_row, s.discard_pile, s.trash = list(pos.market), list(pos.discard), list(pos.trash)
    named = {*pos.market, *pos.deck, *pos.deck_bottom, *pos.discard, *pos.trash,
             *(k for p in pos.players for k in p.cards)}
    sets = FIENDS_SETS if pos.fiends is not None else SETS
    rest = [k for k in c.of_set(c.cards, sets) if k not in named and k not in s.box]
    rng = Rng(s.rng, s.forced)
    s.market_deck = list(pos.deck) + rng.shuffled(rest) + list(pos.deck_bottom)
    s.rng, s.forced = rng.state, rng.advanced() or s.forced


def _set_turn(s: GameState, pos: Position) -> None:
    """The phase, step and whose turn, as the flow would have left them (flow.py, rounds.py, market.py)."""
    n = len(s.players)
    order = [(pos.first_player + k) % n for k in range(n)]
    if pos.phase == ROLL:
        s.round, s.phase, s.step, s.current, s.turn = pos.round - 1, Phase.ROLL, "round_start", None, 0
        return
    if pos.phase in END_PHASES:   # as fiends/battle.py's start_end_of_creation and last-chance passes leave it
        s.round, s.phase, s.turn = pos.round, Phase.CLEANUP, 0
        s.step, s.current = ("last_chance", pos.first_player) if pos.phase == LAST_CHANCE else ("battle_start", None)
        return
    s.round = pos.round
    if pos.phase == DICE:
        current = pos.first_player if pos.turn is None else pos.turn
        step = "choose_card" if s.players[current].initiative is None else "place"
        s.phase, s.step, s.current, s.turn = Phase.DICE, step, current, order.index(current)
        return
    s.phase = Phase.MARKET
    if pos.turn is None:
        s.step, s.current, s.turn = "market_start", None, 0
        return
    s.step, s.current, s.turn, s.druid_done = "market_turn", pos.turn, 0, True
    by_card = sorted(range(n), key=lambda p: s.initiative[s.players[p].card].order)
    for seat in by_card[: by_card.index(pos.turn)]:
        s.players[seat].market_done = True


def _lay_out_fiends(s: FiendsState, pos: Position) -> None:
    """The expansion's part of a position: the Call to Adventure, familiars, imps, the Monster with its
    Adventure cards, minions and each player's XP, Glory, Damage, tokens and trophies."""
    assert pos.fiends is not None
    c = content()
    comp = load_components()
    extra = pos.fiends
    rng = Rng(s.rng, s.forced)
    if extra["call_drawn"]:
        s.call_drawn, s.dice_per_card, s.removed = True, comp.dice_after_call, [call_id()]
    else:
        s.market_deck.insert(len(pos.deck), call_id())
    layout = _fiends_layout(len(s.players))
    s.imp_spaces = [spec.imp_space for spec in layout]
    s.card_imps = [list(card.imps) for card in pos.initiative]
    named_familiars = {e.get("familiar") for e in extra["players"]} - {None}
    free_familiars = iter([f for f in cards.familiar_ids() if f not in named_familiars])
    seats = [fiends_player(s, seat) for seat in range(len(s.players))]
    for q, e in zip(seats, extra["players"]):
        q.class_colour = c.classes[q.class_id].colour.value if q.class_id else None
        q.familiar = e.get("familiar") or next(free_familiars)
        q.xp, q.glory, q.damage = e.get("xp", 0), e.get("glory", 0), e.get("damage", 0)
        q.imps_active, q.imps_banished = list(e.get("imps", ())), list(e.get("banished", ()))
        q.adventure_tokens, q.trophies = list(e.get("tokens", ())), list(e.get("trophies", ()))
    s.familiar_deck, s.familiar_box = [], list(free_familiars)   # the ones no seat took
    held = {i for q in seats for i in (*q.imps_active, *q.imps_banished)} | {i for h in s.card_imps for i in h}
    s.imp_deck = rng.shuffled([i for i in cards.imp_ids() if i not in held])
    trophies = {m for q in seats for m in q.trophies}
    top, bottom = extra.get("minions") or [], extra.get("minions_bottom") or []
    named = {*trophies, *top, *bottom}
    s.minion_deck = [*top, *rng.shuffled([m for m in cards.minion_ids() if m not in named]), *bottom]
    s.minion_box = []
    colours = {c.classes[p.class_id].colour for p in s.players if p.class_id}
    monster = extra["monster"] or next(m for m, colour in cards.monsters() if colour not in colours)
    s.monster = monster
    s.monster_box = [m for m in cards.monster_ids() if m != monster]
    s.adventure = extra.get("adventure") or [ids[0] for ids in cards.adventures_of(monster).values() if ids]
    s.adventure_box = [a for a in cards.adventure_ids() if a not in s.adventure]
    s.rng, s.forced = rng.state, rng.advanced() or s.forced
    place_imps_now(s)
