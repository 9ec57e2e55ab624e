"""What lies on a space: the heroes on it, and its tokens as a Gather names them (spec §7.1): a face-up token by its
id, a face-down one by its place on the space, never by what its hidden side holds."""
from __future__ import annotations

from .state import ACTIVE, LANDSCAPE, RESOURCE, WATER, GameState, Piece

GATHERABLE = (LANDSCAPE, RESOURCE, WATER)
FACE_DOWN = "face_down_"        # how an action names a face-down token: by its place on the space, never its id


def label(piece: Piece, index: int) -> str:
    """A token as a Gather names it: a face-up one by its id, a face-down one by its place on the space (its id
    would tell what is on its hidden side)."""
    return piece.id if piece.up else f"{FACE_DOWN}{index}"


def piece_named(s: GameState, space: str, name: str) -> Piece | None:
    for i, p in enumerate(s.pieces(space)):
        if label(p, i) == name:
            return p
    return None


def gather_targets(s: GameState, space: str) -> list[str]:
    """The tokens a Gather may take on this space, one action each (spec §7.1): landscape, resource and water
    source tokens; equal supply tokens are one choice."""
    out: list[str] = []
    for i, p in enumerate(s.pieces(space)):
        name = label(p, i)
        if p.kind in GATHERABLE and name not in out:
            out.append(name)
    return out


def heroes_on(s: GameState, space: str) -> list[int]:
    """Active heroes on a space, from the chief clockwise."""
    return [seat for seat in s.clockwise_from(s.chief) if s.heroes[seat].status == ACTIVE
            and s.heroes[seat].space == space]
