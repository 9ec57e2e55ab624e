"""Example saves of Roll Player with Fiends & Familiars: a file is named after its game and the expansion
("roll-player-fiends-2p-seed2.json"), titled with the expansion's name in either language, and plays the
expansion from its own config."""
from __future__ import annotations

from pathlib import Path

import pytest

from app.replay.examples import EXAMPLES_DIR, Example, named
from engine import games
from engine.kernel.milestones import bookmarks
from engine.kernel.save import load, read_document
from tools.make_examples import EXAMPLES, ROLL_PLAYER_FIENDS

FIENDS = {"expansion": "fiends"}


def test_a_variant_goes_into_the_file_name_after_the_game() -> None:
    example = Example("roll-player", 5, seed=5, options=FIENDS, variant="fiends")
    assert example.file_name == "roll-player-fiends-5p-seed5.json"
    assert Example("roll-player", 2, seed=2).file_name == "roll-player-2p-seed2.json"


def test_a_variant_file_name_gives_back_its_installed_game_and_variant() -> None:
    again = named("roll-player-fiends-2p-seed2.json")
    assert again is not None and (again.game, again.variant, again.players, again.seed) == ("roll-player", "fiends", 2, 2)
    plain = named("roll-player-3p-seed3.json")
    assert plain is not None and (plain.game, plain.variant) == ("roll-player", "")
    unknown = named("chess-2p-seed1.json")
    assert unknown is not None and (unknown.game, unknown.variant) == ("chess", "")


def test_the_title_names_the_expansion_in_both_languages() -> None:
    example = Example("roll-player", 2, seed=2, options=FIENDS, variant="fiends")
    assert example.title("en") == "Example: Roll Player + Fiends & Familiars for 2 players, seed 2"
    assert example.title("pl") == "Przykład: Roll Player + Chochliki i Chowańce dla 2 graczy, ziarno 2"
    assert named(example.file_name).title("pl") == example.title("pl")


# --- the shipped files (tools/make_examples.py writes them) ------------------------------------
def shipped_fiends() -> list[Path]:
    return [EXAMPLES_DIR / e.file_name for e in ROLL_PLAYER_FIENDS]


def test_two_and_five_player_expansion_games_are_listed_and_shipped() -> None:
    assert sorted(e.players for e in ROLL_PLAYER_FIENDS) == [2, 5]
    assert all(e.game == "roll-player" and e.variant == "fiends" and e.options == FIENDS for e in ROLL_PLAYER_FIENDS)
    assert all(e in EXAMPLES for e in ROLL_PLAYER_FIENDS)
    assert all(path.is_file() for path in shipped_fiends())


@pytest.mark.parametrize("example", ROLL_PLAYER_FIENDS, ids=lambda e: e.file_name)
def test_each_expansion_example_plays_the_expansion_to_its_monster_battle(example: Example) -> None:
    path = EXAMPLES_DIR / example.file_name
    doc = read_document(path)
    assert doc["config"]["options"]["expansion"] == "fiends" and len(doc["config"]["seats"]) == example.players
    assert doc["meta"]["title"] == example.title("en")
    result = load(path, games.get)
    assert result.ok, result.summary()
    result.session.seek(len(result.session.steps))
    assert result.session.over and all(p.full() for p in result.session.state.players)
    marks = [m.label for m in bookmarks(result.session.game, (s.events for s in result.session.steps), "pl",
                                        games.milestone_hook("roll-player"))]
    assert "Koniec tworzenia postaci" in marks and "Walka z Potworem" in marks
    assert path.stat().st_size < 3_000_000
