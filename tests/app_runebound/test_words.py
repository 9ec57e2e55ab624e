"""Internal words never reach the player (issue 21): an ally by its card's name, movement dice by their terrains,
Rest by its effect, a skill test in the player's language; and a random game's labels and log lines scanned for
ids, argument lists and raw keys, in English and Polish."""
from __future__ import annotations

import random
import re
from typing import Any, Iterator

import pytest

from app import i18n
from app.games.runebound import text
from engine.games.runebound.describe import describe_event
from engine.games.runebound.state import GameState
from engine.kernel import Action, Event
from tests.runebound.helpers import fresh

LANGS = ("en", "pl")
VIEW: dict[str, Any] = {"players": [{"allies": [{"card": "sellsword.1"}, {"card": "elven_scout.2"}]}]}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_lang("en")


@pytest.mark.parametrize(("lang", "said"), [("en", "Melee: Sellsword"), ("pl", "Wręcz: Najemnik")])
def test_an_ally_in_a_fights_plan_is_named_by_its_card(lang: str, said: str) -> None:
    i18n.set_lang(lang)
    label = text.assignment(Action.of("assign", 0, ranged="hero", melee="ally0", magic="defend"), VIEW)
    assert said in label and "ally0" not in label


@pytest.mark.parametrize(("lang", "said"), [("en", "Rest: remove 1 exhaustion"),
                                            ("pl", "Odpoczynek: zdejmij Zmęczenie (1)")])
def test_rest_is_labelled_with_its_effect(lang: str, said: str) -> None:
    i18n.set_lang(lang)
    assert text.roll_label(Action.of("roll", 0, dice=0, rest=[1, 0, 0]), VIEW) == said


@pytest.mark.parametrize(("lang", "said"), [("en", "Roll 3 dice; rest: remove 1 exhaustion from Elven Scout"),
                                            ("pl", "Elfi Zwiadowca: 1")])
def test_rest_shared_with_an_ally_names_the_ally(lang: str, said: str) -> None:
    i18n.set_lang(lang)
    label = text.roll_label(Action.of("roll", 0, dice=3, rest=[0, 0, 1]), VIEW)
    assert said in label and "(rest" not in label


@pytest.mark.parametrize(("lang", "said"), [("en", "Ala rolls the movement dice: Forest/Hills/Plains, Road/Swamp/River"),
                                            ("pl", "Ala rzuca kośćmi ruchu: Las/Wzgórza/Równiny, Droga/Bagno/Rzeka")])
def test_movement_dice_are_told_by_their_terrains(lang: str, said: str) -> None:
    line = describe_event(Event("rolled", {"player": 0, "faces": ["F4", "F2"]}), GameState(rng=0), lang, ["Ala"])
    assert line is not None and said in line and "F4" not in line


@pytest.mark.parametrize(("lang", "said"), [("en", "Ala rolls 3 + 4 for the Mind test: 7 against 10"),
                                            ("pl", "w teście (Percepcja)")])
def test_a_skill_test_names_its_skill_in_the_players_language(lang: str, said: str) -> None:
    event = Event("rolled_d10", {"player": 0, "dice": [3, 4], "why": "test:mind", "total": 7, "target": 10,
                                 "success": False, "reroll": False, "ally": ""})
    line = describe_event(event, GameState(rng=0), lang, ["Ala"])
    assert line is not None and said in line and "mind" not in line


INTERNAL = [re.compile(p) for p in (r"\bally\d", r"\w\(", r"=", r"\b[a-z]+_[a-z_]+\b", r"\bF\d\b", r"\{\w*\}",
                                     r"\brunebound\.", r"\(\w+: \d", r"\bP\d\b", r"\b(mind|body|spirit)\b")]


def internal(line: str) -> list[str]:
    return [m.group(0) for p in INTERNAL for m in [p.search(line)] if m is not None]


@pytest.mark.parametrize("lang", LANGS)
def test_a_random_games_labels_and_log_lines_hold_no_internal_words(make_app, lang: str) -> None:
    from engine.kernel.game import narrate
    from tests.app_runebound.test_table import open_table

    scene = open_table(make_app)
    session, table = scene.session, scene.table
    i18n.set_lang(lang)
    rng = random.Random(11)
    names = [seat.name for seat in session.config.seats]
    found: dict[str, list[str]] = {}
    for _ in range(400):
        d = session.decision
        if d is None:
            break
        scene.refresh()
        for action in d.legal:
            label = table.action_label(action)
            if internal(label):
                found.setdefault(label, internal(label))
        session.apply(rng.choice(d.legal))
    state = session.state_at(0)
    for step in session.steps:
        for event in step.events:
            line = narrate(session.game, state, event, lang, names)
            if line and internal(line):
                found.setdefault(line, internal(line))
    assert len(session.steps) >= 300
    assert not found, found


@pytest.mark.parametrize(("lang", "said"), [("en", "Player 1: Stop moving"), ("pl", "Gracz 1: Koniec ruchu")])
def test_an_unnamed_seat_is_named_in_the_players_language(make_app, lang: str, said: str) -> None:
    from engine.kernel import Seat
    from tests.app_runebound.test_table import open_table

    scene = open_table(make_app, seats=(Seat("Player 1"), Seat("Olek")))
    i18n.set_lang(lang)
    assert scene._fallback_line(Action.of("stop", 0)) == said
    scene.log.set_lang(lang)
    assert scene.log.names[0] == said.split(":")[0], "the history's lines name the seat the same way"


@pytest.mark.parametrize(("lang", "said"), [("en", "Olek: Stop moving"), ("pl", "Olek: Koniec ruchu")])
def test_a_named_seat_is_called_by_its_name(make_app, lang: str, said: str) -> None:
    from tests.app_runebound.test_table import open_table

    scene = open_table(make_app)
    i18n.set_lang(lang)
    assert scene._fallback_line(Action.of("stop", 1)) == said


@pytest.mark.parametrize("lang", LANGS)
def test_every_cards_text_reads_as_words(lang: str) -> None:
    """A card face says 'test Body against 9', never the spec's notation 'TEST(Body, 9)' (the click conformance
    suite found it drawn on a Cave Spider); heroes, allies, items, challenges, events and encounters alike."""
    from engine.games.runebound.content import content

    c = content()
    cards = [*c.heroes.values(), *c.allies.values(), c.duellist, *c.items.values(), *c.challenges.values(),
             *c.events.values(), *c.encounters.values()]
    found = {card.text.get(lang): internal(card.text.get(lang)) for card in cards
             if getattr(card, "text", None) is not None and internal(card.text.get(lang))}
    assert not found, found
