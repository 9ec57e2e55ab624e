"""A seat's name as the player reads it: the name given at the table, or, for a seat left unnamed (the
engine's placeholder "Player N" of a quick game or a scenario), "Player N" in the player's language."""
from __future__ import annotations

from typing import Sequence

from app import i18n
from engine.kernel import Seat

PLACEHOLDER = "Player {n}"   # what engine/kernel/game.py and engine/scenario.py name a seat nobody named


def seat_name(seats: Sequence[Seat], index: int | None, lang: str | None = None) -> str:
    """The seat's name in `lang` (the current language by default); "—" for no seat."""
    if index is None or not 0 <= index < len(seats):
        return "—"
    name = seats[index].name.strip()
    if name and name != PLACEHOLDER.format(n=index + 1):
        return name
    return i18n.text("new_game.default_name", lang or i18n.lang(), n=index + 1)


def seat_names(seats: Sequence[Seat], lang: str | None = None) -> list[str]:
    return [seat_name(seats, i, lang) for i in range(len(seats))]
