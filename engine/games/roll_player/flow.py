"""The order of play (spec §5–7): which question comes next, and the shared steps of resolving.

`GameState.step` names the current sub-step of the phase; `FLOW` (the shared machinery of
engine/common/steps.py) maps it to a function returning (actor, prompt, legal actions). Frames
on `GameState.stack` (a tie to order, an Intelligence re-roll to keep, a skill's target) come
first and are never interrupted.
"""
from __future__ import annotations

from typing import Any

from engine.common.decks import Bag
from engine.common.steps import Flow, act, make, remember
from engine.kernel import Action, Context

from . import effects
from .effects import content
from .fiends.imps import restricted
from .sheet import completes_row, leftmost_empty
from .state import ROWS, Attr, Colour, Die, DieKind, Frame, GameState, PlayerState, Row

GOLD, ATTRIBUTE = Colour.GOLD, DieKind.ATTRIBUTE

FLOW: Flow[GameState, Frame] = Flow()
_PLACES: dict[tuple[str, int, int], dict[str, Action]] = {}


def place_actions(kind: str, player: int, die: int, rows: list[str]) -> list[Action]:
    """`kind`(die, row) for each open row; the per-die actions are built once and shared."""
    key = (kind, player, die)
    by_row = _PLACES.get(key)
    if by_row is None:
        by_row = remember(_PLACES, key, {name: make(kind, player, (("die", die), ("row", name))) for name in ROWS})
    return [by_row[r] for r in rows]


# --- orders ------------------------------------------------------------------------------
def seat_order(s: GameState) -> list[int]:
    """Clockwise from the first player (the Dice phase and most of setup)."""
    n = len(s.players)
    return [(s.first_player + k) % n for k in range(n)]


def class_order(s: GameState) -> list[int]:
    """Class by choice: reverse seat order, ending with the first player (spec §5.2 step 4, PD-E35)."""
    n = len(s.players)
    return [(s.first_player - 1 - k) % n for k in range(n)]


def market_order(s: GameState) -> list[int]:
    """By the number on the held Initiative card, lowest first (spec §6.3)."""
    held = [p for p in s.players if p.initiative is not None]
    return [p.seat for p in sorted(held, key=lambda p: s.initiative[p.card].order)]


# --- bag ----------------------------------------------------------------------------------
def die_label(die: Die) -> str:
    """How a scenario's forced draws name a die from the bag: by its colour ("red"; a split die
    "blue/red", its colours in name order, never set order, which varies between runs)."""
    if len(die.colours) == 1:
        return die.colour.name.lower()
    return "/".join(sorted(c.name.lower() for c in die.colours))


def draw_ids(ctx: Context, n: int) -> list[int]:
    """Draw `n` random dice from the bag without replacement (ids); the bag must hold them (PD-G15)."""
    bag = Bag(ctx.state.bag)
    if len(bag.contents) < n:
        raise AssertionError(f"the bag holds {len(bag.contents)} dice, {n} are needed (PD-G15)")
    return [d.id for d in bag.draw(n, ctx.rng, die_label)]


def die_by_id(dice: list[Die], die_id: int) -> Die:
    for d in dice:
        if d.id == die_id:
            return d
    raise KeyError(die_id)


def distinct(dice: list[Die]) -> list[Die]:
    """One die per (colours, value): identical dice are interchangeable choices."""
    seen: set[tuple[frozenset[Any], int | None]] = set()
    out = []
    for d in dice:
        key = (d.colours, d.value)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


# --- gold and placement -----------------------------------------------------------------------
def give_gold(ctx: Context, player: int, amount: int, reason: str) -> None:
    if amount:
        ctx.emit("gold", player=player, delta=amount, reason=reason)


def place_die(ctx: Context, player: int, die: Die, row: Row, source: str, card: int | None = None) -> None:
    """Put a die in the leftmost empty slot of `row` and pay the placement gold (spec §4.3)."""
    p = ctx.state.players[player]
    slots = p.sheet[row]
    index = leftmost_empty(slots)
    assert index is not None, f"row {row.name} is full"
    completing = completes_row(slots)
    ctx.emit("placed", player=player, die=die.id, row=row.name, index=index, source=source, card=card)
    c = content()
    if die.colour is GOLD and die.kind is ATTRIBUTE:
        give_gold(ctx, player, effects.gold_die_income(p), "gold_die")
    if completing and not restricted(p, "no_row_gold"):   # the Imp of Disorder
        give_gold(ctx, player, c.row_completion_gold, "row_complete")
    give_gold(ctx, player, effects.place_gold(p, die), "class")


# --- sorting dice onto Initiative cards (Roll phase, Climb, Intimidate, Negotiate) -----------
def sort_pool(ctx: Context, chooser: int, cards: list[int]) -> None:
    """Lay the pool onto `cards` lowest value first; `chooser` orders ties of different colours."""
    s: GameState = ctx.state
    while s.pool:
        cands = sort_candidates(s)
        if order_matters(cands, cards):
            ctx.emit("push", frame="sort", player=chooser, data={"cards": list(cards)})
            return
        card, *cards = cards
        ctx.emit("to_card", die=cands[0].id, card=card)


def order_matters(cands: list[Die], cards: list[int]) -> bool:
    """Tied dice need an order only when they differ and land on more than one card (spec §13 DP-R1:
    across consecutive cards; two tied dice going onto the same card together are not asked)."""
    return len({d.colours for d in cands}) > 1 and len(set(cards[:len(cands)])) > 1


def sort_candidates(s: GameState) -> list[Die]:
    low = min(d.value or 0 for d in s.pool)
    return [d for d in s.pool if d.value == low]


def continue_sort(ctx: Context) -> None:
    s: GameState = ctx.state
    while True:
        frame = s.stack[-1]
        if not s.pool:
            ctx.emit("pop")
            return
        cands = sort_candidates(s)
        if order_matters(cands, frame.data["cards"]):
            return
        ctx.emit("to_card", die=cands[0].id, card=frame.data["cards"][0])
        ctx.emit("frame", data={"cards": frame.data["cards"][1:]})


@FLOW.frame("sort")
def _sort_frame(s: GameState, f: Frame) -> list[Action]:
    return [act("order_die", f.player, die=d.id) for d in distinct(sort_candidates(s))]


@FLOW.resolves("order_die")
def _order_die(ctx: Context, a: Action) -> None:
    frame = ctx.state.stack[-1]
    ctx.emit("to_card", die=a["die"], card=frame.data["cards"][0])
    ctx.emit("frame", data={"cards": frame.data["cards"][1:]})
    continue_sort(ctx)


def untaken_cards(s: GameState) -> list[int]:
    return [i for i, c in enumerate(s.initiative) if c.taken_by is None]


def resort_untaken(ctx: Context, chooser: int) -> None:
    """Re-sort every die on the untaken cards in ascending order, as many per card as it held (2 before
    the Call to Adventure); gold and imps stay put (PD-G36/37)."""
    s: GameState = ctx.state
    cards = [i for i in untaken_cards(s) for _ in s.initiative[i].dice]
    ctx.emit("pool_collected", cards=list(dict.fromkeys(cards)))
    sort_pool(ctx, chooser, cards)


def next_in(order: list[int], turn: int) -> tuple[int, int] | None:
    if turn + 1 < len(order):
        return turn + 1, order[turn + 1]
    return None


def player(s: GameState, idx: int | None) -> PlayerState:
    assert idx is not None
    return s.players[idx]
