"""What a night or threat card did (issue 24 item 3): the card drawn and the lines of the history its events told
until it was discarded (damage taken, a monster placed or moved, stamina lost), read from the game's own record, so
that the table can show the card large with what it did, also after an undo or a jump (not from what the screen
last showed)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from engine.games.discover.describe import who
from engine.kernel import Session, Step, narrate

from .cards import Card
from .text import say

DRAWN = ("night_drawn", "threat_drawn")
STAMINA, SLEEP = "stamina", "sleep"       # a hero's stamina set by the night card's sleep step (the engine's why)
QUIET = frozenset({"night_paid", "threat_discarded"})   # lines that say only that a step was done, not what it did
# What ends a card's telling: its own discard, the next day (a threat drawn at night ends with its discard)
ENDS = {"night": ("night_discarded", "day"), "threat": ("threat_discarded", "night_discarded", "day")}



@dataclass(frozen=True)
class Span:
    """Where a drawn card's telling lies in the record: the step and event of its draw, the steps told so far after it
    (`end`, exclusive), and whether its discard (or the next day) closed it."""

    card: Card
    step: int
    event: int
    end: int
    closed: bool = False


Spans = dict[Card, Span]
KEPT = 8                  # cards whose telling the table keeps (a night's threats, the night itself)


def follow(spans: Spans, steps: Sequence[Step], offset: int) -> Spans:
    """The spans after these steps (the first of them at index `offset` of the record): a card drawn starts its own;
    an open one grows until its discard. The last KEPT cards drawn are kept."""
    out = dict(spans)
    for i, step in enumerate(steps):
        for j, event in enumerate(step.events):
            if event.kind in DRAWN and event.data.get("card") is not None:
                card = (event.kind.split("_")[0], str(event.data["card"]))
                out.pop(card, None)
                out[card] = Span(card, offset + i, j, offset + i + 1)
            else:
                for card, span in out.items():
                    if not span.closed and event.kind in ENDS[card[0]]:
                        out[card] = replace(span, end=offset + i + 1, closed=True)
        for card, span in out.items():
            if not span.closed:
                out[card] = replace(span, end=offset + i + 1)
    return dict(list(out.items())[-KEPT:])


def recalled(steps: Sequence[Step]) -> Spans:
    """The cards drawn since the last day began (or the last card drawn before it), and how far their telling
    reaches, read from the whole record up to the cursor."""
    first = None
    for i in range(len(steps) - 1, -1, -1):
        kinds = {e.kind for e in steps[i].events}
        if kinds & set(DRAWN):
            first = i
        if "day" in kinds and first is not None:
            break
    return {} if first is None else follow({}, steps[first:], first)


def did(span: Span, session: Session[Any], lang: str, names: Sequence[str]) -> tuple[str, ...]:
    """The history's lines of what the card did: its events' lines after its draw, up to its discard; the heroes'
    sleep told as one line of everyone's stamina, not a line a hero."""
    state = session.state_at(span.step)
    lines: list[str] = []
    slept: list[str] = []
    for i in range(span.step, min(span.end, session.cursor)):
        for j, event in enumerate(session.steps[i].events):
            text = narrate(session.game, state, event, lang, names)
            if (i, j) <= (span.step, span.event):
                continue
            if event.kind in ENDS[span.card[0]] or (span.card[0] == "threat" and event.kind in DRAWN):
                return _with_sleep(lines, slept, lang)
            if event.kind == STAMINA and event.data.get("why") == SLEEP:
                if not slept:
                    lines.append("")            # where the sleep's line goes
                slept.append(say("card.did_slept", lang, who=who(event.data.get("player"), names, lang),
                                 n=event.data.get("to")))
            elif text and event.kind not in QUIET:
                lines.append(text)
    return _with_sleep(lines, slept, lang)


def _with_sleep(lines: list[str], slept: list[str], lang: str) -> tuple[str, ...]:
    """The lines with the sleep's one line where the first hero's stamina from sleep was told."""
    told = say("card.did_sleep", lang, heroes=", ".join(slept)) if slept else ""
    return tuple(told if not line else line for line in lines if line or told)
