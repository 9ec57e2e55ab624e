"""Replay bookmarks for Zerywia: a round-level bookmark at each new cycle ("Cycle 3") and a phase-level one at each
turn of day of the Expedition phase ("Cycle 3 · Dusk"), so a viewer jumps straight to the cycle or the turn it wants."""
from __future__ import annotations

from engine.kernel import Event
from engine.kernel.strings import text

from .content import content

CYCLE = "zerywia.mark.cycle"
TURN = "zerywia.mark.turn"


def milestone(event: Event, lang: str = "en") -> str | None:
    """"Cycle 3" when a cycle begins, "Dusk" when a turn of day begins, else None."""
    if event.kind == "cycle_started":
        return text(CYCLE, lang, n=event.data["cycle"])
    if event.kind == "turn_started":
        turn = str(event.data["turn"])
        names = content().rules.time_names
        return text(TURN, lang, time=names[turn].name.get(lang) if turn in names else turn)
    return None


milestone.round_words = (CYCLE,)  # type: ignore[attr-defined]   # a cycle is the game's round (drawn taller)
