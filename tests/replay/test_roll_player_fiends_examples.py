"""Example saves of Roll Player with Fiends & Familiars: a file is named after its game and the expansion
("roll-player-fiends-2p-seed2.json"), titled with the expansion's name in either language, and plays the
expansion from its own config."""
from __future__ import annotations

from app.replay.examples import Example, named

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
