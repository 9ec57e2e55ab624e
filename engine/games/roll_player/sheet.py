"""Pure helpers for the character sheet and the alignment grid (spec §4.3–4.5)."""
from __future__ import annotations

from .state import ATTRS, FAM, Attr, Colour, Die, PlayerState

DIRECTIONS: dict[str, tuple[int, int]] = {"UP": (-1, 0), "DOWN": (1, 0), "LEFT": (0, -1), "RIGHT": (0, 1)}
GRID = 3


def leftmost_empty(row: list[Die | None]) -> int | None:
    """The slot a placed die goes to: the lowest-index empty slot, even with a gap (spec §4.3)."""
    return row.index(None) if None in row else None


def open_rows(p: PlayerState) -> list[Attr]:
    return [a for a in ATTRS if None in p.sheet[a]]


def open_row_names(p: PlayerState) -> list[str]:
    """The rows a die may go to: attribute rows with an empty slot, and with the expansion the
    familiar row (it "counts as a row" for placing, spec §12.3)."""
    sheet = p.sheet
    out = [name for a, name in _NAMES if None in sheet[a]]
    fam = sheet.get(FAM)
    if fam is not None and None in fam:
        out.append(FAM.name)
    return out


_NAMES: tuple[tuple[Attr, str], ...] = tuple((a, a.name) for a in ATTRS)


def occupied(p: PlayerState) -> list[tuple[Attr, int, Die]]:
    return [(a, i, d) for a in ATTRS for i, d in enumerate(p.sheet[a]) if d is not None]


def opposite(die: Die) -> int:
    """Opposite face: 7 − v on a d6 (5 − v on a split die)."""
    assert die.value is not None
    return die.faces + 1 - die.value


def step(pos: tuple[int, int], direction: str) -> tuple[int, int] | None:
    """The cell one step away, or None when the move would leave the 3×3 grid."""
    dr, dc = DIRECTIONS[direction]
    r, c = pos[0] + dr, pos[1] + dc
    if 0 <= r < GRID and 0 <= c < GRID:
        return (r, c)
    return None


def legal_directions(pos: tuple[int, int]) -> list[str]:
    return [d for d in DIRECTIONS if step(pos, d) is not None]


def completes_row(row: list[Die | None]) -> bool:
    """True when exactly one slot is empty, so placing a die there completes the row."""
    return row.count(None) == 1


def count_colour(p: PlayerState, colour: Colour) -> int:
    return sum(1 for row in p.sheet.values() for d in row if d is not None and colour in d.colours)
