"""Golden examples: the shipped saves are exactly what the engine plays now from their seeds.

When a test here fails after an intended change of the rules engine, regenerate on purpose:
    .venv/bin/python tools/make_examples.py
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.cli import main as stolik
from app.replay.examples import EXAMPLES_DIR, ROLL_PLAYER, Example, differences, named, write_examples
from engine import games
from engine.kernel.milestones import bookmarks
from engine.kernel.save import load, read_document
from tools.make_examples import EXAMPLES, RUNEBOUND, ZERYWIA

REGENERATE = "the engine's behaviour changed: run tools/make_examples.py and commit saves/examples/"
SHIPPED = sorted(EXAMPLES_DIR.glob("*.json"))


def installed(path: Path) -> Any:
    """A shipped file's example, skipped when its game is not installed here."""
    example = named(path.name)
    assert example is not None, f"{path.name} is not named like an example (game-Np-seedS.json)"
    if example.game not in games.installed():
        pytest.skip(f"{example.game} is not installed")
    return example


def test_the_shipped_examples_are_the_listed_ones() -> None:
    listed = {e.file_name for e in EXAMPLES if e.game in games.installed()}
    assert {p.name for p in SHIPPED if named(p.name) and named(p.name).game in games.installed()} == listed


def test_the_examples_cover_one_to_four_players() -> None:
    assert sorted(e.players for e in ROLL_PLAYER) == [1, 2, 3, 4]
    assert sorted(e.players for e in RUNEBOUND) == [2, 4]


def test_a_file_name_gives_back_its_example() -> None:
    for example in EXAMPLES:
        again = named(example.file_name)
        assert again is not None and (again.game, again.players, again.seed) == (example.game, example.players, example.seed)
    assert named("autosave.json") is None and named("roll-player-2p-seed2.json.bak") is None


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_each_example_is_what_the_engine_plays_now(path: Path) -> None:
    installed(path)
    doc = read_document(path)
    assert differences(doc, games.get(doc["game"])) == [], REGENERATE


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_each_example_is_a_whole_game_that_replays_exactly(path: Path) -> None:
    installed(path)
    result = load(path, games.get)
    assert result.ok, result.summary()
    result.session.seek(len(result.session.steps))
    assert result.session.over


@pytest.mark.parametrize("path", [p for p in SHIPPED if p.name.startswith("runebound-")], ids=lambda p: p.name)
def test_each_runebound_example_has_fights_to_jump_to(path: Path) -> None:
    """Bookmarks per round and per combat, and a file the viewer opens quickly."""
    installed(path)
    result = load(path, games.get)
    marks = bookmarks(result.session.game, (s.events for s in result.session.steps), "en",
                      games.milestone_hook("runebound"))
    assert sum(m.major for m in marks) >= 2 and sum(not m.major for m in marks) >= 3
    assert path.stat().st_size < 1_000_000


def test_zerywias_examples_play_both_scenarios_with_a_bookmark_per_cycle() -> None:
    """Droga Wybrańca and Pamięć Świata, each with a round-level bookmark at every cycle ("Cycle 2", "Cykl 2") and a
    phase-level one at each turn of day, in a file the viewer opens quickly."""
    if "zerywia" not in games.installed():
        pytest.skip("zerywia is not installed")
    assert sorted(str(e.options["scenario"]) for e in ZERYWIA) == ["droga", "pamiec"]
    for example in ZERYWIA:
        path = EXAMPLES_DIR / example.file_name
        result = load(path, games.get)
        assert result.ok, result.summary()
        session = result.session
        session.seek(len(session.steps))
        for lang, word in (("en", "Cycle"), ("pl", "Cykl")):
            marks = bookmarks(session.game, (s.events for s in session.steps), lang, games.milestone_hook("zerywia"))
            cycles = [m.label for m in marks if m.major]
            assert cycles == [f"{word} {n}" for n in range(1, session.state.cycle + 1)], path.name
            assert sum(not m.major for m in marks) >= len(cycles), "the turns of day between them"
        assert path.stat().st_size < 1_000_000


def test_stolik_verify_accepts_every_example(capsys: pytest.CaptureFixture[str]) -> None:
    shipped = [p for p in SHIPPED if named(p.name) and named(p.name).game in games.installed()]
    assert stolik(["verify", *map(str, shipped)]) == 0
    assert capsys.readouterr().out.count("replay exactly") == len(shipped)


# --- the machinery itself, on the dice race ---------------------------------------------------
@pytest.fixture
def race_examples(tmp_path: Path, round_race: Any) -> tuple[list[Path], Any]:
    from tests.kernel.dice_race import DiceRace

    race = DiceRace()
    spec = [Example("dice-race", 2, seed=s, options={"target": 25}) for s in (1, 2)]
    return write_examples(spec, tmp_path, lambda _: race), race


def test_generated_examples_are_real_saves_of_whole_games(race_examples: tuple[list[Path], Any]) -> None:
    paths, race = race_examples
    for path in paths:
        result = load(path, lambda _: race)
        assert result.ok and result.session.cursor == 0
        result.session.seek(len(result.session.steps))
        assert result.session.over


def test_regenerating_an_unchanged_engine_gives_the_same_files(race_examples: tuple[list[Path], Any],
                                                                 tmp_path: Path) -> None:
    paths, race = race_examples
    again = write_examples([Example("dice-race", 2, seed=1, options={"target": 25})], tmp_path / "again",
                           lambda _: race)
    assert again[0].read_bytes() == paths[0].read_bytes()
    assert differences(read_document(paths[0]), race) == []


def test_a_changed_engine_is_caught_at_the_first_differing_step(race_examples: tuple[list[Path], Any]) -> None:
    from tests.kernel.dice_race import DiceRace

    paths, _ = race_examples

    class LongerRace(DiceRace):
        """A rules change: banking is worth one more point."""

        def apply(self, s: Any, e: Any) -> None:
            super().apply(s, e)
            if e.kind == "banked":
                s.scores[e.data["player"]] += 1

    problems = differences(read_document(paths[0]), LongerRace())
    assert problems and problems[0].startswith("step ")
    first_bank = next(i for i, step in enumerate(json.loads(paths[0].read_text())["steps"])
                      if step["action"]["kind"] == "bank")
    assert problems[0].startswith(f"step {first_bank}:")
