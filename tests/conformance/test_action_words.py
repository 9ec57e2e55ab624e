"""Every action a person can choose has words in English and Polish: the table each installed game's
manifest names (or the generic one) labels the legal actions of a random game's decisions in both
languages from texts each language has, never falling back to the kind and arguments the generic table
shows. Found through the manifests like the game suite; the app's side of "every action has words"."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from app import i18n
from app.games import table_class
from app.table import Table
from engine import games
from engine.kernel import Action, Session
from engine.kernel.strings import LANGS
from engine.manifest import Manifest

from .suite import Configuration, configurations, play, words_recorded

STATES = 48          # decisions per game whose every legal action is labelled
WINDOW = (1280, 720)


def labelled(spec: Manifest) -> list[Configuration]:
    """For each choice value: its fewest players with the yes/no options as they come, and its most
    players with them switched (each option value meets the table once; solo and a full table both)."""
    found = configurations(spec)
    out: list[Configuration] = []
    for options in dict.fromkeys(tuple((k, v) for k, v in c.options if not isinstance(v, bool)) for c in found):
        same = [c for c in found if tuple((k, v) for k, v in c.options if not isinstance(v, bool)) == options]
        out += [same[0], same[-1]]
    return list(dict.fromkeys(out))


CONFIGURATIONS = [c for gid in games.shown() for c in labelled(games.manifest(gid))]   # the games the app offers


@pytest.fixture(scope="module")
def window() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(WINDOW)
    yield
    pygame.display.quit()


def decisions(session: Session[Any]) -> list[int]:
    """Step indices, spread over the game, where a person decides."""
    people = [i for i in range(len(session.steps)) if not session.steps[i].auto]
    return people[:: max(1, len(people) // STATES)]


def label_problems(table: Table, actions: tuple[Action, ...]) -> list[str]:
    out: list[str] = []
    for lang in LANGS:
        i18n.set_lang(lang)
        with words_recorded(i18n.CATALOGUE) as missing:
            for action in actions:
                try:
                    label = table.action_label(action)
                except (KeyError, IndexError, ValueError) as exc:
                    out.append(f"{action}: no {lang} label ({type(exc).__name__} {exc})")
                    continue
                if not label.strip() or label == Table.action_label(table, action):
                    out.append(f"'{action.kind}' has no {lang} words: labelled {label!r}")
                out.extend(f"'{action.kind}': {m}" for m in missing)
                missing.clear()
    i18n.set_lang("en")
    return out


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=lambda c: c.id)
def test_every_legal_action_has_words_in_both_languages(configuration: Configuration, window: None) -> None:
    game = games.get(configuration.game)
    run = play(game, configuration)
    session = run.session
    table = table_class(configuration.game)(game, configuration.config())
    table.layout(pygame.Rect((0, 0), WINDOW))
    problems: list[str] = []
    labels = 0
    for index in decisions(session):
        session.seek(index)
        decision = session.decision
        assert decision is not None and decision.actor is not None
        table.show(session.view(decision.actor), decision, decision.actor)
        problems += label_problems(table, decision.legal)
        labels += len(decision.legal)
    print(f"{configuration.id}: {labels} actions labelled in {len(LANGS)} languages")
    if problems:
        pytest.fail(f"{configuration.id} (seed {configuration.seed}):\n  " + "\n  ".join(dict.fromkeys(problems)),
                    pytrace=False)


def test_a_table_without_words_for_its_actions_is_caught(window: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy race has no table of its own: the generic one shows kinds and arguments, which is caught."""
    from . import toy

    game = toy.register(toy.ToyRace, monkeypatch)
    configuration = configurations(games.manifest(game.id))[0]
    session = play(game, configuration).session
    table = table_class(game.id)(game, configuration.config())
    table.layout(pygame.Rect((0, 0), WINDOW))
    session.seek(0)
    decision = session.decision
    assert decision is not None
    table.show(session.view(0), decision, 0)
    assert label_problems(table, decision.legal) == ["'roll' has no en words: labelled 'roll'",
                                                            "'roll' has no pl words: labelled 'roll'"]
