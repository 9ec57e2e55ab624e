"""The question a game asks now: who takes part and how, and every legal answer enumerated."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .action import Action
from .canonical import JsonObject

# How a seat takes part in a decision (the flow says it for every seat; the kernel, bots, hot-seat
# hand-over and the board host all read it from here).
DECIDES = "decides"    # the one deciding: the game waits on this seat
SECRET = "secret"      # one of several answering secretly; the answers are revealed together
FIRST = "first"        # one of several who may take it; the first to act takes it (free choice of who acts)
RESPONDS = "responds"  # may act now (a skill usable at any time) but the game does not wait on it
JOINS = "joins"        # asked to join a group action another seat leads; answers in any order
PARTS = (DECIDES, SECRET, FIRST, RESPONDS, JOINS)
_AWAITED = frozenset((DECIDES, SECRET, FIRST, JOINS))


@dataclass(frozen=True, slots=True)
class Decision:
    """Who decides (`actor`; None = the system's own step), a prompt key, the complete legal list,
    and for every seat how it takes part (`parts`).

    `actor` is the seat the game names first (the one deciding, or the first in hot-seat order among
    several). Without explicit `parts`, the actor decides and any other seat with a legal action is
    an optional responder (an interrupt such as a skill usable at any time).

    >>> d = Decision.secret("bid", [Action.of("bid", p, n=1) for p in (0, 2)])
    >>> d.actor, sorted(d.deciders()), d.part(2), d.part(1)
    (0, [0, 2], 'secret', None)
    >>> d = Decision(1, "move", (Action.of("move", 1), Action.of("skill", 3)))
    >>> d.part(1), d.part(3), sorted(d.deciders())
    ('decides', 'responds', [1])
    """

    actor: int | None
    prompt: str
    legal: tuple[Action, ...]
    info: JsonObject = field(default_factory=dict)
    parts: Mapping[int, str] | None = None

    def __post_init__(self) -> None:
        if self.parts is not None:
            _check_parts(self)

    # --- the modes ------------------------------------------------------------------------
    @staticmethod
    def secret(prompt: str, legal: Iterable[Action], info: JsonObject | None = None, *,
               among: Iterable[int] | None = None, first: int | None = None) -> "Decision":
        """Each seat of `among` (default: every seat with a legal action) answers on its own and unseen;
        the game reveals the answers together. Other seats with legal actions may respond; `first`
        (default: the lowest seat) is asked first at a hot-seat table."""
        return _several(SECRET, prompt, tuple(legal), info, among, first)

    @staticmethod
    def anyone(prompt: str, legal: Iterable[Action], info: JsonObject | None = None, *,
               among: Iterable[int] | None = None, first: int | None = None) -> "Decision":
        """Any one seat of `among` (default: every seat with a legal action) may take it: a free choice
        of who acts next."""
        return _several(FIRST, prompt, tuple(legal), info, among, first)

    @staticmethod
    def group(prompt: str, legal: Iterable[Action], leader: int, joiners: Iterable[int],
              info: JsonObject | None = None) -> "Decision":
        """`leader` leads a group action that each of `joiners` is asked to join (in any order)."""
        legal = tuple(legal)
        parts = {seat: JOINS for seat in joiners}
        parts[leader] = DECIDES
        return Decision(leader, prompt, legal, info or {}, _with_responders(parts, legal))

    def narrowed(self, legal: Iterable[Action]) -> "Decision":
        """The same question with only `legal` left (what one person may click, what a lesson allows);
        the parts stay as the flow gave them, so a seat may be waited on with nothing left here."""
        narrowed = object.__new__(Decision)
        for name, value in (("actor", self.actor), ("prompt", self.prompt), ("legal", tuple(legal)),
                            ("info", self.info), ("parts", self.parts)):
            object.__setattr__(narrowed, name, value)
        return narrowed

    # --- reading --------------------------------------------------------------------------
    @property
    def automatic(self) -> bool:
        """A system step (refilling a market, revealing bids): nobody is asked."""
        return self.actor is None

    @property
    def is_simultaneous(self) -> bool:
        """Answered secretly by several seats at once (an answer is hidden until all are in)."""
        return self.parts is not None and SECRET in self.parts.values()

    def roles(self) -> Mapping[int, str]:
        """Every seat taking part, with how; derived from `actor` and `legal` when not given."""
        if self.parts is not None:
            return self.parts
        if self.actor is None:
            return {}
        parts = {a.player: RESPONDS for a in self.legal if a.player is not None and a.player != self.actor}
        parts[self.actor] = DECIDES
        return parts

    def part(self, seat: int) -> str | None:
        """How `seat` takes part in this decision, or None when it has no say."""
        return self.roles().get(seat)

    def deciders(self) -> frozenset[int]:
        """Every seat the game waits on now (one, several answering at once, or any one of several)."""
        if self.parts is None:
            return frozenset() if self.actor is None else frozenset((self.actor,))
        return frozenset(seat for seat, part in self.parts.items() if part in _AWAITED)

    def responders(self) -> frozenset[int]:
        """Seats that may act now without the game waiting on them."""
        return frozenset(seat for seat, part in self.roles().items() if part == RESPONDS)

    def next_seat(self) -> int | None:
        """The seat a driver (a simulation, hot-seat hand-over) asks next: the actor when the game waits
        on it, else the first seat waited on."""
        if self.parts is None or self.actor is None:
            return self.actor
        deciders = self.deciders()
        if self.actor in deciders or not deciders:
            return self.actor
        return min(deciders)

    def actors(self) -> set[int]:
        return {a.player for a in self.legal if a.player is not None}

    def for_player(self, player: int) -> list[Action]:
        return [a for a in self.legal if a.player == player]

    def of_kind(self, kind: str) -> list[Action]:
        return [a for a in self.legal if a.kind == kind]


def _several(part: str, prompt: str, legal: tuple[Action, ...], info: JsonObject | None,
             among: Iterable[int] | None, first: int | None) -> Decision:
    seats = sorted({a.player for a in legal if a.player is not None} if among is None else set(among))
    if not seats:
        raise ValueError(f"decision {prompt!r}: a decision several seats take part in ({part}) needs a seat")
    parts = _with_responders({seat: part for seat in seats}, legal)
    return Decision(seats[0] if first is None else first, prompt, legal, info or {}, parts)


def _with_responders(parts: dict[int, str], legal: tuple[Action, ...]) -> dict[int, str]:
    for action in legal:
        if action.player is not None and action.player not in parts:
            parts[action.player] = RESPONDS
    return parts


def _check_parts(d: Decision) -> None:
    """A decision names a part for every seat with a legal action, and every seat waited on can act."""
    parts = d.parts or {}
    unknown = sorted(set(parts.values()) - set(PARTS))
    if unknown:
        raise ValueError(f"decision {d.prompt!r}: unknown part(s) {unknown}; expected one of {PARTS}")
    if d.actor is None:
        raise ValueError(f"decision {d.prompt!r}: a decision with parts needs an actor (None is the system)")
    if d.actor not in parts:
        raise ValueError(f"decision {d.prompt!r}: the actor {d.actor} takes no part in it")
    acting = {a.player for a in d.legal if a.player is not None}
    outsiders = sorted(acting - set(parts))
    if outsiders:
        raise ValueError(f"decision {d.prompt!r}: seat(s) {outsiders} have legal actions but no part")
    idle = sorted(seat for seat, part in parts.items() if part in _AWAITED and seat not in acting)
    if idle:
        raise ValueError(f"decision {d.prompt!r}: seat(s) {idle} are waited on but have no legal action")
