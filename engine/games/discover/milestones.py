"""Replay bookmarks for Discover: a round bookmark at each new day (the kernel's wording) and one at each new stage
of the expedition, naming it, so a viewer jumps straight to the day or the stage of the story it wants."""
from __future__ import annotations

from engine.kernel import Event
from engine.kernel.milestones import label
from engine.kernel.strings import text

from .content import content

STAGE = "discover.mark.stage"


def milestone(event: Event, lang: str = "en") -> str | None:
    """"Round 3" when a day begins, "Stage 2: The Wreck" when the expedition goes on, else None."""
    if event.kind == "day":
        return label("round", lang, n=event.data["round"])
    if event.kind == "stage":
        scenario = content().scenarios.get(int(event.data.get("scenario", 1)))
        stages = {st.stage: st for st in scenario.stages} if scenario else {}
        number = int(event.data["stage"])
        title = stages[number].title.get(lang) if number in stages else str(number)
        return text(STAGE, lang, n=number, title=title)
    return None
