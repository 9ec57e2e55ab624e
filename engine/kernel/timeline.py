"""The session timeline: apply, undo/redo at human granularity, snapshots for constant-cost seeks."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, Iterable, TypeVar

from .action import Action, Event
from .annotation import Annotation
from .canonical import JsonAny, hash_json
from .decision import Decision
from .errors import IllegalAction, UndoRefused
from .game import Context, Game, GameConfig, fold
from .reveal import Reveal
from .seen import Seen
from .strings import english

S = TypeVar("S")
MAX_AUTO_STEPS = 10_000


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action with the events it produced and the state hash after it."""

    action: Action
    events: tuple[Event, ...]
    hash: str
    auto: bool



@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether undo/redo may happen now, and if not, why (for a greyed button's tooltip).

    `key` and `params` name the reason in the string catalogue, so the app shows it in its language.
    """

    ok: bool
    key: str = ""
    params: dict[str, object] = field(default_factory=dict)

    @classmethod
    def refused(cls, key: str, **params: object) -> "Verdict":
        return cls(False, key, params)

    @property
    def reason(self) -> str:
        """The reason in English (logs, the command line); empty when allowed."""
        return english(self.key, **self.params) if self.key else ""

    def __bool__(self) -> bool:
        return self.ok


def _is_legal(decision: Decision, action: Action) -> bool:
    """`action` is one of the legal actions exactly, argument types included (`2.0` is not `2`)."""
    legal = decision.legal
    start = 0
    while True:
        try:
            index = legal.index(action, start)
        except ValueError:
            return False
        if legal[index].identical(action):
            return True
        start = index + 1


def step_state(game: Game[S], state: S, action: Action) -> list[Event]:
    """Resolve `action` on `state` in place and return its events (no legality check)."""
    ctx = Context(game, state)
    game.resolve(ctx, action)
    return ctx.finish()


class Session(Generic[S]):
    """A game in progress: the config, every step taken, and a cursor into them.

    Seeking restores the nearest snapshot at or before the target and folds events forward,
    so undo costs at most `snapshot_every` event folds whatever the log length.
    """

    def __init__(
        self,
        game: Game[S],
        config: GameConfig,
        *,
        strict: bool = False,
        snapshot_every: int = 32,
        autorun: bool = True,
    ) -> None:
        game.validate_config(config)
        self.game = game
        self.config = config
        self.strict = strict
        self.snapshot_every = snapshot_every
        self.steps: list[Step] = []
        self.cursor = 0
        self.annotations: list[Annotation] = []   # hints taken, beside the steps (engine/kernel/annotation.py)
        self._state: S = game.new_state(config)
        self._snapshots: dict[int, S] = {0: game.clone(self._state)}
        self._decision: Decision | None = game.decision(self._state)
        self.listeners: list[Callable[[Session[S]], None]] = []
        if autorun:
            self._run_auto()

    # --- reading -------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The current state; read it, never change it."""
        return self._state

    @property
    def decision(self) -> Decision | None:
        return self._decision

    @property
    def over(self) -> bool:
        return self._decision is None

    def view(self, player: int | None) -> JsonAny:
        return self.game.view(self._state, player)

    def seen(self, seat: int) -> Seen[S]:
        """What a bot deciding for `seat` is given: the seat's view and states drawn from it, never this state."""
        return Seen(self.game, self._state, seat)

    def state_hash(self) -> str:
        return hash_json(self.game.encode(self._state))

    def initial_hash(self) -> str:
        """The hash of the state before the first step (what an empty save ends on)."""
        return hash_json(self.game.encode(self._snapshots[0]))

    def state_at(self, index: int) -> S:
        """A fresh copy of the state after `index` steps."""
        return self._rebuild(index)

    def human_indices(self) -> list[int]:
        return [i for i, s in enumerate(self.steps) if not s.auto]

    def annotations_at(self, at: int) -> list[Annotation]:
        """The annotations made at the decision step `at` answers (oldest first)."""
        return [a for a in self.annotations if a.at == at]

    # --- acting --------------------------------------------------------------------------
    def annotate(self, note: Annotation) -> Annotation:
        """Record `note` at the current decision (its `at` is the cursor); the same note made again there is kept
        once. Not a step: the state, its hash, undo and the redo tail are untouched."""
        if note.at != self.cursor:
            raise ValueError(f"an annotation made at step {self.cursor} says step {note.at}")
        if note not in self.annotations:
            self.annotations.append(note)
        return note

    def apply(self, action: Action) -> list[Step]:
        """Apply a player's action, then every automatic step after it; returns the new steps."""
        decision = self._decision
        if decision is None:
            raise IllegalAction("kernel.illegal.over")
        if not _is_legal(decision, action):
            raise self._why_illegal(decision, action)
        start = self.cursor
        self._record(action, auto=decision.automatic)
        self._run_auto()
        self._notify()
        return self.steps[start:]

    def apply_recorded(self, action: Action) -> Step:
        """Apply exactly one step (used by replay verification); the action must be legal."""
        decision = self._decision
        if decision is None:
            raise IllegalAction("kernel.illegal.was_over")
        if not _is_legal(decision, action):
            raise self._why_illegal(decision, action)
        return self._record(action, auto=decision.automatic)

    def _why_illegal(self, decision: Decision, action: Action) -> IllegalAction:
        shown = str(action)
        if action in decision.legal:
            return IllegalAction("kernel.illegal.wrong_type", action=shown)
        told = self.game.refusal(self._state, action)   # the rule that forbids it, when the game knows it
        if told is not None:
            return IllegalAction(told.key, **told.params)
        same_kind = [a for a in decision.legal if a.kind == action.kind and a.player == action.player]
        if action.player is not None and decision.part(action.player) is None:
            return IllegalAction("kernel.illegal.not_deciding", action=shown, player=action.player + 1,
                                 prompt=decision.prompt)
        if not same_kind:
            kinds = sorted({a.kind for a in decision.legal})
            return IllegalAction("kernel.illegal.other_kind", action=shown, prompt=decision.prompt,
                                 kinds=", ".join(kinds))
        return IllegalAction("kernel.illegal.not_a_choice", action=shown, count=len(same_kind), kind=action.kind)

    def _record(self, action: Action, *, auto: bool) -> Step:
        try:
            events = step_state(self.game, self._state, action)
        except Exception:
            # A step that fails half-way (a forced result that does not fit) leaves the session as it was.
            self._state = self._rebuild(self.cursor)
            raise
        if self.cursor < len(self.steps):
            self.truncate()
        step = Step(action, tuple(events), self.state_hash(), auto)
        self.steps.append(step)
        self.cursor += 1
        if self.cursor % self.snapshot_every == 0:
            self._snapshots[self.cursor] = self.game.clone(self._state)
        self._decision = self.game.decision(self._state)
        return step

    def _run_auto(self) -> None:
        for _ in range(MAX_AUTO_STEPS):
            decision = self._decision
            if decision is None or not decision.automatic:
                return
            self._record(decision.legal[0], auto=True)
        raise RuntimeError(f"{self.game.id}: more than {MAX_AUTO_STEPS} automatic steps in a row")

    # --- undo / redo / seek --------------------------------------------------------------
    def _undo_target(self) -> int | None:
        for i in range(self.cursor - 1, -1, -1):
            if not self.steps[i].auto:
                return i
        return None

    def _redo_target(self) -> int | None:
        if self.cursor >= len(self.steps):
            return None
        for i in range(self.cursor + 1, len(self.steps)):
            if not self.steps[i].auto:
                return i
        return len(self.steps)

    def reveals(self, index: int) -> list[Reveal]:
        """What step `index` revealed, as the game declares it."""
        return self.game.reveals(self.steps[index].events)

    def can_undo(self, by: int | None = None) -> Verdict:
        """May the last choice be taken back now (by player `by`, when the app knows who asks)?"""
        target = self._undo_target()
        if target is None:
            return Verdict.refused("kernel.undo.nothing")
        mover = self.steps[target].action.player
        if by is not None and mover is not None and mover != by and self._answered_at_once(target):
            return Verdict.refused("kernel.undo.secret_choice", player=mover, name=self.config.seats[mover].name)
        person = self._person_reached(target)
        if by is not None and person is not None and person != by and not self.config.casual_undo:
            return Verdict.refused("kernel.undo.other_person", player=person, name=self.config.seats[person].name)
        if self.strict or (by is not None and self.stops_at_reveals):
            for i in range(target, self.cursor):
                for reveal in self.reveals(i):
                    return Verdict.refused("kernel.undo.strict_reveal" if self.strict else "kernel.undo.reveal",
                                           what=reveal.what, player=reveal.player, revealed=reveal.message())
        if self.strict:
            deciders = self._decision.deciders() if self._decision else frozenset()
            if deciders and mover not in deciders:
                return Verdict.refused("kernel.undo.strict_other_player", player=mover)
        return Verdict(True)

    @property
    def stops_at_reveals(self) -> bool:
        """Undo stops at a reveal (a roll, a card drawn) by default when two or more people play a competitive game,
        so nobody peeks and takes it back; solo play, one person among bots and a table that chose casual undo keep
        free undo (strict mode stops at reveals for everyone). It holds for a person asking (`can_undo(by=…)`), not
        for the program's own seeking back (replays, checks)."""
        people = sum(1 for seat in self.config.seats if not seat.is_bot)
        return people >= 2 and not self.config.casual_undo and not self.game.cooperative

    def _person_reached(self, index: int) -> int | None:
        """The person whose move undoing back from step `index` meets first, past bots' moves (which a
        person's undo takes back with their own), or None when only bots moved before."""
        seats = self.config.seats
        for i in range(index, -1, -1):
            step = self.steps[i]
            player = step.action.player
            if step.auto or player is None or not 0 <= player < len(seats) or seats[player].is_bot:
                continue
            return player
        return None

    def _answered_at_once(self, index: int) -> bool:
        """Was step `index` one player's answer to a decision several players made at once?"""
        decision = self.game.decision(self._rebuild(index))   # there was one: step `index` answered it
        return decision is not None and decision.is_simultaneous

    def can_redo(self) -> Verdict:
        if self._redo_target() is None:
            return Verdict.refused("kernel.redo.nothing")
        return Verdict(True)

    def undo(self, by: int | None = None) -> None:
        verdict = self.can_undo(by)
        if not verdict:
            raise UndoRefused(verdict.key, **verdict.params)
        target = self._undo_target()
        assert target is not None   # can_undo refuses when there is nothing to undo
        self.seek(target)

    def redo(self) -> None:
        target = self._redo_target()
        if target is None:
            raise UndoRefused("kernel.redo.nothing")
        self.seek(target)

    def seek(self, index: int) -> None:
        """Move the cursor to just after `index` steps, keeping every step (redo stays possible)."""
        if not 0 <= index <= len(self.steps):
            raise IndexError(f"step {index} is outside 0..{len(self.steps)}")
        if index != self.cursor:
            self._state = self._rebuild(index)
            self.cursor = index
            self._decision = self.game.decision(self._state)
            self._notify()

    def _rebuild(self, index: int) -> S:
        base = max(k for k in self._snapshots if k <= index)
        state = self.game.clone(self._snapshots[base])
        for i in range(base, index):
            for event in self.steps[i].events:
                fold(self.game, state, event)
            if (i + 1) % self.snapshot_every == 0 and (i + 1) not in self._snapshots:
                self._snapshots[i + 1] = self.game.clone(state)
        return state

    def truncate(self) -> None:
        """Drop the redo tail (after "continue from here", or a new move after undo) with the annotations of the
        decisions it led to; one made at the cursor stays, as its decision is still the one being answered."""
        del self.steps[self.cursor :]
        for k in [k for k in self._snapshots if k > self.cursor]:
            del self._snapshots[k]
        self.annotations = [a for a in self.annotations if a.at <= self.cursor]

    def _notify(self) -> None:
        for listener in self.listeners:
            listener(self)

    def events(self, upto: int | None = None) -> Iterable[tuple[int, Event]]:
        """Every event with its step index, up to the cursor (or `upto`)."""
        end = self.cursor if upto is None else upto
        for i in range(end):
            for e in self.steps[i].events:
                yield i, e
