"""Solo mode's enemy die (spec §11.2, PD-G32/33): rolled after your Dice turn, it trashes Market cards."""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.kernel import Context

from .state import GameState

# Initiative label -> for each enemy-die face, which Market position is trashed (None = nothing).
# Positions: "left" (first card), "middle" (exists only with an odd number of cards), "right".
ENEMY_TABLE: dict[str, tuple[str | None, ...]] = {
    "2": ("left", "middle", "right", None, None, None),
    "3": ("left", "left", "middle", "middle", "right", "right"),
}


def target_index(position: str | None, size: int) -> int | None:
    """The Market index a result points at, or None when that position does not exist (PD-G33)."""
    if position is None or size == 0:
        return None
    if position == "left":
        return 0
    if position == "right":
        return size - 1
    return size // 2 if size % 2 == 1 and size >= 3 else None


def enemy_turn(ctx: Context) -> None:
    """Roll the enemy die by the card you took ("1": no roll) and trash the card it points at."""
    s: GameState = ctx.state
    p = s.players[0]
    if p.initiative is None or not s.enemy_dice:
        return
    table = ENEMY_TABLE.get(s.initiative[p.initiative].label)
    if table is None:
        return
    value = roll_numbered(6, ctx.rng)
    ctx.emit("enemy_roll", value=value, label=s.initiative[p.initiative].label)
    index = target_index(table[value - 1], len(s.market_row))
    if index is not None:
        ctx.emit("trashed", card=s.market_row[index], source="market")


def after_market(ctx: Context) -> None:
    """After your Market action the leftmost remaining card is discarded, the rest trashed (§11.2)."""
    s: GameState = ctx.state
    if s.market_row:
        ctx.emit("discarded", player=None, card=s.market_row[0])
    for card in list(s.market_row):
        ctx.emit("trashed", card=card, source="market")
