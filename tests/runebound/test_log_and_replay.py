"""The history tells every game in English and Polish; saves replay to the same state; undo goes back."""
from __future__ import annotations

import random

import pytest

from engine.kernel.game import narrate
from engine.kernel.save import load, write_save
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


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_random_game_is_told_without_missing_texts(lang: str) -> None:
    s = played(3, 5, 600)
    state = GAME.new_state(s.config)
    lines = []
    for step in s.steps:
        for event in step.events:
            told = narrate(GAME, state, event, lang, ["Ala", "Ola", "Ela"])
            if told is not None:
                lines.append(told)
                assert "runebound.log" not in told and "{" not in told, told
    assert any("Ala" in x for x in lines) and len(lines) > 100


def test_a_save_replays_to_the_same_state(tmp_path) -> None:
    s = played(4, 2, 800)
    path = tmp_path / "rb.json"
    write_save(path, s)
    replay = load(path, lambda game_id: GAME)
    assert replay.ok, replay.reason
    assert replay.session.state_hash() == s.state_hash()


def test_undo_returns_to_the_previous_human_choice() -> None:
    s = played(2, 3, 200)
    before = s.state_hash()
    decision = s.decision
    s.apply(decision.legal[0])
    s.undo()
    assert s.state_hash() == before


def test_the_hand_written_encoding_equals_the_generic_one() -> None:
    from engine.games.runebound.state import encode_state
    from engine.kernel.canonical import to_jsonable
    s = played(3, 11, 1500)
    assert encode_state(s.state) == to_jsonable(s.state)


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
