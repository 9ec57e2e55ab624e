"""The protocol every game implements, the configuration it starts from, and the step context."""
from __future__ import annotations

import copy
import math
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Generic, Mapping, Sequence, TypeVar

from .action import Action, Event
from .canonical import JsonAny, JsonObject, to_jsonable
from .decision import Decision
from .errors import ConfigError
from .outcome import Outcome, outcome_values
from .reveal import ROLL, Reveal
from .rng import FORCED_KEY, Rng
from .strings import Message

S = TypeVar("S")
Reducer = Callable[[Any, JsonObject], None]
RNG_EVENT = "rng"


@dataclass(frozen=True)
class Seat:
    """One player at the table: a name, and a bot name when a bot plays the seat."""

    name: str
    bot: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    def to_json(self) -> JsonObject:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True)
class GameConfig:
    """Everything a game starts from; with the actions it determines every state."""

    game: str
    seed: int
    seats: tuple[Seat, ...]
    options: Mapping[str, JsonAny] = field(default_factory=dict)
    casual_undo: bool = False  # the table's house rule: a person may take back another person's move

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_json(self) -> JsonObject:
        """The config as saved; `casual_undo` only when chosen, so older saves keep their hash."""
        data: JsonObject = {
            "game": self.game,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
        }
        if self.casual_undo:
            data["casual_undo"] = True
        return data

    @staticmethod
    def from_json(data: Mapping[str, JsonAny]) -> "GameConfig":
        seats = tuple(Seat(s["name"], s.get("bot")) for s in data["seats"])
        casual = data.get("casual_undo", False)
        if not isinstance(casual, bool):
            raise ValueError("config.casual_undo: expected true or false")
        return GameConfig(data["game"], int(data["seed"]), seats, dict(data.get("options", {})), casual)

    @staticmethod
    def quick(game: str, players: int, seed: int = 1, bot: str | None = None, **options: JsonAny) -> "GameConfig":
        seats = tuple(Seat(f"Player {i + 1}", bot) for i in range(players))
        return GameConfig(game, seed, seats, options)


class Context:
    """What `Game.resolve` works with: the state, the RNG, and `emit`, which folds and records."""

    __slots__ = ("game", "state", "rng", "events", "_apply", "_reducers")

    def __init__(self, game: "Game[Any]", state: Any) -> None:
        self.game = game
        self.state = state
        self.rng = Rng(state.rng, getattr(state, FORCED_KEY, None))
        self.events: list[Event] = []
        self._apply = game.apply  # bound once: emit is the engine's hottest call
        self._reducers = game.reducers

    def emit(self, kind: str, **data: JsonAny) -> Event:
        event = Event(kind, data)
        if self._reducers is None:
            self._apply(self.state, event)
        else:
            self._reducers[kind](self.state, data)
        self.events.append(event)
        return event

    def finish(self) -> list[Event]:
        """Record the RNG's advance (and the forced results it served) so replays never call the RNG."""
        rng = self.rng
        if rng.state != self.state.rng or rng.served is not None:
            data: JsonObject = {"state": rng.state}
            if rng.served is not None:
                data[FORCED_KEY] = list(rng.served)
            event = Event(RNG_EVENT, data)
            fold(self.game, self.state, event)
            self.events.append(event)
        return self.events


def narrate(game: "Game[Any]", state: Any, event: Event, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """Fold `event` into `state` and return its log line: the one way a history is told, so a line can
    name what the event changed from (the game's `annotate`) as well as what it changed to."""
    told = game.annotate(event, state)
    fold(game, state, event)
    return game.describe(told, state, lang, names)


def fold(game: "Game[Any]", state: Any, event: Event) -> None:
    """Apply one event: the kernel's own RNG event, or the game's reducer."""
    if event.kind == RNG_EVENT:
        state.rng = event.data["state"]
        served = event.data.get(FORCED_KEY)
        if served is not None:
            state.forced = state.forced.serve(served)
    elif game.reducers is not None:
        game.reducers[event.kind](state, event.data)
    else:
        game.apply(state, event)


OptionCheck = Callable[[Mapping[str, JsonAny], int], None]


@dataclass(frozen=True)
class Declared:
    """What a game's manifest declares and the kernel holds configs to: its id, title, seats and options.

    The registry makes it from the manifest (engine/manifest.py), the one place these are written;
    `check_options(options, players)` raises ConfigError for an undeclared option or a value the
    manifest does not allow for that many players.
    """

    id: str
    title: Mapping[str, str]
    min_players: int
    max_players: int
    check_options: OptionCheck | None = None
    cooperative: bool = False   # the table wins or loses together: nobody gains by peeking past a reveal


class Game(ABC, Generic[S]):
    """A rule-enforced game: a pure function of config and actions, enumerating legal moves.

    States are plain data with an int attribute `rng`; a game that starts from scenarios also keeps
    their forced results there as `forced` (a `Forced`, or None). Only the reducer changes a state:
    either a table `reducers` (event kind -> handler(state, data)) or an overridden `apply`,
    never both. `resolve` turns an action into events through `Context.emit`.
    """

    reducers: ClassVar[Mapping[str, Reducer] | None] = None
    # The action kinds whose every refusal the game words itself (`refusal` answers for any illegal
    # action of these kinds); the conformance suite holds the game to it.
    refused_kinds: ClassVar[frozenset[str]] = frozenset()
    declared: Declared | None = None  # bound from the manifest by the registry (`declare`)
    lead_scale: ClassVar[float] = 1.0  # points of lead that make a clear favourite (`evaluate`'s curve)
    # How many decisions a search plays at random past its tree before `evaluate` judges: few where the
    # game's estimate is good (random play only blurs it), many where it cannot judge a game unfinished.
    rollout_decisions: ClassVar[int] = 10_000
    # The share of a level's time per decision a search bot thinks on this game's weighty decisions: a game that asks
    # hundreds of them a game (Runebound) thinks shorter on each, so a whole game takes minutes, not hours.
    think_share: ClassVar[float] = 1.0
    # How much better (in expected result) the search's own move must look than the game's greedy choice before a
    # search bot overrides the rule of thumb: where the judge is blind to what the rule knows, near ties go to the rule.
    lean_margin: ClassVar[float] = 0.0
    # The lean of a search's root to the game's greedy choice, a bonus of this much expected result fading as 1 / its
    # visits: where the moves' worths differ by far less than this (a long game judged as a chance to win), the search
    # can only ever agree with the rule of thumb, so such a game leans less.
    prior_weight: ClassVar[float] = 1.0
    # The rollout algorithm instead of a tree: every root move is played on from the same drawn table by the game's
    # playout and judged, sweep after sweep, and a search bot leaves the greedy move only for one whose gain over it,
    # sweep by sweep, stands clear of the noise. For a game whose playout is its rule of thumb and whose moves differ by
    # hundredths against dice that swing a turn: a shared future lets a small difference show, and random choices a
    # tree explores below the root (a fight escaped at random) no longer blur what the root move is worth.
    paired_root: ClassVar[bool] = False
    # Expected result a move may lose before post-game analysis marks it an inaccuracy, a mistake, a blunder.
    analysis_thresholds: ClassVar[tuple[float, float, float]] = (0.05, 0.10, 0.20)

    # A game is declared once, by its manifest. A toy game registered in code (tests) may give `id`,
    # `title`, `min_players` and `max_players` as class attributes instead, which shadow these.
    @property
    def id(self) -> str:
        return self._declared().id

    @property
    def title(self) -> Mapping[str, str]:
        return self._declared().title

    @property
    def min_players(self) -> int:
        return self._declared().min_players

    @property
    def max_players(self) -> int:
        return self._declared().max_players

    @property
    def cooperative(self) -> bool:
        """Whether the players win or lose together (a toy game made in code, with no manifest, competes)."""
        return self.declared is not None and self.declared.cooperative

    def declare(self, declared: Declared) -> None:
        """Bind what the game's manifest declares (the registry does this when it loads the game)."""
        self.declared = declared

    def _declared(self) -> Declared:
        if self.declared is None:
            raise RuntimeError(f"{type(self).__name__} was made without its manifest: load it with engine.games.get")
        return self.declared

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.reducers is not None and cls.apply is not Game.apply:
            raise TypeError(f"{cls.__name__}: give either a `reducers` table or an `apply`, not both")

    @abstractmethod
    def new_state(self, config: GameConfig) -> S:
        """The state before the first step; deterministic in the config (its seed included)."""

    @abstractmethod
    def decision(self, state: S) -> Decision | None:
        """The current question with all legal actions, or None when the game is over."""

    @abstractmethod
    def resolve(self, ctx: Context, action: Action) -> None:
        """Carry out a legal action by emitting events (draws come from `ctx.rng`)."""

    def apply(self, state: S, event: Event) -> None:
        """The reducer: fold one event into the state in place (by default through `reducers`)."""
        if self.reducers is None:
            raise NotImplementedError(f"{type(self).__name__} has neither a `reducers` table nor an `apply`")
        self.reducers[event.kind](state, event.data)

    def validate_config(self, config: GameConfig) -> None:
        """The seat count and the options as the manifest declares them; games add what it cannot say."""
        if not self.min_players <= config.players <= self.max_players:
            raise ConfigError("kernel.config.players", game=self.id, lo=self.min_players, hi=self.max_players,
                              players=config.players)
        if self.declared is not None and self.declared.check_options is not None:
            self.declared.check_options(config.options, config.players)

    def encode(self, state: S) -> JsonAny:
        """The state as canonical JSON-able data (hashing, saves, debugging)."""
        return to_jsonable(state)

    def clone(self, state: S) -> S:
        return copy.deepcopy(state)

    def view(self, state: S, player: int | None) -> JsonAny:
        """What `player` may see (None = omniscient); games override to hide information."""
        return self.encode(state)

    def routine(self, decision: Decision, seat: int) -> bool:
        """Whether `seat`'s choice at `decision` is not worth a search (a step along a path already chosen, an
        aside such as a discard): a search bot answers it with the game's greedy rule of thumb and keeps its time
        for the choices that matter. Read from the decision alone, which the seat sees; never routine by default."""
        return False

    def rollout_length(self, state: S) -> int:
        """How many decisions a search plays on past its tree at this table before it judges: `rollout_decisions`
        unless a game's tables differ (a scenario whose judge reads it better than random play would)."""
        return self.rollout_decisions

    def lean(self, view: JsonAny, greedy: Action) -> float:
        """How much better a search bot's own move must look than the `greedy` one at the table a seat sees (`view`):
        `lean_margin`, unless a game's scenarios are judged on different scales, or its judge is blind to the worth
        of some of the rule of thumb's moves."""
        return self.lean_margin

    def candidates(self, decision: Decision, seat: int, legal: list[Action]) -> list[Action]:
        """The moves of `seat` (`legal`, never empty) a search weighs at `decision`: a game leaves out those its judge
        cannot tell the worth of and no sensible player makes (the result is never empty); all of them by default."""
        return legal

    def playout(self, state: S, decision: Decision, seat: int, rng: Rng) -> Action:
        """The move a search plays for `seat` past its tree (and at a routine decision inside it), on a state it drew:
        one of the seat's legal moves at random by default; a game whose random play says little plays its rule of
        thumb."""
        legal = [a for a in decision.legal if a.player == seat] or list(decision.legal)
        return legal[rng.below(len(legal))]

    def horizon(self, state: S, seat: int) -> bool:
        """Whether a search for `seat` may stop its playout here and judge (the seat's turn is over, say: what comes
        after its choice has come); never by default, where the playout runs for `rollout_decisions`."""
        return False

    def shuffle_hidden(self, state: S, player: int, rng: Rng) -> S | None:
        """A copy of `state` that differs only in what `player` may not see (a deck's order, a bag's dice),
        drawn by `rng`: the conformance suite checks `view` cannot tell the two apart. None: nothing hidden."""
        return None

    def content_hash(self) -> str:
        return ""

    def content_hash_for(self, config: GameConfig) -> str:
        """The hash a save of this configuration records (an expansion's files count only when it is on)."""
        return self.content_hash()

    def describe(self, event: Event, state: S, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """A log line for an event (players called by `names`, the seats' names), or None."""
        return None

    def tell(self, action: Action, state: S, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """A log line for a person's choice that its events do not tell (a pass, a skip), told before
        them with `state` the state before the step; None when the events say it all."""
        return None

    def annotate(self, event: Event, state: S) -> Event:
        """The event with what its log line needs from the state *before* it (a value it overwrites,
        a die it sends back to the bag); `narrate` asks before folding. By default the event itself."""
        return event

    def check(self, state: S) -> list[str]:
        """Invariant violations in `state` (conservation, bounds); simulations report them."""
        return []

    def final_scores(self, state: S) -> list[float]:
        """Each seat's score (meaningful when the game is over); used by simulate and bots."""
        return []

    def progress(self, state: S) -> Sequence[float]:
        """The values the end-of-game chart follows: each seat's score so far by default."""
        return self.final_scores(state)

    def progress_tracks(self, config: GameConfig) -> list[dict[str, str]] | None:
        """Names (en/pl) of the tracks `progress` returns when they are not one per seat (co-op)."""
        return None

    def estimate(self, state: S) -> Sequence[float]:
        """Each seat's expected final score from here (the game's own projection); today's scores by default."""
        return self.final_scores(state)

    def evaluate(self, state: S) -> list[float]:
        """Each seat's expected result in [0, 1] (1 = a sure win): what a search that stops a rollout early
        scores. The end by its outcome; before it, a competitive seat by its lead over the best rival in
        `estimate`, on a logistic curve `lead_scale` points wide; a table that wins together: even, unless
        the game judges better."""
        if self.decision(state) is None:
            return outcome_values(self.outcome(state))
        estimates = list(self.estimate(state))
        if len(estimates) < 2 or self.cooperative:
            return [0.5] * max(len(estimates), 1)
        out = []
        for seat, mine in enumerate(estimates):
            rival = max(e for other, e in enumerate(estimates) if other != seat)
            out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (rival - mine) / self.lead_scale)))))
        return out

    def outcome(self, state: S) -> Outcome:
        """How the game ended (meaningful when it is over): by default places by `final_scores`."""
        scores = self.final_scores(state)
        if len(scores) == 1:
            return Outcome.solo(scores[0])
        return Outcome.competitive(scores)

    def reveals(self, events: Sequence[Event]) -> list[Reveal]:
        """What the events of one step revealed; chance (a roll, a shuffle, a draw) by default.

        Games add their own (a card seen, a tile turned, secret choices shown) by extending this.
        """
        return [Reveal(ROLL)] if any(e.kind == RNG_EVENT for e in events) else []

    def refusal(self, state: S, action: Action) -> Message | None:
        """Why the rules forbid `action` here, in the game's own words (the rule that forbids it), or None
        to leave it to the kernel's generic reasons; asked only for an action that is not legal."""
        return None

    def is_legal(self, state: S, action: Action) -> bool:
        decision = self.decision(state)
        return decision is not None and action in decision.legal
