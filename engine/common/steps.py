"""The step/frame machinery a game's order of play is written in, and shared action builders.

A game's state names its current step (`state.step`) and keeps a stack of frames — sub-questions
in progress, such as a tie to break or a skill's target — that come first and are never
interrupted. A `Flow` holds the game's three registries, filled by decorators where the rules
are written: what each step asks, what each frame asks, and which resolver carries out each
action kind. A step the system answers alone (rolling, refilling, passing the marker) is one
`automatic` declaration.

>>> flow: Flow[Any, Any] = Flow()
>>> @flow.automatic("round_start", "roll_dice")
... def roll_dice(ctx: Context) -> None:
...     ctx.emit("rolled")
>>> d = flow.decision({}, "round_start", [])
>>> d.actor, d.prompt, [str(a) for a in d.legal]
(None, 'roll_dice', ['system roll_dice()'])
"""
from __future__ import annotations

from typing import Any, Callable, Generic, Protocol, Sequence, TypeVar

from engine.kernel.action import Action
from engine.kernel.canonical import JsonAny
from engine.kernel.decision import Decision
from engine.kernel.game import Context

S = TypeVar("S")
F = TypeVar("F", bound="FrameLike")
R = TypeVar("R", bound=Callable[..., None])
A = TypeVar("A", bound=Callable[[Context], None])
K = TypeVar("K")
V = TypeVar("V")

Legal = tuple[int | None, str, list[Action]]
Resolver = Callable[[Context, Action], None]


class FrameLike(Protocol):
    """What the machinery reads of a frame: its kind (the question) and who answers it."""

    @property
    def kind(self) -> str: ...

    @property
    def player(self) -> int | None: ...


class Flow(Generic[S, F]):
    """One game's registries (steps, frames, resolvers), filled by decorators and read by the game."""

    __slots__ = ("steps", "frames", "resolvers")

    def __init__(self) -> None:
        self.steps: dict[str, Callable[[S], Legal]] = {}
        self.frames: dict[str, Callable[[S, F], list[Action]]] = {}
        self.resolvers: dict[str, Resolver] = {}

    def step(self, name: str) -> Callable[[Callable[[S], Legal]], Callable[[S], Legal]]:
        """Register what step `name` asks: a function of the state returning (actor, prompt, legal)."""
        def wrap(fn: Callable[[S], Legal]) -> Callable[[S], Legal]:
            _register(self.steps, "step", name, fn)
            return fn
        return wrap

    def frame(self, name: str) -> Callable[[Callable[[S, F], list[Action]]], Callable[[S, F], list[Action]]]:
        """Register what a frame of kind `name` asks: the legal actions of its player."""
        def wrap(fn: Callable[[S, F], list[Action]]) -> Callable[[S, F], list[Action]]:
            _register(self.frames, "frame", name, fn)
            return fn
        return wrap

    def resolves(self, *kinds: str) -> Callable[[R], R]:
        """Register a resolver for action kinds (it keeps its own signature for direct calls)."""
        def wrap(fn: R) -> R:
            resolver: Resolver = fn
            for k in kinds:
                _register(self.resolvers, "resolver", k, resolver)
            return fn
        return wrap

    def automatic(self, step: str, kind: str | None = None) -> Callable[[A], A]:
        """Declare a system step in one go: step `step` offers the single system action `kind`
        (default: the step's name, also the prompt), and the decorated `fn(ctx)` carries it out.

        The function stays callable directly, so other steps can run it at once when they may.
        """
        kind = step if kind is None else kind
        action = system(kind)

        def ask(state: S) -> Legal:
            return None, kind, [action]

        def wrap(fn: A) -> A:
            def resolve(ctx: Context, a: Action) -> None:
                fn(ctx)
            _register(self.steps, "step", step, ask)
            _register(self.resolvers, "resolver", kind, resolve)
            return fn
        return wrap

    def decision(self, state: S, step: str, stack: Sequence[F],
                 interrupts: Callable[[S], list[Action]] | None = None) -> Decision:
        """The question now: the top frame's if any (never interrupted), else the step's, with the
        `interrupts` (actions any player may take at any time) added to a player's question."""
        if stack:
            frame = stack[-1]
            return Decision(frame.player, frame.kind, tuple(self.frames[frame.kind](state, frame)))
        actor, prompt, legal = self.steps[step](state)
        if actor is not None and interrupts is not None:
            legal = legal + interrupts(state)
        return Decision(actor, prompt, tuple(legal))

    def resolve(self, ctx: Context, action: Action) -> None:
        """Carry out a legal action with the resolver registered for its kind."""
        self.resolvers[action.kind](ctx, action)


def _register(table: dict[str, V], what: str, name: str, fn: V) -> None:
    """Add to a registry, refusing a second entry under one name (a copy-paste slip otherwise wins silently)."""
    if name in table:
        raise ValueError(f"{what} {name!r} is registered twice")
    table[name] = fn


# --- shared action builders ------------------------------------------------------------------
CACHE_LIMIT = 20_000


def remember(cache: dict[K, V], key: K, value: V) -> V:
    """Store a computed pure value, emptying the cache first when it is full (memory stays bounded)."""
    if len(cache) >= CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


_MADE: dict[tuple[str, int | None, tuple[tuple[str, JsonAny], ...]], Action] = {}


def make(kind: str, player: int | None, args: tuple[tuple[str, JsonAny], ...] = ()) -> Action:
    """An action with `args` already sorted by name; actions are immutable values, so equal
    ones are built once and shared (building frozen dataclasses dominated `decision()`)."""
    key = (kind, player, args)
    action = _MADE.get(key)
    if action is None:
        action = remember(_MADE, key, Action(kind, player, args))
    return action


def act(kind: str, player: int | None, **args: object) -> Action:
    """`Action.of` for scalar arguments, shared through `make` (enumerations call it a lot).

    >>> act("place", 0, row="STR", die=3) is act("place", 0, die=3, row="STR")
    True
    """
    return make(kind, player, tuple(sorted(args.items())))


def one(kind: str, player: int | None, key: str, value: JsonAny) -> Action:
    """A one-argument action (hot paths skip the sorting `act` does)."""
    return make(kind, player, ((key, value),))


def system(kind: str) -> Action:
    """The action of an automatic step (no player, no arguments)."""
    return make(kind, None)
