"""A toy race that keeps every rule the conformance suite checks, and copies of it each breaking one,
so the suite's tests can show that every check is able to fail (tests/conformance/test_checks_fail.py)."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

import pytest
from engine import games
from engine.common.content import Text
from engine.kernel import COMPETITIVE, Action, Decision, Event, Message, Rng
from engine.kernel.strings import CATALOGUE, Source, text
from engine.manifest import BOOL, Manifest, Option
from tests.kernel.dice_race import DiceRace, RaceState

ID = "conformance-race"
STRINGS = Path(__file__).with_name("toy_strings.toml")
SPRINT = Option("sprint", BOOL, False, Text("Sprint", "Sprint"), Text("A race to 15", "Wyścig do 15"), 2, 2)
FACES = range(2, 7)   # a roll that is kept (a 1 ends the turn)


class ToyRace(DiceRace):
    """The dice race told in words, its hidden rolls shuffled for the views check, a sprint option."""

    id = ID
    refused_kinds = frozenset({"roll", "push", "bank"})

    def refusal(self, state: RaceState, action: Action) -> Message | None:
        """Each refusal of a roll, a push or a bank names its rule: one player's turn at a time, and a
        turn starts with a roll that is then pushed or banked."""
        if action.kind not in self.refused_kinds:
            return None
        if action.player != state.active:
            return Message(f"{ID}.refused.turn", {"player": state.active + 1})
        if action.kind == "roll" or not state.rolled:
            return Message(f"{ID}.refused.roll_first" if not state.rolled else f"{ID}.refused.rolled")
        return Message(f"{ID}.refused.{action.kind}")

    def new_state(self, config: Any) -> RaceState:
        state = super().new_state(config)
        if config.options.get("sprint"):
            state.target = 15
        return state

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        d = event.data
        if event.kind == "rolled":
            return text(f"{ID}.log.rolled", lang, player=names[d["player"]], value=d["value"])
        if event.kind == "banked":
            return text(f"{ID}.log.banked", lang, player=names[d["player"]], count=d["points"])
        if event.kind == "won":
            return text(f"{ID}.log.won", lang, player=names[d["player"]])
        return None   # turn_passed: the next roll says whose turn it is

    def shuffle_hidden(self, state: RaceState, player: int, rng: Rng) -> RaceState:
        """Another future, and the other player's last roll (which `player` never sees) another face."""
        other = self.clone(state)
        other.rng = Rng(rng.next64()).state
        rival = 1 - player
        other.secret[rival] = rng.face([f for f in FACES if f != state.secret[rival]])
        return other


class BrokenInvariant(ToyRace):
    """Banking ten or more points takes them away: a score goes negative, which `check` forbids."""

    id = f"{ID}-broken-invariant"

    def apply(self, s: RaceState, e: Event) -> None:
        if e.kind == "banked" and e.data["points"] >= 10:
            super().apply(s, Event(e.kind, {**e.data, "points": -e.data["points"]}))
            return
        super().apply(s, e)


class GenericRefusal(ToyRace):
    """Says it words the refusals of a push, but leaves a push out of turn to the kernel."""

    id = f"{ID}-generic-refusal"

    def refusal(self, state: RaceState, action: Action) -> Message | None:
        if action.kind == "push" and action.player != state.active:
            return None
        return super().refusal(state, action)


class NoPolishLine(ToyRace):
    """Banking is told in English only."""

    id = f"{ID}-no-polish-line"

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        if event.kind == "banked" and lang == "pl":
            return None
        return super().describe(event, state, lang, names)


class UnknownKey(ToyRace):
    """A win is told from a key no string table has."""

    id = f"{ID}-unknown-key"

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        if event.kind == "won":
            return text(f"{ID}.log.won_by_far", lang, player=names[event.data["player"]])
        return super().describe(event, state, lang, names)


class MissingParameter(ToyRace):
    """A roll's line is asked for without the value its text names."""

    id = f"{ID}-missing-parameter"

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        if event.kind == "rolled":
            return text(f"{ID}.log.rolled", lang, player=names[event.data["player"]])
        return super().describe(event, state, lang, names)


class NamelessLog(ToyRace):
    """Calls players "P1" and "P2" whatever their seats' names."""

    id = f"{ID}-nameless-log"

    def describe(self, event: Event, state: RaceState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        return super().describe(event, state, lang, ["P1", "P2"])


class LeakyView(ToyRace):
    """Each player's view shows the other player's last roll."""

    id = f"{ID}-leaky-view"

    def view(self, s: RaceState, player: int | None) -> Any:
        data = super().view(s, player)
        data["secret"] = list(s.secret)
        return data


class NoHiddenStates(ToyRace):
    """Declares hidden information but gives no state differing in it."""

    id = f"{ID}-no-hidden-states"

    def shuffle_hidden(self, state: RaceState, player: int, rng: Rng) -> None:  # type: ignore[override]
        return None


class UnseededOrder(ToyRace):
    """Offers push and bank in an order drawn from an unseeded generator: the same seed, another game."""

    id = f"{ID}-unseeded-order"
    _coin = random.Random()

    def decision(self, s: RaceState) -> Decision | None:
        d = super().decision(s)
        if d is not None and len(d.legal) > 1 and self._coin.random() < 0.5:
            return replace(d, legal=tuple(reversed(d.legal)))
        return d


class ImpureReducer(ToyRace):
    """Folding a passed turn writes how often the reducer has run: a replay or an undo folds it again."""

    id = f"{ID}-impure-reducer"
    folds = 0

    def apply(self, s: RaceState, e: Event) -> None:
        super().apply(s, e)
        if e.kind == "turn_passed":
            type(self).folds += 1
            s.turn_points = type(self).folds


class EmptyDecision(ToyRace):
    """Once a player has 20 points their roll decision offers nothing."""

    id = f"{ID}-empty-decision"

    def decision(self, s: RaceState) -> Decision | None:
        d = super().decision(s)
        if d is not None and d.prompt == "roll" and s.scores[s.active] >= 20:
            return replace(d, legal=())
        return d


def register(cls: type[ToyRace], monkeypatch: pytest.MonkeyPatch) -> ToyRace:
    """Register a toy (a fresh object) with a manifest that declares hidden information and the sprint,
    for one test only: other tests (the app's monkey walks every registered game) never meet it."""
    CATALOGUE.add(Source(ID, STRINGS))
    game = cls()
    spec = Manifest("(conformance toy)", game.id, Text(game.id, game.id), 2, 2, COMPETITIVE, True,
                    f"{cls.__module__}:{cls.__qualname__}", options=(SPRINT,))
    for registry in ("_extra", "_extra_manifests"):   # registered into copies, put back after the test
        monkeypatch.setattr(games, registry, dict(getattr(games, registry)))
    games.register(game, spec)
    return game
