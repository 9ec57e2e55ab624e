"""What a hero settles during its own turn, one small question at a time (spec §11): recovering points of an
attribute it chooses, taking a Flaw on an attribute it chooses (the third awakens the Gardzica, a fourth becomes a
Primal flaw), paying the cost of leaving Taint, moving. The active hero's `todo` list holds what is still to settle;
items that need no choice are carried out at once, and when the list is empty the phase's end of a turn runs."""
from __future__ import annotations

from typing import Callable

from engine.common.steps import one
from engine.kernel import Action, Context, Decision

from .content import ATTRIBUTES, content
from .flow import FLOW
from .state import GARDZICA, LOST, OVER, GameState, HeroState

ANY, FLAW, LEAVE, PRIMAL, PIERW = "any", "flaw", "leave", "primal", "pierw"
AS = "as"   # "as:<seat>": the steps after it are that hero's, within a joint action (group.py)
MOVE = "move:"
DECLARE = "declare"   # the question of a turn opened by a MAP ability: which Action now (map_window.declare)
Question = Callable[[GameState, HeroState], list[Action]]
# What each phase asks for its own items (the Region option, a feat to recover) and how it ends a turn; filled
# by the phase modules, which import this one.
QUESTIONS: dict[str, Question] = {}
ENDS: dict[str, Callable[[Context], None]] = {}
# What an item whose name starts with `prefix:` does when it asks nothing (a spill with nowhere to go).
AUTO: dict[str, Callable[[Context, str], None]] = {}
# What entering a region sets off for the hero who entered (a Herald attack in Pamięć Świata).
ON_ENTER: list[Callable[[Context, HeroState, str], None]] = []
# What a hero lost to Oblivion (its third Primal flaw) sets off: its corrupted version joins the Enemy deck.
ON_LOST: list[Callable[[Context, HeroState], None]] = []


def pierw_max(h: HeroState) -> int:
    """Three Pierw recesses less one per Primal flaw (§11.5)."""
    return content().rules.limits.pierw - h.pflaws


def flaw_candidates(h: HeroState) -> list[str]:
    """Attributes that can take a regular Flaw: not flawed yet (nor Primal), and with a cap above 0 (§11.4)."""
    return [x for x, t in h.attributes.items() if not t.flaw and not t.pflaw and t.cap > 0]


def recoverable(h: HeroState) -> list[str]:
    return [x for x, t in h.attributes.items() if t.pos < t.cap]


def add(ctx: Context, items: list[str]) -> None:
    s: GameState = ctx.state
    ctx.emit("todo", todo=s.todo + items)


def add_first(ctx: Context, items: list[str]) -> None:
    """Items to settle before the rest (what an item sets off comes before the items after it)."""
    s: GameState = ctx.state
    ctx.emit("todo", todo=items + s.todo)


def done(ctx: Context) -> None:
    """The first item is settled."""
    s: GameState = ctx.state
    ctx.emit("todo", todo=s.todo[1:])


def camp_ability(ctx: Context, h: HeroState, *, first: bool = False) -> None:
    """The recoveries the hero card's camp ability shows (the Gardzica side's in that form, §6.8 step 2): a named
    attribute at once, Pierw beyond its maximum turned into a point of any attribute (§6.8), "any" a choice (asked
    next when `first`, else after what is already to settle)."""
    hero = content().heroes[h.hero]
    choices = []
    for what in hero.gardzica_camp if h.form == GARDZICA else hero.camp:
        if what in ATTRIBUTES:
            ctx.emit("recovered", seat=h.seat, attr=what, n=1)
        elif what == PIERW and h.pierw < pierw_max(h):
            ctx.emit("recovered", seat=h.seat, attr=PIERW, n=1)
        else:
            choices.append(ANY)
    (add_first if first else add)(ctx, choices)


def questions(s: GameState, h: HeroState, item: str) -> list[Action]:
    """The choices an item offers now (empty: nothing to choose, it is settled without a question)."""
    if item == ANY:
        return [one("recover_any", h.seat, "attr", x) for x in recoverable(h)]
    if item == FLAW:
        candidates = flaw_candidates(h)
        return [one("take_flaw", h.seat, "attr", x) for x in candidates] if len(candidates) > 1 else []
    if item == PRIMAL:
        return [one("primal_flaw", h.seat, "attr", x) for x, t in h.attributes.items() if t.flaw]
    if item == LEAVE:
        return [one("leave_by", h.seat, "pay", FLAW)] + [one("leave_by", h.seat, "pay", x) for x in ATTRIBUTES]
    if item.startswith(MOVE):
        return []
    return QUESTIONS[item.split(":")[0]](s, h)


def settled_by(ctx: Context, seat: int | None, items: list[str]) -> None:
    """Items one participant of a joint action settles as its own (its own questions), then the lead goes on; the
    lead's own (or nobody's: then the lead's) are settled as they stand."""
    s: GameState = ctx.state
    lead = s.active
    add_first(ctx, items if seat is None or seat == lead else [f"{AS}:{seat}", *items, f"{AS}:{lead}"])


Takers = Callable[[GameState, str], list[int]]


def hand_out(prefix: str, kind: str, takers: Takers, settle_to: Callable[[Context, str, int | None], None]) -> None:
    """A joint action's item the lead gives to one participant (DP-GROUP-LOSS, DP-GROUP-SPLIT, §10.2, §10.4): a loss,
    a cost, a Trophy or a card's reward. The lead is asked (`kind`, naming the participant) only when two or more
    may take it; `settle_to` carries it out for the one named (the only one, or None when nobody may)."""
    def options(s: GameState, h: HeroState) -> list[Action]:
        seats = takers(s, s.todo[0])
        return [one(kind, h.seat, "to", x) for x in seats] if len(seats) > 1 else []

    def given(ctx: Context, a: Action) -> None:
        s: GameState = ctx.state
        item = s.todo[0]
        done(ctx)
        settle_to(ctx, item, int(a["to"]))
        run(ctx)

    def alone(ctx: Context, item: str) -> None:
        seats = takers(ctx.state, item)
        settle_to(ctx, item, seats[0] if seats else None)

    QUESTIONS[prefix] = options
    AUTO[prefix] = alone
    FLOW.resolves(kind)(given)


def settle(s: GameState) -> Decision:
    """The active hero's next question."""
    assert s.active is not None
    h = s.hero(s.active)
    item = s.todo[0]
    return Decision(h.seat, f"zerywia.prompt.{item.split(':')[0]}", tuple(questions(s, h, item)))


def run(ctx: Context) -> None:
    """Carry out every item that needs no choice; stop at the first question, or end the turn when none is left."""
    s: GameState = ctx.state
    if s.invite is not None:        # partners are asked to join first (group.py)
        return
    while s.todo and s.active is not None and s.step != OVER:
        h = s.hero(s.active)
        item = s.todo[0]
        if item == FLAW and (h.flaws >= len(ATTRIBUTES) or not flaw_candidates(h)):
            ctx.emit("todo", todo=[PRIMAL] + s.todo[1:])
            continue
        if questions(s, h, item):
            return
        done(ctx)
        if item == FLAW:
            ctx.emit("flaw_taken", seat=h.seat, attr=flaw_candidates(h)[0])
        elif item == PRIMAL:
            ctx.emit("hero_out", seat=h.seat, status="dead")     # no regular flaw to move: the hero dies (§11.4)
        elif item.startswith(MOVE):
            ctx.emit("moved", seat=h.seat, region=item[len(MOVE):])
            for hook in ON_ENTER:
                hook(ctx, s.hero(h.seat), item[len(MOVE):])
        elif item.split(":")[0] in AUTO:
            AUTO[item.split(":")[0]](ctx, item)
    if not s.todo and s.active is not None and s.step != OVER:
        ENDS[s.step](ctx)


@FLOW.resolves("recover_any", "take_flaw", "primal_flaw", "leave_by")
def resolve_item(ctx: Context, a: Action) -> None:
    """A choice for the first item: which attribute recovers, takes the Flaw or the Primal flaw; how leaving Taint
    is paid (a Flaw, or 1 point of an attribute as a loss)."""
    s: GameState = ctx.state
    done(ctx)
    if a.kind == "recover_any":
        ctx.emit("recovered", seat=a.player, attr=a["attr"], n=1)
    elif a.kind == "take_flaw":
        ctx.emit("flaw_taken", seat=a.player, attr=a["attr"])
    elif a.kind == "primal_flaw":
        ctx.emit("primal_flaw", seat=a.player, attr=a["attr"])
        if s.hero(a.player).status == LOST:
            for hook in ON_LOST:
                hook(ctx, s.hero(a.player))
    elif a["pay"] == FLAW:
        ctx.emit("todo", todo=[FLAW] + s.todo)
    else:
        ctx.emit("lost", seat=a.player, attr=a["pay"], n=1)
    run(ctx)


# --- voluntary costs (an option, a creature's special ability) -------------------------------------------
def payable(h: HeroState, cost: str | None, n: int = 1) -> bool:
    """A voluntary cost the hero can pay: points of an attribute (never from zero), Pierw, an Offering (or 3
    Trophies), Trophies."""
    per = content().rules.limits.trophies_per_offering
    if cost is None:
        return True
    if cost in ATTRIBUTES:
        return h.attributes[cost].points >= n
    if cost == PIERW:
        return h.pierw >= n
    if cost == "offering":
        return h.offerings >= n or h.trophies >= per * n
    if cost == "trophies":
        return h.trophies >= n
    return False


def pay(ctx: Context, h: HeroState, cost: str, n: int = 1) -> None:
    """Pay a voluntary cost `payable` allowed (an Offering from 3 Trophies when the hero has none)."""
    per = content().rules.limits.trophies_per_offering
    if cost in ATTRIBUTES or cost == PIERW:
        ctx.emit("paid", seat=h.seat, attr=cost, n=n)
    elif cost == "offering":
        if h.offerings >= n:
            ctx.emit("offerings", seat=h.seat, n=-n)
        else:
            ctx.emit("trophies", seat=h.seat, n=-per * n)
    elif cost == "trophies":
        ctx.emit("trophies", seat=h.seat, n=-n)


def payers(s: GameState) -> list[HeroState]:
    """Heroes who can pay an Offering: one held, or 3 Trophies standing for it; any hero may pay (§13.1)."""
    per = content().rules.limits.trophies_per_offering
    return [x for x in s.active_heroes() if x.offerings or x.trophies >= per]
