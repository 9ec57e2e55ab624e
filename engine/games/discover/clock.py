"""Day or night, and whether a card or ability used once per day may be used now (spec §17.6): asked by the
abilities, combat and the night alike."""
from __future__ import annotations

from .state import NIGHT_STEPS, GameState


def phase(s: GameState) -> str:
    return "night" if s.night_card is not None or s.step == NIGHT_STEPS else "day"


def usable_today(s: GameState, used_on: list[int | str]) -> bool:
    """§17.6: by day, not used this day; by night, not used this day nor this night."""
    if not used_on or int(used_on[0]) != s.round:
        return True
    return False if phase(s) == "day" else used_on[1] not in ("day", "night")
