"""The registry reads manifests: games, bots, tutorials and replay bookmarks are found through them."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import games
from engine.bots import bot_for, bot_label, bot_names, bot_rng, game_bot_rng
from engine.bots.random_bot import RandomBot
from engine.kernel import Event, Rng
from engine.kernel.milestones import bookmarks
from engine.tutorial import scripts_for
from tests.kernel.dice_race import DiceRace

ROOT = Path(__file__).resolve().parents[2]


SEARCH = ["mcts:easy", "mcts:normal", "mcts:hard"]   # the search bot at its levels: every game offers it

def test_every_name_an_installed_manifest_gives_leads_to_code() -> None:
    for game_id in games.installed():
        spec = games.manifest(game_id)
        assert games.get(game_id).id == game_id
        for bot in spec.bots:
            assert callable(games.load_object(bot.factory))
        if spec.milestones:
            assert callable(games.load_object(spec.milestones))
        assert all(path.is_file() for path in spec.tutorial_files())


def test_roll_player_is_found_through_its_manifest() -> None:
    from engine.games.roll_player.bots import GreedyBot
    from engine.games.roll_player.game import RollPlayer

    spec = games.manifest("roll-player")
    assert isinstance(games.get("roll-player"), RollPlayer)
    assert (spec.min_players, spec.max_players, spec.cooperative, spec.hidden_information) == (1, 5, False, True)
    assert spec.seats({}) == (1, 4) and spec.seats({"expansion": "fiends"}) == (1, 5)  # 5 only with the expansion
    assert bot_names("roll-player") == ["random", "greedy", *SEARCH]
    assert isinstance(bot_for("roll-player", "greedy"), GreedyBot)
    assert bot_label("roll-player", "greedy").pl == "Zachłanny" and bot_label("roll-player", "random").en == "Random"
    assert [p.name for p in scripts_for("roll-player")] == ["basics.toml", "fiends.toml"]


def test_a_game_registered_in_code_gets_an_implied_manifest() -> None:
    games.register(DiceRace())
    spec = games.manifest("dice-race")
    assert (spec.name.pl, spec.min_players, spec.max_players, spec.options, spec.bots) == ("Wyścig kości", 2, 2, (), ())
    assert bot_names("dice-race") == ["random", *SEARCH] and isinstance(bot_for("dice-race", "random"), RandomBot)
    assert scripts_for("dice-race") == [] and games.milestone_hook("dice-race") is None


def test_an_unknown_game_has_no_manifest_but_the_generic_bots() -> None:
    with pytest.raises(KeyError):
        games.manifest("no-such-game")
    assert bot_names("no-such-game") == ["random", *SEARCH] and scripts_for("no-such-game") == []


def test_replay_bookmarks_use_the_milestone_function_the_manifest_names() -> None:
    steps = [[Event("flow", {"phase": "MARKET"})]]
    hook = games.milestone_hook("roll-player")
    assert [m.label for m in bookmarks(games.get("roll-player"), steps, "pl", hook)] == ["Rynek"]
    assert bookmarks(games.get("roll-player"), steps, "pl") == []  # the kernel alone knows no game


def test_the_kernel_finds_no_game_by_its_package_name() -> None:
    source = (ROOT / "engine" / "kernel" / "milestones.py").read_text(encoding="utf-8")
    assert "importlib" not in source and "engine.games" not in source


def test_one_bot_stream_derived_in_one_place() -> None:
    assert bot_rng(12, 40).state == Rng.from_seed(12 * 7919 + 40).state
    assert game_bot_rng(3).state == Rng.from_seed(3 * 7919 + 17).state
    salted = [p for p in (ROOT / "engine").rglob("*.py") if re.search(r"\b7919\b", p.read_text(encoding="utf-8"))]
    salted += [p for p in (ROOT / "app").rglob("*.py") if re.search(r"\b7919\b", p.read_text(encoding="utf-8"))]
    assert [p.relative_to(ROOT).as_posix() for p in salted] == ["engine/bots/seed.py"]


def test_stolik_games_json_is_one_document_alone_on_stdout() -> None:
    out = subprocess.run([sys.executable, "-m", "app.cli", "games", "--json"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    (roll_player,) = [g for g in report["games"] if g["id"] == "roll-player"]
    assert roll_player["players"] == {"min": 1, "max": 5} and roll_player["mode"] == "competitive"
    assert roll_player["hidden_information"] is True and roll_player["tutorials"] == ["basics", "fiends"]
    assert [b["id"] for b in roll_player["bots"]] == ["random", "greedy", *SEARCH]
    friendly = [o for o in roll_player["options"] if o["id"] == "friendly_market"][0]
    assert friendly["players"] == {"min": 2, "max": 5} and friendly["label"]["pl"] == "Przyjazny Rynek"
    assert report["problems"] == []


def test_stolik_games_lists_the_games_readably(capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    assert main(["games"]) == 0
    text = capsys.readouterr().out
    assert "roll-player: Roll Player (1–5 players, competitive, hidden information)" in text
    assert "option friendly_market (bool, default false, 2–5 players)" in text
