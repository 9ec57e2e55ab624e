"""The history's lines say what happened (cards played, steps, harm) in English and Polish; the hand-written
encoding equals the generic one. That every event is told in both languages, saves replay and undo goes back
are the conformance suite's (tests/conformance/)."""
from __future__ import annotations

import random

import pytest

from engine.kernel.game import narrate
from engine.kernel.strings import CATALOGUE

from .helpers import GAME, fresh


def played(players: int, seed: int, steps: int):
    s = fresh(players, seed)
    pick = random.Random(seed)
    while len(s.steps) < steps and not s.over:
        s.apply(pick.choice(s.decision.legal))
    return s


def test_the_string_tables_have_every_key_in_both_languages() -> None:
    assert [p for p in CATALOGUE.problems() if p.startswith("runebound.")] == []


def test_the_hand_written_encoding_equals_the_generic_one() -> None:
    from engine.games.runebound.state import encode_state
    from engine.kernel.canonical import to_jsonable
    s = played(3, 11, 1500)
    generic = to_jsonable(s.state)
    movement = generic.pop("movement")["dice"]   # the movement Pool keeps the two lists saves have always held
    generic["dice"], generic["dice_spent"] = [d["face"] for d in movement], [d["spent"] for d in movement]
    assert encode_state(s.state) == generic


@pytest.mark.parametrize("lang, line", [("en", "Ala plays Lucky Charm."), ("pl", "Ala używa karty: Talizman Szczęścia.")])
def test_a_card_played_at_a_roll_is_told(lang: str, line: str) -> None:
    from .helpers import do, position, scenario
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[1, 1, 3, 4], player='items = ["lucky_charm.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    do(s, "play_card", card="lucky_charm.1")
    state = GAME.new_state(s.config)
    told = [narrate(GAME, state, e, lang, ["Ala"]) for step in s.steps for e in step.events]
    assert line in told


@pytest.mark.parametrize(("lang", "city", "hills"), [("en", "Ala enters Tamalir.", "Ala moves onto the Hills."),
                                                     ("pl", "Ala wchodzi do miasta Tamalir.",
                                                      "Ala przechodzi na pole: Wzgórza.")])
def test_a_step_is_told_by_the_place_it_lands_on(lang: str, city: str, hills: str) -> None:
    from engine.games.runebound.content import content
    from engine.kernel import Event

    c = content()
    tamalir = c.cities["tamalir"].hex
    hill = next(h for h, t in sorted(c.terrain.items()) if t == "H")
    state = GAME.new_state(fresh(2, 1).config)
    told = [narrate(GAME, state, Event("moved", {"player": 0, "hex": list(at), "die": None}), lang, ["Ala", "Ola"])
            for at in (tamalir, hill)]
    assert told == [city, hills]


@pytest.mark.parametrize(("wounds", "exhaustion", "line"), [(1, 0, "Ala takes 1 wound."), (2, 0, "Ala takes 2 wounds."),
                                                            (0, 1, "Ala takes 1 exhaustion."),
                                                            (2, 1, "Ala takes 2 wounds and 1 exhaustion.")])
def test_harm_is_told_in_plural_forms_without_a_zero_part(wounds: int, exhaustion: int, line: str) -> None:
    from engine.kernel import Event

    state = GAME.new_state(fresh(2, 1).config)
    event = Event("harm", {"player": 0, "who": -1, "wounds": wounds, "exhaustion": exhaustion})
    assert narrate(GAME, state, event, "en", ["Ala", "Ola"]) == line


def test_an_allys_harm_names_the_ally_and_its_owner() -> None:
    from engine.games.runebound.state import AllyState
    from engine.kernel import Event

    state = GAME.new_state(fresh(2, 1).config)
    state.players[0].allies.append(AllyState(card="sellsword"))
    event = Event("harm", {"player": 0, "who": 0, "wounds": 1, "exhaustion": 0})
    assert narrate(GAME, state, event, "en", ["Ala", "Ola"]) == "Ala's Sellsword takes 1 wound."


@pytest.mark.parametrize(("lang", "hero", "line"), [("en", 0, "Ala rests with no exhaustion to remove."),
                                                    ("pl", 0, "Ala odpoczywa, nie mając Zmęczenia do zdjęcia."),
                                                    ("en", 2, "Ala rests and removes 2 exhaustion.")])
def test_a_rest_with_nothing_to_remove_says_so_instead_of_removing_0(lang: str, hero: int, line: str) -> None:
    from engine.kernel import Event

    state = GAME.new_state(fresh(2, 1).config)
    event = Event("rested", {"player": 0, "hero": hero, "allies": []})
    assert narrate(GAME, state, event, lang, ["Ala", "Ola"]) == line
