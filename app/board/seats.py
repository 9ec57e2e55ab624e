"""Who the table serves and what they may click, read from the decision's parts (never decided by a table).

The flow says for every seat how it takes part (engine/kernel/decision.py); here that becomes: the person
the mouse belongs to now, the bot that moves now, and the legal actions a click may make.
"""
from __future__ import annotations

from typing import Sequence

from engine.kernel import Action, Decision, Seat
from engine.kernel.decision import FIRST, RESPONDS


def _human(seats: Sequence[Seat], seat: int | None) -> bool:
    return seat is not None and 0 <= seat < len(seats) and not seats[seat].is_bot


def _awaited_in_order(decision: Decision) -> list[int]:
    """The seats the game waits on, the actor first, then the rest in seat order."""
    waited = sorted(decision.deciders())
    if decision.actor in waited:
        waited.remove(decision.actor)
        waited.insert(0, decision.actor)
    return waited


def person_to_serve(decision: Decision | None, seats: Sequence[Seat], at_mouse: int | None = None) -> int | None:
    """The person whose move it is at this screen: the one at the mouse when the game waits on them,
    else the first person it waits on (the actor first); None when only bots (or the system) are waited on."""
    if decision is None or decision.automatic:
        return None
    waited = _awaited_in_order(decision)
    if at_mouse in waited and _human(seats, at_mouse):
        return at_mouse
    return next((seat for seat in waited if _human(seats, seat)), None)


def bot_to_move(decision: Decision | None, seats: Sequence[Seat]) -> int | None:
    """The bot that moves now: a bot the game waits on, unless the choice is a free one (any one of several)
    that a person at the table may still take (people choose who acts next)."""
    if decision is None or decision.automatic:
        return None
    waited = _awaited_in_order(decision)
    bots = [seat for seat in waited if not _human(seats, seat)]
    if not bots:
        return None
    if any(decision.part(seat) == FIRST and _human(seats, seat) for seat in waited):
        return None
    return bots[0]


def clickable(decision: Decision | None, seats: Sequence[Seat], person: int | None) -> tuple[Action, ...]:
    """The legal actions a click may make for `person`: their own, whatever their part; and, since everyone
    sits at one screen, another person's optional response (a skill usable now) or their turn in a free
    choice of who acts next. Never a bot's move, never another person's secret answer."""
    if decision is None or person is None:
        return ()
    roles = decision.roles()
    sharing = (RESPONDS, FIRST) if roles.get(person) == FIRST else (RESPONDS,)
    shared = {seat for seat, part in roles.items() if part in sharing and _human(seats, seat)}
    return tuple(a for a in decision.legal if a.player == person or a.player in shared)


def for_clicks(decision: Decision | None, seats: Sequence[Seat], person: int | None) -> Decision | None:
    """`decision` with only what `person` may click left in its legal list (None when nothing is)."""
    if decision is None or person is None:
        return None
    legal = clickable(decision, seats, person)
    return decision if legal == decision.legal else decision.narrowed(legal)


def shown_options(decision: Decision | None, seats: Sequence[Seat]) -> Decision | None:
    """What a table shows as options when nobody at the mouse may click (a replay, a bot's turn): the
    options of the person the game waits on, or none while only bots are."""
    if decision is None or decision.automatic:
        return decision
    shown = for_clicks(decision, seats, person_to_serve(decision, seats))
    return shown if shown is not None else decision.narrowed(())
