"""The conformance suite's checks can fail: a toy race that keeps every rule passes them all, and each
copy of it that breaks one rule is caught by the check for that rule, with words that name what broke."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import games
from engine.kernel import IllegalAction

from . import toy
from .suite import Configuration, configurations, conform, refusal_words, report


def runs(cls: type[toy.ToyRace], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every configuration of the toy's manifest played and checked; the failures as one text."""
    game = toy.register(cls, monkeypatch)
    out = []
    for configuration in configurations(games.manifest(game.id)):
        run = conform(game, configuration, tmp_path)
        if run.problems:
            out.append(report(run))
    return out


def test_the_manifest_gives_each_option_value_its_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    game = toy.register(toy.ToyRace, monkeypatch)
    assert configurations(games.manifest(game.id)) == [
        Configuration(game.id, 2, ()), Configuration(game.id, 2, (("sprint", True),))]


def test_a_game_that_keeps_every_rule_passes_every_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert runs(toy.ToyRace, tmp_path, monkeypatch) == []


@pytest.mark.parametrize("cls, check, words", [
    (toy.BrokenInvariant, "invariants", "negative score"),
    (toy.NoPolishLine, "log words", "'banked' is told in en only"),
    (toy.UnknownKey, "log words", "'conformance-race.log.won_by_far' has no pl text"),
    (toy.MissingParameter, "log words", "cannot be written: KeyError 'value'"),
    (toy.NamelessLog, "log words", "no line calls a player by their seat's name (Player 1, Player 2)"),
    (toy.LeakyView, "views", "view['secret']"),
    (toy.NoHiddenStates, "views", "declares hidden information, but the game gives no shuffle_hidden states"),
    (toy.UnseededOrder, "determinism", "played again from the same seed, the game differs"),
    (toy.ImpureReducer, "undo/redo", "the state differs from the one played"),
    (toy.ImpureReducer, "save/load/verify", "does not verify"),
    (toy.EmptyDecision, "legal", "the decision 'roll' offers no action"),
    (toy.GenericRefusal, "refusals", "is refused with the kernel's 'kernel.illegal.not_deciding', though the game "
                                     "words the refusals of 'push'"),
])
def test_a_game_breaking_one_rule_is_caught_by_its_check(cls: type[toy.ToyRace], check: str, words: str,
                                                         tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    failures = "\n".join(runs(cls, tmp_path, monkeypatch))
    assert f"  {check}:" in failures and words in failures, failures


def test_a_refusal_missing_a_parameter_is_caught() -> None:
    problems = refusal_words([IllegalAction("kernel.illegal.not_deciding", action="roll")])
    assert problems and all("cannot be written" in p and "KeyError" in p for p in problems), problems
