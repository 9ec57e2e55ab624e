"""Movement (spec §5.2): which hexes a roll of movement dice reaches, and the route there.

Each die is spent once for one step onto an adjacent on-map hex whose terrain is one of its
symbols (any symbol enters a City). Dice may be spent in any order, so the reachable set is built
over subsets of dice: `reach[mask]` is every hex the dice in `mask` end on. Hex sets are Python
ints used as bitsets over a padded grid, so one step of a whole set is six shifts and a mask; a
5-die query is a few hundred big-int operations (the bench goal is <= 1 ms).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from engine.common.hexes import Hex, neighbours

from .content import CITY, Content, content



@dataclass(frozen=True)
class Grid:
    """The map as bitsets: bit (r + R) * W + (q + R) for each on-map hex; W leaves a padding column so a
    shift by one never wraps onto the next row's hexes."""

    radius: int
    width: int
    on_map: int
    by_terrain: dict[str, int]
    shifts: tuple[int, ...]

    def bit(self, h: tuple[int, int]) -> int:
        """The hex's bit; 0 outside the grid (off-map hexes are never in any set)."""
        q, r = h
        if not (-self.radius <= q <= self.radius and -self.radius <= r <= self.radius):
            return 0
        return 1 << ((r + self.radius) * self.width + q + self.radius)

    def hexes(self, bits: int) -> list[Hex]:
        out = []
        while bits:
            low = bits & -bits
            index = low.bit_length() - 1
            out.append(Hex(index % self.width - self.radius, index // self.width - self.radius))
            bits ^= low
        return out

    def spread(self, bits: int) -> int:
        """Every on-map hex adjacent to a hex of `bits`."""
        out = 0
        for s in self.shifts:
            out |= bits << s if s > 0 else bits >> -s
        return out & self.on_map


@lru_cache(maxsize=4)
def grid_of(c: Content) -> Grid:
    radius = max(max(abs(h.q), abs(h.r)) for h in c.terrain)
    width = 2 * radius + 2
    on_map = 0
    by_terrain: dict[str, int] = {}
    for h, t in c.terrain.items():
        b = 1 << ((h.r + radius) * width + h.q + radius)
        on_map |= b
        by_terrain[t] = by_terrain.get(t, 0) | b
    # axial directions (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1) as bit offsets
    shifts = (1, 1 - width, -width, -1, width - 1, width)
    return Grid(radius, width, on_map, by_terrain, shifts)


def allowed(c: Content, face: str, heavy_rains: bool = False) -> int:
    """The hexes a die showing `face` may step onto: its symbols' terrain, and every City (§5.2.3).
    With Heavy Rains in play a Swamp symbol also enters River hexes (§14.6; the letters are the card's)."""
    return _allowed(c, face, heavy_rains)


@lru_cache(maxsize=64)
def _allowed(c: Content, face: str, heavy_rains: bool) -> int:
    g = grid_of(c)
    symbols = set(c.faces[face])
    if heavy_rains:
        rains = next(e.params for e in c.events.values() if e.effect == "heavy_rains")
        if rains["symbol"] in symbols:
            symbols.add(str(rains["enters"]))
    bits = g.by_terrain.get(CITY, 0)
    for s in symbols:
        bits |= g.by_terrain.get(s, 0)
    return bits


class Moves:
    """Every legal end hex of a roll from a start hex, with a route and the dice it spends."""

    __slots__ = ("grid", "start", "faces", "masks", "reach", "ends_bits", "_allowed")

    def __init__(self, c: Content, start: tuple[int, int], faces: Sequence[str], heavy_rains: bool = False) -> None:
        g = self.grid = grid_of(c)
        self.start = Hex(*start)
        self.faces = list(faces)
        self._allowed = [allowed(c, f, heavy_rains) for f in self.faces]
        n = len(self.faces)
        reach = [0] * (1 << n)
        reach[0] = g.bit(start)
        spread = [0] * (1 << n)
        spread[0] = g.spread(reach[0])
        ends = reach[0]
        for mask in range(1, 1 << n):
            bits = 0
            m = mask
            while m:
                low = m & -m
                i = low.bit_length() - 1
                prev = mask ^ low
                if reach[prev]:
                    bits |= spread[prev] & self._allowed[i]
                m ^= low
            reach[mask] = bits
            if bits:
                spread[mask] = g.spread(bits)
                ends |= bits
        self.reach = reach
        self.ends_bits = ends

    def ends(self) -> list[Hex]:
        """Every hex the hero may finish on (the start included: no die need be used)."""
        return self.grid.hexes(self.ends_bits)

    def __contains__(self, h: object) -> bool:
        return isinstance(h, tuple) and len(h) == 2 and bool(self.ends_bits & self.grid.bit(h))

    def route(self, goal: tuple[int, int]) -> list[tuple[Hex, int]]:
        """Steps (hex entered, die index spent) from the start to `goal` using the fewest dice."""
        g = self.grid
        target = g.bit(goal)
        if not self.ends_bits & target:
            raise KeyError(f"{tuple(goal)} is out of reach of this roll")
        mask = min((m for m, bits in enumerate(self.reach) if bits & target), key=lambda m: (bin(m).count("1"), m))
        steps: list[tuple[Hex, int]] = []
        here = Hex(*goal)
        while mask:
            for i in range(len(self.faces)):
                low = 1 << i
                if not mask & low or not self._allowed[i] & g.bit(here):
                    continue
                prev = self.reach[mask ^ low]
                back = [n for n in neighbours(here) if prev & g.bit(n)]
                if back:
                    steps.append((here, i))
                    here = back[0]
                    mask ^= low
                    break
            else:  # pragma: no cover - reach[] guarantees a predecessor
                raise AssertionError("route lost its way")
        steps.reverse()
        return steps


def legal_steps(c: Content, here: tuple[int, int], faces: Sequence[str], spent: Sequence[bool],
                heavy_rains: bool = False) -> list[tuple[Hex, int]]:
    """The single steps open now: (adjacent hex, die) for each unspent die, one die per distinct face
    (identical faces are the same choice)."""
    g = grid_of(c)
    out: list[tuple[Hex, int]] = []
    seen: set[str] = set()
    for i, face in enumerate(faces):
        if spent[i] or face in seen:
            continue
        seen.add(face)
        bits = allowed(c, face, heavy_rains)
        for n in neighbours(Hex(*here)):
            if bits & g.bit(n):
                out.append((n, i))
    return sorted(out)


def adjacent_hexes(c: Content, here: tuple[int, int]) -> list[Hex]:
    """The adjacent step (§5.2.2b): any on-map neighbour, whatever its terrain."""
    return [n for n in neighbours(Hex(*here)) if n in c.terrain]


def default_moves(start: tuple[int, int], faces: Sequence[str]) -> Moves:
    """The query on the shipped board (tests and the bench)."""
    return Moves(content(), start, faces)
