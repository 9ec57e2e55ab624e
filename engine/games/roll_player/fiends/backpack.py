"""The Backpack (E09, spec §12.9, PD-E14): a weapon that stores dice taken from an Initiative card instead
of placing them (at most its `dice`, and never more than the sheet's empty slots); a stored die may be
placed at any time before the end of character creation with every placement rule (gold included),
its row's action only during the owner's own Dice turn before the turn's action is used; stored dice
count towards the 21 (FiendsPlayer.full) and are placed at once, without actions, when creation ends.
Stored dice stay stored if the weapon is later discarded (the rules do not say otherwise)."""
from __future__ import annotations

from typing import Any

from engine.common.steps import act
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..effects import Effect, content, effect
from ..flow import FLOW, place_die
from ..reducer import fiends_reducer
from ..sheet import open_row_names
from ..state import FiendsPlayer, FiendsState, Frame, GameState, Phase, fiends_player, row_of
from .imps import BATTLE_STEPS, fewest_rows

NAME = "backpack"


@effect(NAME)
class Backpack(Effect):
    """Stores dice (read here: `capacity`)."""


def capacity(p: FiendsPlayer) -> int:
    cards = content().cards
    return sum(int(cards[w].params.get("dice", 4)) for w in p.weapons if cards[w].effect == NAME)


def empty_slots(p: FiendsPlayer) -> int:
    return sum(row.count(None) for row in p.sheet.values())


def room(p: FiendsPlayer) -> int:
    """Empty slots not reserved for the stored dice (stored never exceed empty slots, PD-E14 a)."""
    return empty_slots(p) - len(p.backpack)


def return_actions(seat: int, dice: list[Any]) -> list[Action]:
    """No room left for a card's die: it goes back to the bag (as PD-E39 does for a full sheet)."""
    return [act("return_die", seat, die=d.id) for d in dice]


@FLOW.resolves("return_die")
def _return(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    p = s.players[a.seat]
    card = p.initiative
    assert card is not None
    ctx.emit("card_die_to_bag", card=card, die=a["die"])
    if not s.initiative[card].dice:
        ctx.emit("flow", step="dice_end" if p.action_used_this_dice_phase else "action")


def store_actions(s: GameState, seat: int, dice: list[Any]) -> list[Action]:
    """Dice of the taken card the owner may put on the Backpack instead of placing them."""
    p = fiends_player(s, seat)
    if not isinstance(p, FiendsPlayer) or not capacity(p):
        return []
    if len(p.backpack) >= capacity(p) or len(p.backpack) + 1 > empty_slots(p):
        return []
    return [act("store_die", seat, die=d.id) for d in dice]


def place_actions(s: GameState) -> list[Action]:
    """Stored dice any owner may place now (before the end of creation)."""
    if s.phase is Phase.SETUP or s.phase is Phase.GAME_OVER or s.step in BATTLE_STEPS or s.step == "last_chance":
        return []
    out: list[Action] = []
    for p in s.players:
        if isinstance(p, FiendsPlayer) and p.backpack:
            out.extend(_placements(p))
    return out


def _placements(p: FiendsPlayer) -> list[Action]:
    rows = fewest_rows(p, open_row_names(p))
    return [act("place_stored", p.seat, die=d.id, row=r) for d in {d.id: d for d in p.backpack}.values() for r in rows]


@FLOW.resolves("store_die")
def _store(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    card = s.players[a.seat].initiative
    ctx.emit("stored", player=a.player, die=a["die"], card=card)
    if card is not None and not s.initiative[card].dice:
        p = s.players[a.seat]
        ctx.emit("flow", step="dice_end" if p.action_used_this_dice_phase else "action")


@FLOW.resolves("place_stored")
def _place_stored(ctx: Context, a: Action) -> None:
    """Every placement rule; the row's action only in the owner's own Dice turn before the action."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    p = fiends_player(s, seat)
    die = next(d for d in p.backpack if d.id == a["die"])
    own_turn = s.phase is Phase.DICE and s.current == seat and s.step in ("place", "action") and \
        not p.action_used_this_dice_phase
    place_die(ctx, seat, die, row_of(a["row"]), "backpack", None)
    if own_turn:
        ctx.emit("row_for_action", row=a["row"])
    if s.stack and s.stack[-1].kind == "unpack":
        ctx.emit("pop")
        if p.backpack:
            ctx.emit("push", frame="unpack", player=seat, data={})


@FLOW.frame("unpack")
def _unpack(s: GameState, f: Frame) -> list[Action]:
    """The end of creation: every stored die is placed now (no actions, PD-E14 c)."""
    return _placements(fiends_player(s, f.player))


def unpack_all(ctx: Context) -> None:
    s: GameState = ctx.state
    for p in reversed(s.players):
        if isinstance(p, FiendsPlayer) and p.backpack:
            ctx.emit("push", frame="unpack", player=p.seat, data={})


@fiends_reducer("stored")
def _stored(s: FiendsState, d: JsonObject) -> None:
    card = s.initiative[d["card"]]
    die = next(x for x in card.dice if x.id == d["die"])
    card.dice.remove(die)
    s.player(d["player"]).backpack.append(die)


@fiends_reducer("row_for_action")
def _row_for_action(s: FiendsState, d: JsonObject) -> None:
    s.placed_rows.append(row_of(d["row"]))
