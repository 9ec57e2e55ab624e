"""The six attribute actions (spec §6.2 DP-D3): enumerate every legal target, then carry one out.

The same code serves the action earned by placing a die and the actions granted by cards
(skills, the Sorcerer); class abilities widen them (Cleric two steps, Monk ±2, Wizard two re-rolls).
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.common.dice import roll_numbered
from engine.common.steps import act, make, remember
from engine.kernel import Action, Context

from . import effects
from .sheet import legal_directions, opposite, step
from .fiends.imps import forbids_action, restricted
from .state import ATTRS, FAM, ROW_SLOTS, Attr, Frame, GameState, PlayerState, row_of

ATTR_KINDS: dict[Attr, str] = {
    Attr.STR: "strength", Attr.DEX: "dexterity", Attr.CON: "constitution",
    Attr.INT: "intelligence", Attr.WIS: "wisdom", Attr.CHA: "charisma",
}
STR, DEX, CON, INT, WIS, CHA = Attr.STR, Attr.DEX, Attr.CON, Attr.INT, Attr.WIS, Attr.CHA
ATTR_NAMES: tuple[tuple[Attr, str], ...] = tuple((a, a.name) for a in ATTRS)


_BY_SLOTS: dict[tuple[Any, ...], list[Action]] = {}
# Slot numbers: row k (ATTRS order), index i -> k * ROW_SLOTS + i; top row first, as the sheet reads.
# The familiar row (expansion) follows as 18..20: its dice are targets too (PD-E08).
SLOT_NAMES: tuple[tuple[str, int], ...] = tuple((name, i) for _, name in ATTR_NAMES for i in range(ROW_SLOTS)) + tuple(
    (FAM.name, i) for i in range(ROW_SLOTS))
_FAM_BASE = len(ATTRS) * ROW_SLOTS
_ROW_BASES: tuple[tuple[int, Attr], ...] = tuple((k * ROW_SLOTS, a) for k, a in enumerate(ATTRS))


def _slot_actions(kind: str, player: int, slots: tuple[int, ...]) -> list[Action]:
    """STR/INT targets and DEX pairs depend only on which slots are occupied: built once per layout."""
    key = (kind, player, slots)
    out = _BY_SLOTS.get(key)
    if out is None:
        table = _TARGETS.get((kind, player)) or _targets(kind, player)
        if kind == "dexterity":
            out = [table[x][y] for x, y in combinations(slots, 2)]
        else:
            out = [table[x] for x in slots]
        remember(_BY_SLOTS, key, out)
    return out


_TARGETS: dict[tuple[str, int], list[Any]] = {}


def _targets(kind: str, player: int) -> list[Any]:
    """A seat's STR/INT action per slot number (DEX: per first and second slot): layouts are
    many, so a new layout picks its actions here instead of building each one."""
    if kind == "dexterity":
        table: list[Any] = [
            [make(kind, player, (("index", i), ("index2", j), ("row", a), ("row2", b))) if y > x else None
             for y, (b, j) in enumerate(SLOT_NAMES)]
            for x, (a, i) in enumerate(SLOT_NAMES)]
    else:
        table = [make(kind, player, (("index", i), ("row", a))) for a, i in SLOT_NAMES]
    _TARGETS[kind, player] = table
    return table


def _occupied_slots(p: PlayerState) -> tuple[int, ...]:
    """The numbers of the occupied slots, in sheet order (ints: cheap to hash as a cache key)."""
    sheet = p.sheet
    out = tuple(base + i for base, a in _ROW_BASES for i, d in enumerate(sheet[a]) if d is not None)
    fam = sheet.get(FAM)
    if fam is not None:
        out += tuple(_FAM_BASE + i for i, d in enumerate(fam) if d is not None)
    return out


_CON: dict[tuple[Any, ...], list[Action]] = {}
_CON_DIE: dict[tuple[Any, ...], list[Action]] = {}


def _con_actions(player: int, reach: int, dice: tuple[tuple[str, int, int, int], ...]) -> list[Action]:
    """±1 (Monk: ±2) on each die without wrapping; a pure function of the dice, built once."""
    key = (player, reach, dice)
    out = _CON.get(key)
    if out is None:
        out = []
        for die in dice:
            out += _CON_DIE.get((player, reach, die)) or _con_die(player, reach, die)
        remember(_CON, key, out)
    return out


def _con_die(player: int, reach: int, die: tuple[str, int, int, int]) -> list[Action]:
    """The CON actions on one die (row, index, value, faces), built once per die state."""
    name, i, v, faces = die
    return remember(_CON_DIE, (player, reach, die), [
        make("constitution", player, (("delta", delta), ("index", i), ("row", name)))
        for delta in range(-reach, reach + 1) if delta and 1 <= v + delta <= faces
    ])


def attr_actions(s: GameState, player: int, attr: Attr) -> list[Action]:
    """Every legal way for `player` to take the action of `attr` now (empty = unavailable; an active
    imp may forbid it, PD-E25)."""
    p = s.players[player]
    if type(p) is not PlayerState and forbids_action(p, ATTR_KINDS[attr]):
        return []
    if attr is STR or attr is DEX or attr is INT:
        return list(_slot_actions(ATTR_KINDS[attr], player, _occupied_slots(p)))
    if attr is CON:
        sheet = p.sheet
        dice = tuple((name, i, d.value or 0, d.faces) for a, name in ATTR_NAMES
                     for i, d in enumerate(sheet[a]) if d is not None)
        fam = sheet.get(FAM)
        if fam is not None:
            dice += tuple((FAM.name, i, d.value or 0, d.faces) for i, d in enumerate(fam) if d is not None)
        return list(_con_actions(player, effects.con_reach(p), dice))
    if attr is WIS:
        return [make("wisdom", player, (("dir", d),)) for d in legal_directions(p.alignment_pos)]
    return [make("charisma", player)]


def has_target(s: GameState, player: int, attr: Attr) -> bool:
    """Cheaper than `attr_actions`: whether the action has any legal target."""
    p = s.players[player]
    if type(p) is not PlayerState and forbids_action(p, ATTR_KINDS[attr]):
        return False
    if attr is WIS or attr is CHA:
        return True
    n = p.dice_count()
    return n >= 2 if attr is DEX else n >= 1


def perform(ctx: Context, action: Action) -> None:
    """Carry out one attribute action (the caller has already accounted for its origin)."""
    s: GameState = ctx.state
    player = action.player
    assert player is not None
    p = s.players[player]
    kind = action.kind
    if kind == "strength":
        die = p.sheet[row_of(action["row"])][action["index"]]
        assert die is not None
        ctx.emit("die_value", player=player, row=action["row"], index=action["index"], value=opposite(die),
                 why="strength")
    elif kind == "dexterity":
        ctx.emit("swapped", player=player, a=[action["row"], action["index"]], b=[action["row2"], action["index2"]])
    elif kind == "constitution":
        die = p.sheet[row_of(action["row"])][action["index"]]
        assert die is not None and die.value is not None
        ctx.emit("die_value", player=player, row=action["row"], index=action["index"],
                 value=die.value + action["delta"], why="constitution")
    elif kind == "intelligence":
        die = p.sheet[row_of(action["row"])][action["index"]]
        assert die is not None and die.value is not None
        new = roll_numbered(die.faces, ctx.rng)
        ctx.emit("push", frame="int_choose", player=player,
                 data={"row": action["row"], "index": action["index"], "values": [die.value, new],
                       "rolls_left": effects.int_rolls(p) - 1})
    elif kind == "wisdom":
        move_marker(ctx, player, action["dir"], why="wisdom")
        if effects.wis_steps(p) > 1 and legal_directions(s.players[player].alignment_pos):
            ctx.emit("push", frame="wis_more", player=player, data={"left": effects.wis_steps(p) - 1})
    elif kind == "charisma":
        ctx.emit("charisma", player=player, delta=1)


def move_marker(ctx: Context, player: int, direction: str, why: str) -> bool:
    """Move the alignment marker one step; False (and no event) when it would leave the grid."""
    to = step(ctx.state.players[player].alignment_pos, direction)
    if to is None:
        return False
    ctx.emit("marker", player=player, to=list(to), dir=direction, why=why)
    return True


def int_choose_actions(frame: Frame, s: GameState | None = None) -> list[Action]:
    """After an Intelligence re-roll: keep any result seen so far (index 0 = the original), even
    one equal to another: the rule offers "keep the new result or return to the previous one"
    whatever the faces show (spec §6.2, checklist 7); the Imp of Bad Luck keeps only the newest."""
    values = frame.data["values"]
    first = 0
    if s is not None and restricted(s.players[frame.player], "keep_reroll"):
        first = len(values) - 1
    out = [act("int_keep", frame.player, choice=k) for k in range(first, len(values))]
    if frame.data["rolls_left"] > 0:
        out.append(act("int_reroll", frame.player))
    return out


def resolve_int_choice(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    frame = s.stack[-1]
    player = frame.player
    p: PlayerState = s.players[player]
    row, index = frame.data["row"], frame.data["index"]
    die = p.sheet[row_of(row)][index]
    assert die is not None
    if action.kind == "int_reroll":
        ctx.emit("frame", data={"values": frame.data["values"] + [roll_numbered(die.faces, ctx.rng)],
                                "rolls_left": frame.data["rolls_left"] - 1})
        return
    value = frame.data["values"][action["choice"]]
    ctx.emit("pop")
    ctx.emit("die_value", player=player, row=row, index=index, value=value, why="intelligence")


def wis_more_actions(s: GameState, frame: Frame) -> list[Action]:
    p = s.players[frame.player]
    return [act("wisdom", frame.player, dir=d) for d in legal_directions(p.alignment_pos)] + [
        act("stop", frame.player)]

