"""Post-game analysis: a move that throws a won game away is a blunder, the better move is named, and
`stolik analyse` says the same on the command line."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from app.cli import main
from engine.analysis import BLUNDER, analyse, decisions_of, report
from engine.kernel import Action, GameConfig, Session
from tests.bots.test_search import Nim

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"


def nim_game(*takes: int, stones: int = 5) -> Session[object]:
    session: Session[object] = Session(Nim(), GameConfig.quick("nim", 2, stones=stones))
    for n, take in enumerate(takes):
        session.apply(Action.of("take", n % 2, n=take))
    return session


def test_taking_two_of_five_stones_throws_the_game_away_and_is_a_blunder() -> None:
    session = nim_game(2, 3)    # seat 0 leaves 3: seat 1 takes them all
    judged = analyse(session, 0, iterations=400)
    assert [j.step for j in judged] == [0]
    first = judged[0]
    assert first.flag == BLUNDER and first.best == Action.of("take", 0, n=1)
    assert first.best_value > 0.8 > 0.2 > first.played_value


def test_the_winning_move_is_not_flagged() -> None:
    session = nim_game(1, 3, 1)   # 5 -> 4 (seat 1 is lost), 4 -> 1, seat 0 takes the last
    judged = analyse(session, 0, iterations=400)
    assert [(j.step, j.flag) for j in judged] == [(0, None)]   # the last take, of one stone, was no choice
    doc = report(session, 0, judged)
    assert doc["flagged"] == [] and doc["counts"] == {"inaccuracy": 0, "mistake": 0, "blunder": 0}


def test_only_the_seats_own_choices_are_judged() -> None:
    session = nim_game(1, 3, 1)
    assert decisions_of(session, 1) == [1]      # seat 1 had a choice once; seat 0's last take was forced
    assert decisions_of(session, 0) == [0]


def test_stolik_analyse_lists_the_flagged_moves_of_a_shipped_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--seat", "0", "--json", "--iterations", "30", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["game"] == "roll-player" and doc["seat"] == 0 and doc["decisions"] > 20
    assert doc["flagged"] and all(m["flag"] in ("inaccuracy", "mistake", "blunder") for m in doc["flagged"])
    assert all(m["loss"] >= 0.05 for m in doc["flagged"]) and len(doc["expected_result"]) == doc["decisions"]


def test_stolik_analyse_words_the_moves_as_the_table_does_in_either_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--seat", "0", "--json", "--iterations", "30", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    raw = {m["played"] for m in doc["moves"]} | {m["best"] for m in doc["moves"]}
    worded = {m["played_words"] for m in doc["moves"]} | {m["best_words"] for m in doc["moves"]}
    assert any("=" in r for r in raw) and not any("=" in w or w in raw for w in worded)
    assert any(w.startswith("Place the ") for w in worded)
    assert main(["analyse", str(EXAMPLE), "--seat", "0", "--iterations", "30", "--quiet", "--lang", "pl"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert lines and all("played " in line and "better " in line for line in lines)
    assert any("Umieść " in line for line in lines) and not any("Place the " in line for line in lines)


def test_a_damaged_save_or_a_seat_the_game_has_not_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{ not a save", encoding="utf-8")
    assert main(["analyse", str(damaged), "--seat", "0"]) == 2
    assert "damaged.json" in capsys.readouterr().err
    assert main(["analyse", str(EXAMPLE), "--seat", "7"]) == 2
    assert "--seat 7" in capsys.readouterr().err
