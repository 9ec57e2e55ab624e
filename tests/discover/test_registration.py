"""Discover is registered by its manifest: the registry, the scenario files, the replay's bookmarks and the
command line find it there, with its scenario option, its bots and its strings."""
from __future__ import annotations

import random

import pytest

from engine import games
from engine.kernel import ContentError
from engine.kernel.milestones import bookmarks
from engine.scenario import scenario_from_text

from .helpers import fresh


def test_the_manifest_declares_discover_with_its_scenarios_and_bots() -> None:
    spec = games.manifest("discover")
    assert (spec.min_players, spec.max_players, spec.hidden_information) == (1, 4, True)
    option = spec.options[0]
    assert option.values() == (1, 5) and option.default == 1
    assert spec.seats({option.id: 5}) == (2, 4) and spec.seats({}) == (1, 4)
    assert [b.id for b in spec.bots] == ["greedy"]
    assert games.get("discover").outcome is not None


def test_the_replay_bookmarks_each_day_as_a_round_and_each_new_stage_by_its_title() -> None:
    session = fresh(1, seed=8)          # a random solo game that investigates point of interest 1 at step 45
    pick = random.Random(8)
    while not any(e.kind == "stage" for s in session.steps for e in s.events):
        session.apply(pick.choice(session.decision.legal))  # type: ignore[union-attr]
    hook = games.milestone_hook("discover")
    marks = bookmarks(games.get("discover"), (s.events for s in session.steps), "en", hook)
    labels = [m.label for m in marks]
    assert labels[0] == "Round 1" and all(m.major for m in marks if m.label.startswith("Round"))
    assert labels[-1] == "Stage 2: The Dead Radio", labels
    pl = [m.label for m in bookmarks(games.get("discover"), (s.events for s in session.steps), "pl", hook)]
    assert pl[0] == "Runda 1"


def test_a_scenario_file_forces_discovers_rolls_and_names_a_face_no_d12_shows() -> None:
    good = scenario_from_text('game = "discover"\nplayers = 2\noptions = { scenario = 5 }\n'
                              '[forced]\nfaces = [12, 3]\n', "good.toml")
    assert good.options == {"scenario": 5}
    with pytest.raises(ContentError) as info:
        scenario_from_text('game = "discover"\nplayers = 2\n[forced]\nfaces = [13]\n', "bad.toml")
    assert info.value.path == "bad.toml" and "forced.faces" in info.value.key


def test_a_position_other_than_fixture_tiles_is_refused_by_name_not_ignored() -> None:
    with pytest.raises(ContentError) as info:
        scenario_from_text('game = "discover"\nplayers = 1\n[position]\nround = 3\n', "table.toml")
    assert info.value.key == "position.round" and "usual setup" in info.value.expected


@pytest.mark.parametrize(("tiles", "key", "expected"), [
    ('{ "S0" = "example_turn" }', "position.tiles.S0", "other than the start tile's"),
    ('{ "S1-1" = "1A" }', "position.tiles.S1-1", "a fixture tile"),
    ('{ "S1-1" = "example_turn", "S2-1" = "example_turn" }', "position.tiles.S2-1", "laid twice"),
])
def test_fixture_tiles_go_in_a_slot_beside_the_start_tile_one_slot_each(tiles: str, key: str, expected: str) -> None:
    # spec §20.1 PD-FIXTURE-MAP: only tiles the content marks as fixtures, each in one slot, never the start tile's
    with pytest.raises(ContentError) as info:
        scenario_from_text(f'game = "discover"\nplayers = 1\n[position]\ntiles = {tiles}\n', "table.toml")
    assert info.value.key == key and expected in info.value.expected, (info.value.key, info.value.expected)
